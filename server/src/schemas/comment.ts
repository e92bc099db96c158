// Comments (spec doc 2 section 7: GET /api/comments?itemId&tag, GET /api/comments/count?itemId, POST /api/comments,
// POST /api/comments/{id}, DELETE /api/comments/{id}, POST /api/comments/{id}/toggle).
import { Type, type Static } from '@sinclair/typebox';
import { COMMENT_ITEM_TYPES, COMMENT_TAGS } from '../db/types';
import {
  DateTime,
  dict,
  Id,
  IdParams,
  MessageResponse,
  nullable,
  paging,
  ref,
  responses,
  StoredFile,
  stringEnum,
} from './common';

export const COMMENT_TEXT_MAX = 10_000;
/** An anonymous visitor's comment is short (DECISIONS "Comments": anonymous posting). */
export const ANONYMOUS_TEXT_MAX = 1_000;
export const COMMENT_FILES_MAX = 10;
export const COMMENT_MENTIONS_MAX = 20;
export const COMMENTS_PAGE = 20;

export const COMMENT_MESSAGES = {
  posted: 'Your comment has been posted',
  updated: 'Comment has been updated',
  deleted: 'Comment has been deleted',
  hidden: 'Comment has been hidden',
  opened: 'Comment has been opened',
} as const;

export const CommentTag = stringEnum(COMMENT_TAGS, {
  $id: 'CommentTag',
  title: 'CommentTag',
  description: "'' is the public tab (clients see it); admins, private, and the role tabs recording, video-editing, voice",
});

/** Per visibility key (the tag; '' is public), only the keys the caller may read; `total` sums them. */
export const CommentCounts = Type.Object(
  { total: Type.Integer({ minimum: 0 }), byTag: dict(Type.Integer({ minimum: 0 })) },
  { $id: 'CommentCounts', title: 'CommentCounts' },
);
export type CommentCountsJson = Static<typeof CommentCounts>;

const commentFields = {
  _id: Id,
  itemId: Id,
  itemType: stringEnum(COMMENT_ITEM_TYPES),
  tag: ref(CommentTag),
  /** The markdown as written (for editing). */
  text: Type.String(),
  /** Rendered on the server and sanitised: insert as is. */
  html: Type.String(),
  isReply: Type.Boolean(),
  replyTo: nullable(Id),
  files: Type.Array(ref(StoredFile)),
  mentions: Type.Array(Id),
  isHidden: Type.Boolean(),
  created: DateTime,
  edited: nullable(DateTime),
  /** null for an anonymous visitor's comment (shown as Anonymous) or a removed account. */
  user: nullable(Type.Object({ _id: Id, name: Type.String(), picture: nullable(Type.String()) })),
  anonymous: Type.Boolean(),
  /** What the caller may do to it. */
  can: Type.Object({ edit: Type.Boolean(), hide: Type.Boolean(), remove: Type.Boolean(), reply: Type.Boolean() }),
};

export const CommentReply = Type.Object(commentFields, { $id: 'CommentReply', title: 'CommentReply' });
export const Comment = Type.Object(
  { ...commentFields, replies: Type.Array(ref(CommentReply)) },
  { $id: 'Comment', title: 'Comment' },
);
export type CommentReplyJson = Static<typeof CommentReply>;
export type CommentJson = Static<typeof Comment>;

export const COMMENT_NAMED_SCHEMAS = [CommentTag, CommentCounts, CommentReply, Comment];

const ItemQuery = { itemId: Type.String({ format: 'uuid', errorMessage: 'itemId must be the id of a project, scene or post' }) };

export const ListCommentsSchema = {
  operationId: 'listComments',
  tags: ['comments'],
  summary: "One tab of an item's comments (top-level, newest first, with their replies) and the tabs the caller reads",
  description:
    'Tabs: the public one for everyone who reads the item (anonymous visitors of a published project too), #admins ' +
    'for admins, #private for the item PMs (and, for its author, their own), role tabs for contributors and holders.',
  querystring: Type.Object({ ...ItemQuery, tag: Type.Optional(ref(CommentTag)), ...paging(COMMENTS_PAGE, 100) }),
  response: responses({
    200: Type.Object({
      comments: Type.Array(ref(Comment)),
      tag: ref(CommentTag),
      tabs: Type.Array(Type.Object({ tag: ref(CommentTag), count: Type.Integer() })),
      counts: ref(CommentCounts),
      canPost: Type.Boolean(),
      /** Power users may @-mention (GET /api/users?lookup&limit=10). */
      canMention: Type.Boolean(),
      /**
       * The item is a project whose review comments the caller reads (its PMs): the comments side modal lists them
       * from GET /api/projects/{id}/review-feedback (issue 26).
       */
      reviewFeedback: Type.Boolean(),
      skip: Type.Integer(),
      hasMore: Type.Boolean(),
    }),
  }),
};

export const CountCommentsSchema = {
  operationId: 'countComments',
  tags: ['comments'],
  summary: "An item's comment counts per visibility key, as the caller may see them",
  querystring: Type.Object(ItemQuery),
  response: responses({ 200: Type.Object({ counts: ref(CommentCounts) }) }),
};

const FileIds = Type.Array(Type.Object({ id: Id }), {
  maxItems: COMMENT_FILES_MAX,
  errorMessage: `files: at most ${COMMENT_FILES_MAX} uploaded files`,
});
const CommentText = Type.String({
  maxLength: COMMENT_TEXT_MAX,
  errorMessage: `text must be at most ${COMMENT_TEXT_MAX} characters`,
});

export const CreateCommentSchema = {
  operationId: 'createComment',
  tags: ['comments'],
  summary: 'Post a comment, or a reply to a top-level comment (it takes its tab)',
  description:
    'Anonymous visitors may post in the public tab of a published project only: short text, no files, no mentions, ' +
    'a few per address per hour (429).',
  body: Type.Object(
    {
      ...ItemQuery,
      text: CommentText,
      tag: Type.Optional(ref(CommentTag)),
      replyTo: Type.Optional(Type.String({ format: 'uuid', errorMessage: 'replyTo must be the id of a comment' })),
      files: Type.Optional(FileIds),
      mentions: Type.Optional(
        Type.Array(Id, { maxItems: COMMENT_MENTIONS_MAX, errorMessage: `mentions: at most ${COMMENT_MENTIONS_MAX} people` }),
      ),
    },
    { additionalProperties: false },
  ),
  response: { ...responses({ 201: Type.Object({ message: Type.String(), comment: ref(Comment) }) }), 429: ref(MessageResponse) },
};

export const EditCommentSchema = {
  operationId: 'editComment',
  tags: ['comments'],
  summary: "Edit a comment's text (and files): its author and admins",
  params: IdParams,
  body: Type.Object({ text: CommentText, files: Type.Optional(FileIds) }, { additionalProperties: false }),
  response: responses({ 200: Type.Object({ message: Type.String(), comment: ref(Comment) }) }),
};

export const DeleteCommentSchema = {
  operationId: 'deleteComment',
  tags: ['comments'],
  summary: "Remove a comment (and its replies): its author and the item's PMs",
  params: IdParams,
  response: responses({ 200: ref(MessageResponse) }),
};

export const ToggleCommentSchema = {
  operationId: 'toggleComment',
  tags: ['comments'],
  summary: "Hide or show a comment: its author and the item's PMs",
  params: IdParams,
  response: responses({ 200: Type.Object({ message: Type.String(), comment: ref(Comment) }) }),
};
