/**
 * The dashboard widgets' first reads, named once: the widgets (mf-jobs' My Jobs, mf-projects' My Projects, mf-feed's
 * Messages) read
 * these queries, and the shell starts them with the page (`preloadDashboardReads`) while the widgets' chunks are
 * still downloading, so the content waits for the slower of the two, not for one after the other.
 */
import { preload } from 'swr';
import { getUrl } from '../client/api';
import { DASHBOARD_CONVERSATIONS, DASHBOARD_JOBS, DASHBOARD_PROJECTS } from '../constants/limits';
import { isAdmin, isContrib, needsTerms, type PermissionUser } from '../permissions/permissions';
import { apiKey, type GetParts, type GetPath } from './useApi';
import { showsMyJobs } from '../federation/remote-modules';

/** My Jobs: the caller's own jobs, the first few. */
/** My Jobs: the caller's unfinished jobs, soonest due first (issue 24). */
export const MY_JOBS_WIDGET_QUERY = { status: 'my-jobs', user: 'everyone', sort: 'due', limit: DASHBOARD_JOBS } as const;

/**
 * Messages: the caller's latest conversations. Read with the page too: a widget whose read starts only once it has
 * mounted shows its own Loading first and changes height when the answer comes, moving the notifications under it.
 */
export const MY_MESSAGES_WIDGET_QUERY = { limit: DASHBOARD_CONVERSATIONS } as const;

/** My Projects: admins their own list (My Projects tab), everyone else the All tab; the first few. */
export function myProjectsWidgetQuery(user: PermissionUser | null | undefined) {
  return { status: isAdmin(user) ? ('my-projects' as const) : ('all' as const), limit: DASHBOARD_PROJECTS };
}

/** Starts a silent GET into the SWR cache: the first `useApi(path, parts, { silent: true })` mounted takes its answer. */
export function preloadApi<P extends GetPath>(path: P, parts: GetParts<P>): void {
  const key = apiKey(path, parts);
  if (key) void preload(key, (url: string) => getUrl(url, { silent: true })).catch(() => undefined);
}

/** The reads of the widgets this user's dashboard shows (the same rule as the shell's DashboardPage). */
export function preloadDashboardReads(user: PermissionUser | null | undefined): void {
  if (!user || needsTerms(user) || !isContrib(user)) return;
  if (showsMyJobs(user)) preloadApi('/api/jobs', { query: MY_JOBS_WIDGET_QUERY });
  preloadApi('/api/projects', { query: myProjectsWidgetQuery(user) });
  preloadApi('/api/messages/conversations', { query: MY_MESSAGES_WIDGET_QUERY });
}
