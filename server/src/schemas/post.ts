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
    /** Comments per visibility key as the caller may see them (issue 11). */
    commentCounts: Type.Optional(ref(CommentCounts)),
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
    search: Type.Optional(Type.String({ maxLength: 200 })),
    ...paging(20, 100),
  }),
  response: responses({ 200: Type.Object({ posts: Type.Array(ref(Post)), hasMore: Type.Boolean() }) }),
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
    feed: Type.Object({ _id: Id, name: Type.String() }),
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
