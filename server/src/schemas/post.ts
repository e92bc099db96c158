import { Type, type Static } from '@sinclair/typebox';
import { POST_TYPES } from '../db/types';
import {
  DateTime,
  Id,
  IdParams,
  MessageResponse,
  nullable,
  paging,
  ref,
  responses,
  StoredFile,
  stringEnum,
  UserRef,
} from './common';
import { CommentCounts } from './comment';

export const POST_SORTS = ['latest', 'oldest', 'modified', 'rating'] as const;
/** `unrated`: the posts the caller has not rated yet. */
export const POST_SHOWS = ['all', 'unrated'] as const;
export const POST_TITLE_MAX = 200;
export const POST_BODY_MAX = 20_000;
export const POST_FILES_MAX = 10;
export const POST_TAGS_MAX = 300;
/** Kinds of post people write in the post form (contact and user-story posts arrive from outside). */
export const WRITABLE_POST_TYPES = ['post', 'memo'] as const;

export const Post = Type.Object(
  {
    _id: Id,
    feed: Type.Object({ _id: Id, name: Type.String() }),
    type: stringEnum(POST_TYPES),
    title: Type.String(),
    body: Type.String(),
    bodyHtml: Type.String(),
    bodyPreview: Type.String(),
    user: nullable(ref(UserRef)),
    private: Type.Boolean(),
    done: Type.Boolean(),
    rating: Type.Integer(),
    users: Type.Array(Id),
    files: Type.Array(ref(StoredFile)),
    meta: Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true }),
    created: DateTime,
    updated: DateTime,
    readByMe: Type.Boolean(),
    okByMe: Type.Boolean(),
    todoByMe: Type.Boolean(),
    /** The caller's own rating (1-5), null until they rate. */
    myRating: nullable(Type.Integer()),
    /** How many people rated it; `rating` is their rounded average (3 while nobody has). */
    ratingCount: Type.Integer(),
    /** The caller may edit and remove it (its author, admins). */
    canEdit: Type.Boolean(),
    /** Comments per visibility key as the caller may see them (issue 11). */
    commentCounts: ref(CommentCounts),
  },
  { $id: 'Post', title: 'Post' },
);
export type PostJson = Static<typeof Post>;

export const ListPostsSchema = {
  operationId: 'listPosts',
  tags: ['feed'],
  summary: 'Posts of one feed (by name); `all` holds every non-private post the caller may read',
  querystring: Type.Object({
    feed: Type.String({ minLength: 1, maxLength: 100, default: 'all' }),
    sort: stringEnum(POST_SORTS, { default: 'latest' }),
    show: stringEnum(POST_SHOWS, { default: 'all' }),
    search: Type.Optional(Type.String({ maxLength: 200 })),
    ...paging(20, 100),
  }),
  response: responses({ 200: Type.Object({ posts: Type.Array(ref(Post)), hasMore: Type.Boolean() }) }),
};

const PostAnswer = Type.Object({ message: Type.String(), post: ref(Post) });

export const SearchPostsSchema = {
  operationId: 'searchPosts',
  tags: ['feed'],
  summary: 'Global search: the newest 10 non-private posts the caller reads matching the term (title and body)',
  querystring: Type.Object({ term: Type.String({ minLength: 1, maxLength: 200 }) }),
  response: responses({ 200: Type.Object({ posts: Type.Array(ref(Post)) }) }),
};

export const GetPostSchema = {
  operationId: 'getPost',
  tags: ['feed'],
  summary: 'One post the caller reads',
  params: IdParams,
  response: responses({ 200: Type.Object({ post: ref(Post) }) }),
};

const postFields = {
  title: Type.String({ maxLength: POST_TITLE_MAX }),
  body: Type.String({ maxLength: POST_BODY_MAX }),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  files: Type.Array(Id, { maxItems: POST_FILES_MAX, uniqueItems: true }),
  users: Type.Array(Id, { maxItems: POST_TAGS_MAX, uniqueItems: true }),
};

