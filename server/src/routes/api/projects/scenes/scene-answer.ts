// The answer of a change of one scene: the scene, re-read after the change, as the caller sees it.
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/types';
import type { Actor } from '../../../../policies';
import { presentScene } from '../../../../presenters/scene';
import { projectTarget, type ProjectFacts } from '../../../../repositories/projects';
import { sceneOf } from '../../../../services/scenes';

export async function sceneAnswer(trx: Kysely<Database>, actor: Actor, project: ProjectFacts, sceneId: string, message: string) {
  const scene = await sceneOf(trx, project.id, sceneId);
  return { message, scene: presentScene(scene, actor, projectTarget(project)) };
}
