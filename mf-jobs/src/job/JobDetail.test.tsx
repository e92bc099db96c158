import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from 'shared-api';
import { AppRoutes } from '../AppRoutes';
import { aJob } from '../test-support/jobs';
import { listen, mockFetch, users } from 'shared-api/test-support';
import { setLocale } from 'shared-ui';
import { renderAt } from 'shared-ui/test-support';
import { workSectionUrl } from './links';

const address = () => screen.getByTestId('address').textContent;
/** The value shown for a term of the job's facts. */
const fact = (term: string) => {
  const dt = screen.getAllByRole('term').find((element) => element.textContent === term);
  if (!dt) throw new Error(`no fact "${term}"`);
  return dt.nextElementSibling as HTMLElement;
};

describe('job page', () => {
  const toasts = listen('toast');
  beforeEach(() => useSession.setState({ user: users.scripter }));

  it('shows every field the spec lists, with Back to Jobs and the Help link', async () => {
    mockFetch(() => ({
      body: {
        job: aJob({
          jobType: 'voice',
          gender: 'Female',
          sceneCount: 14,
          important: true,
          status: 'inprogress',
          bodyHtml: '<p>Read <strong>slowly</strong></p>',
          files: [{ id: 'f1', name: 'script.pdf', ext: 'pdf' }],
          staff: [{ _id: 'u1', name: 'Vic Voice' }],
          prices: { '1': 10, '2': 20, '3': 30 },
          price: null,
          bonus: 5,
          claimedBy: { _id: 'u1', name: 'Vic Voice', nameAlias: 'Vic', picture: null, paymentInfo: 'PayPal: vic' },
          claimedAt: '2024-03-02T10:00:00.000Z',
          created: '2024-03-01T10:00:00.000Z',
          createdBy: { _id: 'u-pm', name: 'Pat PM' },
          paidBy: null,
          bonusBy: null,
        }),
      },
    }));
    renderAt('/app/jobs/j1', <AppRoutes />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Voice Over' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Jobs' })).toHaveAttribute('href', '/app/jobs');
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/app/docs/tutorial-voice-over');
    expect(screen.getByText('Rush')).toBeInTheDocument();
    expect(fact('Status')).toHaveTextContent('in progress');
    expect(fact('Voice gender')).toHaveTextContent('Female');
    expect(fact('Scenes')).toHaveTextContent('14');
    expect(fact('Price')).toHaveTextContent('Level 1: $10Level 2: $20Level 3: $30');
    expect(fact('Bonus')).toHaveTextContent('$5');
    expect(fact('For')).toHaveTextContent('Vic Voice');
    expect(fact('Claimed by')).toHaveTextContent('Vic Voice(Vic)');
    expect(fact('Payment info')).toHaveTextContent('PayPal: vic');
    expect(fact('Created')).toHaveTextContent('Mar 1, 2024 by Pat PM');
    expect(fact('Claimed')).toHaveTextContent('Mar 2, 2024');
    expect(fact('Paid')).toHaveTextContent('Not yet');
    expect(fact('Bonus paid')).toHaveTextContent('Not yet');
    expect(screen.getByText('slowly')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'script.pdf' })).toBeInTheDocument();
    expect(toasts).toEqual([]);
  });

  it('hides the voice gender when Any, shows the translation direction, "Everyone" without invitees, a fixed price', async () => {
    mockFetch(() => ({
      body: { job: aJob({ jobType: 'translation', direction: 'To English', gender: 'Any', price: 40, prices: {} }) },
    }));
    renderAt('/app/jobs/j1', <AppRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Translation' })).toBeInTheDocument();
    expect(screen.queryByText('Voice gender')).not.toBeInTheDocument();
    expect(fact('Translation direction')).toHaveTextContent('To English');
    expect(fact('For')).toHaveTextContent('Everyone');
    expect(fact('Price')).toHaveTextContent('$40 (fixed)');
    expect(fact('Claimed by')).toHaveTextContent('Not claimed yet');
  });

  it("reads in Thai: the voice gender and the translation direction are words of the reader's language", async () => {
    await setLocale('th');
    try {
      mockFetch(() => ({ body: { job: aJob({ jobType: 'voice', gender: 'Female' }) } }));
      const voice = renderAt('/app/jobs/j1', <AppRoutes />);
      expect(await screen.findByRole('heading', { level: 1, name: 'พากย์เสียง' })).toBeInTheDocument();
      expect(fact('เพศเสียงพากย์')).toHaveTextContent(/^หญิง$/);
      voice.unmount();
      mockFetch(() => ({ body: { job: aJob({ jobType: 'translation', direction: 'From English' }) } }));
      const translation = renderAt('/app/jobs/j1', <AppRoutes />);
      expect(await screen.findByRole('heading', { level: 1, name: 'แปลภาษา' })).toBeInTheDocument();
      expect(fact('ทิศทางการแปล')).toHaveTextContent(/^แปลจากภาษาอังกฤษ$/);
      translation.unmount();
    } finally {
      await setLocale('en');
    }
  });

  it("a claim shows the server's answer in place, without reloading the page", async () => {
    const calls = mockFetch((url, call) =>
      call.method === 'POST'
        ? {
            body: {
              message: 'Job claimed',
              job: aJob({
                status: 'inprogress',
                actions: ['release', 'submit'],
                claimedBy: { _id: 'u-script', name: 'Sue Script', nameAlias: '', picture: null },
              }),
            },
          }
        : { body: { job: aJob({ actions: ['claim'] }) } },
    );
    renderAt('/app/jobs/j1', <AppRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Claim' }));

    expect(await screen.findByRole('button', { name: 'Submit for Approval' })).toBeInTheDocument();
    // The keyboard stays with the job: on its next step, not fallen to the page body.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit for Approval' })).toHaveFocus());
    expect(fact('Status')).toHaveTextContent('in progress');
    expect(fact('Claimed by')).toHaveTextContent('Sue Script');
    expect(screen.queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ url: '/api/jobs/j1/claim' });
    expect(toasts).toContainEqual({ kind: 'success', message: 'Job claimed' });
  });

  it('Claim answers at once: busy (aria-busy) until the server answers, and a second click sends nothing more (issue 28)', async () => {
    let answer: () => void = () => undefined;
    const calls = mockFetch((url, call) =>
      call.method === 'POST'
        ? new Promise(
            (resolve) =>
              (answer = () =>
                resolve({
                  body: { message: 'Job claimed', job: aJob({ status: 'inprogress', actions: ['release', 'submit'] }) },
                })),
          )
        : { body: { job: aJob({ actions: ['claim'] }) } },
    );
    renderAt('/app/jobs/j1', <AppRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    const claim = screen.getByRole('button', { name: 'Claim' });
    expect(claim).toHaveAttribute('aria-busy', 'true');
    expect(claim).toBeDisabled();
    await userEvent.click(claim);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    await act(async () => answer());
    expect(await screen.findByRole('button', { name: 'Submit for Approval' })).toBeInTheDocument();
  });

  it("someone else was quicker: the server's message shows and the Claim button goes away", async () => {
    mockFetch((url, call) =>
      call.method === 'POST'
        ? { status: 409, body: { message: 'Job already claimed' } }
        : { body: { job: aJob({ actions: ['claim'] }) } },
    );
    renderAt('/app/jobs/j1', <AppRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Claim' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Job already claimed');
    expect(toasts).toContainEqual({ kind: 'error', message: 'Job already claimed' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument());
  });

  it('the job menu: Delete asks "You sure you want to remove this job?", removes it and goes back to the list', async () => {
    useSession.setState({ user: users.pm });
    const calls = mockFetch((url, call) =>
      call.method === 'DELETE'
        ? { body: { message: 'Job removed' } }
        : { body: { job: aJob({ actions: ['status', 'delete'] }) } },
    );
    renderAt('/app/jobs/j1', <AppRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Job menu' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Update Status',
      'Change due date',
      'Delete',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));

    const dialog = screen.getByRole('dialog', { name: 'Remove job' });
    expect(within(dialog).getByText('You sure you want to remove this job?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(address()).toBe('/app/jobs'));
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({ url: '/api/jobs/j1' });
    expect(toasts).toContainEqual({ kind: 'success', message: 'Job removed' });
  });

  it("admins get paid, unpaid and bonus actions; the bonus dialog offers the role's bonus and checks the amount", async () => {
    useSession.setState({ user: users.admin });
    const job = aJob({ status: 'completed', bonus: 0, actions: ['paid', 'bonus', 'status', 'delete'] });
    const calls = mockFetch((url, call) => {
      if (url.pathname === '/api/jobs/pricing')
        return { body: { pricing: { roles: { script: { rates: {}, bonus: 15 } }, updated: null } } };
      if (call.method === 'POST')
        return {
          body: { message: 'Bonus saved', job: { ...job, bonus: 20, actions: ['paid', 'bonus', 'bonus-remove', 'bonus-paid'] } },
        };
      return { body: { job } };
    });
    renderAt('/app/jobs/j1', <AppRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Job menu' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Update Status',
      'Mark Paid',
      'Add Bonus',
      'Delete',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Add Bonus' }));

    const amount = within(screen.getByRole('dialog', { name: 'Bonus' })).getByLabelText('Amount (dollars)');
    await waitFor(() => expect(amount).toHaveValue(15));
    await userEvent.clear(amount);
    await userEvent.type(amount, '600');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter an amount above 0 and at most 500')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.clear(amount);
    await userEvent.type(amount, '20');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('$20')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ url: '/api/jobs/j1/bonus', body: { bonus: 20 } });
  });

  it('"Job not found" in place of a job the caller may not see', async () => {
    mockFetch(() => ({ status: 404, body: { message: 'Job not found' } }));
    renderAt('/app/jobs/j1', <AppRoutes />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Job not found');
  });
});

describe('the project section a job links to', () => {
  const job = (jobType: string) => ({ jobType, project: { _id: 'p1' } });
  it('voice-role users who are not PMs work in the script; storyboard jobs open the scenes pending changes', () => {
    expect(workSectionUrl(job('voice'), users.voice)).toBe('/app/projects/p1/script');
    expect(workSectionUrl(job('storyboard'), users.voice)).toBe('/app/projects/p1/script');
    expect(workSectionUrl(job('voice'), { ...users.voice, role: ['voice', 'project-manager'] })).toBe('/app/projects/p1/scenes');
    expect(workSectionUrl(job('storyboard'), users.pm)).toBe('/app/projects/p1/scenes?sceneStatus=pending-changes');
    expect(workSectionUrl(job('script'), users.scripter)).toBe('/app/projects/p1/scenes');
  });
});
