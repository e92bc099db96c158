// A freelancer's tab counts kept by triggers (issue 27 target 3, decision 0746). A freelancer reads every project with
// a public open job (no invited staff) of their roles or of type `other`: at 1,000,000 jobs most of the table, so
// counting their set by status read it whole (36k buffers). What decides whether such a project is in their set is
// only the set of job types of its public open jobs, so:
//  - project_open_types: per project, its status, that set (sorted, distinct; '{}' without public open jobs) and its
//    Facebook launch date while it may be relaunched (launched, relaunch not disabled);
//  - project_open_type_counts: how many projects of each status have exactly that set.
// A freelancer's count per status is the sum over the sets their roles meet (a few rows) plus their own small set
// (collaborations, held jobs, invitations) whose set their roles do not meet, so nothing is counted twice
// (repositories/projects.ts countProjects). Statement triggers (one grouped statement for a bulk insert) keep both in
// the transaction of every write. Jobs' triggers lock the touched projects' rows (FOR NO KEY UPDATE, in id order,
// the order a project's own update takes: its row, then its set's) before recomputing their sets, so two
// transactions changing jobs of one project recompute one after the other, the second seeing the first's jobs.
// Starts from the projects and jobs already there.
import { sql, type Kysely } from 'kysely';

/** A job that makes its project readable to every holder of its type: open, inviting nobody in particular. */
const PUBLIC_OPEN = (alias: string) => sql.raw(`${alias}.status = 'open' and cardinality(${alias}.staff) = 0`);

/** The set of a project as the triggers and the backfill write it (the same expression, so equal sets are equal arrays). */
const OPEN_TYPES = sql.raw(`array_agg(distinct j.job_type order by j.job_type)`);

