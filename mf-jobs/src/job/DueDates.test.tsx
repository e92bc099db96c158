// Due dates on screen (issue 24): the countdown on the job page, job rows and the dashboard's My Jobs (soonest first),
// red and marked late once past; the job menu's Change due date; the list's sort and late filter.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from 'shared-api';
import { listen, mockFetch, users } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { AppRoutes } from '../AppRoutes';
import { MyJobsWidget } from '../jobs';
import { aJob } from '../test-support/jobs';
import { dueFromInput, dueInputValue } from './DueDateField';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Half a minute past a whole minute, so the countdown's minutes hold however long the test takes. */
const fromNow = (ms: number) => new Date(Date.now() + ms + 30_000).toISOString();
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('due dates', () => {
  const toasts = listen('toast');
  beforeEach(() => useSession.setState({ user: users.scripter }));

  it('the job page shows the due date and the countdown "Nd Nh Nm left"', async () => {
    mockFetch(() => ({ body: { job: aJob({ status: 'inprogress', dueAt: fromNow(2 * DAY + 3 * HOUR + 15 * MINUTE) }) } }));
    renderAt('/app/jobs/j1', <AppRoutes />);
    const due = await screen.findByTestId('job-due');
    expect(due).toHaveTextContent('2d 3h 15m left');
    expect(due).toHaveTextContent(/^Due /);
    expect(within(due).queryByText('Late')).not.toBeInTheDocument();
  });

  it('once past: "0d 0h 0m", red and marked Late; a completed job shows only its date', async () => {
    mockFetch((url) =>
      url.searchParams.get('status') === 'completed'
        ? { body: { jobs: [aJob({ _id: 'done', status: 'completed', dueAt: fromNow(-DAY) })], hasMore: false } }
        : { body: { jobs: [aJob({ status: 'inprogress', dueAt: fromNow(-2 * HOUR) })], hasMore: false } },
    );
    renderAt('/app/jobs?status=inprogress', <AppRoutes />);
    const due = await screen.findByTestId('job-due');
    expect(due).toHaveTextContent('0d 0h 0m');
    expect(within(due).getByText('Late')).toBeInTheDocument();
    expect(due).toHaveStyle({ color: '#b91c1c' });
  });

  it("the dashboard's My Jobs asks for the soonest due first and shows each countdown", async () => {
    const calls = mockFetch(() => ({
      body: { jobs: [aJob({ status: 'inprogress', dueAt: fromNow(5 * HOUR) })], hasMore: false },
    }));
    renderAt('/app/', <MyJobsWidget />);
    expect(await screen.findByTestId('job-due')).toHaveTextContent('0d 5h 0m left');
    expect(queryOf(calls[0].url)).toMatchObject({ status: 'my-jobs', sort: 'due', limit: '5' });
  });

  it('the job list sorts by due date and filters the late jobs through the address', async () => {
    const calls = mockFetch(() => ({ body: { jobs: [], hasMore: false } }));
    renderAt('/app/jobs?status=incomplete', <AppRoutes />);
    await screen.findByText('No jobs');
    await userEvent.selectOptions(screen.getByLabelText('Sort'), 'due');
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/app/jobs?status=incomplete&sort=due'));
    await userEvent.click(screen.getByLabelText('Late only'));
    await waitFor(() => expect(calls.length).toBe(3));
    expect(queryOf(calls[2].url)).toMatchObject({ status: 'incomplete', sort: 'due', late: 'true' });
  });

  it("the project's PM changes the due date from the job menu; a past date is refused before anything is sent", async () => {
    useSession.setState({ user: users.pm });
    const job = aJob({ status: 'inprogress', actions: ['status'] });
    const calls = mockFetch((url, call) =>
      call.method === 'POST'
        ? { body: { message: 'Due date saved', job: { ...job, dueAt: (call.body as { dueAt: string }).dueAt } } }
        : { body: { job } },
    );
    renderAt('/app/jobs/j1', <AppRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Job menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Change due date' }));
    const dialog = screen.getByRole('dialog', { name: 'Change due date' });
    const input = within(dialog).getByLabelText('Due date');

    fireEvent.change(input, { target: { value: dueInputValue(fromNow(-DAY)) } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('The due date must be later than now')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    const wanted = dueInputValue(fromNow(3 * DAY));
    fireEvent.change(input, { target: { value: wanted } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((call) => call.method === 'POST');
    expect(post).toMatchObject({ url: '/api/jobs/j1/due', body: { dueAt: dueFromInput(wanted) } });
    expect(toasts).toContainEqual({ kind: 'success', message: 'Due date saved' });
    expect(await screen.findByTestId('job-due')).toHaveTextContent(/left$/);
  });

  it('a completed job offers no Change due date', async () => {
    useSession.setState({ user: users.pm });
    mockFetch(() => ({ body: { job: aJob({ status: 'completed', actions: ['status'] }) } }));
    renderAt('/app/jobs/j1', <AppRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Job menu' }));
    expect(screen.queryByRole('menuitem', { name: 'Change due date' })).not.toBeInTheDocument();
  });

  it('the input reads and writes the reader’s own clock', () => {
    const iso = '2030-05-06T07:08:00.000Z';
    expect(dueFromInput(dueInputValue(iso))).toBe(iso);
    expect(dueFromInput('')).toBeNull();
  });
});
