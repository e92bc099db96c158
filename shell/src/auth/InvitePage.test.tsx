import { screen, waitFor } from '@testing-library/react';
import { browserNavigation, useSession } from 'shared-api';
import { mockFetch, users } from 'shared-api/test-support';
import { renderShell } from '../test/render';
import { InvitePage } from './InvitePage';

describe('InvitePage', () => {
  let assign: jest.SpyInstance;
  beforeEach(() => {
    assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => assign.mockRestore());

  it('names the invited e-mail, takes a password of 8 or more characters, signs in and enters the app', async () => {
    const calls = mockFetch((_url, { method }) =>
      method === 'GET'
        ? { body: { email: 'nok@example.com', name: 'Nok' } }
        : { body: { user: { ...users.newbie, email: 'nok@example.com' } } },
    );
    const { events } = renderShell(<InvitePage />, { route: '/auth/invite?token=abc123' });

    expect(await screen.findByText(/You were invited as nok@example.com/)).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Set Password and Sign In' });
    expect(submit).toBeDisabled();
    await events.type(screen.getByLabelText(/Password/), 'short');
    expect(screen.getByRole('alert')).toHaveTextContent('The password must have at least 8 characters');
    expect(submit).toBeDisabled();

    await events.type(screen.getByLabelText(/Password/), '-but-now-long');
    await events.click(submit);

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/app/'));
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/auth/invite?token=abc123',
      'POST /api/auth/invite/accept',
    ]);
    expect(calls[1].body).toEqual({ token: 'abc123', password: 'short-but-now-long' });
    expect(useSession.getState().user?.email).toBe('nok@example.com');
  });

  it('an invitation to a project lands on that project', async () => {
    mockFetch((_url, { method }) =>
      method === 'GET'
        ? { body: { email: 'nok@example.com', name: 'Nok' } }
        : { body: { user: users.client, landingUrl: '/app/projects/0b6f3c1e-5d2a-4c8e-9f10-7a1b2c3d4e5f' } },
    );
    const { events } = renderShell(<InvitePage />, { route: '/auth/invite?token=abc123' });
    await events.type(await screen.findByLabelText(/Password/), 'long-enough-password');
    await events.click(screen.getByRole('button', { name: 'Set Password and Sign In' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/app/projects/0b6f3c1e-5d2a-4c8e-9f10-7a1b2c3d4e5f'));
  });

  it("shows the server's message for a link that is no longer valid, and no form", async () => {
    mockFetch(() => ({
      status: 404,
      body: { message: 'This invitation link is not valid any more: ask an admin for a new one' },
    }));
    renderShell(<InvitePage />, { route: '/auth/invite?token=old' });
    expect(await screen.findByRole('alert')).toHaveTextContent('not valid any more');
    expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
  });
});
