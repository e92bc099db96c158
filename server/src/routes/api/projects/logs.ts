// A project's PM logs: every logged change, newest first, for the project's PMs.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ForbiddenError, NotFoundError } from '../../../errors';
import { can, mayTakeProjectAction, PROJECT_FORBIDDEN } from '../../../policies';
import { presentProjectLog } from '../../../presenters/project-log';
import { listProjectLogs } from '../../../repositories/project-logs';
import { findProjectFacts, projectTarget } from '../../../repositories/projects';
import { PROJECT_NOT_FOUND } from '../../../services/locked-project';
import { currentUser } from '../../current-user';
import { ListProjectLogsSchema } from '../../../schemas/project-workflow';

const logRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The PM logs are read, not changed: no lock. Clients never get them (seePmLogs is the project's PMs').
  app.get('/:id/logs', { schema: ListProjectLogsSchema }, async (request) => {
    const actor = currentUser(request);
    const project = await findProjectFacts(app.db, request.params.id);
    if (!project || !can(actor, 'read', 'project', projectTarget(project))) throw new NotFoundError(PROJECT_NOT_FOUND);
    if (!mayTakeProjectAction(actor, 'seePmLogs', projectTarget(project))) throw new ForbiddenError(PROJECT_FORBIDDEN.seePmLogs);
    const { logs, hasMore } = await listProjectLogs(app.db, project.id, request.query);
    return {
      logs: logs.map(presentProjectLog),
      hasMore,
    };
  });
};

export default logRoutes;
