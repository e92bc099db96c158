import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import type { Feed } from 'shared-api';
import { useFeedT } from '../i18n';

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin: 0;
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;
const FeedLink = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.hover};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.hover};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

type Group = 'aggregate' | 'feeds' | 'levels' | 'roles';
const GROUPS: readonly Group[] = ['aggregate', 'feeds', 'levels', 'roles'];

const groupOf = (feed: Feed): Group =>
  feed.isAggregate ? 'aggregate' : feed.isLevelBased ? 'levels' : feed.isRoleBased ? 'roles' : 'feeds';

/** The right-hand list of feeds, grouped as the spec lists them: aggregate, user-created, level and role feeds. */
export function FeedList({ feeds }: { feeds: readonly Feed[] }) {
  const t = useFeedT();
  return (
    <Nav aria-labelledby="feed-list-heading">
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
                    {feed.name}
                  </FeedLink>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </Nav>
  );
}
