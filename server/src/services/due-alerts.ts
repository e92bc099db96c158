// Late alerts (issue 24): one idempotent pass, `runDueAlerts(db, now)`. The claimant hears a day before their job is
// due; the project's PMs hear when a job passes its due date. Each alert is recorded with its notification in one
// transaction (repositories/job-due-alerts.ts), so it is sent once whoever runs the pass, however often; a new due
// date arms the alerts again. Muteable per job like every notification (action types job/due-soon, job/overdue).
// Run as a scheduled job of the durable queue (`due-alerts`, DUE_ALERTS_CRON; registered by plugins/queue.ts): one
// instance runs each slot, and a pass that fails is retried.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { DEFAULT_DUE_ALERTS_CRON, type AppConfig } from '../config';
import type { Database } from '../db/types';
import type { JobQueue } from '../queue';
import { dueAlertCandidates, recordDueAlert, type DueAlertCandidate, type DueAlertKind } from '../repositories/job-due-alerts';
import { projectPmIds } from '../repositories/jobs';
import { jobUrl } from './job-notifications';
import { notify } from './notifications';

/** Jobs handled per kind in one pass; the next pass takes the rest. */
export const DUE_ALERTS_BATCH = 500;

async function sendOne(db: Kysely<Database>, kind: DueAlertKind, job: DueAlertCandidate): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await recordDueAlert(trx, { jobId: job.id, kind, dueAt: job.due_at }))) return false;
    const recipients = kind === 'due-soon' ? (job.claimed_by ? [job.claimed_by] : []) : await projectPmIds(trx, job.project_id);
    await notify(trx, {
      recipients,
      actorId: null,
      actionType: `job/${kind}`,
      itemId: job.id,
      url: jobUrl(job.id),
      message: { key: `job/${kind}`, params: { jobType: job.job_type, project: job.project_title } },
    });
    return true;
  });
}

/** Sends every alert owed at `now` and not sent yet; how many of each kind this pass sent. */
export async function runDueAlerts(db: Kysely<Database>, now: Date): Promise<{ dueSoon: number; overdue: number }> {
  const sent = { dueSoon: 0, overdue: 0 };
  for (const kind of ['due-soon', 'overdue'] as const) {
    for (const job of await dueAlertCandidates(db, kind, now, DUE_ALERTS_BATCH)) {
      if (await sendOne(db, kind, job)) sent[kind === 'due-soon' ? 'dueSoon' : 'overdue'] += 1;
    }
  }
  return sent;
}

/** The queued job that runs one pass at the moment it runs. */
export const DUE_ALERTS_JOB = 'due-alerts';

/** Registers the late alerts' pass on the queue and its schedule (plugins/queue.ts). */
export function registerDueAlertJobs(app: {
  db: Kysely<Database>;
  config: AppConfig;
  queue: JobQueue;
  log: FastifyBaseLogger;
}): void {
  const { db, queue, log } = app;
  queue.work(
    DUE_ALERTS_JOB,
    async () => {
      const sent = await runDueAlerts(db, new Date());
      if (sent.dueSoon + sent.overdue > 0) log.info(sent, 'late alerts sent');
    },
    { retryLimit: 2 },
  );
  queue.schedule(DUE_ALERTS_JOB, app.config.dueAlertsCron ?? DEFAULT_DUE_ALERTS_CRON);
}
