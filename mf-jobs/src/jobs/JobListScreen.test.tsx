import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from 'shared-api';
import { mockFetch, users } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { AppRoutes } from '../AppRoutes';
import { aJob, aProject, minutesAgo } from '../test-support/jobs';

const job = aJob;

const address = () => screen.getByTestId('address').textContent;

describe('job list', () => {
  beforeEach(() => useSession.setState({ user: users.scripter }));

  it('redirects to status=incomplete when no status is given, keeping the other filters', async () => {
    const calls = mockFetch(() => ({ body: { jobs: [], hasMore: false } }));
    renderAt('/app/jobs?filter=voice', <AppRoutes />);

    await waitFor(() => expect(address()).toBe('/app/jobs?filter=voice&status=incomplete'));
    await screen.findByText('No jobs');
    const url = new URL(calls[0].url, 'http://x');
    expect(url.pathname).toBe('/api/jobs');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      status: 'incomplete',
      filter: 'voice',
      user: 'everyone',
      skip: '0',
    });
  });

  it('shows each job with its type, "available" status, project, claimant and age', async () => {
    mockFetch(() => ({
      body: {
        jobs: [
          job(),
          job({
            _id: 'j2',
            jobType: 'voice',
            status: 'inprogress',
            claimedBy: { _id: 'u2', name: 'Bea', nameAlias: 'B', picture: null },
            created: minutesAgo(120),
          }),
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
    const labels = within(filters)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'My Jobs',
      'Available',
      'Incomplete',
      'In Progress',
      'Pending Approval',
      'Completed',
      'Unpaid',
      'Outstanding Payments',
    ]);
    expect(within(filters).getByRole('link', { name: 'Incomplete' })).toHaveAttribute('aria-current', 'page');
    expect(within(filters).getByRole('link', { name: 'Outstanding Payments' })).toHaveAttribute(
      'href',
      '/app/payments/outstanding',
    );

    await userEvent.click(within(filters).getByRole('link', { name: 'Completed' }));

    expect(await screen.findByText('completed')).toBeInTheDocument();
    expect(address()).toBe('/app/jobs?status=completed');
    expect(calls.map((call) => new URL(call.url, 'http://x').searchParams.get('status'))).toEqual(['incomplete', 'completed']);
  });

  it('heads the list with what it is (its status), the chosen type beside it, never "All"', async () => {
    const calls = mockFetch(() => ({ body: { jobs: [], hasMore: false } }));
    renderAt('/app/jobs?status=open', <AppRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Open jobs' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'All' })).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Job type'), 'storyboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Open jobs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).parentElement).toHaveTextContent('Storyboarding');
    expect(address()).toBe('/app/jobs?status=open&filter=storyboard');
    await waitFor(() => expect(new URL(calls[calls.length - 1].url, 'http://x').searchParams.get('filter')).toBe('storyboard'));
  });

  it("shows on each row the price the caller may see: a fixed price, their level's, or every level's", async () => {
    mockFetch(() => ({
      body: {
        jobs: [
          job({ _id: 'fixed', price: 40, prices: {} }),
          job({ _id: 'own', project: aProject('Own level'), prices: { '2': 100 } }),
          job({ _id: 'all', project: aProject('All levels'), prices: { '1': 5, '2': 7.5, '3': 9 } }),
          job({ _id: 'none', project: aProject('Nothing visible'), prices: {} }),
        ],
        hasMore: false,
      },
    }));
    renderAt('/app/jobs?status=open', <AppRoutes />);
    const [fixed] = await screen.findAllByRole('listitem', { name: /Why cats purr/ });
    expect(within(fixed).getByText('$40')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: /Own level/ })).getByText('$100')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: /All levels/ })).getByText('L1 $5 · L2 $7.50 · L3 $9'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: /Nothing visible/ })).queryByText(/\$/)).not.toBeInTheDocument();
  });

  it('admins get a link to Job Pricing; others do not', async () => {
    mockFetch(() => ({ body: { jobs: [], hasMore: false } }));
    useSession.setState({ user: users.admin });
    const { unmount } = renderAt('/app/jobs?status=open', <AppRoutes />);
    expect(await screen.findByRole('link', { name: 'Job Pricing' })).toHaveAttribute('href', '/app/jobs/pricing');
    unmount();
    useSession.setState({ user: users.scripter });
    renderAt('/app/jobs?status=open', <AppRoutes />);
    await screen.findByText('No jobs');
    expect(screen.queryByRole('link', { name: 'Job Pricing' })).not.toBeInTheDocument();
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
        ? { body: { jobs: [job({ _id: 'a', project: aProject('First page') })], hasMore: true } }
        : { body: { jobs: [job({ _id: 'b', project: aProject('Second page') })], hasMore: false } },
    );
    renderAt('/app/jobs?status=open', <AppRoutes />);
    await screen.findByText('Project: First page');

    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));

    expect(await screen.findByText('Project: Second page')).toBeInTheDocument();
    expect(screen.getByText('Project: First page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(new URL(calls[calls.length - 1].url, 'http://x').searchParams.get('skip')).toBe('20');
  });

  it('each job links to its page and carries the actions the server offers; a claim shows at once', async () => {
    let current = job({ actions: ['claim'] });
    const calls = mockFetch((url, call) => {
      if (call.method !== 'POST') return { body: { jobs: [current], hasMore: false } };
      current = job({ status: 'inprogress', actions: ['release', 'submit'] });
      return { body: { message: 'Job claimed', job: current } };
    });
    renderAt('/app/jobs?status=open', <AppRoutes />);
    const item = await screen.findByRole('listitem', { name: /Why cats purr/ });
    expect(within(item).getByRole('link', { name: 'Script Writing' })).toHaveAttribute('href', '/app/jobs/j1');

    await userEvent.click(within(item).getByRole('button', { name: 'Claim' }));

    expect(await within(item).findByText('in progress')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Submit for Approval' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ url: '/api/jobs/j1/claim' });
  });

  it('admins filter by claimant with the staff lookup: one request once typing stops, then ?user=', async () => {
    useSession.setState({ user: users.admin });
    const calls = mockFetch((url) =>
      url.pathname === '/api/users'
        ? {
            body: {
              users: [
                {
                  _id: 'u-fern',
                  name: 'Fern Freelancer',
                  nameAlias: 'Fern',
                  picture: null,
                  level: 'freelancer',
                  role: ['script'],
                },
              ],
              count: 1,
            },
          }
        : { body: { jobs: [], hasMore: false } },
    );
    renderAt('/app/jobs?status=incomplete', <AppRoutes />);
    await screen.findByText('No jobs');
    // The field names its results list only while that list is rendered (axe: aria-controls to a missing id).
    expect(screen.getByLabelText('Staff')).not.toHaveAttribute('aria-controls');

    await userEvent.type(screen.getByLabelText('Staff'), 'Fern');
    await userEvent.click(await screen.findByRole('button', { name: /Fern Freelancer/ }));
    expect(screen.getByLabelText('Staff')).not.toHaveAttribute('aria-controls');

    await waitFor(() => expect(address()).toBe('/app/jobs?status=incomplete&user=u-fern'));
    const lookups = calls.filter((call) => call.url.startsWith('/api/users'));
    expect(lookups.map((call) => new URL(call.url, 'http://x').searchParams.get('lookup'))).toEqual(['Fern']);
    await waitFor(() => expect(new URL(calls[calls.length - 1].url, 'http://x').searchParams.get('user')).toBe('u-fern'));
    expect(screen.getByText('Fern Freelancer')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show everyone' }));
    await waitFor(() => expect(address()).toBe('/app/jobs?status=incomplete'));
  });

  it('while typing, the staff field controls the rendered results list', async () => {
    useSession.setState({ user: users.admin });
    mockFetch((url) =>
      url.pathname === '/api/users' ? { body: { users: [], count: 0 } } : { body: { jobs: [], hasMore: false } },
    );
    renderAt('/app/jobs?status=incomplete', <AppRoutes />);
    await screen.findByText('No jobs');
    await userEvent.type(screen.getByLabelText('Staff'), 'Nobody');
    const results = await screen.findByRole('list', { name: 'Staff found' });
    expect(screen.getByLabelText('Staff')).toHaveAttribute('aria-controls', results.id);
  });

  it('on a phone the filters fold behind a Filter button, closed at first', async () => {
    mockFetch(() => ({ body: { jobs: [], hasMore: false } }));
    renderAt('/app/jobs?status=incomplete', <AppRoutes />);
    await screen.findByText('No jobs');
    // jsdom applies no media query: the button is in the document, hidden as on a wide screen.
    const toggle = screen.getByText('Filter', { selector: 'button' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(screen.getByLabelText('Job type'));
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('others get no staff lookup', async () => {
    mockFetch(() => ({ body: { jobs: [], hasMore: false } }));
    renderAt('/app/jobs?status=incomplete', <AppRoutes />);
    await screen.findByText('No jobs');
    expect(screen.queryByLabelText('Staff')).not.toBeInTheDocument();
  });

  it('a list scoped to a project passes projectId on and offers all projects again', async () => {
    const calls = mockFetch(() => ({ body: { jobs: [], hasMore: false } }));
    renderAt('/app/jobs?status=open&projectId=p7', <AppRoutes />);
    await screen.findByText('No jobs');
    expect(new URL(calls[0].url, 'http://x').searchParams.get('projectId')).toBe('p7');
    await userEvent.click(screen.getByRole('link', { name: 'Show all projects' }));
    expect(address()).toBe('/app/jobs?status=open');
  });

  it('shows "Nothing here" for an unknown route inside the area', () => {
    mockFetch(() => ({ body: {} }));
    renderAt('/app/jobs/pricing/unknown', <AppRoutes />);
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
  });
});
