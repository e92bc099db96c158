import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type ApiResponse, type SessionUser } from 'shared-api';
import { mockFetch, users } from 'shared-api/test-support';
import { setLocale } from 'shared-ui';
import { renderAt } from 'shared-ui/test-support';
import { AppRoutes } from '../AppRoutes';

type Statement = ApiResponse<'/api/payments/statement', 'get'>;

const project = { _id: 'p-thai', title: 'ปลาวาฬ' };
const statement: Statement = {
  user: { _id: 'u-fern', name: 'Fern', nameAlias: 'F', picture: null },
  from: '2026-11-01',
  to: '2026-11-28',
  lines: [
    {
      kind: 'job',
      status: 'paid',
      date: '2026-11-10T10:00:00.000Z',
      project,
      job: { _id: 'j1', title: 'Boards 1', jobType: 'storyboard', perfBased: false },
      level: null,
      price: 100,
      bonus: 0,
      pbShare: 0,
      amount: 100,
      payment: { _id: 'a1b2c3d4-0000-4000-8000-000000000001', files: ['receipt-nov.pdf'] },
    },
    {
      kind: 'bonus',
      status: 'paid',
      date: '2026-11-10T10:00:00.000Z',
      project,
      job: { _id: 'j1', title: 'Boards 1', jobType: 'storyboard', perfBased: false },
      level: null,
      price: 0,
      bonus: 15.5,
      pbShare: 0,
      amount: 15.5,
      payment: { _id: 'a1b2c3d4-0000-4000-8000-000000000001', files: ['receipt-nov.pdf'] },
    },
    {
      kind: 'pb',
      status: 'paid',
      date: '2026-11-12T10:00:00.000Z',
      project: { _id: 'p-whales', title: 'Whales' },
      job: null,
      level: null,
      price: 0,
      bonus: 0,
      pbShare: 12.34,
      amount: 12.34,
      payment: { _id: 'e5f6a7b8-0000-4000-8000-000000000002', files: [] },
    },
    {
      kind: 'job',
      status: 'owed',
      date: '2026-11-20T10:00:00.000Z',
      project,
      job: { _id: 'j2', title: 'Boards 2', jobType: 'storyboard', perfBased: false },
      level: 2,
      price: 20.1,
      bonus: 0,
      pbShare: 0,
      amount: 20.1,
      payment: null,
    },
  ],
  totals: { price: 120.1, bonus: 15.5, pbShare: 12.34, paid: 127.84, owed: 20.1, total: 147.94 },
};

const staffList = { users: [{ ...users.artist, _id: 'u-art', name: 'Art Artist' }], count: 1 };

function serve() {
  return mockFetch((url) => {
    if (url.pathname === '/api/payments/statement') return { body: statement };
    if (url.pathname === '/api/users') return { body: staffList };
    return { status: 404, body: { message: 'not here' } };
  });
}

const showAs = (user: SessionUser, url = '/app/payments/statement?from=2026-11-01&to=2026-11-28') => {
  useSession.setState({ user });
  renderAt(url, <AppRoutes />);
};

afterEach(async () => {
  await act(() => setLocale('en'));
});

describe('Earnings statement', () => {
  it('lists every line with project, job, level, price, bonus, PB share, status and receipt reference, and the totals', async () => {
    serve();
    showAs(users.freelancer);
    expect(await screen.findByRole('heading', { name: 'Earnings statement of Fern' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Jobs and payouts in the period' })).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[1])).toEqual([
      'Nov 10, 2026',
      'ปลาวาฬ',
      'Boards 1 (Storyboarding)',
      'Fixed',
      '$100',
      '',
      '',
      'Paid',
      'a1b2c3d4 · receipt-nov.pdf',
    ]);
    expect(cells(rows[3])).toEqual(['Nov 12, 2026', 'Whales', 'PB payout', '', '', '', '$12.34', 'Paid', 'e5f6a7b8']);
    expect(cells(rows[4])).toEqual(['Nov 20, 2026', 'ปลาวาฬ', 'Boards 2 (Storyboarding)', '★2', '$20.10', '', '', 'Owed', '']);
    expect(screen.getByText('Paid in the period').nextSibling).toHaveTextContent('$127.84');
    expect(screen.getByText('Still owed').nextSibling).toHaveTextContent('$20.10');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('$147.94');
  });

  it('downloads the same period as CSV and prints the page', async () => {
    serve();
    showAs(users.freelancer);
    await screen.findByRole('heading', { name: 'Earnings statement of Fern' });
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/payments/statement.csv?from=2026-11-01&to=2026-11-28',
    );
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('asks again when the period changes, and keeps it in the address', async () => {
    const calls = serve();
    showAs(users.freelancer);
    await screen.findByRole('heading', { name: 'Earnings statement of Fern' });
    const from = screen.getByLabelText('From');
    fireEvent.change(from, { target: { value: '2026-10-01' } });
    expect(screen.getByTestId('address')).toHaveTextContent('/app/payments/statement?from=2026-10-01&to=2026-11-28');
    await screen.findByRole('heading', { name: 'Earnings statement of Fern' });
    expect(calls.map((call) => call.url)).toContain('/api/payments/statement?from=2026-10-01&to=2026-11-28');
  });

  it('admins pick a staff member: the statement and the CSV follow ?user=', async () => {
    const calls = serve();
    showAs(users.admin);
    await screen.findByRole('heading', { name: 'Earnings statement of Fern' });
    await screen.findByRole('option', { name: 'Art Artist' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Staff' }), 'u-art');
    expect(calls.map((call) => call.url)).toContain('/api/payments/statement?from=2026-11-01&to=2026-11-28&user=u-art');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/payments/statement.csv?from=2026-11-01&to=2026-11-28&user=u-art',
    );
  });

  it('a contributor gets no staff filter', async () => {
    serve();
    showAs(users.freelancer);
    await screen.findByRole('heading', { name: 'Earnings statement of Fern' });
    expect(screen.queryByRole('combobox', { name: 'Staff' })).not.toBeInTheDocument();
  });

  it('shows the server message with Retry when the statement cannot load', async () => {
    mockFetch(() => ({ status: 400, body: { message: 'to: the period ends before it starts', field: 'to' } }));
    showAs(users.freelancer, '/app/payments/statement?from=2026-11-28&to=2026-11-01');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('to: the period ends before it starts');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('speaks Thai', async () => {
    serve();
    showAs(users.freelancer);
    await screen.findByRole('heading', { name: 'Earnings statement of Fern' });
    await act(() => setLocale('th'));
    expect(await screen.findByRole('heading', { name: 'ใบแจ้งรายได้ของ Fern' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ดาวน์โหลดไฟล์ตารางคำนวณ' })).toBeInTheDocument();
  });
});
