#!/usr/bin/env node
// @ts-check
// The cluster test (issue 21): three instances on one PostgreSQL database behind nginx, round robin, no sticky
// sessions (cluster.js), with the demo studio seeded. `npm test` runs it after the builds (scripts/run.mjs); alone:
// `DEPLOY_DIR=<deployed remotes> node --test tooling/src/cluster-test.js` after `pnpm --filter server build`.
// Each numbered case of the issue is one `it`, in order (later cases use what earlier ones leave, like the
// browser suites).
const { after, before, describe, it } = require('node:test');
const assert = require('node:assert/strict');
const crypto = require('crypto');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { startCluster, serverRequire } = require('./cluster');
const { publishToS3 } = require('./deploy-store');

const PASSWORD = 'demo12345';
/** Hang guards for waits on the cluster (a loaded two-core machine), never speed budgets. */
const WAIT_MS = 60_000;
/** How long an instance trusts its last look at the S3 registry (server/src/storage/deploy-store.ts), and a little. */
const REGISTRY_RECHECK_MS = 1000 + 50;

/** @type {import('./cluster').Cluster} */
let cluster;
/** A private copy of the deploy folder: the cluster publishes it to its bucket, case 7 builds its version there. */
let deployDir = '';

/**
 * @typedef {{ status: number, body: any, instance: string | null, requestId: string | null }} Answer
 */

/**
 * A browser's view of the product: one cookie jar, same-origin requests, through the proxy unless `base` says.
 * @param {string} [base]
 */
function browser(base = cluster.url) {
  let cookie = '';
  /**
   * @param {string} method
   * @param {string} url
   * @param {unknown} [body]
   * @param {Record<string, string>} [headers]
   * @param {string} [via] another base (an instance's own address)
   * @returns {Promise<Answer>}
   */
  const request = async (method, url, body, headers = {}, via = base) => {
    const response = await fetch(`${via}${url}`, {
      method,
      headers: {
        origin: via,
        ...(cookie && { cookie }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = response.headers.getSetCookie().find((line) => line.startsWith('sid='));
    if (set) cookie = set.split(';')[0];
    const text = await response.text();
    let parsed = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return {
      status: response.status,
      body: parsed,
      instance: response.headers.get('x-instance'),
      requestId: response.headers.get('x-request-id'),
    };
  };
  return {
    request,
    get cookie() {
      return cookie;
    },
    /**
     * Uploads a file (POST /api/files/upload, multipart) through `via`; the stored file's id.
     * @param {string} name
     * @param {Buffer} content
     * @param {string} type
     * @param {string} [via]
     */
    async upload(name, content, type, via = base) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(content)], { type }), name);
      const response = await fetch(`${via}/api/files/upload`, { method: 'POST', headers: { origin: via, cookie }, body: form });
      const body = await response.json();
      assert.equal(response.status, 201, JSON.stringify(body));
      return /** @type {string} */ (body.file.id);
    },
    /** @param {string} email */
    async signIn(email) {
      const answer = await request('POST', '/api/auth/login', { email, password: PASSWORD });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      return answer;
    },
  };
}

/**
 * Reads an event stream (GET /api/events) until `until` holds for an event, or the stream ends.
 * @param {string} url an instance's own address: the stream is held by that one
 * @param {string} cookie
 * @returns {{ next: (until: (data: any) => boolean) => Promise<any>, ended: Promise<void>, close: () => void }}
 */
function eventStream(url, cookie) {
  const controller = new AbortController();
  const response = fetch(`${url}/api/events`, { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal });
  /** @type {any[]} */
  const events = [];
  /** @type {(() => void)[]} */
  const waiters = [];
  const ended = (async () => {
    const body = (await response).body;
    if (!body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      const reader = body.getReader();
      for (;;) {
        const { done: over, value } = await reader.read();
        if (over) break;
        buffer += decoder.decode(value, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data) events.push(JSON.parse(data.slice(6)));
          for (const wake of waiters.splice(0)) wake();
        }
      }
    } catch {
      /* aborted */
    }
    for (const wake of waiters.splice(0)) wake();
  })();
  let done = false;
  void ended.then(() => (done = true));
  return {
    ended,
    close: () => controller.abort(),
    async next(until) {
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        const found = events.find(until);
        if (found) return found;
        if (done) throw new Error('the event stream ended first');
        if (Date.now() > deadline) throw new Error('no such event within the wait');
        await new Promise((resolve) => {
          waiters.push(() => resolve(undefined));
          setTimeout(resolve, 1000);
        });
      }
    },
  };
}

