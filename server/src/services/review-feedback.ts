// Review feedback (issue 26): comments and decisions through a review link or in the app. A link reaches only the
// kinds of item it was made for (a video link its videos, a social link the chosen covers and titles, a storyboard
// link the scenes) and only its own project's: an id of anything else answers 404. Comments are rendered from
// markdown and sanitised like every comment, and limited per link and address. Each comment and decision tells the
// project's PMs (a notification in their language, and a live event 'review-feedback' for their open pages); a
// decision is recorded in the PM logs (who, what, when) in the same transaction.
import type { Kysely } from 'kysely';
import { reviewWebhookEvent } from './webhook-events';
import type { Database, ReviewDecision, ReviewLinkKind, ReviewStroke, ReviewTargetKind, VideoPlatform } from '../db/types';
import { BadRequestError, ForbiddenError, NotFoundError } from '../errors';
import { recordLiveEvent } from '../repositories/live-events';
import { collaboratingPmIds } from '../repositories/project-content';
import { logProjectEvent } from '../repositories/project-logs';
import {
  countLinkCommentsSince,
  findReviewComment,
  insertReviewComment,
  insertReviewDecision,
  listReviewComments,
  listReviewDecisions,
  listReviewItems,
  listThread,
  lockLinkCommenter,
  setReviewCommentResolved,
  type ReviewCommentRow,
  type ReviewDecisionRow,
} from '../repositories/review-feedback';
import type { ReviewLinkRow } from '../repositories/review-links';
import {
  REVIEW_COMMENT_LIMIT,
  REVIEW_COMMENT_WINDOW_MS,
  REVIEW_FEEDBACK_LIMIT,
  REVIEW_TARGET_KINDS,
} from '../schemas/review-feedback';
import { TooManyRequestsError } from './comments';
import { renderMarkdown } from './markdown';
import { notify } from './notifications';
import type { NoticeKey } from './notification-texts';
import { projectPageUrl } from './project-notifications';
import { checkLinkPassword, findActiveLink, TOO_MANY_REVIEW_PASSWORDS } from './review-links';
import type { SignInLimits } from './sign-in-limits';

export const REVIEW_ITEM_NOT_FOUND = 'That item is not part of this review';
export const REVIEW_PLATFORM_NOT_CHOSEN = 'platform: that item is not up for review on that platform';
export const REVIEW_LINK_READ_ONLY = 'This review link is for viewing only; ask the studio for a link that may comment';
export const REVIEW_COMMENTS_LIMITED = 'Too many comments through this link from here; please try again later';
export const REVIEW_NOT_BLANK = 'text must not be blank';
export const REVIEWER_NAME_BLANK = 'reviewerName must not be blank';
export const REVIEW_COMMENT_NOT_FOUND = 'Review comment not found';
export const REVIEW_REPLY_TO_REPLY = 'Reply to the comment itself (replies go one level deep)';

/** The kinds of item each kind of link shows. */
export const LINK_TARGET_KINDS: Record<ReviewLinkKind, readonly ReviewTargetKind[]> = {
  video: ['video'],
  social: ['cover', 'title'],
  storyboard: ['scene'],
};
/** Signed in, a project's PMs and clients reach every kind. */
export const ALL_TARGET_KINDS: readonly ReviewTargetKind[] = REVIEW_TARGET_KINDS;

/**
 * The live event's resource: the project's review feedback path (decision 0715), so open pages (the Media section's
 * review box, the comments side modal) reload that project's feedback and nothing else.
 */
export const reviewLiveResource = (projectId: string) => `projects/${projectId}/review-feedback`;
const PREVIEW = 80;

/** The active link of `token` whose password (if any) is right: 404, 401, or 429 past the limit of wrong ones. */
export async function openLink(
  db: Kysely<Database>,
  limits: SignInLimits,
  access: { token: string; password?: string },
  address: string,
): Promise<ReviewLinkRow> {
  const link = await findActiveLink(db, access.token);
  const check = await checkLinkPassword(db, limits, link, access.password, address);
  if (!check.ok) throw new TooManyRequestsError(TOO_MANY_REVIEW_PASSWORDS);
  return link;
}

