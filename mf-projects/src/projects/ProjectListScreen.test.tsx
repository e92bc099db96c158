import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, useSession, type ProjectListItem, type SessionUser } from 'shared-api';
import { AppRoutes } from '../AppRoutes';
import { type FakeReply, mockFetch, users } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { project as aProject } from '../test-support/projects';

const COUNTS = {
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

function project(overrides: Partial<ProjectListItem> = {}): ProjectListItem {
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

/** A server answering counts and lists; `list` decides the page for a list query. */
function serve(list: (query: URLSearchParams) => FakeReply = () => ({ body: { projects: [], skip: 0, hasMore: false } })) {
  return mockFetch((url) => (url.pathname === '/api/projects/counts' ? { body: { counts: COUNTS } } : list(url.searchParams)));
}

const listQueries = (calls: { url: string }[]) =>
  calls
    .map((call) => new URL(call.url, 'http://x'))
    .filter((url) => url.pathname === '/api/projects')
    .map((url) => Object.fromEntries(url.searchParams));

const address = () => screen.getByTestId('address').textContent;

function signIn(user: SessionUser) {
  useSession.setState({ user });
}

describe('project list', () => {
  it('shows the status tabs with their counts; My Projects only for admins', async () => {
    signIn(users.staff);
    serve();
    renderAt('/app/projects', <AppRoutes />);

    const tabs = screen.getByRole('tablist', { name: 'Project status' });
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: 'All 12' })).toBeInTheDocument());
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'All12',
      'New3',
      'Script Writing2',
      'Storyboarding1',
      'Production2',
      'Finalizing1',
      'Ready1',
      'Launched2',
      'FB Relaunch0',
    ]);
    expect(within(tabs).getByRole('tab', { name: 'All 12' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).queryByRole('tab', { name: /My Projects/ })).not.toBeInTheDocument();
    expect(await screen.findByText('No Projects Found')).toBeInTheDocument();
  });

  it('redirects an admin without a status to My Projects, which admins see as a tab', async () => {
    signIn(users.admin);
    const calls = serve();
    renderAt('/app/projects', <AppRoutes />);

    await waitFor(() => expect(address()).toBe('/app/projects?status=my-projects'));
    expect(await screen.findByRole('tab', { name: 'My Projects 4' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('No Projects Found');
    expect(listQueries(calls)[0]).toMatchObject({ status: 'my-projects', skip: '0' });
  });

  it('choosing a tab puts it in the address and loads its projects, keeping the filters', async () => {
    signIn(users.staff);
    const calls = serve((query) => ({
      body: {
        projects: query.get('status') === 'launched' ? [project({ status: 'launched', title: 'Launched one' })] : [],
        skip: 0,
        hasMore: false,
      },
    }));
    renderAt('/app/projects?status=all&level=2', <AppRoutes />);
    await screen.findByText('No Projects Found');

    await userEvent.click(await screen.findByRole('tab', { name: 'Launched 2' }));

    expect(await screen.findByRole('heading', { name: 'Launched one' })).toBeInTheDocument();
    expect(address()).toBe('/app/projects?status=launched&level=2');
    expect(listQueries(calls).map((query) => query.status)).toEqual(['all', 'launched']);
  });

  it('keeps On Hold and In Trash in the More menu; choosing one selects it as a tab', async () => {
    signIn(users.staff);
    serve();
    renderAt('/app/projects?status=new', <AppRoutes />);
    await screen.findByRole('tab', { name: 'New 3' });
    expect(screen.queryByRole('tab', { name: /On Hold/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /More/ }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['On Hold (5)', 'In Trash (6)']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'In Trash (6)' }));

    expect(address()).toBe('/app/projects?status=trash');
    expect(screen.getByRole('tab', { name: 'In Trash 6' })).toHaveAttribute('aria-selected', 'true');
  });

  it('filters by star level and performance-based only, through the address', async () => {
    signIn(users.pm);
    const calls = serve();
    renderAt('/app/projects?status=all', <AppRoutes />);
    await screen.findByText('No Projects Found');

    const level = screen.getByLabelText('Star level');
    expect(
      within(level)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', '3 Premium', '2 Normal', '1 Trainee']);
    await userEvent.selectOptions(level, '3');
    await waitFor(() => expect(address()).toBe('/app/projects?status=all&level=3'));
    await userEvent.click(screen.getByRole('switch', { name: 'Performance-based only' }));
    await waitFor(() => expect(address()).toBe('/app/projects?status=all&level=3&pb=true'));

    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ status: 'all', level: '3', pb: 'true' }));
  });

  it('shows title, status, stars (PMs), collaborators and the update age of each project', async () => {
    signIn(users.pm);
    serve(() => ({ body: { projects: [project()], skip: 0, hasMore: false } }));
    renderAt('/app/projects?status=all', <AppRoutes />);

    const item = await screen.findByRole('listitem', { name: 'Why cats purr' });
    expect(within(item).getByText('Production')).toBeInTheDocument();
    expect(within(item).getByRole('img', { name: '3 of 3 stars' })).toBeInTheDocument();
    expect(within(item).getByRole('img', { name: 'Ann' })).toBeInTheDocument();
    expect(within(item).getByText('+1 more')).toBeInTheDocument();
    expect(within(item).getByText('Updated 3h')).toBeInTheDocument();
    expect(within(item).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows no level stars to users who are not PMs', async () => {
    signIn(users.staff);
    serve(() => ({ body: { projects: [project()], skip: 0, hasMore: false } }));
    renderAt('/app/projects?status=all', <AppRoutes />);
    const item = await screen.findByRole('listitem', { name: 'Why cats purr' });
    expect(within(item).queryByRole('img', { name: /stars/ })).not.toBeInTheDocument();
  });

  it('Load More asks for the next page and appends it', async () => {
    signIn(users.staff);
    const calls = serve((query) =>
      query.get('skip') === '0'
        ? { body: { projects: [project({ _id: 'a', title: 'First' })], skip: 20, hasMore: true } }
        : { body: { projects: [project({ _id: 'b', title: 'Second' })], skip: 40, hasMore: false } },
    );
    renderAt('/app/projects?status=all', <AppRoutes />);
    await screen.findByRole('heading', { name: 'First' });

    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));

    expect(await screen.findByRole('heading', { name: 'Second' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'First' })).toBeInTheDocument();
    expect(listQueries(calls).at(-1)).toMatchObject({ skip: '20', limit: '20' });
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('New Project asks the shell for the project form', async () => {
    signIn(users.client);
    serve();
    const opened = jest.fn();
    bus.on('modal:open', opened);
    renderAt('/app/projects', <AppRoutes />);

    await userEvent.click(screen.getByRole('button', { name: 'New Project' }));

    expect(opened).toHaveBeenCalledWith({ name: 'project-form', props: undefined });
    bus.off('modal:open', opened);
  });

  it('gives clients no filter panel', async () => {
    signIn(users.client);
    serve();
    renderAt('/app/projects', <AppRoutes />);
    await screen.findByText('No Projects Found');
    expect(screen.queryByLabelText('Star level')).not.toBeInTheDocument();
  });

  it('shows "Nothing here" on routes of the area that do not exist yet', () => {
    signIn(users.staff);
    serve();
    renderAt('/app/projects/overview/x', <AppRoutes />);
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
  });
});
