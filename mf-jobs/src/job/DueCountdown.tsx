import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { Job } from 'shared-api';
import { Badge, formatCountdown, formatDate, formatTime } from 'shared-ui';
import { useJobsT } from '../i18n';

const MINUTE = 60_000;

const Due = styled.span<{ $late: boolean }>`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ $late, theme }) => ($late ? theme.colors.danger : 'inherit')};
  font-weight: ${({ $late, theme }) => ($late ? theme.fontWeights.bold : 'inherit')};
  font-variant-numeric: tabular-nums;
`;

/** The clock a countdown reads, moved on each minute while it is shown. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), MINUTE);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * A job's due date in the reader's time zone with the spec's countdown ("2d 3h 15m left", "0d 0h 0m" once past),
 * red and marked late once past while the job is not completed. Nothing for a job without a due date.
 */
export function DueCountdown({ job }: { job: Pick<Job, 'dueAt' | 'status'> }) {
  const t = useJobsT();
  const now = useMinuteClock();
  if (!job.dueAt) return null;
  const when = `${formatDate(job.dueAt)} ${formatTime(job.dueAt)}`;
  const done = job.status === 'completed';
  const late = !done && new Date(job.dueAt).getTime() <= now;
  return (
    <Due $late={late} data-testid="job-due">
      <time dateTime={job.dueAt}>{t('jobs.due', { date: when })}</time>
      {!done && <span>{formatCountdown(job.dueAt, now)}</span>}
      {late && (
        <Badge tone="danger" solid>
          {t('jobs.dueLate')}
        </Badge>
      )}
    </Due>
  );
}
