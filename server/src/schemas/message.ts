// Messages (issue 18; the spec shows no messaging calls, so these paths are ours): conversations, their messages,
// the read marker, group members, joining a public conversation, the unread count and the search.
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, IdParams, MessageResponse, nullable, paging, ref, responses, StoredFile, UserRef } from './common';

export const MESSAGE_TEXT_MAX = 5_000;
export const MESSAGE_FILES_MAX = 10;
export const CONVERSATION_MEMBERS_MAX = 50;
export const CONVERSATION_TITLE_MAX = 200;
export const CONVERSATIONS_PAGE = 20;
export const MESSAGES_PAGE = 30;
export const SEARCH_PREVIEW = 150;

export const MESSAGE_MESSAGES = {
  conversationNotFound: 'Conversation not found',
  messageNotFound: 'before must be the id of a message in this conversation',
  notBlank: 'text must not be blank unless a file is attached',
  mayNotTalk: 'You may not message these people',
  notYourself: 'userIds must name someone other than you',
  onlyGroups: 'Only a group conversation has members added or removed',
  mayNotAdd: 'Only the members of a group may add people to it',
  mayNotRemove: 'Only the creator of a group may remove others; a member may leave',
  notMember: 'That person is not a member of this conversation',
  notPublic: 'Only a public conversation can be joined',
  alreadyMember: 'You are already a member of this conversation',
  clientIdTaken: 'clientId was used for a message in another conversation',
  read: 'Marked as read',
  removed: 'Member removed',
  joinToPost: 'Join the conversation to post in it',
  userNotFound: 'User not found',
} as const;

export const MessageJson = Type.Object(
  {
    _id: Id,
    conversationId: Id,
    text: Type.String(),
    files: Type.Array(ref(StoredFile)),
    created: DateTime,
    /** null for a removed account. */
    user: nullable(ref(UserRef)),
    /** The sending page's id, when it gave one (it matches a retried send to its first). */
    clientId: nullable(Type.String()),
  },
  { $id: 'Message', title: 'Message' },
);
export type MessageJson = Static<typeof MessageJson>;

export const Conversation = Type.Object(
  {
    _id: Id,
    /** A group's title; for a one-to-one conversation, the other person's name. */
    title: Type.String(),
    /** The members, without their e-mail addresses. */
    users: Type.Array(ref(UserRef)),
    isGroup: Type.Boolean(),
    isPublic: Type.Boolean(),
    /** Whether the caller is in it (a contributor reads public conversations without joining). */
    isMember: Type.Boolean(),
    createdBy: nullable(Id),
    lastMessage: nullable(
      Type.Object({ text: Type.String(), created: DateTime, user: nullable(ref(UserRef)), hasFiles: Type.Boolean() }),
    ),
    /** Messages others posted since the caller last read it. */
    unread: Type.Integer({ minimum: 0 }),
    lastActivity: DateTime,
    /** What the caller may do. */
    can: Type.Object({ post: Type.Boolean(), addMember: Type.Boolean(), join: Type.Boolean() }),
  },
  { $id: 'Conversation', title: 'Conversation' },
);
export type ConversationJson = Static<typeof Conversation>;

export const MESSAGE_NAMED_SCHEMAS = [MessageJson, Conversation];

const tags = ['messages'];
const ConversationAnswer = Type.Object({ conversation: ref(Conversation) });

export const ListConversationsSchema = {
  operationId: 'listConversations',
  tags,
  summary: "The caller's conversations, newest activity first, paged",
  querystring: Type.Object(paging(CONVERSATIONS_PAGE, 100)),
  response: responses({
    200: Type.Object({ conversations: Type.Array(ref(Conversation)), skip: Type.Integer(), hasMore: Type.Boolean() }),
  }),
};

export const CreateConversationSchema = {
  operationId: 'createConversation',
  tags,
  summary: 'Start a conversation: one other person (their one-to-one conversation, reused if it exists) or a group',
  description:
    'One id and no title: the one-to-one conversation of the caller and that person (made once, however often asked). ' +
    'Several ids, a title or isPublic: a new group with the caller in it. A client may talk only with the ' +
    "collaborators of the client's own projects and admins; a public conversation has no clients (403).",
  body: Type.Object(
    {
      userIds: Type.Array(Id, {
        minItems: 1,
        maxItems: CONVERSATION_MEMBERS_MAX,
        errorMessage: `userIds must name 1 to ${CONVERSATION_MEMBERS_MAX} people`,
      }),
      title: Type.Optional(
        Type.String({
          maxLength: CONVERSATION_TITLE_MAX,
          errorMessage: `title must be at most ${CONVERSATION_TITLE_MAX} characters`,
        }),
      ),
      isPublic: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ),
  response: responses({ 200: ConversationAnswer, 201: ConversationAnswer }),
};

export const GetConversationSchema = {
  operationId: 'getConversation',
  tags,
  summary: 'One conversation: its members and the caller’s unread count (404 unless the caller reads it)',
  params: IdParams,
  response: responses({ 200: ConversationAnswer }),
};

export const ListMessagesSchema = {
  operationId: 'listMessages',
  tags,
  summary: "A conversation's messages, newest first; `before` (a message id) reads the page older than it",
  params: IdParams,
  querystring: Type.Object({
    before: Type.Optional(Type.String({ format: 'uuid', errorMessage: 'before must be the id of a message' })),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: MESSAGES_PAGE }),
  }),
  response: responses({ 200: Type.Object({ messages: Type.Array(ref(MessageJson)), hasMore: Type.Boolean() }) }),
};

