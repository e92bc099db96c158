import type { JobEventRow } from '../repositories/job-events';
import type { JobEventJson } from '../schemas/deliverable';
import { iso } from './dates';

/** One step of a job's history (the caller may see it: the route asks the deliverable policy first). */
export function presentJobEvent(event: JobEventRow): JobEventJson {
  return {
    _id: event.id,
    kind: event.kind,
    round: event.round,
    note: event.note,
    files: event.files,
    by: event.actor_id ? { _id: event.actor_id, name: event.actor_name ?? '', picture: event.actor_picture } : null,
    at: iso(event.created_at),
  };
}
