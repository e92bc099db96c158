import { renderHook, waitFor } from '@testing-library/react';
import { mutate } from 'swr';
import { mockFetch, users } from '../test-support';
import { MY_JOBS_WIDGET_QUERY, MY_MESSAGES_WIDGET_QUERY, myProjectsWidgetQuery, preloadDashboardReads } from './dashboard-reads';
import { useApi } from './useApi';

beforeEach(async () => {
  await mutate(() => true, undefined, { revalidate: false });
});

describe('the dashboard reads, started with the page', () => {
  it("starts the widgets' GETs at once, and a widget mounted later takes the answer without asking again", async () => {
    const calls = mockFetch((url) =>
      url.pathname === '/api/jobs'
        ? { body: { jobs: [{ _id: 'j1' }], hasMore: false } }
        : { body: { projects: [], hasMore: false } },
    );
    preloadDashboardReads(users.staff);
    expect(calls.map((call) => call.url)).toEqual([
      '/api/jobs?limit=5&sort=due&status=my-jobs&user=everyone',
      '/api/projects?limit=3&status=all',
      '/api/messages/conversations?limit=5',
    ]);

    // What mf-jobs' My Jobs widget does once its chunk has arrived.
    const { result } = renderHook(() => useApi('/api/jobs', { query: MY_JOBS_WIDGET_QUERY }, { silent: true }));
    await waitFor(() => expect(result.current.data?.jobs).toEqual([{ _id: 'j1' }]));
    expect(calls.filter((call) => call.url.startsWith('/api/jobs'))).toHaveLength(1);

    // And mf-feed's Messages widget.
    const messages = renderHook(() =>
      useApi('/api/messages/conversations', { query: MY_MESSAGES_WIDGET_QUERY }, { silent: true }),
    );
    await waitFor(() => expect(messages.result.current.data).toBeDefined());
    expect(calls.filter((call) => call.url.startsWith('/api/messages'))).toHaveLength(1);
  });

  it("reads an admin's own projects and no jobs (admins get no My Jobs widget)", () => {
    const calls = mockFetch(() => ({ body: { projects: [], hasMore: false } }));
    preloadDashboardReads(users.admin);
    expect(calls.map((call) => call.url)).toEqual([
      '/api/projects?limit=3&status=my-projects',
      '/api/messages/conversations?limit=5',
    ]);
    expect(myProjectsWidgetQuery(users.admin).status).toBe('my-projects');
  });

  it('reads nothing for those without a dashboard (clients, a freelancer before the terms, nobody)', () => {
    const calls = mockFetch(() => ({ body: {} }));
    preloadDashboardReads(users.client);
    preloadDashboardReads(users.newbie);
    preloadDashboardReads(null);
    expect(calls).toEqual([]);
  });
});
