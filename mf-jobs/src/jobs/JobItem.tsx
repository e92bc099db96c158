import styled from 'styled-components';
import type { Job, JobStatus } from 'shared-api';
import { Avatar, Badge, formatRelative, type Tone } from 'shared-ui';
import { useJobsT, useLabelsT } from '../i18n';

const STATUS_TONES: Record<JobStatus, Tone> = {
  open: 'info',
  inprogress: 'primary',
  pending: 'warning',
  completed: 'success',
};

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
const Type = styled.strong`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
const Meta = styled(Line)`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** One job of a list: type, status, project, claimant and age. The job page arrives with a later issue. */
export function JobItem({ job }: { job: Job }) {
  const t = useJobsT();
  const labels = useLabelsT();
  const typeLabel = labels(`jobType.${job.jobType}`, { defaultValue: job.jobType });
  return (
    <Row aria-label={`${typeLabel} ${job.project.title}`}>
      <Line>
        <Type>{typeLabel}</Type>
        {job.title && job.title !== typeLabel && <span>{job.title}</span>}
        <Badge tone={STATUS_TONES[job.status] ?? 'neutral'}>{labels(`jobStatus.${job.status}`, { defaultValue: job.status })}</Badge>
        {job.important && (
          <Badge tone="danger" solid>
            {t('jobs.important')}
          </Badge>
        )}
      </Line>
      <Meta>
        <span>
          {t('jobs.project')}: {job.project.title}
        </span>
        {job.claimedBy ? (
          <Line>
            <Avatar name={job.claimedBy.name} picture={job.claimedBy.picture} size={20} />
            <span>{t('jobs.claimedBy', { name: job.claimedBy.name })}</span>
          </Line>
        ) : (
          <span>{t('jobs.unclaimed')}</span>
        )}
        <time dateTime={job.created}>{t('jobs.created', { ago: formatRelative(job.created) })}</time>
      </Meta>
    </Row>
  );
}
