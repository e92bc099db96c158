import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { downloadFile, toast, useOptimisticToggles, type Post } from 'shared-api';
import { Avatar, Badge, Button, CommentsButton, formatAgo, Icon } from 'shared-ui';
import { useFeedT } from '../i18n';
import { donePost, markRead, refreshPosts, todoPost } from './api/post-actions';
import { ratePost } from './api/rate-post';
import { PostMenu, postUrl } from './PostMenu';
import { RatingInput } from './RatingInput';

/** How long a post takes to fade out of the unread or to-do feed before the list reloads without it. */
const FADE_MS = 400;

const Item = styled.li<{ $fading: boolean; $memo: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  transition: opacity ${FADE_MS}ms ease;
  opacity: ${({ $fading }) => ($fading ? 0 : 1)};
  ${({ $memo, theme }) =>
    $memo &&
    css`
      background: ${theme.tones.warning.bg};
      border-left: 4px solid ${theme.tones.warning.solid};
    `}
  h1,
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
  h2 a {
    color: inherit;
  }
`;
const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;
const Byline = styled.div`
  display: flex;
  flex-wrap: wrap;
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
const Rating = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Files = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;

/** A rating above the default of 3 is highlighted (spec doc 2 section 9). */
const HIGHLIGHT_ABOVE = 3;

export type PostItemProps = {
  post: Post;
  /** The feed on screen (by name): on `unread` a post read fades out, on `to-do` one taken off fades out. */
  feedName?: string;
  /** The single post view: shown whole and read at once. */
  expanded?: boolean;
  /** After the post was removed (the single view goes back to its feed). */
  onDeleted?(): void;
};

/** One post: title, author, age, rating, the caller's own rating, its menu, and its body (whole once expanded). */
export function PostItem({ post, feedName, expanded = false, onDeleted }: PostItemProps) {
  const t = useFeedT();
  const [open, setOpen] = useState(expanded);
  const [fading, setFading] = useState(false);
  const [shown, setShown] = useState(post);
  const readSent = useRef(post.readByMe);
  useEffect(() => setShown(post), [post]);
  const author = shown.user?.name ?? t('feed.unknownAuthor');
  // Done shows at once; changes go one at a time; a refusal takes it back with the server's sentence (issue 28).
  const doneToggle = useOptimisticToggles(async (_key, done: boolean) => {
    const answer = await donePost(post._id, done);
    setShown(answer.post);
    toast.success(done ? t('posts.markedDone') : t('posts.unmarkedDone'));
    void refreshPosts();
    return true;
  });
  const done = doneToggle.valueOf('done', shown.done);
  const todoToggle = useOptimisticToggles(async (_key, todo: boolean) => {
    const answer = await todoPost(post._id, !todo);
    setShown(answer.post);
    toast.success(answer.message);
    if (!todo && feedName === 'to-do') fadeOut();
    else void refreshPosts();
    return true;
  });
  const todoByMe = todoToggle.valueOf('todo', shown.todoByMe);

  const fadeOut = () => {
    setFading(true);
    setTimeout(() => void refreshPosts(), FADE_MS);
  };
  const read = () => {
    if (readSent.current) return;
    readSent.current = true;
    void markRead(post._id).then(() => {
      if (feedName === 'unread') fadeOut();
    });
  };
  // Opening a post (its own view) reads it.
  useEffect(() => {
    if (expanded) read();
  }, [expanded, post._id]);

  const memoPending = shown.type === 'memo' && !shown.okByMe;
  // Opened on its own page, the post's title is the page's heading.
  const Title = expanded ? 'h1' : 'h2';
  return (
    <Item aria-labelledby={`post-${post._id}-title`} $fading={fading} $memo={memoPending}>
      <Head>
        <Title id={`post-${post._id}-title`}>{expanded ? shown.title : <Link to={postUrl(shown)}>{shown.title}</Link>}</Title>
        <PostMenu
          post={{ ...shown, done, todoByMe }}
          setDone={(value) => doneToggle.set('done', value)}
          setTodo={(value) => todoToggle.set('todo', value)}
          onChanged={(change) => {
            if (change === 'deleted') {
              onDeleted?.();
              return;
            }
            if ((change === 'read' && feedName === 'unread') || (change === 'todo-removed' && feedName === 'to-do')) fadeOut();
            else void refreshPosts();
          }}
        />
      </Head>
      <Byline>
        <Avatar name={author} picture={shown.user?.picture} size={24} />
        <span>{t('feed.by', { name: author })}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={shown.created}>{formatAgo(shown.created)}</time>
        {shown.type === 'memo' && <Badge tone="warning">{t('posts.memo')}</Badge>}
        {done && (
          <Badge tone="success">
            <Icon name="check" /> {t('posts.doneBadge')}
          </Badge>
        )}
        <CommentsButton itemId={post._id} count={shown.commentCounts?.total} />
      </Byline>
      {open ? (
        // bodyHtml is rendered from markdown and sanitised by the server.
        shown.bodyHtml && <Body dangerouslySetInnerHTML={{ __html: shown.bodyHtml }} />
      ) : (
        <>
          {shown.bodyPreview && <Body>{shown.bodyPreview}</Body>}
          <div>
            <Button
              size="sm"
              variant="link"
              aria-expanded={false}
              onClick={() => {
                setOpen(true);
                read();
              }}
            >
              {t('posts.expand')}
            </Button>
          </div>
        </>
      )}
      {open && shown.files.length > 0 && (
        <Files aria-label={t('posts.files')}>
          {shown.files.map((file) => (
            <li key={file.id}>
              <Button size="sm" variant="link" onClick={() => void downloadFile(file)}>
                {file.name}
              </Button>
            </li>
          ))}
        </Files>
      )}
      <Rating>
        <Badge
          tone={shown.rating > HIGHLIGHT_ABOVE ? 'warning' : 'neutral'}
          aria-label={t('feed.rating', { rating: shown.rating })}
        >
          <Icon name="star" /> {shown.rating}
        </Badge>
        <span>{t('posts.raters', { count: shown.ratingCount })}</span>
        <RatingInput
          value={shown.myRating ?? 0}
          label={t('posts.yourRating')}
          starLabel={(n) => t('posts.rate', { n })}
          onChange={async (rating) => {
            const updated = await ratePost(post._id, rating);
            setShown(updated);
          }}
        />
      </Rating>
    </Item>
  );
}
