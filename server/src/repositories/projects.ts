// Project queries; visibility comes from the project policy's SQL twin.
import { sql, type Insertable, type Kysely, type RawBuilder, type Selectable, type Updateable } from 'kysely';
import type { Database, ProjectStatus, ProjectsTable, UserLevel } from '../db/types';
import { OTHER_JOB_TYPE, readableProjectIdsSql, readableProjectsSql, type Actor } from '../policies';
import { textSearchSql } from './text-search';
import type { ProjectState } from '../domain/project-states';
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

const DAY_MS = 86_400_000;

/** Offsets past any table's size answer an empty page; the cap keeps the inlined literal a plain integer. */
const MAX_OFFSET = 2_000_000_000;

/** SQL condition over `projects` for one tab of the list. */
function tabSql(tab: ProjectTab, actor: Actor): RawBuilder<boolean> {
  switch (tab) {
    case 'all':
      return sql<boolean>`projects.status not in ('onhold', 'trash')`;
    case 'my-projects':
      // The caller's own list, read off its primary key (user_id, project_id), never a probe per project.
      return sql<boolean>`(projects.status <> 'trash' and projects.id in (select lb.project_id from project_listed_by lb
        where lb.user_id = ${actor.id}))`;
    case 'fbRelaunch':
      // The cut-off is a parameter, not `now() - interval` (a filter would compute that for every row).
      return sql<boolean>`(projects.status = 'launched' and not projects.disable_relaunch
        and projects.fb_launch_date < ${new Date(Date.now() - FB_RELAUNCH_AFTER_DAYS * DAY_MS)})`;
    default:
      return sql<boolean>`projects.status = ${tab}`;
  }
}

/** The launch status filter over `projects`: not launched on Facebook (no 'fb' platform) or on YouTube. */
export function launchSql(launch: LaunchFilter): RawBuilder<boolean> {
  const platform = launch === 'not-fb' ? 'fb' : 'yt';
  return sql<boolean>`not (${platform} = any(projects.platforms))`;
}

/** What a list row carries beside the project's columns: "listed by me" and the collaborators, per row. */
function listDecorations(actor: Actor) {
  return [
    sql<boolean>`exists (select 1 from project_listed_by lb where lb.user_id = ${actor.id} and lb.project_id = projects.id)`.as(
      'listed_by_me',
    ),
    sql<
      ProjectWithRelations['collabs']
    >`coalesce((select jsonb_agg(jsonb_build_object('_id', u.id, 'name', u.name, 'picture', u.picture)
        order by pc.created_at) from project_collaborators pc join users u on u.id = pc.user_id
        where pc.project_id = projects.id), '[]'::jsonb)`.as('collabs'),
  ];
}

function selectProjects(db: Kysely<Database>, actor: Actor) {
  return db.selectFrom('projects').selectAll('projects').select(listDecorations(actor)).where(readableProjectsSql(actor));
}

/**
 * The projects the actor may read as a FROM item named `projects`: the whole table for those who read every
 * project, else their own set of ids (policy: readableProjectIdsSql) with each project fetched by its primary key
 * (the LATERAL … OFFSET 0 keeps that a lookup per id, so the work follows the caller's set, never the table's size).
 */
function visibleProjects(actor: Actor) {
  const ids = readableProjectIdsSql(actor);
  const rows = ids
    ? sql<Selectable<ProjectsTable>>`(select p.* from (${ids}) as visible (id)
        cross join lateral (select * from projects where projects.id = visible.id offset 0) as p)`
    : sql<Selectable<ProjectsTable>>`(select * from projects)`;
  return rows.as('projects');
}

/**
 * One page of the tab, newest update first. The page's ids come first: for those who see every project straight
 * off an index in the list's order (projects_list_idx, projects_status_list_idx); for freelancers off the same
 * index, each project asked by index probes whether they may read it (their set of ids grows with the open jobs
 * of their roles: 238k jobs read for one page at 1M jobs); for others (clients) out of their own small set. Only
 * the page's rows are then read whole and decorated. LIMIT and OFFSET are literals (see jobs.ts).
 */
