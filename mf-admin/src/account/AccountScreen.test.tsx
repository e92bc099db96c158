import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, useSession, type SessionUser, type ToastEvent } from 'shared-api';
import { setLocale } from 'shared-ui';
import { AppRoutes } from '../AppRoutes';

import { type FetchCall, installFakeXhr, lastXhr, mockFetch, users } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';

const settings = {
  notificationEmailOn: true,
  notificationMails: 'immediate' as 'immediate' | 'daily' | 'off',
  notificationEmail: null,
  paymentInfo: 'Bank A',
  hasPassword: true,
  created: '2024-01-01T00:00:00.000Z',
};

const freelancer: SessionUser = {
  ...users.staff,
  _id: 'u-fern',
  name: 'Fern Freelancer',
  nameAlias: 'Fern',
  email: 'fern@example.com',
  level: 'freelancer',
  role: ['script', 'voice'],
  roleLevel: { script: 1, voice: 3 },
  freelancerTnc: '2024-03-05T10:00:00.000Z',
};

/** The server as the account page sees it: GET /api/accounts/me, and every change answering { message, user, settings }. */
function serveAccount(user: SessionUser, answer: (call: FetchCall) => { status?: number; body?: unknown } | null = () => null) {
  let current = { user, settings: { ...settings } };
  return mockFetch((url, call) => {
    const special = answer(call);
    if (special) return special;
    if (call.method === 'GET' && url.pathname === '/api/accounts/me') return { body: current };
    const body = (call.body ?? {}) as Record<string, unknown>;
    const path = url.pathname.replace('/api/accounts/', '');
    const changes: Record<string, () => void> = {
      name: () =>
        (current = {
          ...current,
          user: { ...current.user, name: String(body.name).trim(), nameAlias: String(body.nameAlias).trim() },
        }),
      'notification-mails': () =>
        (current = {
          ...current,
          settings: {
            ...current.settings,
            notificationEmailOn: body.mode !== 'off',
            notificationMails: body.mode as typeof settings.notificationMails,
          },
        }),
      'notification-email': () =>
        (current = {
          ...current,
          settings: { ...current.settings, notificationEmail: (body.email as string) || null } as typeof settings,
        }),
      password: () => undefined,
      locale: () => (current = { ...current, user: { ...current.user, locale: body.locale as 'en' | 'th' } }),
      agree: () => (current = { ...current, user: { ...current.user, freelancerTnc: '2024-06-01T00:00:00.000Z' } }),
    };
    changes[path]?.();
    const messages: Record<string, string> = {
      name: 'Profile updated',
      'notification-mails': 'Notification settings updated',
      'notification-email': 'Notification settings updated',
      password: 'Password updated',
      locale: 'Language updated',
      agree: 'You agreed to Freelance Services Terms and Conditions',
    };
    return { body: { message: messages[path], ...current } };
  });
}

const toasts: ToastEvent[] = [];
const onToast = (event: ToastEvent) => toasts.push(event);
beforeEach(() => {
  toasts.length = 0;
  bus.on('toast', onToast);
});
afterEach(() => bus.off('toast', onToast));

const tabs = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const address = () => screen.getByTestId('address').textContent;

