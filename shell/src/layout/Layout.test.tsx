import { screen, waitFor, within } from '@testing-library/react';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { mockFetch, users, type FetchCall } from 'shared-api/test-support';
import { setLocale } from 'shared-ui';
import { renderShell, unmountAndSettle } from '../test/render';
import { Layout } from './Layout';

function Page() {
  const location = useLocation();
  return (
    <>
      <output aria-label="address">{location.pathname + location.search}</output>
      <Link to="/app/feed">Go to the feed</Link>
      <Link to="/app/projects">Back to the projects</Link>
      <Link to={`/app/projects/${P}/jobs`}>Open the project's jobs</Link>
    </>
  );
}

const P = '0b6f3c1e-5d2a-4c8e-9f10-7a1b2c3d4e5f';

const showLayout = (user: (typeof users)[keyof typeof users], route = '/app/jobs') =>
  renderShell(
    <Routes>
      <Route element={<Layout />}>
        <Route path="*" element={<Page />} />
      </Route>
    </Routes>,
    { user, route },
  );

const emptyNotifs = { body: { notifs: [], hasMore: false, unread: 0 } };
const project = (id: string, title: string) => ({ _id: id, title });

function serve(myProjects: { _id: string; title: string }[]): FetchCall[] {
  return mockFetch((url) =>
    url.pathname === '/api/projects' ? { body: { projects: myProjects, hasMore: false, skip: myProjects.length } } : emptyNotifs,
  );
}

afterEach(async () => {
  await unmountAndSettle();
  setLocale('en');
});

describe('left menu: My Projects (admins)', () => {
  it('draws the projects the page was served with at the first render, then what the read answers', async () => {
    const boot = document.createElement('script');
    boot.type = 'application/json';
    boot.id = 'boot';
    boot.textContent = JSON.stringify({
      user: users.admin,
      registry: { remotes: {} },
      locale: 'en',
      menuProjects: [project('p1', 'Moon Landing')],
    });
    document.body.appendChild(boot);
    try {
      serve([project('p1', 'Moon Landing'), project('p2', 'Ocean Tales')]);
      showLayout(users.admin);
      // No wait: the group is there before any read answers, so nothing below it moves when it does.
      const group = screen.getByRole('group', { name: 'My Projects' });
      expect(within(group).getByRole('link', { name: 'Moon Landing' })).toHaveAttribute('href', '/app/projects/p1');
      expect(await within(group).findByRole('link', { name: 'Ocean Tales' })).toHaveAttribute('href', '/app/projects/p2');
    } finally {
      boot.remove();
    }
  });

  it("lists the admin's to-do board projects, each opening its page, under a heading that opens the My Projects tab", async () => {
    const calls = serve([project('p1', 'Moon Landing'), project('p2', 'Ocean Tales')]);
    showLayout(users.admin);

    // A group of the menu, not a region: the dashboard's My Projects widget is the one landmark of that name.
    const group = await screen.findByRole('group', { name: 'My Projects' });
    expect(screen.queryByRole('region', { name: 'My Projects' })).not.toBeInTheDocument();
    expect(within(group).getByRole('link', { name: 'My Projects' })).toHaveAttribute('href', '/app/projects?status=my-projects');
    expect(within(group).getByRole('link', { name: 'Moon Landing' })).toHaveAttribute('href', '/app/projects/p1');
    expect(within(group).getByRole('link', { name: 'Ocean Tales' })).toHaveAttribute('href', '/app/projects/p2');
    expect(calls.filter((call) => call.url.startsWith('/api/projects')).map((call) => call.url)).toEqual([
      '/api/projects?limit=10&status=my-projects',
    ]);
  });

  it('leaves the group out while the list is empty', async () => {
    const calls = serve([]);
    showLayout(users.admin);
    await waitFor(() => expect(calls.some((call) => call.url.startsWith('/api/projects'))).toBe(true));
    expect(screen.getByRole('link', { name: 'Users' })).toBeInTheDocument();
    expect(screen.queryByText('My Projects')).not.toBeInTheDocument();
  });

  it('is not asked for by other users', async () => {
    const calls = serve([project('p1', 'Moon Landing')]);
    showLayout(users.pm);
    expect(await screen.findByRole('link', { name: 'Jobs' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.url.startsWith('/api/notifs'))).toBe(true));
    expect(calls.some((call) => call.url.startsWith('/api/projects'))).toBe(false);
    expect(screen.queryByText('My Projects')).not.toBeInTheDocument();
  });

  it('reads in Thai', async () => {
    serve([project('p1', 'Moon Landing')]);
    setLocale('th');
    showLayout(users.admin);
    expect(await screen.findByRole('link', { name: 'โปรเจกต์ของฉัน' })).toHaveAttribute('href', '/app/projects?status=my-projects');
  });
});

describe('left menu on small screens', () => {
  it('opens from the top bar menu button and closes on Escape, giving focus back to the button', async () => {
    serve([]);
    const { events } = showLayout(users.staff);
    const button = screen.getByRole('button', { name: 'Menu' });
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveAttribute('data-open');

    await events.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('data-open', 'true');

    await events.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveAttribute('data-open');
    expect(button).toHaveFocus();
  });

  it('closes when a link is followed, in the menu or on the page', async () => {
    serve([]);
    const { events } = showLayout(users.staff);
    const button = screen.getByRole('button', { name: 'Menu' });

    await events.click(button);
    await events.click(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Projects' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/app/projects');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await events.click(button);
    await events.click(screen.getByRole('link', { name: 'Go to the feed' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('is not offered where the page has no left menu (a project page)', async () => {
    serve([]);
    showLayout(users.staff, `/app/projects/${P}`);
    expect(await screen.findByRole('status', { name: 'address' })).toHaveTextContent(`/app/projects/${P}`);
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });
});

describe('left menu while a project is selected', () => {
  it('hides on a project page (also when the page is opened or reloaded there) and comes back on leaving it', async () => {
    serve([]);
    const { events } = showLayout(users.admin, `/app/projects/${P}/scenes`);
    expect(await screen.findByRole('status', { name: 'address' })).toHaveTextContent(`/app/projects/${P}/scenes`);
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();

    // Another section of the same project: still hidden.
    await events.click(screen.getByRole('link', { name: "Open the project's jobs" }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(`/app/projects/${P}/jobs`);
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();

    await events.click(screen.getByRole('link', { name: 'Back to the projects' }));
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });

  it('stays on the list, the overview board and other pages of the area', async () => {
    serve([]);
    showLayout(users.admin, '/app/projects/overview');
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });
});

describe('a bare page', () => {
  it('shows the YouTube mock view without the top bar and the menu', async () => {
    serve([]);
    showLayout(users.pm, '/app/tools/youtube');
    expect(await screen.findByRole('main')).toBeInTheDocument();
    expect(screen.getByLabelText('address')).toHaveTextContent('/app/tools/youtube');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});

describe('a freelancer who has not agreed to the terms', () => {
  it('is offered only the terms, told why, and asks the server for nothing it would refuse (no bell, no Create)', async () => {
    const calls = serve([]);
    showLayout(users.newbie, '/app/account?section=terms');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Terms and Conditions']);
    expect(within(menu).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/app/account?section=terms',
    );
    expect(within(menu).getByText(/Agree to the freelance terms to start/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.map((call) => call.url)).toEqual([]);
  });
});
