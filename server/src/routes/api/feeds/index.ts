// Calls under /api/feeds (spec doc 2 section 7): the feeds the caller reads, and creating, editing (name,
// description, icon, people) and removing user feeds (section 6: admins create; the creator and admins edit and
// remove; system, aggregate, level and role feeds are not edited here).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../../errors';
import { authorize, can, type Actor } from '../../../policies';
import { presentFeed } from '../../../presenters/feed';
import {
  countPostsByFeed,
  existingUserIds,
  feedTargetOf,
  feedPeople,
  findFeedById,
  deleteFeed,
  findFeedByName,
  insertFeed,
  updateFeed,
  listReadableFeeds,
  type FeedRow,
} from '../../../repositories/posts';
import { currentUser } from '../../current-user';
import benchFloorRoutes from './bench-floor';
import { CreateFeedSchema, DeleteFeedSchema, ListFeedsSchema, UpdateFeedSchema } from '../../../schemas/feed';

export const FEED_NAME_REQUIRED = 'name: a feed needs a name';
export const FEED_NOT_FOUND = 'Feed not found';
export const MAY_NOT_MANAGE = 'Only its creator or an admin changes a user feed; system, level and role feeds stay as they are';

function checkName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new BadRequestError(FEED_NAME_REQUIRED);
  return trimmed;
}

async function checkNameFree(db: Kysely<Database>, name: string, except?: string): Promise<void> {
  const other = await findFeedByName(db, name);
  if (other && other.id !== except) throw new ConflictError(`name: a feed named "${name}" exists already`);
}

async function checkPeople(db: Kysely<Database>, ids: readonly string[]): Promise<string[]> {
  const known = await existingUserIds(db, ids);
  const unknown = ids.find((id) => !known.has(id));
  if (unknown) throw new BadRequestError(`users: ${unknown} is not a user`);
  return [...ids];
}

/** The feed, or 404 when the caller does not read it. */
function readable(actor: Actor, feed: FeedRow | undefined): FeedRow {
  if (!feed || !can(actor, 'read', 'feed', feedTargetOf(feed))) throw new NotFoundError(FEED_NOT_FOUND);
  return feed;
}

const feedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(benchFloorRoutes);
  const answer = async (actor: Actor, id: string, message: string) => {
    const feed = readable(actor, await findFeedById(app.db, id));
    const counts = await countPostsByFeed(app.db, actor, [feed]);
    return { message, feed: presentFeed(feed, counts.get(feed.id) ?? 0, await feedPeople(app.db, [feed])) };
  };

  app.get('', { schema: ListFeedsSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listFeeds', 'studio', null, 'Feeds are for contributors');
    const feeds = await listReadableFeeds(app.db, actor);
    const [counts, people] = await Promise.all([countPostsByFeed(app.db, actor, feeds), feedPeople(app.db, feeds)]);
    return { feeds: feeds.map((feed) => presentFeed(feed, counts.get(feed.id) ?? 0, people)) };
  });

  app.post('', { schema: CreateFeedSchema }, async (request, reply) => {
    const actor = currentUser(request);
    authorize(actor, 'createFeed', 'studio', null, 'Only admins create feeds');
    const name = checkName(request.body.name);
    const id = await app.db.transaction().execute(async (trx) => {
      await checkNameFree(trx, name);
      const users = await checkPeople(trx, request.body.users ?? []);
      return insertFeed(trx, {
        name,
        description: request.body.description?.trim() ?? '',
        icon: request.body.icon ?? '',
        users,
        created_by: actor.id,
      });
    });
    reply.code(201);
    return answer(actor, id, 'Feed created');
  });

  app.post('/:id', { schema: UpdateFeedSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listFeeds', 'studio', null, 'Feeds are for contributors');
    const { body } = request;
    await app.db.transaction().execute(async (trx) => {
      const feed = readable(actor, await findFeedById(trx, request.params.id));
      if (!can(actor, 'manage', 'feed', feedTargetOf(feed))) throw new ForbiddenError(MAY_NOT_MANAGE);
      const name = body.name === undefined ? undefined : checkName(body.name);
      if (name !== undefined) await checkNameFree(trx, name, feed.id);
      const users = body.users === undefined ? undefined : await checkPeople(trx, body.users);
      await updateFeed(trx, feed.id, {
        ...(name !== undefined && { name }),
        ...(body.description !== undefined && { description: body.description.trim() }),
        ...(body.icon !== undefined && { icon: body.icon }),
        ...(users !== undefined && { users }),
      });
    });
    return answer(actor, request.params.id, 'Changes have been saved');
  });

  app.delete('/:name', { schema: DeleteFeedSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listFeeds', 'studio', null, 'Feeds are for contributors');
    await app.db.transaction().execute(async (trx) => {
      const feed = readable(actor, await findFeedByName(trx, request.params.name));
      if (!can(actor, 'manage', 'feed', feedTargetOf(feed))) throw new ForbiddenError(MAY_NOT_MANAGE);
      await deleteFeed(trx, feed.id);
    });
    return { message: 'Feed removed' };
  });
};

export default feedRoutes;
