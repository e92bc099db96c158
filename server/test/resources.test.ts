// Resources (issue 10): the cover-title sample library. Contributors list and add samples (title trimmed, a story
// category and an exaggeration from the spec's lists, their own uploaded image); the adder, PMs and admins delete.
import { sql } from 'kysely';
import { call, createTestApp, signIn, type TestApp, namedField } from './helper';
import { createUser } from './factories';
import { multipartBody, pngImage, PDF } from './multipart';
import { CALLERS, createProjectCallers, ONLY_CONTRIBUTORS, type ProjectCallers } from './project-callers';

let t: TestApp;
let c: ProjectCallers;

beforeAll(async () => {
  t = await createTestApp();
  c = await createProjectCallers(t);
});
afterAll(() => t.close());

async function upload(cookie: string, filename = 'Cover.png', content?: Buffer): Promise<string> {
  const { payload, headers } = multipartBody({ filename, content: content ?? (await pngImage(160, 90)) });
  const response = await call(t.app, 'POST', '/api/files/upload', { cookie, payload, headers });
  expect(response.statusCode).toBe(201);
  return response.json().file.id;
}
const sample = (fileId: string, props: object = {}) => ({
  type: 'cover-title-sample',
  props: { title: 'He lost it all', category: 'Tragedy', exaggeration: 'Extreme', fileId, ...props },
});
const create = (body: object, cookie: string | undefined) => call(t.app, 'POST', '/api/resources', { cookie, payload: body });
const update = (body: object, cookie: string | undefined, type = 'cover-title-sample') =>
  call(t.app, 'PUT', `/api/resources/${type}`, { cookie, payload: body });
/** A freelancer's sample: its id and its props as sent. */
async function freelancersSample() {
  const fileId = await upload(c.cookies.freelancer!);
  const created = await create(sample(fileId), c.cookies.freelancer);
  expect(created.statusCode).toBe(201);
  return { id: created.json().resource._id as string, props: sample(fileId).props };
}
const storedProps = async (id: string) =>
  await t.db.selectFrom('resources').select(['props', 'file_id']).where('id', '=', id).executeTakeFirstOrThrow();
const list = (query: string, cookie: string | undefined) =>
  call(t.app, 'GET', `/api/resources?type=cover-title-sample${query}`, { cookie });
