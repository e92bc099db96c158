// Webhook endpoints and their deliveries (migration 0036, services/webhooks.ts).
import { sql, type Kysely } from 'kysely';
import type { Database, WebhookAttempt } from '../db/types';

/** A queued delivery is left this long before the sweep queues it again (its job was lost with its process). */
const QUEUED_LEASE_SECONDS = 600;

export async function insertWebhookEndpoint(
  db: Kysely<Database>,
  endpoint: { url: string; events: string[]; active: boolean; secret: string; createdBy: string },
) {
  return db
    .insertInto('webhook_endpoints')
    .values({
      url: endpoint.url,
      events: endpoint.events,
      active: endpoint.active,
      secret: endpoint.secret,
      created_by: endpoint.createdBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Every endpoint, newest first, with how its deliveries stand (there are a handful per studio, never paged). */
export async function listWebhookEndpoints(db: Kysely<Database>) {
  return db
    .selectFrom('webhook_endpoints as e')
    .selectAll('e')
    .select((eb) => [
      eb
        .selectFrom('webhook_deliveries as d')
        .select((d) => d.fn.countAll<string>().as('n'))
        .whereRef('d.endpoint_id', '=', 'e.id')
        .where('d.state', '=', 'failed')
        .as('failed_count'),
      eb
        .selectFrom('webhook_deliveries as d')
        .select('d.last_attempt_at')
        .whereRef('d.endpoint_id', '=', 'e.id')
        .where('d.last_attempt_at', 'is not', null)
        .orderBy('d.last_attempt_at', 'desc')
        .limit(1)
        .as('last_delivery_at'),
    ])
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id')
    .execute();
}

export async function findWebhookEndpoint(db: Kysely<Database>, id: string) {
  return db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateWebhookEndpoint(
  db: Kysely<Database>,
  id: string,
  changes: { url?: string; events?: string[]; active?: boolean },
) {
  return db
    .updateTable('webhook_endpoints')
    .set({ ...changes, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteWebhookEndpoint(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db.deleteFrom('webhook_endpoints').where('id', '=', id).returning('id').executeTakeFirst();
  return row !== undefined;
}

/** The active endpoints subscribed to the event. */
export async function subscribedEndpointIds(db: Kysely<Database>, event: string): Promise<string[]> {
  const rows = await db
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('active', '=', true)
    .where(sql<boolean>`${event} = any(events)`)
    .execute();
  return rows.map((row) => row.id);
}

/** One delivery per endpoint, due now, in the caller's transaction. */
export async function insertWebhookDeliveries(
  db: Kysely<Database>,
  endpointIds: string[],
  eventType: string,
  payload: Record<string, unknown>,
) {
  if (endpointIds.length === 0) return [];
  return db
    .insertInto('webhook_deliveries')
    .values(endpointIds.map((id) => ({ endpoint_id: id, event_type: eventType, payload: JSON.stringify(payload) })))
    .returning('id')
    .execute();
}

/** One page of the endpoint's deliveries, newest first, and how many there are. */
export async function listWebhookDeliveries(db: Kysely<Database>, endpointId: string, page: { skip: number; limit: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('endpoint_id', '=', endpointId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(page.skip)
      .limit(page.limit)
      .execute(),
    db
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('endpoint_id', '=', endpointId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function findWebhookDelivery(db: Kysely<Database>, id: string) {
  return db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether a delivery waits to be queued (a read, so an idle check writes nothing). */
export async function hasDueWebhookDelivery(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('state', 'in', ['pending', 'queued', 'sending'])
    .where('next_attempt_at', '<=', sql<Date>`now()`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Marks up to `limit` due deliveries queued (leased for QUEUED_LEASE_SECONDS) and returns their ids; concurrent
 * callers (other instances) take different ones.
 */
export async function takeDueWebhookDeliveries(db: Kysely<Database>, limit: number): Promise<string[]> {
  const due = await db
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('state', 'in', ['pending', 'queued', 'sending'])
    .where('next_attempt_at', '<=', sql<Date>`now()`)
    .orderBy('next_attempt_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
  if (due.length === 0) return [];
  const rows = await db
    .updateTable('webhook_deliveries')
    .set({ state: 'queued', next_attempt_at: sql<Date>`now() + make_interval(secs => ${QUEUED_LEASE_SECONDS})` })
    .where(
      'id',
      'in',
      due.map((row) => row.id),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Takes the queued delivery for one attempt (state 'sending', leased; no transaction stays open while the receiver
 * answers) and returns it with its endpoint; undefined when it is not queued (another worker took it, or it was sent).
 */
export async function claimQueuedWebhookDelivery(db: Kysely<Database>, id: string) {
  const claimed = await db
    .updateTable('webhook_deliveries')
    .set({ state: 'sending', next_attempt_at: sql<Date>`now() + make_interval(secs => ${QUEUED_LEASE_SECONDS})` })
    .where('id', '=', id)
    .where('state', '=', 'queued')
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return undefined;
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .select(['d.id', 'd.event_type', 'd.payload', 'd.attempt_count', 'e.url', 'e.secret', 'e.active'])
    .where('d.id', '=', id)
    .executeTakeFirst();
}

/** Logs one attempt and what comes next: done, failed for good, or pending again at `nextAt`. */
export async function recordWebhookAttempt(
  db: Kysely<Database>,
  id: string,
  attempt: WebhookAttempt,
  outcome: { state: 'succeeded' | 'failed' | 'pending'; nextAt: Date | null },
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({
      attempts: sql`attempts || ${JSON.stringify([attempt])}::jsonb`,
      attempt_count: sql<number>`attempt_count + 1`,
      last_attempt_at: new Date(attempt.at),
      state: outcome.state,
      next_attempt_at: outcome.nextAt,
    })
    .where('id', '=', id)
    .where('state', '=', 'sending')
    .execute();
}

/** A new delivery of the same event to the same endpoint, due now ("send again"). */
export async function copyWebhookDelivery(db: Kysely<Database>, id: string) {
  const row = await findWebhookDelivery(db, id);
  if (!row) return undefined;
  return db
    .insertInto('webhook_deliveries')
    .values({ endpoint_id: row.endpoint_id, event_type: row.event_type, payload: JSON.stringify(row.payload) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A job's fields as a webhook reports them (read in the transaction of the change, so after it). */
export async function findWebhookJob(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('jobs')
    .innerJoin('projects', 'projects.id', 'jobs.project_id')
    .select([
      'jobs.id',
      'jobs.title',
      'jobs.job_type',
      'jobs.status',
      'jobs.project_id',
      'projects.title as project_title',
      'jobs.claimed_by',
      'jobs.price',
      'jobs.bonus',
      'jobs.amount_owed',
      'jobs.due_at',
      'jobs.approved_at',
      'jobs.created_at',
    ])
    .where('jobs.id', '=', id)
    .executeTakeFirst();
}
