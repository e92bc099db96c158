// The overview board's queries (admins see every project, so there is no visibility rule): one column is one page
// of one status, read off projects_status_list_idx in the board's order (newest update first, id as the
// tie-breaker) and only then decorated, plus the column's count, an index-only count over projects_status_idx.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { OverviewStatus } from '../schemas/project';

/** Offsets past any table's size answer an empty page; the cap keeps the inlined literal a plain integer. */
const MAX_OFFSET = 2_000_000_000;

export interface OverviewCardRow {
  id: string;
  title: string;
  updated_at: Date;
  level: number;
  collabs: Array<{ _id: string; firstName: string }>;
}

/** One page of a column; `hasMore` when another page exists. LIMIT and OFFSET are literals (see jobs.ts). */
export async function listOverviewColumn(
  db: Kysely<Database>,
  query: { status: OverviewStatus; skip: number; limit: number },
): Promise<{ cards: OverviewCardRow[]; hasMore: boolean }> {
  const page = db
    .selectFrom('projects')
    .select(['projects.id', 'projects.updated_at'])
    .where('projects.status', '=', query.status)
    .orderBy('projects.updated_at', 'desc')
    .orderBy('projects.id', 'desc')
    .offset(sql.lit(Math.min(query.skip, MAX_OFFSET)))
    .limit(sql.lit(query.limit + 1));
  const rows = await db
    .selectFrom(page.as('page'))
    .innerJoin('projects', 'projects.id', 'page.id')
    .select(['projects.id', 'projects.title', 'projects.updated_at', 'projects.level'])
    .select(
      sql<OverviewCardRow['collabs']>`coalesce((select jsonb_agg(jsonb_build_object('_id', u.id,
        'firstName', split_part(btrim(u.name), ' ', 1)) order by pc.created_at, u.id)
        from project_collaborators pc join users u on u.id = pc.user_id
        where pc.project_id = projects.id and btrim(u.name) <> ''), '[]'::jsonb)`.as('collabs'),
    )
    .orderBy('page.updated_at', 'desc')
    .orderBy('page.id', 'desc')
    .execute();
  return { cards: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
}

/** How many projects the column holds. */
export async function countOverviewColumn(db: Kysely<Database>, status: OverviewStatus): Promise<number> {
  const row = await db
    .selectFrom('projects')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('projects.status', '=', status)
    .executeTakeFirstOrThrow();
  return row.n;
}
