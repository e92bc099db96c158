// A project's review feedback in the app (issue 26): its PMs read every review comment (with frame and drawing) and
// decision, reply and resolve; its PMs and clients approve or ask for changes. Whoever may not read the project gets
// 404, readers without the right 403 (policies/review.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { reviewReportCsv } from '../../../domain/review-report';
import { ForbiddenError, NotFoundError } from '../../../errors';
import { requestLocale } from '../../../plugins/request-locale';
import { can, type Actor, type PolicyModels } from '../../../policies';
import { presentReviewDecision, presentReviewFeedback, presentReviewThread } from '../../../presenters/review-feedback';
import { findProjectFacts, projectTarget } from '../../../repositories/projects';
import {
  DownloadReviewReportCsvSchema,
  ProjectDecisionSchema,
  ProjectFeedbackSchema,
  REVIEW_MESSAGES,
  ReplyReviewCommentSchema,
  ResolveReviewCommentSchema,
} from '../../../schemas/review-feedback';
import { PROJECT_NOT_FOUND } from '../../../services/locked-project';
import { ALL_TARGET_KINDS, decide, readFeedback, replyToComment, resolveComment } from '../../../services/review-feedback';
import { signedDownloadUrl } from '../../../storage/signed-url';
import { currentUser } from '../../current-user';
import { contentDisposition } from '../../media';

export const REVIEW_FEEDBACK_FORBIDDEN = "Only the project's managers read and answer its review feedback";
export const REVIEW_DECIDE_FORBIDDEN = "Only the project's managers and clients approve or ask for changes";

type ReviewAction = PolicyModels['review']['actions'];

async function projectFor(app: FastifyInstance, actor: Actor, id: string, action: ReviewAction, refusal: string) {
  const project = await findProjectFacts(app.db, id);
  if (!project || !can(actor, 'read', 'project', projectTarget(project))) throw new NotFoundError(PROJECT_NOT_FOUND);
  if (!can(actor, action, 'review', projectTarget(project))) throw new ForbiddenError(refusal);
  return project;
}

const reviewFeedbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const playUrl = (file: { id: string; name: string }) => signedDownloadUrl(app.config.fileUrlSecret, file.id, file.name);
  app.get('/:id/review-feedback', { schema: ProjectFeedbackSchema }, async (request) => {
    const project = await projectFor(app, currentUser(request), request.params.id, 'readFeedback', REVIEW_FEEDBACK_FORBIDDEN);
    return { feedback: presentReviewFeedback(await readFeedback(app.db, project.id, ALL_TARGET_KINDS), playUrl) };
  });

  app.get('/:id/review-report.csv', { schema: DownloadReviewReportCsvSchema }, async (request, reply) => {
    const project = await projectFor(app, currentUser(request), request.params.id, 'readFeedback', REVIEW_FEEDBACK_FORBIDDEN);
    // The report names no file: it needs no signed address for the player.
    const feedback = presentReviewFeedback(await readFeedback(app.db, project.id, ALL_TARGET_KINDS), () => '');
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('cache-control', 'private, no-store');
    reply.header('content-disposition', contentDisposition(`review report ${project.title}.csv`));
    return reviewReportCsv(project.title, feedback, requestLocale(request));
  });

  app.post('/:id/review-comments/:commentId/replies', { schema: ReplyReviewCommentSchema }, async (request, reply) => {
    const actor = currentUser(request);
    const project = await projectFor(app, actor, request.params.id, 'reply', REVIEW_FEEDBACK_FORBIDDEN);
    const thread = await replyToComment(
      app.db,
      project,
      { kind: 'user', id: actor.id, name: actor.name },
      request.params.commentId,
      request.body.text,
    );
    return reply.code(201).send({ message: REVIEW_MESSAGES.replied, comment: presentReviewThread(thread) });
  });

  app.post('/:id/review-comments/:commentId/resolve', { schema: ResolveReviewCommentSchema }, async (request) => {
    const actor = currentUser(request);
    const project = await projectFor(app, actor, request.params.id, 'resolve', REVIEW_FEEDBACK_FORBIDDEN);
    const thread = await resolveComment(app.db, project.id, actor.id, request.params.commentId, request.body.resolved);
    return { message: REVIEW_MESSAGES[request.body.resolved ? 'resolved' : 'reopened'], comment: presentReviewThread(thread) };
  });

  app.post('/:id/review-decisions', { schema: ProjectDecisionSchema }, async (request, reply) => {
    const actor = currentUser(request);
    const project = await projectFor(app, actor, request.params.id, 'decide', REVIEW_DECIDE_FORBIDDEN);
    const body = request.body;
    const row = await decide(
      app.db,
      project,
      { kind: 'user', id: actor.id, name: actor.name },
      { target: { kind: body.targetKind, id: body.targetId, platform: body.platform }, decision: body.decision },
    );
    return reply.code(201).send({
      message: REVIEW_MESSAGES[body.decision === 'approved' ? 'approved' : 'changes'],
      decision: presentReviewDecision(row),
    });
  });
};

export default reviewFeedbackRoutes;
