// GET /api/events (issue 18, "Live updates"): a person's open page hears, after commit, what another person's
// action changed for them, and nobody else does; a stream resumes by Last-Event-ID; a rolled-back change is never
// announced; two server instances on one PostgreSQL database deliver each other's events.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase, type OpenDatabase } from '../src/db/connect';
import { recordLiveEvent } from '../src/repositories/live-events';
import { createJob, createProject, createUser, type Project, type User } from './factories';
import { call, createSiblingApp, createTestApp, signIn, type TestApp } from './helper';
import { openLiveStream, type LiveStreamClient } from './live-stream';

let t: TestApp;
let project: Project;
let users: Record<'pm' | 'claimant' | 'outsider' | 'otherClient', User>;
let cookies: Record<keyof typeof users, string>;
const streams: LiveStreamClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  users = {
    pm: await createUser(t.db, { level: 'staff', roles: ['project-manager'], name: 'PM' }),
    claimant: await createUser(t.db, { level: 'freelancer', roles: ['script'], name: 'Claimant' }),
    // A PM of another project, who cannot claim script jobs: nothing on this project concerns them.
    outsider: await createUser(t.db, { level: 'staff', roles: ['project-manager', 'voice'], name: 'Outsider' }),
    otherClient: await createUser(t.db, { level: 'client', name: 'Other client' }),
  };
  project = await createProject(t.db, { collaborators: [users.pm, users.claimant], title: 'Live project' });
  await createProject(t.db, { collaborators: [users.outsider, users.otherClient] });
  cookies = {} as typeof cookies;
  for (const [name, user] of Object.entries(users)) cookies[name as keyof typeof users] = await signIn(t.db, user);
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(() => t.close());

async function stream(app: FastifyInstance, cookie: string, headers: Record<string, string> = {}) {
  const opened = await openLiveStream(app, cookie, headers);
  streams.push(opened);
  return opened;
}

/** A committed event for `user` alone: what a stream must see next when nothing else was meant for it. */
async function marker(user: User): Promise<string> {
  const id = `marker-${Math.random().toString(36).slice(2)}`;
  await recordLiveEvent(t.db, { resource: 'marker', ids: [id], userIds: [user.id] });
  return id;
}

