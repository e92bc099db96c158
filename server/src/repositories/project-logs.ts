// The PM logs: one row per project event (status, collaborator, checklist, spec, drive, doc, transfer and
// publishing events), who did it and when. Written inside the transaction of the change it records.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

/** Records one project event (pass the transaction of the change). */
export async function logProjectEvent(
  db: Kysely<Database>,
  entry: { projectId: string; userId: string | null; action: string; details?: Record<string, unknown> },
): Promise<void> {
  await db
    .insertInto('project_logs')
    .values({
      project_id: entry.projectId,
      user_id: entry.userId,
      action: entry.action,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}

export interface ProjectLogRow {
  id: string;
  action: string;
  details: Record<string, unknown>;
  created_at: Date;
  user_id: string | null;
  user_name: string | null;
}

/** Offsets past any log's size answer an empty page; the cap keeps the inlined literal a plain integer. */
const MAX_OFFSET = 2_000_000_000;

/**
 * One page of a project's logs, newest first, read through project_logs_project_idx (project_id, created_at
 * desc, id desc). LIMIT and OFFSET are literals, so PostgreSQL's generic plan still walks the index.
 */
export async function listProjectLogs(
  db: Kysely<Database>,
  projectId: string,
  page: { skip: number; limit: number },
): Promise<{ logs: ProjectLogRow[]; hasMore: boolean }> {
  const rows = await db
    .selectFrom('project_logs as l')
    .leftJoin('users as u', 'u.id', 'l.user_id')
    .select(['l.id', 'l.action', 'l.details', 'l.created_at', 'l.user_id', 'u.name as user_name'])
    .where('l.project_id', '=', projectId)
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .offset(sql.lit(Math.min(page.skip, MAX_OFFSET)))
    .limit(sql.lit(page.limit + 1))
    .execute();
  return { logs: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}
