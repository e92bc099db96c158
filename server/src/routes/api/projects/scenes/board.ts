// The board view's fields of a scene (background, voice, action, note, frames): `POST /api/projects/{id}/scenes/{sceneId}/board`.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequestError } from '../../../../errors';
import { updateProject } from '../../../../repositories/projects';
import { imageFiles, updateScene } from '../../../../repositories/scenes';
import { currentUser } from '../../../current-user';
import { SaveBoardSchema } from '../../../../schemas/scene';
import { withLockedSection } from '../../../../services/locked-project';
import { sceneCheck, sceneOf } from '../../../../services/scenes';
import { sceneAnswer } from './scene-answer';

const sceneBoardRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/scenes/:sceneId/board', { schema: SaveBoardSchema }, async (request) => {
    const actor = currentUser(request);
    const { frames, ...texts } = request.body;
    return withLockedSection(app.db, actor, request.params.id, sceneCheck('editBoard'), async (trx, project) => {
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
      return sceneAnswer(trx, actor, project, scene.id, 'Changes have been saved');
    });
  });
};

export default sceneBoardRoute;
