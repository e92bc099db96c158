import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { mockFetch } from '../test/fetch';
import { renderShell } from '../test/render';
import { users } from '../test/users';
import { AppRoutes } from './AppRoutes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

const show = (route: string, user: Parameters<typeof renderShell>[1] extends infer O ? (O extends { user?: infer U } ? U : never) : never) =>
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
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/auth/login?redirect=%2Fapp%2Fjobs%3Fstatus%3Dopen');
  });

  it('shows a project page to an anonymous visitor, with only a Login button in the top bar', async () => {
    show('/app/projects/p1', null);
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login?redirect=%2Fapp%2Fprojects%2Fp1');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/app/projects/p1');
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('sends a freelancer without terms to the terms page, where the shell asks for agreement', async () => {
    show('/app/jobs', users.newbie);
    expect(await screen.findByRole('button', { name: 'I Agree' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/app/account?section=terms');
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
    show('/app/projects/p1/scenes', users.staff);
    await screen.findByRole('button', { name: /Notifications/ });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });
});