export async function listProjects(
  db: Kysely<Database>,
  actor: Actor,
  filter: ProjectListFilter,
): Promise<{ projects: ProjectWithRelations[]; hasMore: boolean }> {
  let page = (
    actor.level === 'freelancer'
      ? db.selectFrom('projects').where(readableProjectsSql(actor))
      : db.selectFrom(visibleProjects(actor))
  )
    .select(['projects.id', 'projects.updated_at'])
    .where(tabSql(filter.status, actor));
  if (filter.level) page = page.where('projects.level', '=', filter.level);
  if (filter.platform) page = page.where(sql<boolean>`${filter.platform} = any(projects.platforms)`);
  if (filter.pb) page = page.where('projects.perf_based', '=', true);
  if (filter.launch) page = page.where(launchSql(filter.launch));
  const ids = page
    .orderBy('projects.updated_at', 'desc')
    .orderBy('projects.id', 'desc')
    .offset(sql.lit(Math.min(filter.skip, MAX_OFFSET)))
    .limit(sql.lit(filter.limit + 1));
  const rows = await db
    .selectFrom(ids.as('page'))
    .innerJoin('projects', 'projects.id', 'page.id')
    .selectAll('projects')
    .select(listDecorations(actor))
    .orderBy('page.updated_at', 'desc')
    .orderBy('page.id', 'desc')
    .execute();
  return { projects: rows.slice(0, filter.limit), hasMore: rows.length > filter.limit };
}

/** A project the global search found: what its result shows. */
export interface ProjectSearchRow {
  id: string;
  title: string;
  status: ProjectStatus;
  updated_at: Date;
  /** The file of its cover (the one chosen for Facebook, else the first in the covers' order); null without one. */
  cover_file_id: string | null;
}

/** The search condition over `projects`: its title, with the expressions of migration 0023's indexes. */
function projectSearchSql(term: string): RawBuilder<boolean> {
  return textSearchSql(sql<string>`lower(projects.title)`, sql`to_tsvector('simple'::regconfig, projects.title)`, term);
}

/**
 * Those who see every project first walk the newest updated projects (projects_list_idx), at most this many times the
 * rows the page needs, and filter them: a common term is found there at once. A rarer term is then found from the
 * search indexes alone (see posts.ts, SEARCH_WALK_FACTOR).
 */
const PROJECT_SEARCH_WALK_FACTOR = 500;

type ProjectSearchPaging = { skip: number; limit: number };

/** One page (and the row after it) of the projects of `source` whose title matches, newest update first, trash aside. */
function projectSearchPage(
  db: Kysely<Database>,
  source: ReturnType<typeof visibleProjects>,
  term: string,
  paging: ProjectSearchPaging,
) {
  return db
    .selectFrom(source)
    .select(['projects.id', 'projects.title', 'projects.status', 'projects.updated_at'])
    .select(
      sql<string | null>`(select sc.file_id from social_covers sc where sc.project_id = projects.id
        order by sc.fb desc, sc.position, sc.created_at, sc.id limit 1)`.as('cover_file_id'),
    )
    .where('projects.status', '<>', 'trash')
    .where(projectSearchSql(term))
    .orderBy('projects.updated_at', 'desc')
    .orderBy('projects.id', 'desc')
    .offset(sql.lit(Math.min(paging.skip, MAX_OFFSET)))
    .limit(sql.lit(paging.limit + 1));
}

/**
 * The queries of a search, in the order they run: for those who read every project, the walk of the newest projects
 * then, when it holds too few matches, every match (off the search indexes; the `offset 0` keeps them a set of their
 * own, sorted afterwards); for others, their own set of projects alone.
 */
export function projectSearchQueries(db: Kysely<Database>, actor: Actor, term: string, paging: ProjectSearchPaging) {
  if (readableProjectIdsSql(actor)) return { first: projectSearchPage(db, visibleProjects(actor), term, paging), matches: null };
  const rows = (paging.skip + paging.limit + 1) * PROJECT_SEARCH_WALK_FACTOR;
  const walk = sql<Selectable<ProjectsTable>>`(select * from projects order by updated_at desc, id desc
    limit ${sql.lit(rows)})`.as('projects');
  const matches = sql<Selectable<ProjectsTable>>`(select * from projects where ${projectSearchSql(term)} offset 0)`;
  return {
    first: projectSearchPage(db, walk, term, paging),
    matches: projectSearchPage(db, matches.as('projects'), term, paging),
  };
}

