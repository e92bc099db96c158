// Review feedback (issue 26): comments on a frame of the video or on a cover, title or scene, with an optional
// drawing (the scene sketcher's strokes), and decisions (approve or ask for changes per video, cover and title for
// each platform). A reviewer sends them through a review link (its token and password in the body, like
// `POST /api/review/open`); the project's PMs list them, reply and resolve; its PMs and clients decide in the app.
// What goes out names the reviewer only by the name they gave: never an e-mail, an address or a link's token.
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, ErrorResponse, Id, IdParams, nullable, ref, responses, stringEnum } from './common';
import { VideoPlatform } from './video';

export const REVIEW_TARGET_KINDS = ['video', 'cover', 'title', 'scene'] as const;
export const REVIEW_DECISION_KINDS = ['video', 'cover', 'title'] as const;
export const REVIEW_DECISIONS = ['approved', 'changes'] as const;
/** Frames per second of the review player's timecode (frame = seconds × 25). */
export const REVIEW_FPS = 25;
export const REVIEW_TEXT_MAX = 2_000;
export const REVIEWER_NAME_MAX = 80;
/** A drawing: at most this many strokes of at most this many points, on the sketcher's 960 × 540. */
export const REVIEW_STROKES_MAX = 100;
export const REVIEW_POINTS_MAX = 2_000;
/** Comments through one link from one address: at most this many in the window. */
export const REVIEW_COMMENT_LIMIT = 30;
export const REVIEW_COMMENT_WINDOW_MS = 60 * 60 * 1000;
/** The most comments and decisions one feedback read carries (a review has tens). */
export const REVIEW_FEEDBACK_LIMIT = 1_000;

export const REVIEW_MESSAGES = {
  commented: 'Your comment has been sent to the studio',
  replied: 'Your reply has been posted',
  resolved: 'Comment marked resolved',
  reopened: 'Comment reopened',
  approved: 'Approved; the studio has been told',
  changes: 'Change request sent to the studio',
} as const;

export const ReviewTargetKind = stringEnum(REVIEW_TARGET_KINDS, { $id: 'ReviewTargetKind', title: 'ReviewTargetKind' });
export const ReviewDecisionKind = stringEnum(REVIEW_DECISIONS, { $id: 'ReviewDecisionKind', title: 'ReviewDecisionKind' });

const Point = Type.Object({ x: Type.Number({ minimum: 0, maximum: 960 }), y: Type.Number({ minimum: 0, maximum: 540 }) });
export const ReviewStroke = Type.Object(
  {
    tool: stringEnum(['pen', 'eraser'] as const),
    points: Type.Array(Point, { minItems: 1, maxItems: REVIEW_POINTS_MAX }),
  },
  { $id: 'ReviewStroke', title: 'ReviewStroke' },
);

/** What a review link lets one comment on or decide about: its video per platform, chosen covers and titles, scenes. */
export const ReviewTarget = Type.Object(
  {
    kind: ref(ReviewTargetKind),
    _id: Id,
    /** The platforms one decides for (a video's own; a cover's or title's chosen ones); empty for a scene. */
    platforms: Type.Array(ref(VideoPlatform)),
    /** 1-based, in the order the review shows the kind. */
    position: Type.Integer({ minimum: 1 }),
    /**
     * A video's uploaded file for the player: a signed address good for 10 minutes (read the feedback again for a
     * new one); null for an embedded video and every other kind.
     */
    playUrl: nullable(Type.String()),
  },
  { $id: 'ReviewTarget', title: 'ReviewTarget' },
);

const reviewCommentFields = {
  _id: Id,
  targetKind: ref(ReviewTargetKind),
  targetId: Id,
  /** The video frame (25 fps) the comment points at; null for covers, titles, scenes and replies. */
  frame: nullable(Type.Integer({ minimum: 0 })),
  text: Type.String(),
  /** Rendered on the server and sanitised: insert as is. */
  html: Type.String(),
  strokes: nullable(Type.Array(ref(ReviewStroke))),
  /** The reviewer's name as given, or the studio member's name. */
  author: Type.String(),
  /** Written by someone signed in to the studio (a PM's reply, a client in the app), not through a link. */
  fromStudio: Type.Boolean(),
  resolved: Type.Boolean(),
  created: DateTime,
};
export const ReviewReply = Type.Object(reviewCommentFields, { $id: 'ReviewReply', title: 'ReviewReply' });
export const ReviewComment = Type.Object(
  { ...reviewCommentFields, replies: Type.Array(ref(ReviewReply)) },
  { $id: 'ReviewComment', title: 'ReviewComment' },
);
export type ReviewCommentJson = Static<typeof ReviewComment>;
export type ReviewReplyJson = Static<typeof ReviewReply>;

export const ReviewDecisionJsonSchema = Type.Object(
  {
    _id: Id,
    targetKind: stringEnum(REVIEW_DECISION_KINDS),
    targetId: Id,
    platform: ref(VideoPlatform),
    decision: ref(ReviewDecisionKind),
    author: Type.String(),
    fromStudio: Type.Boolean(),
    created: DateTime,
  },
  { $id: 'ReviewDecision', title: 'ReviewDecision' },
);
export type ReviewDecisionJson = Static<typeof ReviewDecisionJsonSchema>;

export const ReviewFeedback = Type.Object(
  {
    targets: Type.Array(ref(ReviewTarget)),
    /** Oldest first; replies under their comment. */
    comments: Type.Array(ref(ReviewComment)),
    /** Newest first; the first per target and platform is the one that stands. */
    decisions: Type.Array(ref(ReviewDecisionJsonSchema)),
  },
  { $id: 'ReviewFeedback', title: 'ReviewFeedback' },
);
export type ReviewFeedbackJson = Static<typeof ReviewFeedback>;

