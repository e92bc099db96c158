// How the scene calls judge and find a project's scenes. Every change runs in the one project executor
// (services/locked-project.ts `withLockedSection`, the project's row locked, so two people reordering, adding or
// saving at once go one after the other and the order stays a permutation) with the scene check below: 404 when
// the caller may not read the project, 403 (naming who may) when they read it but may not act, 409 in the wrong
// project status; and the scene must be the project's (404).
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { sceneStateAllows, sceneWrongState } from '../domain/scene-rules';
import { NotFoundError } from '../errors';
import { can, mayTakeSceneAction, SCENE_FORBIDDEN } from '../policies';
import { findScene, type SceneRow } from '../repositories/scenes';
import type { SceneActionName } from '../schemas/scene';
import type { SectionCheck } from './locked-project';

export const SCENE_NOT_FOUND = 'Scene not found';

/** Who may take `action` on a project's scenes, and when. */
export const sceneCheck = (action: SceneActionName): SectionCheck => ({
  reads: (actor, target) => can(actor, 'read', 'project', target),
  may: { allows: (actor, target) => mayTakeSceneAction(actor, action, target), forbidden: SCENE_FORBIDDEN[action] },
  when: { allows: (status) => sceneStateAllows(action, status), wrongState: sceneWrongState(action) },
});

/** The project's scene, or 404. */
export async function sceneOf(db: Kysely<Database>, projectId: string, sceneId: string): Promise<SceneRow> {
  const scene = await findScene(db, projectId, sceneId);
  if (!scene) throw new NotFoundError(SCENE_NOT_FOUND);
  return scene;
}
