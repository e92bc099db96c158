// Job deliverables (issue 9): a submission for approval keeps its note and files as a new round; a revision
// request or an approval closes the round with the reviewer's note. Called inside the job action's transaction,
// under the job's row lock, so rounds are numbered one after the other and a refused action writes nothing.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { BadRequestError } from '../errors';
import type { Actor } from '../policies';
import { filesUploadedBy, insertJobEvent, latestRound } from '../repositories/job-events';
import type { LockedJob } from '../repositories/jobs';

/**
 * The files a submission attaches, in the order given, each once: every one must be an upload of the submitter's
 * own (400 naming the first that is not, whether it exists or not, so nobody learns of others' files this way).
 */
export async function submitterFiles(db: Kysely<Database>, ids: readonly string[], actor: Actor): Promise<string[]> {
  const wanted = [...new Set(ids)];
  const own = new Set(await filesUploadedBy(db, wanted, actor.id));
  const stranger = wanted.find((id) => !own.has(id));
  if (stranger) throw new BadRequestError(`files: ${stranger} is not a file you uploaded`);
  return wanted;
}

/** Notes are plain text; surrounding white space is dropped. */
export const cleanNote = (note: string | undefined): string => (note ?? '').trim();

/** Records a submission: the next round, with its note and files. */
export async function recordSubmission(
  trx: Kysely<Database>,
  job: LockedJob,
  actor: Actor,
  submission: { note: string; fileIds: readonly string[] },
): Promise<number> {
  const round = (await latestRound(trx, job.id)) + 1;
  await insertJobEvent(trx, {
    jobId: job.id,
    kind: 'submit',
    round,
    note: submission.note,
    actorId: actor.id,
    claimantId: job.claimed_by,
    fileIds: submission.fileIds,
  });
  return round;
}

/**
 * Records a review of the latest round (a revision request or the approval). A job approved before anything was
 * submitted has no round to review: nothing is recorded then.
 */
export async function recordReview(
  trx: Kysely<Database>,
  job: LockedJob,
  actor: Actor,
  review: { kind: 'revision' | 'approve'; note: string },
): Promise<void> {
  const round = await latestRound(trx, job.id);
  if (round === 0 && review.kind === 'approve') return;
  await insertJobEvent(trx, {
    jobId: job.id,
    kind: review.kind,
    round: Math.max(round, 1),
    note: review.note,
    actorId: actor.id,
    claimantId: job.claimed_by,
  });
}
