import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, useSession, type ToastEvent } from 'shared-api';
import { mockFetch, users, type FetchCall } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { AppRoutes } from '../AppRoutes';

const EVENTS = ['job.created', 'job.claimed', 'comment.posted'];
const hook = {
  _id: 'w-1',
  url: 'https://chat.example.com/hook',
  events: ['job.created'],
  active: true,
  created: '2026-01-01T00:00:00.000Z',
  updated: '2026-01-01T00:00:00.000Z',
  failedDeliveries: 1,
  lastDelivery: null,
};
const delivery = {
  _id: 'd-1',
  event: 'job.created',
  state: 'failed',
  created: '2026-01-02T10:00:00.000Z',
  nextAttempt: null,
  attempts: [{ at: '2026-01-02T10:00:00.000Z', status: 503, ms: 40, error: null }],
  payload: { id: 'e-1' },
};

/** The server's webhook routes over a list the test can read. */
function serveWebhooks(initial: Array<typeof hook>) {
  const webhooks = [...initial];
  const calls: FetchCall[] = [];
  mockFetch((url, call) => {
    calls.push(call);
    if (call.method === 'GET' && url.pathname === '/api/webhooks') return { body: { webhooks, events: EVENTS } };
    if (call.method === 'POST' && url.pathname === '/api/webhooks') {
      const body = call.body as { url: string; events: string[]; active: boolean };
      const made = { ...hook, _id: 'w-new', ...body, failedDeliveries: 0 };
      webhooks.unshift(made);
      return {
        status: 201,
        body: { message: 'Webhook added; copy its secret now, it will not be shown again', secret: 'whsec_once', webhook: made },
      };
    }
    if (call.method === 'PUT' && url.pathname === '/api/webhooks/w-1') {
      Object.assign(
        webhooks.find((w) => w._id === 'w-1')!,
        call.body as object,
      );
      return { body: { message: 'Webhook saved', webhook: webhooks[0] } };
    }
    if (call.method === 'GET' && url.pathname === '/api/webhooks/w-1/deliveries')
      return { body: { deliveries: [delivery], total: 1 } };
    if (call.method === 'POST' && url.pathname === '/api/webhooks/w-1/deliveries/d-1/resend')
      return { body: { message: 'The delivery will be sent again', delivery: { ...delivery, _id: 'd-2', state: 'pending' } } };
    return { status: 404, body: { message: 'Not found' } };
  });
  return calls;
}

const toasts: ToastEvent[] = [];
const onToast = (event: ToastEvent) => toasts.push(event);
beforeEach(() => {
  toasts.length = 0;
  bus.on('toast', onToast);
  useSession.setState({ user: users.admin });
});
afterEach(() => bus.off('toast', onToast));

describe('the Webhooks screen', () => {
  it('adds a webhook with chosen events and shows its secret once', async () => {
    const calls = serveWebhooks([]);
    renderAt('/app/users/webhooks', <AppRoutes />);
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a webhook' });
    await userEvent.type(within(dialog).getByLabelText('Address (URL)'), 'https://hooks.example.com/x');
    await userEvent.click(within(dialog).getByLabelText('Comment posted'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByLabelText('Signing secret')).toHaveValue('whsec_once');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      url: 'https://hooks.example.com/x',
      events: ['comment.posted'],
      active: true,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('Signing secret')).not.toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Webhooks' })).toHaveTextContent('https://hooks.example.com/x');
  });

  it('switches a webhook off, shows its delivery log and sends a delivery again', async () => {
    const calls = serveWebhooks([{ ...hook }]);
    renderAt('/app/users/webhooks', <AppRoutes />);
    const row = within(await screen.findByRole('list', { name: 'Webhooks' })).getByRole('listitem');
    expect(row).toHaveTextContent('1 failed delivery');
    expect(row).toHaveTextContent('Job created');
    await userEvent.click(within(row).getByRole('switch', { name: `Active: ${hook.url}` }));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ active: false });
    await userEvent.click(within(row).getByRole('button', { name: `Deliveries of the webhook to ${hook.url}` }));
    const log = await screen.findByRole('list', { name: `Deliveries of the webhook to ${hook.url}` });
    const item = within(log).getByRole('listitem');
    expect(item).toHaveTextContent('Failed');
    expect(item).toHaveTextContent('HTTP 503');
    await userEvent.click(within(item).getByRole('button', { name: /^Send the Job created delivery of/ }));
    expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/resend'))).toBe(true);
    expect(toasts).toContainEqual(expect.objectContaining({ message: 'The delivery will be sent again' }));
  });
});
