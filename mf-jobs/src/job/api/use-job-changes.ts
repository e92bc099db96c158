/**
 * POST /api/jobs/{id}/{action}, /submit and /reject (with deliverables), /status, /due, /bonus, /bonus/{action} and
 * DELETE /api/jobs/{id} (delete-job.ts): every change of a job, run by `useJobChanges`; approving has its own file
 * (approve-job.ts). The server decides (403 wrong actor, 409 wrong state, with a message); the page shows its answer
 * in place.
 */
import { useSWRConfig } from 'swr';
import { api, revalidate, useMessageCall, type Job, type JobAction, type JobStatus } from 'shared-api';
import { approveJob } from './approve-job';
import { deleteJob } from './delete-job';
import { jobKey, type JobAnswer } from './get-job';

export type JobChange =
  | { action: Exclude<JobAction, 'status' | 'bonus' | 'delete' | 'submit' | 'reject' | `bonus-${string}`> }
  /** Submit for approval: an optional note and ids of files the claimant uploaded. */
  | { action: 'submit'; note?: string; files?: string[] }
  /** Request revision: the PM's optional note for the claimant. */
  | { action: 'reject'; note?: string }
  | { action: 'status'; status: JobStatus }
  /** The due date (an instant) or null to clear it: the project's PMs, until the job is completed. */
  | { action: 'due'; dueAt: string | null }
  | { action: 'bonus'; bonus: number }
  | { action: 'bonus-remove' | 'bonus-paid' | 'bonus-unpaid' };

export type JobChangeResult = { message: string; job: Job };

const BONUS_ACTIONS = { 'bonus-remove': 'remove', 'bonus-paid': 'paid', 'bonus-unpaid': 'unpaid' } as const;

/** The request behind one change. Silent: the caller shows the message. */
export function postJobChange(id: string, change: JobChange): Promise<JobChangeResult> {
  const params = { id };
  switch (change.action) {
    case 'approve':
      return approveJob(id);
    case 'status':
      return api.post('/api/jobs/{id}/status', { params, body: { status: change.status } }, { silent: true });
    case 'due':
      return api.post('/api/jobs/{id}/due', { params, body: { dueAt: change.dueAt } }, { silent: true });
    case 'bonus':
      return api.post('/api/jobs/{id}/bonus', { params, body: { bonus: change.bonus } }, { silent: true });
    case 'submit':
      return api.post(
        '/api/jobs/{id}/submit',
        { params, body: { note: change.note ?? '', files: change.files ?? [] } },
        { silent: true },
      );
    case 'reject':
      return api.post('/api/jobs/{id}/reject', { params, body: { note: change.note ?? '' } }, { silent: true });
    case 'bonus-remove':
    case 'bonus-paid':
    case 'bonus-unpaid':
      return api.post(
        '/api/jobs/{id}/bonus/{action}',
        { params: { id, action: BONUS_ACTIONS[change.action] } },
        { silent: true },
      );
    default:
      return api.post('/api/jobs/{id}/{action}', { params: { id, action: change.action } }, { silent: true });
  }
}

/** Everything on the page that shows jobs: lists, the job itself (its history too), and the project's cost. */
async function refreshAround(job: Job) {
  await Promise.all([revalidate('/api/jobs'), revalidate(`/api/projects/${job.project._id}/cost`)]);
}

/**
 * Runs changes on one job: the server's answer replaces the job in the cache at once (no reload), lists and the
 * project cost refresh behind it. A refusal shows the server's message (toast and `error`), takes the now
 * doubtful buttons away and reloads the job, which may be gone for this caller (another browser claimed it).
 */
export function useJobChanges(job: Job, onChanged?: (job: Job) => void) {
  const { mutate } = useSWRConfig();
  const { run: runCall, pending, error } = useMessageCall();

  const run = async (change: JobChange): Promise<Job | null> => {
    const result = await runCall(change.action, () => postJobChange(job._id, change), {
      onSuccess: async (answer) => {
        await mutate<JobAnswer>(jobKey(job._id), { job: answer.job }, { revalidate: false });
        onChanged?.(answer.job);
        void refreshAround(answer.job);
      },
      onError: async () => {
        await mutate<JobAnswer>(jobKey(job._id), { job: { ...job, actions: [] } }, { revalidate: false });
        onChanged?.({ ...job, actions: [] });
        void refreshAround(job);
      },
    });
    return result?.job ?? null;
  };

  const remove = async (): Promise<boolean> =>
    (await runCall('delete', () => deleteJob(job._id), { onSuccess: () => void refreshAround(job) })) !== null;

  return { run, remove, pending, error };
}