/** @param {Answer[]} answers */
const instancesOf = (answers) => new Set(answers.map((answer) => answer.instance));

before(async () => {
  const source = process.env.DEPLOY_DIR;
  assert.ok(source && fs.existsSync(path.join(source, 'registry.json')), 'DEPLOY_DIR must hold deployed remotes');
  deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-cluster-deploy-'));
  fs.cpSync(source, deployDir, { recursive: true });
  cluster = await startCluster({
    instances: 3,
    deployDir,
    seed: true,
    // Case 6: a notification is mailed as soon as the minute's run sees it, and a failed send is retried within seconds.
    env: { LOG_LEVEL: 'warn', MAIL_FOLD_SECONDS: '0', MAIL_RETRY_DELAY_SECONDS: '1' },
  });
});

after(async () => {
  await cluster?.stop();
  if (deployDir) fs.rmSync(deployDir, { recursive: true, force: true });
});

describe('three instances behind nginx, round robin, no sticky sessions', () => {
  it('1. a signed-in user works across all three without noticing; signing out on one is refused on the others', async () => {
    const pm = browser();
    await pm.signIn('pm@demo.test');
    const answers = [];
    for (const url of [
      '/api/jobs',
      '/api/projects',
      '/api/jobs?status=open',
      '/api/remotes',
      '/api/payments/outstanding',
      '/api/jobs',
    ]) {
      answers.push(await pm.request('GET', url));
    }
    assert.deepEqual(
      answers.map((answer) => answer.status),
      answers.map(() => 200),
    );
    assert.equal(instancesOf(answers).size, 3, 'the requests landed on every instance');
    // The page itself, from each instance.
    const pages = [];
    for (let i = 0; i < 3; i += 1) pages.push(await pm.request('GET', '/app/'));
    assert.deepEqual(
      pages.map((page) => page.status),
      [200, 200, 200],
    );
    assert.equal(instancesOf(pages).size, 3);
    // The request id the proxy made is the one the instance answers (and logs).
    assert.match(String(answers[0].requestId), /^[0-9a-f]{32}$/);

    const signedOut = pm.cookie;
    const out = await pm.request('POST', '/api/auth/logout', {});
    assert.equal(out.status, 200);
    // The signed-out cookie, replayed (a second tab, a stolen copy) on every instance.
    const refused = [];
    for (let i = 0; i < 3; i += 1) refused.push(await fetch(`${cluster.url}/api/jobs`, { headers: { cookie: signedOut } }));
    assert.deepEqual(
      refused.map((response) => response.status),
      [401, 401, 401],
    );
    assert.equal(new Set(refused.map((response) => response.headers.get('x-instance'))).size, 3);
  });

  it('2. twenty simultaneous claims of one job: one winner, the rest 409; the same payment on two instances: recorded once', async () => {
    const fern = browser();
    await fern.signIn('freelancer@demo.test');
    const open = await fern.request('GET', '/api/jobs?status=open&limit=100');
    const job = open.body.jobs.find((/** @type {any} */ one) => one.actions.includes('claim'));
    assert.ok(job, 'the demo has an open job Fern may claim');
    const claims = await Promise.all(Array.from({ length: 20 }, () => fern.request('POST', `/api/jobs/${job._id}/claim`, {})));
    const statuses = claims.map((claim) => claim.status).sort();
    assert.deepEqual(statuses, [200, ...Array(19).fill(409)], JSON.stringify(claims.map((claim) => [claim.status, claim.body])));
    assert.equal(instancesOf(claims).size, 3, 'the claims were spread over the three');

    const payer = browser();
    await payer.signIn('payer@demo.test');
    const owed = await payer.request('GET', '/api/payments/outstanding?limit=100');
    const entry = owed.body.entries.find((/** @type {any} */ one) =>
      one.items.some((/** @type {any} */ item) => item.kind === 'job'),
    );
    const item = entry.items.find((/** @type {any} */ one) => one.kind === 'job');
    const payment = { userId: entry.user._id, items: [{ jobId: item._id, kind: 'job' }], text: 'cluster test' };
    const key = crypto.randomUUID();
    const [one, two] = cluster.instances;
    // The same request (a retry after a lost answer) reaching two instances at once.
    const sent = await Promise.all([
      payer.request('POST', '/api/payments', payment, { 'idempotency-key': key }, one.url),
      payer.request('POST', '/api/payments', payment, { 'idempotency-key': key }, two.url),
    ]);
    assert.deepEqual(
      sent.map((answer) => answer.status),
      [201, 201],
      JSON.stringify(sent.map((answer) => answer.body)),
    );
    assert.equal(sent[0].body.payment._id, sent[1].body.payment._id, 'both answer the one payment');
    // Sent again without the key, to both: the job is paid already.
    const again = await Promise.all(
      [one, two].map((instance) => payer.request('POST', '/api/payments', payment, {}, instance.url)),
    );
    assert.deepEqual(
      again.map((answer) => answer.status),
      [409, 409],
    );
    const history = await payer.request('GET', `/api/payments?limit=100`);
    const recorded = history.body.payments.filter((/** @type {any} */ one) =>
      one.jobs.some((/** @type {any} */ paid) => paid._id === item._id && paid.kind === 'job'),
    );
    assert.equal(recorded.length, 1, 'the job was paid once');
  });

  it('3. a file uploaded through one instance downloads through another; who may not read it is refused on every one', async () => {
    assert.ok(cluster.services.s3, 'the cluster runs with its S3 server (each instance has a files folder of its own)');
    const [one, two, three] = cluster.instances;
    const client = browser();
    await client.signIn('client@demo.test');
    const pm = browser();
    await pm.signIn('pm@demo.test');
    const pmId = (await pm.request('GET', '/api/session')).body.user._id;
    // A picture the client sends the PM in a message: its conversation's two members read it, nobody else.
    const sharp = serverRequire('sharp');
    const picture = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#3a7bd5' } })
      .png()
      .toBuffer();
    const fileId = await client.upload('reference.png', picture, 'image/png', one.url);
    const opened = await client.request('POST', '/api/messages/conversations', { userIds: [pmId] }, {}, two.url);
    assert.equal(opened.status, 201, JSON.stringify(opened.body));
    const sent = await client.request(
      'POST',
      `/api/messages/conversations/${opened.body.conversation._id}/messages`,
      { text: 'our reference', files: [{ id: fileId }] },
      {},
      three.url,
    );
    assert.equal(sent.status, 201, JSON.stringify(sent.body));

    // The PM asks each instance for the download link and reads the file through the next one: the same bytes (the
    // picture as stored: re-encoded by the instance that took the upload).
    /** @type {Buffer | null} */
    let stored = null;
    for (const [ask, read] of [
      [two, three],
      [three, one],
      [one, two],
    ]) {
      const link = await pm.request('GET', `/api/files/download?key=${fileId}`, undefined, {}, ask.url);
      assert.equal(link.status, 200, JSON.stringify(link.body));
      const file = await fetch(`${read.url}${link.body.url}`, { headers: { cookie: pm.cookie } });
      assert.equal(file.status, 200);
      assert.equal(file.headers.get('content-type'), 'image/png');
      const bytes = Buffer.from(await file.arrayBuffer());
      assert.equal(bytes.subarray(1, 4).toString(), 'PNG');
      stored ??= bytes;
      assert.ok(bytes.equals(stored), `${read.id} answers the same bytes`);
      // The picture's variants, made by the instance that took the upload, are read by the others too.
      const thumb = await fetch(`${read.url}/media/${fileId}_t.jpg`, { headers: { cookie: pm.cookie } });
      assert.equal(thumb.status, 200);
      assert.equal(thumb.headers.get('content-type'), 'image/jpeg');
      assert.ok((await thumb.arrayBuffer()).byteLength > 0);
    }

    // Someone outside the conversation: refused on every instance, the link and the picture alike.
    const fern = browser();
    await fern.signIn('freelancer@demo.test');
    for (const instance of cluster.instances) {
      const link = await fern.request('GET', `/api/files/download?key=${fileId}`, undefined, {}, instance.url);
      assert.equal(link.status, 403, `${instance.id}: ${JSON.stringify(link.body)}`);
      const thumb = await fetch(`${instance.url}/media/${fileId}_t.jpg`, { headers: { cookie: fern.cookie } });
      assert.equal(thumb.status, 404, `${instance.id} does not show the picture`);
      await thumb.arrayBuffer();
    }
  });

  it('live events reach a stream on one instance from a write on another (LISTEN/NOTIFY)', async () => {
    const pm = browser();
    await pm.signIn('pm@demo.test');
    const [one, , three] = cluster.instances;
    const stream = eventStream(one.url, pm.cookie);
    try {
      const fern = browser();
      await fern.signIn('freelancer@demo.test');
      const open = await fern.request('GET', '/api/jobs?status=open&limit=100', undefined, {}, three.url);
      const job = open.body.jobs.find(
        (/** @type {any} */ candidate) => candidate.actions.includes('claim') && candidate.createdBy,
      );
      assert.ok(job, 'another open job');
      // The stream is open once the hub has started; a claim before that would be history, not live.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const claim = await fern.request('POST', `/api/jobs/${job._id}/claim`, {}, {}, three.url);
      assert.equal(claim.status, 200);
      const event = await stream.next((data) => data.type === 'jobs' && data.ids.includes(job._id));
      assert.equal(event.type, 'jobs');
    } finally {
      stream.close();
    }
  });

  it('4. kill -9 during a burst of writes: every acknowledged write stays, the proxy uses the others, a restart rejoins', async () => {
    const pm = browser();
    await pm.signIn('pm@demo.test');
    const projects = await pm.request('GET', '/api/projects?limit=1');
    const itemId = projects.body.projects[0]._id;
    const victim = cluster.instances[1];
    /** @type {string[]} */
    const acknowledged = [];
    let sent = 0;
    const write = async () => {
      sent += 1;
      const answer = await pm.request('POST', '/api/comments', { itemId, text: `burst ${sent}` });
      if (answer.status === 201 || answer.status === 200) acknowledged.push(answer.body.comment._id);
      return answer;
    };
    const four = () => Promise.all([write(), write(), write(), write()]);
    const burst = async (/** @type {number} */ count) => {
      const answers = [];
      for (let i = 0; i < count; i += 4) answers.push(...(await four()));
      return answers;
    };
    let killed = false;
    const kill = (async () => {
      while (acknowledged.length < 8 && sent < 40) await new Promise((resolve) => setTimeout(resolve, 5));
      await victim.stop('SIGKILL');
      killed = true;
    })();
    // Writes go on, four at a time, until the kill is done (at most 40: the per-user comment limit is 60).
    const during = async () => {
      while (!killed && sent < 40) await four();
    };
    await Promise.all([during(), kill]);
    assert.equal(victim.running, false);
    // After the kill every write is answered by the two others.
    const later = await burst(8);
    assert.ok(
      later.every((answer) => answer.status === 201 || answer.status === 200),
      JSON.stringify(later.map((answer) => answer.status)),
    );
    assert.ok(!instancesOf(later).has(victim.id));
    const listed = await pm.request('GET', `/api/comments?itemId=${itemId}&limit=100`);
    const ids = new Set(listed.body.comments.map((/** @type {any} */ comment) => comment._id));
    for (const id of acknowledged) assert.ok(ids.has(id), `acknowledged comment ${id} is there`);

    await victim.start();
    // Past the proxy's fail_timeout (2 s) the restarted instance takes its turn again.
    const deadline = Date.now() + WAIT_MS;
    let seen = new Set();
    while (!seen.has(victim.id) && Date.now() < deadline) {
      const round = [];
      for (let i = 0; i < 3; i += 1) round.push(await pm.request('GET', '/api/jobs'));
      assert.ok(round.every((answer) => answer.status === 200));
      seen = instancesOf(round);
      if (!seen.has(victim.id)) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    assert.ok(seen.has(victim.id), 'the restarted instance serves again');
  });

  it('SIGTERM: the instance ends its event streams, finishes, exits 0, and the others carry on', async () => {
    const pm = browser();
    await pm.signIn('pm@demo.test');
    const leaving = cluster.instances[2];
    const stream = eventStream(leaving.url, pm.cookie);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const [exitCode, answers] = await Promise.all([
      leaving.stop('SIGTERM'),
      Promise.all(Array.from({ length: 6 }, () => pm.request('GET', '/api/jobs'))),
    ]);
    await stream.ended;
    assert.equal(exitCode, 0);
    assert.deepEqual(
      answers.map((answer) => answer.status),
      answers.map(() => 200),
    );
    await leaving.start();
  });

  it('5. ten wrong passwords spread over the three lock the account as on one', async () => {
    const guesser = browser();
    const wrong = [];
    for (let i = 0; i < 10; i += 1) {
      wrong.push(await guesser.request('POST', '/api/auth/login', { email: 'newbie@demo.test', password: `wrong-${i}` }));
    }
    assert.deepEqual(
      wrong.map((answer) => answer.status),
      Array(10).fill(401),
    );
    assert.equal(instancesOf(wrong).size, 3);
    const locked = [];
    for (let i = 0; i < 3; i += 1)
      locked.push(await guesser.request('POST', '/api/auth/login', { email: 'newbie@demo.test', password: PASSWORD }));
    assert.deepEqual(
      locked.map((answer) => answer.status),
      [429, 429, 429],
    );
    assert.equal(instancesOf(locked).size, 3);
  });

  it('6. with SMTP stopped a notification mail waits, and is delivered exactly once after SMTP comes back', async () => {
    const smtp = cluster.smtp;
    assert.ok(smtp, 'the cluster runs with its SMTP server');
    // Admins are among every project's PMs (policies/actor.ts): Ada is told of any claim, and turns mails on.
    const admin = browser();
    await admin.signIn('admin@demo.test');
    const { email } = (await admin.request('GET', '/api/session')).body.user;
    assert.equal((await admin.request('POST', '/api/accounts/notification-mails', { mode: 'immediate' })).status, 200);
    await smtp.stop();
    const since = (await cluster.query('select now() as at'))[0].at;

    // Fern claims a job: the project's PMs are notified.
    const fern = browser();
    await fern.signIn('freelancer@demo.test');
    const open = await fern.request('GET', '/api/jobs?status=open&limit=100');
    const job = open.body.jobs.find((/** @type {any} */ one) => one.actions.includes('claim'));
    assert.ok(job, 'another open job Fern may claim');
    assert.equal((await fern.request('POST', `/api/jobs/${job._id}/claim`, {})).status, 200);

    const outboxRow = async () =>
      (
        await cluster.query(
          `select id, status, attempts from outbox
            where kind = 'notification' and to_address = $1 and created_at >= $2 and text like '%/app/jobs/' || $3 || '%'`,
          [email, since, job._id],
        )
      )[0];
    /** @param {(row: any) => boolean} until */
    const waitFor = async (until) => {
      // A hang guard: the minute's notification run, then the retries (1 s, doubling), on a busy machine.
      const deadline = Date.now() + 4 * WAIT_MS;
      for (;;) {
        const row = await outboxRow();
        if (row && until(row)) return row;
        if (Date.now() > deadline) throw new Error(`the outbox row did not get there: ${JSON.stringify(row)}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    const eml = (/** @type {string} */ id) =>
      fs.readdirSync(smtp.mailDir).filter((name) => fs.readFileSync(path.join(smtp.mailDir, name), 'utf8').includes(`<${id}@`));

    // Tried and refused (the SMTP server is down): the mail waits, pending, nothing delivered.
    const waiting = await waitFor((row) => row.attempts >= 1 && row.status === 'pending');
    assert.deepEqual(eml(waiting.id), []);
    await smtp.start();
    const sent = await waitFor((row) => row.status === 'sent');
    assert.equal(sent.id, waiting.id);
    assert.equal(eml(sent.id).length, 1, 'one mail reached the SMTP server');
    // Three instances run the queue: a later sweep or retry sends nothing again.
    const rows = await cluster.query(`select count(*)::int as n from outbox where id = $1 and status = 'sent'`, [sent.id]);
    assert.equal(rows[0].n, 1);
  });

  it('7. a remote deployed once is served by all three on the next page load', async () => {
    const registry = JSON.parse(fs.readFileSync(path.join(deployDir, 'registry.json'), 'utf8'));
    const [name, current] = Object.entries(registry.remotes)[0];
    // A new version deployed as deploy-remote does it with DEPLOY_STORE=s3: its files, then the registry, in the bucket.
    assert.ok(cluster.deployStore, 'the instances read the remotes from the S3 bucket');
    const version = `${current.version}-cluster${crypto.randomBytes(3).toString('hex')}`;
    const built = path.join(deployDir, 'build', version);
    fs.cpSync(path.join(deployDir, 'remotes', name, current.version), built, { recursive: true });
    await publishToS3(cluster.deployStore, [{ name, version, dir: built }]);
    const entry = {
      version,
      entry: current.entry.replace(current.version, version),
      manifest: current.manifest.replace(current.version, version),
    };
    // Each instance looks at the registry's ETag at most once a second (decision 0690): a second after the deploy,
    // every instance's next page load has looked again.
    await new Promise((resolve) => setTimeout(resolve, REGISTRY_RECHECK_MS));

    const visitor = browser();
    const loads = [];
    for (let i = 0; i < 3; i += 1) loads.push(await visitor.request('GET', '/api/remotes'));
    assert.equal(instancesOf(loads).size, 3);
    for (const load of loads) assert.equal(load.body.remotes[name].version, version, `${load.instance} serves the new version`);
    const entries = [];
    for (let i = 0; i < 3; i += 1) entries.push(await visitor.request('GET', entry.entry));
    assert.deepEqual(
      entries.map((answer) => answer.status),
      [200, 200, 200],
    );
  });
});
