import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type PbSummary, type SessionUser } from 'shared-api';
import { mockFetch, users } from 'shared-api/test-support';
import { setLocale } from 'shared-ui';
import { renderAt } from 'shared-ui/test-support';
import { AppRoutes } from '../AppRoutes';

const summary: PbSummary = {
  total: 1234.56,
  paid: 200,
  outstanding: 1034.56,
  projects: [
    {
      _id: 'p-whales',
      title: 'Whales',
      userEarning: 999.99,
      paid: 200,
      jobs: [
        { _id: 'j1', title: 'Whale boards', jobType: 'storyboard' },
        { _id: 'j2', title: '', jobType: 'voice' },
      ],
    },
    { _id: 'p-owls', title: 'Owls', userEarning: 234.57, paid: 0, jobs: [{ _id: 'j3', title: 'Owl script', jobType: 'script' }] },
  ],
};

const staffList = {
  users: [
    { ...users.staff, _id: 'u-sam', name: 'Sam Staff' },
    { ...users.artist, _id: 'u-art', name: 'Art Artist' },
  ],
  count: 2,
};

/** Serves the breakdown (Bea's for ?user=u-art) and the staff list; records what was asked. */
function serve() {
  return mockFetch((url) => {
    if (url.pathname === '/api/payments/pb') {
      return url.searchParams.get('user') === 'u-art'
        ? { body: { total: 10, paid: 0, outstanding: 10, projects: [] } }
        : { body: summary };
    }
    if (url.pathname === '/api/users') return { body: staffList };
    return { status: 404, body: { message: 'not here' } };
  });
}

const showAs = (user: SessionUser, url = '/app/payments/pb') => {
  useSession.setState({ user });
  renderAt(url, <AppRoutes />);
};

afterEach(async () => {
  await act(() => setLocale('en'));
});

describe('PB breakdown', () => {
  it('shows lifetime earnings, paid and outstanding, and each project rounded down to whole dollars', async () => {
    serve();
    showAs(users.freelancer);
    expect(await screen.findByText('$1,234.56')).toBeInTheDocument();
    expect(screen.getByText('Lifetime earnings')).toBeInTheDocument();
    expect(screen.getByText('$200')).toBeInTheDocument();
    expect(screen.getByText('$1,034.56')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Performance-based earnings by project' })).getAllByRole('row');
    expect(
      rows.slice(1).map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Whales (opens in a new tab)', 'Whale boardsVoice Over', '$999'],
      ['Owls (opens in a new tab)', 'Owl script', '$234'],
    ]);
  });

  it('project titles open the project’s jobs in a new tab', async () => {
    serve();
    showAs(users.freelancer);
    const link = await screen.findByRole('link', { name: /Whales/ });
    expect(link).toHaveAttribute('href', '/app/projects/p-whales/jobs');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noreferrer');
  });

  it('the side panel links Outstanding, History, PB Breakdown and Statement, this one current', async () => {
    serve();
    showAs(users.freelancer);
    const nav = await screen.findByRole('navigation', { name: 'Payments' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Outstanding', 'History', 'PB Breakdown', 'Statement']);
    expect(within(nav).getByRole('link', { name: 'PB Breakdown' })).toHaveAttribute('aria-current', 'page');
  });

  it('a contributor gets no staff filter and asks for their own breakdown only', async () => {
    const calls = serve();
    showAs(users.freelancer);
    await screen.findByText('$1,234.56');
    expect(screen.queryByRole('combobox', { name: 'Staff' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/payments/pb']);
  });

  it('admins pick a staff member; the breakdown reloads for ?user= and back', async () => {
    const calls = serve();
    showAs(users.admin);
    await screen.findByText('$1,234.56');
    const filter = screen.getByRole('combobox', { name: 'Staff' });
    await screen.findByRole('option', { name: 'Art Artist' });

    await userEvent.selectOptions(filter, 'u-art');

    expect(await screen.findByText('No performance-based earnings yet')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/app/payments/pb?user=u-art');
    expect(calls.map((call) => call.url)).toContain('/api/payments/pb?user=u-art');
    await userEvent.selectOptions(filter, '');
    expect(await screen.findByText('$1,234.56')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/app\/payments\/pb$/);
  });

  it('opens on ?user= directly (reloads when the address changes)', async () => {
    const calls = serve();
    showAs(users.admin, '/app/payments/pb?user=u-art');
    expect(await screen.findByText('No performance-based earnings yet')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/payments/pb?user=u-art');
  });

  it('shows the server message with Retry when the breakdown cannot load', async () => {
    mockFetch(() => ({ status: 403, body: { message: 'You may read only your own PB breakdown' } }));
    showAs(users.freelancer, '/app/payments/pb?user=u-art');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You may read only your own PB breakdown');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('a payer records a payout on a project of someone else: the amount starts at what is owed, the server decides', async () => {
    const calls = mockFetch((url, call) => {
      if (url.pathname === '/api/payments/pb' && call.method === 'POST') {
        return { status: 201, body: { message: 'PB payout recorded', payment: {} } };
      }
      if (url.pathname === '/api/payments/pb') return { body: summary };
      return { status: 404, body: { message: 'not here' } };
    });
    showAs(users.payer, '/app/payments/pb?user=u-free');
    // Whales: $999.99 earned, $200 paid → $799.99 owed; Owls: nothing paid.
    await userEvent.click(await screen.findByRole('button', { name: 'Record payout for Whales' }));
    const dialog = await screen.findByRole('dialog', { name: 'PB payout: Whales' });
    const amount = within(dialog).getByRole('spinbutton', { name: 'Amount' });
    expect(amount).toHaveValue(799.99);

    await userEvent.clear(amount);
    await userEvent.type(amount, '800');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payout' }));
    expect(within(dialog).getByText('Enter an amount above $0 and at most $799.99.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '500.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payout' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = calls.filter((call) => call.method === 'POST');
    expect(sent.map((call) => call.body)).toEqual([{ userId: 'u-free', projectId: 'p-whales', amount: 500.5 }]);
  });

  it('shows the server refusal in the payout form, which stays open', async () => {
    mockFetch((url, call) => {
      if (url.pathname === '/api/payments/pb' && call.method === 'POST') {
        return { status: 409, body: { message: "amount: more than the user's PB share still owed on this project" } };
      }
      return { body: summary };
    });
    showAs(users.payer, '/app/payments/pb?user=u-free');
    await userEvent.click(await screen.findByRole('button', { name: 'Record payout for Owls' }));
    const dialog = await screen.findByRole('dialog', { name: 'PB payout: Owls' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payout' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("more than the user's PB share still owed");
  });

  it('no payout buttons on one’s own breakdown or for callers without the payment role', async () => {
    serve();
    showAs(users.payer);
    await screen.findByText('$1,234.56');
    expect(screen.queryByRole('button', { name: /Record payout/ })).not.toBeInTheDocument();
  });

  it('reads in Thai', async () => {
    serve();
    await act(() => setLocale('th'));
    showAs(users.freelancer);
    expect(await screen.findByRole('heading', { name: 'รายได้ PB' })).toBeInTheDocument();
    expect(screen.getByText('รายได้ตลอดอายุ')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'รายได้แบบวัดผลงานแยกตามโปรเจกต์' })).toBeInTheDocument();
  });
});