const LinkAccess = {
  token: Type.String({ minLength: 1, maxLength: 200 }),
  password: Type.Optional(Type.String({ maxLength: 200 })),
};
const ReviewerName = Type.String({ minLength: 1, maxLength: REVIEWER_NAME_MAX });
const CommentText = Type.String({ minLength: 1, maxLength: REVIEW_TEXT_MAX });
const Strokes = Type.Array(ref(ReviewStroke), { maxItems: REVIEW_STROKES_MAX });
const DecisionBody = {
  targetKind: stringEnum(REVIEW_DECISION_KINDS),
  targetId: Id,
  platform: ref(VideoPlatform),
  decision: ref(ReviewDecisionKind),
};
const LINK_ERRORS = {
  400: ref(ErrorResponse),
  401: ref(ErrorResponse),
  403: ref(ErrorResponse),
  404: ref(ErrorResponse),
  429: ref(ErrorResponse),
};
const LINK_DESCRIPTION =
  'No account: the token (and password) in the body. An unknown, revoked or expired token answers 404; a wrong ' +
  'password 401, past the limit 429; an item the link does not show 404.';

export const LinkFeedbackSchema = {
  operationId: 'readLinkReviewFeedback',
  tags: ['review'],
  summary: "The review's items, comments and decisions, read through a review link",
  description: LINK_DESCRIPTION,
  security: [],
  body: Type.Object(LinkAccess),
  response: { 200: Type.Object({ feedback: ref(ReviewFeedback) }), ...LINK_ERRORS },
};

export const LinkCommentSchema = {
  operationId: 'commentThroughReviewLink',
  tags: ['review'],
  summary: 'Comments on a frame of the video, or on a cover, title or scene, through a review link that may comment',
  description: `${LINK_DESCRIPTION} A link that may not comment answers 403; more than ${REVIEW_COMMENT_LIMIT} comments an hour from one address 429.`,
  security: [],
  body: Type.Object({
    ...LinkAccess,
    reviewerName: ReviewerName,
    targetKind: ref(ReviewTargetKind),
    targetId: Id,
    frame: Type.Optional(Type.Integer({ minimum: 0, maximum: 25 * 60 * 60 * 10 })),
    text: CommentText,
    strokes: Type.Optional(Strokes),
  }),
  response: { 201: Type.Object({ message: Type.String(), comment: ref(ReviewComment) }), ...LINK_ERRORS },
};

export const LinkDecisionSchema = {
  operationId: 'decideThroughReviewLink',
  tags: ['review'],
  summary: 'Approves or asks for changes on a video, cover or title for one platform, through a review link that may comment',
  description: `${LINK_DESCRIPTION} A link that may not comment answers 403.`,
  security: [],
  body: Type.Object({ ...LinkAccess, reviewerName: ReviewerName, ...DecisionBody }),
  response: { 201: Type.Object({ message: Type.String(), decision: ref(ReviewDecisionJsonSchema) }), ...LINK_ERRORS },
};

const CommentParams = Type.Object({ id: Id, commentId: Id });

export const ProjectFeedbackSchema = {
  operationId: 'listReviewFeedback',
  tags: ['review'],
  summary: "The project's review items, comments (with frame and drawing) and decisions (the project's PMs)",
  params: IdParams,
  response: responses({ 200: Type.Object({ feedback: ref(ReviewFeedback) }) }),
};

export const DownloadReviewReportCsvSchema = {
  operationId: 'downloadReviewReportCsv',
  tags: ['review'],
  summary:
    "The project's review feedback as a CSV report (the project's PMs): each comment with its item, timecode, author, " +
    'status and replies, then the decisions that stand per item and platform and who made them',
  params: IdParams,
  produces: ['text/csv'],
  response: responses({ 200: Type.Unsafe<unknown>({ type: 'string', format: 'binary' }) }),
};

export const ReplyReviewCommentSchema = {
  operationId: 'replyToReviewComment',
  tags: ['review'],
  summary: "Replies to a review comment (the project's PMs); the reviewer reads it through the link",
  params: CommentParams,
  body: Type.Object({ text: CommentText }),
  response: responses({ 201: Type.Object({ message: Type.String(), comment: ref(ReviewComment) }) }),
};

export const ResolveReviewCommentSchema = {
  operationId: 'resolveReviewComment',
  tags: ['review'],
  summary: "Marks a review comment resolved, or opens it again (the project's PMs)",
  params: CommentParams,
  body: Type.Object({ resolved: Type.Boolean() }),
  response: responses({ 200: Type.Object({ message: Type.String(), comment: ref(ReviewComment) }) }),
};

export const ProjectDecisionSchema = {
  operationId: 'decideReview',
  tags: ['review'],
  summary: "Approves or asks for changes on a video, cover or title for one platform (the project's PMs and clients)",
  params: IdParams,
  body: Type.Object(DecisionBody),
  response: responses({ 201: Type.Object({ message: Type.String(), decision: ref(ReviewDecisionJsonSchema) }) }),
};

export const REVIEW_FEEDBACK_NAMED_SCHEMAS = [
  ReviewTargetKind,
  ReviewDecisionKind,
  ReviewStroke,
  ReviewTarget,
  ReviewReply,
  ReviewComment,
  ReviewDecisionJsonSchema,
  ReviewFeedback,
];
