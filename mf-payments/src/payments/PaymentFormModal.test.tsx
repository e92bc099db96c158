import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeXhr, lastXhr, listen, mockFetch, type FakeReply, type FetchCall } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { anEntry } from '../test-support/outstanding';
import { PaymentFormModal } from './PaymentFormModal';

const payment = { _id: 'pay1', user: { _id: 'u-free', name: 'Fay Freelancer', nameAlias: '', picture: null } };

/** The server: POST /api/payments answers `reply` (a function per call), GETs an empty outstanding list. */
function server(reply: (call: FetchCall) => FakeReply | Promise<FakeReply>) {
  return mockFetch((url, call) =>
    url.pathname === '/api/payments' && call.method === 'POST'
      ? reply(call)
      : { body: { entries: [], total: 0, hasMore: false } },
  );
}
const recorded = (): FakeReply => ({ status: 201, body: { message: 'Payment created', payment } });
const posts = (calls: FetchCall[]) => calls.filter((call) => call.method === 'POST');
const keyOf = (call: FetchCall) => (call.init.headers as Record<string, string>)['Idempotency-Key'];

function open(onClose = jest.fn()) {
  renderAt('/app/payments/outstanding', <PaymentFormModal entry={anEntry()} onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Make Payment to Fay Freelancer' }) };
}
const payButton = () => screen.getByRole('button', { name: /^Pay / });

describe('payment form', () => {
  const toasts = listen('toast');
  const changes = listen('data:changed');

  it('ticks every item, shows the live total, and every control has a label', async () => {
    server(recorded);
    const { dialog } = open();
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, true]);
    expect(within(dialog).getByText('Payment info: PayPal: fay@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('Total:')).toHaveTextContent('Total: $132.75');
    expect(payButton()).toHaveTextContent('Pay $132.75');

    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Script Writing.*Bonus/ }));
    expect(within(dialog).getByText('Total:')).toHaveTextContent('Total: $120.25');
    expect(within(dialog).getByLabelText('Receipt (optional)')).toHaveAttribute('type', 'file');
    expect(within(dialog).getByLabelText('Comments (optional)').tagName).toBe('TEXTAREA');
  });

  it('Pay is disabled, with a note, while nothing is ticked; nothing is sent', async () => {
    const calls = server(recorded);
    const { dialog } = open();
    for (const box of within(dialog).getAllByRole('checkbox')) await userEvent.click(box);

    expect(payButton()).toBeDisabled();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Tick at least one job or bonus to pay.');
    await userEvent.click(payButton());
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends the ticked items, the comment and an Idempotency-Key; success toasts, closes and reloads the payments', async () => {
    const calls = server(recorded);
    const { dialog, onClose } = open();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Find reference photos/ }));
    await userEvent.type(within(dialog).getByLabelText('Comments (optional)'), 'March batch');
    await userEvent.click(payButton());

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [post] = posts(calls);
    expect(post).toEqual({
      url: '/api/payments',
      method: 'POST',
      body: {
        userId: 'u-free',
        items: [
          { jobId: 'j1', kind: 'job' },
          { jobId: 'j1', kind: 'bonus' },
        ],
        text: 'March batch',
      },
    });
    expect(keyOf(post)).toMatch(/^[0-9a-f]{32}$/);
    expect(toasts).toEqual([{ kind: 'success', message: 'Payment created' }]);
    expect(changes).toEqual([{ resource: 'payments' }, { resource: 'jobs' }]);
  });

  it("a failure shows the server's message in the form, which stays; a retry sends the same Idempotency-Key", async () => {
    let answer: FakeReply = { status: 409, body: { message: 'Job already paid: Script Writing in Sharks' } };
    const calls = server(() => answer);
    const { dialog, onClose } = open();
    await userEvent.click(payButton());

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Job already paid: Script Writing in Sharks');
    expect(onClose).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);

    answer = recorded();
    await userEvent.click(payButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [first, retry] = posts(calls);
    expect(keyOf(retry)).toBe(keyOf(first));
    expect(retry.body).toEqual(first.body);
  });

  it('after a lost answer (network failure) the retry reuses the key; another choice of items gets a new one', async () => {
    let attempt = 0;
    const calls = mockFetch((url, call) => {
      if (call.method !== 'POST') return { body: { entries: [], total: 0 } };
      attempt += 1;
      if (attempt === 1) return Promise.reject(new TypeError('Failed to fetch')) as never;
      return { status: 409, body: { message: 'Job already paid: Script Writing in Sharks' } };
    });
    const { dialog } = open();
    await userEvent.click(payButton());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Unexpected error occurred');

    await userEvent.click(payButton());
    await within(dialog).findByText('Job already paid: Script Writing in Sharks');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Find reference photos/ }));
    await userEvent.click(payButton());
    await waitFor(() => expect(posts(calls)).toHaveLength(3));

    const [first, retry, changed] = posts(calls);
    expect(keyOf(retry)).toBe(keyOf(first));
    expect(keyOf(changed)).not.toBe(keyOf(first));
  });

  it('Pay is disabled while sending: a second click sends nothing more', async () => {
    let finish: (reply: FakeReply) => void = () => undefined;
    const calls = server(() => new Promise<FakeReply>((resolve) => (finish = resolve)));
    const { onClose } = open();
    await userEvent.click(payButton());

    expect(payButton()).toBeDisabled();
    expect(payButton()).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(payButton());
    expect(posts(calls)).toHaveLength(1);

    await act(async () => finish(recorded()));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('uploads a receipt with its progress (Pay waits for it) and sends its id', async () => {
    installFakeXhr();
    const calls = server(recorded);
    const { dialog, onClose } = open();
    const file = new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(dialog).getByLabelText('Receipt (optional)'), file);

    const xhr = lastXhr();
    expect(xhr.url).toBe('/api/files/upload');
    act(() => xhr.progress(50, 100));
    expect(within(dialog).getByRole('progressbar', { name: 'Uploading receipt.pdf' })).toHaveAttribute('value', '0.5');
    expect(payButton()).toBeDisabled();

    await act(async () => xhr.respond(201, { file: { id: 'f1', name: 'receipt.pdf', ext: 'pdf', size: 8 } }));
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Remove the receipt receipt.pdf' })).toBeInTheDocument();
    await userEvent.click(payButton());

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts(calls)[0].body).toMatchObject({ files: ['f1'] });
  });

  it("a refused receipt shows the server's message; Pay still sends without it", async () => {
    installFakeXhr();
    const calls = server(recorded);
    const { dialog, onClose } = open();
    await userEvent.upload(within(dialog).getByLabelText('Receipt (optional)'), new File(['MZ'], 'virus.exe'));
    await act(async () => lastXhr().respond(415, { message: 'This file type is not accepted' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent('This file type is not accepted');
    expect(payButton()).toBeEnabled();
    await userEvent.click(payButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts(calls)[0].body).not.toHaveProperty('files');
  });

  it('Escape and Cancel close without sending', async () => {
    const calls = server(recorded);
    const { onClose } = open();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(posts(calls)).toHaveLength(0);
  });
});
