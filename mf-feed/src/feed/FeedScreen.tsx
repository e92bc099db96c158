import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, EmptyState, ErrorPanel, Loading } from 'shared-ui';
import { useFeedT } from '../i18n';
import { useFeeds } from './api/get-feeds';
import { usePosts } from './api/get-posts';
import { feedGlyph } from './feed-icons';
import { FeedList } from './FeedList';
import { PostItem } from './PostItem';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 240px;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr;
  }
`;
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
const Posts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
`;

/** /app/feed/{feed}: the feed's title and post count, its posts (20 a page) and the list of feeds. */
export function FeedScreen() {
  const t = useFeedT();
  const { feed: feedName = 'all' } = useParams();
  const feeds = useFeeds();
  const posts = usePosts(feedName);
  const feed = feeds.data?.feeds.find((candidate) => candidate.name === feedName);
  const glyph = feedGlyph(feed?.icon);

  return (
    <Layout>
      <section aria-labelledby="feed-heading">
        <Header>
          <h1 id="feed-heading">
            {glyph && <span aria-hidden="true">{glyph} </span>}
            {feed?.name ?? feedName}
          </h1>
          {feed && <p>{t('feed.postCount', { count: feed.postCount })}</p>}
        </Header>
        {feed?.description && <p>{feed.description}</p>}
        {posts.isLoading ? (
          <Loading />
        ) : posts.items.length > 0 ? (
          <Posts aria-label={t('feed.posts')}>
            {posts.items.map((post) => (
              <PostItem key={post._id} post={post} />
            ))}
          </Posts>
        ) : (
          !posts.error && <EmptyState message={t('nothingHere')} />
        )}
        {/* A failed first page or Load More: the message and Retry, in place (the request was silent). */}
        {posts.error && <ErrorPanel message={posts.error.message} onRetry={() => void posts.reload()} />}
        {posts.hasMore && !posts.error && (
          <Footer>
            <Button onClick={posts.loadMore} loading={posts.isLoadingMore}>
              {t('feed.loadMore')}
            </Button>
          </Footer>
        )}
      </section>
      {feeds.data && <FeedList feeds={feeds.data.feeds} />}
    </Layout>
  );
}
