import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Job } from 'shared-api';
import { mockFetch } from '../test-support/mock-fetch';
import { renderAt } from '../test-support/render';
import { AppRoutes } from '../AppRoutes';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function job(overrides: Partial<Job> = {}): Job {
  return {
    _id: 'j1',
    project: { _id: 'p1', title: 'Why cats purr', level: 2, starred: false },
    title: '',
    jobType: 'script',
    prices: { '2': 100 },
    staff: [],
    perfBased: false,
    status: 'open',
    important: false,
    claimedBy: null,
    claimedAt: null,
    created: minutesAgo(5),
    sceneCount: 0,
    gender: 'Any',
    direction: 'From English',
    ...overrides,
  };
}

const address = () => screen.getByTestId('address').textContent;

describe('job list', () => {
  it('redirects to status=incomplete when no status is given, keeping the other filters', async () => {
    const calls = mockFetch(() => ({ body: { jobs: [], hasMore: false } }));
    renderAt('/app/jobs?filter=voice', <AppRoutes />);

    await waitFor(() => expect(address()).toBe('/app/jobs?filter=voice&status=incomplete'));
    await screen.findByText('No jobs');
    const url = new URL(calls[0].url, 'http://x');
    expect(url.pathname).toBe('/api/jobs');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ status: 'incomplete', filter: 'voice', user: 'everyone', skip: '0' });
  });

  it('shows each job with its type, "available" status, project, claimant and age', async () => {
    mockFetch(() => ({
      body: {
        jobs: [
          job(),
          job({ _id: 'j2', jobType: 'voice', status: 'inprogress', claimedBy: { _id: 'u2', name: 'Bea', nameAlias: 'B', picture: null }, created: minutesAgo(120) }),
        ],
        hasMore: false,
      },
    }));
    renderAt('/app/jobs?status=incomplete', <AppRoutes />);

    const [first, second] = await screen.findAllByRole('listitem', { name: /Why cats purr/ });
    expect(within(first).getByText('Script Writing')).toBeInTheDocument();
    expect(within(first).getByText('available')).toBeInTheDocument();
    expect(within(first).getByText('Not claimed')).toBeInTheDocument();
    expect(within(first).getByText('Created 5m')).toBeInTheDocument();
    expect(within(second).getByText('Voice Over')).toBeInTheDocument();
    expect(within(second).getByText('in progress')).toBeInTheDocument();
    expect(within(second).getByText('Claimed by Bea')).toBeInTheDocument();
    expect(within(second).getByText('Created 2h')).toBeInTheDocument();
  });

  it('has a status filter sidebar; choosing a status reloads the list with it', async () => {
    const calls = mockFetch((url) => ({
      body: { jobs: url.searchParams.get('status') === 'completed' ? [job({ status: 'completed' })] : [], hasMore: false },
    }));
    renderAt('/app/jobs?status=incomplete', <AppRoutes />);
    await screen.findByText('No jobs');

    const filters = screen.getByRole('navigation', { name: 'Filter' });
    const labels = within(filters).getAllByRole('link').map((link) => link.textContent);
    expect(labels).toEqual(['My Jobs', 'Available', 'Incomplete', 'In Progress', 'Pending Approval', 'Completed', 'Unpaid', 'Payments']);
    expect(within(filters).getByRole('link', { name: 'Incomplete' })).toHaveAttribute('aria-current', 'page');
    expect(within(filters).getByRole('link', { name: 'Payments' })).toHaveAttribute('href', '/app/payments');

    await userEvent.click(within(filters).getByRole('link', { name: 'Completed' }));

    expect(await screen.findByText('completed')).toBeInTheDocument();
    expect(address()).toBe('/app/jobs?status=completed');
    expect(calls.map((call) => new URL(call.url, 'http://x').searchParams.get('status'))).toEqual(['incomplete', 'completed']);
  });

  it('heads the list "All" without a type filter and with the type label once one is chosen', async () => {
    const calls = mockFetch(() => ({ body: { jobs: [], hasMore: false } }));
    renderAt('/app/jobs?status=open', <AppRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: 'All' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Job type'), 'storyboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Storyboarding' })).toBeInTheDocument();
    expect(address()).toBe('/app/jobs?status=open&filter=storyboard');
    await waitFor(() => expect(new URL(calls[calls.length - 1].url, 'http://x').searchParams.get('filter')).toBe('storyboard'));
  });

  it('passes ?user= to the server and defaults it to everyone', async () => {
    const calls = mockFetch(() => ({ body: { jobs: [], hasMore: false } }));
    renderAt('/app/jobs?status=completed&user=u7', <AppRoutes />);
    await screen.findByText('No jobs');
    expect(new URL(calls[0].url, 'http://x').searchParams.get('user')).toBe('u7');
  });

  it('Load More asks for the next page and appends it', async () => {
    const calls = mockFetch((url) =>
      url.searchParams.get('skip') === '0'
        ? { body: { jobs: [job({ _id: 'a', project: { _id: 'p', title: 'First page', level: 2, starred: false } })], hasMore: true } }
        : { body: { jobs: [job({ _id: 'b', project: { _id: 'p', title: 'Second page', level: 2, starred: false } })], hasMore: false } },
    );
    renderAt('/app/jobs?status=open', <AppRoutes />);
    await screen.findByText('Project: First page');

    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));

    expect(await screen.findByText('Project: Second page')).toBeInTheDocument();
    expect(screen.getByText('Project: First page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(new URL(calls[calls.length - 1].url, 'http://x').searchParams.get('skip')).toBe('20');
  });

  it('shows "Nothing here" for an unknown route inside the area', () => {
    mockFetch(() => ({ body: {} }));
    renderAt('/app/jobs/pricing/unknown', <AppRoutes />);
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
  });
});
