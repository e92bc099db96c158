import { Type, type Static } from '@sinclair/typebox';
import { Id, IdParams, MessageResponse, nullable, ref, responses, UserRef } from './common';

export const Feed = Type.Object(
  {
    _id: Id,
    name: Type.String(),
    description: Type.String(),
    icon: Type.String(),
    users: Type.Array(Id),
    /** The listed people with their names and pictures (user feeds; level and role feeds follow the user list). */
    people: Type.Array(ref(UserRef)),
    isAggregate: Type.Boolean(),
    isLevelBased: Type.Boolean(),
    isRoleBased: Type.Boolean(),
    isSystem: Type.Boolean(),
    isReadOnly: Type.Boolean(),
    createdBy: nullable(Id),
    /** How many of the feed's posts the caller may read (for aggregate feeds: of what they gather). */
    postCount: Type.Integer(),
  },
  { $id: 'Feed', title: 'Feed' },
);
export type FeedJson = Static<typeof Feed>;

export const ListFeedsSchema = {
  operationId: 'listFeeds',
  tags: ['feed'],
  summary: 'The feeds the caller may read: aggregate feeds first, then system, user, level and role feeds',
  response: responses({ 200: Type.Object({ feeds: Type.Array(ref(Feed)) }) }),
};

export const FEED_NAME_MAX = 60;
export const FEED_DESCRIPTION_MAX = 500;
export const FEED_USERS_MAX = 500;

const FeedAnswer = Type.Object({ message: Type.String(), feed: ref(Feed) });
const feedFields = {
  name: Type.String({ maxLength: FEED_NAME_MAX }),
  description: Type.String({ maxLength: FEED_DESCRIPTION_MAX }),
  icon: Type.String({ maxLength: 40 }),
  users: Type.Array(Id, { maxItems: FEED_USERS_MAX, uniqueItems: true }),
};

export const CreateFeedSchema = {
  operationId: 'createFeed',
  tags: ['feed'],
  summary: 'Creates a user feed (admins): name trimmed, required and unused; no people means every contributor reads it',
  body: Type.Object(
    {
      name: feedFields.name,
      description: Type.Optional(feedFields.description),
      icon: Type.Optional(feedFields.icon),
      users: Type.Optional(feedFields.users),
    },
    { additionalProperties: false },
  ),
  response: responses({ 201: FeedAnswer }),
};

export const UpdateFeedSchema = {
  operationId: 'updateFeed',
  tags: ['feed'],
  summary: "Edits a user feed's name, description, icon or people (its creator, admins); system, level and role feeds refuse",
  params: IdParams,
  body: Type.Object(
    {
      name: Type.Optional(feedFields.name),
      description: Type.Optional(feedFields.description),
      icon: Type.Optional(feedFields.icon),
      users: Type.Optional(feedFields.users),
    },
    { additionalProperties: false },
  ),
  response: responses({ 200: FeedAnswer }),
};

export const DeleteFeedSchema = {
  operationId: 'deleteFeed',
  tags: ['feed'],
  summary: 'Removes a user feed and its posts (its creator, admins), by name',
  params: Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) }),
  response: responses({ 200: ref(MessageResponse) }),
};

// The benchmark's floor (npm run bench, BENCH_FLOOR=1 only): hidden from the OpenAPI document.
export const FeedsBenchFloorSchema = { hide: true, querystring: Type.Object({ as: Id }) };
