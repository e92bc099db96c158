// Job notifications (DECISIONS "Notifications"): job/create to who may claim the job; claim, submit and
// release to the project's PMs; approve, reject and release-user to the claimant. Sent inside the
// transaction of the change, so a rolled-back change notifies nobody. Each reader reads it in their language
// (notification-texts.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { eligibleClaimantIds, projectPmIds } from '../repositories/jobs';
import type { Actor } from '../policies';
import { notify } from './notifications';

export type JobNotice = 'job/create' | 'claim' | 'submit' | 'release' | 'approve' | 'reject' | 'release-user';

export interface NoticeJob {
  id: string;
  jobType: string;
  projectId: string;
  projectTitle: string;
  staff: readonly string[];
  /** The claimant before the change (approve, reject, release-user). */
  claimantId: string | null;
  /** A submission's or a revision request's note (issue 9), quoted in the notification. */
  note?: string;
}

export { escapeMarkdown, NOTE_IN_NOTICE_MAX } from './notification-texts';

export const jobUrl = (jobId: string): string => `/app/jobs/${jobId}`;

async function recipients(db: Kysely<Database>, notice: JobNotice, job: NoticeJob): Promise<string[]> {
  switch (notice) {
    case 'job/create':
      return eligibleClaimantIds(db, job.jobType, job.staff);
    case 'claim':
    case 'submit':
    case 'release':
      return projectPmIds(db, job.projectId);
    default:
      return job.claimantId ? [job.claimantId] : [];
  }
}

/**
 * Sends one job notification. The action type is the spec's (release-user goes out as `release`); the item a
 * user may mute is the project for job/create (new jobs there) and the job for the others.
 */
export async function notifyJob(db: Kysely<Database>, notice: JobNotice, job: NoticeJob, actor: Actor): Promise<string[]> {
  return notify(db, {
    recipients: await recipients(db, notice, job),
    actorId: actor.id,
    actionType: notice === 'release-user' ? 'release' : notice,
    itemId: notice === 'job/create' ? job.projectId : job.id,
    url: jobUrl(job.id),
    message: {
      key: notice,
      params: { actor: actor.name, jobType: job.jobType, project: job.projectTitle, ...(job.note ? { note: job.note } : {}) },
    },
  });
}
