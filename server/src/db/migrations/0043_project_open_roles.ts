// A freelancer's tab counts that stay flat at a million jobs (issue 27, target 3; decision 0725). A freelancer may
// read a project that has an open job they may claim (policy: claimableJobSql): of one of their roles or 'other',
// open to everyone (no staff) or inviting them. `project_open_roles` keeps, per project, one row per (job type,
// invitee) with the number of its open jobs of that kind — invitee is the nil uuid for a job open to everyone, else
// one row per invited person — beside a copy of the project's status and, for a launched project that may be
// relaunched, its Facebook launch date. The database keeps it in step in the same transaction as every write:
// statement triggers with transition tables on jobs' inserts and deletes (the bench's million-row inserts aggregate
// once), a row trigger on the updates that change what it counts, and one on projects' status and relaunch columns.
// `project_open_roles_count_idx` (status, job_type, invitee, project_id) lets "projects of status S with an open job
// of one of these roles" be read a role at a time with a LIMIT, from the index alone, so the counts stop at 1,001
// whatever the table's size (project_open_roles_relaunch_idx the same for FB Relaunch).
import { sql, type Kysely } from 'kysely';

/** The invitee of a job open to everyone (no staff). */
const EVERYONE = '00000000-0000-0000-0000-000000000000';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table project_open_roles (
    project_id uuid not null references projects (id) on delete cascade,
    job_type text not null,
    invitee uuid not null,
    status text not null,
    relaunch_from timestamptz,
    open_jobs integer not null check (open_jobs > 0),
    primary key (project_id, job_type, invitee)
  )`.execute(db);
  await sql`create index project_open_roles_count_idx on project_open_roles (status, job_type, invitee, project_id)`.execute(db);
  await sql`create index project_open_roles_relaunch_idx on project_open_roles (job_type, invitee, relaunch_from)
    include (project_id) where relaunch_from is not null`.execute(db);

  // What a project row contributes beside a job's kind: its status and when it is due a relaunch (the FB Relaunch
  // tab's condition less the moving cut-off, which the count compares with).
  await sql`create function project_relaunch_from(p projects) returns timestamptz language sql immutable as $$
    select case when p.status = 'launched' and not p.disable_relaunch then p.fb_launch_date end
  $$`.execute(db);

  // Adds `delta` open jobs of `job_type` with `staff` to a project's summary (negative: removes them).
  await sql`create function project_open_roles_add(project uuid, kind text, staff uuid[], delta integer)
    returns void language plpgsql as $$
    begin
      if delta > 0 then
        insert into project_open_roles (project_id, job_type, invitee, status, relaunch_from, open_jobs)
        select p.id, kind, i.invitee, p.status, project_relaunch_from(p), delta
        from projects p
        cross join (select distinct unnest(case when cardinality(staff) = 0 then array[${sql.lit(EVERYONE)}::uuid]
          else staff end) as invitee) i
        where p.id = project
        on conflict (project_id, job_type, invitee)
          do update set open_jobs = project_open_roles.open_jobs + excluded.open_jobs;
      else
        delete from project_open_roles r where r.project_id = project and r.job_type = kind
          and r.invitee = any(case when cardinality(staff) = 0 then array[${sql.lit(EVERYONE)}::uuid] else staff end)
          and r.open_jobs <= -delta;
        update project_open_roles r set open_jobs = r.open_jobs + delta where r.project_id = project and r.job_type = kind
          and r.invitee = any(case when cardinality(staff) = 0 then array[${sql.lit(EVERYONE)}::uuid] else staff end);
      end if;
    end
  $$`.execute(db);

  // The open jobs of a set of jobs rows, grouped as the summary keeps them.
  const grouped = (rows: string) => sql`select j.project_id, j.job_type, i.invitee, count(*)::int as n
    from ${sql.raw(rows)} j
    cross join lateral (select distinct unnest(case when cardinality(j.staff) = 0
      then array[${sql.lit(EVERYONE)}::uuid] else j.staff end) as invitee) i
    where j.status = 'open'
    group by j.project_id, j.job_type, i.invitee`;

  await sql`create function project_open_roles_jobs_inserted() returns trigger language plpgsql as $$
    begin
      insert into project_open_roles (project_id, job_type, invitee, status, relaunch_from, open_jobs)
      select g.project_id, g.job_type, g.invitee, p.status, project_relaunch_from(p), g.n
      from (${grouped('inserted_jobs')}) g join projects p on p.id = g.project_id
      on conflict (project_id, job_type, invitee)
        do update set open_jobs = project_open_roles.open_jobs + excluded.open_jobs;
      return null;
    end
  $$`.execute(db);
  await sql`create function project_open_roles_jobs_deleted() returns trigger language plpgsql as $$
    begin
      delete from project_open_roles r using (${grouped('deleted_jobs')}) g
        where r.project_id = g.project_id and r.job_type = g.job_type and r.invitee = g.invitee and r.open_jobs <= g.n;
      update project_open_roles r set open_jobs = r.open_jobs - g.n from (${grouped('deleted_jobs')}) g
        where r.project_id = g.project_id and r.job_type = g.job_type and r.invitee = g.invitee;
      return null;
    end
  $$`.execute(db);
  await sql`create function project_open_roles_job_updated() returns trigger language plpgsql as $$
    begin
      if old.status = 'open' then perform project_open_roles_add(old.project_id, old.job_type, old.staff, -1); end if;
      if new.status = 'open' then perform project_open_roles_add(new.project_id, new.job_type, new.staff, 1); end if;
      return null;
    end
  $$`.execute(db);
  await sql`create function project_open_roles_project_updated() returns trigger language plpgsql as $$
    begin
      update project_open_roles r set status = new.status, relaunch_from = project_relaunch_from(new)
        where r.project_id = new.id;
      return null;
    end
  $$`.execute(db);

  await sql`create trigger project_open_roles_jobs_inserted after insert on jobs
    referencing new table as inserted_jobs for each statement execute function project_open_roles_jobs_inserted()`.execute(db);
  await sql`create trigger project_open_roles_jobs_deleted after delete on jobs
    referencing old table as deleted_jobs for each statement execute function project_open_roles_jobs_deleted()`.execute(db);
  await sql`create trigger project_open_roles_job_updated after update of status, job_type, staff, project_id on jobs
    for each row when ((old.status = 'open' or new.status = 'open') and (old.status, old.job_type, old.staff, old.project_id)
      is distinct from (new.status, new.job_type, new.staff, new.project_id))
    execute function project_open_roles_job_updated()`.execute(db);
  await sql`create trigger project_open_roles_project_updated after update of status, disable_relaunch, fb_launch_date
    on projects for each row when ((old.status, old.disable_relaunch, old.fb_launch_date)
      is distinct from (new.status, new.disable_relaunch, new.fb_launch_date))
    execute function project_open_roles_project_updated()`.execute(db);

  // The rows already there.
  await sql`insert into project_open_roles (project_id, job_type, invitee, status, relaunch_from, open_jobs)
    select g.project_id, g.job_type, g.invitee, p.status, project_relaunch_from(p), g.n
    from (${grouped('jobs')}) g join projects p on p.id = g.project_id`.execute(db);
  await sql`analyze project_open_roles`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists project_open_roles_project_updated on projects`.execute(db);
  for (const name of ['project_open_roles_jobs_inserted', 'project_open_roles_jobs_deleted', 'project_open_roles_job_updated']) {
    await sql`drop trigger if exists ${sql.id(name)} on jobs`.execute(db);
  }
  await sql`drop function if exists project_open_roles_project_updated()`.execute(db);
  await sql`drop function if exists project_open_roles_job_updated()`.execute(db);
  await sql`drop function if exists project_open_roles_jobs_deleted()`.execute(db);
  await sql`drop function if exists project_open_roles_jobs_inserted()`.execute(db);
  await sql`drop function if exists project_open_roles_add(uuid, text, uuid[], integer)`.execute(db);
  await sql`drop function if exists project_relaunch_from(projects)`.execute(db);
  await sql`drop table if exists project_open_roles`.execute(db);
}
