/**
 * The reviewer's page (issue 26), `/review#<token>`: no account. The token rides in the address's fragment (never
 * sent to a server, so never in an access log) and in the body of each call. A password prompt when the link has
 * one; the video with play/pause, frame stepping (arrow keys, 25 fps), the timecode and the comments as markers on
 * the timeline; a comment box with the sketcher's pen over the paused frame; approve / request changes per item and
 * platform. The reviewer's name is kept in this browser. A build of its own beside the shell (main.tsx), with no
 * layout, router or remote, so the first load stays small (decisions 0661, 0740).
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError } from 'shared-api';
import { Button, ErrorPanel, Field, Loading, TextInput, useT } from 'shared-ui';
import { openReview, type ReviewView } from './api/open-review';
import { readFeedback, type ReviewFeedback, type ReviewTarget } from './api/read-feedback';
import { sendDecision } from './api/send-decision';
import { CommentForm, CommentList } from './ReviewComments';
import { ReviewPlayer } from './ReviewPlayer';
import { REVIEW_NAMESPACE } from './strings';

export const REVIEWER_NAME_KEY = 'studio.reviewerName';

const Page = styled.main`
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  h1 {
    margin: 0;
    font-size: 1.5rem;
    overflow-wrap: anywhere;
  }
`;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
  }
  img {
    max-width: 100%;
    height: auto;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

export type Access = { token: string; password?: string };

const tokenOf = () => decodeURIComponent(window.location.hash.replace(/^#/, ''));

export function ReviewPage() {
  const t = useT(REVIEW_NAMESPACE);
  const [access, setAccess] = useState<Access | null>(null);
  const [review, setReview] = useState<ReviewView | null>(null);
  const [feedback, setFeedback] = useState<ReviewFeedback | null>(null);
  const [needsPassword, setNeedsPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [name, setName] = useState(() => window.localStorage.getItem(REVIEWER_NAME_KEY) ?? '');
  const [frame, setFrame] = useState(0);
  const token = tokenOf();

  const open = useCallback(
    async (given?: string) => {
      setError(null);
      try {
        const opened = await openReview(token, given);
        const read = await readFeedback(token, given);
        setAccess({ token, password: given });
        setReview(opened.review);
        setFeedback(read.feedback);
        setNeedsPassword(false);
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) setNeedsPassword(true);
        setError(err instanceof ApiError && (err.status !== 401 || given) ? err.message : null);
      }
    },
    [token],
  );

  useEffect(() => {
    if (token) void open();
  }, [token, open]);

  const refresh = useCallback(async () => {
    if (access) setFeedback((await readFeedback(access.token, access.password)).feedback);
  }, [access]);

  const rememberName = (value: string) => {
    setName(value);
    window.localStorage.setItem(REVIEWER_NAME_KEY, value);
  };

  if (!token)
    return (
      <Page>
        <h1>{t('heading')}</h1>
        <ErrorPanel message={t('noToken')} />
      </Page>
    );

  if (needsPassword || (!review && error))
    return (
      <Page>
        <h1>{t('heading')}</h1>
        <form
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            void open(password);
          }}
        >
          <p>{t('password.lead')}</p>
          {error && <ErrorPanel message={error} />}
          <Field label={t('password.label')}>
            <TextInput type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="off" />
          </Field>
          <Button type="submit" variant="primary">
            {t('password.open')}
          </Button>
        </form>
      </Page>
    );

  if (!review || !feedback || !access) return <Loading />;

  const video = feedback.targets.find((target) => target.kind === 'video');
  const decide = async (target: ReviewTarget, platform: ReviewTarget['platforms'][number], decision: 'approved' | 'changes') => {
    setError(null);
    try {
      await sendDecision({
        ...access,
        reviewerName: name,
        targetKind: target.kind as 'video',
        targetId: target._id,
        platform,
        decision,
      });
      await refresh();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : null);
    }
  };

  const itemLabel = (target: ReviewTarget) =>
    t(`items.${target.kind}`, { position: target.position, platform: t(`platforms.${target.platforms[0] ?? 'pr'}`) });

  const decisionButtons = (target: ReviewTarget) =>
    review.mayComment &&
    target.kind !== 'scene' && (
      <Row>
        {target.platforms.map((platform) => {
          const standing = feedback.decisions.find((d) => d.targetId === target._id && d.platform === platform);
          return (
            <Row key={platform}>
              <Button onClick={() => void decide(target, platform, 'approved')}>
                {t('decide.approve', { platform: t(`platforms.${platform}`) })}
              </Button>
              <Button variant="secondary" onClick={() => void decide(target, platform, 'changes')}>
                {t('decide.changes', { platform: t(`platforms.${platform}`) })}
              </Button>
              {standing && (
                <span role="status">
                  {t(standing.decision === 'approved' ? 'decide.approved' : 'decide.changesAsked', { author: standing.author })}
                </span>
              )}
            </Row>
          );
        })}
      </Row>
    );

  const covers = feedback.targets.filter((target) => target.kind === 'cover');
  const titles = feedback.targets.filter((target) => target.kind === 'title');
  const scenes = feedback.targets.filter((target) => target.kind === 'scene');

  return (
    <Page>
      <header>
        <h1>{t('title', { name: review.name })}</h1>
        <p>{t('project', { title: review.projectTitle })}</p>
      </header>
      {error && <ErrorPanel message={error} />}
      {video && (
        <section aria-label={itemLabel(video)}>
          <ReviewPlayer
            target={video}
            comments={feedback.comments.filter((comment) => comment.targetId === video._id)}
            frame={frame}
            onFrame={setFrame}
          >
            {(strokes, clearStrokes, drawing) =>
              review.mayComment ? (
                <CommentForm
                  access={access}
                  name={name}
                  onName={rememberName}
                  targets={[video]}
                  frame={frame}
                  strokes={strokes}
                  drawing={drawing}
                  itemLabel={itemLabel}
                  onSent={async () => {
                    clearStrokes();
                    await refresh();
                  }}
                />
              ) : (
                <p>{t('comment.readOnly')}</p>
              )
            }
          </ReviewPlayer>
          {decisionButtons(video)}
        </section>
      )}
      {(covers.length > 0 || titles.length > 0 || scenes.length > 0) && (
        <Items>
          {covers.map((target, index) => (
            <li key={target._id}>
              <strong>{itemLabel(target)}</strong>
              {review.view.covers[index] && <img src={review.view.covers[index].image.small} alt={itemLabel(target)} />}
              {decisionButtons(target)}
            </li>
          ))}
          {titles.map((target, index) => (
            <li key={target._id}>
              <strong>{itemLabel(target)}</strong>
              <span>{review.view.titles[index]?.text}</span>
              {decisionButtons(target)}
            </li>
          ))}
          {scenes.map((target, index) => (
            <li key={target._id}>
              <strong>{itemLabel(target)}</strong>
              <span>{review.view.scenes[index]?.text}</span>
            </li>
          ))}
        </Items>
      )}
      {!video && review.mayComment && (
        <CommentForm
          access={access}
          name={name}
          onName={rememberName}
          targets={[...covers, ...titles, ...scenes]}
          frame={null}
          strokes={[]}
          drawing={null}
          itemLabel={itemLabel}
          onSent={refresh}
        />
      )}
      <CommentList comments={feedback.comments} targets={feedback.targets} itemLabel={itemLabel} onJump={setFrame} />
    </Page>
  );
}
