/** A job as the server sends it, with sensible defaults; pass only what a test cares about. */
import type { Job } from 'shared-api';

export const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

export function aJob(overrides: Partial<Job> = {}): Job {
  return {
    _id: 'j1',
    project: { _id: 'p1', title: 'Why cats purr', level: 2, starred: false, orderScript: false },
    title: '',
    body: '',
    bodyHtml: '',
    files: [],
    jobType: 'script',
    prices: { '2': 100 },
    staff: [],
    perfBased: false,
    status: 'open',
    important: false,
    claimedBy: null,
    createdBy: null,
    claimedAt: null,
    approvedAt: null,
    dueAt: null,
    created: minutesAgo(5),
    sceneCount: 0,
    gender: 'Any',
    direction: 'From English',
    actions: [],
    ...overrides,
  };
}

export const aProject = (title: string, id = 'p-' + title) => ({ _id: id, title, level: 2, starred: false, orderScript: false });
