import styled from 'styled-components';
import type { Post } from 'shared-api';
import { Avatar, Badge, CommentsButton, formatAgo, Icon } from 'shared-ui';
import { useFeedT } from '../i18n';

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
const Byline = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const Body = styled.div`
  overflow-wrap: anywhere;
  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
`;

/** The rating above the default of 3 is highlighted (spec doc 2 section 9). */
const HIGHLIGHT_ABOVE = 3;

/** One post of a feed. Its own page, rating and menu arrive with later issues. */
export function PostItem({ post }: { post: Post }) {
  const t = useFeedT();
  const author = post.user?.name ?? t('feed.unknownAuthor');
  return (
    <Item aria-labelledby={`post-${post._id}-title`}>
      <h2 id={`post-${post._id}-title`}>{post.title}</h2>
      <Byline>
        <Avatar name={author} picture={post.user?.picture} size={24} />
        <span>{t('feed.by', { name: author })}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={post.created}>{formatAgo(post.created)}</time>
        <Badge
          tone={post.rating > HIGHLIGHT_ABOVE ? 'warning' : 'neutral'}
          aria-label={t('feed.rating', { rating: post.rating })}
        >
          <Icon name="star" /> {post.rating}
        </Badge>
        <CommentsButton itemId={post._id} count={post.commentCounts?.total} />
      </Byline>
      {/* bodyHtml is rendered from markdown and sanitised by the server. */}
      {post.bodyHtml && <Body dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />}
    </Item>
  );
}
