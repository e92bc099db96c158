// A project's review links (issue 26): its PMs make, list and revoke them. Whoever may not read the project gets
// 404, readers who are not its PMs 403. Making and revoking are logged in the PM logs, in the same transaction.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../../policies';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../../errors';
import { can } from '../../../policies';
import { presentReviewLink } from '../../../presenters/review-link';
import { logProjectEvent } from '../../../repositories/project-logs';
import { findProjectFacts, projectTarget } from '../../../repositories/projects';
import { findReviewLink, insertReviewLink, listReviewLinks, revokeReviewLink } from '../../../repositories/review-links';
import {
  CreateReviewLinkSchema,
  ListReviewLinksSchema,
  REVIEW_LINKS_LIMIT,
  RevokeReviewLinkSchema,
} from '../../../schemas/review-link';
import { PROJECT_NOT_FOUND } from '../../../services/locked-project';
import { hashPassword } from '../../../services/passwords';
import { hashReviewToken, newReviewToken } from '../../../services/review-links';
import { currentUser } from '../../current-user';

export const REVIEW_LINKS_FORBIDDEN = "Only the project's managers share it for review";
export const REVIEW_LINK_NOT_FOUND = 'Review link not found';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The project when `actor` is one of its PMs: 404 when they may not read it, 403 when they read it only. */
async function projectForPm(app: FastifyInstance, actor: Actor, id: string) {
  const project = await findProjectFacts(app.db, id);
  if (!project || !can(actor, 'read', 'project', projectTarget(project))) throw new NotFoundError(PROJECT_NOT_FOUND);
  if (!can(actor, 'manage', 'project', projectTarget(project))) throw new ForbiddenError(REVIEW_LINKS_FORBIDDEN);
  return project;
}

const reviewLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/review-links', { schema: CreateReviewLinkSchema }, async (request, reply) => {
    const actor = currentUser(request);
    const name = request.body.name.trim();
    if (!name) throw new BadRequestError('name must not be blank');
    const project = await projectForPm(app, actor, request.params.id);
    const token = newReviewToken();
    const passwordHash = request.body.password ? await hashPassword(request.body.password) : null;
    const link = await app.db.transaction().execute(async (trx) => {
      const row = await insertReviewLink(trx, {
        project_id: project.id,
        kind: request.body.kind,
        name,
        token_hash: hashReviewToken(token),
        password_hash: passwordHash,
        expires_at: new Date(Date.now() + request.body.expiresInDays * DAY_MS),
        may_comment: request.body.mayComment,
        may_download: request.body.mayDownload,
        created_by: actor.id,
      });
      await logProjectEvent(trx, {
        projectId: project.id,
        userId: actor.id,
        action: 'reviewLinkCreated',
        details: { link: row.id, name, kind: row.kind },
      });
      return row;
    });
    return reply.code(201).send({ message: 'Review link created', link: presentReviewLink(link), token });
  });

  app.get('/:id/review-links', { schema: ListReviewLinksSchema }, async (request) => {
    const project = await projectForPm(app, currentUser(request), request.params.id);
    return { links: (await listReviewLinks(app.db, project.id, REVIEW_LINKS_LIMIT)).map(presentReviewLink) };
  });

  app.delete('/:id/review-links/:linkId', { schema: RevokeReviewLinkSchema }, async (request) => {
    const actor = currentUser(request);
    const project = await projectForPm(app, actor, request.params.id);
    const link = await app.db.transaction().execute(async (trx) => {
      const found = await findReviewLink(trx, project.id, request.params.linkId);
      if (!found) throw new NotFoundError(REVIEW_LINK_NOT_FOUND);
      if (await revokeReviewLink(trx, found.id)) {
        await logProjectEvent(trx, {
          projectId: project.id,
          userId: actor.id,
          action: 'reviewLinkRevoked',
          details: { link: found.id, name: found.name },
        });
      }
      return findReviewLink(trx, project.id, found.id);
    });
    return { message: 'Review link revoked', link: presentReviewLink(link!) };
  });
};

export default reviewLinkRoutes;
