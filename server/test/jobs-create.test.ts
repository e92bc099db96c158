// Creating jobs, the pricing table, price suggestions, project cost and the job notifications; and bad input
// on every body answering 400 with nothing written.
import { call, createSiblingApp, createTestApp, signIn, type TestApp } from './helper';
import { createJob, createProject, createUser, type Project, type User } from './factories';

let t: TestApp;
let project: Project;
let admin: User, pm: User, scripter: User, invited: User, voice: User, client: User;
const cookies: Record<string, string> = {};

const ratesOf = (base: number, slots: number[]) => Object.fromEntries(slots.map((slot) => [String(slot), base + slot]));
const ALL_SLOTS = Array.from({ length: 18 }, (_, i) => i + 1);

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { level: 'admin', name: 'Ada Admin' });
  pm = await createUser(t.db, { level: 'staff', roles: ['project-manager'], name: 'Paul PM' });
  scripter = await createUser(t.db, { level: 'freelancer', roles: ['script'], name: 'Sam Script' });
  invited = await createUser(t.db, { level: 'freelancer', roles: ['script', 'storyboard'], name: 'Ivy Invited' });
  voice = await createUser(t.db, { level: 'freelancer', roles: ['voice'], name: 'Vic Voice' });
  client = await createUser(t.db, { level: 'client', name: 'Cli Ent' });
  project = await createProject(t.db, { title: 'Rent *Day*', collaborators: [pm, client] });
  await t.db.updateTable('projects').set({ scene_count: 12, character_count: 6100 }).where('id', '=', project.id).execute();
  await t.db
    .insertInto('pricing')
    .values([
      { role: 'script', rates: JSON.stringify(ratesOf(100, ALL_SLOTS)), bonus: 5 },
      { role: 'voice', rates: JSON.stringify(ratesOf(200, ALL_SLOTS)), bonus: 5 },
      { role: 'storyboard', rates: JSON.stringify(ratesOf(10, [1, 2, 3, 7, 8, 9])), bonus: 5 },
    ])
    .execute();
  for (const [key, user] of Object.entries({ admin, pm, scripter, invited, voice, client }))
    cookies[key] = await signIn(t.db, user);
});
afterAll(() => t.close());

const post = (who: string, url: string, payload?: unknown) =>
  call(t.app, 'POST', url, { cookie: cookies[who], payload: payload as object });
const get = (who: string, url: string) => call(t.app, 'GET', url, { cookie: cookies[who] });
const counts = async () => {
  const one = async (table: 'jobs' | 'notifications' | 'pricing') =>
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  return { jobs: await one('jobs'), notifications: await one('notifications'), pricing: await one('pricing') };
};
const notifsOf = (user: User) =>
  t.db
    .selectFrom('notifications')
    .select(['action_type', 'text', 'url', 'actor_id'])
    .where('user_id', '=', user.id)
    .orderBy('created_at')
    .execute();

