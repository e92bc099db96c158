/**
 * How a feed's name reads (the feed screen, the post form's chooser, the memo modal): the feeds every studio has by
 * their words in the `labels` namespace (`systemFeed.*`), level feeds by the level's label and role feeds by the role's;
 * a feed people made reads as they named it. Pure: a caller passes its `useT('labels')`.
 */

/** The feeds every studio has (spec doc 2 section 3, and `admin`, where the Contact page's messages land). */
export const SYSTEM_FEED_NAMES = ['all', 'to-do', 'unread', 'story-reception', 'admin'] as const;
export type SystemFeedName = (typeof SYSTEM_FEED_NAMES)[number];

export const isSystemFeedName = (name: string): name is SystemFeedName => (SYSTEM_FEED_NAMES as readonly string[]).includes(name);

/** What naming a feed needs of it (a Feed has it, and so does a memo's feed). */
export type FeedNaming = {
  name: string;
  isSystem: boolean;
  isAggregate: boolean;
  isLevelBased: boolean;
  isRoleBased: boolean;
};

type LabelsT = (key: string, options: { defaultValue: string }) => string;

/** The `labels` key a feed's title reads as, or null when it reads as named (a feed people made). */
export function feedTitleKey(feed: FeedNaming): string | null {
  if ((feed.isSystem || feed.isAggregate) && isSystemFeedName(feed.name)) return `systemFeed.${feed.name}`;
  if (feed.isLevelBased) return `level.${feed.name}`;
  if (feed.isRoleBased) return `jobType.${feed.name}`;
  return null;
}

/** The feed's title in the reader's language. */
export function feedTitle(feed: FeedNaming, labels: LabelsT): string {
  const key = feedTitleKey(feed);
  return key ? labels(key, { defaultValue: feed.name }) : feed.name;
}

/** The feed's description: a system feed's own words, else what its creator wrote. */
export function feedDescription(feed: FeedNaming & { description: string }, labels: LabelsT): string {
  if ((feed.isSystem || feed.isAggregate) && isSystemFeedName(feed.name))
    return labels(`systemFeedDescription.${feed.name}`, { defaultValue: feed.description });
  return feed.description;
}
