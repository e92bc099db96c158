// The message search's two queries (repositories/messages.ts, searchMessagesQueries): the walk of the newest messages
// answers a common term, the matches off the search indexes a rare one, and either gives what the one query over every
// message gave (kept here as the reference): the same rows in the same order, Thai substrings, words, LIKE's
// wildcards, and never a message of a conversation the caller does not read.
import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/types';
import { isContributor, type Actor } from '../src/policies';
import {
  SEARCH_LIMIT,
  SEARCH_MATCHES,
  SEARCH_WALK,
  lastMessages,
  searchMessages,
  searchMessagesQueries,
  type MessageRecord,
  type MessageSearchSizes,
} from '../src/repositories/messages';
import { textSearchSql } from '../src/repositories/text-search';
import { findActor } from '../src/repositories/users';
import { createTestDatabase, type TestDatabase } from './helper';
import { createUser } from './factories';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

type Db = Kysely<Database>;

/** The search as it was, one query over every message: the newest `matches` the actor reads, then one per thread. */
async function reference(db: Db, actor: Actor, term: string, matches: number): Promise<string[]> {
  const mine = db.selectFrom('conversation_members').select('conversation_id').where('user_id', '=', actor.id);
  const readable = isContributor(actor)
    ? sql<boolean>`(messages.conversation_id in (${mine}) or messages.conversation_id in (select id from conversations where is_public))`
    : sql<boolean>`messages.conversation_id in (${mine})`;
  const rows = await db
    .selectFrom('messages')
    .select(['messages.id', 'messages.conversation_id'])
    .where(textSearchSql(sql<string>`messages.search_text`, sql`messages.search_tsv`, term))
    .where(readable)
    .orderBy('messages.created_at', 'desc')
    .orderBy('messages.id', 'desc')
    .limit(matches)
    .execute();
  const newest = new Map<string, string>();
  for (const row of rows) if (!newest.has(row.conversation_id)) newest.set(row.conversation_id, row.id);
  return [...newest.values()].slice(0, SEARCH_LIMIT);
}

const ids = (rows: MessageRecord[]) => rows.map((row) => row.id);

async function actorOf(db: Db, level: 'staff' | 'freelancer' | 'client') {
  const user = await createUser(db, { level, withPassword: false });
  const actor = await findActor(db, user.id);
  if (!actor) throw new Error('no actor');
  return actor;
}

async function conversation(db: Db, memberIds: string[], isPublic = false): Promise<string> {
  const { id } = await db
    .insertInto('conversations')
    .values({ title: 'room', is_group: true, is_public: isPublic })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (memberIds.length) {
    await db
      .insertInto('conversation_members')
      .values(memberIds.map((user_id) => ({ conversation_id: id, user_id })))
      .execute();
  }
  return id;
}

