// Webhooks (issue 25): admins' endpoints get a signed JSON POST for each event they chose. The delivery row is
// written in the transaction of the change (recordWebhookEvent: rolled back, no delivery); after commit the
// dispatcher (woken by every database change, and by a sweep each minute) queues the due ones on the job queue,
// whose worker makes one attempt: HTTP(S) only, to public addresses only (resolved here and pinned for the
// connection, so a DNS answer cannot change in between) unless WEBHOOK_ALLOW_PRIVATE allows them, 10 s at most,
// redirects not followed. Each attempt is logged on the delivery; a failed one is retried on the schedule of
// domain/webhooks.ts for about a day. Nothing here runs in a request: a slow receiver never slows the app.
// Decisions: docs/decisions/server/0620-webhook-signature.md, 0621-webhook-retries.md, 0622-webhook-addresses.md.
import { randomBytes, randomUUID } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Kysely } from 'kysely';
import type { DataChanges } from '../db/changes';
import type { Database, WebhookAttempt } from '../db/types';
import {
  mayDeliverTo,
  nextWebhookAttempt,
  WEBHOOK_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMEOUT_MS,
  WEBHOOK_TIMESTAMP_HEADER,
  WEBHOOK_URL_PRIVATE,
  webhookSignature,
  webhookUrlProblem,
  type WebhookEvent,
  type WebhookPrivateAllowance,
} from '../domain/webhooks';
import { BadRequestError } from '../errors';
import type { JobQueue } from '../queue';
import {
  claimQueuedWebhookDelivery,
  hasDueWebhookDelivery,
  insertWebhookDeliveries,
  insertWebhookEndpoint,
  recordWebhookAttempt,
  subscribedEndpointIds,
  takeDueWebhookDeliveries,
  updateWebhookEndpoint,
} from '../repositories/webhooks';

export const WEBHOOK_DELIVER_JOB = 'webhook-deliver';
export const WEBHOOK_SWEEP_JOB = 'webhook-sweep';
const SECRET_PREFIX = 'whsec_';
const TAKE_BATCH = 100;

/** Refuses (400, naming the field) a URL that may not be an endpoint; a private address literal only when not allowed. */
export function checkWebhookUrl(text: string, allowance: WebhookPrivateAllowance): string {
  const url = text.trim();
  const problem = webhookUrlProblem(url);
  if (problem) throw new BadRequestError(problem, 'url');
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0 && !mayDeliverTo(host, allowance)) throw new BadRequestError(WEBHOOK_URL_PRIVATE, 'url');
  return url;
}

/** A new endpoint; the answer is the only time its secret leaves the server. */
export async function createWebhookEndpoint(
  db: Kysely<Database>,
  allowance: WebhookPrivateAllowance,
  input: { url: string; events: string[]; active: boolean; createdBy: string },
) {
  return insertWebhookEndpoint(db, {
    url: checkWebhookUrl(input.url, allowance),
    events: [...new Set(input.events)],
    active: input.active,
    secret: SECRET_PREFIX + randomBytes(32).toString('base64url'),
    createdBy: input.createdBy,
  });
}

export async function changeWebhookEndpoint(
  db: Kysely<Database>,
  allowance: WebhookPrivateAllowance,
  id: string,
  input: { url?: string; events?: string[]; active?: boolean },
) {
  return updateWebhookEndpoint(db, id, {
    ...(input.url !== undefined && { url: checkWebhookUrl(input.url, allowance) }),
    ...(input.events !== undefined && { events: [...new Set(input.events)] }),
    ...(input.active !== undefined && { active: input.active }),
  });
}

/**
 * Records the event for every active endpoint subscribed to it, in the caller's transaction: the deliveries exist
 * (and are sent) only if it commits. The payload: a unique event id (the same on every endpoint and on a "send
 * again"), the type, the time and the event's data.
 */
export async function recordWebhookEvent(db: Kysely<Database>, type: WebhookEvent, data: Record<string, unknown>): Promise<void> {
  const endpointIds = await subscribedEndpointIds(db, type);
  if (endpointIds.length === 0) return;
  const payload = { id: randomUUID(), type, created: new Date().toISOString(), data };
  await insertWebhookDeliveries(db, endpointIds, type, payload);
}

/** Queues the due deliveries (one job each, enqueued in the transaction that marks them queued). */
export async function dispatchDueWebhooks(db: Kysely<Database>, queue: JobQueue): Promise<number> {
  let total = 0;
  for (;;) {
    const taken = await db.transaction().execute(async (trx) => {
      const ids = await takeDueWebhookDeliveries(trx, TAKE_BATCH);
      for (const id of ids) await queue.enqueue(WEBHOOK_DELIVER_JOB, { id }, { singletonKey: id, db: trx });
      return ids.length;
    });
    total += taken;
    if (taken < TAKE_BATCH) return total;
  }
}

export interface WebhookResponse {
  status: number | null;
  error: WebhookAttempt['error'];
}

