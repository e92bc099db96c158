// The `actions` on each row of GET /api/projects (issue 20 item 5): for the nine kinds of caller and a project in
// each status the item menu treats differently, a row offers an action exactly when its endpoint takes it — the
// endpoint answers (200/201; transfer's 400 for an unknown target comes after the caller is judged) rather than
// refusing it (403 who, 409 when). The item menu shows what the row carries and nothing else.
import { PROJECT_ROW_ACTIONS, type ProjectRowActionName } from '../src/schemas/project';
import type { ProjectStatus } from '../src/db/types';
import { createProject } from './factories';
import { call, createTestApp, type TestApp } from './helper';
import { CALLERS, createProjectCallers, type Caller, type ProjectCallers } from './project-callers';

let t: TestApp;
let callers: ProjectCallers;

beforeAll(async () => {
  t = await createTestApp();
  callers = await createProjectCallers(t);
});
afterAll(() => t.close());

/** The statuses whose menus differ: a client trashes only a new project; paused projects activate or restore. */
const STATUSES: ProjectStatus[] = ['new', 'script-writing', 'onhold', 'trash'];

/** The call behind each row action, and the answer it gives a caller it takes. */
const ENDPOINTS: Record<ProjectRowActionName, { path: string; body?: object; taken: number }> = {
  toggleFlags: { path: 'toggle', body: { flag: 'starred' }, taken: 200 },
  listedBy: { path: 'listedby', body: {}, taken: 200 },
  updateStatus: { path: 'status', body: { status: 'production' }, taken: 200 },
  duplicate: { path: 'duplicate', body: { title: 'Copy' }, taken: 201 },
  transfer: { path: 'transfer', body: { target: 'no-such-site' }, taken: 400 },
  hold: { path: 'hold', taken: 200 },
  activate: { path: 'activate', taken: 200 },
  trash: { path: 'trash', taken: 200 },
  restore: { path: 'restore', taken: 200 },
  markGood: { path: 'change-meta', body: { name: 'demonProof', value: true }, taken: 200 },
};

/** A project like the callers' own (same collaborators) in `status`. */
const projectIn = (status: ProjectStatus) =>
  createProject(t.db, {
    status,
    collaborators: [
      callers.users.projectPm,
      callers.users.clientCollaborator,
      callers.users.freelancer,
      callers.users.freelancerWithoutTerms,
    ],
  });

it.each(STATUSES)('a %s project: each row offers exactly the actions its endpoints take', async (status) => {
  const listed = await projectIn(status);
  const rows = {} as Record<Caller, { code: number; actions: ProjectRowActionName[] | null }>;
  for (const caller of CALLERS) {
    const response = await call(t.app, 'GET', `/api/projects?status=${status}&limit=100`, { cookie: callers.cookies[caller] });
    const row =
      response.statusCode === 200 ? response.json().projects.find((p: { _id: string }) => p._id === listed.id) : undefined;
    rows[caller] = { code: response.statusCode, actions: row ? row.actions : null };
  }
  // Who lists it at all: anonymous visitors and freelancers without the terms list nothing; the outsider not this one.
  expect(Object.fromEntries(CALLERS.map((caller) => [caller, rows[caller].code]))).toEqual({
    anonymous: 401,
    clientCollaborator: 200,
    clientOutsider: 200,
    freelancerWithoutTerms: 403,
    freelancer: 200,
    staff: 200,
    projectPm: 200,
    otherPm: 200,
    admin: 200,
  });
  expect(rows.clientOutsider.actions).toBeNull();

  for (const caller of CALLERS) {
    const offered = rows[caller].actions ?? [];
    const taken: ProjectRowActionName[] = [];
    for (const action of PROJECT_ROW_ACTIONS) {
      const { path, body, taken: answer } = ENDPOINTS[action];
      const project = await projectIn(status);
      const response = await call(t.app, 'POST', `/api/projects/${project.id}/${path}`, {
        cookie: callers.cookies[caller],
        payload: body,
      });
      if (response.statusCode === answer) taken.push(action);
      else expect([401, 403, 404, 409]).toContain(response.statusCode);
    }
    expect({ caller, actions: offered }).toEqual({ caller, actions: taken });
  }
});
