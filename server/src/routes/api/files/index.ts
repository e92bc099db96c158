import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../../errors';
import { authorize, can } from '../../../policies';
import { findFileDeliverables } from '../../../repositories/job-events';
import { presentStoredFile } from '../../../presenters/file';
import { signedDownloadUrl } from '../../../storage/signed-url';
import { checkFileName, receiveUpload } from '../../../services/uploads';
import { currentUser } from '../../current-user';
import { DownloadSchema, UploadSchema } from './schema';

const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/upload', { schema: UploadSchema }, async (request, reply) => {
    const actor = currentUser(request);
    const file = await receiveUpload(app, request, actor.id, { shape: 'proportional' });
    reply.code(201);
    return { file: presentStoredFile(file) };
  });

  app.get('/download', { schema: DownloadSchema }, async (request) => {
    const actor = currentUser(request);
    const file = await app.db
      .selectFrom('files')
      .select(['id', 'name', 'created_by'])
      .where('id', '=', request.query.key)
      .executeTakeFirst();
    if (!file) throw new NotFoundError('No such file');
    // A job's deliverable follows the job (404 like the job itself for who may not read it).
    const deliverableOf = await findFileDeliverables(app.db, file.id);
    if (deliverableOf.length > 0 && !can(actor, 'download', 'file', { createdBy: file.created_by, deliverableOf }))
      throw new NotFoundError('No such file');
    authorize(actor, 'download', 'file', { createdBy: file.created_by, deliverableOf }, 'You may not download this file');
    const name = request.query.filename ? checkFileName(request.query.filename) : file.name;
    return { url: signedDownloadUrl(app.config.fileUrlSecret, file.id, name) };
  });
};

export default fileRoutes;
