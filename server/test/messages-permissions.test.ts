// Every /api/messages endpoint × the nine kinds of caller (test/project-callers.ts). Around the callers' project:
// a one-to-one conversation of the project's PM and its client, a group the PM made with the client and the
// freelancer, and a public conversation of two other contributors. Nobody reads, posts to or searches a
// conversation they are not in (admins included), public ones aside for contributors; a client talks only with the
// people of their own projects. A refused call writes nothing.
import { sql } from 'kysely';
import { call, createTestApp, type TestApp } from './helper';
import { createUser, type User } from './factories';
import { CALLERS, createProjectCallers, type Caller, type ProjectCallers } from './project-callers';

let t: TestApp;
let c: ProjectCallers;
let hosts: User[];

beforeAll(async () => {
  t = await createTestApp();
  c = await createProjectCallers(t);
  hosts = [await createUser(t.db, { level: 'staff', name: 'Host' }), await createUser(t.db, { level: 'freelancer' })];
});
afterAll(() => t.close());

interface Context {
  pair: string;
  group: string;
  lounge: string;
  newcomer: User;
}

async function conversation(creator: User, memberIds: string[], values: { title?: string; isPublic?: boolean } = {}) {
  const row = await t.db
    .insertInto('conversations')
    .values({
      title: values.title ?? '',
      is_group: Boolean(values.title),
      is_public: values.isPublic ?? false,
      pair_key: values.title ? null : [creator.id, ...memberIds].sort().join(':'),
      created_by: creator.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('conversation_members')
    // The creator's greeting below is unread by the others.
    .values(
      [creator.id, ...memberIds].map((user_id) => ({ conversation_id: row.id, user_id, unread: user_id === creator.id ? 0 : 1 })),
    )
    .execute();
  await t.db.insertInto('messages').values({ conversation_id: row.id, user_id: creator.id, text: 'hello there' }).execute();
  return row.id;
}

/** Fresh conversations for one call (the pair is deleted first: a pair is one per two people). */
async function setup(): Promise<Context> {
  const { projectPm, clientCollaborator, freelancer } = c.users;
  await t.db.deleteFrom('conversations').execute();
  const newcomer = await createUser(t.db, { level: 'freelancer' });
  await t.db.insertInto('project_collaborators').values({ project_id: c.project.id, user_id: newcomer.id }).execute();
  return {
    pair: await conversation(projectPm, [clientCollaborator.id]),
    group: await conversation(projectPm, [clientCollaborator.id, freelancer.id], { title: 'Project room' }),
    lounge: await conversation(hosts[0], [hosts[1].id], { title: 'Lounge', isPublic: true }),
    newcomer,
  };
}

async function snapshot() {
  const count = async (table: 'conversations' | 'conversation_members' | 'messages') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select(sql<string>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const unread = await t.db
    .selectFrom('conversation_members')
    .select(['user_id', 'unread', 'last_read_at'])
    .orderBy('user_id')
    .execute();
  return {
    conversations: await count('conversations'),
    members: await count('conversation_members'),
    messages: await count('messages'),
    unread,
  };
}

const matrix = (values: Partial<Record<Caller, number>>, otherwise: number): Readonly<Record<Caller, number>> =>
  Object.fromEntries(
    CALLERS.map((caller) => [
      caller,
      caller === 'anonymous' ? 401 : caller === 'freelancerWithoutTerms' ? 403 : (values[caller] ?? otherwise),
    ]),
  ) as Record<Caller, number>;

const SIGNED_IN = matrix({}, 200);
/** The one-to-one conversation of the project's PM and its client: only those two. */
const PAIR_MEMBERS = matrix({ projectPm: 200, clientCollaborator: 200 }, 404);
const GROUP_MEMBERS = matrix({ projectPm: 200, clientCollaborator: 200, freelancer: 200 }, 404);
/** A public conversation: every contributor reads it; clients do not. */
const CONTRIBUTORS = matrix({ clientCollaborator: 404, clientOutsider: 404 }, 200);
const created = (m: Readonly<Record<Caller, number>>) =>
  Object.fromEntries(Object.entries(m).map(([k, v]) => [k, v === 200 ? 201 : v])) as Record<Caller, number>;

interface Endpoint {
  name: string;
  expected: Readonly<Record<Caller, number>>;
  send(cookie: string | undefined, x: Context): ReturnType<typeof call>;
}

const base = '/api/messages';
const ENDPOINTS: Endpoint[] = [
  { name: 'GET /conversations', expected: SIGNED_IN, send: (cookie) => call(t.app, 'GET', `${base}/conversations`, { cookie }) },
  {
    name: 'POST /conversations (one-to-one with the project PM)',
    // The client reuses their conversation with the PM (200); the PM may not talk to themself alone (400); a client
    // of no project of the PM's may not (403); contributors start one (201).
    expected: matrix({ clientCollaborator: 200, clientOutsider: 403, projectPm: 400 }, 201),
    send: (cookie) => call(t.app, 'POST', `${base}/conversations`, { cookie, payload: { userIds: [c.users.projectPm.id] } }),
  },
  {
    name: 'POST /conversations (a public group)',
    expected: matrix({ clientCollaborator: 403, clientOutsider: 403 }, 201),
    send: (cookie) =>
      call(t.app, 'POST', `${base}/conversations`, {
        cookie,
        payload: { userIds: [hosts[0].id], title: 'Open room', isPublic: true },
      }),
  },
  {
    name: 'GET /conversations/{id} (pair)',
    expected: PAIR_MEMBERS,
    send: (cookie, x) => call(t.app, 'GET', `${base}/conversations/${x.pair}`, { cookie }),
  },
  {
    name: 'GET /conversations/{id} (public)',
    expected: CONTRIBUTORS,
    send: (cookie, x) => call(t.app, 'GET', `${base}/conversations/${x.lounge}`, { cookie }),
  },
  {
    name: 'GET /conversations/{id}/messages (pair)',
    expected: PAIR_MEMBERS,
    send: (cookie, x) => call(t.app, 'GET', `${base}/conversations/${x.pair}/messages`, { cookie }),
  },
  {
    name: 'GET /conversations/{id}/messages (public)',
    expected: CONTRIBUTORS,
    send: (cookie, x) => call(t.app, 'GET', `${base}/conversations/${x.lounge}/messages`, { cookie }),
  },
  {
    name: 'POST /conversations/{id}/messages (pair)',
    expected: created(PAIR_MEMBERS),
    send: (cookie, x) => call(t.app, 'POST', `${base}/conversations/${x.pair}/messages`, { cookie, payload: { text: 'hi' } }),
  },
  {
    name: 'POST /conversations/{id}/messages (public, not joined)',
    expected: matrix({ clientCollaborator: 404, clientOutsider: 404 }, 403),
    send: (cookie, x) => call(t.app, 'POST', `${base}/conversations/${x.lounge}/messages`, { cookie, payload: { text: 'hi' } }),
  },
  {
    name: 'POST /conversations/{id}/read (pair)',
    expected: PAIR_MEMBERS,
    send: (cookie, x) => call(t.app, 'POST', `${base}/conversations/${x.pair}/read`, { cookie }),
  },
  {
    name: 'POST /conversations/{id}/members/{userId} (group, a collaborator of the project)',
    expected: GROUP_MEMBERS,
    send: (cookie, x) => call(t.app, 'POST', `${base}/conversations/${x.group}/members/${x.newcomer.id}`, { cookie }),
  },
  {
    name: 'POST /conversations/{id}/members/{userId} (pair)',
    expected: matrix({ projectPm: 409, clientCollaborator: 409 }, 404),
    send: (cookie, x) => call(t.app, 'POST', `${base}/conversations/${x.pair}/members/${x.newcomer.id}`, { cookie }),
  },
  {
    name: 'DELETE /conversations/{id}/members/{userId} (group, the freelancer)',
    // The creator removes anyone; the freelancer leaves; the client (a member, not the creator) may not.
    expected: matrix({ projectPm: 200, freelancer: 200, clientCollaborator: 403 }, 404),
    send: (cookie, x) => call(t.app, 'DELETE', `${base}/conversations/${x.group}/members/${c.users.freelancer.id}`, { cookie }),
  },
  {
    name: 'POST /conversations/{id}/join (public)',
    expected: CONTRIBUTORS,
    send: (cookie, x) => call(t.app, 'POST', `${base}/conversations/${x.lounge}/join`, { cookie }),
  },
  {
    name: 'POST /conversations/{id}/join (pair)',
    expected: matrix({ projectPm: 409, clientCollaborator: 409 }, 404),
    send: (cookie, x) => call(t.app, 'POST', `${base}/conversations/${x.pair}/join`, { cookie }),
  },
  {
    name: 'GET /people',
    expected: SIGNED_IN,
    send: (cookie) => call(t.app, 'GET', `${base}/people?term=Client`, { cookie }),
  },
  { name: 'GET /unread', expected: SIGNED_IN, send: (cookie) => call(t.app, 'GET', `${base}/unread`, { cookie }) },
  {
    name: 'GET /search',
    expected: SIGNED_IN,
    send: (cookie) => call(t.app, 'GET', `${base}/search?term=hello`, { cookie }),
  },
];

describe.each(ENDPOINTS)('$name', (endpoint) => {
  it.each(CALLERS)('%s', async (caller) => {
    const x = await setup();
    const before = await snapshot();
    const response = await endpoint.send(c.cookies[caller], x);
    expect(response.statusCode).toBe(endpoint.expected[caller]);
    if (response.statusCode >= 400) expect(await snapshot()).toEqual(before);
    expect(response.body).not.toMatch(/@test\.local/);
  });
});

describe('what each caller finds and lists', () => {
  it.each(CALLERS.filter((caller) => caller !== 'anonymous' && caller !== 'freelancerWithoutTerms'))('%s', async (caller) => {
    const x = await setup();
    const cookie = c.cookies[caller];
    const readable = new Set<string>();
    if (PAIR_MEMBERS[caller] === 200) readable.add(x.pair);
    if (GROUP_MEMBERS[caller] === 200) readable.add(x.group);
    const ids = (body: { conversations: Array<{ _id?: string; conversation?: { _id: string } }> }) =>
      new Set(body.conversations.map((item) => item._id ?? item.conversation?._id));
    const list = await call(t.app, 'GET', `${base}/conversations`, { cookie });
    expect(ids(list.json())).toEqual(readable);
    // Search also finds the public conversation for contributors (clients never).
    if (CONTRIBUTORS[caller] === 200) readable.add(x.lounge);
    const search = await call(t.app, 'GET', `${base}/search?term=hello`, { cookie });
    expect(ids(search.json())).toEqual(readable);
    const unread = await call(t.app, 'GET', `${base}/unread`, { cookie });
    const unreadOf: Partial<Record<Caller, number>> = { clientCollaborator: 2, freelancer: 1 };
    expect(unread.json().count).toBe(unreadOf[caller] ?? 0);
  });
});

describe('whom each caller finds to talk to (GET /people)', () => {
  const namesFound = async (caller: Caller, term: string) =>
    (await call(t.app, 'GET', `${base}/people?term=${encodeURIComponent(term)}`, { cookie: c.cookies[caller] }))
      .json()
      .users.map((user: { name: string }) => user.name)
      .sort();
  // Clients: the client of the project is found by the people who work on it and by admins; the outsider (a client
  // of no project) by admins alone. Nobody finds themself.
  const CLIENTS_FOUND: Partial<Record<Caller, string[]>> = {
    clientCollaborator: [],
    clientOutsider: [],
    freelancer: ['Client Collaborator'],
    staff: [],
    projectPm: ['Client Collaborator'],
    otherPm: [],
    admin: ['Client Collaborator', 'Client Outsider'],
  };
  it.each(Object.keys(CLIENTS_FOUND) as Caller[])('%s', async (caller) => {
    expect(await namesFound(caller, 'Client')).toEqual(CLIENTS_FOUND[caller]);
  });
  it("a client finds their project's PM and the admins, not another PM; contributors find each other", async () => {
    expect(await namesFound('clientCollaborator', 'PM')).toEqual(['Project PM']);
    expect(await namesFound('clientCollaborator', 'Admin')).toEqual(['Admin']);
    expect(await namesFound('clientOutsider', 'PM')).toEqual([]);
    expect(await namesFound('clientOutsider', 'Admin')).toEqual(['Admin']);
    expect(await namesFound('freelancer', 'PM')).toEqual(['Other PM', 'Project PM']);
    expect(await namesFound('staff', 'Host')).toEqual(['Host']);
  });
  it('a blank term finds nobody, and no answer carries an e-mail address', async () => {
    expect(await namesFound('admin', '  ')).toEqual([]);
    const answer = await call(t.app, 'GET', `${base}/people?term=a`, { cookie: c.cookies.admin });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toMatch(/@/);
  });
});
