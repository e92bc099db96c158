// The in-process job runner for the embedded database (one process, PGlite): jobs are rows of `queue_jobs`, so a
// restart finds the work it had not finished; a timer takes the due ones, retries a failed one with a doubling
// delay, and keeps the last error of one that ran out of retries (state 'failed'). Schedules fire by croner.
import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import { QueueRegistry, type EnqueueOptions, type JobQueue } from './queue';

export class LocalQueue extends QueueRegistry implements JobQueue {
  private crons: Cron[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs = 1000,
  ) {
    super();
  }

  async enqueue(name: string, payload: object, options: EnqueueOptions = {}): Promise<void> {
    await (options.db ?? this.db)
      .insertInto('queue_jobs')
      .values({
        name,
        payload: JSON.stringify(payload),
        singleton_key: options.singletonKey ?? null,
        ...(options.startAfter && { run_after: options.startAfter }),
      })
      .onConflict((oc) => oc.columns(['name', 'singleton_key']).where('state', '=', 'waiting').doNothing())
      .execute();
    if (!options.db) this.wake();
  }

  async start(): Promise<void> {
    this.stopped = false;
    // Jobs this process was running when it ended run again.
    await this.db.updateTable('queue_jobs').set({ state: 'waiting' }).where('state', '=', 'active').execute();
    this.crons = this.schedules.map(
      ({ name, cron }) =>
        new Cron(cron, { timezone: 'UTC', protect: true }, () => {
          void this.enqueue(name, {}, { singletonKey: name }).catch((error: unknown) =>
            this.log.error({ err: error, job: name }, 'scheduled job not enqueued'),
          );
        }),
    );
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const cron of this.crons) cron.stop();
    this.crons = [];
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Runs the due jobs now (and then every pollMs). */
  private wake(): void {
    if (this.stopped || this.running) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.runDue()
      .catch((error: unknown) => this.log.error({ err: error }, 'job runner failed'))
      .finally(() => {
        this.running = null;
        if (!this.stopped) this.timer = setTimeout(() => this.wake(), this.pollMs);
      });
  }

  private async runDue(): Promise<void> {
    while (!this.stopped) {
      const names = [...this.workers.keys()];
      if (names.length === 0) return;
      // A read first: an idle poll writes nothing (writes empty the read cache, db/changes.ts).
      const due = await this.db
        .selectFrom('queue_jobs')
        .select('id')
        .where('state', '=', 'waiting')
        .where('run_after', '<=', sql<Date>`now()`)
        .where('name', 'in', names)
        .orderBy('run_after')
        .limit(1)
        .executeTakeFirst();
      if (!due) return;
      const job = await this.db
        .updateTable('queue_jobs')
        .set({ state: 'active', attempts: sql<number>`attempts + 1` })
        .where('id', '=', due.id)
        .where('state', '=', 'waiting')
        .returningAll()
        .executeTakeFirst();
      if (job) await this.runOne(job);
    }
  }

  private async runOne(job: { id: number; name: string; payload: Record<string, unknown>; attempts: number }) {
    const worker = this.workers.get(job.name)!;
    try {
      await worker.handler(job.payload);
      await this.db.deleteFrom('queue_jobs').where('id', '=', job.id).execute();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retry = job.attempts <= worker.retryLimit;
      this.log.warn({ job: job.name, id: job.id, attempts: job.attempts, retry, err: message }, 'job failed');
      const delayMs = worker.retryDelaySeconds * 1000 * 2 ** (job.attempts - 1);
      try {
        await this.db
          .updateTable('queue_jobs')
          .set({ state: retry ? 'waiting' : 'failed', last_error: message, run_after: new Date(Date.now() + delayMs) })
          .where('id', '=', job.id)
          .execute();
      } catch {
        // Another job with the same key waits already: it does the work.
        await this.db.deleteFrom('queue_jobs').where('id', '=', job.id).execute();
      }
    }
  }
}