/**
 * One page of the projects the actor may read whose title matches the term, newest update first (trashed ones
 * left out), and whether more follow. Others than admins and staff search their own set of projects (policy:
 * readableProjectIdsSql), so a client's search never names a project they cannot open.
 */
export async function searchProjects(
  db: Kysely<Database>,
  actor: Actor,
  term: string,
  paging: ProjectSearchPaging,
): Promise<{ projects: ProjectSearchRow[]; hasMore: boolean }> {
  const { first, matches } = projectSearchQueries(db, actor, term, paging);
  let found: ProjectSearchRow[] = await first.execute();
  // Only a walk that found the page and the row after it gives the rows all the matches give.
  if (matches && found.length <= paging.limit) found = await matches.execute();
  return { projects: found.slice(0, paging.limit), hasMore: found.length > paging.limit };
}

export function findVisibleProject(db: Kysely<Database>, actor: Actor, id: string) {
  return selectProjects(db, actor).where('projects.id', '=', id).executeTakeFirst();
}

/** The statuses that are tabs of their own. */
const STATUS_TABS = PROJECT_TABS.filter(
  (tab): tab is ProjectStatus => tab !== 'all' && tab !== 'my-projects' && tab !== 'fbRelaunch',
);

type StatusCount = { status: ProjectStatus; n: number; relaunch: number; listed: number };

/**
 * The number of projects the actor sees in every tab, in one query, counted by status (the tabs other than My
 * Projects are sums of those) beside My Projects off the caller's listed-by rows. Those who see every project
 * count each status with an index-only scan of its range of projects_status_idx, and FB Relaunch off
 * projects_fb_relaunch_idx, one after the other (correlated subqueries: no parallel workers per request);
 * freelancers off the summary the triggers keep (freelancerCountsSql); others (clients) count their own set. The
 * route keeps the answer in the read cache until the data changes.
 */
export async function countProjects(db: Kysely<Database>, actor: Actor): Promise<Record<ProjectTab, number>> {
  const listed = sql<number>`(select count(*) from project_listed_by lb join projects mine on mine.id = lb.project_id
    where lb.user_id = ${actor.id} and mine.status <> 'trash')::int`;
  const relaunch = tabSql('fbRelaunch', actor);
  const statuses = sql`(values ${sql.join(STATUS_TABS.map((status) => sql`(${sql.lit(status)})`))}) as s (status)`;
  let rows: StatusCount[];
  if (actor.level === 'freelancer') rows = (await freelancerCountsSql(actor, statuses, listed).execute(db)).rows;
  else if (readableProjectIdsSql(actor))
    rows = await db
      .selectFrom(visibleProjects(actor))
      .select([
        'projects.status',
        sql<number>`count(*)::int`.as('n'),
        sql<number>`(count(*) filter (where ${relaunch}))::int`.as('relaunch'),
        listed.as('listed'),
      ])
      .groupBy('projects.status')
      .execute();
  else
    rows = (
      await sql<StatusCount>`select s.status,
            (select count(*) from projects where projects.status = s.status)::int as n,
            (case when s.status = 'launched'
              then (select count(*) from projects where ${relaunch} and s.status = 'launched') else 0 end)::int as relaunch,
            ${listed} as listed
          from ${statuses}`.execute(db)
    ).rows;
  const byStatus = new Map<string, number>(rows.map((row) => [row.status, row.n]));
  const counts = Object.fromEntries(STATUS_TABS.map((status) => [status, byStatus.get(status) ?? 0])) as Record<
    ProjectTab,
    number
  >;
  counts.all = STATUS_TABS.filter((status) => status !== 'onhold' && status !== 'trash').reduce(
    (sum, status) => sum + counts[status],
    0,
  );
  counts.fbRelaunch = rows.reduce((sum, row) => sum + row.relaunch, 0);
  counts['my-projects'] = rows[0]?.listed ?? (await countListed(db, actor));
  return counts;
}