describe('GET /api/events', () => {
  it('is a Server-Sent Events stream, uncompressed and uncached, with a reconnect hint', async () => {
    const pm = await stream(t.app, cookies.pm, { 'accept-encoding': 'gzip, br' });
    expect(pm.status).toBe(200);
    expect(pm.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(pm.headers['content-encoding']).toBeUndefined();
    expect(pm.headers['cache-control']).toMatch(/no-cache/);
    const id = await marker(users.pm);
    expect(await pm.next()).toMatchObject({ type: 'marker', ids: [id] });
    expect(pm.text()).toMatch(/^retry: \d+\n\n/);
  });

  it('refuses a caller without a session', async () => {
    const anonymous = await openLiveStream(t.app, undefined);
    anonymous.close();
    expect(anonymous.status).toBe(401);
  });

  it("tells the project's PM, in order, of a job claimed by another person, and a user of another project nothing", async () => {
    const job = await createJob(t.db, { project, jobType: 'script', status: 'open' });
    const pm = await stream(t.app, cookies.pm);
    const outsider = await stream(t.app, cookies.outsider);
    const otherClient = await stream(t.app, cookies.otherClient);

    const claim = await call(t.app, 'POST', `/api/jobs/${job.id}/claim`, { cookie: cookies.claimant });
    expect(claim.statusCode).toBe(200);

    const first = await pm.next();
    const second = await pm.next();
    expect([first.type, second.type]).toEqual(['jobs', 'notifs']);
    expect(first.ids).toEqual([job.id]);
    expect(second.id).toBeGreaterThan(first.id);
    // Each of the others hears only what is meant for them: the marker is the first thing on their streams.
    for (const [user, client] of [
      [users.outsider, outsider],
      [users.otherClient, otherClient],
    ] as const) {
      const id = await marker(user);
      expect(await client.next()).toMatchObject({ type: 'marker', ids: [id] });
    }
  });

  it('resumes after Last-Event-ID with the events missed meanwhile, then goes on live', async () => {
    const before = await stream(t.app, cookies.pm);
    const seenId = await marker(users.pm);
    const seen = await before.next();
    expect(seen.ids).toEqual([seenId]);
    before.close();
    const missed = [await marker(users.pm), await marker(users.pm)];
    await marker(users.claimant); // someone else's: not replayed to the PM
    const resumed = await stream(t.app, cookies.pm, { 'last-event-id': String(seen.id) });
    const replay = [await resumed.next(), await resumed.next()];
    expect(replay.map((event) => event.ids[0])).toEqual(missed);
    const live = await marker(users.pm);
    expect((await resumed.next()).ids).toEqual([live]);
  });

  it('never sends the event of a rolled-back change', async () => {
    const pm = await stream(t.app, cookies.pm);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await recordLiveEvent(trx, { resource: 'jobs', ids: ['rolled-back'], userIds: [users.pm.id] });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    const id = await marker(users.pm);
    expect(await pm.next()).toMatchObject({ type: 'marker', ids: [id] });
  });

  it("announces a comment to the project's readers only", async () => {
    const claimant = await stream(t.app, cookies.claimant);
    const outsider = await stream(t.app, cookies.outsider);
    const comment = await call(t.app, 'POST', '/api/comments', {
      cookie: cookies.pm,
      payload: { itemId: project.id, text: 'Live comment' },
    });
    expect(comment.statusCode).toBe(201);
    const events = [await claimant.next(), await claimant.next()];
    expect(events.map((event) => event.type).sort()).toEqual(['comments', 'notifs']);
    expect(events.find((event) => event.type === 'comments')?.ids).toEqual([project.id]);
    const id = await marker(users.outsider);
    expect(await outsider.next()).toMatchObject({ type: 'marker', ids: [id] });
  });

  it("announces a project's status change to its members, and to nobody of another project", async () => {
    const claimant = await stream(t.app, cookies.claimant);
    const outsider = await stream(t.app, cookies.outsider);
    const update = await call(t.app, 'POST', `/api/projects/${project.id}/status`, {
      cookie: cookies.pm,
      payload: { status: 'storyboarding' },
    });
    expect(update.statusCode).toBe(200);
    const events = [await claimant.next(), await claimant.next()];
    expect(events.map((event) => event.type).sort()).toEqual(['notifs', 'projects']);
    expect(events.find((event) => event.type === 'projects')?.ids).toEqual([project.id]);
    const id = await marker(users.outsider);
    expect(await outsider.next()).toMatchObject({ type: 'marker', ids: [id] });
  });

  it('ends the stream when the server closes', async () => {
    const sibling = await createSiblingApp(t, {});
    const client = await openLiveStream(sibling, cookies.pm);
    expect(client.status).toBe(200);
    await sibling.close();
    await client.ended;
  });
});

// Two server instances and transactions at once need a database server; the embedded database has one connection.
if (process.env.TEST_DATABASE_URL) {
  describe('on PostgreSQL', () => {
    let second: OpenDatabase;
    let secondApp: FastifyInstance;

    beforeAll(async () => {
      second = await openDatabase({ kind: 'postgres', url: t.url as string });
      secondApp = await buildApp({ db: second.db, changes: second.changes, config: t.config });
      await secondApp.ready();
    });
    afterAll(async () => {
      await secondApp.close();
      await second.close();
    });

    it('delivers on one instance the event of a change made through the other, and nothing to another project', async () => {
      const job = await createJob(t.db, { project, jobType: 'script', status: 'open' });
      const pm = await stream(secondApp, cookies.pm);
      const outsider = await stream(secondApp, cookies.outsider);
      const claim = await call(t.app, 'POST', `/api/jobs/${job.id}/claim`, { cookie: cookies.claimant });
      expect(claim.statusCode).toBe(200);
      expect(await pm.next()).toMatchObject({ type: 'jobs', ids: [job.id] });
      expect((await pm.next()).type).toBe('notifs');
      const id = await marker(users.outsider);
      expect(await outsider.next()).toMatchObject({ type: 'marker', ids: [id] });
    });

    it('does not lose an event whose transaction commits after a later one', async () => {
      const pm = await stream(t.app, cookies.pm);
      let commitSlow: () => void = () => undefined;
      const slowMayCommit = new Promise<void>((resolve) => (commitSlow = resolve));
      let slowRecorded: () => void = () => undefined;
      const recorded = new Promise<void>((resolve) => (slowRecorded = resolve));
      const slow = t.db.transaction().execute(async (trx) => {
        await recordLiveEvent(trx, { resource: 'slow', ids: ['slow'], userIds: [users.pm.id] });
        slowRecorded();
        await slowMayCommit;
      });
      await recorded;
      await recordLiveEvent(t.db, { resource: 'fast', ids: ['fast'], userIds: [users.pm.id] });
      const fast = await pm.next();
      expect(fast.type).toBe('fast');
      commitSlow();
      await slow;
      const late = await pm.next();
      expect(late.type).toBe('slow');
      expect(late.id).toBeLessThan(fast.id);
      const id = await marker(users.pm);
      expect(await pm.next()).toMatchObject({ type: 'marker', ids: [id] }); // and nothing twice
    });
  });
}
