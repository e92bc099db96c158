// Job deliverables (issue 9): a round's note and files follow the job's visibility. Among those who may read
// the job, its project's PMs (admins included) see every round; a claimant sees the rounds that were theirs
// (a later claimant does not see an earlier one's work, nor does a freelancer who could claim the job).
import { allow, can } from './engine';
import { isProjectPm } from './actor';

allow(
  'deliverable',
  'read',
  (actor, deliverable) =>
    can(actor, 'read', 'job', deliverable.job) &&
    (isProjectPm(actor, deliverable.job.projectCollaboratorIds) ||
      (deliverable.claimantId !== null && deliverable.claimantId === actor.id)),
);