describe('POST /api/jobs', () => {
  it('creates a job ("Job created") and notifies everyone who may claim it, not the creator nor others', async () => {
    const response = await post('pm', '/api/jobs', {
      projectId: project.id,
      jobType: 'script',
      body: 'Write **it**',
      prices: { '1': 10, '2': 20, '3': 30 },
      important: true,
      projectSize: 3,
    });
    expect(response.statusCode).toBe(201);
    const { message, job } = response.json();
    expect(message).toBe('Job created');
    expect(job).toMatchObject({
      jobType: 'script',
      status: 'open',
      important: true,
      prices: { '1': 10, '2': 20, '3': 30 },
      price: null,
      body: 'Write **it**',
      bodyHtml: '<p>Write <strong>it</strong></p>',
      sceneCount: 12,
      createdBy: { _id: pm.id, name: 'Paul PM' },
      project: { _id: project.id, title: 'Rent *Day*', orderScript: false },
    });
    for (const user of [scripter, invited]) {
      expect(await notifsOf(user)).toEqual([
        {
          action_type: 'job/create',
          url: `/app/jobs/${job._id}`,
          actor_id: pm.id,
          text: '**Paul PM** posted a new **Script Writing** job in **Rent \\*Day\\***',
        },
      ]);
    }
    for (const user of [voice, pm, client]) expect(await notifsOf(user)).toEqual([]);
  });

  it('an invitation list notifies only the invited; a fixed price ignores levels; the title is kept for `other`', async () => {
    const invitation = await post('admin', '/api/jobs', {
      projectId: project.id,
      jobType: 'storyboard',
      price: 75,
      staff: [invited.id],
    });
    expect(invitation.statusCode).toBe(201);
    expect(invitation.json().job).toMatchObject({ price: 75, prices: {}, staff: [{ _id: invited.id, name: 'Ivy Invited' }] });
    const other = await post('admin', '/api/jobs', {
      projectId: project.id,
      jobType: 'other',
      title: '  Find photos ',
      price: 15,
    });
    expect(other.json().job).toMatchObject({ jobType: 'other', title: 'Find photos' });
    const scripted = await post('admin', '/api/jobs', { projectId: project.id, jobType: 'script', title: 'ignored', price: 15 });
    expect(scripted.json().job.title).toBe('');
    expect((await notifsOf(invited)).map((n) => n.action_type)).toContain('job/create');
  });

  it('attaches uploaded files by id, with the facts the server stored; an unknown file is refused', async () => {
    const upload = await t.db
      .insertInto('files')
      .values({
        storage_key: `k-${Date.now()}`,
        name: 'brief.pdf',
        ext: 'pdf',
        mime: 'application/pdf',
        size: 1234,
        created_by: pm.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await post('pm', '/api/jobs', {
      projectId: project.id,
      jobType: 'script',
      price: 5,
      files: [{ id: upload.id, name: 'renamed.exe', ext: 'exe' }],
    });
    expect(created.json().job.files).toEqual([{ id: upload.id, name: 'brief.pdf', ext: 'pdf', size: 1234 }]);
    const before = await counts();
    const refused = await post('pm', '/api/jobs', {
      projectId: project.id,
      jobType: 'script',
      price: 5,
      files: [{ id: pm.id, name: 'x', ext: 'pdf' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('voice gender and translation direction apply to their types only', async () => {
    const voiceJob = (
      await post('pm', '/api/jobs', {
        projectId: project.id,
        jobType: 'voice',
        gender: 'Female',
        prices: { '1': 1, '2': 2, '3': 3 },
      })
    ).json().job;
    expect(voiceJob.gender).toBe('Female');
    const translation = (
      await post('pm', '/api/jobs', {
        projectId: project.id,
        jobType: 'translation',
        direction: 'To English',
        gender: 'Male',
        price: 5,
      })
    ).json().job;
    expect(translation).toMatchObject({ direction: 'To English', gender: 'Any' });
  });

  it('admins may order a script-writing job with a project-manager job; nobody else, and on no other type', async () => {
    const refused = await post('pm', '/api/jobs', {
      projectId: project.id,
      jobType: 'project-manager',
      price: 5,
      orderScript: true,
    });
    expect(refused.statusCode).toBe(403);
    const wrongType = await post('admin', '/api/jobs', { projectId: project.id, jobType: 'script', price: 5, orderScript: true });
    expect(wrongType.statusCode).toBe(400);
    const ordered = await post('admin', '/api/jobs', {
      projectId: project.id,
      jobType: 'project-manager',
      price: 5,
      orderScript: true,
    });
    expect(ordered.json().job.project.orderScript).toBe(true);
  });

  it('the regional site offers no translation jobs', async () => {
    const regional = await createSiblingApp(t, { regionalSiteHost: 'th.studio.test' });
    try {
      const headers = { host: 'th.studio.test', origin: 'http://th.studio.test' };
      const types = await call(regional, 'GET', '/api/jobs/types', { cookie: cookies.pm, headers });
      expect(types.json().jobTypes).not.toContain('translation');
      expect(types.json().jobTypes).toContain('script');
      const refused = await call(regional, 'POST', '/api/jobs', {
        cookie: cookies.pm,
        headers,
        payload: { projectId: project.id, jobType: 'translation', price: 5 },
      });
      expect(refused.statusCode).toBe(400);
      expect((await get('pm', '/api/jobs/types')).json().jobTypes).toContain('translation');
    } finally {
      await regional.close();
    }
  });

  describe('bad input answers 400 and writes nothing', () => {
    const valid = () => ({ projectId: project.id, jobType: 'script', prices: { '1': 10, '2': 20, '3': 30 } });
    const cases: Array<[string, () => object]> = [
      ['missing projectId', () => ({ ...valid(), projectId: undefined })],
      ['missing jobType', () => ({ ...valid(), jobType: undefined })],
      ['unknown job type', () => ({ ...valid(), jobType: 'juggling' })],
      ['no price at all', () => ({ projectId: project.id, jobType: 'script' })],
      ['a missing level price', () => ({ ...valid(), prices: { '1': 10, '2': 20 } })],
      ['a price of the wrong type', () => ({ ...valid(), prices: { '1': 'lots', '2': 20, '3': 30 } })],
      ['a negative price', () => ({ ...valid(), prices: { '1': -1, '2': 20, '3': 30 } })],
      ['a price over the maximum', () => ({ ...valid(), prices: { '1': 100_001, '2': 20, '3': 30 } })],
      ['both price modes', () => ({ ...valid(), price: 10 })],
      ['a negative fixed price', () => ({ projectId: project.id, jobType: 'other', price: -5 })],
      ['an unknown gender', () => ({ ...valid(), jobType: 'voice', gender: 'Robot' })],
      ['an unknown direction', () => ({ ...valid(), direction: 'Sideways' })],
      ['a negative scene count', () => ({ ...valid(), sceneCount: -1 })],
      ['a project size of another kind', () => ({ ...valid(), projectSize: 5 })],
      ['a project size for a type not priced by characters', () => ({ ...valid(), jobType: 'storyboard', projectSize: 12 })],
      ['a staff id that is no uuid', () => ({ ...valid(), staff: ['nobody'] })],
      ['an invitee without the role', () => ({ ...valid(), staff: [voice.id] })],
      ['a client as invitee', () => ({ ...valid(), jobType: 'other', prices: undefined, price: 5, staff: [client.id] })],
      ['important of the wrong type', () => ({ ...valid(), important: { yes: true } })],
      ['a title too long', () => ({ ...valid(), jobType: 'other', title: 'x'.repeat(201) })],
      ['no body at all', () => null as unknown as object],
    ];
    it.each(cases)('%s', async (_name, body) => {
      const before = await counts();
      const response = await post('pm', '/api/jobs', body());
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
      expect(await counts()).toEqual(before);
    });

    it('the other bodies: status, bonus and pricing', async () => {
      const job = await createJob(t.db, { project, status: 'completed', claimedBy: scripter });
      const bodies: Array<[string, unknown]> = [
        [`/api/jobs/${job.id}/status`, {}],
        [`/api/jobs/${job.id}/status`, { status: 'lost' }],
        [`/api/jobs/${job.id}/status`, { status: 7 }],
        [`/api/jobs/${job.id}/bonus`, {}],
        [`/api/jobs/${job.id}/bonus`, { bonus: 'lots' }],
        [`/api/jobs/${job.id}/bonus`, { bonus: -5 }],
        [`/api/jobs/${job.id}/bonus`, { bonus: 0 }],
        [`/api/jobs/${job.id}/bonus`, { bonus: 501 }],
        ['/api/jobs/not-a-uuid/claim', undefined],
        [`/api/jobs/${job.id}/dance`, undefined],
        ['/api/jobs/pricing', {}],
        ['/api/jobs/pricing', { roles: { juggling: { rates: ratesOf(1, [1, 2, 3, 7, 8, 9]), bonus: 1 } } }],
        ['/api/jobs/pricing', { roles: { storyboard: { rates: { ...ratesOf(1, [1, 2, 3, 7, 8, 9]), '1': 'x' }, bonus: 1 } } }],
        ['/api/jobs/pricing', { roles: { storyboard: { rates: { ...ratesOf(1, [1, 2, 3, 7, 8, 9]), '1': -1 }, bonus: 1 } } }],
        ['/api/jobs/pricing', { roles: { storyboard: { rates: { ...ratesOf(1, [1, 2, 3, 7, 8, 9]), '1': 501 }, bonus: 1 } } }],
        ['/api/jobs/pricing', { roles: { storyboard: { rates: ratesOf(1, [1, 2, 3, 7, 8, 9]), bonus: 501 } } }],
        ['/api/jobs/pricing', { roles: { storyboard: { rates: ratesOf(1, [1, 2, 3, 7, 8, 9]) } } }],
        ['/api/jobs/pricing', { roles: { storyboard: { rates: ratesOf(1, [1, 2, 3, 4, 7, 8, 9]), bonus: 1 } } }],
        ['/api/jobs/pricing', { roles: { script: { rates: ratesOf(1, [1, 2, 3]), bonus: 1 } } }],
        ['/api/jobs/pricing', { roles: { storyboard: { rates: ratesOf(1, [1, 2, 3, 7, 8, 19]), bonus: 1 } } }],
      ];
      const rowBefore = await t.db.selectFrom('jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
      const pricingBefore = await t.db.selectFrom('pricing').select(['role', 'rates', 'bonus']).orderBy('role').execute();
      const before = await counts();
      for (const [url, payload] of bodies) {
        const response = await post('admin', url, payload);
        expect({ url, payload, code: response.statusCode }).toEqual({ url, payload, code: 400 });
      }
      expect(await counts()).toEqual(before);
      expect(await t.db.selectFrom('jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow()).toEqual(rowBefore);
      expect(await t.db.selectFrom('pricing').select(['role', 'rates', 'bonus']).orderBy('role').execute()).toEqual(
        pricingBefore,
      );
    });
  });
});

describe('pricing', () => {
  it('admins save the rates of a role (every slot it uses, up to 500) and get the table and a message back', async () => {
    const rates = ratesOf(0, [1, 2, 3, 7, 8, 9]);
    const response = await post('admin', '/api/jobs/pricing', {
      roles: { coloring: { rates: { ...rates, '9': 500 }, bonus: 12.5 } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Pricing saved');
    expect(response.json().pricing.roles.coloring).toEqual({ rates: { ...rates, '9': 500 }, bonus: 12.5 });
    expect(response.json().pricing.roles.script.rates['18']).toBe(118);
  });

  it('suggests the prices of the create-job form from the table: size from the characters, PB offset, scene multiplier', async () => {
    const suggest = async (query: string) =>
      (await get('pm', `/api/jobs/price-suggestion?projectId=${project.id}&${query}`)).json();
    // 6,100 characters: above the 6,000 script threshold (size 3), below the 7,200 voice one (size 0).
    expect(await suggest('jobType=script')).toEqual({
      prices: { '1': 104, '2': 105, '3': 106 },
      suggestedSize: 3,
      sizeOptions: [12, 0, 3],
      sceneCount: 12,
      characterCount: 6100,
      projectPerfBased: false,
      dueDays: null,
      dueAt: null,
    });
    expect((await suggest('jobType=script&perfBased=true')).prices).toEqual({ '1': 110, '2': 111, '3': 112 });
    expect((await suggest('jobType=script&projectSize=12&perfBased=true')).prices).toEqual({ '1': 116, '2': 117, '3': 118 });
    expect((await suggest('jobType=voice')).suggestedSize).toBe(0);
    expect(await suggest('jobType=storyboard')).toMatchObject({ prices: { '1': 132, '2': 144, '3': 156 }, sizeOptions: [0] });
    expect((await suggest('jobType=storyboard&sceneCount=2')).prices).toEqual({ '1': 22, '2': 24, '3': 26 });
    expect((await suggest('jobType=other')).prices).toBeNull();
    expect(
      (await get('pm', `/api/jobs/price-suggestion?projectId=${project.id}&jobType=storyboard&projectSize=3`)).statusCode,
    ).toBe(400);
  });
});

describe('project cost', () => {
  it("sums approved jobs' pay and bonus and the level-2 price of the others (admins)", async () => {
    const costed = await createProject(t.db, { collaborators: [pm] });
    await createJob(t.db, { project: costed, prices: { '1': 10, '2': 20, '3': 30 } });
    await createJob(t.db, { project: costed, price: 50, prices: {} });
    const approved = await createJob(t.db, {
      project: costed,
      status: 'pending',
      claimedBy: scripter,
      prices: { '1': 1, '2': 2, '3': 3 },
      bonus: 4,
    });
    await post('pm', `/api/jobs/${approved.id}/approve`);
    expect((await get('admin', `/api/projects/${costed.id}/cost`)).json()).toEqual({ cost: 20 + 50 + 2 + 4, count: 3 });
  });
});

describe('job notifications reach the people DECISIONS names, never the actor', () => {
  it("claim, submit and release go to the project's PMs (and admins); reject, approve and release-user to the claimant", async () => {
    const job = (await post('pm', '/api/jobs', { projectId: project.id, jobType: 'voice', price: 10 })).json().job;
    const fresh = async (user: User) =>
      (await notifsOf(user)).filter((n) => n.url === `/app/jobs/${job._id}` && n.action_type !== 'job/create');
    await post('voice', `/api/jobs/${job._id}/claim`);
    await post('voice', `/api/jobs/${job._id}/submit`);
    await post('pm', `/api/jobs/${job._id}/reject`);
    await post('voice', `/api/jobs/${job._id}/submit`);
    await post('admin', `/api/jobs/${job._id}/release-user`).then((r) => expect(r.statusCode).toBe(409)); // pending: not releasable
    await post('pm', `/api/jobs/${job._id}/approve`);
    // Unread notifications with the same url and action fold: two submits are one notification with count 2.
    const forPm = await t.db
      .selectFrom('notifications')
      .select(['action_type', 'count'])
      .where('user_id', '=', pm.id)
      .where('url', '=', `/app/jobs/${job._id}`)
      .orderBy('action_type')
      .execute();
    expect(forPm).toEqual([
      { action_type: 'claim', count: 1 },
      { action_type: 'submit', count: 2 },
    ]);
    expect((await fresh(admin)).map((n) => n.action_type).sort()).toEqual(['claim', 'submit']);
    expect((await fresh(voice)).map((n) => n.text)).toEqual([
      '**Paul PM** requested a revision of your **Voice Over** job in **Rent \\*Day\\***',
      '**Paul PM** approved your **Voice Over** job in **Rent \\*Day\\***',
    ]);

    const second = (await post('pm', '/api/jobs', { projectId: project.id, jobType: 'voice', price: 10 })).json().job;
    await post('voice', `/api/jobs/${second._id}/claim`);
    await post('pm', `/api/jobs/${second._id}/release-user`);
    const released = (await notifsOf(voice)).filter((n) => n.url === `/app/jobs/${second._id}` && n.action_type === 'release');
    expect(released.map((n) => n.text)).toEqual(['**Paul PM** released you from the **Voice Over** job in **Rent \\*Day\\***']);
    await post('voice', `/api/jobs/${second._id}/claim`);
    await post('voice', `/api/jobs/${second._id}/release`);
    const pmRelease = (await notifsOf(pm)).filter((n) => n.url === `/app/jobs/${second._id}` && n.action_type === 'release');
    expect(pmRelease).toHaveLength(1);
  });

  it('a muted (item, action type) pair sends nothing', async () => {
    const job = await createJob(t.db, { project, jobType: 'script' });
    await t.db
      .insertInto('notification_configs')
      .values({ user_id: pm.id, item_id: job.id, action_type: 'claim', disabled: true })
      .execute();
    expect((await post('scripter', `/api/jobs/${job.id}/claim`)).statusCode).toBe(200);
    expect((await notifsOf(pm)).filter((n) => n.url === `/app/jobs/${job.id}`)).toEqual([]);
    expect((await notifsOf(admin)).filter((n) => n.url === `/app/jobs/${job.id}`)).toHaveLength(1);
  });

  it("the bell's list shows them to the recipient", async () => {
    const notifs = (await get('scripter', '/api/notifs')).json().notifs;
    expect(
      notifs.some((n: { actionType: string; url: string }) => n.actionType === 'job/create' && n.url.startsWith('/app/jobs/')),
    ).toBe(true);
  });
});