const RELAUNCH_AT = (alias: string) =>
  sql.raw(`case when ${alias}.status = 'launched' and not ${alias}.disable_relaunch then ${alias}.fb_launch_date end`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table project_open_types (
    project_id uuid primary key references projects (id) on delete cascade,
    status text not null,
    open_types text[] not null default '{}',
    relaunch_at timestamptz
  )`.execute(db);
  // FB Relaunch's count of the projects of one set whose relaunch is due (a range of this index per set).
  await sql`create index project_open_types_relaunch_idx on project_open_types (open_types, relaunch_at)
    where relaunch_at is not null`.execute(db);
  await sql`create table project_open_type_counts (
    status text not null,
    open_types text[] not null,
    n integer not null default 0,
    primary key (status, open_types)
  )`.execute(db);
  // "Which open jobs invite me?" (a freelancer's invitations, part of their own set) without reading every open job.
  await sql`create index jobs_open_invited_idx on jobs using gin (staff)
    where status = 'open' and cardinality(staff) > 0`.execute(db);

  await sql`insert into project_open_types (project_id, status, open_types, relaunch_at)
    select p.id, p.status, coalesce(o.open_types, '{}'), ${RELAUNCH_AT('p')}
    from projects p left join (select j.project_id, ${OPEN_TYPES} as open_types from jobs j
      where ${PUBLIC_OPEN('j')} group by j.project_id) o on o.project_id = p.id`.execute(db);
  await sql`insert into project_open_type_counts (status, open_types, n)
    select status, open_types, count(*) from project_open_types group by status, open_types`.execute(db);

  // The summary follows the per-project rows: each statement's changes grouped by (status, set), in key order.
  await sql`create function project_open_type_counts_add() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into project_open_type_counts as c (status, open_types, n)
          select status, open_types, count(*) from new_rows group by status, open_types order by status, open_types
          on conflict (status, open_types) do update set n = c.n + excluded.n;
      elsif tg_op = 'DELETE' then
        insert into project_open_type_counts as c (status, open_types, n)
          select status, open_types, -count(*) from old_rows group by status, open_types order by status, open_types
          on conflict (status, open_types) do update set n = c.n + excluded.n;
      else
        insert into project_open_type_counts as c (status, open_types, n)
          select status, open_types, sum(d) from (
            select status, open_types, 1 as d from new_rows
            union all select status, open_types, -1 from old_rows) changes
          group by status, open_types having sum(d) <> 0 order by status, open_types
          on conflict (status, open_types) do update set n = c.n + excluded.n;
      end if;
      return null;
    end
  $$`.execute(db);
  await sql`create trigger project_open_types_inserted after insert on project_open_types
    referencing new table as new_rows for each statement execute function project_open_type_counts_add()`.execute(db);
  await sql`create trigger project_open_types_deleted after delete on project_open_types
    referencing old table as old_rows for each statement execute function project_open_type_counts_add()`.execute(db);
  await sql`create trigger project_open_types_updated after update on project_open_types
    referencing old table as old_rows new table as new_rows
    for each statement execute function project_open_type_counts_add()`.execute(db);

  // Recomputes the sets of these projects from their open jobs (jobs_open_project_idx), after locking their rows: a
  // transaction that waited for the lock reads, in this later statement, the jobs of the one that held it.
  await sql`create function project_open_types_refresh(ids uuid[]) returns void language plpgsql as $$
    begin
      perform 1 from projects where id = any(ids) order by id for no key update;
      update project_open_types t set open_types = c.open_types
        from (select p.id, coalesce((select ${OPEN_TYPES} from jobs j
                where j.project_id = p.id and ${PUBLIC_OPEN('j')}), '{}') as open_types
              from unnest(ids) as p (id)) c
        where t.project_id = c.id and t.open_types is distinct from c.open_types;
    end
  $$`.execute(db);
  await sql`create function project_open_types_jobs_changed() returns trigger language plpgsql as $$
    declare
      ids uuid[];
    begin
      if tg_op = 'INSERT' then
        select array_agg(distinct project_id) into ids from new_jobs n where ${PUBLIC_OPEN('n')};
      elsif tg_op = 'DELETE' then
        select array_agg(distinct project_id) into ids from old_jobs o where ${PUBLIC_OPEN('o')};
      else
        -- Only a job that is or was public and open, and whose project, type or publicness changed, moves a set.
        select array_agg(distinct v.project_id) into ids from (
          select o.project_id as from_project, n.project_id as to_project from old_jobs o join new_jobs n on n.id = o.id
          where (${PUBLIC_OPEN('o')} or ${PUBLIC_OPEN('n')})
            and (o.project_id, o.job_type, ${PUBLIC_OPEN('o')}) is distinct from (n.project_id, n.job_type, ${PUBLIC_OPEN('n')})
        ) moved cross join lateral (values (moved.from_project), (moved.to_project)) as v (project_id);
      end if;
      if ids is not null then
        perform project_open_types_refresh(ids);
      end if;
      return null;
    end
  $$`.execute(db);
  for (const [event, referencing] of [
    ['insert', 'new table as new_jobs'],
    ['delete', 'old table as old_jobs'],
    ['update', 'old table as old_jobs new table as new_jobs'],
  ] as const) {
    await sql`create trigger ${sql.id(`project_open_types_jobs_${event}`)} after ${sql.raw(event)} on jobs
      referencing ${sql.raw(referencing)} for each statement execute function project_open_types_jobs_changed()`.execute(db);
  }

  // A new project has no jobs yet; a project's status and relaunch follow it (its row goes with it, on delete cascade).
  await sql`create function project_open_types_projects_inserted() returns trigger language plpgsql as $$
    begin
      insert into project_open_types (project_id, status, relaunch_at)
        select n.id, n.status, ${RELAUNCH_AT('n')} from new_projects n order by n.id;
      return null;
    end
  $$`.execute(db);
  await sql`create trigger project_open_types_projects_inserted after insert on projects
    referencing new table as new_projects for each statement execute function project_open_types_projects_inserted()`.execute(db);
  await sql`create function project_open_types_projects_updated() returns trigger language plpgsql as $$
    begin
      update project_open_types t set status = n.status, relaunch_at = ${RELAUNCH_AT('n')}
        from new_projects n
        where t.project_id = n.id and (t.status, t.relaunch_at) is distinct from (n.status, ${RELAUNCH_AT('n')});
      return null;
    end
  $$`.execute(db);
  await sql`create trigger project_open_types_projects_updated after update on projects
    referencing new table as new_projects for each statement execute function project_open_types_projects_updated()`.execute(db);
}

const TRIGGERS: Array<[string, string]> = [
  ['project_open_types_projects_updated', 'projects'],
  ['project_open_types_projects_inserted', 'projects'],
  ['project_open_types_jobs_insert', 'jobs'],
  ['project_open_types_jobs_delete', 'jobs'],
  ['project_open_types_jobs_update', 'jobs'],
  ['project_open_types_inserted', 'project_open_types'],
  ['project_open_types_deleted', 'project_open_types'],
  ['project_open_types_updated', 'project_open_types'],
];

const FUNCTIONS = [
  'project_open_types_projects_updated()',
  'project_open_types_projects_inserted()',
  'project_open_types_jobs_changed()',
  'project_open_types_refresh(uuid[])',
  'project_open_type_counts_add()',
];

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [trigger, table] of TRIGGERS) await sql`drop trigger if exists ${sql.id(trigger)} on ${sql.id(table)}`.execute(db);
  for (const fn of FUNCTIONS) await sql`drop function if exists ${sql.raw(fn)}`.execute(db);
  await sql`drop index if exists jobs_open_invited_idx`.execute(db);
  await sql`drop table if exists project_open_type_counts`.execute(db);
  await sql`drop table if exists project_open_types`.execute(db);
}
