// A scene's image: upload, remove, download (`/api/projects/{id}/scenes/{sceneId}/upload`, `…/image`), and the
// numbers placed on it (`…/numbers`).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConflictError, NotFoundError } from '../../../../errors';
import { updateProject } from '../../../../repositories/projects';
import { updateScene } from '../../../../repositories/scenes';
import { currentUser } from '../../../current-user';
import { contentDisposition } from '../../../media';
import {
  DownloadSceneImageSchema,
  RemoveSceneImageSchema,
  SaveNumbersSchema,
  UploadSceneImageSchema,
} from '../../../../schemas/scene';
import { loadSectionFor, withLockedSection } from '../../../../services/locked-project';
import { keepVersion } from '../../../../services/scene-versions';
import { sceneCheck, sceneOf } from '../../../../services/scenes';
import { sceneAnswer } from './scene-answer';
import { discardUpload, receiveUpload } from '../../../../services/uploads';
import { variantKey } from '../../../../storage/variants';

/** Image uploads and sketches count against the uploader's per-user limit (services/user-limits.ts). */
const UPLOADS = { userLimit: 'uploads' } as const;

const sceneImageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/scenes/:sceneId/upload', { schema: UploadSceneImageSchema, config: UPLOADS }, async (request) => {
    const actor = currentUser(request);
    const { id, sceneId } = request.params;
    // Judge before the bytes are stored, and again on the locked row before they are used.
    await sceneOf(app.db, (await loadSectionFor(app.db, actor, id, sceneCheck('editImage'))).id, sceneId);
    const file = await receiveUpload(app, request, actor.id, {
      kinds: ['image'],
      kindMessage: 'A scene image must be a jpg, png, gif or webp image',
      shape: 'proportional',
    });
    try {
      return await withLockedSection(app.db, actor, id, sceneCheck('editImage'), async (trx, project) => {
        const scene = await sceneOf(trx, project.id, sceneId);
        await updateScene(trx, scene.id, { image_file_id: file.id, image_by: actor.id, image_at: new Date() });
        await keepVersion(trx, actor, scene, 'image', 'Image uploaded');
        await updateProject(trx, project.id);
        return sceneAnswer(trx, actor, project, scene.id, `SCENE ${scene.position + 1} image updated`);
      });
    } catch (error) {
      await discardUpload(app, file);
      throw error;
    }
  });

  app.delete('/:id/scenes/:sceneId/image', { schema: RemoveSceneImageSchema }, async (request) => {
    const actor = currentUser(request);
    return withLockedSection(app.db, actor, request.params.id, sceneCheck('editImage'), async (trx, project) => {
      const scene = await sceneOf(trx, project.id, request.params.sceneId);
      if (!scene.image_file_id) throw new ConflictError('The scene has no image to remove');
      // The numbers were placed on this image: they go with it.
      await updateScene(trx, scene.id, { image_file_id: null, image_by: null, image_at: null, numbers: '{}' });
      await keepVersion(trx, actor, scene, 'image', 'Image removed');
      await updateProject(trx, project.id);
      return sceneAnswer(trx, actor, project, scene.id, `SCENE ${scene.position + 1} image removed`);
    });
  });

  app.get('/:id/scenes/:sceneId/image', { schema: DownloadSceneImageSchema }, async (request, reply) => {
    const actor = currentUser(request);
    const project = await loadSectionFor(app.db, actor, request.params.id, sceneCheck('readVersions'));
    const scene = await sceneOf(app.db, project.id, request.params.sceneId);
    const stream = scene.image_file_id ? await app.storage.read(variantKey(scene.image_file_id, 'l')) : null;
    if (!stream) throw new NotFoundError('The scene has no image');
    reply.header('content-disposition', contentDisposition(`SCENE ${scene.position + 1}.jpg`));
    return reply.type('image/jpeg').send(stream);
  });

  app.post('/:id/scenes/:sceneId/numbers', { schema: SaveNumbersSchema }, async (request) => {
    const actor = currentUser(request);
    return withLockedSection(app.db, actor, request.params.id, sceneCheck('editNumbers'), async (trx, project) => {
      const scene = await sceneOf(trx, project.id, request.params.sceneId);
      const placed = Object.keys(request.body.numbers).length > 0;
      if (placed && !scene.image_file_id) throw new ConflictError('numbers: upload the scene image before placing numbers on it');
      await updateScene(trx, scene.id, { numbers: JSON.stringify(request.body.numbers) });
      return sceneAnswer(trx, actor, project, scene.id, 'Saved scene numbers');
    });
  });
};

export default sceneImageRoutes;
