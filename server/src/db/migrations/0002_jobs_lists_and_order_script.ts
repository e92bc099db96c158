// Jobs at scale: list indexes whose order matches the list's (important first, then newest, id as the
// tie-breaker), so a page is read straight off an index however large the table grows; and the
// project flag an admin sets when ordering a script-writing job with a project-manager job.
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`alter table projects add column order_script boolean not null default false`,
  sql`drop index if exists jobs_important_created_idx`,
  sql`drop index if exists jobs_status_important_created_idx`,
  sql`drop index if exists jobs_project_idx`,
  sql`drop index if exists jobs_claimed_by_idx`,
  sql`create index jobs_list_idx on jobs (important desc, created_at desc, id desc)`,
  sql`create index jobs_status_list_idx on jobs (status, important desc, created_at desc, id desc)`,
  sql`create index jobs_project_list_idx on jobs (project_id, important desc, created_at desc, id desc)`,
  sql`create index jobs_claimed_by_list_idx on jobs (claimed_by, important desc, created_at desc, id desc)`,
  sql`create index jobs_job_type_list_idx on jobs (job_type, important desc, created_at desc, id desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'jobs_list_idx',
    'jobs_status_list_idx',
    'jobs_project_list_idx',
    'jobs_claimed_by_list_idx',
    'jobs_job_type_list_idx',
  ]) {
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
  }
  await sql`create index jobs_status_important_created_idx on jobs (status, important desc, created_at desc)`.execute(db);
  await sql`create index jobs_important_created_idx on jobs (important desc, created_at desc)`.execute(db);
  await sql`create index jobs_claimed_by_idx on jobs (claimed_by, status)`.execute(db);
  await sql`create index jobs_project_idx on jobs (project_id, created_at desc)`.execute(db);
  await sql`alter table projects drop column order_script`.execute(db);
}
