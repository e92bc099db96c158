import type { ProjectLogRow } from '../repositories/project-logs';
import { iso } from './dates';

/** One PM log entry on the wire; `user` is null once its author is deleted. */
export function presentProjectLog(log: ProjectLogRow) {
  return {
    _id: log.id,
    action: log.action,
    details: log.details,
    user: log.user_id && log.user_name !== null ? { _id: log.user_id, name: log.user_name } : null,
    created: iso(log.created_at),
  };
}