const count = async () =>
  (
    await t.db
      .selectFrom('resources')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('permission matrix', () => {
  it.each(CALLERS)('list: %s', async (caller) => {
    expect((await list('', c.cookies[caller])).statusCode).toBe(ONLY_CONTRIBUTORS[caller]);
  });

  it.each(CALLERS)('create: %s', async (caller) => {
    const own = ['anonymous', 'freelancerWithoutTerms', 'clientCollaborator', 'clientOutsider'].includes(caller)
      ? c.cookies.projectPm!
      : c.cookies[caller]!;
    const before = await count();
    const response = await create(sample(await upload(own)), c.cookies[caller]);
    const expected = ONLY_CONTRIBUTORS[caller] === 200 ? 201 : ONLY_CONTRIBUTORS[caller];
    expect(response.statusCode).toBe(expected);
    expect(await count()).toBe(before + (expected === 201 ? 1 : 0));
  });

  it.each(CALLERS)('change a freelancer’s sample: %s', async (caller) => {
    const { id, props } = await freelancersSample();
    const before = await storedProps(id);
    const response = await update({ _id: id, props: { ...props, title: `Changed by ${caller}` } }, c.cookies[caller]);
    const expected: Record<string, number> = {
      anonymous: 401,
      clientCollaborator: 403,
      clientOutsider: 403,
      freelancerWithoutTerms: 403,
      freelancer: 200,
      staff: 403,
      projectPm: 200,
      otherPm: 200,
      admin: 200,
    };
    expect(response.statusCode).toBe(expected[caller]);
    expect((await storedProps(id)).props).toEqual(
      expected[caller] === 200 ? { ...before.props, title: `Changed by ${caller}` } : before.props,
    );
  });

  it.each(CALLERS)('delete a freelancer’s sample: %s', async (caller) => {
    const created = await create(sample(await upload(c.cookies.freelancer!)), c.cookies.freelancer);
    const id = created.json().resource._id;
    const response = await call(t.app, 'DELETE', `/api/resources/${id}`, { cookie: c.cookies[caller] });
    const expected: Record<string, number> = {
      anonymous: 401,
      clientCollaborator: 403,
      clientOutsider: 403,
      freelancerWithoutTerms: 403,
      freelancer: 200,
      staff: 403,
      projectPm: 200,
      otherPm: 200,
      admin: 200,
    };
    expect(response.statusCode).toBe(expected[caller]);
    const left = await t.db.selectFrom('resources').select('id').where('id', '=', id).execute();
    expect(left).toHaveLength(expected[caller] === 200 ? 0 : 1);
  });
});

describe('samples', () => {
  it('are added with a trimmed title, listed newest first, filtered and paged, with their image readable', async () => {
    const staff = await createUser(t.db, { level: 'staff', roles: ['cover-image-design'] });
    const cookie = await signIn(t.db, staff);
    const first = await create(
      sample(await upload(cookie), { title: '  Trimmed title  ', category: 'Naughty', exaggeration: 'Curious' }),
      cookie,
    );
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe('Sample added');
    expect(first.json().resource).toMatchObject({
      type: 'cover-title-sample',
      props: { title: 'Trimmed title', category: 'Naughty', exaggeration: 'Curious', file: { ext: 'png' } },
      canDelete: true,
    });
    await create(sample(await upload(cookie), { title: 'Second', category: 'Naughty', exaggeration: 'Sex' }), cookie);
    const filtered = await list('&category=Naughty&exaggeration=Curious', cookie);
    expect(filtered.json().resources.map((r: { props: { title: string } }) => r.props.title)).toEqual(['Trimmed title']);
    const both = await list('&category=Naughty&limit=1', cookie);
    expect(both.json()).toMatchObject({ skip: 1, hasMore: true });
    expect(both.json().resources[0].props.title).toBe('Second');
    const next = await list('&category=Naughty&limit=1&skip=1', cookie);
    expect(next.json()).toMatchObject({ skip: 2, hasMore: false });
    // The image is readable by every contributor (the grid shows it), not by clients.
    const fileId = first.json().resource.props.file.id;
    expect((await call(t.app, 'GET', `/api/files/download?key=${fileId}`, { cookie: c.cookies.freelancer })).statusCode).toBe(
      200,
    );
    expect(
      (await call(t.app, 'GET', `/api/files/download?key=${fileId}`, { cookie: c.cookies.clientCollaborator })).statusCode,
    ).toBe(403);
    // Somebody else's sample is not theirs to delete.
    expect((await list('&category=Naughty', c.cookies.freelancer)).json().resources[0].canDelete).toBe(false);
  });

  it.each([
    ['a blank title', async () => sample(await upload(c.cookies.staff!), { title: '   ' })],
    ['a category not on the list', async () => sample(await upload(c.cookies.staff!), { category: 'Funny' })],
    ['an exaggeration not on the list', async () => sample(await upload(c.cookies.staff!), { exaggeration: 'Huge' })],
    ['a title too long', async () => sample(await upload(c.cookies.staff!), { title: 'x'.repeat(201) })],
    ['another type', async () => ({ ...sample(await upload(c.cookies.staff!)), type: 'music' })],
    ['no file', async () => ({ type: 'cover-title-sample', props: { title: 'A', category: 'Tragedy', exaggeration: 'Sex' } })],
    ['a file that is not an image', async () => sample(await upload(c.cookies.staff!, 'Brief.pdf', PDF))],
    ['somebody else’s image', async () => sample(await upload(c.cookies.admin!))],
  ])('refuses %s with 400 and writes nothing', async (_label, body) => {
    const payload = await body();
    const before = await count();
    const response = await create(payload, c.cookies.staff);
    expect(response.statusCode).toBe(400);
    expect(namedField(response.json())).toMatch(/props|type/);
    expect(await count()).toBe(before);
  });

  it('are changed whole: title trimmed, category, exaggeration and a new image of the changer’s own', async () => {
    const { id, props } = await freelancersSample();
    const image = await upload(c.cookies.otherPm!, 'Better cover.png');
    const response = await update(
      {
        _id: id,
        props: { ...props, title: '  He found it all  ', category: 'Helpful', exaggeration: 'Curious', fileId: image },
      },
      c.cookies.otherPm,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Sample updated');
    expect(response.json().resource).toMatchObject({
      _id: id,
      props: {
        title: 'He found it all',
        category: 'Helpful',
        exaggeration: 'Curious',
        file: { id: image, name: 'Better cover.png' },
      },
      canDelete: true,
    });
    // Still the freelancer's sample, listed under its new category (and no longer under its old one).
    expect(response.json().resource.user._id).toBe(c.users.freelancer.id);
    const listed = await list('&category=Helpful&exaggeration=Curious', c.cookies.freelancer);
    expect(listed.json().resources.map((r: { _id: string }) => r._id)).toContain(id);
    const old = await list('&category=Tragedy&exaggeration=Extreme', c.cookies.freelancer);
    expect(old.json().resources.map((r: { _id: string }) => r._id)).not.toContain(id);
    // The project name goes when it is no longer given.
    const named = await update({ _id: id, props: { ...props, fileId: image, projectName: ' Rent Day ' } }, c.cookies.freelancer);
    expect(named.json().resource.props.projectName).toBe('Rent Day');
    const unnamed = await update({ _id: id, props: { ...props, fileId: image } }, c.cookies.freelancer);
    expect(unnamed.json().resource.props).not.toHaveProperty('projectName');
  });

  it.each([
    ['a blank title', (props: object) => ({ ...props, title: '  ' }), 400],
    ['a category not on the list', (props: object) => ({ ...props, category: 'Funny' }), 400],
    ['an exaggeration not on the list', (props: object) => ({ ...props, exaggeration: 'Huge' }), 400],
    ['a title too long', (props: object) => ({ ...props, title: 'x'.repeat(201) }), 400],
    ['an unknown field', (props: object) => ({ ...props, rating: 5 }), 400],
  ])('refuses a change with %s (400) and changes nothing', async (_label, change, status) => {
    const { id, props } = await freelancersSample();
    const before = await storedProps(id);
    const response = await update({ _id: id, props: change(props) }, c.cookies.freelancer);
    expect(response.statusCode).toBe(status);
    expect(namedField(response.json())).toMatch(/props/);
    expect(await storedProps(id)).toEqual(before);
  });

  it('refuses a new image that is not the changer’s own image, another type, and an unknown sample', async () => {
    const { id, props } = await freelancersSample();
    const before = await storedProps(id);
    for (const fileId of [
      await upload(c.cookies.admin!),
      await upload(c.cookies.freelancer!, 'Brief.pdf', PDF),
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const response = await update({ _id: id, props: { ...props, fileId } }, c.cookies.freelancer);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('props.fileId: the sample needs an image (jpg, png, gif or webp) you uploaded');
    }
    expect((await update({ _id: id, props }, c.cookies.freelancer, 'music')).statusCode).toBe(400);
    const unknown = await update({ _id: '00000000-0000-4000-8000-000000000000', props }, c.cookies.admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Resource not found');
    expect((await update({ _id: 'not-an-id', props }, c.cookies.admin)).statusCode).toBe(400);
    expect(await storedProps(id)).toEqual(before);
  });

  it('refuses a bad filter with 400 and an unknown sample with 404', async () => {
    expect((await list('&category=Funny', c.cookies.staff)).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/resources?type=music', { cookie: c.cookies.staff })).statusCode).toBe(400);
    const unknown = await call(t.app, 'DELETE', '/api/resources/00000000-0000-4000-8000-000000000000', {
      cookie: c.cookies.admin,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
