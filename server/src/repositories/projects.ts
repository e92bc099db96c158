// Project queries; visibility comes from the project policy's SQL twin.
import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { Database, ProjectsTable } from '../db/types';
import { readableProjectsSql, type Actor } from '../policies';
import { PROJECT_TABS, type LaunchFilter, type ProjectTab } from '../schemas/project';

import { FB_RELAUNCH_AFTER_DAYS } from '../domain/project-constants';

export type ProjectWithRelations = Selectable<ProjectsTable> & {
  listed_by_me: boolean;
  collabs: Array<{ _id: string; name: string; picture: string | null }>;
};

export interface ProjectListFilter {
  status: ProjectTab;
  level?: number;
  platform?: string;
  pb?: boolean;
  launch?: LaunchFilter;
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

/** The launch status filter over `projects`: not launched on Facebook (no 'fb' platform) or on YouTube. */
export function launchSql(launch: LaunchFilter): RawBuilder<boolean> {
  const platform = launch === 'not-fb' ? 'fb' : 'yt';
  return sql<boolean>`not (${platform} = any(projects.platforms))`;
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
  if (filter.launch) q = q.where(launchSql(filter.launch));
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

export type ProjectDetail = ProjectFacts & {
  listed_by_me: boolean;
  collab_rows: Array<{
    _id: string;
    name: string;
    picture: string | null;
    level: string;
    email: string;
    pending: boolean;
    roles: string[];
  }>;
  doc_rows: Array<{
    _id: string;
    fileId: string;
    name: string;
    fileName: string;
    ext: string;
    size: number;
    text: string;
    created: string;
    user: { _id: string; name: string } | null;
  }>;
  transfer_rows: Array<{ target: string; url: string | null }>;
  drive_started: boolean;
};

/**
 * One project with everything its page shows (collaborators, docs, transfers) in one query; the presenter
 * leaves out what the caller may not see. `viewerId` decides "listed by me" (null for anonymous readers).
 */
export function findProjectDetail(db: Kysely<Database>, id: string, viewerId: string | null): Promise<ProjectDetail | undefined> {
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
      sql<boolean>`exists (select 1 from project_listed_by lb where lb.project_id = projects.id
        and lb.user_id = ${viewerId ?? '00000000-0000-0000-0000-000000000000'})`.as('listed_by_me'),
      sql<ProjectDetail['collab_rows']>`coalesce((select jsonb_agg(jsonb_build_object('_id', u.id, 'name', u.name,
        'picture', u.picture, 'level', u.level, 'email', u.email, 'pending', u.password_hash is null,
        'roles', to_jsonb(u.roles)) order by pc.created_at, u.id)
        from project_collaborators pc join users u on u.id = pc.user_id where pc.project_id = projects.id), '[]'::jsonb)`.as(
        'collab_rows',
      ),
      sql<ProjectDetail['doc_rows']>`coalesce((select jsonb_agg(jsonb_build_object('_id', d.id, 'fileId', d.file_id,
        'name', d.name, 'fileName', f.name, 'ext', f.ext, 'size', f.size, 'text', d.text, 'created', d.created_at,
        'user', case when u.id is null then null else jsonb_build_object('_id', u.id, 'name', u.name) end)
        order by d.created_at desc, d.id desc)
        from project_docs d join files f on f.id = d.file_id left join users u on u.id = d.created_by
        where d.project_id = projects.id), '[]'::jsonb)`.as('doc_rows'),
      sql<ProjectDetail['transfer_rows']>`coalesce((select jsonb_agg(jsonb_build_object('target', t.target, 'url', t.url)
        order by t.created_at) from project_transfers t where t.project_id = projects.id), '[]'::jsonb)`.as('transfer_rows'),
      sql<boolean>`exists (select 1 from drive_setups ds where ds.project_id = projects.id)`.as('drive_started'),
    ])
    .where('projects.id', '=', id)
    .executeTakeFirst();
}
