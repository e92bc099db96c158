import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type SessionUser } from 'shared-api';
import { installFakeXhr, lastXhr, listen, mockFetch, users, type FakeReply, type FetchCall } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { AppRoutes } from '../AppRoutes';
import { anEntry } from '../test-support/outstanding';

const fay = anEntry();
const otto = anEntry({
  user: { _id: 'u-otto', name: 'Otto Other', nameAlias: '', picture: null, paymentInfo: 'Bank: 123' },
  items: [
    { _id: 'j9', title: '', jobType: 'voice', kind: 'job', amount: 42, perfBased: false, project: { _id: 'p3', title: 'Owls' } },
  ],
  total: 42,
  pbCount: 0,
});
const payersOwn = anEntry({
  user: { _id: users.payer._id, name: users.payer.name, nameAlias: '', picture: null, paymentInfo: 'Bank: 999' },
  total: 10,
});

/** The server: GET outstanding answers the entries; POST /api/payments/batches answers `reply`. */
function server(reply: (call: FetchCall) => FakeReply | Promise<FakeReply> = recorded) {
  return mockFetch((url, call) =>
    url.pathname === '/api/payments/batches' && call.method === 'POST'
      ? reply(call)
      : { body: { entries: [fay, otto, payersOwn], total: 184.75, hasMore: false } },
  );
}
const recorded = (): FakeReply => ({
  status: 201,
  body: { message: 'Payout batch recorded', batch: { _id: 'b1', batchKey: 'k', total: 174.75, payments: [], createdAt: '' } },
});
const posts = (calls: FetchCall[]) => calls.filter((call) => call.method === 'POST');

const showAs = (user: SessionUser) => {
  useSession.setState({ user });
  renderAt('/app/payments/outstanding', <AppRoutes />);
};
const payout = () => screen.findByRole('region', { name: 'Payout' });

describe('the payout on the outstanding screen', () => {
  const toasts = listen('toast');

  it('the payer ticks payees, sees the count and total, and exports exactly those as CSV', async () => {
    server();
    showAs(users.payer);
    const bar = await payout();
    expect(bar).toHaveTextContent('Tick the payees to pay');
    expect(within(bar).queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Include in payout: Fay Freelancer' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Include in payout: Otto Other' }));
    expect(bar).toHaveTextContent('2 payees chosen: $174.75');
    const link = within(bar).getByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('href', '/api/payments/outstanding.csv?users=u-free%2Cu-otto');
    expect(link).toHaveAttribute('download');
    // Nobody pays themselves: the payer's own entry cannot be chosen.
    expect(screen.queryByRole('checkbox', { name: `Include in payout: ${users.payer.name}` })).not.toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Clear the choice' }));
    expect(bar).toHaveTextContent('Tick the payees to pay');
  });

  it('Record as paid sends one batch with each entry, its lines and its total; success toasts and clears the choice', async () => {
    const calls = server();
    showAs(users.payer);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Include in payout: Fay Freelancer' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Include in payout: Otto Other' }));
    await userEvent.click(within(await payout()).getByRole('button', { name: 'Record as paid' }));
    const dialog = screen.getByRole('dialog', { name: 'Record the payout as paid' });
    expect(within(dialog).getByRole('table', { name: 'Payees in this payout' })).toHaveTextContent('PayPal: fay@example.com');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Comments (optional)' }), 'November');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record $174.75 as paid' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [post] = posts(calls);
    expect(post.body).toEqual({
      batchKey: expect.stringMatching(/^[0-9a-f]{32}$/),
      entries: [
        {
          userId: 'u-free',
          items: [
            { jobId: 'j1', kind: 'job' },
            { jobId: 'j1', kind: 'bonus' },
            { jobId: 'j2', kind: 'job' },
          ],
          total: 132.75,
        },
        { userId: 'u-otto', items: [{ jobId: 'j9', kind: 'job' }], total: 42 },
      ],
      text: 'November',
    });
    expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', message: 'Payout batch recorded' }));
    expect(await payout()).toHaveTextContent('Tick the payees to pay');
  });

  it("each payee gets their own receipt: the upload runs first, then the batch sends it on that payee's entry only", async () => {
    installFakeXhr();
    const calls = server();
    showAs(users.payer);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Include in payout: Fay Freelancer' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Include in payout: Otto Other' }));
    await userEvent.click(within(await payout()).getByRole('button', { name: 'Record as paid' }));
    const dialog = screen.getByRole('dialog', { name: 'Record the payout as paid' });
    const slip = new File(['%PDF-1.4'], 'slip-otto.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(dialog).getByLabelText('Receipt for Otto Other (optional)'), slip);
    const confirm = within(dialog).getByRole('button', { name: 'Record $174.75 as paid' });
    expect(confirm).toBeDisabled();
    await act(async () => lastXhr().respond(201, { file: { id: 'f-otto', name: 'slip-otto.pdf', ext: 'pdf', size: 8 } }));
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = posts(calls)[0].body as { entries: Array<{ userId: string; files?: string[] }> };
    expect(body.entries.map((entry) => [entry.userId, entry.files])).toEqual([
      ['u-free', undefined],
      ['u-otto', ['f-otto']],
    ]);
  });

  it("a refusal shows the server's message in the dialog; sending again reuses the batch key", async () => {
    let attempt = 0;
    const calls = server(() => {
      attempt += 1;
      return attempt === 1 ? { status: 503, body: { message: 'Service unavailable' } } : recorded();
    });
    showAs(users.payer);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Include in payout: Otto Other' }));
    await userEvent.click(within(await payout()).getByRole('button', { name: 'Record as paid' }));
    const dialog = screen.getByRole('dialog', { name: 'Record the payout as paid' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record $42 as paid' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Service unavailable');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record $42 as paid' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [first, second] = posts(calls);
    expect((second.body as { batchKey: string }).batchKey).toBe((first.body as { batchKey: string }).batchKey);
  });

  it('an admin without the payment role exports but does not record; a freelancer gets no payout at all', async () => {
    server();
    showAs(users.admin);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Include in payout: Fay Freelancer' }));
    const bar = await payout();
    expect(within(bar).getByRole('link', { name: 'Export CSV' })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Record as paid' })).not.toBeInTheDocument();
  });

  it('a freelancer gets no payout bar and no checkboxes', async () => {
    server();
    showAs(users.freelancer);
    await screen.findByRole('listitem', { name: 'Fay Freelancer' });
    expect(screen.queryByRole('region', { name: 'Payout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
