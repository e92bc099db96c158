import { Link, useNavigate, useParams } from 'react-router-dom';
import { EmptyState, ErrorPanel, Icon, Loading, PlainList } from 'shared-ui';
import { useFeedT } from '../i18n';
import { usePost } from './api/get-post';
import { PostItem } from './PostItem';

/** /app/feed/{feed}/post/{postId}: one expanded post (read on opening) with "Back to Feed". */
export function PostScreen() {
  const t = useFeedT();
  const navigate = useNavigate();
  const { feed = 'all', postId } = useParams();
  const post = usePost(postId);
  const back = `/app/feed/${encodeURIComponent(feed)}`;
  return (
    <section aria-label={post.data?.post.title ?? t('feed.posts')}>
      <p>
        <Link to={back}>
          <Icon name="arrow-left" /> {t('posts.back')}
        </Link>
      </p>
      {post.isLoading ? (
        <Loading />
      ) : post.error ? (
        post.error.status === 404 ? (
          <EmptyState message={t('nothingHere')} />
        ) : (
          <ErrorPanel message={post.error.message} onRetry={() => void post.mutate()} />
        )
      ) : (
        post.data && (
          <PlainList>
            <PostItem post={post.data.post} expanded onDeleted={() => navigate(back)} />
          </PlainList>
        )
      )}
    </section>
  );
}