/**
 * A freelancer's counts per status without reading their set (decision 0746). They read (policy: readableProjectIdsSql)
 * every project with a public open job (no invited staff) of their roles or of type `other`, and their own: those
 * they collaborate on, hold a job in or are invited to an open job of those types in. The first are the projects
 * whose set of public open job types (project_open_types, kept by migration 0043's triggers) meets those types,
 * counted per (status, set) in project_open_type_counts: a few rows, however many jobs. Their own are added only
 * where their set does not meet the types, so no project counts twice. FB Relaunch's time-bound count reads, per
 * set met, the range of due projects of project_open_types_relaunch_idx.
 */
function freelancerCountsSql(actor: Actor, statuses: RawBuilder<unknown>, listed: RawBuilder<number>) {
  const types = sql`${[...new Set([OTHER_JOB_TYPE, ...actor.roles])]}::text[]`;
  const cutoff = new Date(Date.now() - FB_RELAUNCH_AFTER_DAYS * DAY_MS);
  // The invitations read off jobs_open_invited_idx; the rest is claimableJobSql's condition.
  return sql<StatusCount>`with own as (
      select t.status, t.relaunch_at from (
        select pc.project_id from project_collaborators pc where pc.user_id = ${actor.id}
        union select jobs.project_id from jobs where jobs.claimed_by = ${actor.id}
        union select jobs.project_id from jobs where jobs.status = 'open' and cardinality(jobs.staff) > 0
          and jobs.staff @> array[${actor.id}::uuid] and jobs.job_type = any(${types})
      ) as mine (id)
      join project_open_types t on t.project_id = mine.id
      where not (t.open_types && ${types}))
    select s.status,
      ((select coalesce(sum(c.n), 0) from project_open_type_counts c where c.status = s.status and c.open_types && ${types})
        + (select count(*) from own where own.status = s.status))::int as n,
      (case when s.status = 'launched' then
        (select coalesce(sum(due.n), 0) from project_open_type_counts c
          cross join lateral (select count(*) as n from project_open_types t
            where t.open_types = c.open_types and t.relaunch_at < ${cutoff}) due
          where c.status = 'launched' and c.n > 0 and c.open_types && ${types})
        + (select count(*) from own where own.relaunch_at < ${cutoff}) else 0 end)::int as relaunch,
      ${listed} as listed
    from ${statuses}`;
}

/** My Projects' count when the caller sees no project at all (the grouped count then has no row to carry it). */
async function countListed(db: Kysely<Database>, actor: Actor): Promise<number> {
  const row = await db
    .selectFrom('project_listed_by as lb')
    .innerJoin('projects', 'projects.id', 'lb.project_id')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('lb.user_id', '=', actor.id)
    .where('projects.status', '<>', 'trash')
    .executeTakeFirstOrThrow();
  return row.n;
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
export const projectTarget = (project: ProjectFacts) => ({
  collaboratorIds: project.collaborator_ids,
  jobs: project.jobs,
  status: project.status,
});

export type ProjectDetail = ProjectFacts & {
  listed_by_me: boolean;
  collab_rows: Array<{
    _id: string;
    name: string;
    picture: string | null;
    level: UserLevel;
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
  /** The planned launch day per platform Mark as Ready recorded (YYYY-MM-DD). */
  planned_launches: Partial<Record<'fb' | 'yt', string>>;
  /**
   * The raw script's split into scenes stands and may be undone: no scene changed, was added or got a comment since
   * (issue 28).
   */
  script_split_undoable: boolean;
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
      sql<ProjectDetail['planned_launches']>`coalesce((select jsonb_object_agg(ld.platform, to_char(ld.planned_on, 'YYYY-MM-DD'))
        from project_launch_dates ld where ld.project_id = projects.id), '{}'::jsonb)`.as('planned_launches'),
      sql<boolean>`(projects.script_split_at is not null and not exists (select 1 from scenes s
        where s.project_id = projects.id and (s.updated_at > projects.script_split_at or s.created_at > projects.script_split_at))
        and not exists (select 1 from scene_versions v where v.project_id = projects.id
        and v.created_at > projects.script_split_at)
        and not exists (select 1 from comments c where c.project_id = projects.id and c.item_type = 'scene'))`.as(
        'script_split_undoable',
      ),
    ])
    .where('projects.id', '=', id)
    .executeTakeFirst();
}

