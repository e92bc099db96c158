/**
 * The project list's query parameters (spec doc 2 "Project list"): status tab, star level, platform, PB only, the
 * launch status (read only on the ready tab) and `limit` (a limited list: one page of that size and a View All link).
 */
import { PROJECT_TABS, type ProjectTabKey } from 'shared-api';
import { LAUNCH_FILTERS, PLATFORMS, type LaunchFilter, type Platform, type ProjectsQuery } from './api/get-projects';

export const isProjectTab = (value: string | null): value is ProjectTabKey => PROJECT_TABS.some((tab) => tab.key === value);

const LEVELS = ['1', '2', '3'];
const isPlatform = (value: string | null): value is Platform => (PLATFORMS as readonly string[]).includes(value ?? '');
const isLaunchFilter = (value: string | null): value is LaunchFilter =>
  (LAUNCH_FILTERS as readonly string[]).includes(value ?? '');

/** The server's largest page. */
const MAX_LIMIT = 100;

/** The list's query from the address; a missing or unknown status reads as `fallback`. */
export function projectsQueryFrom(params: URLSearchParams, fallback: ProjectTabKey): ProjectsQuery {
  const param = params.get('status');
  const status = isProjectTab(param) ? param : fallback;
  const level = params.get('level');
  const platform = params.get('platform');
  const launch = params.get('launch');
  return {
    status,
    level: level && LEVELS.includes(level) ? Number(level) : undefined,
    platform: isPlatform(platform) ? platform : undefined,
    pb: params.get('pb') === 'true' ? true : undefined,
    launch: status === 'ready' && isLaunchFilter(launch) ? launch : undefined,
  };
}

/** `?limit=n` (1-100) limits the list to its first n projects; null when the list is not limited. */
export function listLimitFrom(params: URLSearchParams): number | null {
  const raw = params.get('limit');
  if (!raw || !/^\d+$/.test(raw)) return null;
  const limit = Number(raw);
  return limit >= 1 ? Math.min(limit, MAX_LIMIT) : null;
}
