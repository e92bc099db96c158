// The project list and the overview board at scale (issue 8): indexes whose order is the list's (newest update
// first, id as the tie-breaker), so a page is read straight off an index however large the table grows, with
// or without a status; a collaborator's project ids read off an index alone; the tab counts are index-only scans.
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`drop index if exists projects_updated_idx`,
  sql`drop index if exists projects_status_updated_idx`,
  sql`create index projects_list_idx on projects (updated_at desc, id desc)`,
  sql`create index projects_status_list_idx on projects (status, updated_at desc, id desc)`,
  // The tab counts: each status's range of a narrow (deduplicated) index, and the FB Relaunch tab's own.
  sql`create index projects_status_idx on projects (status)`,
  sql`create index projects_fb_relaunch_idx on projects (fb_launch_date) where status = 'launched' and not disable_relaunch`,
  // (user_id) alone made a collaborator's project ids a heap read per row; with project_id it is index-only.
  sql`drop index if exists project_collaborators_user_idx`,
  sql`create index project_collaborators_user_project_idx on project_collaborators (user_id, project_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'projects_list_idx',
    'projects_status_list_idx',
    'projects_status_idx',
    'projects_fb_relaunch_idx',
    'project_collaborators_user_project_idx',
  ]) {
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
  }
  await sql`create index projects_status_updated_idx on projects (status, updated_at desc)`.execute(db);
  await sql`create index projects_updated_idx on projects (updated_at desc)`.execute(db);
  await sql`create index project_collaborators_user_idx on project_collaborators (user_id)`.execute(db);
}