export const CreatePostSchema = {
  operationId: 'createPost',
  tags: ['feed'],
  summary: "Writes a post into a feed the caller may post to; private posts are the caller's own to-do items",
  description:
    'Title trimmed and required; body is markdown, rendered and sanitised on the server. Memos are for admins. ' +
    "Private posts carry no tagged users. The feed's people and the tagged users are notified.",
  body: Type.Object(
    {
      feed: Id,
      type: Type.Optional(stringEnum(WRITABLE_POST_TYPES)),
      private: Type.Optional(Type.Boolean()),
      title: postFields.title,
      body: Type.Optional(postFields.body),
      rating: Type.Optional(postFields.rating),
      files: Type.Optional(postFields.files),
      users: Type.Optional(postFields.users),
    },
    { additionalProperties: false },
  ),
  response: responses({ 201: PostAnswer }),
};

export const UpdatePostSchema = {
  operationId: 'updatePost',
  tags: ['feed'],
  summary: 'Edits a post (its author, admins): the fields given change',
  params: IdParams,
  body: Type.Object(
    {
      feed: Type.Optional(Id),
      title: Type.Optional(postFields.title),
      body: Type.Optional(postFields.body),
      rating: Type.Optional(postFields.rating),
      files: Type.Optional(postFields.files),
      users: Type.Optional(postFields.users),
    },
    { additionalProperties: false },
  ),
  response: responses({ 200: PostAnswer }),
};

export const RatePostSchema = {
  operationId: 'ratePost',
  tags: ['feed'],
  summary: "Records the caller's rating (1-5); the post's rating is the rounded average of its ratings",
  params: IdParams,
  body: Type.Object({ rating: postFields.rating }, { additionalProperties: false }),
  response: responses({ 200: PostAnswer }),
};

export const TodoPostSchema = {
  operationId: 'todoPost',
  tags: ['feed'],
  summary: "Puts a non-private post on the caller's to-do feed, or takes it off (remove: true)",
  params: IdParams,
  body: Type.Object({ remove: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
  response: responses({ 200: PostAnswer }),
};

export const DonePostSchema = {
  operationId: 'donePost',
  tags: ['feed'],
  summary: 'Marks a post done or not done (its readers); marking it done notifies its author',
  params: IdParams,
  body: Type.Object({ done: Type.Boolean() }, { additionalProperties: false }),
  response: responses({ 200: PostAnswer }),
};

export const DeletePostSchema = {
  operationId: 'deletePost',
  tags: ['feed'],
  summary: 'Removes a post (its author, admins)',
  params: IdParams,
  response: responses({ 200: ref(MessageResponse) }),
};

export const TrackUsersSchema = {
  operationId: 'trackPostUsers',
  tags: ['feed'],
  summary: 'Marks a post read (readBy / markAsRead) or a memo acknowledged (okBy) by the caller; false clears',
  params: IdParams,
  body: Type.Object({
    okBy: Type.Optional(Type.Boolean()),
    readBy: Type.Optional(Type.Boolean()),
    markAsRead: Type.Optional(Type.Boolean()),
  }),
  response: responses({ 200: ref(MessageResponse) }),
};

export const Memo = Type.Object(
  {
    _id: Id,
    title: Type.String(),
    /** The feed, with what naming it needs (a system, level or role feed reads as words, not its slug). */
    feed: Type.Object({
      _id: Id,
      name: Type.String(),
      isSystem: Type.Boolean(),
      isAggregate: Type.Boolean(),
      isLevelBased: Type.Boolean(),
      isRoleBased: Type.Boolean(),
    }),
    created: DateTime,
    bodyHtml: Type.String(),
  },
  { $id: 'Memo', title: 'Memo' },
);
export type MemoJson = Static<typeof Memo>;

export const UnreadMemosSchema = {
  operationId: 'listUnreadMemos',
  tags: ['feed'],
  summary: 'Memos the caller has not acknowledged yet, oldest first (empty for non-contributors)',
  response: responses({ 200: Type.Object({ memos: Type.Array(ref(Memo)) }) }),
};

// The benchmark's floor (npm run bench, BENCH_FLOOR=1 only): hidden from the OpenAPI document.
export const PostsBenchFloorSchema = {
  hide: true,
  querystring: Type.Object({
    as: Id,
    feed: Type.String({ default: 'all' }),
    sort: stringEnum(POST_SORTS, { default: 'latest' }),
    show: stringEnum(POST_SHOWS, { default: 'all' }),
    search: Type.Optional(Type.String()),
    ...paging(20, 100),
  }),
};
