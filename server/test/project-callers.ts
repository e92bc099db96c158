// The nine kinds of caller of the project page (issue 8), around one project: every project endpoint's
// permission matrix is written against these, so each endpoint is judged for the same people.
import type { TestApp } from './helper';
import { signIn } from './helper';
import { createProject, createUser, type Project, type User } from './factories';

export const CALLERS = [
  'anonymous',
  'clientCollaborator',
  'clientOutsider',
  'freelancerWithoutTerms',
  'freelancer',
  'staff',
  'projectPm',
  'otherPm',
  'admin',
] as const;
export type Caller = (typeof CALLERS)[number];

/** The answers of an endpoint only the project's PMs (its PM collaborators and admins) may use. */
export const ONLY_PROJECT_PMS: Readonly<Record<Caller, number>> = {
  anonymous: 401,
  clientCollaborator: 403,
  clientOutsider: 404,
  freelancerWithoutTerms: 403,
  freelancer: 403,
  staff: 403,
  projectPm: 200,
  otherPm: 403,
  admin: 200,
};

/** The answers of an endpoint whoever reads the project may use. */
export const PROJECT_READERS: Readonly<Record<Caller, number>> = {
  anonymous: 401,
  clientCollaborator: 200,
  clientOutsider: 404,
  freelancerWithoutTerms: 403,
  freelancer: 200,
  staff: 200,
  projectPm: 200,
  otherPm: 200,
  admin: 200,
};

/** The answers of a studio-wide endpoint for contributors (no project involved). */
export const ONLY_CONTRIBUTORS: Readonly<Record<Caller, number>> = {
  anonymous: 401,
  clientCollaborator: 403,
  clientOutsider: 403,
  freelancerWithoutTerms: 403,
  freelancer: 200,
  staff: 200,
  projectPm: 200,
  otherPm: 200,
  admin: 200,
};

/** The answers of a studio-wide endpoint for admins only (no project involved). */
export const ONLY_ADMINS: Readonly<Record<Caller, number>> = {
  anonymous: 401,
  clientCollaborator: 403,
  clientOutsider: 403,
  freelancerWithoutTerms: 403,
  freelancer: 403,
  staff: 403,
  projectPm: 403,
  otherPm: 403,
  admin: 200,
};

export interface ProjectCallers {
  users: Record<Exclude<Caller, 'anonymous'>, User>;
  cookies: Record<Caller, string | undefined>;
  /** A project in script writing: the project PM, the client collaborator and the freelancer collaborate. */
  project: Project;
}

/**
 * Makes the nine callers and their project. The freelancer collaborates (DECISIONS: freelancers see projects
 * they collaborate on); the freelancer without terms collaborates too, so only the terms stop them.
 */
export async function createProjectCallers(
  t: TestApp,
  projectInput: Parameters<typeof createProject>[1] = {},
): Promise<ProjectCallers> {
  const users = {
    clientCollaborator: await createUser(t.db, { level: 'client', name: 'Client Collaborator' }),
    clientOutsider: await createUser(t.db, { level: 'client', name: 'Client Outsider' }),
    freelancerWithoutTerms: await createUser(t.db, { level: 'freelancer', roles: ['script'], tnc: false, name: 'Newbie' }),
    freelancer: await createUser(t.db, { level: 'freelancer', roles: ['script', 'storyboard'], name: 'Freelancer' }),
    staff: await createUser(t.db, { level: 'staff', roles: ['video-editing'], name: 'Staff' }),
    projectPm: await createUser(t.db, { level: 'staff', roles: ['project-manager'], name: 'Project PM' }),
    otherPm: await createUser(t.db, { level: 'staff', roles: ['project-manager'], name: 'Other PM' }),
    admin: await createUser(t.db, { level: 'admin', name: 'Admin' }),
  };
  const project = await createProject(t.db, {
    title: 'Matrix project',
    status: 'script-writing',
    collaborators: [users.projectPm, users.clientCollaborator, users.freelancer, users.freelancerWithoutTerms],
    ...projectInput,
  });
  const cookies = { anonymous: undefined } as Record<Caller, string | undefined>;
  for (const [name, user] of Object.entries(users)) cookies[name as Caller] = await signIn(t.db, user);
  return { users, cookies, project };
}
