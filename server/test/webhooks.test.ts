// Webhooks (issue 25): admins manage endpoints; each event reaches a receiver started here once, signed; a failing
// receiver gets retries (the clock moved by setting the delivery due) until it answers 2xx; a refused address is
// never called; a rolled-back change sends nothing; who may call each endpoint.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createJob, createProject, createUser, type Project, type User } from './factories';
import { mayDeliverTo, nextWebhookAttempt, verifyWebhookSignature, WEBHOOK_RETRY_DELAYS_SECONDS } from '../src/domain/webhooks';
import { deliverWebhook, dispatchDueWebhooks, postWebhook, recordWebhookEvent } from '../src/services/webhooks';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  path: string;
}

/** A receiver on 127.0.0.1: records every request and answers with `answer(path)` (200 by default). */
async function startReceiver() {
  const received: Received[] = [];
  let answer = (_path: string): number => 200;
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body, path: request.url ?? '' });
      response.statusCode = answer(request.url ?? '');
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    received,
    port,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    answerWith: (next: (path: string) => number) => (answer = next),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

let t: TestApp;
let receiver: Receiver;
let project: Project;
const users = {} as Record<Caller, User>;
const cookies = {} as Record<Caller | 'anonymous', string | undefined>;
type Caller = 'admin' | 'pm' | 'staff' | 'freelancer' | 'client';
const CALLERS: Array<Caller | 'anonymous'> = ['admin', 'pm', 'staff', 'freelancer', 'client', 'anonymous'];

