import type { JobStatus } from 'shared-api';
import { Badge, type Tone } from 'shared-ui';
import { useLabelsT } from '../i18n';

const STATUS_TONES: Record<JobStatus, Tone> = {
  open: 'info',
  inprogress: 'primary',
  pending: 'warning',
  completed: 'success',
};

/** Where the keyboard rests after a change of this job leaves the person no next step (JobActions). */
export const jobStatusId = (jobId: string) => `job-status-${jobId}`;

/**
 * A job's status as users know it: open reads "available", pending "pending approval". With `jobId`, it can take
 * the keyboard (not in the Tab order) after a change of that job.
 */
export function JobStatusBadge({ status, jobId }: { status: JobStatus; jobId?: string }) {
  const labels = useLabelsT();
  return (
    <Badge tone={STATUS_TONES[status] ?? 'neutral'} {...(jobId ? { id: jobStatusId(jobId), tabIndex: -1 } : {})}>
      {labels(`jobStatus.${status}`, { defaultValue: status })}
    </Badge>
  );
}
