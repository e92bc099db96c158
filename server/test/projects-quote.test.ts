// The quote before jobs open (issue 22): GET /api/projects/{id}/quote prices the usual job types with the same
// pricing code as job creation, for the project's character and scene counts, size band, PB flag and level 2;
// a hand-computed table checks it, it follows the script, and only the project's PMs and admins may read it
// (the nine kinds of caller).
import { call, createTestApp, type TestApp } from './helper';
import { createProject } from './factories';
import { CALLERS, createProjectCallers, ONLY_PROJECT_PMS, type ProjectCallers } from './project-callers';
import { rateSlots } from '../src/domain/roles';

let t: TestApp;
let callers: ProjectCallers;

/** Each usual type's rates: slot n costs base + n dollars, so every price below is computed by hand. */
const BASES: Record<string, number> = {
  'project-manager': 100,
  script: 200,
  'title-writing': 300,
  storyboard: 10,
  voice: 400,
  coloring: 20,
  recording: 30,
  'video-editing': 40,
  'video-finalizing': 500,
  'cover-image-design': 600,
};

beforeAll(async () => {
  t = await createTestApp();
  await t.db.deleteFrom('pricing').execute();
  await t.db
    .insertInto('pricing')
    .values(
      Object.entries(BASES).map(([role, base]) => ({
        role,
        rates: JSON.stringify(Object.fromEntries(rateSlots(role).map((slot) => [String(slot), base + slot]))),
        bonus: 0,
      })),
    )
    .execute();
  callers = await createProjectCallers(t);
  await t.db
    .updateTable('projects')
    .set({ character_count: 5000, scene_count: 4 })
    .where('id', '=', callers.project.id)
    .execute();
});
afterAll(() => t.close());

const quote = (projectId: string, cookie = callers.cookies.admin) =>
  call(t.app, 'GET', `/api/projects/${projectId}/quote`, { cookie });
const priceOf = (body: { lines: Array<{ jobType: string; price: number }> }) =>
  Object.fromEntries(body.lines.map((line) => [line.jobType, line.price]));

describe('GET /api/projects/{id}/quote', () => {
  it('an admin: every usual type at level 2, size band 0 for 5,000 characters, scene-priced types × 4 scenes; the total', async () => {
    const response = await quote(callers.project.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ characterCount: 5000, sceneCount: 4, perfBased: false, level: 2 });
    // Level 2, size 0, not PB: slot 2. Scene-priced: (base + 2) × 4.
    expect(priceOf(body)).toEqual({
      'project-manager': 102,
      script: 202,
      'title-writing': 302,
      storyboard: 48,
      voice: 402,
      coloring: 88,
      recording: 128,
      'video-editing': 168,
      'video-finalizing': 502,
      'cover-image-design': 602,
    });
    expect(body.lines.find((line: { jobType: string }) => line.jobType === 'storyboard')).toEqual({
      jobType: 'storyboard',
      size: 0,
      scenes: 4,
      price: 48,
    });
    expect(body.total).toBe(2544);
  });

  it('agrees with the prices the create-job form pre-fills (the same pricing code)', async () => {
    for (const jobType of ['script', 'storyboard', 'voice'] as const) {
      const suggestion = await call(
        t.app,
        'GET',
        `/api/jobs/price-suggestion?projectId=${callers.project.id}&jobType=${jobType}&perfBased=false`,
        { cookie: callers.cookies.admin },
      );
      expect(suggestion.statusCode).toBe(200);
      expect(priceOf((await quote(callers.project.id)).json())[jobType]).toBe(suggestion.json().prices['2']);
    }
  });

  it('a PB project in the small band: the PB slots of the small band (level 2 + 12 + 3 = 17; 8 for the others)', async () => {
    const pb = await createProject(t.db, { title: 'PB quote', perfBased: true });
    await t.db.updateTable('projects').set({ character_count: 3000, scene_count: 2 }).where('id', '=', pb.id).execute();
    const body = (await quote(pb.id)).json();
    expect(body).toMatchObject({ characterCount: 3000, sceneCount: 2, perfBased: true });
    expect(priceOf(body)).toEqual({
      'project-manager': 117,
      script: 217,
      'title-writing': 308,
      storyboard: 36,
      voice: 417,
      coloring: 56,
      recording: 76,
      'video-editing': 96,
      'video-finalizing': 508,
      'cover-image-design': 608,
    });
    expect(body.total).toBe(117 + 217 + 308 + 36 + 417 + 56 + 76 + 96 + 508 + 608);
  });

  it("follows the script: a scene added through the project's scenes changes the counts and the prices", async () => {
    const project = await createProject(t.db, { title: 'Growing script', status: 'script-writing' });
    const before = (await quote(project.id)).json();
    expect(before).toMatchObject({ characterCount: 0, sceneCount: 0 });
    // No scenes: a scene-priced type counts one scene; 0 characters is the small band (level 2 + 12 = slot 14).
    expect(priceOf(before)).toMatchObject({ storyboard: 12, script: 214 });
    const added = await call(t.app, 'POST', `/api/projects/${project.id}/scenes`, {
      cookie: callers.cookies.admin,
      payload: { text: 'word '.repeat(1999) + 'word' },
    });
    expect(added.statusCode).toBe(201);
    await call(t.app, 'POST', `/api/projects/${project.id}/scenes`, { cookie: callers.cookies.admin, payload: { text: 'Two.' } });
    const after = (await quote(project.id)).json();
    const row = await t.db
      .selectFrom('projects')
      .select(['character_count', 'scene_count'])
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    expect(row.character_count).toBeGreaterThan(6000);
    expect(after).toMatchObject({ characterCount: row.character_count, sceneCount: 2 });
    // Above 6,000 characters the script is in band 3 (slot 5); storyboard (base + 2) × 2 scenes.
    expect(priceOf(after)).toMatchObject({ storyboard: 24, script: 205 });
  });

  it('a project PM does not see the project-manager rates: that line is left out of the quote and its total', async () => {
    const body = (await quote(callers.project.id, callers.cookies.projectPm)).json();
    expect(Object.keys(priceOf(body))).not.toContain('project-manager');
    expect(body.total).toBe(2544 - 102);
  });

  it('bad input: an id that is not a uuid is 400 naming it; an unknown project is 404', async () => {
    const bad = await call(t.app, 'GET', '/api/projects/nope/quote', { cookie: callers.cookies.admin });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('id');
    const unknown = await quote('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('permission matrix of the quote, for the nine kinds of caller', () => {
  it.each(CALLERS)('%s', async (caller) => {
    const response = await quote(callers.project.id, callers.cookies[caller] ?? '');
    expect(response.statusCode).toBe(ONLY_PROJECT_PMS[caller]);
    if (response.statusCode === 200) expect(response.json().total).toBeGreaterThan(0);
    else expect(JSON.stringify(response.json())).not.toMatch(/total|price/);
  });

  it('a staff member who is no PM of the project is told why', async () => {
    const response = await quote(callers.project.id, callers.cookies.staff);
    expect(response.json()).toEqual({ message: "Only the project's managers see its quote" });
  });
});
