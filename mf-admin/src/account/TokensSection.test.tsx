import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, useSession, type ToastEvent } from 'shared-api';
import { AppRoutes } from '../AppRoutes';
import { mockFetch, users, type FetchCall } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';

type Token = {
  _id: string;
  name: string;
  scope: 'read' | 'write';
  created: string;
  expires: string;
  lastUsed: string | null;
  revoked: string | null;
};

const inAYear = new Date(Date.now() + 300 * 86_400_000).toISOString();
const used: Token = {
  _id: 't-1',
  name: 'Render uploader',
  scope: 'write',
  created: '2026-01-01T00:00:00.000Z',
  expires: inAYear,
  lastUsed: new Date(Date.now() - 5 * 60_000).toISOString(),
  revoked: null,
};

/** The server's token routes over a list the test can read. */
function serveTokens(initial: Token[], refuse: (call: FetchCall) => { status: number; body: unknown } | null = () => null) {
  const tokens = [...initial];
  const calls: FetchCall[] = [];
  mockFetch((url, call) => {
    calls.push(call);
    const refused = refuse(call);
    if (refused) return refused;
    if (call.method === 'GET' && url.pathname === '/api/accounts/tokens') return { body: { tokens, total: tokens.length } };
    if (call.method === 'POST' && url.pathname === '/api/accounts/tokens') {
      const body = call.body as { name: string; scope: 'read' | 'write'; days: number };
      const token: Token = { ...used, _id: 't-new', name: body.name, scope: body.scope, lastUsed: null };
      tokens.unshift(token);
      return {
        body: {
          message: 'API token created; copy it now, it will not be shown again',
          token: 'sst_secret-shown-once',
          apiToken: token,
        },
      };
    }
    const revoke = /^\/api\/accounts\/tokens\/(.+)$/.exec(url.pathname);
    if (call.method === 'DELETE' && revoke) {
      const index = tokens.findIndex((token) => token._id === revoke[1]);
      tokens[index] = { ...tokens[index], revoked: new Date().toISOString() };
      return { body: { message: 'API token revoked' } };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
  return calls;
}

const toasts: ToastEvent[] = [];
const onToast = (event: ToastEvent) => toasts.push(event);
beforeEach(() => {
  toasts.length = 0;
  bus.on('toast', onToast);
  useSession.setState({ user: users.staff });
});
afterEach(() => bus.off('toast', onToast));

describe('API tokens on the account page', () => {
  it('lists the tokens with scope, expiry and last use; an empty account says so', async () => {
    serveTokens([
      used,
      { ...used, _id: 't-2', name: 'Old reader', scope: 'read', lastUsed: null, revoked: '2026-02-01T00:00:00.000Z' },
    ]);
    renderAt('/app/account?section=tokens', <AppRoutes />);
    const list = await screen.findByRole('list', { name: 'Your tokens' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Render uploader');
    expect(first).toHaveTextContent('Read and write');
    expect(first).toHaveTextContent('Last used 5 minutes ago');
    expect(within(first).getByRole('button', { name: 'Revoke Render uploader' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Revoked');
    expect(second).toHaveTextContent('Never used');
    expect(within(second).queryByRole('button')).not.toBeInTheDocument();
  });

  it('creates a token, shows it once with Copy, and the list gains it', async () => {
    const calls = serveTokens([]);
    renderAt('/app/account?section=tokens', <AppRoutes />);
    expect(await screen.findByText('No tokens yet')).toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Create Token' });
    expect(create).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Token name'), 'Nightly export');
    await userEvent.selectOptions(screen.getByLabelText('Access'), 'Read and write');
    await userEvent.selectOptions(screen.getByLabelText('Expires in'), '30 days');
    await userEvent.click(create);
    expect(await screen.findByLabelText('New token')).toHaveValue('sst_secret-shown-once');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Nightly export', scope: 'write', days: 30 });
    expect(toasts).toContainEqual(
      expect.objectContaining({ message: 'API token created; copy it now, it will not be shown again' }),
    );
    const list = await screen.findByRole('list', { name: 'Your tokens' });
    expect(list).toHaveTextContent('Nightly export');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('New token')).not.toBeInTheDocument();
  });

  it("a refused name shows the server's sentence in the field", async () => {
    serveTokens([], (call) =>
      call.method === 'POST' ? { status: 400, body: { message: 'Give the token a name', field: 'name' } } : null,
    );
    renderAt('/app/account?section=tokens', <AppRoutes />);
    await userEvent.type(await screen.findByLabelText('Token name'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Create Token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Give the token a name');
    expect(screen.getByLabelText('Token name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('revoking asks first, then marks the token revoked', async () => {
    const calls = serveTokens([used]);
    renderAt('/app/account?section=tokens', <AppRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Render uploader' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the token “Render uploader”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/accounts/tokens/t-1')).toBe(true);
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
    expect(toasts).toContainEqual(expect.objectContaining({ message: 'API token revoked' }));
  });
});
