/**
 * The Media section's review box for the project's PMs (issue 26): make a review link (its address shown once), and
 * the review comments as they arrive — item, timecode, the drawing over a blank frame, replies — with Reply and
 * Mark resolved, and the decisions (who approved or asked for changes on what, for which platform).
 */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError, type Project } from 'shared-api';
import { Badge, Button, Card, Checkbox, ErrorPanel, Field, Select, TextArea, TextInput } from 'shared-ui';
import { SketchPreview, timecodeOf } from 'shared-ui/sketch';
import { useProjectsT } from '../i18n';
import { createReviewLink, reviewAddress, type NewReviewLink } from './api/create-review-link';
import { replyToReviewComment } from './api/reply-review-comment';
import { resolveReviewComment } from './api/resolve-review-comment';
import { useReviewFeedback, type ProjectReviewComment } from './api/review-feedback';
import { ReviewReport } from './ReviewReport';
import './strings';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  h2,
  h3 {
    margin: 0;
  }
`;
const Comments = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;
const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;
function CreateLink({ projectId }: { projectId: string }) {
  const t = useProjectsT();
  const [kind, setKind] = useState<NewReviewLink['kind']>('video');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [days, setDays] = useState('7');
  const [mayComment, setMayComment] = useState(true);
  const [address, setAddress] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const made = await createReviewLink(projectId, {
        kind,
        name,
        expiresInDays: Number(days),
        mayComment,
        mayDownload: false,
        ...(password ? { password } : {}),
      });
      setAddress(reviewAddress(made.token));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : null);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack>
        <h3>{t('review.create.heading')}</h3>
        {error !== null && <ErrorPanel message={error || undefined} />}
        <Field label={t('review.create.kind')}>
          <Select
            value={kind}
            onChange={(e) => setKind(e.target.value as NewReviewLink['kind'])}
            options={(['video', 'social', 'storyboard'] as const).map((value) => ({
              value,
              label: t(`review.create.kinds.${value}`),
            }))}
          />
        </Field>
        <Field label={t('review.create.name')} required>
          <TextInput value={name} onChange={(e) => setName(e.target.value)} maxLength={120} required />
        </Field>
        <Field label={t('review.create.password')}>
          <TextInput type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" />
        </Field>
        <Field label={t('review.create.days')}>
          <TextInput type="number" min={1} max={90} value={days} onChange={(e) => setDays(e.target.value)} />
        </Field>
        <Checkbox label={t('review.create.mayComment')} checked={mayComment} onChange={(e) => setMayComment(e.target.checked)} />
        <div>
          <Button type="submit" variant="primary" disabled={!name.trim()}>
            {t('review.create.submit')}
          </Button>
        </div>
        {address && (
          <Field label={t('review.create.address')}>
            <TextInput readOnly value={address} onFocus={(e) => e.target.select()} />
          </Field>
        )}
      </Stack>
    </form>
  );
}

function CommentItem({ projectId, comment, onChange }: { projectId: string; comment: ProjectReviewComment; onChange(): void }) {
  const t = useProjectsT();
  const [reply, setReply] = useState('');
  const send = async (event: FormEvent) => {
    event.preventDefault();
    await replyToReviewComment(projectId, comment._id, reply);
    setReply('');
    onChange();
  };
  return (
    <li>
      <Stack>
        <Meta>
          <strong>{comment.author}</strong>
          <span>{t(`review.item.${comment.targetKind}`)}</span>
          {comment.frame !== null && <span>{t('review.at', { timecode: timecodeOf(comment.frame) })}</span>}
          {comment.resolved && <Badge tone="success">{t('review.resolved')}</Badge>}
        </Meta>
        <div dangerouslySetInnerHTML={{ __html: comment.html }} />
        {comment.strokes?.length ? (
          <SketchPreview strokes={comment.strokes} label={t('review.drawing', { author: comment.author })} />
        ) : null}
        {comment.replies.map((answer) => (
          <Meta key={answer._id}>
            <strong>{answer.author}</strong>
            <span dangerouslySetInnerHTML={{ __html: answer.html }} />
          </Meta>
        ))}
        <form onSubmit={(event) => void send(event)}>
          <Field label={t('review.replyLabel', { author: comment.author })}>
            <TextArea rows={2} value={reply} onChange={(e) => setReply(e.target.value)} maxLength={2000} />
          </Field>
          <Meta>
            <Button type="submit" size="sm" disabled={!reply.trim()}>
              {t('review.reply')}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              onClick={() => void resolveReviewComment(projectId, comment._id, !comment.resolved).then(onChange)}
            >
              {comment.resolved ? t('review.reopen') : t('review.resolve')}
            </Button>
          </Meta>
        </form>
      </Stack>
    </li>
  );
}

export function ReviewBox({ project }: { project: Project }) {
  const t = useProjectsT();
  const { data, mutate } = useReviewFeedback(project._id);
  const [reporting, setReporting] = useState(false);
  const refresh = () => void mutate();
  return (
    <Card>
      <Stack>
        <h2>{t('review.heading')}</h2>
        {data && (
          <Meta>
            <Button size="sm" variant="secondary" onClick={() => setReporting(true)}>
              {t('review.report.open')}
            </Button>
          </Meta>
        )}
        {data && reporting && (
          <ReviewReport project={project} feedback={data.feedback} open onClose={() => setReporting(false)} />
        )}
        <CreateLink projectId={project._id} />
        <h3>{t('review.comments')}</h3>
        {data && data.feedback.comments.length === 0 && <p>{t('review.none')}</p>}
        {data && (
          <Comments>
            {data.feedback.comments.map((comment) => (
              <CommentItem key={comment._id} projectId={project._id} comment={comment} onChange={refresh} />
            ))}
          </Comments>
        )}
        {data && data.feedback.decisions.length > 0 && (
          <>
            <h3>{t('review.decisions')}</h3>
            <ul>
              {data.feedback.decisions.map((decision) => (
                <li key={decision._id}>
                  {t('review.decided', {
                    author: decision.author,
                    decision: t(`review.decision.${decision.decision}`),
                    item: t(`review.item.${decision.targetKind}`),
                    platform: t(`media.platforms.${decision.platform}`),
                  })}
                </li>
              ))}
            </ul>
          </>
        )}
      </Stack>
    </Card>
  );
}
