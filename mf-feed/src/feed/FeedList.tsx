import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { SideNav, sideNavLink } from 'shared-ui';
import type { Feed } from 'shared-api';
import { useFeedT } from '../i18n';
import { useFeedNames } from './feed-names';

const FeedLink = styled(NavLink)`
  ${sideNavLink}
`;

type Group = 'aggregate' | 'feeds' | 'levels' | 'roles';
const GROUPS: readonly Group[] = ['aggregate', 'feeds', 'levels', 'roles'];

const groupOf = (feed: Feed): Group =>
  feed.isAggregate ? 'aggregate' : feed.isLevelBased ? 'levels' : feed.isRoleBased ? 'roles' : 'feeds';

/** The right-hand list of feeds, grouped as the spec lists them: aggregate, user-created, level and role feeds. */
export function FeedList({ feeds }: { feeds: readonly Feed[] }) {
  const t = useFeedT();
  const names = useFeedNames();
  return (
    <SideNav aria-labelledby="feed-list-heading">
      <h2 id="feed-list-heading">{t('feed.feeds')}</h2>
      {GROUPS.map((group) => {
        const members = feeds.filter((feed) => groupOf(feed) === group);
        if (members.length === 0) return null;
        return (
          <section key={group} aria-labelledby={`feed-group-${group}`}>
            <h3 id={`feed-group-${group}`}>{t(`feed.groups.${group}`)}</h3>
            <ul>
              {members.map((feed) => (
                <li key={feed._id}>
                  <FeedLink to={`/app/feed/${encodeURIComponent(feed.name)}`} end>
                    {names.title(feed, feed.name)}
                  </FeedLink>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </SideNav>
  );
}
