/** The project list's query parameters (spec doc 2 "Project list"): status tab, star level, PB only. */
import { PROJECT_TABS, type ProjectTabKey } from 'shared-api';
import type { ProjectsQuery } from './api/get-projects';

export const isProjectTab = (value: string | null): value is ProjectTabKey => PROJECT_TABS.some((tab) => tab.key === value);

const LEVELS = ['1', '2', '3'];

/** The list's query from the address; a missing or unknown status reads as `fallback`. */
export function projectsQueryFrom(params: URLSearchParams, fallback: ProjectTabKey): ProjectsQuery {
  const status = params.get('status');
  const level = params.get('level');
  return {
    status: isProjectTab(status) ? status : fallback,
    level: level && LEVELS.includes(level) ? Number(level) : undefined,
    pb: params.get('pb') === 'true' ? true : undefined,
  };
}

/** The same address with `changes` applied; empty values are dropped. */
export function withParams(params: URLSearchParams, changes: Record<string, string>): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return `?${next.toString()}`;
}
