// Scenes (issue 9): a project's video, written and drawn scene by scene. Each scene has its place in the
// project's order (a permutation 0..n-1, kept by the project's row lock and a deferred unique key), its text,
// its review status, its image and sketch (uploads in `files`), its number markers, and the board view's
// fields (background, voice, action, note, frames). Likes and versions are tables of their own.
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`create table scenes (
    id uuid primary key default gen_random_uuid(),
    project_id uuid not null references projects (id) on delete cascade,
    position integer not null check (position >= 0),
    text text not null default '',
    status text check (status in ('pending-changes', 'changes-completed', 'ready-for-review', 'scene-approved',
      'pending-recording', 'recording-completed', 'pending-edits', 'edits-completed', 'scene-completed')),
    image_file_id uuid references files (id) on delete set null,
    image_by uuid references users (id) on delete set null,
    image_at timestamptz,
    numbers jsonb not null default '{}',
    sketch_file_id uuid references files (id) on delete set null,
    sketch_by uuid references users (id) on delete set null,
    sketch_at timestamptz,
    board_bg text not null default '',
    board_voice text not null default '',
    board_action text not null default '',
    board_note text not null default '',
    board_frames jsonb not null default '[]',
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint scenes_project_position_key unique (project_id, position) deferrable initially deferred
  )`,
  // The scenes listing filtered by ?sceneStatus= and the Bravo board ("my drawings") read these.
  sql`create index scenes_project_status_idx on scenes (project_id, status)`,
  sql`create index scenes_image_by_idx on scenes (image_by) where image_file_id is not null`,

  sql`create table scene_likes (
    scene_id uuid not null references scenes (id) on delete cascade,
    user_id uuid not null references users (id) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (scene_id, user_id)
  )`,
  sql`create index scene_likes_user_idx on scene_likes (user_id)`,

  // Every saved change of a scene's text, image or sketch, written by the server in the change's transaction.
  sql`create table scene_versions (
    id uuid primary key default gen_random_uuid(),
    scene_id uuid not null references scenes (id) on delete cascade,
    project_id uuid not null references projects (id) on delete cascade,
    type text not null check (type in ('text', 'image', 'sketch')),
    title text not null,
    text text not null,
    image_file_id uuid references files (id) on delete set null,
    user_id uuid references users (id) on delete set null,
    user_name text not null,
    created_at timestamptz not null default now()
  )`,
  sql`create index scene_versions_scene_idx on scene_versions (scene_id, created_at desc, id desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['scene_versions', 'scene_likes', 'scenes']) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
}
