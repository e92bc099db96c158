import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type JobEvent } from 'shared-api';
import { installFakeXhr, lastXhr, listen, mockFetch, users, type FakeReply, type FetchCall } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { AppRoutes } from '../AppRoutes';
import { aJob } from '../test-support/jobs';

const vic = { _id: 'u1', name: 'Vic Voice', picture: null };
const pat = { _id: 'u-pm', name: 'Pat PM', picture: null };

function anEvent(overrides: Partial<JobEvent>): JobEvent {
  return { _id: 'e1', kind: 'submit', round: 1, note: '', files: [], by: vic, at: '2024-03-02T10:00:00.000Z', ...overrides };
}

/** Two rounds: a first take sent back with a note, then a second take waiting for review. */
const TWO_ROUNDS: JobEvent[] = [
  anEvent({ _id: 'e1', note: 'First take', files: [{ id: 'f1', name: 'take1.wav', ext: 'wav', size: 844 }] }),
  anEvent({ _id: 'e2', kind: 'revision', note: 'Scene 2 is too quiet', by: pat, at: '2024-03-03T10:00:00.000Z' }),
  anEvent({
    _id: 'e3',
    round: 2,
    note: 'Louder now',
    files: [{ id: 'f2', name: 'take2.wav', ext: 'wav', size: 1644 }],
    at: '2024-03-04T10:00:00.000Z',
  }),
];

