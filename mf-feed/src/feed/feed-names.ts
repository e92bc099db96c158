/**
 * How a feed's name and description read: system feeds by their slug in English or Thai, level feeds by the level's
 * label and role feeds by the role's (the shared `labels` namespace); user feeds as their creator named them.
 */
import type { Feed } from 'shared-api';
import { useT } from 'shared-ui';
import { useFeedT } from '../i18n';

type FeedNaming = Pick<Feed, 'name' | 'description' | 'isSystem' | 'isAggregate' | 'isLevelBased' | 'isRoleBased'>;

const SYSTEM_NAMES = ['all', 'to-do', 'unread', 'story-reception', 'admin'] as const;
const isKnownSystem = (name: string): name is (typeof SYSTEM_NAMES)[number] => (SYSTEM_NAMES as readonly string[]).includes(name);

export function useFeedNames() {
  const t = useFeedT();
  const labels = useT('labels');
  const title = (feed: FeedNaming | undefined, fallback: string): string => {
    if (!feed) return isKnownSystem(fallback) ? t(`feed.system.${fallback}`) : fallback;
    if ((feed.isSystem || feed.isAggregate) && isKnownSystem(feed.name)) return t(`feed.system.${feed.name}`);
    if (feed.isLevelBased) return labels(`level.${feed.name}`, { defaultValue: feed.name });
    if (feed.isRoleBased) return labels(`jobType.${feed.name}`, { defaultValue: feed.name });
    return feed.name;
  };
  const description = (feed: FeedNaming | undefined): string => {
    if (!feed) return '';
    if ((feed.isSystem || feed.isAggregate) && isKnownSystem(feed.name)) return t(`feed.systemDescription.${feed.name}`);
    return feed.description;
  };
  return { title, description };
}
