// The job queue on PostgreSQL: pg-boss (decision 0550), in its schema
// `pgboss`. Jobs survive a crash (a job whose worker died expires and is retried), each is taken by one instance
// (SKIP LOCKED), and a schedule fires once per slot however many instances run. Every queue uses the policy
// 'short': while a job with a key waits, another with the same key is not added (a job without a key gets a unique one).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/types';
import { QueueRegistry, type EnqueueOptions, type JobQueue } from './queue';

/** pg-boss's database interface over a Kysely handle (the pool, or the transaction a job is added in). */
function bossDb(db: Kysely<Database>): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows as unknown[] };
    },
  };
}

/**
 * How long a poll waits for one of pg-boss's own connections. pg's pool never answers the requests still waiting
 * when it ends, so without a limit a worker whose poll was waiting at a stop would never stop, and pg-boss's stop
 * loop would re-check it each second for ever (in tests, after their environment is gone: a failed suite).
 */
const POOL_WAIT_MS = 3000;

export class PgBossQueue extends QueueRegistry implements JobQueue {
  private readonly boss: PgBoss;
  /** Handlers running now: a stop waits for them, since pg-boss's graceful wait gives up after its timeout. */
  private readonly running = new Set<Promise<void>>();

  /**
   * With `url`, pg-boss polls through a small pool of its own: its polling writes (a fetch is an UPDATE), and through
   * the app's pool every poll would count as a data change and empty the read cache (db/changes.ts). Jobs added in a
   * transaction (`enqueue(…, { db })`) go through that transaction.
   */
  constructor(
    db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    url?: string,
    private readonly pollSeconds = 1,
    private readonly stopSettleMs = 0,
  ) {
    super();
    const options: PgBoss.ConstructorOptions & { connectionTimeoutMillis?: number } = url
      ? { connectionString: url, max: 3, schema: 'pgboss', connectionTimeoutMillis: POOL_WAIT_MS }
      : { db: bossDb(db), schema: 'pgboss' };
    this.boss = new PgBoss(options);
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
  }

  async enqueue(name: string, payload: object, options: EnqueueOptions = {}): Promise<void> {
    await this.boss.send(name, payload, {
      singletonKey: options.singletonKey ?? randomUUID(),
      ...(options.startAfter && { startAfter: options.startAfter }),
      ...(options.db && { db: bossDb(options.db) }),
    });
  }

  async start(): Promise<void> {
    await this.boss.start();
    for (const [name, worker] of this.workers) {
      await this.boss.createQueue(name, {
        name,
        policy: 'short',
        retryLimit: worker.retryLimit,
        retryDelay: worker.retryDelaySeconds,
        retryBackoff: true,
      });
      await this.boss.work<object>(name, { pollingIntervalSeconds: this.pollSeconds }, async (jobs) => {
        const handling = (async () => {
          for (const job of jobs) await worker.handler(job.data);
        })();
        this.running.add(handling);
        try {
          await handling;
        } finally {
          this.running.delete(handling);
        }
      });
    }
    for (const { name, cron } of this.schedules) await this.boss.schedule(name, cron, {}, { tz: 'UTC', singletonKey: name });
  }

  async stop(): Promise<void> {
    let began = Date.now();
    await this.boss.stop({ graceful: true, timeout: 10_000 });
    // A worker stays unstopped while its handler runs, and pg-boss's detached loop keeps re-checking it each second
    // (config.ts queueStopSettleMs): wait for the handlers, then let that loop see them stopped.
    if (this.running.size > 0) {
      await Promise.allSettled(this.running);
      began = Date.now();
    }
    // A poll still waiting for a connection ends by POOL_WAIT_MS; its worker stops then.
    const pool = (this.boss.getDb() as unknown as { pool?: { waitingCount: number } }).pool;
    if (pool && pool.waitingCount > 0) {
      while (pool.waitingCount > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      began = Date.now();
    }
    const left = this.stopSettleMs - (Date.now() - began);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}
