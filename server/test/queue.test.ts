// The job queue (issue 21) on the test database: pg-boss with TEST_DATABASE_URL, the in-process runner on PGlite.
// Retries with backoff until the handler succeeds; a job waiting with a key is not added twice; a job added in a
// rolled-back transaction never runs; work left by a stopped instance is done by the next; on PostgreSQL a schedule
// fires once per slot with three instances up (a minute or two: it waits for two slots); a stop while a poll waits
// for one of pg-boss's connections ends.
import Fastify from 'fastify';
import { createQueue, type JobQueue } from '../src/queue';
import { createTestDatabase, type TestDatabase } from './helper';

/** A silent logger (Fastify's, without logging). */
const log = Fastify({ logger: false }).log;
let database: TestDatabase;
const queues: JobQueue[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const queue of queues) await queue.stop();
  await database.close();
});

const newQueue = () => {
  const queue = createQueue(database.kind, database.db, log, database.url, 2100);
  queues.push(queue);
  return queue;
};

/** Waits (a hang guard, not a timing assertion) until `check` holds. */
async function until(check: () => boolean, what: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('retries a failing job with backoff until it succeeds; a key waits once; a rolled-back job never runs', async () => {
  const queue = newQueue();
  const attempts: string[] = [];
  const done: string[] = [];
  queue.work<{ id: string }>(
    'flaky',
    async ({ id }) => {
      attempts.push(id);
      if (attempts.filter((a) => a === id).length < 3) throw new Error('not yet');
      done.push(id);
    },
    { retryLimit: 5, retryDelaySeconds: 1 },
  );
  await queue.start();
  const later = new Date(Date.now() + 2000);
  await queue.enqueue('flaky', { id: 'a' }, { singletonKey: 'k', startAfter: later });
  await queue.enqueue('flaky', { id: 'b' }, { singletonKey: 'k', startAfter: later });
  await database.db
    .transaction()
    .execute(async (trx) => {
      await queue.enqueue('flaky', { id: 'rolled-back' }, { db: trx });
      throw new Error('roll back');
    })
    .catch(() => undefined);
  await queue.enqueue('flaky', { id: 'c' });
  await until(() => done.length === 2, 'two jobs done');
  expect(done.sort()).toEqual(['a', 'c']);
  expect(attempts.filter((a) => a === 'a')).toHaveLength(3);
  expect(attempts).not.toContain('b');
  expect(attempts).not.toContain('rolled-back');
});

it('work left by a stopped instance is done by the next one', async () => {
  const first = newQueue();
  first.work('left', async () => undefined);
  await first.start();
  // Added while it runs, due after it has stopped.
  await first.enqueue('left', { n: 1 }, { startAfter: new Date(Date.now() + 2000) });
  await first.stop();
  const seen: number[] = [];
  const second = newQueue();
  second.work<{ n: number }>('left', async ({ n }) => {
    seen.push(n);
  });
  await second.start();
  await until(() => seen.length === 1, 'the left job');
  expect(seen).toEqual([1]);
});

it('a schedule fires once per slot, with three instances up on PostgreSQL (one process on PGlite)', async () => {
  const runs: number[] = [];
  for (let i = 0; i < (database.kind === 'postgres' ? 3 : 1); i += 1) {
    const queue = newQueue();
    queue.work('tick', async () => {
      runs.push(Math.floor(Date.now() / 60_000));
    });
    queue.schedule('tick', '* * * * *');
    await queue.start();
  }
  await until(() => runs.length >= 2, 'two slots', 200_000);
  expect(new Set(runs).size).toBe(runs.length);
}, 240_000);

if (process.env.TEST_DATABASE_URL) {
  it("stops while a poll waits for one of pg-boss's connections, and leaves nothing waiting", async () => {
    const queue = newQueue();
    queue.work('idle', async () => undefined);
    await queue.start();
    // pg-boss's own pool (three connections): hold them all, so the worker's next poll waits for one.
    const pool = (queue as unknown as { boss: { getDb(): { pool: import('pg').Pool } } }).boss.getDb().pool;
    const held = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
    await until(() => pool.waitingCount > 0, 'a poll waiting for a connection');
    const stopped = queue.stop();
    // The pool ends once the held connections come back after its end began; it never answers a request still
    // waiting then, so only the wait's own limit ends that poll (without it, this stop never resolved).
    await until(() => pool.ending, "the end of pg-boss's pool");
    for (const client of held) client.release();
    await stopped;
    expect(pool.waitingCount).toBe(0);
    expect(pool.ended).toBe(true);
  }, 60_000);
}
