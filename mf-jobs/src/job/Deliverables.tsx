/**
 * Deliverables on a job (issue 9): the latest submitted work (or the revision the PM asked for) beside the job's
 * Approve and Request Revision buttons, and the history of every round. The server sends only the rounds the
 * caller may see (PMs: all; a claimant: their own), so an empty history shows nothing.
 */
import styled from 'styled-components';
import type { Job, JobEvent } from 'shared-api';
import { Avatar, formatDate } from 'shared-ui';
import { useJobsT } from '../i18n';
import './strings';
import { useJobHistory } from './api/get-job-history';
import { FileLink } from './FileLink';

const Box = styled.section<{ $tone: 'info' | 'warning' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warning : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Note = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Files = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;
const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    padding-left: ${({ theme }) => theme.space.md};
    border-left: 3px solid ${({ theme }) => theme.colors.border};
  }
`;
const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

type Heading = 'h2' | 'h3';

/** Who took the step, when, in which round. */
function StepMeta({ event }: { event: JobEvent }) {
  const t = useJobsT();
  const name = event.by?.name ?? t('job.deliverables.formerUser');
  return (
    <Meta>
      {event.by && <Avatar name={event.by.name} picture={event.by.picture} size={24} />}
      <span>{t(`job.deliverables.${event.kind}`, { name })}</span>
      <span>·</span>
      <span>{t('job.deliverables.round', { round: event.round })}</span>
      <span>·</span>
      <time dateTime={event.at}>{formatDate(event.at)}</time>
    </Meta>
  );
}

/** A step's note and (a submission's) files. */
function StepBody({ event }: { event: JobEvent }) {
  const t = useJobsT();
  return (
    <>
      {event.note ? <Note>{event.note}</Note> : <Muted>{t('job.deliverables.noNote')}</Muted>}
      {event.kind === 'submit' &&
        (event.files.length > 0 ? (
          <Files aria-label={t('job.deliverables.files', { round: event.round })}>
            {event.files.map((file) => (
              <li key={file.id}>
                <FileLink file={file} />
              </li>
            ))}
          </Files>
        ) : (
          <Muted>{t('job.deliverables.noFiles')}</Muted>
        ))}
    </>
  );
}

/**
 * Above the action buttons: the revision asked for when that is the latest step, else the latest submitted work.
 * Nothing before the first submission.
 */
export function JobDeliverables({ job, headingLevel = 1 }: { job: Job; headingLevel?: 1 | 2 }) {
  const t = useJobsT();
  const { data } = useJobHistory(job._id);
  const history = data?.history ?? [];
  const last = history[history.length - 1];
  if (!last) return null;
  const Title: Heading = headingLevel === 2 ? 'h3' : 'h2';
  if (last.kind === 'revision') {
    return (
      <Box $tone="warning" aria-labelledby="job-revision-heading">
        <Title id="job-revision-heading">{t('job.deliverables.revisionAsked')}</Title>
        <StepMeta event={last} />
        <StepBody event={last} />
      </Box>
    );
  }
  const submission = [...history].reverse().find((event) => event.kind === 'submit');
  if (!submission) return null;
  return (
    <Box $tone="info" aria-labelledby="job-submission-heading">
      <Title id="job-submission-heading">{t('job.deliverables.latest')}</Title>
      <StepMeta event={submission} />
      <StepBody event={submission} />
    </Box>
  );
}

/** Every submission and review the caller may see, oldest first. */
export function JobHistory({ job, headingLevel = 1 }: { job: Job; headingLevel?: 1 | 2 }) {
  const t = useJobsT();
  const { data, error } = useJobHistory(job._id);
  const Title: Heading = headingLevel === 2 ? 'h3' : 'h2';
  if (error) return <Problem role="alert">{t('job.deliverables.loadFailed', { message: error.message })}</Problem>;
  const history = data?.history ?? [];
  if (history.length === 0) return null;
  return (
    <Box $tone="info" aria-labelledby="job-history-heading">
      <Title id="job-history-heading">{t('job.deliverables.history')}</Title>
      <Steps>
        {history.map((event) => (
          <li key={event._id}>
            <StepMeta event={event} />
            <StepBody event={event} />
          </li>
        ))}
      </Steps>
    </Box>
  );
}
