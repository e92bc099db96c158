// A scene's sketch drawn over its image: save and read it (`/api/projects/{id}/scenes/{sceneId}/sketch`).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import sharp from 'sharp';
import { BadRequestError } from '../../../../errors';
import { updateProject } from '../../../../repositories/projects';
import { sketchStorageKey, updateScene } from '../../../../repositories/scenes';
import { currentUser } from '../../../current-user';
import {
  GetSketchSchema,
  SaveSketchSchema,
  SKETCH_BODY_LIMIT,
  SKETCH_LIMIT_LABEL,
  SKETCH_MAX_BYTES,
} from '../../../../schemas/scene';
import { loadSectionFor, withLockedSection } from '../../../../services/locked-project';
import { keepVersion } from '../../../../services/scene-versions';
import { sceneCheck, sceneOf } from '../../../../services/scenes';
import { sceneAnswer } from './scene-answer';
import { discardUpload, PayloadTooLargeError, storeBytes, UnsupportedTypeError } from '../../../../services/uploads';

const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]*={0,2})$/;
/** A sketch is drawn over the scene image on screen: no bigger than this on either side. */
const SKETCH_MAX_SIDE = 8000;

/** Image uploads and sketches count against the uploader's per-user limit (services/user-limits.ts). */
const UPLOADS = { userLimit: 'uploads' } as const;
const SKETCH_ROUTE = { bodyLimit: SKETCH_BODY_LIMIT, config: UPLOADS } as const;

/** The PNG bytes of a sketch's data URL: 400 when it is no base64 PNG data URL. */
function sketchBytes(dataUrl: string): Buffer {
  const match = PNG_DATA_URL.exec(dataUrl);
  if (!match) throw new BadRequestError('dataUrl: send the sketch as a PNG data URL (data:image/png;base64,…)');
  return Buffer.from(match[1], 'base64');
}

async function checkSketchImage(bytes: Buffer): Promise<void> {
  try {
    const meta = await sharp(bytes, { failOn: 'error' }).metadata();
    if (meta.format !== 'png') throw new Error('not a png');
    if ((meta.width ?? 0) > SKETCH_MAX_SIDE || (meta.height ?? 0) > SKETCH_MAX_SIDE) {
      throw new BadRequestError(`dataUrl: a sketch is at most ${SKETCH_MAX_SIDE} pixels wide and high`);
    }
  } catch (error) {
    if (error instanceof BadRequestError) throw error;
    throw new UnsupportedTypeError('dataUrl: the sketch is not a readable PNG image');
  }
}

const sceneSketchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/scenes/:sceneId/sketch', { schema: SaveSketchSchema, ...SKETCH_ROUTE }, async (request) => {
    const actor = currentUser(request);
    const { id, sceneId } = request.params;
    await sceneOf(app.db, (await loadSectionFor(app.db, actor, id, sceneCheck('editSketch'))).id, sceneId);
    const bytes = sketchBytes(request.body.dataUrl);
    if (bytes.length > SKETCH_MAX_BYTES)
      throw new PayloadTooLargeError(`dataUrl: the sketch is larger than ${SKETCH_LIMIT_LABEL}`);
    await checkSketchImage(bytes);
    const file = await storeBytes(app, bytes, {
      name: 'sketch.png',
      userId: actor.id,
      kinds: ['image'],
      kindMessage: 'dataUrl: the sketch must be a PNG image',
      shape: 'proportional',
      maxBytes: SKETCH_MAX_BYTES,
    });
    if (file.mime !== 'image/png') {
      await discardUpload(app, file);
      throw new UnsupportedTypeError('dataUrl: the sketch must be a PNG image');
    }
    try {
      return await withLockedSection(app.db, actor, id, sceneCheck('editSketch'), async (trx, project) => {
        const scene = await sceneOf(trx, project.id, sceneId);
        await updateScene(trx, scene.id, { sketch_file_id: file.id, sketch_by: actor.id, sketch_at: new Date() });
        await keepVersion(trx, actor, scene, 'sketch', 'Sketch saved');
        await updateProject(trx, project.id);
        return sceneAnswer(trx, actor, project, scene.id, 'Sketch saved');
      });
    } catch (error) {
      await discardUpload(app, file);
      throw error;
    }
  });

  app.get('/:id/scenes/:sceneId/sketch', { schema: GetSketchSchema }, async (request) => {
    const actor = currentUser(request);
    const project = await loadSectionFor(app.db, actor, request.params.id, sceneCheck('readVersions'));
    const scene = await sceneOf(app.db, project.id, request.params.sceneId);
    if (!scene.sketch_file_id) return { dataUrl: null };
    const key = await sketchStorageKey(app.db, scene.sketch_file_id);
    const stream = key ? await app.storage.read(key) : null;
    if (!stream) return { dataUrl: null };
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { dataUrl: `data:image/png;base64,${Buffer.concat(chunks).toString('base64')}` };
  });
};

export default sceneSketchRoutes;
