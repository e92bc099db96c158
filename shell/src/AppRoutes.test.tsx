import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { mockFetch, users } from 'shared-api/test-support';
import { renderShell } from './test/render';
import { AppRoutes } from './AppRoutes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const P = '0b6f3c1e-5d2a-4c8e-9f10-7a1b2c3d4e5f';

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

const show = (
  route: string,
  user: Parameters<typeof renderShell>[1] extends infer O ? (O extends { user?: infer U } ? U : never) : never,
) =>
  renderShell(
    <>
      <AppRoutes />
      <Address />
    </>,
    { route, user },
  );

describe('routes and guards', () => {
  beforeEach(() => {
    mockFetch(() => ({ body: { notifs: [], hasMore: false, unread: 0, memos: [] } }));
  });

  it('sends an anonymous visitor to the login page, remembering the address', async () => {
    show('/app/jobs?status=open', null);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      '/auth/login?redirect=%2Fapp%2Fjobs%3Fstatus%3Dopen',
    );
  });

  it('shows a project page to an anonymous visitor, with only a Login button in the top bar', async () => {
    show(`/app/projects/${P}/scenes`, null);
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      `/auth/login?redirect=${encodeURIComponent(`/app/projects/${P}/scenes`)}`,
    );
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(`/app/projects/${P}/scenes`);
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it("sends a freelancer without terms to the terms section of the account area (mf-admin's), without the menu's other pages", async () => {
    show('/app/jobs', users.newbie);
    expect(await screen.findByRole('status', { name: 'address' })).toHaveTextContent('/app/account?section=terms');
    // The account area belongs to mf-admin: the shell shows its area (loading here, federation is not running).
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it('lets an anonymous visitor read the Contact page and write to the studio, with only Login in the top bar', async () => {
    show('/app/contact', null);
    expect(await screen.findByRole('heading', { name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/app/contact');
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Write to us' });
    expect(form).toContainElement(screen.getByLabelText(/Your e-mail/));
  });

  it('lands a client on the projects instead of the dashboard, with the reduced menu', async () => {
    show('/app/', users.client);
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/app/projects');
    expect(Array.from(menu.querySelectorAll('a')).map((a) => a.textContent)).toEqual(['Projects', 'Home', 'About', 'Contact']);
  });

  it('sends a non-admin away from the admin pages to the dashboard', async () => {
    show('/app/users', users.pm);
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/app\/$/);
  });

  it('renders the static Explore pages', async () => {
    show('/app/contact', users.client);
    expect(await screen.findByRole('heading', { name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@studio.example' })).toHaveAttribute('href', 'mailto:hello@studio.example');
  });

  it('hides the left menu while a project is selected', async () => {
    show(`/app/projects/${P}/scenes`, users.staff);
    await screen.findByRole('button', { name: /Notifications/ });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });
});
