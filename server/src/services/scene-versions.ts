// A scene's versions (spec doc 2 section 7): every change of its text, image or sketch keeps the scene as it is
// afterwards, read back by `GET /api/scenes/{id}/versions`.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { Actor } from '../policies';
import { addSceneVersion, type SceneRow } from '../repositories/scenes';
import { sceneOf } from './scenes';

/** Keeps a version of the scene as it is now (after the change, inside its transaction): text and image. */
export async function keepVersion(
  trx: Kysely<Database>,
  actor: Actor,
  scene: SceneRow,
  type: 'text' | 'image' | 'sketch',
  title: string,
): Promise<void> {
  const now = await sceneOf(trx, scene.project_id, scene.id);
  await addSceneVersion(trx, {
    sceneId: now.id,
    projectId: now.project_id,
    type,
    title,
    text: now.text,
    imageFileId: type === 'sketch' ? now.sketch_file_id : now.image_file_id,
    user: { id: actor.id, name: actor.name },
  });
}