class RefusedAddressError extends Error {
  constructor() {
    super('address refused');
  }
}

/** The host's addresses, every one allowed, or a RefusedAddressError (a host with one private address is refused). */
async function allowedAddresses(host: string, allowance: WebhookPrivateAllowance) {
  const plain = host.replace(/^\[|\]$/g, '');
  const family = isIP(plain);
  const addresses = family !== 0 ? [{ address: plain, family }] : await lookup(plain, { all: true, verbatim: true });
  if (addresses.length === 0 || !addresses.every((entry) => mayDeliverTo(entry.address, allowance)))
    throw new RefusedAddressError();
  return addresses;
}

/** POSTs the body to the URL once: pinned to the checked addresses, no redirect followed, WEBHOOK_TIMEOUT_MS at most. */
export async function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  allowance: WebhookPrivateAllowance,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<WebhookResponse> {
  const target = new URL(url);
  let addresses: Array<{ address: string; family: number }>;
  try {
    addresses = await allowedAddresses(target.hostname, allowance);
  } catch (error) {
    return { status: null, error: error instanceof RefusedAddressError ? 'address-refused' : 'network' };
  }
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };
  const send = target.protocol === 'https:' ? https.request : http.request;
  return new Promise<WebhookResponse>((resolve) => {
    let settled = false;
    const finish = (response: WebhookResponse) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(response);
    };
    const request = send(
      target,
      {
        method: 'POST',
        lookup: pinned,
        // A connection of its own: never a pooled socket opened to another address, none kept open after.
        agent: false,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        finish({ status: response.statusCode ?? null, error: null });
      },
    );
    const timer = setTimeout(() => finish({ status: null, error: 'timeout' }), timeoutMs);
    request.on('error', () => finish({ status: null, error: 'network' }));
    request.end(body);
  });
}

export type WebhookSender = typeof postWebhook;

/**
 * One attempt at a queued delivery (the queue job's handler): signs the body with a fresh timestamp, posts it and
 * logs the attempt; 2xx is done, anything else is retried on the schedule until it is used up. Never throws for
 * the receiver's failures (the schedule, not the queue, retries them).
 */
export async function deliverWebhook(
  db: Kysely<Database>,
  allowance: WebhookPrivateAllowance,
  id: string,
  send: WebhookSender = postWebhook,
): Promise<void> {
  const delivery = await claimQueuedWebhookDelivery(db, id);
  if (!delivery) return;
  const started = new Date();
  let response: WebhookResponse;
  if (!delivery.active) response = { status: null, error: 'switched-off' };
  else {
    const body = JSON.stringify(delivery.payload);
    const timestamp = Math.floor(started.getTime() / 1000);
    response = await send(
      delivery.url,
      {
        [WEBHOOK_ID_HEADER]: String(delivery.payload.id ?? delivery.id),
        [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
        [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(delivery.secret, timestamp, body),
        'user-agent': 'Studio-Webhooks/1',
      },
      body,
      allowance,
    );
  }
  const ended = new Date();
  const attempt: WebhookAttempt = {
    at: started.toISOString(),
    status: response.status,
    ms: ended.getTime() - started.getTime(),
    error: response.error,
  };
  const ok = response.status !== null && response.status >= 200 && response.status < 300;
  const nextAt = ok || !delivery.active ? null : nextWebhookAttempt(delivery.attempt_count + 1, ended);
  await recordWebhookAttempt(db, id, attempt, { state: ok ? 'succeeded' : nextAt ? 'pending' : 'failed', nextAt });
}

/**
 * Queues due deliveries whenever the database changes (a commit here, or one heard from another instance) and on
 * the minute's sweep. One check at a time; a change during a check causes one more. The check is a read, so an
 * idle app writes nothing.
 */
export class WebhookDispatcher {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly stopListening: () => void;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly queue: JobQueue,
    changes: DataChanges,
    private readonly warn: (error: unknown) => void,
  ) {
    this.stopListening = changes.onChange(() => void this.poke());
  }

  poke(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          if (await hasDueWebhookDelivery(this.db)) await dispatchDueWebhooks(this.db, this.queue);
        } catch (error) {
          this.warn(error);
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopListening();
    await this.running;
  }
}

/** Registers the delivery and sweep jobs on the queue (plugins/webhooks.ts). */
export function registerWebhookJobs(app: { db: Kysely<Database>; queue: JobQueue; allowance: WebhookPrivateAllowance }): void {
  const { db, queue, allowance } = app;
  queue.work<{ id: string }>(WEBHOOK_DELIVER_JOB, ({ id }) => deliverWebhook(db, allowance, id), {
    retryLimit: 3,
    retryDelaySeconds: 30,
  });
  queue.work(WEBHOOK_SWEEP_JOB, () => dispatchDueWebhooks(db, queue).then(() => undefined), { retryLimit: 0 });
  queue.schedule(WEBHOOK_SWEEP_JOB, '* * * * *');
}
