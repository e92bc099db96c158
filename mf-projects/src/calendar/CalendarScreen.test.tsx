import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from 'shared-api';
import { mockFetch, users, type FakeReply } from 'shared-api/test-support';
import { setLocale } from 'shared-ui';
import { renderAt } from 'shared-ui/test-support';
import { AppRoutes } from '../AppRoutes';
import { dayOf, shiftDay, visibleDays } from './calendar-days';

const P1 = '0b6f3c1e-5d2a-4c8e-9f10-7a1b2c3d4e51';
const J1 = '0b6f3c1e-5d2a-4c8e-9f10-7a1b2c3d4e52';
const J2 = '0b6f3c1e-5d2a-4c8e-9f10-7a1b2c3d4e53';

/** Local noon of a day, as the API writes instants. */
const noonOn = (day: string) => new Date(`${day}T12:00:00`).toISOString();

function serve(reply?: (url: URL) => FakeReply) {
  return mockFetch((url) => {
    if (url.pathname !== '/api/calendar') return { status: 404, body: { message: 'Not found' } };
    if (reply) return reply(url);
    return {
      body: {
        launches: [{ projectId: P1, projectTitle: 'Rent Day', projectStatus: 'ready', platform: 'fb', date: '2026-10-07' }],
        jobs: [
          {
            _id: J1,
            projectId: P1,
            projectTitle: 'Rent Day',
            jobType: 'voice',
            title: 'Narration',
            status: 'inprogress',
            dueAt: noonOn('2026-10-05'),
          },
          {
            _id: J2,
            projectId: P1,
            projectTitle: 'Rent Day',
            jobType: 'script',
            title: 'Draft',
            status: 'completed',
            dueAt: noonOn('2026-10-05'),
          },
        ],
        truncated: false,
      },
    };
  });
}

const calendarCalls = (calls: { url: string }[]) =>
  calls
    .map((call) => new URL(call.url, 'http://x'))
    .filter((url) => url.pathname === '/api/calendar')
    .map((url) => Object.fromEntries(url.searchParams));

describe('the calendar days', () => {
  it('shows whole weeks, Monday first: a month the weeks it touches, a week its seven days', () => {
    const month = visibleDays('month', dayOf('2027-01-20'));
    expect(month[0].toDateString()).toBe(new Date(2026, 11, 28).toDateString());
    expect(month[month.length - 1].toDateString()).toBe(new Date(2027, 0, 31).toDateString());
    expect(month).toHaveLength(35);
    const week = visibleDays('week', dayOf('2027-01-06'));
    expect(week.map((day) => day.getDate())).toEqual([4, 5, 6, 7, 8, 9, 10]);
    expect(shiftDay('month', dayOf('2027-01-31'), 1).toDateString()).toBe(new Date(2027, 1, 1).toDateString());
    expect(dayOf('nonsense', new Date(2027, 4, 1)).getMonth()).toBe(4);
  });
});

describe('the studio calendar', () => {
  beforeEach(() => useSession.setState({ user: users.pm }));
  afterEach(() => setLocale('en'));

  it("reads the month's weeks and shows each launch and job on its day, opening its project or job; late ones marked", async () => {
    const calls = serve();
    renderAt('/app/projects/calendar?view=month&date=2026-10-15', <AppRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'October 2026' })).toBeInTheDocument();
    const launch = await screen.findByRole('link', { name: 'Facebook launch: Rent Day' });
    expect(launch).toHaveAttribute('href', `/app/projects/${P1}`);
    const days = screen.getByRole('list', { name: 'Days of October 2026' });
    expect(within(launch.closest('li')!.parentElement!.closest('li')!).getByText('Wed, Oct 7')).toBeInTheDocument();
    const late = screen.getByRole('link', { name: /Voice Over: Narration · Rent Day Late/ });
    expect(late).toHaveAttribute('href', `/app/projects/${P1}/jobs/${J1}`);
    const done = screen.getByRole('link', { name: /Script Writing: Draft · Rent Day$/ });
    expect(done).not.toHaveAttribute('data-late');
    expect(within(days).getAllByRole('listitem').length).toBeGreaterThanOrEqual(35);
    expect(calendarCalls(calls)).toEqual([{ from: '2026-09-28', to: '2026-11-01' }]);
  });

  it('moves by month and week, back to today, and keeps the period in the address', async () => {
    const calls = serve(() => ({ body: { launches: [], jobs: [], truncated: false } }));
    renderAt('/app/projects/calendar?view=month&date=2027-01-15', <AppRoutes />);
    expect(await screen.findByText('Nothing planned or due in this period.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { level: 2, name: 'February 2027' })).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/app/projects/calendar?view=month&date=2027-02-01');
    await userEvent.click(screen.getByRole('button', { name: 'Week' }));
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Mon, Feb 1 – Sun, Feb 7' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Mon, Jan 25 – Sun, Jan 31' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calendarCalls(calls)).toEqual([
        { from: '2026-12-28', to: '2027-01-31' },
        { from: '2027-02-01', to: '2027-02-28' },
        { from: '2027-02-01', to: '2027-02-07' },
        { from: '2027-01-25', to: '2027-01-31' },
      ]),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(screen.getByTestId('address')).toHaveTextContent(
      `view=week&date=${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`,
    );
  });

  it('says when the period holds more than it shows, in Thai too', async () => {
    serve(() => ({ body: { launches: [], jobs: [], truncated: true } }));
    await setLocale('th');
    renderAt('/app/projects/calendar?view=week&date=2027-01-06', <AppRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: 'ปฏิทิน' })).toBeInTheDocument();
    expect(await screen.findByText(/^ช่วงนี้มีการเปิดตัวหรืองานมากกว่า 500 รายการ/)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'สัปดาห์ก่อน' })).toBeInTheDocument();
  });

  it('is for PMs and admins: anyone else is told so and nothing is read', async () => {
    const calls = serve();
    useSession.setState({ user: users.freelancer });
    renderAt('/app/projects/calendar', <AppRoutes />);
    expect(await screen.findByText('The calendar is for project managers and admins.')).toBeInTheDocument();
    expect(calendarCalls(calls)).toEqual([]);
  });
});