export const PostMessageSchema = {
  operationId: 'postMessage',
  tags,
  summary: 'Post a message (text, files or both) to a conversation the caller is in',
  description:
    '`clientId` (made by the sending page, unique per sender) makes a retried send safe: the same clientId answers ' +
    'the first message (200) instead of posting a second one (201).',
  params: IdParams,
  body: Type.Object(
    {
      text: Type.String({ maxLength: MESSAGE_TEXT_MAX, errorMessage: `text must be at most ${MESSAGE_TEXT_MAX} characters` }),
      files: Type.Optional(
        Type.Array(Type.Object({ id: Id }), {
          maxItems: MESSAGE_FILES_MAX,
          errorMessage: `files: at most ${MESSAGE_FILES_MAX} uploaded files`,
        }),
      ),
      clientId: Type.Optional(
        Type.String({ minLength: 1, maxLength: 100, errorMessage: 'clientId must be 1 to 100 characters' }),
      ),
    },
    { additionalProperties: false },
  ),
  response: responses({ 200: Type.Object({ message: ref(MessageJson) }), 201: Type.Object({ message: ref(MessageJson) }) }),
};

export const ReadConversationSchema = {
  operationId: 'readConversation',
  tags,
  summary: 'Mark everything in the conversation read by the caller',
  params: IdParams,
  response: responses({ 200: Type.Object({ message: Type.String(), unread: Type.Integer() }) }),
};

const MemberParams = Type.Object({ id: Id, userId: Id });

export const AddMemberSchema = {
  operationId: 'addConversationMember',
  tags,
  summary: 'Add someone to a group conversation (its members may; the person must be someone every member may talk to)',
  params: MemberParams,
  response: responses({ 200: ConversationAnswer }),
};

export const RemoveMemberSchema = {
  operationId: 'removeConversationMember',
  tags,
  summary: 'Take someone out of a group conversation: its creator anyone, a member themself (leaving)',
  params: MemberParams,
  response: responses({ 200: ref(MessageResponse) }),
};

export const JoinConversationSchema = {
  operationId: 'joinConversation',
  tags,
  summary: 'Join a public conversation (contributors)',
  params: IdParams,
  response: responses({ 200: ConversationAnswer }),
};

export const UnreadMessagesSchema = {
  operationId: 'countUnreadMessages',
  tags,
  summary: "How many messages others posted that the caller has not read, over all the caller's conversations",
  response: responses({ 200: Type.Object({ count: Type.Integer({ minimum: 0 }) }) }),
};

export const MESSAGING_PEOPLE_MAX = 20;

export const FindMessagingPeopleSchema = {
  operationId: 'findMessagingPeople',
  tags,
  summary: 'People the caller may start a conversation with, by name (never their e-mail addresses)',
  description:
    'Contributors find every contributor and the clients of the projects they work on (admins: every client); a client ' +
    'finds the people of their own projects and the admins. The caller is left out; a blank term finds nothing.',
  querystring: Type.Object({
    term: Type.String({ maxLength: 100, errorMessage: 'term must be at most 100 characters' }),
  }),
  response: responses({ 200: Type.Object({ users: Type.Array(ref(UserRef)) }) }),
};

export const SearchMessagesSchema = {
  operationId: 'searchMessages',
  tags,
  summary: 'The conversations the caller reads whose messages match the term, each with its newest match',
  description: 'Substrings match, Thai (no spaces between words) included; a blank term finds nothing.',
  querystring: Type.Object({ term: Type.String({ maxLength: 200, errorMessage: 'term must be at most 200 characters' }) }),
  response: responses({
    200: Type.Object({
      conversations: Type.Array(
        Type.Object({
          conversation: ref(Conversation),
          /** The matching message's first 150 characters. */
          preview: Type.String(),
          messageId: Id,
          created: DateTime,
        }),
      ),
    }),
  }),
};

// The benchmark's floor (npm run bench, BENCH_FLOOR=1 only): hidden from the OpenAPI document.
export const MessageSearchBenchFloorSchema = { hide: true, querystring: Type.Object({ as: Id, term: Type.String() }) };
