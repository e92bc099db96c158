import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../../errors';
import { authorize, can } from '../../../policies';
import { presentStoredFile } from '../../../presenters/file';
import { signedDownloadUrl } from '../../../storage/signed-url';
import { checkFileName, receiveUpload } from '../../../services/uploads';
import { findFileAccess } from '../../../repositories/files';
import { currentUser } from '../../current-user';
import { DownloadSchema, UploadSchema } from '../../../schemas/file';

export const FILE_NOT_READABLE = 'You may not download this file';

const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/upload', { schema: UploadSchema, config: { userLimit: 'uploads' } }, async (request, reply) => {
    const actor = currentUser(request);
    const file = await receiveUpload(app, request, actor.id, { shape: 'proportional' });
    reply.code(201);
    return { file: presentStoredFile(file) };
  });

  app.get('/download', { schema: DownloadSchema }, async (request) => {
    const actor = currentUser(request);
    const file = await findFileAccess(app.db, request.query.key);
    if (!file) throw new NotFoundError('No such file');
    // A job's deliverable follows the job: 404, like the job itself, for who may not read it.
    if (!can(actor, 'read', 'file', file.target) && file.target.attachments.some((a) => a.kind === 'deliverable'))
      throw new NotFoundError('No such file');
    authorize(actor, 'read', 'file', file.target, FILE_NOT_READABLE);
    const name = request.query.filename ? checkFileName(request.query.filename) : file.name;
    return { url: signedDownloadUrl(app.config.fileUrlSecret, file.id, name) };
  });
};

export default fileRoutes;
