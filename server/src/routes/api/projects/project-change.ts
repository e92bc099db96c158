// Transitional: the project page's calls now go through services/locked-project.ts (the one executor). These
// wrappers present its answer; they go away as each route calls the executor and presents itself.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import type { Actor } from '../../../policies';
import { presentProjectView } from '../../../presenters/project';
import type { ProjectDetail } from '../../../repositories/projects';
import type { ProjectJson } from '../../../schemas/project';
import {
  loadProjectFor,
  PROJECT_NOT_FOUND,
  projectPagePath,
  readProjectView,
  withLockedProject,
  type ProjectCheck,
} from '../../../services/locked-project';

export { loadProjectFor, PROJECT_NOT_FOUND, projectPagePath, type ProjectCheck };

/** The project as `actor` sees it now; once they may not read it (they left it), the public subset. */
export async function projectFor(db: Kysely<Database>, actor: Actor, id: string): Promise<ProjectJson> {
  return presentProjectView(await readProjectView(db, actor, id));
}

export async function changeProject<T>(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  check: ProjectCheck,
  act: (trx: Kysely<Database>, project: ProjectDetail) => Promise<T>,
): Promise<{ result: T; project: ProjectJson }> {
  const { result, after } = await withLockedProject(db, actor, id, check, act);
  return { result, project: presentProjectView(after) };
}
