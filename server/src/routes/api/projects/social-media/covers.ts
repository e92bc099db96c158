// A project's covers: upload (`POST /api/projects/{id}/social-media-cover`), replace the image (`POST …/{coverId}`),
// delete (`DELETE …/{coverId}`) and their image versions (`GET …/{coverId}/versions`).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConflictError } from '../../../../errors';
import { presentCoverVersion } from '../../../../presenters/social-media';
import {
  countCovers,
  deleteCover,
  insertCover,
  listCoverVersions,
  replaceCoverFile,
} from '../../../../repositories/social-media';
import { currentUser } from '../../../current-user';
import {
  CoverVersionsSchema,
  DeleteCoverSchema,
  MAX_COVERS,
  ReplaceCoverSchema,
  UploadCoverSchema,
} from '../../../../schemas/social-media';
import { loadSectionFor, withLockedSection } from '../../../../services/locked-project';
import { coverOf, mediaCheck } from '../../../../services/social-media';
import { mediaAnswer } from './media-answer';
import { discardUpload, receiveUpload } from '../../../../services/uploads';

/** Uploads count against the uploader's per-user limit (services/user-limits.ts). */
const UPLOADS = { userLimit: 'uploads' } as const;
const COVER_KINDS = {
  kinds: ['image'] as const,
  kindMessage: 'file: a cover must be a jpg, png, gif or webp image',
  shape: 'proportional' as const,
};

const coverRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/social-media-cover', { schema: UploadCoverSchema, config: UPLOADS }, async (request, reply) => {
    const actor = currentUser(request);
    const { id } = request.params;
    // Judge before the bytes are stored, and again on the locked row before they are used.
    await loadSectionFor(app.db, actor, id, mediaCheck('edit'));
    const file = await receiveUpload(app, request, actor.id, COVER_KINDS);
    try {
      const result = await withLockedSection(app.db, actor, id, mediaCheck('edit'), async (trx, project) => {
        if ((await countCovers(trx, project.id)) >= MAX_COVERS) {
          throw new ConflictError(`A project holds at most ${MAX_COVERS} covers; delete one first`);
        }
        await insertCover(trx, { projectId: project.id, fileId: file.id, user: { id: actor.id, name: actor.name } });
        return mediaAnswer(trx, actor, project, 'Cover uploaded');
      });
      reply.code(201);
      return result;
    } catch (error) {
      await discardUpload(app, file);
      throw error;
    }
  });

  app.post('/:id/social-media-cover/:coverId', { schema: ReplaceCoverSchema, config: UPLOADS }, async (request) => {
    const actor = currentUser(request);
    const { id, coverId } = request.params;
    await coverOf(app.db, actor, (await loadSectionFor(app.db, actor, id, mediaCheck('edit'))).id, coverId);
    const file = await receiveUpload(app, request, actor.id, COVER_KINDS);
    try {
      return await withLockedSection(app.db, actor, id, mediaCheck('edit'), async (trx, project) => {
        const cover = await coverOf(trx, actor, project.id, coverId);
        await replaceCoverFile(trx, {
          projectId: project.id,
          coverId: cover.id,
          fileId: file.id,
          user: { id: actor.id, name: actor.name },
        });
        return mediaAnswer(trx, actor, project, 'Cover image replaced');
      });
    } catch (error) {
      await discardUpload(app, file);
      throw error;
    }
  });

  app.delete('/:id/social-media-cover/:coverId', { schema: DeleteCoverSchema }, async (request) => {
    const actor = currentUser(request);
    return withLockedSection(app.db, actor, request.params.id, mediaCheck('curate'), async (trx, project) => {
      const cover = await coverOf(trx, actor, project.id, request.params.coverId);
      await deleteCover(trx, cover.id);
      return mediaAnswer(trx, actor, project, 'Cover deleted');
    });
  });

  app.get('/:id/social-media-cover/:coverId/versions', { schema: CoverVersionsSchema }, async (request) => {
    const actor = currentUser(request);
    const project = await loadSectionFor(app.db, actor, request.params.id, mediaCheck('read'));
    const cover = await coverOf(app.db, actor, project.id, request.params.coverId);
    return { versions: (await listCoverVersions(app.db, cover.id)).map(presentCoverVersion) };
  });
};

export default coverRoutes;
