// Data for `npm run bench`'s feed part (e2e/bench/api-posts.ts): the demo studio's feeds grown to N posts with one
// INSERT … SELECT generate_series. Titles and bodies draw words from an English and a Thai vocabulary (Thai written
// without spaces, as Thai is), so a word is in about one post in 500 whatever the size; a tenth of the posts are
// private to-dos; created dates spread over four years. Then ANALYZE (the feed counts follow through their triggers).
import { sql } from 'kysely';
import { openDatabase } from '../src/db/connect';
import type { BenchDatabase } from './bench-data';
import { feedCountsQuery, findFeedByName, postsPageQuery, searchedPageQueries } from '../src/repositories/posts';
import { findActor } from '../src/repositories/users';

const ENGLISH = Array.from({ length: 500 }, (_, i) => `word${i}`);
const THAI = ['กาแฟ', 'ตัดต่อ', 'เสียงพากย์', 'สตอรี่บอร์ด', 'ประชุม', 'ลูกค้า', 'งบประมาณ', 'กำหนดส่ง', 'ถ่ายทำ', 'แก้ไข'];

export async function growPostsTo(bench: BenchDatabase, total: number): Promise<number> {
  const opened = await openDatabase(bench.target);
  try {
    const { count } = await opened.db
      .selectFrom('posts')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    const missing = Math.max(0, total - count);
    if (missing > 0) {
      await sql`insert into posts (feed_id, type, title, body, body_html, user_id, private, rating, created_at, updated_at)
        select
          f.ids[1 + g % f.n],
          case when g % 10 = 0 then 'todo' else 'post' end,
          'Update ' || g || ' ' || e.words[1 + (g * 7) % 500],
          'Notes about ' || e.words[1 + (g * 13) % 500] || ' and ' || e.words[1 + (g * 31) % 500] || '. '
            || t.words[1 + g % 10] || t.words[1 + (g / 10) % 10] || 'วันที่' || (g % 28),
          '<p>Notes</p>',
          u.ids[1 + (g * 11) % u.n],
          g % 10 = 0,
          1 + g % 5,
          now() - (g % 35040) * interval '1 hour' - (g % 3571) * interval '1 second',
          now() - (g % 35040) * interval '1 hour'
        from generate_series(1, ${missing}::int) g
        cross join (select array_agg(id) as ids, count(*)::int as n from feeds where not is_aggregate) f
        cross join (select array_agg(id) as ids, count(*)::int as n from users where level in ('admin', 'staff', 'freelancer')) u
        cross join (select ${ENGLISH}::text[] as words) e
        cross join (select ${THAI}::text[] as words) t`.execute(opened.db);
    }
    await sql`analyze posts`.execute(opened.db);
    await sql`analyze feed_post_counts`.execute(opened.db);
    return count + missing;
  } finally {
    await opened.close();
  }
}

/**
 * EXPLAIN ANALYZE of the first page of `all` as the user (with a search term or none): the plan's lines; with a term,
 * the plan of each query the page runs (the walk of the newest posts, then the matching posts when the walk falls short).
 */
export async function explainPostsPage(bench: BenchDatabase, userId: string, search?: string): Promise<string[]> {
  const opened = await openDatabase(bench.target);
  try {
    const actor = await findActor(opened.db, userId);
    const feed = await findFeedByName(opened.db, 'all');
    if (!actor || !feed) throw new Error('no such user or feed');
    const filter = { sort: 'latest', show: 'all', search, skip: 0, limit: 20 } as const;
    const lines = async (query: Pick<ReturnType<typeof postsPageQuery>, 'explain'>) =>
      (await query.explain(undefined, sql`analyze`)).map((row) => String(Object.values(row)[0]));
    const term = search?.trim();
    if (!term) return lines(postsPageQuery(opened.db, actor, feed, filter));
    const { walk, matches } = searchedPageQueries(opened.db, actor, feed, filter, term);
    const walked = await walk.execute();
    const plan = ['the walk of the newest posts:', ...(await lines(walk))];
    if (walked.length > filter.limit) return plan;
    return [...plan, 'too few there; the matching posts:', ...(await lines(matches))];
  } finally {
    await opened.close();
  }
}

/** EXPLAIN ANALYZE of the post counts GET /api/feeds reads for the user (kept counts: one row a feed). */
export async function explainFeedCounts(bench: BenchDatabase, userId: string): Promise<string[]> {
  const opened = await openDatabase(bench.target);
  try {
    const actor = await findActor(opened.db, userId);
    if (!actor) throw new Error('no such user');
    return (await feedCountsQuery(opened.db, actor).explain(undefined, sql`analyze`)).map((row) => String(Object.values(row)[0]));
  } finally {
    await opened.close();
  }
}
