// What the feed routes share: the checks of a feed's name and people, reading a feed the caller may read, and the
// answer (the feed as the caller now sees it).
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { BadRequestError, ConflictError, NotFoundError } from '../../../errors';
import { can, type Actor } from '../../../policies';
import { presentFeed } from '../../../presenters/feed';
import {
  countPostsByFeed,
  existingUserIds,
  feedPeople,
  feedTargetOf,
  findFeedById,
  findFeedByName,
  type FeedRow,
} from '../../../repositories/posts';

export const FEED_NAME_REQUIRED = 'name: a feed needs a name';
export const FEED_NOT_FOUND = 'Feed not found';
export const MAY_NOT_MANAGE = 'Only its creator or an admin changes a user feed; system, level and role feeds stay as they are';

export function checkName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new BadRequestError(FEED_NAME_REQUIRED);
  return trimmed;
}

export async function checkNameFree(db: Kysely<Database>, name: string, except?: string): Promise<void> {
  const other = await findFeedByName(db, name);
  if (other && other.id !== except) throw new ConflictError(`name: a feed named "${name}" exists already`);
}

export async function checkPeople(db: Kysely<Database>, ids: readonly string[]): Promise<string[]> {
  const known = await existingUserIds(db, ids);
  const unknown = ids.find((id) => !known.has(id));
  if (unknown) throw new BadRequestError(`users: ${unknown} is not a user`);
  return [...ids];
}

/** The feed, or 404 when the caller does not read it. */
export function readable(actor: Actor, feed: FeedRow | undefined): FeedRow {
  if (!feed || !can(actor, 'read', 'feed', feedTargetOf(feed))) throw new NotFoundError(FEED_NOT_FOUND);
  return feed;
}

/** The feed as the caller now sees it, with its post count and people. */
export async function answerFeed(db: Kysely<Database>, actor: Actor, id: string, message: string) {
  const feed = readable(actor, await findFeedById(db, id));
  const counts = await countPostsByFeed(db, actor, [feed]);
  return { message, feed: presentFeed(feed, counts.get(feed.id) ?? 0, await feedPeople(db, [feed])) };
}
