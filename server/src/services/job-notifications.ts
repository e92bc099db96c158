// Job notifications (DECISIONS "Notifications"): job/create to who may claim the job; claim, submit and
// release to the project's PMs; approve, reject and release-user to the claimant. Sent inside the
// transaction of the change, so a rolled-back change notifies nobody. Each reader reads it in their language
// (notification-texts.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { eligibleClaimantIds, projectPmIds } from '../repositories/jobs';
import { recordLiveEvent } from '../repositories/live-events';
import type { Actor } from '../policies';
import { notify } from './notifications';
import { jobWebhookEvent } from './webhook-events';

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

/** Notices that put a job into the pool or take it out: everyone who may claim it sees the pool change. */
const POOL_NOTICES = new Set<JobNotice>(['job/create', 'claim', 'release', 'release-user']);

/**
 * Tells the open job pages and pools concerned that the job changed (live event 'jobs'): the project's PMs, the
 * claimant before and after, the actor's other tabs, and for a change to the pool whoever may claim the job.
 */
async function recordJobChange(db: Kysely<Database>, notice: JobNotice, job: NoticeJob, actor: Actor): Promise<void> {
  const userIds = [...(await projectPmIds(db, job.projectId)), actor.id];
  if (job.claimantId) userIds.push(job.claimantId);
  if (POOL_NOTICES.has(notice)) userIds.push(...(await eligibleClaimantIds(db, job.jobType, job.staff)));
  await recordLiveEvent(db, { resource: 'jobs', ids: [job.id], userIds });
}

/**
 * Sends one job notification (and the live event of the change). The action type is the spec's (release-user goes out as `release`); the item a
 * user may mute is the project for job/create (new jobs there) and the job for the others.
 */
export async function notifyJob(db: Kysely<Database>, notice: JobNotice, job: NoticeJob, actor: Actor): Promise<string[]> {
  await recordJobChange(db, notice, job, actor);
  await jobWebhookEvent(db, notice, job, actor);
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
