// Data for `npm run bench`'s message search (e2e/bench/api-messages.ts): 200 conversations of the demo studio's
// contributors (the demo freelancer in one in five; one in twenty public), grown to N messages with one
// INSERT … SELECT generate_series. Texts draw words from an English and a Thai vocabulary (Thai written without
// spaces), so a word is in about one message in 500 whatever the size; created dates spread over four years. Then ANALYZE.
import { sql } from 'kysely';
import { openDatabase } from '../src/db/connect';
import type { BenchDatabase } from './bench-data';
import { SEARCH_MATCHES, searchMessagesQueries } from '../src/repositories/messages';
import { findActor } from '../src/repositories/users';

const ENGLISH = Array.from({ length: 500 }, (_, i) => `word${i}`);
const THAI = ['กาแฟ', 'ตัดต่อ', 'เสียงพากย์', 'สตอรี่บอร์ด', 'ประชุม', 'ลูกค้า', 'งบประมาณ', 'กำหนดส่ง', 'ถ่ายทำ', 'แก้ไข'];
const CONVERSATIONS = 200;

export async function growMessagesTo(bench: BenchDatabase, total: number, userId: string): Promise<number> {
  const opened = await openDatabase(bench.target);
  try {
    const db = opened.db;
    const existing = await db
      .selectFrom('conversations')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    if (existing.n === 0) {
      await sql`insert into conversations (title, is_group, is_public)
        select 'Bench room ' || g, true, g % 20 = 0 from generate_series(1, ${CONVERSATIONS}::int) g`.execute(db);
      await sql`insert into conversation_members (conversation_id, user_id)
        select c.id, u.ids[1 + (c.n * k) % u.n]
        from (select id, row_number() over (order by id)::int as n from conversations) c
        cross join (select array_agg(id order by id) as ids, count(*)::int as n from users
                    where level in ('admin', 'staff', 'freelancer') and id <> ${userId}) u
        cross join generate_series(1, 3) k
        on conflict do nothing`.execute(db);
      await sql`insert into conversation_members (conversation_id, user_id)
        select id, ${userId} from (select id, row_number() over (order by id)::int as n from conversations) c
        where n % 5 = 0`.execute(db);
    }
    const { count } = await db
      .selectFrom('messages')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    const missing = Math.max(0, total - count);
    if (missing > 0) {
      await sql`insert into messages (conversation_id, user_id, text, created_at)
        select
          c.ids[1 + g % c.n],
          u.ids[1 + (g * 11) % u.n],
          'Message ' || g || ' about ' || e.words[1 + (g * 7) % 500] || ' and ' || e.words[1 + (g * 13) % 500] || '. '
            || t.words[1 + g % 10] || t.words[1 + (g / 10) % 10] || 'วันที่' || (g % 28),
          now() - (g % 35040) * interval '1 hour' - (g % 3571) * interval '1 second'
        from generate_series(1, ${missing}::int) g
        cross join (select array_agg(id order by id) as ids, count(*)::int as n from conversations) c
        cross join (select array_agg(id) as ids, count(*)::int as n from users where level in ('admin', 'staff', 'freelancer')) u
        cross join (select ${ENGLISH}::text[] as words) e
        cross join (select ${THAI}::text[] as words) t`.execute(db);
    }
    await sql`analyze messages`.execute(db);
    await sql`analyze conversation_members`.execute(db);
    await sql`analyze conversations`.execute(db);
    return count + missing;
  } finally {
    await opened.close();
  }
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the queries GET /api/messages/search runs for the user: the walk of the newest
 * messages and, when it holds too few matches, the matches off the search indexes. The plans' lines.
 */
export async function explainMessagesSearch(bench: BenchDatabase, userId: string, term: string): Promise<string[]> {
  const opened = await openDatabase(bench.target);
  try {
    const actor = await findActor(opened.db, userId);
    if (!actor) throw new Error('no such user');
    const { walk, matches } = searchMessagesQueries(opened.db, actor, term);
    const lines = async (query: Pick<typeof walk, 'explain'>) =>
      (await query.explain(undefined, sql`analyze, buffers`)).map((row) => String(Object.values(row)[0]));
    const plan = ['the walk of the newest messages:', ...(await lines(walk))];
    if ((await walk.execute()).length >= SEARCH_MATCHES) return plan;
    return [...plan, 'too few there; the matching messages:', ...(await lines(matches))];
  } finally {
    await opened.close();
  }
}
