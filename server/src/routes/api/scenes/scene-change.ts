// How the scene calls load and change a project's scenes: the project's row is locked for every change (so
// two people reordering, adding or saving at once go one after the other, and the order stays a permutation),
// the caller is judged on the locked row — 404 when they may not read the project, 403 (naming who may) when
// they read it but may not act, 409 in the wrong project status — and the scene must be the project's (404).
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { isDemonProof, scriptStats } from '../../../domain/script-text';
import { sceneStateAllows, sceneWrongState } from '../../../domain/scene-rules';
import { mayTakeSceneAction, SCENE_FORBIDDEN } from '../../../policies';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../errors';
import { can, type Actor } from '../../../policies';
import { findProjectFacts, lockProject, projectTarget, updateProject, type ProjectFacts } from '../../../repositories/projects';
import { findScene, sceneTexts, type SceneRow } from '../../../repositories/scenes';
import type { SceneActionName } from '../../../schemas/scene';

export const PROJECT_NOT_FOUND = 'Project not found';
export const SCENE_NOT_FOUND = 'Scene not found';

type Trx = Kysely<Database>;

/** Throws 404 / 403 / 409 unless `actor` may take `action` on the project's scenes now. */
export function judgeScenes(actor: Actor, project: ProjectFacts | undefined, action: SceneActionName): ProjectFacts {
  if (!project) throw new NotFoundError(PROJECT_NOT_FOUND);
  const target = projectTarget(project);
  if (!can(actor, 'read', 'project', target)) throw new NotFoundError(PROJECT_NOT_FOUND);
  if (!mayTakeSceneAction(actor, action, target)) throw new ForbiddenError(SCENE_FORBIDDEN[action]);
  if (!sceneStateAllows(action, project.status)) throw new ConflictError(sceneWrongState(action));
  return project;
}

/** The project judged for `action`, without a lock (reads, and the check before an upload's bytes arrive). */
export async function loadScenesFor(db: Trx, actor: Actor, projectId: string, action: SceneActionName): Promise<ProjectFacts> {
  return judgeScenes(actor, await findProjectFacts(db, projectId), action);
}

/** The project's scene, or 404. */
export async function sceneOf(db: Trx, projectId: string, sceneId: string): Promise<SceneRow> {
  const scene = await findScene(db, projectId, sceneId);
  if (!scene) throw new NotFoundError(SCENE_NOT_FOUND);
  return scene;
}

/** Runs `act` in a transaction with the project's row locked, after judging the caller on the locked row. */
export function changeScenes<T>(
  db: Trx,
  actor: Actor,
  projectId: string,
  action: SceneActionName,
  act: (trx: Trx, project: ProjectFacts) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockProject(trx, projectId))) throw new NotFoundError(PROJECT_NOT_FOUND);
    const project = await loadScenesFor(trx, actor, projectId, action);
    return act(trx, project);
  });
}

export interface ScriptCountsJson {
  wordCount: number;
  characterCount: number;
  sceneCount: number;
  demonProof?: boolean;
}

/**
 * Recomputes the project's word and character counts, scene count and demonProof from its scenes (inside the
 * change's transaction) and writes them; answers them as `actor` may see them (demonProof for contributors).
 */
export async function recountScript(trx: Trx, actor: Actor, projectId: string): Promise<ScriptCountsJson> {
  const texts = await sceneTexts(trx, projectId);
  const stats = scriptStats(texts);
  const demonProof = texts.every((text) => isDemonProof(text));
  const sceneCount = texts.length;
  await updateProject(trx, projectId, {
    word_count: stats.wordCount,
    character_count: stats.characterCount,
    scene_count: sceneCount,
    demon_proof: demonProof,
  });
  return {
    ...stats,
    sceneCount,
    ...(can(actor, 'seeInternals', 'project', { collaboratorIds: [], jobs: [] }) ? { demonProof } : {}),
  };
}
