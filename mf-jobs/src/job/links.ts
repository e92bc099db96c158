/** Where job screens link to: the job alone, the job inside its project, and the project section to work in. */
import { hasRole, isPm, projectJobsUrl, type PermissionUser } from 'shared-api';

export const jobUrl = (jobId: string) => `/app/jobs/${jobId}`;
export { projectJobsUrl };
export const projectJobUrl = (projectId: string, jobId: string) => `${projectJobsUrl(projectId)}/${jobId}`;
export const JOB_LIST_URL = '/app/jobs';
export const OUTSTANDING_PAYMENTS_URL = '/app/payments/outstanding';

/**
 * The project section where the job's work happens (spec doc 1 "Job detail"): voice-role users who are not PMs
 * work in the script; everyone else in the scenes, and storyboard jobs (the storyboard changes) open the scenes
 * pending changes.
 */
export function workSectionUrl(
  job: { jobType: string; project: { _id: string } },
  user: PermissionUser | null | undefined,
): string {
  const base = `/app/projects/${job.project._id}`;
  if (hasRole(user, 'voice') && !isPm(user)) return `${base}/script`;
  if (job.jobType === 'storyboard') return `${base}/scenes?sceneStatus=pending-changes`;
  return `${base}/scenes`;
}
