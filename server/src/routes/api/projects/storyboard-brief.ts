// The storyboard brief: written (and rewritten) by the project's PMs, and removed. Each write: validate → the one
// executor (services/locked-project.ts: lock the row → read (404) → who (403) → when (409)) → change, log it for the
// PMs, bump updated_at → present the project as the caller sees it now.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { logProjectEvent } from '../../../repositories/project-logs';
import { presentProjectView } from '../../../presenters/project';
import { updateProject } from '../../../repositories/projects';
import { withLockedProject } from '../../../services/locked-project';
import { currentUser } from '../../current-user';
import { RemoveBriefSchema, SubmitBriefSchema } from '../../../schemas/project-content';

const storyboardBriefRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/storyboard-brief', { schema: SubmitBriefSchema }, async (request) => {
    const actor = currentUser(request);
    const brief = request.body;
    const { result, after } = await withLockedProject(
      app.db,
      actor,
      request.params.id,
      { action: 'editBrief' },
      async (trx, project) => {
        await updateProject(trx, project.id, { storyboard_brief: JSON.stringify(brief) });
        await logProjectEvent(trx, { projectId: project.id, userId: actor.id, action: 'storyboardBrief', details: { brief } });
        return 'Storyboard brief saved';
      },
    );
    return { message: result, project: presentProjectView(after) };
  });

  app.delete('/:id/storyboard-brief', { schema: RemoveBriefSchema }, async (request) => {
    const actor = currentUser(request);
    const { result, after } = await withLockedProject(
      app.db,
      actor,
      request.params.id,
      { action: 'removeBrief' },
      async (trx, project) => {
        await updateProject(trx, project.id, { storyboard_brief: null });
        await logProjectEvent(trx, { projectId: project.id, userId: actor.id, action: 'storyboardBriefRemoved' });
        return 'Storyboard brief removed';
      },
    );
    return { message: result, project: presentProjectView(after) };
  });
};

export default storyboardBriefRoutes;
