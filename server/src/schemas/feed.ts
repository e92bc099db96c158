import { Type, type Static } from '@sinclair/typebox';
import { Id, nullable, ref, responses } from './common';

export const Feed = Type.Object(
  {
    _id: Id,
    name: Type.String(),
    description: Type.String(),
    icon: Type.String(),
    users: Type.Array(Id),
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