/** The items, comments and decisions of the project on items of `kinds`. */
export async function readFeedback(db: Kysely<Database>, projectId: string, kinds: readonly ReviewTargetKind[]) {
  const [items, comments, decisions] = await Promise.all([
    listReviewItems(db, projectId, kinds),
    listReviewComments(db, projectId, kinds, REVIEW_FEEDBACK_LIMIT),
    listReviewDecisions(db, projectId, kinds, REVIEW_FEEDBACK_LIMIT),
  ]);
  return { items, comments, decisions };
}

/** The item (`kind`, `id`) when the review shows it (and, given a platform, shows it for that platform); else 404/400. */
async function reviewItem(
  db: Kysely<Database>,
  projectId: string,
  kinds: readonly ReviewTargetKind[],
  target: { kind: ReviewTargetKind; id: string; platform?: VideoPlatform },
) {
  if (!kinds.includes(target.kind)) throw new NotFoundError(REVIEW_ITEM_NOT_FOUND);
  const item = (await listReviewItems(db, projectId, [target.kind])).find((row) => row.id === target.id);
  if (!item) throw new NotFoundError(REVIEW_ITEM_NOT_FOUND);
  if (target.platform && !item.platforms.includes(target.platform)) throw new BadRequestError(REVIEW_PLATFORM_NOT_CHOSEN);
  return item;
}

/** Who writes: a reviewer through a link (name as given, address for the limit) or a signed-in studio member. */
export type ReviewAuthor =
  { kind: 'link'; link: ReviewLinkRow; name: string; address: string } | { kind: 'user'; id: string; name: string };

function authorColumns(author: ReviewAuthor) {
  if (author.kind === 'user') return { link_id: null, user_id: author.id, reviewer_name: author.name, address: null };
  const name = author.name.replace(/\s+/g, ' ').trim();
  if (!name) throw new BadRequestError(REVIEWER_NAME_BLANK);
  return { link_id: author.link.id, user_id: null, reviewer_name: name, address: author.address };
}

/** Tells the project's PMs (never the actor): a notification and a live event for their open pages. */
async function tellPms(
  db: Kysely<Database>,
  project: { id: string; title: string },
  author: ReviewAuthor,
  key: NoticeKey,
  quote?: string,
) {
  const actorId = author.kind === 'user' ? author.id : null;
  const pms = (await collaboratingPmIds(db, project.id)).filter((id) => id !== actorId);
  await recordLiveEvent(db, {
    resource: reviewLiveResource(project.id),
    ids: [project.id],
    userIds: actorId ? [...pms, actorId] : pms,
  });
  await notify(db, {
    recipients: pms,
    actorId,
    actionType: key,
    itemId: project.id,
    url: projectPageUrl(project.id),
    message: { key, params: { actor: author.name, project: project.title, ...(quote === undefined ? {} : { quote }) } },
  });
}

const quoteOf = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > PREVIEW ? `${line.slice(0, PREVIEW - 1)}…` : line;
};

export interface NewReviewComment {
  target: { kind: ReviewTargetKind; id: string };
  frame?: number;
  text: string;
  strokes?: ReviewStroke[];
}

/** A reviewer's comment through a link that may comment; rate-limited per link and address. */
export async function commentThroughLink(
  db: Kysely<Database>,
  project: { id: string; title: string },
  author: Extract<ReviewAuthor, { kind: 'link' }>,
  input: NewReviewComment,
): Promise<ReviewCommentRow> {
  if (!author.link.may_comment) throw new ForbiddenError(REVIEW_LINK_READ_ONLY);
  const text = input.text.trim();
  if (!text) throw new BadRequestError(REVIEW_NOT_BLANK);
  const columns = authorColumns(author);
  await reviewItem(db, project.id, LINK_TARGET_KINDS[author.link.kind], input.target);
  return db.transaction().execute(async (trx) => {
    await lockLinkCommenter(trx, author.link.id, author.address);
    const since = new Date(Date.now() - REVIEW_COMMENT_WINDOW_MS);
    if ((await countLinkCommentsSince(trx, author.link.id, author.address, since)) >= REVIEW_COMMENT_LIMIT)
      throw new TooManyRequestsError(REVIEW_COMMENTS_LIMITED);
    const inserted = await insertReviewComment(trx, {
      project_id: project.id,
      ...columns,
      target_kind: input.target.kind,
      target_id: input.target.id,
      // A frame names a point in the video; on a cover, title or scene it means nothing and is dropped.
      frame: input.target.kind === 'video' ? (input.frame ?? null) : null,
      text,
      html: renderMarkdown(text),
      strokes: input.strokes?.length ? JSON.stringify(input.strokes) : null,
    });
    await tellPms(trx, project, author, 'review/comment', quoteOf(text));
    return inserted;
  });
}

