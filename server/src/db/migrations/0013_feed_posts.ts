// The team feed (issue 11): each reader's rating of a post sits beside their read / ok / to-do marks in post_acks
// (the post's `rating` is their rounded average, 3 until someone rates); `rating_count` says whether anyone rated.
// Search: `search_tsv` (full-text, 'simple' configuration: no stemming, any language split on spaces) and a
// trigram index over `search_text` for text without spaces between words (Thai) and word parts. Lists read one page
// in the order of an index (feed or not, each sort), ties broken by id.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`alter table post_acks add column rating smallint check (rating between 1 and 5)`.execute(db);
  await sql`alter table posts add column rating_count integer not null default 0`.execute(db);
  await sql`alter table posts add column search_text text generated always as (lower(title || ' ' || body)) stored`.execute(db);
  await sql`alter table posts add column search_tsv tsvector
    generated always as (to_tsvector('simple'::regconfig, title || ' ' || body)) stored`.execute(db);
  await sql`create index posts_search_tsv_idx on posts using gin (search_tsv)`.execute(db);
  await sql`create index posts_search_trgm_idx on posts using gin (search_text gin_trgm_ops)`.execute(db);
  await sql`drop index posts_created_idx`.execute(db);
  await sql`drop index posts_feed_created_idx`.execute(db);
  await sql`create index posts_created_idx on posts (created_at desc, id desc)`.execute(db);
  await sql`create index posts_feed_created_idx on posts (feed_id, created_at desc, id desc)`.execute(db);
  await sql`create index posts_updated_idx on posts (updated_at desc, id desc)`.execute(db);
  await sql`create index posts_rating_idx on posts (rating desc, created_at desc, id desc)`.execute(db);
  await sql`create index posts_feed_updated_idx on posts (feed_id, updated_at desc, id desc)`.execute(db);
  await sql`create index posts_feed_rating_idx on posts (feed_id, rating desc, created_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'posts_search_tsv_idx',
    'posts_search_trgm_idx',
    'posts_updated_idx',
    'posts_rating_idx',
    'posts_feed_updated_idx',
    'posts_feed_rating_idx',
    'posts_created_idx',
    'posts_feed_created_idx',
  ]) {
    await sql`drop index if exists ${sql.ref(index)}`.execute(db);
  }
  await sql`create index posts_feed_created_idx on posts (feed_id, created_at desc)`.execute(db);
  await sql`create index posts_created_idx on posts (created_at desc)`.execute(db);
  await sql`alter table posts drop column if exists search_tsv`.execute(db);
  await sql`alter table posts drop column if exists search_text`.execute(db);
  await sql`alter table posts drop column if exists rating_count`.execute(db);
  await sql`alter table post_acks drop column if exists rating`.execute(db);
}
