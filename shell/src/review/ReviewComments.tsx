/** The review's comment box (name kept in this browser, the frame and drawing from the player) and its comment list. */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError } from 'shared-api';
import { Badge, Button, ErrorPanel, Field, Select, TextArea, TextInput, useT } from 'shared-ui';
import type { ReviewCommentItem, ReviewTarget } from './api/read-feedback';
import { sendComment } from './api/send-comment';
import type { Access } from './ReviewPage';
import { timecodeOf, type Stroke } from 'shared-ui/sketch';
import { REVIEW_NAMESPACE } from './strings';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ol {
    margin: ${({ theme }) => theme.space.sm} 0 0 ${({ theme }) => theme.space.lg};
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

type FormProps = {
  access: Access;
  name: string;
  onName(name: string): void;
  targets: ReviewTarget[];
  frame: number | null;
  strokes: Stroke[];
  drawing: boolean | null;
  itemLabel(target: ReviewTarget): string;
  onSent(): Promise<void> | void;
};

export function CommentForm({ access, name, onName, targets, frame, strokes, itemLabel, onSent }: FormProps) {
  const t = useT(REVIEW_NAMESPACE);
  const [text, setText] = useState('');
  const [targetId, setTargetId] = useState(targets[0]?._id ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const target = targets.find((item) => item._id === targetId) ?? targets[0];
  if (!target) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await sendComment({
        ...access,
        reviewerName: name,
        targetKind: target.kind,
        targetId: target._id,
        text,
        ...(target.kind === 'video' && frame !== null ? { frame } : {}),
        ...(strokes.length ? { strokes } : {}),
      });
      setText('');
      await onSent();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} aria-label={t('comment.heading')}>
      <h2>{t('comment.heading')}</h2>
      {error !== null && <ErrorPanel message={error || undefined} />}
      <Field label={t('comment.name')} required>
        <TextInput value={name} onChange={(e) => onName(e.target.value)} maxLength={80} autoComplete="name" required />
      </Field>
      {targets.length > 1 && (
        <Field label={t('comment.on')}>
          <Select
            value={target._id}
            onChange={(e) => setTargetId(e.target.value)}
            options={targets.map((item) => ({ value: item._id, label: itemLabel(item) }))}
          />
        </Field>
      )}
      <Field
        label={t('comment.text')}
        hint={frame !== null ? t('comment.at', { timecode: timecodeOf(frame) }) : undefined}
        required
      >
        <TextArea value={text} onChange={(e) => setText(e.target.value)} maxLength={2000} required />
      </Field>
      <div>
        <Button type="submit" variant="primary" disabled={busy || !text.trim() || !name.trim()} aria-busy={busy}>
          {t('comment.send')}
        </Button>
      </div>
    </Form>
  );
}

type ListProps = {
  comments: ReviewCommentItem[];
  targets: ReviewTarget[];
  itemLabel(target: ReviewTarget): string;
  onJump(frame: number): void;
};

export function CommentList({ comments, targets, itemLabel, onJump }: ListProps) {
  const t = useT(REVIEW_NAMESPACE);
  const labelOf = (id: string) => {
    const target = targets.find((item) => item._id === id);
    return target ? itemLabel(target) : '';
  };
  return (
    <section aria-labelledby="review-comments">
      <h2 id="review-comments">{t('comments.heading')}</h2>
      {comments.length === 0 ? (
        <p>{t('comments.none')}</p>
      ) : (
        <List>
          {comments.map((comment) => (
            <li key={comment._id}>
              <Meta>
                <strong>{comment.author}</strong>
                <span>{labelOf(comment.targetId)}</span>
                {comment.frame !== null && (
                  <Button variant="link" size="sm" onClick={() => onJump(comment.frame!)}>
                    {timecodeOf(comment.frame)}
                  </Button>
                )}
                {comment.strokes?.length ? <Badge>{t('comments.drawing')}</Badge> : null}
                {comment.resolved && <Badge tone="success">{t('comments.resolved')}</Badge>}
              </Meta>
              <div dangerouslySetInnerHTML={{ __html: comment.html }} />
              {comment.replies.length > 0 && (
                <ol>
                  {comment.replies.map((reply) => (
                    <li key={reply._id}>
                      <Meta>
                        <strong>{reply.author}</strong>
                        {reply.fromStudio && <Badge tone="info">{t('comments.studio')}</Badge>}
                      </Meta>
                      <div dangerouslySetInnerHTML={{ __html: reply.html }} />
                    </li>
                  ))}
                </ol>
              )}
            </li>
          ))}
        </List>
      )}
    </section>
  );
}
