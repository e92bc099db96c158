// The background job queue's interface (issue 21). Work that must survive a crash, be retried, or run once across
// instances goes through it: mail now, webhook deliveries and due-date alerts later. Two implementations with the
// same behaviour: pg-boss on PostgreSQL (DATABASE_URL; several instances share it) and an in-process runner on the
// embedded database (PGlite; its pending work is kept in the `queue_jobs` table).
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

export interface EnqueueOptions {
  /** While a job of this name and key waits, enqueueing another is a no-op (folding, deduplication). */
  singletonKey?: string;
  /** Not before this moment. */
  startAfter?: Date;
  /** The transaction of the change that asks for the job: rolled back, no job. */
  db?: Kysely<Database>;
}

export interface WorkOptions {
  /** Retries after the first attempt fails (default 5). */
  retryLimit?: number;
  /** The first retry's delay; each next one doubles it (default 10 s). */
  retryDelaySeconds?: number;
}

/** Handles one job. Throwing fails the attempt: the job is retried with backoff until the retry limit. */
export type JobHandler<T> = (payload: T) => Promise<void>;

export interface JobQueue {
  /** Registers the handler of a job name (before start). */
  work<T extends object>(name: string, handler: JobHandler<T>, options?: WorkOptions): void;
  /** A job that fires by a cron expression (UTC), once per slot across all instances (before start). */
  schedule(name: string, cron: string): void;
  enqueue(name: string, payload: object, options?: EnqueueOptions): Promise<void>;
  start(): Promise<void>;
  /** Stops taking jobs and waits for the ones running. */
  stop(): Promise<void>;
}

export const DEFAULT_RETRY_LIMIT = 5;
export const DEFAULT_RETRY_DELAY_SECONDS = 10;

/** A registered handler with its retry settings filled in. */
export interface Worker extends Required<WorkOptions> {
  handler: JobHandler<object>;
}

/** What both implementations keep alike: the handlers and schedules registered before start. */
export abstract class QueueRegistry {
  protected readonly workers = new Map<string, Worker>();
  protected readonly schedules: Array<{ name: string; cron: string }> = [];
  /** False: schedules are not kept (tests, where a job fires only when the test adds it). */
  scheduling = true;

  work<T extends object>(name: string, handler: JobHandler<T>, options: WorkOptions = {}): void {
    this.workers.set(name, {
      handler: handler as JobHandler<object>,
      retryLimit: options.retryLimit ?? DEFAULT_RETRY_LIMIT,
      retryDelaySeconds: options.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
    });
  }

  schedule(name: string, cron: string): void {
    if (this.scheduling) this.schedules.push({ name, cron });
  }
}
