// Due-date defaults (issue 24): admins set the days a new job is due in per job type and size band; PMs read them;
// the create-job form's price suggestion offers the default of its type and band as `dueDays` and `dueAt`. Bad
// saves are refused with 400 naming the entry (en + th) and change nothing. Who may call: jobs-permissions.test.ts.
import { call, createTestApp, namedField, signIn, type TestApp } from './helper';
import { createProject, createUser, type Project } from './factories';

let t: TestApp;
let project: Project;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { level: 'admin' });
  const pm = await createUser(t.db, { level: 'staff', roles: ['project-manager'] });
  project = await createProject(t.db, { collaborators: [pm] });
  cookies.admin = await signIn(t.db, admin);
  cookies.pm = await signIn(t.db, pm);
});
afterAll(() => t.close());

const save = (defaults: unknown[], headers: Record<string, string> = {}) =>
  call(t.app, 'POST', '/api/jobs/due-defaults', { cookie: cookies.admin, payload: { defaults }, headers });
const read = async () => (await call(t.app, 'GET', '/api/jobs/due-defaults', { cookie: cookies.pm })).json().defaults;
const band = (
  defaults: Array<{ jobType: string; sizeOffset: number; days: number | null }>,
  jobType: string,
  sizeOffset: number,
) => defaults.find((entry) => entry.jobType === jobType && entry.sizeOffset === sizeOffset);

describe('due-date defaults', () => {
  it('lists every band of every job type, none set at first', async () => {
    const defaults = await read();
    expect(band(defaults, 'script', 12)).toEqual({ jobType: 'script', sizeOffset: 12, days: null });
    expect(band(defaults, 'script', 3)).toEqual({ jobType: 'script', sizeOffset: 3, days: null });
    expect(defaults.filter((entry: { jobType: string }) => entry.jobType === 'storyboard')).toEqual([
      { jobType: 'storyboard', sizeOffset: 0, days: null },
    ]);
  });

  it('admins set and clear bands; the others keep theirs', async () => {
    const first = await save([
      { jobType: 'script', sizeOffset: 12, days: 3 },
      { jobType: 'script', sizeOffset: 0, days: 7 },
      { jobType: 'storyboard', sizeOffset: 0, days: 10 },
    ]);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Due-date defaults saved');
    expect(band(first.json().defaults, 'script', 0)?.days).toBe(7);
    await save([
      { jobType: 'script', sizeOffset: 0, days: null },
      { jobType: 'script', sizeOffset: 12, days: 4 },
    ]);
    const defaults = await read();
    expect(band(defaults, 'script', 0)?.days).toBeNull();
    expect(band(defaults, 'script', 12)?.days).toBe(4);
    expect(band(defaults, 'storyboard', 0)?.days).toBe(10);
  });

  it.each([
    ['a band the type does not have', [{ jobType: 'storyboard', sizeOffset: 3, days: 2 }], /defaults\/0\/sizeOffset/],
    [
      'a band given twice',
      [
        { jobType: 'voice', sizeOffset: 0, days: 2 },
        { jobType: 'voice', sizeOffset: 0, days: 3 },
      ],
      /given twice/,
    ],
    ['zero days', [{ jobType: 'voice', sizeOffset: 0, days: 0 }], /days/],
    ['more than a year', [{ jobType: 'voice', sizeOffset: 0, days: 366 }], /days/],
    ['a fraction of a day', [{ jobType: 'voice', sizeOffset: 0, days: 1.5 }], /days/],
    ['an unknown job type', [{ jobType: 'juggling', sizeOffset: 0, days: 2 }], /jobType/],
  ])('refuses %s with 400 naming the entry, changing nothing', async (_name, defaults, message) => {
    const before = await read();
    const response = await save(defaults);
    expect(response.statusCode).toBe(400);
    expect(namedField(response.json())).toMatch(message);
    expect(await read()).toEqual(before);
  });

  it('says so in Thai to a Thai reader', async () => {
    const response = await save([{ jobType: 'storyboard', sizeOffset: 12, days: 2 }], { 'accept-language': 'th' });
    expect(response.json().message).toBe('defaults: ขนาดโปรเจกต์นี้ใช้กับประเภทงานนี้ไม่ได้');
  });

  it("offers the type and band's default in the create-job form's suggestion, none where unset", async () => {
    await save([{ jobType: 'script', sizeOffset: 12, days: 4 }]);
    const before = Date.now();
    const suggest = async (query: string) =>
      (await call(t.app, 'GET', `/api/jobs/price-suggestion?projectId=${project.id}&${query}`, { cookie: cookies.pm })).json();
    const small = await suggest('jobType=script&projectSize=12');
    expect(small.dueDays).toBe(4);
    const offered = new Date(small.dueAt).getTime();
    expect(offered).toBeGreaterThanOrEqual(before + 4 * 24 * 3600 * 1000);
    expect(offered).toBeLessThanOrEqual(Date.now() + 4 * 24 * 3600 * 1000);
    expect(await suggest('jobType=script&projectSize=3')).toMatchObject({ dueDays: null, dueAt: null });
    expect(await suggest('jobType=storyboard')).toMatchObject({ dueDays: 10 });
  });
});
