/**
 * The project's review comments in its comments side modal (issue 26), for whoever reads them (its PMs; the comments
 * list says so): each marked as a review comment, with the reviewer's name, the item and timecode, the drawing
 * redrawn small, the studio's replies, and Reply and Mark resolved. Live: the server's event under the project's
 * feedback path reloads the list, so a reviewer's comment through a link appears without a reload. Nothing here
 * goes to a link holder: the reviewer's page reads its own, narrower answer.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { messageOf, toast } from 'shared-api';
import { Badge, Button, ErrorPanel } from 'shared-ui';
import { SketchPreview, timecodeOf } from 'shared-ui/sketch';
import { useFeedT } from '../i18n';
import { useReviewFeedback, type ReviewComment, type ReviewFeedback } from './api/get-review-feedback';
import { replyToReviewComment } from './api/reply-review-comment';
import { resolveReviewComment } from './api/resolve-review-comment';
import { CommentForm } from './CommentForm';
import { Actions, Body, CommentList, Head, Replies } from './CommentItem';
import './review-strings';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;
const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
`;

type Props = { projectId: string; comment: ReviewComment; feedback: ReviewFeedback; onChanged(): Promise<unknown> };

function ReviewCommentItem({ projectId, comment, feedback, onChanged }: Props) {
  const t = useFeedT();
  const [replying, setReplying] = useState(false);
  const target = feedback.targets.find((item) => item._id === comment.targetId && item.kind === comment.targetKind);
  const act = async (call: () => Promise<{ message: string }>): Promise<boolean> => {
    try {
      toast.success((await call()).message);
      await onChanged();
      return true;
    } catch (error) {
      toast.error(messageOf(error));
      return false;
    }
  };
  return (
    <Item data-testid={`review-comment-${comment._id}`}>
      <Head>
        <Badge tone="info">{t('reviewComments.mark')}</Badge>
        <strong>{comment.author}</strong>
        <span>{t(`reviewComments.item.${comment.targetKind}`, { position: target?.position ?? '' })}</span>
        {comment.frame !== null && <span>{t('reviewComments.at', { timecode: timecodeOf(comment.frame) })}</span>}
        {comment.resolved && <Badge tone="success">{t('reviewComments.resolved')}</Badge>}
      </Head>
      <Body dangerouslySetInnerHTML={{ __html: comment.html }} />
      {comment.strokes?.length ? (
        <SketchPreview strokes={comment.strokes} label={t('reviewComments.drawing', { author: comment.author })} maxWidth={240} />
      ) : null}
      {comment.replies.length > 0 && (
        <Replies>
          {comment.replies.map((answer) => (
            <li key={answer._id}>
              <Head>
                <strong>{answer.author}</strong>
              </Head>
              <Body dangerouslySetInnerHTML={{ __html: answer.html }} />
            </li>
          ))}
        </Replies>
      )}
      {replying ? (
        <CommentForm
          focusOnOpen
          canMention={false}
          allowFiles={false}
          label={t('reviewComments.replyLabel', { author: comment.author })}
          submitLabel={t('reviewComments.send')}
          onCancel={() => setReplying(false)}
          onSubmit={async ({ text }) => {
            const ok = await act(() => replyToReviewComment(projectId, comment._id, text));
            if (ok) setReplying(false);
            return ok;
          }}
        />
      ) : (
        <Actions>
          <Button size="sm" variant="secondary" onClick={() => setReplying(true)}>
            {t('reviewComments.reply')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void act(() => resolveReviewComment(projectId, comment._id, !comment.resolved))}
          >
            {comment.resolved ? t('reviewComments.reopen') : t('reviewComments.resolve')}
          </Button>
        </Actions>
      )}
    </Item>
  );
}

/** Nothing until there is a review comment: a project without a review shows its comments as before. */
export function ReviewComments({ projectId }: { projectId: string }) {
  const t = useFeedT();
  const { data, error, mutate } = useReviewFeedback(projectId, true);
  if (error && !data) return <ErrorPanel message={messageOf(error)} onRetry={() => void mutate()} />;
  const comments = data?.feedback.comments ?? [];
  if (!data || comments.length === 0) return null;
  return (
    <Section aria-labelledby={`review-comments-${projectId}`}>
      <h3 id={`review-comments-${projectId}`}>{t('reviewComments.heading')}</h3>
      <CommentList aria-label={t('reviewComments.list')}>
        {comments.map((comment) => (
          <ReviewCommentItem
            key={comment._id}
            projectId={projectId}
            comment={comment}
            feedback={data.feedback}
            onChanged={() => mutate()}
          />
        ))}
      </CommentList>
    </Section>
  );
}
