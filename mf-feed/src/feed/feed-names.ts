/**
 * How a feed's name and description read here: shared-api's `feedTitle` and `feedDescription` (the shell's memo modal
 * names feeds the same way), with the labels of this language.
 */
import { feedDescription, feedTitle, isSystemFeedName, LABELS_NAMESPACE, type Feed } from 'shared-api';
import { useT } from 'shared-ui';

type FeedNaming = Pick<Feed, 'name' | 'description' | 'isSystem' | 'isAggregate' | 'isLevelBased' | 'isRoleBased'>;

export function useFeedNames() {
  const labels = useT(LABELS_NAMESPACE);
  /** The feed's title; before the feeds are loaded, a system feed's by its name in the address. */
  const title = (feed: FeedNaming | undefined, fallback: string): string => {
    if (feed) return feedTitle(feed, labels);
    return isSystemFeedName(fallback) ? labels(`systemFeed.${fallback}`) : fallback;
  };
  const description = (feed: FeedNaming | undefined): string => (feed ? feedDescription(feed, labels) : '');
  return { title, description };
}
