// What each webhook event carries (issue 25): called where the change already notifies its people, inside the
// same transaction, so a rolled-back change sends nothing. Every payload names the actor and the records by id,
// with the fields an admin reads through the API. Comments go out only from the general tab: the admins', the
// private (PM) and the role tabs are internal (docs/decisions/server/0623-webhook-events.md).
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { WebhookEvent } from '../domain/webhooks';
import { findWebhookJob } from '../repositories/webhooks';
import { recordWebhookEvent } from './webhooks';

export interface WebhookActor {
  id: string | null;
  name: string;
}

const actorOf = (actor: WebhookActor) => ({ _id: actor.id, name: actor.name });

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

const JOB_EVENTS: Record<string, WebhookEvent> = {
  'job/create': 'job.created',
  claim: 'job.claimed',
  submit: 'job.submitted',
  approve: 'job.approved',
  reject: 'job.sent_back',
  release: 'job.released',
  'release-user': 'job.released',
};

/** A job's change (created, claimed, submitted, approved, sent back, released): the job as it is afterwards. */
export async function jobWebhookEvent(
  db: Kysely<Database>,
  notice: string,
  job: { id: string; claimantId: string | null; note?: string },
  actor: WebhookActor,
): Promise<void> {
  const type = JOB_EVENTS[notice];
  if (!type) return;
  const row = await findWebhookJob(db, job.id);
  if (!row) return;
  await recordWebhookEvent(db, type, {
    job: {
      _id: row.id,
      title: row.title,
      jobType: row.job_type,
      status: row.status,
      project: { _id: row.project_id, title: row.project_title },
      claimedBy: row.claimed_by,
      price: row.price === null ? null : Number(row.price),
      bonus: Number(row.bonus),
      amountOwed: row.amount_owed === null ? null : Number(row.amount_owed),
      due: iso(row.due_at),
      approved: iso(row.approved_at),
      created: iso(row.created_at),
    },
    ...(type === 'job.released' || type === 'job.sent_back' || type === 'job.approved' ? { claimant: job.claimantId } : {}),
    ...(job.note ? { note: job.note } : {}),
    actor: actorOf(actor),
  });
}

/** A project's workflow change: its status moved, or its script or storyboard was approved. */
export async function projectWebhookEvent(
  db: Kysely<Database>,
  notice: string,
  project: { id: string; title: string },
  actor: WebhookActor,
  change?: {
    status: { from: string; to: string };
    scriptStatus: { from: string; to: string };
    storyboardStatus: { from: string; to: string };
  },
): Promise<void> {
  const type: WebhookEvent | null =
    notice === 'status'
      ? 'project.status_changed'
      : notice === 'approveScript'
        ? 'script.approved'
        : notice === 'approveStoryboard'
          ? 'storyboard.approved'
          : null;
  if (!type) return;
  await recordWebhookEvent(db, type, {
    project: { _id: project.id, title: project.title },
    ...(change ? { change } : {}),
    actor: actorOf(actor),
  });
}

/** A payment recorded to a payee. */
export async function paymentWebhookEvent(
  db: Kysely<Database>,
  payment: { id: string; userId: string; total: number },
  actor: WebhookActor,
): Promise<void> {
  await recordWebhookEvent(db, 'payment.recorded', {
    payment: { _id: payment.id, payee: payment.userId, total: payment.total },
    actor: actorOf(actor),
  });
}

/** A comment posted in an item's general tab (never an internal tab's). */
export async function commentWebhookEvent(
  db: Kysely<Database>,
  comment: {
    id?: string;
    tag: string;
    text: string;
    item: { kind: string; id: string; title: string; projectId: string | null; postId: string | null };
  },
  actor: WebhookActor,
): Promise<void> {
  if (comment.tag !== '' || !comment.id) return;
  await recordWebhookEvent(db, 'comment.posted', {
    comment: {
      _id: comment.id,
      text: comment.text,
      item: {
        kind: comment.item.kind,
        _id: comment.item.id,
        title: comment.item.title,
        projectId: comment.item.projectId,
        postId: comment.item.postId,
      },
    },
    actor: actorOf(actor),
  });
}

/** A reviewer (through a review link, or a signed-in client or PM) approved an item or asked for changes. */
export async function reviewWebhookEvent(
  db: Kysely<Database>,
  review: {
    project: { id: string; title: string };
    target: { kind: string; id: string; platform: string };
    decision: string;
    reviewerName: string;
    userId: string | null;
  },
): Promise<void> {
  await recordWebhookEvent(db, 'review.decided', {
    review: {
      project: { _id: review.project.id, title: review.project.title },
      target: { kind: review.target.kind, _id: review.target.id, platform: review.target.platform },
      decision: review.decision,
      reviewer: { name: review.reviewerName, _id: review.userId },
    },
  });
}
