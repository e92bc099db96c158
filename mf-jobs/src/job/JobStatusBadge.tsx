import type { JobStatus } from 'shared-api';
import { Badge, type Tone } from 'shared-ui';
import { useLabelsT } from '../i18n';

const STATUS_TONES: Record<JobStatus, Tone> = {
  open: 'info',
  inprogress: 'primary',
  pending: 'warning',
  completed: 'success',
};

/** A job's status as users know it: open reads "available", pending "pending approval". */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  const labels = useLabelsT();
  return <Badge tone={STATUS_TONES[status] ?? 'neutral'}>{labels(`jobStatus.${status}`, { defaultValue: status })}</Badge>;
}
