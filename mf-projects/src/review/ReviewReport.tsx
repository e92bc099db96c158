/**
 * The review's feedback report (issue 26), opened from the review box: every review comment with its item, timecode,
 * the frame it points at with the reviewer's drawing over it, its text, author, status and replies; then the decision
 * that stands for each item and platform and who made it. Print prints the report alone on A4 (the app around it and
 * the dialog's buttons are left out); Download CSV is the same from the server (GET …/review-report.csv).
 */
import styled from 'styled-components';
import type { Project } from 'shared-api';
import { Badge, Button, formatDate, formatTime, Modal, PrintOnly } from 'shared-ui';
import { secondsOf, SketchPreview, timecodeOf } from 'shared-ui/sketch';
import { useProjectsT } from '../i18n';
import type { ProjectReviewFeedback } from './api/review-feedback';
import { reviewReportCsvUrl } from './api/review-report-csv';

const SHEET_ID = 'review-report-sheet';

const Sheet = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h3 {
    margin: 0;
  }
`;
const Entries = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  > li {
    display: grid;
    grid-template-columns: minmax(0, 240px) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
    padding-bottom: ${({ theme }) => theme.space.md};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    > li {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: flex-end;
`;

type Props = { project: Project; feedback: ProjectReviewFeedback; open: boolean; onClose(): void };

export function ReviewReport({ project, feedback, open, onClose }: Props) {
  const t = useProjectsT();
  const targets = new Map(feedback.targets.map((target) => [target._id, target]));
  const itemOf = (kind: string, id: string) => t(`review.report.items.${kind}`, { n: targets.get(id)?.position ?? '' });
  const when = (iso: string) => `${formatDate(iso)} ${formatTime(iso)}`;
  // Newest first: the first decision per item and platform is the one that stands.
  const standing = feedback.decisions.filter(
    (decision, index, all) =>
      all.findIndex((other) => other.targetId === decision.targetId && other.platform === decision.platform) === index,
  );
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title={t('review.report.heading', { title: project.title })}
      footer={
        <Actions>
          <a href={reviewReportCsvUrl(project._id)} download>
            {t('review.report.csv')}
          </a>
          <Button onClick={() => window.print()}>{t('review.report.print')}</Button>
        </Actions>
      }
    >
      <PrintOnly elementId={SHEET_ID} />
      <Sheet id={SHEET_ID}>
        <h3>{t('review.comments')}</h3>
        {feedback.comments.length === 0 ? (
          <p>{t('review.none')}</p>
        ) : (
          <Entries>
            {feedback.comments.map((comment) => {
              const playUrl = targets.get(comment.targetId)?.playUrl;
              const timecode = comment.frame === null ? null : timecodeOf(comment.frame);
              return (
                <li key={comment._id}>
                  <SketchPreview
                    strokes={comment.strokes ?? []}
                    maxWidth={240}
                    label={
                      timecode
                        ? t('review.report.frame', { timecode, author: comment.author })
                        : t('review.report.drawing', { author: comment.author })
                    }
                    frame={playUrl && comment.frame !== null ? { src: playUrl, seconds: secondsOf(comment.frame) } : undefined}
                  />
                  <div>
                    <Line>
                      <strong>{itemOf(comment.targetKind, comment.targetId)}</strong>
                      {timecode && <span>{timecode}</span>}
                      <Badge tone={comment.resolved ? 'success' : 'warning'}>
                        {comment.resolved ? t('review.resolved') : t('review.report.statusOpen')}
                      </Badge>
                    </Line>
                    <p>
                      {comment.author} · {when(comment.created)}
                    </p>
                    <div dangerouslySetInnerHTML={{ __html: comment.html }} />
                    {comment.replies.map((answer) => (
                      <p key={answer._id}>
                        <strong>{answer.author}:</strong> {answer.text}
                      </p>
                    ))}
                  </div>
                </li>
              );
            })}
          </Entries>
        )}
        <h3>{t('review.report.standing')}</h3>
        {standing.length === 0 ? (
          <p>{t('review.report.none')}</p>
        ) : (
          <ul>
            {standing.map((decision) => (
              <li key={decision._id}>
                {t('review.report.decisionLine', {
                  item: itemOf(decision.targetKind, decision.targetId),
                  platform: t(`media.platforms.${decision.platform}`),
                  decision: t(`review.report.${decision.decision}`),
                  author: decision.author,
                  date: when(decision.created),
                })}
              </li>
            ))}
          </ul>
        )}
      </Sheet>
    </Modal>
  );
}