/** A PM's reply to a top-level review comment (the reviewer reads it through the link); answers the whole thread. */
export async function replyToComment(
  db: Kysely<Database>,
  project: { id: string; title: string },
  author: Extract<ReviewAuthor, { kind: 'user' }>,
  commentId: string,
  text: string,
) {
  const trimmed = text.trim();
  if (!trimmed) throw new BadRequestError(REVIEW_NOT_BLANK);
  return db.transaction().execute(async (trx) => {
    const parent = await findReviewComment(trx, project.id, commentId);
    if (!parent) throw new NotFoundError(REVIEW_COMMENT_NOT_FOUND);
    if (parent.reply_to) throw new BadRequestError(REVIEW_REPLY_TO_REPLY);
    await insertReviewComment(trx, {
      project_id: project.id,
      ...authorColumns(author),
      target_kind: parent.target_kind,
      target_id: parent.target_id,
      frame: null,
      text: trimmed,
      html: renderMarkdown(trimmed),
      strokes: null,
      reply_to: parent.id,
    });
    await tellPms(trx, project, author, 'review/comment', quoteOf(trimmed));
    return listThread(trx, parent.id);
  });
}

/** Marks a top-level review comment resolved (or open again); answers its thread. */
export async function resolveComment(
  db: Kysely<Database>,
  projectId: string,
  userId: string,
  commentId: string,
  resolved: boolean,
) {
  return db.transaction().execute(async (trx) => {
    const comment = await findReviewComment(trx, projectId, commentId);
    if (!comment) throw new NotFoundError(REVIEW_COMMENT_NOT_FOUND);
    if (comment.reply_to) throw new BadRequestError(REVIEW_REPLY_TO_REPLY);
    await setReviewCommentResolved(trx, comment.id, resolved ? userId : null);
    const pms = await collaboratingPmIds(trx, projectId);
    await recordLiveEvent(trx, { resource: reviewLiveResource(projectId), ids: [projectId], userIds: [...pms, userId] });
    return listThread(trx, comment.id);
  });
}

export interface NewReviewDecision {
  target: { kind: 'video' | 'cover' | 'title'; id: string; platform: VideoPlatform };
  decision: ReviewDecision;
}

/** Approves or asks for changes; the PMs hear of it and the PM logs record it. */
export async function decide(
  db: Kysely<Database>,
  project: { id: string; title: string },
  author: ReviewAuthor,
  input: NewReviewDecision,
): Promise<ReviewDecisionRow> {
  if (author.kind === 'link' && !author.link.may_comment) throw new ForbiddenError(REVIEW_LINK_READ_ONLY);
  const columns = authorColumns(author);
  const kinds = author.kind === 'link' ? LINK_TARGET_KINDS[author.link.kind] : ALL_TARGET_KINDS;
  await reviewItem(db, project.id, kinds, input.target);
  return db.transaction().execute(async (trx) => {
    const row = await insertReviewDecision(trx, {
      project_id: project.id,
      link_id: columns.link_id,
      user_id: columns.user_id,
      reviewer_name: columns.reviewer_name,
      target_kind: input.target.kind,
      target_id: input.target.id,
      platform: input.target.platform,
      decision: input.decision,
    });
    await logProjectEvent(trx, {
      projectId: project.id,
      userId: columns.user_id,
      action: 'reviewDecision',
      details: {
        decision: input.decision,
        kind: input.target.kind,
        item: input.target.id,
        platform: input.target.platform,
        by: columns.reviewer_name,
        ...(columns.link_id ? { link: columns.link_id } : {}),
      },
    });
    const key = `review/${input.decision === 'approved' ? 'approved' : 'changes'}-${input.target.kind}` as const;
    await tellPms(trx, project, author, key);
    await reviewWebhookEvent(trx, {
      project,
      target: input.target,
      decision: input.decision,
      reviewerName: columns.reviewer_name,
      userId: columns.user_id,
    });
    return row;
  });
}
