/** Test-only: a stand-in server for the project list screen's tests (counts, pages, the item menu's calls). */
import { screen } from '@testing-library/react';
import type { ProjectListItem } from 'shared-api';
import { mockFetch, type FakeReply, type FetchCall } from 'shared-api/test-support';
import { project as aProject } from './projects';

export const COUNTS = {
  all: 12,
  'my-projects': 4,
  new: 3,
  'script-writing': 2,
  storyboarding: 1,
  production: 2,
  finalizing: 1,
  ready: 1,
  launched: 2,
  fbRelaunch: 0,
  onhold: 5,
  trash: 6,
};

/** A project in production with four collaborators, updated three hours ago. */
export function listProject(overrides: Partial<ProjectListItem> = {}): ProjectListItem {
  return aProject({
    status: 'production',
    level: 3,
    collabs: [
      { _id: 'c1', name: 'Ann', picture: null },
      { _id: 'c2', name: 'Bob', picture: null },
      { _id: 'c3', name: 'Cid', picture: null },
      { _id: 'c4', name: 'Dee', picture: null },
    ],
    updated: new Date(Date.now() - 3 * 3600_000).toISOString(),
    ...overrides,
  });
}

export type ServeOptions = {
  /** The page for a list query (default: empty). */
  list?(query: URLSearchParams): FakeReply | Promise<FakeReply>;
  /** Any other request (POSTs, jobs, transfer targets); default 404. */
  other?(url: URL, call: FetchCall): FakeReply | Promise<FakeReply>;
};

/** Answers counts, list pages and `other`; returns the calls made, in order. */
export function serve({ list, other }: ServeOptions = {}): FetchCall[] {
  return mockFetch((url, call) => {
    if (url.pathname === '/api/projects/counts') return { body: { counts: COUNTS } };
    if (url.pathname === '/api/projects' && call.method === 'GET')
      return list ? list(url.searchParams) : { body: { projects: [], skip: 0, hasMore: false } };
    return other ? other(url, call) : { status: 404, body: { message: 'Not found' } };
  });
}

/** Serve one page holding `projects`. */
export const servePage =
  (...projects: ProjectListItem[]) =>
  (): FakeReply => ({ body: { projects, skip: projects.length, hasMore: false } });

/** The list queries made (GET /api/projects), as plain objects. */
export const listQueries = (calls: FetchCall[]) =>
  calls
    .map((call) => new URL(call.url, 'http://x'))
    .filter((url) => url.pathname === '/api/projects')
    .map((url) => Object.fromEntries(url.searchParams));

/** The requests other than list and count reads, as `{ method, path, body }`. */
export const actionCalls = (calls: FetchCall[]) =>
  calls
    .map((call) => ({ method: call.method, path: new URL(call.url, 'http://x').pathname, body: call.body }))
    .filter((call) => call.method !== 'GET');

export const countReads = (calls: FetchCall[]) => calls.filter((call) => call.url.startsWith('/api/projects/counts')).length;

export const address = () => screen.getByTestId('address').textContent;

/** A reply the test releases when it wants (to see the in-between states). */
export function deferred<T = FakeReply>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
