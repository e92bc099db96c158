// GET /api/projects/:id: one project as the caller may see it (anonymous visitors: a published one's public part).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFoundError, UnauthorizedError } from '../../../errors';
import { can } from '../../../policies';
import { commentCountsFor } from '../../../presenters/comment';
import { presentProject } from '../../../presenters/project';
import { findProjectDetail, projectTarget } from '../../../repositories/projects';
import { GetProjectSchema } from '../../../schemas/project-endpoints';
import { PROJECT_NOT_FOUND } from '../../../services/locked-project';

const readProjectRoute: FastifyPluginAsyncTypebox = async (app) => {
  // Anonymous visitors read a published project (its public subset); everyone else what the policy lets them.
  app.get('/:id', { schema: GetProjectSchema, config: { anonymousReadable: true } }, async (request) => {
    const actor = request.user;
    const project = await findProjectDetail(app.db, request.params.id, actor?.id ?? null);
    const withCounts = async (viewer: typeof actor | null, detail: NonNullable<typeof project>) => {
      const item = { kind: 'project' as const, id: detail.id, project: projectTarget(detail), published: detail.published };
      const counts = await commentCountsFor(app.db, [item], viewer ?? null);
      return { project: { ...presentProject(detail, viewer ?? null), commentCounts: counts.get(detail.id) } };
    };
    if (project && actor && can(actor, 'read', 'project', projectTarget(project))) return withCounts(actor, project);
    // Someone who may not read it otherwise reads a published project as an anonymous visitor would.
    if (project?.published) return withCounts(null, project);
    // An anonymous visitor is asked to sign in (the page then comes back here); others learn nothing.
    if (!actor) throw new UnauthorizedError();
    throw new NotFoundError(PROJECT_NOT_FOUND);
  });
};

export default readProjectRoute;
