/**
 * POST /api/jobs/{id}/{action}, /submit and /reject (with deliverables), /status, /bonus, /bonus/{action} and
 * DELETE /api/jobs/{id}: every change of a
 * job. The server decides (403 wrong actor, 409 wrong state, with a message); the page shows its answer in place.
 */
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { api, ApiError, revalidate, toast, type Job, type JobAction, type JobStatus } from 'shared-api';
import { jobKey, type JobAnswer } from './get-job';

export type JobChange =
  | { action: Exclude<JobAction, 'status' | 'bonus' | 'delete' | 'submit' | 'reject' | `bonus-${string}`> }
  /** Submit for approval: an optional note and ids of files the claimant uploaded. */
  | { action: 'submit'; note?: string; files?: string[] }
  /** Request revision: the PM's optional note for the claimant. */
  | { action: 'reject'; note?: string }
  | { action: 'status'; status: JobStatus }
  | { action: 'bonus'; bonus: number }
  | { action: 'bonus-remove' | 'bonus-paid' | 'bonus-unpaid' };

export type JobChangeResult = { message: string; job: Job };

/** The request behind one change. Silent: the caller shows the message. */
export function postJobChange(id: string, change: JobChange): Promise<JobChangeResult> {
  const base = `/api/jobs/${id}`;
  switch (change.action) {
    case 'status':
      return api.post(`${base}/status`, { status: change.status }, { silent: true });
    case 'bonus':
      return api.post(`${base}/bonus`, { bonus: change.bonus }, { silent: true });
    case 'submit':
      return api.post(`${base}/submit`, { note: change.note ?? '', files: change.files ?? [] }, { silent: true });
    case 'reject':
      return api.post(`${base}/reject`, { note: change.note ?? '' }, { silent: true });
    case 'bonus-remove':
    case 'bonus-paid':
    case 'bonus-unpaid':
      return api.post(`${base}/bonus/${change.action.slice('bonus-'.length)}`, undefined, { silent: true });
    default:
      return api.post(`${base}/${change.action}`, undefined, { silent: true });
  }
}

export function deleteJob(id: string): Promise<{ message: string }> {
  return api.del(`/api/jobs/${id}`, { silent: true });
}

/** Everything on the page that shows jobs: lists, the job itself (its history too), and the project's cost. */
async function refreshAround(job: Job) {
  await Promise.all([revalidate('/api/jobs'), revalidate(`/api/projects/${job.project._id}/cost`)]);
}

const messageOf = (error: unknown) => (error instanceof ApiError || error instanceof Error ? error.message : String(error));

/**
 * Runs changes on one job: the server's answer replaces the job in the cache at once (no reload), lists and the
 * project cost refresh behind it. A refusal shows the server's message (toast and `error`), takes the now
 * doubtful buttons away and reloads the job, which may be gone for this caller (another browser claimed it).
 */
export function useJobChanges(job: Job, onChanged?: (job: Job) => void) {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (change: JobChange): Promise<Job | null> => {
    setPending(change.action);
    setError(null);
    try {
      const result = await postJobChange(job._id, change);
      toast.success(result.message);
      await mutate<JobAnswer>(jobKey(job._id), { job: result.job }, { revalidate: false });
      onChanged?.(result.job);
      void refreshAround(result.job);
      return result.job;
    } catch (err) {
      const message = messageOf(err);
      setError(message);
      toast.error(message);
      await mutate<JobAnswer>(jobKey(job._id), { job: { ...job, actions: [] } }, { revalidate: false });
      onChanged?.({ ...job, actions: [] });
      void refreshAround(job);
      return null;
    } finally {
      setPending(null);
    }
  };

  const remove = async (): Promise<boolean> => {
    setPending('delete');
    setError(null);
    try {
      const result = await deleteJob(job._id);
      toast.success(result.message);
      void refreshAround(job);
      return true;
    } catch (err) {
      const message = messageOf(err);
      setError(message);
      toast.error(message);
      return false;
    } finally {
      setPending(null);
    }
  };

  return { run, remove, pending, error };
}
