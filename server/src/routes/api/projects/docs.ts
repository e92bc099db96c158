// Project docs: an upload attached to the project with a name and a note. The project's PMs attach their own
// uploads; readDocs callers (PMs and experts, all contributors) download them with the files' signed links.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequestError } from '../../../errors';
import { findUpload } from '../../../repositories/files';
import { insertProjectDoc } from '../../../repositories/project-docs';
import { logProjectEvent } from '../../../repositories/project-logs';
import { updateProject } from '../../../repositories/projects';
import { currentUser } from '../../current-user';
import { DOC_UPLOADED, UploadDocSchema } from '../../../schemas/project-docs';
import { presentProjectView } from '../../../presenters/project';
import { withLockedProject } from '../../../services/locked-project';

const docRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/upload-doc', { schema: UploadDocSchema }, async (request) => {
    const actor = currentUser(request);
    const projectId = request.params.id;
    const { fileId } = request.body;
    const check = { action: 'uploadDoc' } as const;
    const { after } = await withLockedProject(app.db, actor, projectId, check, async (trx) => {
      const file = await findUpload(trx, fileId);
      // Only one's own uploads: a file id seen elsewhere must not turn somebody else's file into a doc.
      if (!file || file.created_by !== actor.id)
        throw new BadRequestError('fileId: upload the file first (it must be your own upload)');
      const name = request.body.name?.trim() || file.name;
      const text = request.body.text?.trim() ?? '';
      const docId = await insertProjectDoc(trx, { projectId, fileId: file.id, name, text, userId: actor.id });
      await logProjectEvent(trx, { projectId, userId: actor.id, action: 'doc-uploaded', details: { docId, fileId, name } });
      await updateProject(trx, projectId);
    });
    return { message: DOC_UPLOADED, project: presentProjectView(after) };
  });
};

export default docRoutes;
