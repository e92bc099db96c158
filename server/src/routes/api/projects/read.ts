// GET /api/projects/:id: one project as the caller may see it (anonymous visitors: a published one's public part).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFoundError, UnauthorizedError } from '../../../errors';
import { can, GUEST, isGuest, type Caller } from '../../../policies';
import { commentCountsFor } from '../../../presenters/comment';
import { presentProject } from '../../../presenters/project';
import { findProjectDetail, projectTarget } from '../../../repositories/projects';
import { GetProjectSchema } from '../../../schemas/project-endpoints';
import { PROJECT_NOT_FOUND } from '../../../services/locked-project';
import { currentCaller } from '../../current-user';

const readProjectRoute: FastifyPluginAsyncTypebox = async (app) => {
  // Anonymous visitors read a published project (its public subset); everyone else what the policy lets them.
  app.get('/:id', { schema: GetProjectSchema, config: { anonymousReadable: true } }, async (request) => {
    const caller = currentCaller(request);
    const project = await findProjectDetail(app.db, request.params.id, caller.id);
    const withCounts = async (viewer: Caller, detail: NonNullable<typeof project>) => {
      const item = { kind: 'project' as const, id: detail.id, project: projectTarget(detail), published: detail.published };
      const counts = await commentCountsFor(app.db, [item], viewer);
      return { project: { ...presentProject(detail, viewer), commentCounts: counts.get(detail.id) } };
    };
    if (project && can(caller, 'read', 'project', projectTarget(project))) return withCounts(caller, project);
    // Someone who may not read it otherwise reads a published project as a guest would.
    if (project?.published) return withCounts(GUEST, project);
    // A guest is asked to sign in (the page then comes back here); others learn nothing.
    if (isGuest(caller)) throw new UnauthorizedError();
    throw new NotFoundError(PROJECT_NOT_FOUND);
  });
};

export default readProjectRoute;
