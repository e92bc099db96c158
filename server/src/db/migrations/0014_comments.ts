// Comments (issue 11): on projects, scenes (the board view's discussion too) and posts. One table; a reply
// points at a top-level comment of the same item (one level deep); `tag` is who may read it ('' for everyone who
// reads the item, admins, private, and the role tags recording, video-editing and voice). `project_id` is the
// project a project or scene comment belongs to, so removing a project removes its comments; a post comment
// goes with its post. The count per item and tag (every commentable item's `commentCounts`) reads
// comments_item_idx; a tab's list reads it too; replies read comments_reply_idx.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table comments (
    id uuid primary key default gen_random_uuid(),
    item_id uuid not null,
    item_type text not null check (item_type in ('project', 'scene', 'post')),
    project_id uuid references projects (id) on delete cascade,
    post_id uuid references posts (id) on delete cascade,
    tag text not null default '' check (tag in ('', 'admins', 'private', 'recording', 'video-editing', 'voice')),
    text text not null,
    html text not null,
    reply_to uuid references comments (id) on delete cascade,
    files jsonb not null default '[]',
    mentions uuid[] not null default '{}',
    hidden boolean not null default false,
    user_id uuid references users (id) on delete set null,
    anonymous boolean not null default false,
    address text,
    created_at timestamptz not null default now(),
    edited_at timestamptz,
    check ((item_type = 'post') = (post_id is not null)),
    check ((item_type = 'post') <> (project_id is not null))
  )`.execute(db);
  await sql`create index comments_item_idx on comments (item_id, tag, created_at)`.execute(db);
  await sql`create index comments_reply_idx on comments (reply_to, created_at) where reply_to is not null`.execute(db);
  await sql`create index comments_files_idx on comments using gin (files jsonb_path_ops)`.execute(db);
  // Anonymous posting is limited per address and in total (services/comments.ts); both read the newest first.
  await sql`create index comments_anonymous_idx on comments (address, created_at desc) where anonymous`.execute(db);
  await sql`create index comments_project_idx on comments (project_id) where project_id is not null`.execute(db);
  await sql`create index comments_post_idx on comments (post_id) where post_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists comments`.execute(db);
}
