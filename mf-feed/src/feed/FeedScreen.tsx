import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Icon, PagedList, PlainList, SideColumnLayout } from 'shared-ui';
import { useFeedT } from '../i18n';
import { useFeeds } from './api/get-feeds';
import { usePosts } from './api/get-posts';
import { feedIcon } from './feed-icons';
import { FeedList } from './FeedList';
import { PostItem } from './PostItem';

const Header = styled.header`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.md};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    text-transform: capitalize;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** /app/feed/{feed}: the feed's title and post count, its posts (20 a page) and the list of feeds. */
export function FeedScreen() {
  const t = useFeedT();
  const { feed: feedName = 'all' } = useParams();
  const feeds = useFeeds();
  const posts = usePosts(feedName);
  const feed = feeds.data?.feeds.find((candidate) => candidate.name === feedName);
  const icon = feedIcon(feed?.icon);

  return (
    <SideColumnLayout side="end">
      <section aria-labelledby="feed-heading">
        <Header>
          <h1 id="feed-heading">
            {icon && <Icon name={icon} style={{ marginRight: '0.3em' }} />}
            {feed?.name ?? feedName}
          </h1>
          {feed && <p>{t('feed.postCount', { count: feed.postCount })}</p>}
        </Header>
        {feed?.description && <p>{feed.description}</p>}
        <PagedList load={posts} empty={t('nothingHere')} loadMoreLabel={t('feed.loadMore')}>
          <PlainList aria-label={t('feed.posts')}>
            {posts.items.map((post) => (
              <PostItem key={post._id} post={post} />
            ))}
          </PlainList>
        </PagedList>
      </section>
      {feeds.data && <FeedList feeds={feeds.data.feeds} />}
    </SideColumnLayout>
  );
}
