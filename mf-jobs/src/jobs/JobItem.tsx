import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Job } from 'shared-api';
import { Avatar, Badge, formatMoney, formatRelative, type Translate } from 'shared-ui';
import { useJobsT, useLabelsT } from '../i18n';
import { useJobChanges } from '../job';
import { JobActions } from '../job';
import { DueCountdown, JobStatusBadge } from '../job';

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const Main = styled.div`
  display: flex;
  flex: 1 1 320px;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;
const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
const Type = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;
const Price = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-variant-numeric: tabular-nums;
`;
const Meta = styled(Line)`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The price the caller may see (the server leaves out what they may not): a fixed price, else the level prices shown
 * to them (a contributor sees their own level's, an admin or PM every level's). Null when none is visible.
 */
function visiblePrice(job: Job, t: Translate): string | null {
  if (typeof job.price === 'number') return formatMoney(job.price);
  const tiers = (['1', '2', '3'] as const).filter((tier) => typeof job.prices[tier] === 'number');
  if (tiers.length === 0) return null;
  if (tiers.length === 1) return formatMoney(job.prices[tiers[0]]);
  return tiers.map((tier) => t('jobs.levelPrice', { level: tier, amount: formatMoney(job.prices[tier]) })).join(' · ');
}

export type JobItemProps = {
  job: Job;
  /** Where the job opens: the job page, or the job inside its project. */
  href: string;
  /** The claim/submit/approve… buttons the server offers (lists); the dashboard widget leaves them out. */
  withActions?: boolean;
};

/** One job of a list: type (a link to the job), status, the caller's price, rush marker, project, claimant, age and actions. */
export function JobItem({ job: listed, href, withActions = true }: JobItemProps) {
  const t = useJobsT();
  // The server's answer to an action shows at once; the list's next load replaces it.
  const [job, setJob] = useState(listed);
  useEffect(() => setJob(listed), [listed]);
  const labels = useLabelsT();
  const typeLabel = labels(`jobType.${job.jobType}`, { defaultValue: job.jobType });
  const price = visiblePrice(job, t);
  return (
    <Row aria-label={`${typeLabel} ${job.project.title}`}>
      <Main>
        <Line>
          <Type to={href}>{typeLabel}</Type>
          {job.title && job.title !== typeLabel && <span>{job.title}</span>}
          <JobStatusBadge status={job.status} jobId={job._id} />
          {price && <Price>{price}</Price>}
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
          <DueCountdown job={job} />
        </Meta>
      </Main>
      {withActions && <ItemActions job={job} onChanged={setJob} />}
    </Row>
  );
}

function ItemActions({ job, onChanged }: { job: Job; onChanged(job: Job): void }) {
  const changes = useJobChanges(job, onChanged);
  return <JobActions job={job} changes={changes} size="sm" />;
}
