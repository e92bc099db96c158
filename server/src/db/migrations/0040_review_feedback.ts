// Review feedback (issue 26): what a reviewer says through a review link (or a signed-in client or PM says in the
// app). A comment points at a frame of the project's video, or at a cover, a title or a scene, and may carry a
// drawing made on the paused frame as vector strokes (the scene sketcher's format: tool and points on its 960 × 540 drawing). The
// project's PMs reply (one level) and mark comments resolved. A decision approves or asks for changes on a video, a
// cover or a title for one platform; the newest decision per item and platform is the one that stands.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table review_comments (
      id uuid primary key default gen_random_uuid(),
      project_id uuid not null references projects(id) on delete cascade,
      link_id uuid references review_links(id) on delete set null,
      user_id uuid references users(id) on delete set null,
      reviewer_name text not null,
      target_kind text not null check (target_kind in ('video', 'cover', 'title', 'scene')),
      target_id uuid not null,
      frame integer check (frame is null or frame >= 0),
      text text not null,
      html text not null,
      strokes jsonb,
      reply_to uuid references review_comments(id) on delete cascade,
      address text,
      resolved_at timestamptz,
      resolved_by uuid references users(id) on delete set null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index review_comments_project_idx on review_comments (project_id, created_at, id)`.execute(db);
  await sql`create index review_comments_link_idx on review_comments (link_id, created_at)`.execute(db);
  await sql`
    create table review_decisions (
      id uuid primary key default gen_random_uuid(),
      project_id uuid not null references projects(id) on delete cascade,
      link_id uuid references review_links(id) on delete set null,
      user_id uuid references users(id) on delete set null,
      reviewer_name text not null,
      target_kind text not null check (target_kind in ('video', 'cover', 'title')),
      target_id uuid not null,
      platform text not null check (platform in ('pr', 'yt', 'fb')),
      decision text not null check (decision in ('approved', 'changes')),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index review_decisions_project_idx on review_decisions (project_id, created_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table review_decisions`.execute(db);
  await sql`drop table review_comments`.execute(db);
}
