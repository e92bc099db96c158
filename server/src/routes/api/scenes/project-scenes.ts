// A project's scenes (spec doc 2 section 7, under /api/projects/{id}): list, add, save, remove, sort, image
// upload / remove / download, numbers, sketch, status, likes, the board view's fields, and the project's
// credits. Each change: validate → lock the project → read (404) → who (403) → when (409) → the scene (404) →
// change, keep a version where text or image changed → answer as the caller sees it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import sharp from 'sharp';
import type { Kysely } from 'kysely';
import { SCENE_STATUSES, type Database } from '../../../db/types';
import { MAX_SCENES } from '../../../domain/scene-rules';
import { availableSceneActions } from '../../../policies';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../../errors';
import { can, settableSceneStatuses, type Actor } from '../../../policies';
import { presentScene } from '../../../presenters/scene';
import { commentCountsFor } from '../../../presenters/comment';
import { logProjectEvent } from '../../../repositories/project-logs';
import { projectTarget, updateProject, type ProjectFacts } from '../../../repositories/projects';
import {
  addSceneVersion,
  countScenes,
  deleteScene,
  imageFiles,
  insertScene,
  likeScene,
  listScenes,
  moveScene,
  sceneOrder,
  unlikeScene,
  updateScene,
  type SceneRow,
} from '../../../repositories/scenes';
import { discardUpload, PayloadTooLargeError, receiveUpload, storeBytes, UnsupportedTypeError } from '../../../services/uploads';
import { variantKey } from '../../../storage/variants';
import { contentDisposition } from '../../media';
import { currentUser } from '../../current-user';
import { projectFor } from '../projects/project-change';
import { changeScenes, loadScenesFor, recountScript, sceneOf } from './scene-change';
import {
  CreateSceneSchema,
  DownloadSceneImageSchema,
  GetSketchSchema,
  LikeSceneSchema,
  ListScenesSchema,
  RemoveCreditsSchema,
  RemoveSceneImageSchema,
  RemoveSceneSchema,
  SaveBoardSchema,
  SaveNumbersSchema,
  SaveSceneSchema,
  SaveSketchSchema,
  SetSceneStatusSchema,
  SKETCH_BODY_LIMIT,
  SKETCH_LIMIT_LABEL,
  SKETCH_MAX_BYTES,
  SortScenesSchema,
  UnlikeSceneSchema,
  UpdateCreditsSchema,
  UploadSceneImageSchema,
} from './schema';

type Trx = Kysely<Database>;

export const MESSAGES = {
  added: 'Scene added',
  saved: 'Changes have been saved',
  removed: 'Scene removed',
  withText: 'Can not remove scene with text',
  sorted: 'Updated scene order',
  image: (position: number) => `SCENE ${position + 1} image updated`,
  imageRemoved: (position: number) => `SCENE ${position + 1} image removed`,
  numbers: 'Saved scene numbers',
  sketch: 'Sketch saved',
  status: 'Scene status updated',
  liked: 'Scene liked',
  unliked: 'Like removed',
  credits: 'Updated credits',
  creditsRemoved: 'Deleted credits',
} as const;

const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]*={0,2})$/;
/** A sketch is drawn over the scene image on screen: no bigger than this on either side. */
const SKETCH_MAX_SIDE = 8000;

/** Image uploads and sketches count against the uploader's per-user limit (services/user-limits.ts). */
const UPLOADS = { userLimit: 'uploads' } as const;
const SKETCH_ROUTE = { bodyLimit: SKETCH_BODY_LIMIT, config: UPLOADS } as const;
const by = (actor: Actor) => ({ id: actor.id, name: actor.name });

/** The scene (re-read after a change) as the caller sees it. */
async function sceneAnswer(trx: Trx, actor: Actor, project: ProjectFacts, sceneId: string, message: string) {
  const scene = await sceneOf(trx, project.id, sceneId);
  return { message, scene: presentScene(scene, actor, projectTarget(project)) };
}

/** Keeps a version of the scene as it is now (after the change): text and image. */
async function keepVersion(trx: Trx, actor: Actor, scene: SceneRow, type: 'text' | 'image' | 'sketch', title: string) {
  const now = await sceneOf(trx, scene.project_id, scene.id);
  await addSceneVersion(trx, {
    sceneId: now.id,
    projectId: now.project_id,
    type,
    title,
    text: now.text,
    imageFileId: type === 'sketch' ? now.sketch_file_id : now.image_file_id,
    user: by(actor),
  });
}

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

const projectSceneRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/:id/scenes', { schema: ListScenesSchema }, async (request) => {
    const actor = currentUser(request);
    const project = await loadScenesFor(app.db, actor, request.params.id, 'readVersions');
    const target = projectTarget(project);
    const { sceneStatus } = request.query;
    const scenes = await listScenes(app.db, project.id, sceneStatus);
    const counts = await commentCountsFor(
      app.db,
      scenes.map((scene) => ({ kind: 'scene' as const, id: scene.id, project: target, projectId: project.id })),
      actor,
    );
    return {
      scenes: scenes.map((scene) => ({ ...presentScene(scene, actor, target), commentCounts: counts.get(scene.id) })),
      wordCount: project.word_count,
      characterCount: project.character_count,
      sceneCount: sceneStatus ? await countScenes(app.db, project.id) : scenes.length,
      ...(can(actor, 'seeInternals', 'project', target) ? { demonProof: project.demon_proof } : {}),
      actions: availableSceneActions(actor, target, project.status),
      settableStatuses: project.status === 'onhold' || project.status === 'trash' ? [] : settableSceneStatuses(actor, target),
    };
  });

  app.post('/:id/scenes', { schema: CreateSceneSchema }, async (request, reply) => {
    const actor = currentUser(request);
    const text = (request.body.text ?? '').trim();
    const answer = await changeScenes(app.db, actor, request.params.id, 'addScene', async (trx, project) => {
      const count = (await sceneOrder(trx, project.id)).length;
      if (count >= MAX_SCENES) throw new ConflictError(`A project holds at most ${MAX_SCENES} scenes`);
      const position = Math.min(request.body.position ?? count, count);
      const sceneId = await insertScene(trx, { projectId: project.id, position, text, userId: actor.id });
      if (text) await keepVersion(trx, actor, await sceneOf(trx, project.id, sceneId), 'text', 'Text edited');
      const counts = await recountScript(trx, actor, project.id);
      return { ...(await sceneAnswer(trx, actor, project, sceneId, MESSAGES.added)), ...counts };
    });
    reply.code(201);
    return answer;
  });

  app.post('/:id/scenes/sort', { schema: SortScenesSchema }, async (request) => {
    const actor = currentUser(request);
    const { from, to, sceneId } = request.body;
    return changeScenes(app.db, actor, request.params.id, 'sortScenes', async (trx, project) => {
      const order = await sceneOrder(trx, project.id);
      if (from >= order.length)
        throw new ConflictError(`from: there is no scene at position ${from} (the project has ${order.length})`);
      if (to >= order.length) throw new ConflictError(`to: there is no position ${to} (the project has ${order.length} scenes)`);
      if (sceneId && order[from] !== sceneId) {
        throw new ConflictError('The scene order changed meanwhile: reload the scenes and move the scene again');
      }
      await moveScene(trx, project.id, from, to);
      await updateProject(trx, project.id);
      return { message: MESSAGES.sorted, order: await sceneOrder(trx, project.id) };
    });
  });

  app.post('/:id/scenes/:sceneId', { schema: SaveSceneSchema }, async (request) => {
    const actor = currentUser(request);
    const text = request.body.text.trim();
    return changeScenes(app.db, actor, request.params.id, 'editText', async (trx, project) => {
      const scene = await sceneOf(trx, project.id, request.params.sceneId);
      if (scene.text !== text) {
        await updateScene(trx, scene.id, { text });
        await keepVersion(trx, actor, scene, 'text', 'Text edited');
      }
      const counts = await recountScript(trx, actor, project.id);
      return { ...(await sceneAnswer(trx, actor, project, scene.id, MESSAGES.saved)), ...counts };
    });
  });

  app.delete('/:id/scenes/:sceneId', { schema: RemoveSceneSchema }, async (request) => {
    const actor = currentUser(request);
    return changeScenes(app.db, actor, request.params.id, 'removeScene', async (trx, project) => {
      const scene = await sceneOf(trx, project.id, request.params.sceneId);
      if (scene.text.trim()) throw new ConflictError(MESSAGES.withText);
      await deleteScene(trx, project.id, scene.id, scene.position);
      const counts = await recountScript(trx, actor, project.id);
      return { message: MESSAGES.removed, ...counts };
    });
  });

  app.post('/:id/scenes/:sceneId/upload', { schema: UploadSceneImageSchema, config: UPLOADS }, async (request) => {
    const actor = currentUser(request);
    const { id, sceneId } = request.params;
    // Judge before the bytes are stored, and again on the locked row before they are used.
    await sceneOf(app.db, (await loadScenesFor(app.db, actor, id, 'editImage')).id, sceneId);
    const file = await receiveUpload(app, request, actor.id, {
      kinds: ['image'],
      kindMessage: 'A scene image must be a jpg, png, gif or webp image',
      shape: 'proportional',
    });
    try {
      return await changeScenes(app.db, actor, id, 'editImage', async (trx, project) => {
        const scene = await sceneOf(trx, project.id, sceneId);
        await updateScene(trx, scene.id, { image_file_id: file.id, image_by: actor.id, image_at: new Date() });
        await keepVersion(trx, actor, scene, 'image', 'Image uploaded');
        await updateProject(trx, project.id);
        return sceneAnswer(trx, actor, project, scene.id, MESSAGES.image(scene.position));
      });
    } catch (error) {
      await discardUpload(app, file);
      throw error;
    }
  });

  app.delete('/:id/scenes/:sceneId/image', { schema: RemoveSceneImageSchema }, async (request) => {
    const actor = currentUser(request);
    return changeScenes(app.db, actor, request.params.id, 'editImage', async (trx, project) => {
      const scene = await sceneOf(trx, project.id, request.params.sceneId);
      if (!scene.image_file_id) throw new ConflictError('The scene has no image to remove');
      // The numbers were placed on this image: they go with it.
      await updateScene(trx, scene.id, { image_file_id: null, image_by: null, image_at: null, numbers: '{}' });
      await keepVersion(trx, actor, scene, 'image', 'Image removed');
      await updateProject(trx, project.id);
      return sceneAnswer(trx, actor, project, scene.id, MESSAGES.imageRemoved(scene.position));
    });
  });

  app.get('/:id/scenes/:sceneId/image', { schema: DownloadSceneImageSchema }, async (request, reply) => {
    const actor = currentUser(request);
    const project = await loadScenesFor(app.db, actor, request.params.id, 'readVersions');
    const scene = await sceneOf(app.db, project.id, request.params.sceneId);
    const stream = scene.image_file_id ? await app.storage.read(variantKey(scene.image_file_id, 'l')) : null;
    if (!stream) throw new NotFoundError('The scene has no image');
    reply.header('content-disposition', contentDisposition(`SCENE ${scene.position + 1}.jpg`));
    return reply.type('image/jpeg').send(stream);
  });

  app.post('/:id/scenes/:sceneId/numbers', { schema: SaveNumbersSchema }, async (request) => {
    const actor = currentUser(request);
    return changeScenes(app.db, actor, request.params.id, 'editNumbers', async (trx, project) => {
      const scene = await sceneOf(trx, project.id, request.params.sceneId);
      const placed = Object.keys(request.body.numbers).length > 0;
      if (placed && !scene.image_file_id) throw new ConflictError('numbers: upload the scene image before placing numbers on it');
      await updateScene(trx, scene.id, { numbers: JSON.stringify(request.body.numbers) });
      return sceneAnswer(trx, actor, project, scene.id, MESSAGES.numbers);
    });
  });

  app.post('/:id/scenes/:sceneId/sketch', { schema: SaveSketchSchema, ...SKETCH_ROUTE }, async (request) => {
    const actor = currentUser(request);
    const { id, sceneId } = request.params;
    await sceneOf(app.db, (await loadScenesFor(app.db, actor, id, 'editSketch')).id, sceneId);
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
      return await changeScenes(app.db, actor, id, 'editSketch', async (trx, project) => {
        const scene = await sceneOf(trx, project.id, sceneId);
        await updateScene(trx, scene.id, { sketch_file_id: file.id, sketch_by: actor.id, sketch_at: new Date() });
        await keepVersion(trx, actor, scene, 'sketch', 'Sketch saved');
        await updateProject(trx, project.id);
        return sceneAnswer(trx, actor, project, scene.id, MESSAGES.sketch);
      });
    } catch (error) {
      await discardUpload(app, file);
      throw error;
    }
  });

  app.get('/:id/scenes/:sceneId/sketch', { schema: GetSketchSchema }, async (request) => {
    const actor = currentUser(request);
    const project = await loadScenesFor(app.db, actor, request.params.id, 'readVersions');
    const scene = await sceneOf(app.db, project.id, request.params.sceneId);
    if (!scene.sketch_file_id) return { dataUrl: null };
    const file = await app.db.selectFrom('files').select('storage_key').where('id', '=', scene.sketch_file_id).executeTakeFirst();
    const stream = file ? await app.storage.read(file.storage_key) : null;
    if (!stream) return { dataUrl: null };
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { dataUrl: `data:image/png;base64,${Buffer.concat(chunks).toString('base64')}` };
  });

  app.post('/:id/scenes/:sceneId/status', { schema: SetSceneStatusSchema }, async (request) => {
    const actor = currentUser(request);
    const { status } = request.body;
    return changeScenes(app.db, actor, request.params.id, 'setStatus', async (trx, project) => {
      const scene = await sceneOf(trx, project.id, request.params.sceneId);
      const settable = settableSceneStatuses(actor, projectTarget(project));
      // Clearing a status is the PMs' (they set every status); others set only the ones their role owns.
      const allowed = status === null ? settable.length === SCENE_STATUSES.length : settable.includes(status);
      if (!allowed) {
        throw new ForbiddenError(
          status === null
            ? "Only the project's PMs may clear a scene status"
            : `You may set ${settable.map((s) => `'${s}'`).join(', ')} only; '${status}' is for the project's PMs or another role`,
        );
      }
      if (scene.status !== status) {
        await updateScene(trx, scene.id, { status });
        await logProjectEvent(trx, {
          projectId: project.id,
          userId: actor.id,
          action: 'scene-status',
          details: { sceneId: scene.id, scene: scene.position + 1, from: scene.status, to: status },
        });
        await updateProject(trx, project.id);
      }
      return sceneAnswer(trx, actor, project, scene.id, MESSAGES.status);
    });
  });

  app.post('/:id/scenes/:sceneId/like', { schema: LikeSceneSchema }, async (request) => {
    const actor = currentUser(request);
    return changeScenes(app.db, actor, request.params.id, 'likeScene', async (trx, project) => {
      const scene = await sceneOf(trx, project.id, request.params.sceneId);
      await likeScene(trx, scene.id, actor.id);
      return sceneAnswer(trx, actor, project, scene.id, MESSAGES.liked);
    });
  });

  app.post('/:id/scenes/:sceneId/unlike', { schema: UnlikeSceneSchema }, async (request) => {
    const actor = currentUser(request);
    return changeScenes(app.db, actor, request.params.id, 'likeScene', async (trx, project) => {
      const scene = await sceneOf(trx, project.id, request.params.sceneId);
      await unlikeScene(trx, scene.id, actor.id);
      return sceneAnswer(trx, actor, project, scene.id, MESSAGES.unliked);
    });
  });

  app.post('/:id/scenes/:sceneId/board', { schema: SaveBoardSchema }, async (request) => {
    const actor = currentUser(request);
    const { frames, ...texts } = request.body;
    return changeScenes(app.db, actor, request.params.id, 'editBoard', async (trx, project) => {
      const scene = await sceneOf(trx, project.id, request.params.sceneId);
      if (frames) {
        // A frame is an image upload: the caller's own, or one the scene already shows.
        const found = await imageFiles(trx, frames);
        const bad = frames.find((fileId) => {
          const file = found.find((f) => f.id === fileId);
          return !file || (file.created_by !== actor.id && !scene.board_frames.includes(fileId));
        });
        if (bad) throw new BadRequestError(`frames: ${bad} is not an image you uploaded`);
        if (new Set(frames).size !== frames.length) throw new BadRequestError('frames: each frame once');
      }
      await updateScene(trx, scene.id, {
        ...(texts.bg !== undefined ? { board_bg: texts.bg.trim() } : {}),
        ...(texts.voice !== undefined ? { board_voice: texts.voice.trim() } : {}),
        ...(texts.action !== undefined ? { board_action: texts.action.trim() } : {}),
        ...(texts.note !== undefined ? { board_note: texts.note.trim() } : {}),
        ...(frames ? { board_frames: JSON.stringify(frames) } : {}),
      });
      await updateProject(trx, project.id);
      return sceneAnswer(trx, actor, project, scene.id, MESSAGES.saved);
    });
  });

  app.post('/:id/credits', { schema: UpdateCreditsSchema }, async (request) => {
    const actor = currentUser(request);
    return changeScenes(app.db, actor, request.params.id, 'editCredits', async (trx, project) => {
      await updateProject(trx, project.id, { credits: request.body.credits.trim() });
      return { message: MESSAGES.credits, project: await projectFor(trx, actor, project.id) };
    });
  });

  app.delete('/:id/credits', { schema: RemoveCreditsSchema }, async (request) => {
    const actor = currentUser(request);
    return changeScenes(app.db, actor, request.params.id, 'editCredits', async (trx, project) => {
      await updateProject(trx, project.id, { credits: '' });
      return { message: MESSAGES.creditsRemoved, project: await projectFor(trx, actor, project.id) };
    });
  });
};

export default projectSceneRoutes;
