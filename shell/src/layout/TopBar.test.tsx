import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { browserNavigation, bus } from 'shared-api';
import { mockFetch, users } from 'shared-api/test-support';
import { renderShell, unmountAndSettle } from '../test/render';
import { TopBar } from './TopBar';

describe('TopBar', () => {
  beforeEach(() => mockFetch(() => ({ body: { notifs: [], hasMore: false, unread: 0 } })));
  afterEach(unmountAndSettle);

  it('shows anonymous visitors only a Login button', () => {
    renderShell(<TopBar />, { route: '/app/projects/p1', user: null });
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login?redirect=%2Fapp%2Fprojects%2Fp1');
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it('opens the project form through the bus from the Create menu', async () => {
    const opened = jest.fn();
    bus.on('modal:open', opened);
    const { events } = renderShell(<TopBar />, { user: users.client });
    await events.click(screen.getByRole('button', { name: /Create/ }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Project']);
    await events.click(within(menu).getByRole('menuitem', { name: 'Project' }));
    expect(opened).toHaveBeenCalledWith({ name: 'project-form', props: undefined });
    bus.off('modal:open', opened);
  });

  it('offers Post to contributors and Memo to admins in the Create menu', async () => {
    const opened = jest.fn();
    bus.on('modal:open', opened);
    const { events } = renderShell(<TopBar />, { user: users.admin });
    await events.click(screen.getByRole('button', { name: /Create/ }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Project', 'Post', 'Memo']);
    await events.click(within(menu).getByRole('menuitem', { name: 'Memo' }));
    expect(opened).toHaveBeenCalledWith({ name: 'memo-form', props: undefined });
    bus.off('modal:open', opened);
  });

  it("lists the profile menu's entries for a storyboard artist", async () => {
    const { events } = renderShell(<TopBar />, { user: users.artist });
    await events.click(screen.getByRole('button', { name: 'Profile menu for Art Artist' }));
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Account Settings', 'Payments', 'Tools', 'Bravo Board', 'Logout']);
  });

  it('signs out with a POST, then loads the sign-in page', async () => {
    const calls = mockFetch((url) =>
      url.pathname === '/api/auth/logout'
        ? { body: { message: 'Signed out' } }
        : { body: { notifs: [], hasMore: false, unread: 0 } },
    );
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const { events } = renderShell(<TopBar />, { user: users.client });
    await events.click(screen.getByRole('button', { name: /Profile menu for/ }));
    await events.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/auth/login'));
    expect(calls.filter((call) => call.url.startsWith('/api/auth/logout')).map((call) => call.method)).toEqual(['POST']);
    assign.mockRestore();
  });

  it('stays signed in, and says so, when the sign-out fails', async () => {
    mockFetch((url) =>
      url.pathname === '/api/auth/logout'
        ? { status: 503, body: { message: 'The database is unavailable for a moment; please try again' } }
        : { body: { notifs: [], hasMore: false, unread: 0 } },
    );
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const toasted = jest.fn();
    bus.on('toast', toasted);
    const { events } = renderShell(<TopBar />, { user: users.client });
    await events.click(screen.getByRole('button', { name: /Profile menu for/ }));
    await events.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(toasted).toHaveBeenCalled());
    expect(assign).not.toHaveBeenCalled();
    bus.off('toast', toasted);
    assign.mockRestore();
  });

  it('offers the global search to contributors, not to clients', () => {
    renderShell(<TopBar />, { user: users.freelancer });
    expect(screen.getByRole('combobox', { name: 'Search' })).toBeInTheDocument();
    cleanup();
    renderShell(<TopBar />, { user: users.client });
    expect(screen.queryByRole('combobox', { name: 'Search' })).not.toBeInTheDocument();
  });
});
