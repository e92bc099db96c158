/** The job feature's public surface: what other features of this package may import (lint refuses deeper imports). */
export { JobActions } from './JobActions';
export { JobDetail } from './JobDetail';
export { DueCountdown } from './DueCountdown';
export { DueDateField, dueFromInput, dueInputValue } from './DueDateField';
export { JobStatusBadge } from './JobStatusBadge';
export { useJobChanges } from './api/use-job-changes';
export { OUTSTANDING_PAYMENTS_URL, jobUrl, projectJobUrl, projectJobsUrl } from './links';
