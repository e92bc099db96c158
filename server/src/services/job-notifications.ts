// Job notifications (DECISIONS "Notifications"): job/create to who may claim the job; claim, submit and
// release to the project's PMs; approve, reject and release-user to the claimant. Sent inside the
// transaction of the change, so a rolled-back change notifies nobody.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { JOB_TYPE_LABELS, type JobType } from '../domain/roles';
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
}

/** Text shown verbatim: markdown's special characters escaped. */
export const escapeMarkdown = (text: string): string => text.replace(/([\\`*_{}[\]()#+\-.!<>|~])/g, '\\$1');

export const jobUrl = (jobId: string): string => `/app/jobs/${jobId}`;

function describe(notice: JobNotice, actor: string, type: string, project: string): string {
  switch (notice) {
    case 'job/create':
      return `${actor} posted a new ${type} job in ${project}`;
    case 'claim':
      return `${actor} claimed the ${type} job in ${project}`;
    case 'submit':
      return `${actor} submitted the ${type} job in ${project} for approval`;
    case 'release':
      return `${actor} released the ${type} job in ${project}`;
    case 'approve':
      return `${actor} approved your ${type} job in ${project}`;
    case 'reject':
      return `${actor} requested a revision of your ${type} job in ${project}`;
    case 'release-user':
      return `${actor} released you from the ${type} job in ${project}`;
  }
}

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
  const label = JOB_TYPE_LABELS[job.jobType as JobType] ?? job.jobType;
  const text = describe(
    notice,
    `**${escapeMarkdown(actor.name)}**`,
    `**${escapeMarkdown(label)}**`,
    `**${escapeMarkdown(job.projectTitle)}**`,
  );
  return notify(db, {
    recipients: await recipients(db, notice, job),
    actorId: actor.id,
    actionType: notice === 'release-user' ? 'release' : notice,
    itemId: notice === 'job/create' ? job.projectId : job.id,
    url: jobUrl(job.id),
    text,
  });
}