/** Messages with these texts in the conversation, a minute apart from `start` minutes after 2030-01-01 (newer later). */
async function post(db: Db, conversationId: string, start: number, texts: string[]): Promise<string[]> {
  const rows = await db
    .insertInto('messages')
    .values(
      texts.map((text, i) => ({
        conversation_id: conversationId,
        text,
        created_at: new Date(Date.UTC(2030, 0, 1) + (start + i) * 60_000),
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The walk's matches (the ids): the search answers from them alone when they are as many as it keeps. */
async function walkOf(db: Db, actor: Actor, term: string, sizes: MessageSearchSizes): Promise<string[]> {
  return (await searchMessagesQueries(db, actor, term, sizes).walk.execute()).map((row) => row.id);
}

class Rollback extends Error {}

/** Runs `work` in a transaction that is then rolled back (each case sees only its own data besides the rest). */
async function isolated(work: (db: Db) => Promise<void>): Promise<void> {
  await t.db
    .transaction()
    .execute(async (trx) => {
      await work(trx);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
}

describe('message search', () => {
  it('a term common among the newest messages is answered by the walk alone', async () => {
    await isolated(async (db) => {
      const actor = await actorOf(db, 'staff');
      const rooms = [await conversation(db, [actor.id]), await conversation(db, [actor.id])];
      // Far in the future, so they are the newest messages of the table whatever else it holds.
      await post(
        db,
        rooms[0],
        1_000_000,
        Array.from({ length: SEARCH_MATCHES }, (_, i) => `common note ${i}`),
      );
      const newest = await post(db, rooms[1], 2_000_000, ['common note, last']);
      const walk = await walkOf(db, actor, 'common', { matches: SEARCH_MATCHES, walk: SEARCH_WALK });
      expect(walk).toHaveLength(SEARCH_MATCHES);
      const found = await searchMessages(db, actor, 'common');
      expect(ids(found)).toEqual(await reference(db, actor, 'common', SEARCH_MATCHES));
      expect(found.map((row) => row.conversation_id)).toEqual(rooms.slice().reverse());
      expect(found[0].id).toBe(newest[0]);
    });
  });

  it('a rare term behind more than the walk of newer messages is found off the search indexes', async () => {
    await isolated(async (db) => {
      const actor = await actorOf(db, 'freelancer');
      const room = await conversation(db, [actor.id]);
      const [rare] = await post(db, room, 1_000_000, ['the needle: ส่งไฟล์ตัดต่อวิดีโอให้ลูกค้าแล้ว']);
      await post(
        db,
        room,
        1_000_001,
        Array.from({ length: 30 }, (_, i) => `hay ${i}`),
      );
      const sizes = { matches: SEARCH_MATCHES, walk: 20 };
      for (const term of ['needle', 'ตัดต่อวิดีโอ', 'NEEDLE:']) {
        const walk = await walkOf(db, actor, term, sizes);
        expect(walk).toEqual([]);
        expect(ids(await searchMessages(db, actor, term, sizes))).toEqual([rare]);
      }
    });
  });

  it("a match just past the walk is found off the search indexes, after the walk's own", async () => {
    await isolated(async (db) => {
      const actor = await actorOf(db, 'staff');
      const [room, older] = [await conversation(db, [actor.id]), await conversation(db, [actor.id])];
      const { n } = await db
        .selectFrom('messages')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow();
      const [, last] = await post(db, room, 1_000_000, ['nothing', 'rare find again']);
      // The oldest message of the table (1992): the one row the walk leaves out.
      const [old] = await post(db, older, -20_000_000, ['rare find']);
      const sizes = { matches: SEARCH_MATCHES, walk: n + 2 };
      expect(await walkOf(db, actor, 'rare find', sizes)).toEqual([last]);
      expect(ids(await searchMessages(db, actor, 'rare find', sizes))).toEqual([last, old]);
      expect(await walkOf(db, actor, 'rare find', { matches: 1, walk: n + 2 })).toEqual([last]);
      expect(ids(await searchMessages(db, actor, 'rare find', { matches: 1, walk: n + 2 }))).toEqual([last]);
      // A walk of the whole table has every match, and the matches off the indexes are the same.
      const whole = { matches: SEARCH_MATCHES, walk: n + 3 };
      expect(await walkOf(db, actor, 'rare find', whole)).toEqual([last, old]);
      expect(ids(await searchMessages(db, actor, 'rare find', whole))).toEqual([last, old]);
    });
  });

  it('never answers a message of a conversation the caller does not read, on either path', async () => {
    await isolated(async (db) => {
      const freelancer = await actorOf(db, 'freelancer');
      const client = await actorOf(db, 'client');
      const other = await actorOf(db, 'staff');
      const theirs = await conversation(db, [other.id]);
      const open = await conversation(db, [other.id], true);
      const shared = await conversation(db, [freelancer.id, client.id, other.id]);
      const [secret] = await post(db, theirs, 1_000_030, ['secret เสียงพากย์ plan']);
      const [published] = await post(db, open, 1_000_020, ['public เสียงพากย์ plan']);
      const [ours] = await post(db, shared, 1_000_010, ['our เสียงพากย์ plan']);
      for (const walk of [1, 2, 10_000]) {
        const sizes = { matches: SEARCH_MATCHES, walk };
        for (const term of ['plan', 'เสียงพากย์']) {
          expect(ids(await searchMessages(db, freelancer, term, sizes))).toEqual([published, ours]);
          expect(ids(await searchMessages(db, client, term, sizes))).toEqual([ours]);
          expect(ids(await searchMessages(db, other, term, sizes))).toEqual([secret, published, ours]);
        }
      }
    });
  });

  it('words and LIKE wildcards are matched as written', async () => {
    await isolated(async (db) => {
      const actor = await actorOf(db, 'staff');
      const rooms: string[] = [];
      for (let i = 0; i < 5; i++) rooms.push(await conversation(db, [actor.id]));
      const [percent] = await post(db, rooms[0], 1_000_000, ['paid 50% up front']);
      const [digits] = await post(db, rooms[1], 1_000_001, ['paid 500 up front']);
      const [underscore] = await post(db, rooms[2], 1_000_002, ['file a_b.mov']);
      const [words] = await post(db, rooms[3], 1_000_003, ['Storyboard for episode seven is ready']);
      await post(db, rooms[4], 1_000_004, ['file axb.mov']);
      for (const walk of [1, 10_000]) {
        const sizes = { matches: SEARCH_MATCHES, walk };
        expect(ids(await searchMessages(db, actor, '50%', sizes))).toEqual([percent]);
        expect(ids(await searchMessages(db, actor, '50', sizes))).toEqual([digits, percent]);
        expect(ids(await searchMessages(db, actor, 'a_b', sizes))).toEqual([underscore]);
        expect(ids(await searchMessages(db, actor, 'seven episode', sizes))).toEqual([words]);
        expect(ids(await searchMessages(db, actor, 'episode sev', sizes))).toEqual([words]);
      }
    });
  });

  it('gives what the one query over every message gives, for any walk and any data (property)', async () => {
    const vocabulary = ['cat', 'catalog', 'ตัดต่อ', 'วิดีโอ', 'ตัดต่อวิดีโอ', '50%', '500', 'a_b', 'axb', 'Edit', 'EDIT now'];
    const terms = ['cat', 'ca', 'ตัดต่อ', 'ต่อวิ', '50%', '50', 'a_b', '_', '%', 'edit', 'edit now', 'cat 50%', 'วิดีโอ cat'];
    const messageArb = fc.record({
      room: fc.nat(4),
      words: fc.array(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 3 }),
      // Few distinct times, so ties are common (then the id decides, on both paths).
      minute: fc.nat(6),
    });
    const caseArb = fc.record({
      level: fc.constantFrom('staff' as const, 'freelancer' as const, 'client' as const),
      rooms: fc.array(fc.record({ member: fc.boolean(), isPublic: fc.boolean() }), { minLength: 5, maxLength: 5 }),
      messages: fc.array(messageArb, { maxLength: 25 }),
      term: fc.constantFrom(...terms),
      matches: fc.integer({ min: 1, max: 12 }),
      walk: fc.integer({ min: 0, max: 30 }),
    });
    await fc.assert(
      fc.asyncProperty(caseArb, async (input) => {
        await isolated(async (db) => {
          const actor = await actorOf(db, input.level);
          const rooms: string[] = [];
          for (const room of input.rooms) rooms.push(await conversation(db, room.member ? [actor.id] : [], room.isPublic));
          if (input.messages.length) {
            await db
              .insertInto('messages')
              .values(
                input.messages.map((message) => ({
                  conversation_id: rooms[message.room],
                  text: message.words.join(' '),
                  created_at: new Date(Date.UTC(2030, 0, 1) + message.minute * 60_000),
                })),
              )
              .execute();
          }
          const found = await searchMessages(db, actor, input.term, { matches: input.matches, walk: input.walk });
          expect(ids(found)).toEqual(await reference(db, actor, input.term, input.matches));
        });
      }),
      { numRuns: 60 },
    );
  });

  it("names each found conversation's last message: the newest, the later id among equal times", async () => {
    await isolated(async (db) => {
      const busy = await conversation(db, []);
      const quiet = await conversation(db, []);
      const empty = await conversation(db, []);
      const older = await post(db, busy, 0, ['one', 'two', 'three']);
      await post(db, quiet, 10, ['only']);
      // Two messages at one time: the list orders by (created_at, id), so the later id is the last.
      const tied = await post(db, busy, 5, ['tied a']);
      const [again] = await post(db, busy, 5, ['tied b']);
      const last = await lastMessages(db, [busy, quiet, empty, busy]);
      const newestOfBusy = [tied[0], again].sort().at(-1);
      expect(last.get(busy)?.id).toBe(newestOfBusy);
      expect(older).not.toContain(last.get(busy)?.id);
      expect(last.get(quiet)?.text).toBe('only');
      expect(last.get(quiet)?.created_at).toBeInstanceOf(Date);
      expect(last.has(empty)).toBe(false);
      expect(last.size).toBe(2);
    });
  });
});
