import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Icon, PagedList, PlainList, ScreenHeading, SideColumnLayout } from 'shared-ui';
import { useFeedT } from '../i18n';
import { useFeeds } from './api/get-feeds';
import { usePosts } from './api/get-posts';
import { feedIcon } from './feed-icons';
import { FeedList } from './FeedList';
import { PostItem } from './PostItem';

// Feed names are stored lower-case ("general").
const Heading = styled(ScreenHeading)`
  h1 {
    text-transform: capitalize;
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
        <Heading id="feed-heading" note={feed && t('feed.postCount', { count: feed.postCount })}>
          {icon && <Icon name={icon} style={{ marginRight: '0.3em' }} />}
          {feed?.name ?? feedName}
        </Heading>
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
