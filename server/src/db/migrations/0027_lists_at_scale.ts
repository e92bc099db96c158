// The lists that grew with the table (issue 27): a freelancer's projects are read in the list's own order, each
// project asked by index probes whether the freelancer may read it (policies/project.ts readableProjectsSql), never
// by first collecting every open job of their roles; and the users list's order is an index (name, email), so
// its first page is read straight off it.
import { sql, type Kysely } from 'kysely';

const statements = [
  // "May I claim a job of this project?": the open jobs of one project (a partial index: open jobs only), with
  // the job type and the invited staff to check without reading the table.
  sql`create index jobs_open_project_idx on jobs (project_id, job_type) include (staff) where status = 'open'`,
  // "Do I hold a job of this project?".
  sql`create index jobs_claimed_by_project_idx on jobs (claimed_by, project_id)`,
  sql`create index users_list_idx on users (name, email)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['jobs_open_project_idx', 'jobs_claimed_by_project_idx', 'users_list_idx']) {
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
  }
}
