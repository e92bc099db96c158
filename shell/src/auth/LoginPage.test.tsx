import { act, screen, waitFor } from '@testing-library/react';
import { browserNavigation, useSession } from 'shared-api';
import { mockFetch, users } from 'shared-api/test-support';
import { setLocale } from 'shared-ui';
import { renderShell } from '../test/render';
import { LoginPage } from './LoginPage';

describe('LoginPage', () => {
  let assign: jest.SpyInstance;
  beforeEach(() => {
    assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => assign.mockRestore());

  it('signs in, sets the session and goes to the redirect address', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const calls = mockFetch(() => new Promise((resolve) => (answer = resolve)));
    const { events } = renderShell(<LoginPage />, { route: '/auth/login?redirect=%2Fapp%2Fjobs%3Fstatus%3Dopen' });

    await events.type(screen.getByLabelText(/E-mail/), 'staff@demo.test');
    await events.type(screen.getByLabelText(/Password/), 'demo12345');
    await events.click(screen.getByRole('button', { name: 'Sign in' }));

    // Disabled while the request is in flight.
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'staff@demo.test', password: 'demo12345' },
    });

    answer({ body: { user: users.staff } });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/app/jobs?status=open'));
    expect(useSession.getState().user).toEqual(users.staff);
  });

  it("shows the server's message when sign-in fails, and lets the user try again", async () => {
    mockFetch(() => ({ status: 401, body: { message: 'Wrong e-mail or password' } }));
    const { events } = renderShell(<LoginPage />, { route: '/auth/login' });
    await events.type(screen.getByLabelText(/E-mail/), 'staff@demo.test');
    await events.type(screen.getByLabelText(/Password/), 'nope');
    await events.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  const TOO_MANY = 'Too many failed sign-in attempts; please wait a few minutes and try again';

  it('shows the limit’s message', async () => {
    mockFetch(() => ({ status: 429, body: { message: TOO_MANY } }));
    const { events } = renderShell(<LoginPage />, { route: '/auth/login' });
    await events.type(screen.getByLabelText(/E-mail/), 'a@b.c');
    await events.type(screen.getByLabelText(/Password/), 'x');
    await events.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY);
  });

  it('shows the limit’s message in Thai to a Thai reader', async () => {
    // The server words it in the language the page asks for (Accept-Language from <html lang>).
    mockFetch((_url, call) => {
      const language = (call.init.headers as Record<string, string> | undefined)?.['Accept-Language'];
      const message = language === 'th' ? 'เข้าสู่ระบบไม่สำเร็จหลายครั้งเกินไป โปรดรอสักครู่แล้วลองอีกครั้ง' : TOO_MANY;
      return { status: 429, body: { message } };
    });
    const { events } = renderShell(<LoginPage />, { route: '/auth/login' });
    await events.type(screen.getByLabelText(/E-mail/), 'a@b.c');
    await events.type(screen.getByLabelText(/Password/), 'x');
    await act(() => setLocale('th'));
    try {
      await events.click(screen.getByRole('button'));
      expect(await screen.findByRole('alert')).toHaveTextContent('เข้าสู่ระบบไม่สำเร็จหลายครั้งเกินไป');
    } finally {
      await act(() => setLocale('en'));
    }
  });

  it('never follows a redirect to another site', async () => {
    mockFetch(() => ({ body: { user: users.staff } }));
    const { events } = renderShell(<LoginPage />, { route: '/auth/login?redirect=https%3A%2F%2Fevil.test%2F' });
    await events.type(screen.getByLabelText(/E-mail/), 'staff@demo.test');
    await events.type(screen.getByLabelText(/Password/), 'demo12345');
    await events.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/app/'));
  });
});