/** The server: the job, its history, and `post` for any POST. */
function server(job: ReturnType<typeof aJob>, history: JobEvent[], post?: (call: FetchCall) => FakeReply) {
  return mockFetch((url, call) => {
    if (call.method === 'POST' && post) return post(call);
    if (url.pathname.endsWith('/history')) return { body: { history } };
    return { body: { job } };
  });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('deliverables on the job page', () => {
  const toasts = listen('toast');

  it('the PM sees the latest submitted work beside Approve and Request Revision, and both rounds in the history', async () => {
    useSession.setState({ user: users.pm });
    server(aJob({ jobType: 'voice', status: 'pending', actions: ['approve', 'reject'] }), TWO_ROUNDS);
    renderAt('/app/jobs/j1', <AppRoutes />);

    const latest = await screen.findByRole('region', { name: 'Submitted work' });
    expect(latest).toHaveTextContent('Submitted by Vic Voice·Round 2·Mar 4, 2024');
    expect(within(latest).getByText('Louder now')).toBeInTheDocument();
    expect(within(latest).getByRole('link', { name: 'take2.wav' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Revision' })).toBeInTheDocument();

    // The steps (a submission's files are list items of their own inner list).
    const history = within(section('Submissions and revisions'))
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL');
    expect(history.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Submitted by Vic Voice·Round 1'),
      expect.stringContaining('Revision requested by Pat PM·Round 1'),
      expect.stringContaining('Submitted by Vic Voice·Round 2'),
    ]);
    expect(history[0]).toHaveTextContent('First take');
    expect(within(history[0]).getByRole('list', { name: 'Files of round 1' })).toHaveTextContent('take1.wav');
    expect(history[1]).toHaveTextContent('Scene 2 is too quiet');
    expect(toasts).toEqual([]);
  });

  it('the claimant sees the revision the PM asked for, with its note, before anything else', async () => {
    useSession.setState({ user: users.voice });
    server(aJob({ jobType: 'voice', status: 'inprogress', actions: ['release', 'submit'] }), TWO_ROUNDS.slice(0, 2));
    renderAt('/app/jobs/j1', <AppRoutes />);
    const revision = await screen.findByRole('region', { name: 'Revision requested' });
    expect(revision).toHaveTextContent('Revision requested by Pat PM·Round 1');
    expect(revision).toHaveTextContent('Scene 2 is too quiet');
    expect(screen.queryByRole('region', { name: 'Submitted work' })).not.toBeInTheDocument();
  });

  it('nothing is shown before the first submission', async () => {
    useSession.setState({ user: users.voice });
    server(aJob({ status: 'inprogress', actions: ['submit'] }), []);
    renderAt('/app/jobs/j1', <AppRoutes />);
    expect(await screen.findByRole('button', { name: 'Submit for Approval' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Submitted work' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Submissions and revisions' })).not.toBeInTheDocument();
  });

  it('the claimant submits a note and a file uploaded with its progress; Submit waits for the upload', async () => {
    useSession.setState({ user: users.voice });
    installFakeXhr();
    const calls = server(aJob({ jobType: 'voice', status: 'inprogress', actions: ['release', 'submit'] }), [], () => ({
      body: { message: 'Job submitted for approval', job: aJob({ jobType: 'voice', status: 'pending', actions: ['release'] }) },
    }));
    renderAt('/app/jobs/j1', <AppRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit for Approval' }));
    const dialog = screen.getByRole('dialog', { name: 'Submit for Approval' });
    await userEvent.type(within(dialog).getByLabelText('Note for the project manager'), 'All 14 scenes');
    await userEvent.upload(
      within(dialog).getByLabelText('Attach files'),
      new File(['RIFF....WAVE'], 'voice.wav', { type: 'audio/wav' }),
    );

    const xhr = lastXhr();
    expect(xhr.url).toBe('/api/files/upload');
    act(() => xhr.progress(30, 100));
    expect(within(dialog).getByRole('progressbar', { name: 'Uploading voice.wav' })).toHaveAttribute('value', '0.3');
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
    await act(async () => xhr.respond(201, { file: { id: 'f9', name: 'voice.wav', ext: 'wav', size: 12 } }));
    expect(within(dialog).getByText('voice.wav')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/jobs/j1/submit',
      body: { note: 'All 14 scenes', files: ['f9'] },
    });
    expect(toasts).toContainEqual({ kind: 'success', message: 'Job submitted for approval' });
    expect(await screen.findByText('pending approval', { selector: 'dd' })).toBeInTheDocument();
    // No next step is the claimant's: the keyboard rests on the job's new status, not on the page body.
    await waitFor(() => expect(document.activeElement).toHaveTextContent('pending approval'));
    expect(document.activeElement).not.toBe(document.body);
  });

  it("the PM's revision note goes with the request; a refusal shows the server's message and takes the buttons away", async () => {
    useSession.setState({ user: users.pm });
    const calls = server(aJob({ status: 'pending', actions: ['approve', 'reject'] }), TWO_ROUNDS.slice(0, 1), () => ({
      body: { message: 'Revision requested', job: aJob({ status: 'inprogress', actions: [] }) },
    }));
    renderAt('/app/jobs/j1', <AppRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Request Revision' }));
    const dialog = screen.getByRole('dialog', { name: 'Request Revision' });
    await userEvent.type(within(dialog).getByLabelText('What should change'), 'Re-record scene 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request Revision' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/jobs/j1/reject',
      body: { note: 'Re-record scene 2' },
    });
    expect(toasts).toContainEqual({ kind: 'success', message: 'Revision requested' });
  });

  it('Approve asks first, naming what will happen; Cancel sends nothing', async () => {
    useSession.setState({ user: users.pm });
    const calls = server(
      aJob({
        status: 'pending',
        actions: ['approve', 'reject'],
        claimedBy: { _id: 'u1', name: 'Vic Voice', nameAlias: '', picture: null },
      }),
      TWO_ROUNDS.slice(0, 1),
      () => ({ body: { message: 'Job approved', job: aJob({ status: 'completed', actions: [] }) } }),
    );
    renderAt('/app/jobs/j1', <AppRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this job?' });
    expect(dialog).toHaveTextContent("The job moves to completed and Vic Voice's submitted work is accepted.");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'Job approved' }));
    expect(calls.filter((call) => call.method === 'POST')).toMatchObject([{ url: '/api/jobs/j1/approve' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('another PM was quicker: the refusal shows on the page and the buttons go away', async () => {
    useSession.setState({ user: users.pm });
    server(aJob({ status: 'pending', actions: ['approve', 'reject'] }), TWO_ROUNDS.slice(0, 1), () => ({
      status: 409,
      body: { message: 'Only a job pending approval can be sent back' },
    }));
    renderAt('/app/jobs/j1', <AppRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Request Revision' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Request Revision' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only a job pending approval can be sent back');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});
