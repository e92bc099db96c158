// Feed post counts kept as the posts change (issue 11, "Feed: the last gaps"), so GET /api/feeds costs the number of
// feeds, not of posts. What a reader may count is still theirs alone:
//  - feed_post_counts: a feed's non-private posts (everyone who reads the feed reads them);
//  - feed_reader_counts: per feed and person, their own private posts there, and of the feed's non-private posts how
//    many they have read and how many are on their to-do list.
// A feed's count for a reader is its posts plus their private ones; `all` sums the posts of the feeds they read,
// `unread` the posts less the read, `to-do` the to-dos plus their private posts (repositories/posts.ts
// countPostsByFeed). Triggers keep the rows in the transaction of every write, whoever writes (routes, the seed, the
// Contact page, scripts): statement triggers with transition tables (one grouped statement for a bulk insert), and one
// row trigger before a post is deleted that takes its readers' read and to-do marks off (its marks are deleted by the
// cascade after it, when the post can no longer be found). Decrements are UPDATEs only, so a cascade from a feed or a
// person being deleted never re-creates their rows. Starts from the posts already there.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table feed_post_counts (
    feed_id uuid primary key references feeds (id) on delete cascade,
    posts integer not null default 0
  )`.execute(db);
  await sql`create table feed_reader_counts (
    feed_id uuid not null references feeds (id) on delete cascade,
    user_id uuid not null references users (id) on delete cascade,
    own_private integer not null default 0,
    read integer not null default 0,
    todo integer not null default 0,
    primary key (feed_id, user_id)
  )`.execute(db);
  await sql`create index feed_reader_counts_user_idx on feed_reader_counts (user_id)`.execute(db);

  // Adds (or takes off, with sign -1) the posts of a transition table: non-private ones to their feed, private ones
  // to their author in that feed. A new post has no read or to-do marks yet.
  await sql`create function feed_counts_posts_inserted() returns trigger language plpgsql as $$
    begin
      insert into feed_post_counts as c (feed_id, posts)
        select feed_id, count(*) from new_posts where not private group by feed_id order by feed_id
        on conflict (feed_id) do update set posts = c.posts + excluded.posts;
      insert into feed_reader_counts as c (feed_id, user_id, own_private)
        select feed_id, user_id, count(*) from new_posts where private and user_id is not null
        group by feed_id, user_id order by feed_id, user_id
        on conflict (feed_id, user_id) do update set own_private = c.own_private + excluded.own_private;
      return null;
    end
  $$`.execute(db);
  await sql`create trigger feed_counts_posts_inserted after insert on posts
    referencing new table as new_posts for each statement execute function feed_counts_posts_inserted()`.execute(db);

  await sql`create function feed_counts_posts_deleted() returns trigger language plpgsql as $$
    begin
      update feed_post_counts c set posts = c.posts - d.n
        from (select feed_id, count(*) as n from old_posts where not private group by feed_id) d
        where c.feed_id = d.feed_id;
      update feed_reader_counts c set own_private = c.own_private - d.n
        from (select feed_id, user_id, count(*) as n from old_posts where private and user_id is not null
              group by feed_id, user_id) d
        where c.feed_id = d.feed_id and c.user_id = d.user_id;
      return null;
    end
  $$`.execute(db);
  await sql`create trigger feed_counts_posts_deleted after delete on posts
    referencing old table as old_posts for each statement execute function feed_counts_posts_deleted()`.execute(db);

  // Before a post goes, its readers' marks come off (a post removed with its feed needs nothing: the feed's rows go).
  await sql`create function feed_counts_post_marks_gone() returns trigger language plpgsql as $$
    begin
      if not old.private and exists (select 1 from feeds where id = old.feed_id) then
        update feed_reader_counts c
          set read = c.read - (a.read_at is not null)::int, todo = c.todo - (a.todo_at is not null)::int
          from post_acks a
          where a.post_id = old.id and (a.read_at is not null or a.todo_at is not null)
            and c.feed_id = old.feed_id and c.user_id = a.user_id;
      end if;
      return old;
    end
  $$`.execute(db);
  await sql`create trigger feed_counts_post_marks_gone before delete on posts
    for each row execute function feed_counts_post_marks_gone()`.execute(db);

  // A post moved to another feed, made private or public, or left without its author (a person deleted): its count
  // and its readers' marks move with it. Other updates (title, rating, done…) change nothing here.
  await sql`create function feed_counts_posts_updated() returns trigger language plpgsql as $$
    begin
      if not exists (select 1 from old_posts o join new_posts n on n.id = o.id
                     where (o.feed_id, o.private, o.user_id) is distinct from (n.feed_id, n.private, n.user_id)) then
        return null;
      end if;
      update feed_post_counts c set posts = c.posts - d.n
        from (select o.feed_id, count(*) as n from old_posts o join new_posts n on n.id = o.id
              where not o.private and (o.feed_id, o.private) is distinct from (n.feed_id, n.private)
              group by o.feed_id) d
        where c.feed_id = d.feed_id;
      insert into feed_post_counts as c (feed_id, posts)
        select n.feed_id, count(*) from old_posts o join new_posts n on n.id = o.id
        where not n.private and (o.feed_id, o.private) is distinct from (n.feed_id, n.private)
        group by n.feed_id order by n.feed_id
        on conflict (feed_id) do update set posts = c.posts + excluded.posts;
      update feed_reader_counts c set own_private = c.own_private - d.n
        from (select o.feed_id, o.user_id, count(*) as n from old_posts o join new_posts n on n.id = o.id
              where o.private and o.user_id is not null
                and (o.feed_id, o.private, o.user_id) is distinct from (n.feed_id, n.private, n.user_id)
              group by o.feed_id, o.user_id) d
        where c.feed_id = d.feed_id and c.user_id = d.user_id;
      insert into feed_reader_counts as c (feed_id, user_id, own_private)
        select n.feed_id, n.user_id, count(*) from old_posts o join new_posts n on n.id = o.id
        where n.private and n.user_id is not null
          and (o.feed_id, o.private, o.user_id) is distinct from (n.feed_id, n.private, n.user_id)
        group by n.feed_id, n.user_id order by n.feed_id, n.user_id
        on conflict (feed_id, user_id) do update set own_private = c.own_private + excluded.own_private;
      update feed_reader_counts c set read = c.read - d.read, todo = c.todo - d.todo
        from (select o.feed_id, a.user_id, count(a.read_at) as read, count(a.todo_at) as todo
              from old_posts o join new_posts n on n.id = o.id join post_acks a on a.post_id = o.id
              where not o.private and (o.feed_id, o.private) is distinct from (n.feed_id, n.private)
              group by o.feed_id, a.user_id) d
        where c.feed_id = d.feed_id and c.user_id = d.user_id;
      insert into feed_reader_counts as c (feed_id, user_id, read, todo)
        select n.feed_id, a.user_id, count(a.read_at), count(a.todo_at)
        from old_posts o join new_posts n on n.id = o.id join post_acks a on a.post_id = n.id
        where not n.private and (o.feed_id, o.private) is distinct from (n.feed_id, n.private)
          and (a.read_at is not null or a.todo_at is not null)
        group by n.feed_id, a.user_id order by n.feed_id, a.user_id
        on conflict (feed_id, user_id) do update set read = c.read + excluded.read, todo = c.todo + excluded.todo;
      return null;
    end
  $$`.execute(db);
  await sql`create trigger feed_counts_posts_updated after update on posts
    referencing old table as old_posts new table as new_posts
    for each statement execute function feed_counts_posts_updated()`.execute(db);

  // A reader's read and to-do marks on non-private posts, as they are set, changed and removed.
  await sql`create function feed_counts_marks_inserted() returns trigger language plpgsql as $$
    begin
      insert into feed_reader_counts as c (feed_id, user_id, read, todo)
        select p.feed_id, a.user_id, count(a.read_at), count(a.todo_at)
        from new_marks a join posts p on p.id = a.post_id
        where not p.private and (a.read_at is not null or a.todo_at is not null)
        group by p.feed_id, a.user_id order by p.feed_id, a.user_id
        on conflict (feed_id, user_id) do update set read = c.read + excluded.read, todo = c.todo + excluded.todo;
      return null;
    end
  $$`.execute(db);
  await sql`create trigger feed_counts_marks_inserted after insert on post_acks
    referencing new table as new_marks for each statement execute function feed_counts_marks_inserted()`.execute(db);

  await sql`create function feed_counts_marks_updated() returns trigger language plpgsql as $$
    begin
      insert into feed_reader_counts as c (feed_id, user_id, read, todo)
        select p.feed_id, n.user_id,
          sum((n.read_at is not null)::int - (o.read_at is not null)::int),
          sum((n.todo_at is not null)::int - (o.todo_at is not null)::int)
        from old_marks o join new_marks n on n.post_id = o.post_id and n.user_id = o.user_id
          join posts p on p.id = n.post_id
        where not p.private
          and ((o.read_at is null) <> (n.read_at is null) or (o.todo_at is null) <> (n.todo_at is null))
        group by p.feed_id, n.user_id order by p.feed_id, n.user_id
        on conflict (feed_id, user_id) do update set read = c.read + excluded.read, todo = c.todo + excluded.todo;
      return null;
    end
  $$`.execute(db);
  await sql`create trigger feed_counts_marks_updated after update on post_acks
    referencing old table as old_marks new table as new_marks
    for each statement execute function feed_counts_marks_updated()`.execute(db);

  // Marks removed on their own (a person deleted); those of a deleted post came off before it went (no post here).
  await sql`create function feed_counts_marks_deleted() returns trigger language plpgsql as $$
    begin
      update feed_reader_counts c set read = c.read - d.read, todo = c.todo - d.todo
        from (select p.feed_id, a.user_id, count(a.read_at) as read, count(a.todo_at) as todo
              from old_marks a join posts p on p.id = a.post_id
              where not p.private group by p.feed_id, a.user_id) d
        where c.feed_id = d.feed_id and c.user_id = d.user_id;
      return null;
    end
  $$`.execute(db);
  await sql`create trigger feed_counts_marks_deleted after delete on post_acks
    referencing old table as old_marks for each statement execute function feed_counts_marks_deleted()`.execute(db);

  // The counts of the posts already there.
  await sql`insert into feed_post_counts (feed_id, posts)
    select feed_id, count(*) from posts where not private group by feed_id`.execute(db);
  await sql`insert into feed_reader_counts (feed_id, user_id, own_private)
    select feed_id, user_id, count(*) from posts where private and user_id is not null group by feed_id, user_id`.execute(db);
  await sql`insert into feed_reader_counts as c (feed_id, user_id, read, todo)
    select p.feed_id, a.user_id, count(a.read_at), count(a.todo_at)
    from post_acks a join posts p on p.id = a.post_id
    where not p.private and (a.read_at is not null or a.todo_at is not null)
    group by p.feed_id, a.user_id
    on conflict (feed_id, user_id) do update set read = excluded.read, todo = excluded.todo`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [trigger, table] of [
    ['feed_counts_posts_inserted', 'posts'],
    ['feed_counts_posts_deleted', 'posts'],
    ['feed_counts_post_marks_gone', 'posts'],
    ['feed_counts_posts_updated', 'posts'],
    ['feed_counts_marks_inserted', 'post_acks'],
    ['feed_counts_marks_updated', 'post_acks'],
    ['feed_counts_marks_deleted', 'post_acks'],
  ]) {
    await sql`drop trigger if exists ${sql.id(trigger)} on ${sql.id(table)}`.execute(db);
    await sql`drop function if exists ${sql.id(trigger)}()`.execute(db);
  }
  await sql`drop table if exists feed_reader_counts`.execute(db);
  await sql`drop table if exists feed_post_counts`.execute(db);
}
