// Issue 12. Files: a stored file is read by who may read what it is attached to, so the records that keep files
// as JSON arrays (jobs, payments, posts) are GIN-indexed for "which records hold this file id" (`files @> …`),
// and project docs by their file. Outstanding payments: `jobs.owing` (a stored generated column: completed, and its
// pay or its bonus unpaid) replaces 0004's partial-index predicate. PostgreSQL judged that predicate from each
// column's statistics apart (a quarter of the jobs completed, three quarters with no paid date, since no open job
// has one) and expected 190,000 rows of 1,000,000 where 2,000 were owed: a parallel scan, a loop over every user.
// One column has its own statistics, so the plans follow what is really owed (docs/decisions/, issue 12).
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`alter table jobs add column owing boolean not null generated always as
    (status = 'completed' and (paid_at is null or (bonus > 0 and bonus_paid_at is null))) stored`,
  sql`create index jobs_owing_idx on jobs (claimed_by) where owing`,
  sql`drop index jobs_outstanding_idx`,
  sql`create index jobs_files_idx on jobs using gin (files jsonb_path_ops)`,
  sql`create index payments_files_idx on payments using gin (files jsonb_path_ops)`,
  sql`create index posts_files_idx on posts using gin (files jsonb_path_ops)`,
  sql`create index project_docs_file_idx on project_docs (file_id)`,
  // One user's uploads of the last 24 hours (the upload quota); it serves the lookups by uploader of 0003's index too.
  sql`drop index files_created_by_idx`,
  sql`create index files_created_by_idx on files (created_by, created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'files_created_by_idx',
    'project_docs_file_idx',
    'posts_files_idx',
    'payments_files_idx',
    'jobs_files_idx',
  ]) {
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
  }
  await sql`create index files_created_by_idx on files (created_by)`.execute(db);
  await sql`create index jobs_outstanding_idx on jobs (claimed_by)
    where status = 'completed' and (paid_at is null or (bonus > 0 and bonus_paid_at is null))`.execute(db);
  await sql`drop index if exists jobs_owing_idx`.execute(db);
  await sql`alter table jobs drop column owing`.execute(db);
}
