// The job queue the app uses: pg-boss on PostgreSQL, the in-process runner on the embedded database.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { LocalQueue } from './local-queue';
import { PgBossQueue } from './pg-boss-queue';
import type { JobQueue } from './queue';

export function createQueue(
  kind: 'postgres' | 'pglite',
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  /** PostgreSQL: the database's URL, for pg-boss's own pool. */
  url?: string,
  /** PostgreSQL: how long a stop waits after pg-boss's own (config.ts queueStopSettleMs). */
  stopSettleMs = 0,
): JobQueue {
  return kind === 'postgres' ? new PgBossQueue(db, log, url, 1, stopSettleMs) : new LocalQueue(db, log);
}

export type { EnqueueOptions, JobHandler, JobQueue, WorkOptions } from './queue';
