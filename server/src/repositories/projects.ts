// Project queries; visibility comes from the project policy's SQL twin.
import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { Database, ProjectsTable } from '../db/types';
import { readableProjectsSql, type Actor } from '../policies';
import { PROJECT_TABS, type ProjectTab } from '../routes/api/projects/schema';

export const FB_RELAUNCH_AFTER_DAYS = 120;

export type ProjectWithRelations = Selectable<ProjectsTable> & {
  listed_by_me: boolean;
  collabs: Array<{ _id: string; name: string; picture: string | null }>;
};

export interface ProjectListFilter {
  status: ProjectTab;
  level?: number;
  platform?: string;
  pb?: boolean;
  skip: number;
  limit: number;
}

/** SQL condition over `projects` for one tab of the list. */
function tabSql(tab: ProjectTab, actor: Actor): RawBuilder<boolean> {
  switch (tab) {
    case 'all':
      return sql<boolean>`projects.status not in ('onhold', 'trash')`;
    case 'my-projects':
      return sql<boolean>`(projects.status <> 'trash' and exists (select 1 from project_listed_by lb
        where lb.project_id = projects.id and lb.user_id = ${actor.id}))`;
    case 'fbRelaunch':
      return sql<boolean>`(projects.status = 'launched' and not projects.disable_relaunch
        and projects.fb_launch_date < now() - make_interval(days => ${FB_RELAUNCH_AFTER_DAYS}))`;
    default:
      return sql<boolean>`projects.status = ${tab}`;
  }
}

function selectProjects(db: Kysely<Database>, actor: Actor) {
  return db
    .selectFrom('projects')
    .selectAll('projects')
    .select([
      sql<boolean>`exists (select 1 from project_listed_by lb where lb.project_id = projects.id and lb.user_id = ${actor.id})`.as(
        'listed_by_me',
      ),
      sql<
        ProjectWithRelations['collabs']
      >`coalesce((select jsonb_agg(jsonb_build_object('_id', u.id, 'name', u.name, 'picture', u.picture)
        order by pc.created_at) from project_collaborators pc join users u on u.id = pc.user_id
        where pc.project_id = projects.id), '[]'::jsonb)`.as('collabs'),
    ])
    .where(readableProjectsSql(actor));
}

export async function listProjects(
  db: Kysely<Database>,
  actor: Actor,
  filter: ProjectListFilter,
): Promise<{ projects: ProjectWithRelations[]; hasMore: boolean }> {
  let q = selectProjects(db, actor).where(tabSql(filter.status, actor));
  if (filter.level) q = q.where('projects.level', '=', filter.level);
  if (filter.platform) q = q.where(sql<boolean>`${filter.platform} = any(projects.platforms)`);
  if (filter.pb) q = q.where('projects.perf_based', '=', true);
  const rows = await q
    .orderBy('projects.updated_at', 'desc')
    .orderBy('projects.id', 'desc')
    .offset(filter.skip)
    .limit(filter.limit + 1)
    .execute();
  return { projects: rows.slice(0, filter.limit), hasMore: rows.length > filter.limit };
}

export function findVisibleProject(db: Kysely<Database>, actor: Actor, id: string) {
  return selectProjects(db, actor).where('projects.id', '=', id).executeTakeFirst();
}

/** The number of projects the actor sees in every tab, in one query. */
export async function countProjects(db: Kysely<Database>, actor: Actor): Promise<Record<ProjectTab, number>> {
  const row = await db
    .selectFrom('projects')
    .select(PROJECT_TABS.map((tab) => sql<number>`count(*) filter (where ${tabSql(tab, actor)})::int`.as(tab)))
    .where(readableProjectsSql(actor))
    .executeTakeFirstOrThrow();
  return row as Record<ProjectTab, number>;
}

export type ProjectFacts = Selectable<ProjectsTable> & {
  collaborator_ids: string[];
  jobs: Array<{ jobType: string; status: string; staff: string[]; claimedBy: string | null }>;
};

/** A project with what the project policy judges: its collaborators and its jobs' facts. */
export function findProjectFacts(db: Kysely<Database>, id: string): Promise<ProjectFacts | undefined> {
  return db
    .selectFrom('projects')
    .selectAll('projects')
    .select([
      sql<string[]>`array(select pc.user_id::text from project_collaborators pc where pc.project_id = projects.id)`.as(
        'collaborator_ids',
      ),
      sql<ProjectFacts['jobs']>`coalesce((select jsonb_agg(jsonb_build_object('jobType', j.job_type, 'status', j.status,
        'staff', to_jsonb(j.staff), 'claimedBy', j.claimed_by)) from jobs j where j.project_id = projects.id), '[]'::jsonb)`.as(
        'jobs',
      ),
    ])
    .where('projects.id', '=', id)
    .executeTakeFirst();
}

/** The facts of a ProjectFacts row as the project policy takes them. */
export const projectTarget = (project: ProjectFacts) => ({ collaboratorIds: project.collaborator_ids, jobs: project.jobs });
