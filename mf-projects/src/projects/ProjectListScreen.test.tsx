import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, useSession, type SessionUser } from 'shared-api';
import { AppRoutes } from '../AppRoutes';
import { users } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { address, deferred, listProject as project, listQueries, serve, servePage } from '../test-support/project-list';

function signIn(user: SessionUser) {
  useSession.setState({ user });
}

describe('project list', () => {
  it('shows the status tabs with their counts; My Projects only for admins', async () => {
    signIn(users.staff);
    serve();
    renderAt('/app/projects', <AppRoutes />);

    const tabs = await screen.findByRole('tablist', { name: 'Project status' });
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

  it('keeps the tabs on one row that scrolls sideways (no tall column at 390 px)', async () => {
    signIn(users.staff);
    serve();
    renderAt('/app/projects', <AppRoutes />);
    const tabs = screen.getByRole('tablist', { name: 'Project status' });
    expect(tabs).toHaveStyle({ flexWrap: 'nowrap', overflowX: 'auto' });
    await screen.findByText('No Projects Found');
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
    const calls = serve({
      list: (query) => ({
        body: {
          projects: query.get('status') === 'launched' ? [project({ status: 'launched', title: 'Launched one' })] : [],
          skip: 0,
          hasMore: false,
        },
      }),
    });
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

  it('filters by star level, platform and performance-based only, through the address', async () => {
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

    const platform = screen.getByLabelText('Platform');
    expect(
      within(platform)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Facebook', 'YouTube', 'Project page']);
    await userEvent.selectOptions(platform, 'yt');
    await waitFor(() => expect(address()).toBe('/app/projects?status=all&level=3&platform=yt'));

    await userEvent.click(screen.getByRole('switch', { name: 'Performance-based only' }));
    await waitFor(() => expect(address()).toBe('/app/projects?status=all&level=3&platform=yt&pb=true'));

    await waitFor(() =>
      expect(listQueries(calls).at(-1)).toMatchObject({ status: 'all', level: '3', platform: 'yt', pb: 'true' }),
    );
  });

  it('offers the launch status only on the ready tab, and drops it on another tab', async () => {
    signIn(users.staff);
    const calls = serve();
    renderAt('/app/projects?status=production&launch=not-fb', <AppRoutes />);
    await screen.findByText('No Projects Found');
    expect(screen.queryByLabelText('Launch status')).not.toBeInTheDocument();
    // Outside the ready tab the address's launch status is not sent.
    expect(listQueries(calls)[0]).not.toHaveProperty('launch');

    await userEvent.click(await screen.findByRole('tab', { name: 'Ready 1' }));
    const launch = await screen.findByLabelText('Launch status');
    expect(
      within(launch)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ready', 'Not launched on Facebook', 'Not launched on YouTube']);
    expect(launch).toHaveValue('not-fb');
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ status: 'ready', launch: 'not-fb' }));

    await userEvent.selectOptions(launch, 'not-yt');
    await waitFor(() => expect(address()).toBe('/app/projects?status=ready&launch=not-yt'));
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ status: 'ready', launch: 'not-yt' }));
    await userEvent.selectOptions(launch, '');
    await waitFor(() => expect(address()).toBe('/app/projects?status=ready'));

    await userEvent.selectOptions(screen.getByLabelText('Launch status'), 'not-fb');
    await userEvent.click(screen.getByRole('tab', { name: 'Launched 2' }));
    expect(address()).toBe('/app/projects?status=launched');
    expect(screen.queryByLabelText('Launch status')).not.toBeInTheDocument();
  });

  it('gives admins the Overview link; nobody gets a launch-schedule link without a configured address', async () => {
    signIn(users.admin);
    serve();
    renderAt('/app/projects?status=ready', <AppRoutes />);
    await screen.findByText('No Projects Found');
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/app/projects/overview');
    expect(screen.queryByRole('link', { name: /schedule/i })).not.toBeInTheDocument();
  });

  it('gives others no Overview link', async () => {
    signIn(users.pm);
    serve();
    renderAt('/app/projects?status=ready', <AppRoutes />);
    await screen.findByText('No Projects Found');
    expect(screen.queryByRole('link', { name: 'Overview' })).not.toBeInTheDocument();
  });

  it('gives clients the platform and launch filters but no star level or PB switch', async () => {
    signIn(users.client);
    serve();
    renderAt('/app/projects?status=ready', <AppRoutes />);
    await screen.findByText('No Projects Found');
    expect(screen.queryByLabelText('Star level')).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Performance-based only' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Platform')).toBeInTheDocument();
    expect(screen.getByLabelText('Launch status')).toBeInTheDocument();
  });

  it('opens the filter panel from its button on small screens', async () => {
    signIn(users.staff);
    serve();
    renderAt('/app/projects?status=all', <AppRoutes />);
    await screen.findByText('No Projects Found');
    // Shown below the medium breakpoint only (jsdom applies no media queries, so it counts as hidden here).
    const toggle = within(screen.getByRole('heading', { name: 'Filter' })).getByRole('button', { hidden: true });
    expect(toggle).toHaveTextContent('Filter');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(
      screen.getByLabelText('Platform'),
    );
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows title (a link to the project page), status, stars (PMs), collaborators and the update age', async () => {
    signIn(users.pm);
    serve({ list: servePage(project({ starred: true, perfBased: true })) });
    renderAt('/app/projects?status=all', <AppRoutes />);

    const item = await screen.findByRole('listitem', { name: 'Why cats purr' });
    expect(within(item).getByRole('heading', { level: 2, name: 'Why cats purr' })).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Why cats purr' })).toHaveAttribute('href', '/app/projects/p1');
    expect(within(item).getByText('Production')).toBeInTheDocument();
    expect(within(item).getByRole('img', { name: '3 of 3 stars' })).toBeInTheDocument();
    expect(within(item).getByText('Priority')).toBeInTheDocument();
    expect(within(item).getByText('PB')).toBeInTheDocument();
    expect(within(item).getByRole('img', { name: 'Ann' })).toBeInTheDocument();
    expect(within(item).getByText('+1 more')).toBeInTheDocument();
    expect(within(item).getByText('Updated 3h')).toBeInTheDocument();
  });

  it('following a title opens the project page', async () => {
    signIn(users.staff);
    serve({ list: servePage(project()) });
    renderAt('/app/projects?status=all', <AppRoutes />);
    await userEvent.click(await screen.findByRole('link', { name: 'Why cats purr' }));
    // The router moves once the project page's chunk is in (a transition: the list stays until then).
    await waitFor(() => expect(address()).toBe('/app/projects/p1'));
  });

  it('shows no level stars to users who are not PMs', async () => {
    signIn(users.staff);
    serve({ list: servePage(project()) });
    renderAt('/app/projects?status=all', <AppRoutes />);
    const item = await screen.findByRole('listitem', { name: 'Why cats purr' });
    expect(within(item).queryByRole('img', { name: /stars/ })).not.toBeInTheDocument();
  });

  it('holds the list space with loading rows until the first page arrives', async () => {
    signIn(users.staff);
    const page = deferred();
    // The first page waits until the test releases it.
    serve({ list: () => page.promise });
    renderAt('/app/projects?status=all', <AppRoutes />);

    const skeleton = screen.getByRole('status', { name: 'Loading projects' });
    expect(within(skeleton).getAllByRole('listitem', { hidden: true })).toHaveLength(8);
    expect(screen.queryByText('No Projects Found')).not.toBeInTheDocument();

    page.release({ body: { projects: [project()], skip: 1, hasMore: false } });
    expect(await screen.findByRole('listitem', { name: 'Why cats purr' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading projects' })).not.toBeInTheDocument();
  });

  it('Load More asks for the next page and appends it', async () => {
    signIn(users.staff);
    const calls = serve({
      list: (query) =>
        query.get('skip') === '0'
          ? { body: { projects: [project({ _id: 'a', title: 'First' })], skip: 20, hasMore: true } }
          : { body: { projects: [project({ _id: 'b', title: 'Second' })], skip: 40, hasMore: false } },
    });
    renderAt('/app/projects?status=all', <AppRoutes />);
    await screen.findByRole('heading', { name: 'First' });
    expect(screen.queryByRole('link', { name: 'View All' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));

    expect(await screen.findByRole('heading', { name: 'Second' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'First' })).toBeInTheDocument();
    expect(listQueries(calls).at(-1)).toMatchObject({ skip: '20', limit: '20' });
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('a limited list (?limit=) shows that many, no Load More, and View All opens the whole list', async () => {
    signIn(users.staff);
    const calls = serve({
      list: (query) => ({
        body: {
          projects: [project({ _id: 'a', title: 'First' }), project({ _id: 'b', title: 'Second' })].slice(
            0,
            Number(query.get('limit')),
          ),
          skip: 2,
          hasMore: true,
        },
      }),
    });
    renderAt('/app/projects?status=launched&limit=2', <AppRoutes />);
    await screen.findByRole('heading', { name: 'Second' });
    expect(listQueries(calls)[0]).toMatchObject({ status: 'launched', skip: '0', limit: '2' });
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();

    const viewAll = screen.getByRole('link', { name: 'View All' });
    expect(viewAll).toHaveAttribute('href', '/app/projects?status=launched');
    await userEvent.click(viewAll);

    expect(address()).toBe('/app/projects?status=launched');
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ status: 'launched', limit: '20' }));
    expect(await screen.findByRole('button', { name: 'Load More' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View All' })).not.toBeInTheDocument();
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

  it('keeps the headings in order: the page, the filter panel, the projects', async () => {
    signIn(users.admin);
    serve({ list: servePage(project()) });
    renderAt('/app/projects?status=all', <AppRoutes />);
    await screen.findByRole('listitem', { name: 'Why cats purr' });
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, index) => expect(level - levels[index]).toBeLessThanOrEqual(1));
  });

  it('shows "Nothing here" on routes of the area that do not exist yet', async () => {
    signIn(users.staff);
    serve();
    renderAt('/app/projects/overview/x', <AppRoutes />);
    // The project page's chunk answers it (not a project id), once loaded.
    expect(await screen.findByText('Nothing here')).toBeInTheDocument();
  });
});