beforeAll(async () => {
  t = await createTestApp({ webhookAllowPrivate: ['127.0.0.1'] });
  await t.app.ready();
  receiver = await startReceiver();
  users.admin = await createUser(t.db, { level: 'admin', name: 'Ada Admin' });
  users.pm = await createUser(t.db, { level: 'staff', roles: ['project-manager'], name: 'Paul PM' });
  users.staff = await createUser(t.db, { level: 'staff', roles: ['storyboard'], name: 'Sam Staff' });
  users.freelancer = await createUser(t.db, {
    level: 'freelancer',
    roles: ['script'],
    roleLevels: { script: 3 },
    name: 'Fern Free',
  });
  users.client = await createUser(t.db, { level: 'client', name: 'Cleo Client' });
  project = await createProject(t.db, { title: 'Sharks', status: 'script-writing', collaborators: [users.pm, users.client] });
  for (const caller of Object.keys(users) as Caller[]) cookies[caller] = await signIn(t.db, users[caller]);
  cookies.anonymous = undefined;
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const as = (caller: Caller | 'anonymous', method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(t.app, method, url, { cookie: cookies[caller], payload });

async function addWebhook(url: string, events: string[]) {
  const made = await as('admin', 'POST', '/api/webhooks', { url, events });
  expect(made.statusCode).toBe(201);
  return made.json() as { secret: string; webhook: { _id: string } };
}

/** Waits (up to 15 s) until `done()` holds: deliveries leave from the queue after commit. */
async function until(done: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const end = Date.now() + 15_000;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const deliveriesOf = (endpointId: string) =>
  t.db.selectFrom('webhook_deliveries').selectAll().where('endpoint_id', '=', endpointId).orderBy('created_at').execute();

describe('managing endpoints', () => {
  it('an admin adds an endpoint (the secret shown once), lists, changes and deletes it', async () => {
    const { secret, webhook } = await addWebhook(receiver.url('/manage'), ['job.created']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const list = await as('admin', 'GET', '/api/webhooks');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret);
    expect(list.json().events).toContain('comment.posted');
    expect(list.json().webhooks).toContainEqual(
      expect.objectContaining({ _id: webhook._id, url: receiver.url('/manage'), events: ['job.created'], active: true }),
    );
    const changed = await as('admin', 'PUT', `/api/webhooks/${webhook._id}`, { active: false, events: ['job.claimed'] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().webhook).toMatchObject({ active: false, events: ['job.claimed'] });
    expect((await as('admin', 'DELETE', `/api/webhooks/${webhook._id}`)).statusCode).toBe(200);
    expect((await as('admin', 'DELETE', `/api/webhooks/${webhook._id}`)).statusCode).toBe(404);
  });

  it('refuses a non-http URL, credentials, a private address literal, no events and unknown events, naming the field', async () => {
    const refuse = async (body: object) => {
      const response = await as('admin', 'POST', '/api/webhooks', body);
      expect(response.statusCode).toBe(400);
      return response.json();
    };
    expect(await refuse({ url: 'ftp://example.com/x', events: ['job.created'] })).toEqual({
      message: 'url: give a full http:// or https:// address',
      field: 'url',
    });
    expect((await refuse({ url: 'https://u:p@example.com/', events: ['job.created'] })).field).toBe('url');
    expect(await refuse({ url: 'http://10.0.0.5/hook', events: ['job.created'] })).toEqual({
      message: 'url: private, loopback and link-local addresses are not allowed',
      field: 'url',
    });
    expect((await refuse({ url: 'http://[::1]/hook', events: ['job.created'] })).field).toBe('url');
    expect((await refuse({ url: 'https://example.com/', events: [] })).field).toBe('events');
    expect((await refuse({ url: 'https://example.com/', events: ['job.exploded'] })).field).toMatch(/^events/);
  });

  it('answers in Thai for a Thai caller', async () => {
    const response = await call(t.app, 'POST', '/api/webhooks', {
      cookie: cookies.admin,
      payload: { url: 'ftp://x', events: ['job.created'] },
      headers: { 'accept-language': 'th' },
    });
    expect(response.json().message).toBe('url: กรุณาใส่ที่อยู่เต็มที่ขึ้นต้นด้วย http:// หรือ https://');
  });
});

describe('deliveries', () => {
  it('a receiver gets each event once, signed, with the ids and fields; a rolled-back change sends nothing', async () => {
    const all = (await as('admin', 'GET', '/api/webhooks')).json().events as string[];
    const { secret, webhook } = await addWebhook(receiver.url('/all'), all);
    const path = '/all';
    const got = () => receiver.received.filter((r) => r.path === path);

    const created = await as('pm', 'POST', '/api/jobs', { projectId: project.id, jobType: 'script', price: 10 });
    expect(created.statusCode).toBe(201);
    const jobId = created.json().job._id as string;
    for (const [caller, action] of [
      ['freelancer', 'claim'],
      ['freelancer', 'submit'],
      ['pm', 'reject'],
      ['freelancer', 'submit'],
      ['pm', 'approve'],
    ] as const) {
      const response = await as(caller, 'POST', `/api/jobs/${jobId}/${action}`);
      expect(response.statusCode).toBe(200);
    }
    const toRelease = await createJob(t.db, { project, jobType: 'script', status: 'inprogress', claimedBy: users.freelancer });
    expect((await as('freelancer', 'POST', `/api/jobs/${toRelease.id}/release`)).statusCode).toBe(200);
    expect((await as('pm', 'POST', `/api/projects/${project.id}/script/submit`)).statusCode).toBe(200);
    expect((await as('admin', 'POST', `/api/projects/${project.id}/script/confirm`)).statusCode).toBe(200);
    expect((await as('pm', 'POST', `/api/projects/${project.id}/status`, { status: 'storyboarding' })).statusCode).toBe(200);
    expect((await as('pm', 'POST', '/api/comments', { itemId: project.id, tag: '', text: 'Looks great' })).statusCode).toBe(201);
    expect((await as('pm', 'POST', '/api/comments', { itemId: project.id, tag: 'private', text: 'PMs only' })).statusCode).toBe(
      201,
    );
    // A change that fails after the event was recorded: rolled back, no delivery.
    await t.db
      .transaction()
      .execute(async (trx) => {
        await recordWebhookEvent(trx, 'payment.recorded', { payment: { _id: 'rolled-back' } });
        throw new Error('roll back');
      })
      .catch(() => undefined);

    const expected = [
      'job.created',
      'job.claimed',
      'job.submitted',
      'job.sent_back',
      'job.submitted',
      'job.approved',
      'job.released',
      'project.status_changed',
      'script.approved',
      'comment.posted',
    ];
    await until(() => got().length >= expected.length, 'every event');
    // Nothing more comes (the queue is idle and every delivery has succeeded).
    await until(async () => (await deliveriesOf(webhook._id)).every((d) => d.state === 'succeeded'), 'all succeeded');
    const bodies = got().map(
      (r) => JSON.parse(r.body) as { id: string; type: string; created: string; data: Record<string, unknown> },
    );
    expect(bodies.map((b) => b.type).sort()).toEqual([...expected].sort());
    expect(new Set(bodies.map((b) => b.id)).size).toBe(bodies.length);
    for (const request of got()) {
      expect(
        verifyWebhookSignature(
          secret,
          {
            timestamp: request.headers['studio-webhook-timestamp'] as string,
            signature: request.headers['studio-webhook-signature'] as string,
          },
          request.body,
        ),
      ).toBe(true);
      expect(request.headers['studio-webhook-id']).toBe(JSON.parse(request.body).id);
      expect(request.headers['content-type']).toBe('application/json');
    }
    expect(verifyWebhookSignature('whsec_wrong', { timestamp: '1', signature: 'v1=00' }, got()[0]!.body)).toBe(false);

    const approved = bodies.find((b) => b.type === 'job.approved')!;
    expect(approved.data).toMatchObject({
      job: { _id: jobId, jobType: 'script', status: 'completed', project: { _id: project.id, title: 'Sharks' } },
      actor: { _id: users.pm.id, name: 'Paul PM' },
    });
    const moved = bodies.find((b) => b.type === 'project.status_changed')!;
    expect(moved.data).toMatchObject({ change: { status: { from: 'script-writing', to: 'storyboarding' } } });
    const comment = bodies.find((b) => b.type === 'comment.posted')!;
    expect(comment.data).toMatchObject({ comment: { text: 'Looks great', item: { kind: 'project', _id: project.id } } });
    expect(got().some((r) => r.body.includes('PMs only') || r.body.includes('rolled-back'))).toBe(false);

    const log = await as('admin', 'GET', `/api/webhooks/${webhook._id}/deliveries?limit=5`);
    expect(log.statusCode).toBe(200);
    expect(log.json().total).toBe(expected.length);
    expect(log.json().deliveries).toHaveLength(5);
    expect(log.json().deliveries[0]).toMatchObject({ state: 'succeeded', attempts: [{ status: 200, error: null }] });
    await as('admin', 'DELETE', `/api/webhooks/${webhook._id}`);
  });

  it('a review decision reaches the endpoint subscribed to it, with the item, the decision and who decided', async () => {
    const reviewed = await createProject(t.db, { title: 'Owls', status: 'launched', collaborators: [users.pm, users.client] });
    const video = await t.db
      .insertInto('project_videos')
      .values({ project_id: reviewed.id, platform: 'yt', url: 'https://www.youtube.com/embed/dQw4w9WgXcQ' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { webhook, secret } = await addWebhook(receiver.url('/reviews'), ['review.decided']);
    const decided = await as('client', 'POST', `/api/projects/${reviewed.id}/review-decisions`, {
      targetKind: 'video',
      targetId: video.id,
      platform: 'yt',
      decision: 'changes',
    });
    expect(decided.statusCode).toBe(201);
    await until(() => receiver.received.some((r) => r.path === '/reviews'), 'the review decision');
    const request = receiver.received.find((r) => r.path === '/reviews')!;
    const timestamp = request.headers['studio-webhook-timestamp'] as string;
    const signature = request.headers['studio-webhook-signature'] as string;
    expect(verifyWebhookSignature(secret, { timestamp, signature }, request.body)).toBe(true);
    expect(JSON.parse(request.body)).toMatchObject({
      type: 'review.decided',
      data: {
        review: {
          project: { _id: reviewed.id, title: 'Owls' },
          target: { kind: 'video', _id: video.id, platform: 'yt' },
          decision: 'changes',
          reviewer: { name: 'Cleo Client', _id: users.client.id },
        },
      },
    });
    await as('admin', 'DELETE', `/api/webhooks/${webhook._id}`);
  });

  it('a payment recorded reaches the endpoint subscribed to it only', async () => {
    const payer = await createUser(t.db, { level: 'staff', roles: ['payment'] });
    const { webhook } = await addWebhook(receiver.url('/payments'), ['payment.recorded']);
    const job = await createJob(t.db, {
      project,
      jobType: 'script',
      status: 'completed',
      claimedBy: users.freelancer,
      amountOwed: 20,
    });
    const paid = await call(t.app, 'POST', '/api/payments', {
      cookie: await signIn(t.db, payer),
      payload: { userId: users.freelancer.id, items: [{ jobId: job.id, kind: 'job' }] },
    });
    expect(paid.statusCode).toBe(201);
    await until(() => receiver.received.some((r) => r.path === '/payments'), 'the payment');
    const body = JSON.parse(receiver.received.find((r) => r.path === '/payments')!.body);
    expect(body).toMatchObject({ type: 'payment.recorded', data: { payment: { payee: users.freelancer.id, total: 20 } } });
    await as('admin', 'DELETE', `/api/webhooks/${webhook._id}`);
  });

  it('a failing receiver gets retries on the schedule, each attempt logged, then succeeds; send again re-sends', async () => {
    const { webhook } = await addWebhook(receiver.url('/flaky'), ['job.created']);
    let calls = 0;
    receiver.answerWith((path) => (path === '/flaky' && ++calls <= 2 ? 503 : 200));
    try {
      const created = await as('pm', 'POST', '/api/jobs', { projectId: project.id, jobType: 'script', price: 10 });
      expect(created.statusCode).toBe(201);
      const attempts = async () => (await deliveriesOf(webhook._id))[0]?.attempt_count ?? 0;
      await until(async () => (await attempts()) === 1, 'the first attempt');
      let [delivery] = await deliveriesOf(webhook._id);
      expect(delivery).toMatchObject({ state: 'pending', attempts: [{ status: 503, error: null }] });
      const wait = delivery!.next_attempt_at!.getTime() - delivery!.last_attempt_at!.getTime();
      expect(Math.round(wait / 1000)).toBeGreaterThanOrEqual(WEBHOOK_RETRY_DELAYS_SECONDS[0] - 1);

      // The clock moves: the delivery is due; the dispatcher queues it and the queue sends it.
      for (const n of [2, 3]) {
        await t.db
          .updateTable('webhook_deliveries')
          .set({ next_attempt_at: sql<Date>`now() - interval '1 second'` })
          .where('id', '=', delivery!.id)
          .execute();
        await dispatchDueWebhooks(t.db, t.app.queue);
        await until(async () => (await attempts()) === n, `attempt ${n}`);
      }
      [delivery] = await deliveriesOf(webhook._id);
      expect(delivery!.state).toBe('succeeded');
      expect(delivery!.attempts.map((a) => a.status)).toEqual([503, 503, 200]);
      expect(receiver.received.filter((r) => r.path === '/flaky')).toHaveLength(3);

      const again = await as('admin', 'POST', `/api/webhooks/${webhook._id}/deliveries/${delivery!.id}/resend`);
      expect(again.statusCode).toBe(200);
      await until(() => receiver.received.filter((r) => r.path === '/flaky').length === 4, 'the delivery sent again');
      const flaky = receiver.received.filter((r) => r.path === '/flaky');
      expect(JSON.parse(flaky[3]!.body).id).toBe(JSON.parse(flaky[0]!.body).id);
    } finally {
      receiver.answerWith(() => 200);
      await as('admin', 'DELETE', `/api/webhooks/${webhook._id}`);
    }
  });

  it('the schedule spans about a day, then the delivery is failed', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    let at = start;
    for (let n = 1; n <= WEBHOOK_RETRY_DELAYS_SECONDS.length; n += 1) at = nextWebhookAttempt(n, at)!;
    const hours = (at.getTime() - start.getTime()) / 3_600_000;
    expect(hours).toBeGreaterThan(20);
    expect(hours).toBeLessThanOrEqual(24);
    expect(nextWebhookAttempt(WEBHOOK_RETRY_DELAYS_SECONDS.length + 1, at)).toBeNull();
  });

  it('a refused address is never called: not a private one by DNS name, nor one outside the allowed list', async () => {
    expect(mayDeliverTo('127.0.0.1', ['127.0.0.1'])).toBe(true);
    expect(mayDeliverTo('127.0.0.2', ['127.0.0.1'])).toBe(false);
    expect(mayDeliverTo('::ffff:10.1.2.3', [])).toBe(false);
    expect(mayDeliverTo('169.254.169.254', [])).toBe(false);
    expect(mayDeliverTo('fe80::1', [])).toBe(false);
    expect(mayDeliverTo('93.184.216.34', [])).toBe(true);
    const before = receiver.received.length;
    // localhost resolves (DNS) to a loopback address: refused when no private address is allowed.
    expect(await postWebhook(`http://localhost:${receiver.port}/refused`, {}, '{}', [])).toEqual({
      status: null,
      error: 'address-refused',
    });
    // An address outside the allowed list is refused when the endpoint is saved.
    const outside = await as('admin', 'POST', '/api/webhooks', {
      url: `http://127.0.0.2:${receiver.port}/refused`,
      events: ['job.created'],
    });
    expect(outside.statusCode).toBe(400);
    expect(receiver.received.length).toBe(before);
  });

  it('delivery is judged under the rule of the moment: a queued delivery to a now-refused address is logged, not sent', async () => {
    const { webhook } = await addWebhook(receiver.url('/strict'), ['job.created']);
    await t.app.queue.stop();
    try {
      await recordWebhookEvent(t.db, 'job.created', { job: { _id: 'y' } });
      const [row] = await deliveriesOf(webhook._id);
      await t.db.updateTable('webhook_deliveries').set({ state: 'queued' }).where('id', '=', row!.id).execute();
      await deliverWebhook(t.db, [], row!.id);
      const [after] = await deliveriesOf(webhook._id);
      expect(after).toMatchObject({ state: 'pending', attempts: [{ status: null, error: 'address-refused' }] });
      expect(receiver.received.filter((r) => r.path === '/strict')).toHaveLength(0);
    } finally {
      await as('admin', 'DELETE', `/api/webhooks/${webhook._id}`);
      await t.app.queue.start();
    }
  });
});

describe('permission matrix of the webhook endpoints', () => {
  type Endpoint = {
    name: string;
    request: (ids: { webhook: string; delivery: string }) => {
      method: 'GET' | 'POST' | 'PUT' | 'DELETE';
      url: string;
      payload?: object;
    };
    ok: number;
  };
  const ENDPOINTS: Endpoint[] = [
    { name: 'GET /api/webhooks', request: () => ({ method: 'GET', url: '/api/webhooks' }), ok: 200 },
    {
      name: 'POST /api/webhooks',
      request: () => ({
        method: 'POST',
        url: '/api/webhooks',
        payload: { url: 'https://example.com/h', events: ['job.created'] },
      }),
      ok: 201,
    },
    {
      name: 'PUT /api/webhooks/{id}',
      request: ({ webhook }) => ({ method: 'PUT', url: `/api/webhooks/${webhook}`, payload: { active: false } }),
      ok: 200,
    },
    {
      name: 'DELETE /api/webhooks/{id}',
      request: ({ webhook }) => ({ method: 'DELETE', url: `/api/webhooks/${webhook}` }),
      ok: 200,
    },
    {
      name: 'GET /api/webhooks/{id}/deliveries',
      request: ({ webhook }) => ({ method: 'GET', url: `/api/webhooks/${webhook}/deliveries` }),
      ok: 200,
    },
    {
      name: 'POST /api/webhooks/{id}/deliveries/{deliveryId}/resend',
      request: ({ webhook, delivery }) => ({ method: 'POST', url: `/api/webhooks/${webhook}/deliveries/${delivery}/resend` }),
      ok: 200,
    },
  ];
  const cases = ENDPOINTS.flatMap((endpoint) => CALLERS.map((caller) => [endpoint.name, caller, endpoint] as const));

  it.each(cases)('%s as %s', async (_name, caller, endpoint) => {
    // An inactive endpoint on an address nobody listens to: nothing is sent while the matrix runs.
    const made = await as('admin', 'POST', '/api/webhooks', {
      url: 'https://example.invalid/h',
      events: ['job.created'],
      active: false,
    });
    const webhook = made.json().webhook._id as string;
    const [delivery] = await t.db
      .insertInto('webhook_deliveries')
      .values({
        endpoint_id: webhook,
        event_type: 'job.created',
        payload: JSON.stringify({ id: 'e' }),
        state: 'failed',
        next_attempt_at: null,
      })
      .returning('id')
      .execute();
    const request = endpoint.request({ webhook, delivery: delivery!.id });
    const response = await as(caller, request.method, request.url, request.payload);
    const expected = caller === 'admin' ? endpoint.ok : caller === 'anonymous' ? 401 : 403;
    expect(response.statusCode).toBe(expected);
    if (expected === 403) expect(response.json().message).toBe('Only admins may manage webhooks');
    await t.db.deleteFrom('webhook_endpoints').where('id', '=', webhook).execute();
  });
});
