// Job notifications (DECISIONS "Notifications"): job/create to who may claim the job; claim, submit and
// release to the project's PMs; approve, reject and release-user to the claimant. Sent inside the
// transaction of the change, so a rolled-back change notifies nobody.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { JOB_TYPE_LABELS, type JobType } from '../domain/roles';
import { eligibleClaimantIds, projectPmIds } from '../repositories/jobs';
import { thaiReaders } from '../repositories/users';
import type { Actor } from '../policies';
import { notify } from './notifications';

type NoticeLocale = 'en' | 'th';

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

/** A note is quoted up to this many characters in a notification; the job page shows it whole. */
export const NOTE_IN_NOTICE_MAX = 300;

/** Text shown verbatim: markdown's special characters escaped. */
export const escapeMarkdown = (text: string): string => text.replace(/([\\`*_{}[\]()#+\-.!<>|~])/g, '\\$1');

export const jobUrl = (jobId: string): string => `/app/jobs/${jobId}`;

function describe(notice: JobNotice, locale: NoticeLocale, actor: string, type: string, project: string): string {
  return locale === 'th' ? describeThai(notice, actor, type, project) : describeEnglish(notice, actor, type, project);
}

/** Thai: the recipient's language when their account says so (the text is written once, when it is sent). */
function describeThai(notice: JobNotice, actor: string, type: string, project: string): string {
  switch (notice) {
    case 'job/create':
      return `${actor} ลงประกาศงาน ${type} ใหม่ใน ${project}`;
    case 'claim':
      return `${actor} รับงาน ${type} ใน ${project}`;
    case 'submit':
      return `${actor} ส่งงาน ${type} ใน ${project} เพื่อขออนุมัติ`;
    case 'release':
      return `${actor} ปล่อยงาน ${type} ใน ${project}`;
    case 'approve':
      return `${actor} อนุมัติงาน ${type} ของคุณใน ${project}`;
    case 'reject':
      return `${actor} ขอให้แก้ไขงาน ${type} ของคุณใน ${project}`;
    case 'release-user':
      return `${actor} ถอดคุณออกจากงาน ${type} ใน ${project}`;
  }
}

const NOTE_LABEL: Record<NoticeLocale, string> = { en: 'Note', th: 'หมายเหตุ' };

/** The note as quoted in a notification: one line, shortened, shown verbatim. */
function quoteNote(note: string, locale: NoticeLocale): string {
  const line = note.replace(/\s+/g, ' ').trim();
  const short = line.length > NOTE_IN_NOTICE_MAX ? `${line.slice(0, NOTE_IN_NOTICE_MAX - 1)}…` : line;
  return ` ${NOTE_LABEL[locale]}: ${escapeMarkdown(short)}`;
}

function describeEnglish(notice: JobNotice, actor: string, type: string, project: string): string {
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
  const text = (locale: NoticeLocale) =>
    describe(
      notice,
      locale,
      `**${escapeMarkdown(actor.name)}**`,
      `**${escapeMarkdown(label)}**`,
      `**${escapeMarkdown(job.projectTitle)}**`,
    ) + (job.note ? quoteNote(job.note, locale) : '');
  const everyone = await recipients(db, notice, job);
  const thai = new Set(await thaiReaders(db, everyone));
  const notified: string[] = [];
  for (const locale of ['en', 'th'] as const) {
    const group = everyone.filter((id) => thai.has(id) === (locale === 'th'));
    if (group.length === 0) continue;
    notified.push(
      ...(await notify(db, {
        recipients: group,
        actorId: actor.id,
        actionType: notice === 'release-user' ? 'release' : notice,
        itemId: notice === 'job/create' ? job.projectId : job.id,
        url: jobUrl(job.id),
        text: text(locale),
      })),
    );
  }
  return notified;
}
