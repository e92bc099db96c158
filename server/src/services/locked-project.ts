// The one executor for a change of a project: read it, judge who (policy) and when (workflow state), and for a
// change do all of it in one transaction with the project's row locked, so of two racing requests the second is
// judged on the first one's result. Refusals: 404 when the caller may not read the project, 403 (with the check's
// sentence) when they read it but may not act, 409 for the wrong state. Routes present what it returns.
import type { Kysely } from 'kysely';
import type { Database, ProjectStatus } from '../db/types';
import { stateAllows, wrongStateMessage } from '../domain/project-states';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors';
import { type Actor, type Caller, can, GUEST, mayTakeProjectAction, PROJECT_FORBIDDEN } from '../policies';
import { recordLiveEvent } from '../repositories/live-events';
import {
  findProjectDetail,
  findProjectFacts,
  lockProject,
  projectState,
  projectTarget,
  type ProjectDetail,
  type ProjectFacts,
} from '../repositories/projects';
import type { ProjectTarget } from '../policies/models';
import type { ProjectActionName } from '../schemas/project';

/** The one answer for a project that does not exist or that the caller may not read. */
export const PROJECT_NOT_FOUND = 'Project not found';

export interface ProjectCheck {
  /** The page action asked for (its policy says who). */
  action: ProjectActionName;
  /** The 403 message for callers who read the project but may not act; default: the action's (policies/project.ts). */
  forbidden?: string;
  /** Judge the workflow state too (the action's state rule); default true. */
  checkState?: boolean;
  /** A 409 the call itself finds on the locked project, judged before the state rule (e.g. a stale `from`). */
  conflict?: (project: ProjectDetail) => string | null;
}

/** A project as one caller sees it: `viewer` is a guest once they may not read it (they left it): the public subset. */
export interface ProjectView {
  project: ProjectDetail;
  viewer: Caller;
}

/** Throws 404 / 403 / 409 unless `actor` may take the check's action on `project` now. */
export function judgeProject(actor: Actor, project: ProjectDetail | undefined, check: ProjectCheck): ProjectDetail {
  if (!project) throw new NotFoundError(PROJECT_NOT_FOUND);
  const target = projectTarget(project);
  if (!can(actor, 'read', 'project', target)) throw new NotFoundError(PROJECT_NOT_FOUND);
  if (!mayTakeProjectAction(actor, check.action, target))
    throw new ForbiddenError(check.forbidden ?? PROJECT_FORBIDDEN[check.action]);
  const conflict = check.conflict?.(project);
  if (conflict) throw new ConflictError(conflict);
  if (check.checkState !== false && !stateAllows(check.action, projectState(project))) {
    throw new ConflictError(wrongStateMessage(check.action));
  }
  return project;
}

/** The project, judged for a read-only call. */
export async function loadProjectFor(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  check: ProjectCheck,
): Promise<ProjectDetail> {
  return judgeProject(actor, await findProjectDetail(db, id, actor.id), check);
}

/** The project as `actor` sees it now (404 when it does not exist). */
export async function readProjectView(db: Kysely<Database>, actor: Actor, id: string): Promise<ProjectView> {
  const project = await findProjectDetail(db, id, actor.id);
  if (!project) throw new NotFoundError(PROJECT_NOT_FOUND);
  return { project, viewer: can(actor, 'read', 'project', projectTarget(project)) ? actor : GUEST };
}

/**
 * Runs `act` in a transaction with the project's row locked, after judging the caller on the locked row, and
 * answers its result with the project as the caller sees it afterwards. The project's members (and the actor's
 * other tabs) hear of the change once it commits: their open project pages re-read (live event 'projects').
 */
export async function withLockedProject<T>(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  check: ProjectCheck,
  act: (trx: Kysely<Database>, project: ProjectDetail) => Promise<T>,
): Promise<{ result: T; after: ProjectView }> {
  return inLockedProject(db, id, async (trx) => {
    const project = await loadProjectFor(trx, actor, id, check);
    const result = await act(trx, project);
    await recordLiveEvent(trx, { resource: 'projects', ids: [id], userIds: [...project.collaborator_ids, actor.id] });
    return { result, after: await readProjectView(trx, actor, id) };
  });
}

/** The lock every change of a project takes: `act` runs in a transaction holding the project's row (404 when gone). */
export function inLockedProject<T>(db: Kysely<Database>, id: string, act: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockProject(trx, id))) throw new NotFoundError(PROJECT_NOT_FOUND);
    return act(trx);
  });
}

/**
 * A change of one of the project's sections (its scenes, its covers and titles, its video box), judged by that
 * section's own rules in the project's order: 404 unless the caller reads it, 403 with the rule's sentence, 409
 * in the wrong project status. Each section writes its check once (services/scenes.ts, social-media.ts, video-box.ts).
 */
export interface SectionCheck {
  /** Who reads the section; everyone else is answered the project's 404. */
  reads: (actor: Actor, target: ProjectTarget) => boolean;
  /** Who may take the change, and the 403's sentence for the others (absent for a read). */
  may?: { allows: (actor: Actor, target: ProjectTarget) => boolean; forbidden: string };
  /** In which project statuses the change may happen, and the 409's sentence otherwise. */
  when?: { allows: (status: ProjectStatus) => boolean; wrongState: string };
}

/** Throws 404 / 403 / 409 unless `actor` passes the section's check on `project`. */
export function judgeSection(actor: Actor, project: ProjectFacts | undefined, check: SectionCheck): ProjectFacts {
  if (!project) throw new NotFoundError(PROJECT_NOT_FOUND);
  const target = projectTarget(project);
  if (!check.reads(actor, target)) throw new NotFoundError(PROJECT_NOT_FOUND);
  if (check.may && !check.may.allows(actor, target)) throw new ForbiddenError(check.may.forbidden);
  if (check.when && !check.when.allows(project.status)) throw new ConflictError(check.when.wrongState);
  return project;
}

/** The project judged by a section's check, without a lock (reads, and the check before an upload's bytes arrive). */
export async function loadSectionFor(db: Kysely<Database>, actor: Actor, id: string, check: SectionCheck): Promise<ProjectFacts> {
  return judgeSection(actor, await findProjectFacts(db, id), check);
}

/**
 * Runs `act` with the project's row locked after judging the caller on the locked row by a section's check. The
 * section answers its own part: no project view is read and no live event told (the page's sections re-read alone).
 */
export function withLockedSection<T>(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  check: SectionCheck,
  act: (trx: Kysely<Database>, project: ProjectFacts) => Promise<T>,
): Promise<T> {
  return inLockedProject(db, id, async (trx) => act(trx, await loadSectionFor(trx, actor, id, check)));
}

/** The project's page in the app, where notifications and invitations lead. */
export const projectPagePath = (id: string): string => `/app/projects/${id}`;