/** Locks the project's row until the transaction ends (changes of one project happen one after the other); false when there is none. */
export async function lockProject(trx: Kysely<Database>, id: string): Promise<boolean> {
  const row = await trx.selectFrom('projects').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  return row !== undefined;
}

/** Changes the project's columns (none: only marks it changed) and sets `updated_at` to now. */
export async function updateProject(
  trx: Kysely<Database>,
  id: string,
  values: Omit<Updateable<ProjectsTable>, 'id' | 'updated_at'> = {},
): Promise<void> {
  await trx
    .updateTable('projects')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Records (now, the transaction's time, as the scenes it made carry) or clears the split of the raw script into scenes. */
export async function setScriptSplit(trx: Kysely<Database>, id: string, split: boolean): Promise<void> {
  await trx
    .updateTable('projects')
    .set({ script_split_at: split ? sql<Date>`now()` : null })
    .where('id', '=', id)
    .execute();
}

/**
 * A new project (in the caller's transaction) on which `collaboratorId` collaborates; `listedBy`: also on that
 * user's My List. Answers the project's id.
 */
export async function insertProject(
  trx: Kysely<Database>,
  values: Insertable<ProjectsTable>,
  collaboratorId: string,
  options: { listedBy?: boolean } = {},
): Promise<string> {
  const { id } = await trx.insertInto('projects').values(values).returning('id').executeTakeFirstOrThrow();
  await trx.insertInto('project_collaborators').values({ project_id: id, user_id: collaboratorId }).execute();
  if (options.listedBy) await trx.insertInto('project_listed_by').values({ project_id: id, user_id: collaboratorId }).execute();
  return id;
}

/** Records the revenue totals entered or imported by hand, synced now (the transaction's time). */
export async function saveProjectRevenue(
  trx: Kysely<Database>,
  id: string,
  revenue: { total: number; additional: ReadonlyArray<{ source: string; total: number }> },
): Promise<void> {
  await trx
    .updateTable('projects')
    .set({
      earnings_total: revenue.total,
      earnings_additional: JSON.stringify(revenue.additional),
      earnings_synced_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** The title of the project made from this post, if one was. */
export async function projectTitleOfPost(db: Kysely<Database>, postId: string): Promise<string | undefined> {
  const row = await db.selectFrom('projects').select('title').where('post_id', '=', postId).executeTakeFirst();
  return row?.title;
}

export interface ProjectFromPostValues {
  postId: string;
  title: string;
  createdBy: string;
  rawScriptBody: string | null;
  rawScriptComments: string;
}

/**
 * A new project made from a post (in the caller's transaction): its creator collaborates, and the post's
 * `meta.projectId` names the project (the post menu's "Go to Project"). Answers the project's id.
 */
export async function insertProjectFromPost(trx: Kysely<Database>, values: ProjectFromPostValues): Promise<string> {
  const { id } = await trx
    .insertInto('projects')
    .values({
      title: values.title,
      post_id: values.postId,
      created_by: values.createdBy,
      script_raw_body: values.rawScriptBody,
      script_raw_comments: values.rawScriptComments,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('project_collaborators').values({ project_id: id, user_id: values.createdBy }).execute();
  await trx
    .updateTable('posts')
    .set({ meta: sql<string>`meta || jsonb_build_object('projectId', ${id}::text)` })
    .where('id', '=', values.postId)
    .execute();
  return id;
}

/** The facts of a project the workflow judges. */
export function projectState(project: ProjectDetail): ProjectState {
  return {
    status: project.status,
    oldStatus: project.old_status,
    scriptStatus: project.script_status,
    storyboardStatus: project.storyboard_status,
    hasRawScript: project.script_raw_body !== null,
    hasBrief: project.storyboard_brief !== null,
    listedByMe: project.listed_by_me,
    driveStarted: project.drive_started,
    sceneCount: project.scene_count,
    scriptSplit: project.script_split_at !== null,
    splitUndoable: project.script_split_undoable,
  };
}
