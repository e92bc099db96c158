// The staff filter on the payment screens: admins narrow History and Outstanding to one payee (`?user=`), the
// lists ask the server for that payee only; other callers get no filter.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type SessionUser } from 'shared-api';
import { mockFetch, users } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { AppRoutes } from '../AppRoutes';

const staffList = { users: [{ ...users.artist, _id: 'u-art', name: 'Art Artist' }], count: 1 };

function serve() {
  return mockFetch((url) => {
    if (url.pathname === '/api/users') return { body: staffList };
    if (url.pathname === '/api/payments') return { body: { payments: [], hasMore: false } };
    if (url.pathname === '/api/payments/outstanding') return { body: { entries: [], total: 0, hasMore: false } };
    return { status: 404, body: { message: 'not here' } };
  });
}

const showAs = (user: SessionUser, url: string) => {
  useSession.setState({ user });
  renderAt(url, <AppRoutes />);
};

describe.each([
  ['/app/payments', '/api/payments'],
  ['/app/payments/outstanding', '/api/payments/outstanding'],
])('the staff filter on %s', (screenUrl, apiPath) => {
  it('admins pick a staff member: the address and the request carry ?user=', async () => {
    const calls = serve();
    showAs(users.admin, screenUrl);
    await screen.findByRole('option', { name: 'Art Artist' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Staff' }), 'u-art');
    expect(screen.getByTestId('address')).toHaveTextContent(`${screenUrl}?user=u-art`);
    await screen.findAllByText(/./);
    expect(calls.some((call) => call.url.startsWith(apiPath) && call.url.includes('user=u-art'))).toBe(true);
  });

  it('a contributor gets no staff filter', async () => {
    const calls = serve();
    showAs(users.freelancer, screenUrl);
    await screen.findByRole('navigation', { name: 'Payments' });
    expect(screen.queryByRole('combobox', { name: 'Staff' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('user='))).toBe(false);
  });
});