describe('account page sections', () => {
  it('a freelancer gets every section, the terms with the agreement date; staff get no terms section', async () => {
    useSession.setState({ user: freelancer });
    serveAccount(freelancer);
    const view = renderAt('/app/account?section=terms', <AppRoutes />);
    expect(await screen.findByRole('heading', { name: 'Freelance Services Terms and Conditions' })).toBeInTheDocument();
    expect(tabs()).toEqual(['Profile', 'Roles', 'Terms and Conditions', 'Notifications', 'Password', 'API Tokens', 'Language']);
    expect(screen.getByText('You agreed on Mar 5, 2024.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I Agree' })).not.toBeInTheDocument();
    view.unmount();

    useSession.setState({ user: users.staff });
    serveAccount(users.staff);
    renderAt('/app/account?section=terms', <AppRoutes />);
    expect(await screen.findByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(tabs()).not.toContain('Terms and Conditions');
    // The address says what shows, not the section asked for.
    await waitFor(() => expect(address()).toBe('/app/account?section=profile'));
  });

  it('roles are read-only, with their stars', async () => {
    useSession.setState({ user: freelancer });
    serveAccount(freelancer);
    renderAt('/app/account?section=roles', <AppRoutes />);
    const roles = await screen.findByRole('region', { name: 'Roles' });
    expect(within(roles).getByText('Script Writing')).toBeInTheDocument();
    expect(within(roles).getByRole('img', { name: '1 of 3 stars' })).toBeInTheDocument();
    expect(within(roles).getByRole('img', { name: '3 of 3 stars' })).toBeInTheDocument();
    expect(within(roles).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('switching sections keeps the choice in the address', async () => {
    useSession.setState({ user: users.staff });
    serveAccount(users.staff);
    renderAt('/app/account', <AppRoutes />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Password' }));
    expect(address()).toBe('/app/account?section=password');
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
  });
});

describe('freelancer terms', () => {
  it('a freelancer who has not agreed sees only the terms; "I Agree" records it and lands on the dashboard', async () => {
    const newbie = { ...freelancer, freelancerTnc: null };
    useSession.setState({ user: newbie });
    const calls = serveAccount(newbie);
    renderAt('/app/account?section=terms', <AppRoutes />);

    await screen.findByRole('heading', { name: 'Freelance Services Terms and Conditions' });
    expect(tabs()).toEqual(['Terms and Conditions']);
    await userEvent.click(screen.getByRole('button', { name: 'I Agree' }));

    await waitFor(() => expect(address()).toBe('/app/'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/accounts/agree']);
    expect(useSession.getState().user?.freelancerTnc).toBe('2024-06-01T00:00:00.000Z');
    expect(toasts).toEqual([{ kind: 'success', message: 'You agreed to Freelance Services Terms and Conditions' }]);
  });
});

describe('profile', () => {
  it('saves name and alias (the credit name); the session follows', async () => {
    useSession.setState({ user: freelancer });
    const calls = serveAccount(freelancer);
    renderAt('/app/account', <AppRoutes />);
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const alias = screen.getByLabelText('Credit name (alias)');
    await userEvent.clear(alias);
    await userEvent.type(alias, 'Fern F.');
    await userEvent.click(save);

    await waitFor(() => expect(useSession.getState().user?.nameAlias).toBe('Fern F.'));
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      url: '/api/accounts/name',
      method: 'POST',
      body: { name: 'Fern Freelancer', nameAlias: 'Fern F.' },
    });
    expect(toasts).toEqual([{ kind: 'success', message: 'Profile updated' }]);
  });

  it('uploads a picture with progress; "Profile picture updated" and the new picture everywhere', async () => {
    installFakeXhr();
    useSession.setState({ user: freelancer });
    serveAccount(freelancer);
    renderAt('/app/account', <AppRoutes />);
    const input = await screen.findByLabelText('Upload a new picture');
    await userEvent.upload(input, new File(['png bytes'], 'me.png', { type: 'image/png' }));

    const xhr = lastXhr();
    expect(xhr.url).toBe('/api/accounts/picture');
    expect((xhr.sent?.get('file') as File).name).toBe('me.png');
    act(() => xhr.progress(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Uploading picture' })).toHaveAttribute('value', '0.4');
    act(() => xhr.respond(200, { message: 'Profile picture updated', user: { ...freelancer, picture: 'pic-1' }, settings }));

    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(useSession.getState().user?.picture).toBe('pic-1');
    expect(screen.getByRole('img', { name: 'Fern Freelancer' })).toHaveAttribute('src', '/media/pic-1_s.jpg');
    expect(toasts).toEqual([{ kind: 'success', message: 'Profile picture updated' }]);
  });

  it("a refused picture shows the server's message under it", async () => {
    installFakeXhr();
    useSession.setState({ user: freelancer });
    serveAccount(freelancer);
    renderAt('/app/account', <AppRoutes />);
    await userEvent.upload(
      await screen.findByLabelText('Upload a new picture'),
      new File(['%PDF'], 'me.png', { type: 'image/png' }),
    );
    act(() => lastXhr().respond(415, { message: 'A profile picture must be a jpg, png, gif or webp image' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A profile picture must be a jpg, png, gif or webp image');
    expect(useSession.getState().user?.picture).toBeNull();
  });
});

describe('notifications', () => {
  it('immediately, daily digest or never saves at once; the notification e-mail saves with its button', async () => {
    useSession.setState({ user: users.staff });
    const calls = serveAccount(users.staff);
    renderAt('/app/account?section=notifications', <AppRoutes />);
    const group = await screen.findByRole('group', { name: 'E-mail me my notifications' });
    const immediate = within(group).getByRole('radio', { name: 'As they happen' });
    const daily = within(group).getByRole('radio', { name: 'Once a day, as a digest' });
    const never = within(group).getByRole('radio', { name: 'Never' });
    expect(immediate).toBeChecked();
    await userEvent.click(daily);
    await waitFor(() => expect(daily).toBeChecked());
    // The keyboard moves through the choices too (arrow keys in a radio group).
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(never).toBeChecked());

    await userEvent.type(screen.getByLabelText('Notification e-mail'), 'alerts@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: 'Notification settings updated' }]));
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.url, call.body])).toEqual([
      ['/api/accounts/notification-mails', { mode: 'daily' }],
      ['/api/accounts/notification-mails', { mode: 'off' }],
      ['/api/accounts/notification-email', { email: 'alerts@example.com' }],
    ]);
  });

  it('reads in Thai', async () => {
    useSession.setState({ user: { ...users.staff, locale: 'th' } });
    await act(() => setLocale('th'));
    serveAccount(users.staff);
    renderAt('/app/account?section=notifications', <AppRoutes />);
    const group = await screen.findByRole('group', { name: 'ส่งการแจ้งเตือนถึงฉันทางอีเมล' });
    expect(within(group).getByRole('radio', { name: 'วันละครั้ง เป็นสรุปประจำวัน' })).not.toBeChecked();
    await act(() => setLocale('en'));
  });
});

describe('password', () => {
  it('Update Password is disabled while the new password is empty; server errors appear in their field', async () => {
    useSession.setState({ user: users.staff });
    let reply = { status: 400, body: { message: 'The current password is wrong' } };
    serveAccount(users.staff, (call) => (call.url === '/api/accounts/password' ? reply : null));
    renderAt('/app/account?section=password', <AppRoutes />);
    const update = await screen.findByRole('button', { name: 'Update Password' });
    expect(update).toBeDisabled();

    await userEvent.type(screen.getByLabelText('Current password'), 'wrong');
    await userEvent.type(screen.getByLabelText('New password'), 'new-password');
    expect(update).toBeEnabled();
    await userEvent.click(update);
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is wrong');
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('New password')).not.toHaveAttribute('aria-invalid');

    reply = { status: 400, body: { message: 'The new password must have at least 8 characters' } };
    await userEvent.click(update);
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('alert')).toHaveTextContent('The new password must have at least 8 characters');
  });

  it('an account without a password may leave the current one empty', async () => {
    useSession.setState({ user: users.staff });
    const calls = mockFetch((url, call) =>
      call.method === 'GET'
        ? { body: { user: users.staff, settings: { ...settings, hasPassword: false } } }
        : { body: { message: 'Password updated', user: users.staff, settings } },
    );
    renderAt('/app/account?section=password', <AppRoutes />);
    expect(await screen.findByText('Your account has no password yet: leave this empty.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), 'first-password');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: 'Password updated' }]));
    expect(calls.at(-1)?.body).toEqual({ currentPassword: '', newPassword: 'first-password' });
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });
});

describe('language', () => {
  afterEach(async () => {
    await act(() => setLocale('en'));
    useSession.setState({ locale: 'en' });
  });

  it('choosing ไทย switches the page to Thai at once and keeps the choice on the account', async () => {
    useSession.setState({ user: users.staff, locale: 'en' });
    const calls = serveAccount(users.staff);
    renderAt('/app/account?section=language', <AppRoutes />);
    expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'ไทย' }));

    expect(await screen.findByRole('heading', { name: 'ตั้งค่าบัญชี' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'ภาษา' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('radio', { name: 'ไทย' })).toBeChecked();
    expect(useSession.getState().locale).toBe('th');
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        { url: '/api/accounts/locale', method: 'POST', body: { locale: 'th' } },
      ]),
    );
    await waitFor(() => expect(useSession.getState().user?.locale).toBe('th'));
  });
});
