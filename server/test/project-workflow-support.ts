// Helpers of the project workflow tests: fresh projects around the nine callers, a snapshot of everything a
// refused call must leave alone, and a permission matrix runner.
import { sql, type Updateable } from 'kysely';
import type { ProjectsTable } from '../src/db/types';
import { call, type TestApp } from './helper';
import { createProject, type Project } from './factories';
import { CALLERS, type Caller, type ProjectCallers } from './project-callers';

/** A new project with the callers' collaborators (PM, client, freelancer, freelancer without terms). */
export async function freshProject(
  t: TestApp,
  c: ProjectCallers,
  values: Updateable<ProjectsTable> = {},
  title = 'Workflow project',
): Promise<Project> {
  const project = await createProject(t.db, {
    title,
    status: 'script-writing',
    collaborators: [c.users.projectPm, c.users.clientCollaborator, c.users.freelancer, c.users.freelancerWithoutTerms],
    updatedAt: new Date('2024-01-01T00:00:00Z'),
  });
  if (Object.keys(values).length === 0) return project;
  return t.db.updateTable('projects').set(values).where('id', '=', project.id).returningAll().executeTakeFirstOrThrow();
}

/** Everything a workflow call may change about a project: its row, its logs, My List rows and notifications. */
export async function snapshot(t: TestApp, projectId: string) {
  const row = await t.db.selectFrom('projects').selectAll().where('id', '=', projectId).executeTakeFirstOrThrow();
  const counts = await sql<{ logs: number; listed: number; notes: number }>`select
      (select count(*)::int from project_logs where project_id = ${projectId}) as logs,
      (select count(*)::int from project_listed_by where project_id = ${projectId}) as listed,
      (select count(*)::int from notifications where item_id = ${projectId}) as notes`.execute(t.db);
  return { row, ...counts.rows[0] };
}

export interface Request {
  method: 'GET' | 'POST';
  url: string;
  payload?: object;
}

export const post = (t: TestApp, c: ProjectCallers, caller: Caller, url: string, payload?: object) =>
  call(t.app, 'POST', url, { cookie: c.cookies[caller], payload });

/** Expected answer per caller: the nobody-may rows are the same for every endpoint. */
export function expectedCodes(allowed: ReadonlyArray<Caller>): Record<Caller, number> {
  const codes = {} as Record<Caller, number>;
  for (const caller of CALLERS) {
    if (caller === 'anonymous') codes[caller] = 401;
    else if (caller === 'clientOutsider') codes[caller] = 404;
    else if (caller === 'freelancerWithoutTerms') codes[caller] = 403;
    else codes[caller] = allowed.includes(caller) ? 200 : 403;
  }
  return codes;
}

/**
 * Runs one endpoint for each of the nine callers, each on a fresh project in `values`' state: the code is the
 * expected one, and a refused call leaves the project, its logs, lists and notifications as they were.
 */
export async function runMatrix(
  t: TestApp,
  c: ProjectCallers,
  allowed: ReadonlyArray<Caller>,
  values: Updateable<ProjectsTable>,
  request: (projectId: string) => Request,
): Promise<void> {
  const expected = expectedCodes(allowed);
  const got = {} as Record<Caller, number>;
  for (const caller of CALLERS) {
    const project = await freshProject(t, c, values);
    const before = await snapshot(t, project.id);
    const { method, url, payload } = request(project.id);
    const response = await call(t.app, method, url, { cookie: c.cookies[caller], payload });
    got[caller] = response.statusCode;
    if (response.statusCode !== 200) expect(await snapshot(t, project.id)).toEqual(before);
  }
  expect(got).toEqual(expected);
}
