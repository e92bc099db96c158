// The signed-in user's own account: profile, picture, notifications, password, language, terms. Each
// change touches only the caller's row and never their level, roles or payment info.
import sharp from 'sharp';
import { call, cookieFrom, createTestApp, signIn, type TestApp } from './helper';
import { createUser, TEST_PASSWORD, type User } from './factories';
import { multipartBody, PDF, pngImage } from './multipart';

let t: TestApp;
let user: User;
let other: User;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.db, {
    level: 'freelancer',
    roles: ['voice'],
    roleLevels: { voice: 1 },
    name: 'Fah',
    paymentInfo: 'Bank A',
  });
  other = await createUser(t.db, { level: 'staff', name: 'Other' });
  cookie = await signIn(t.db, user);
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown> = {}, as = cookie) =>
  call(t.app, 'POST', url, { cookie: as, payload });
const row = (id = user.id) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('GET /api/accounts/me', () => {
  it('answers the session user and the settings the session does not carry', async () => {
    const response = await call(t.app, 'GET', '/api/accounts/me', { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: expect.objectContaining({ _id: user.id, name: 'Fah', level: 'freelancer', role: ['voice'] }),
      settings: {
        notificationEmailOn: true,
        notificationMails: 'immediate',
        notificationEmail: null,
        paymentInfo: 'Bank A',
        hasPassword: true,
        created: expect.any(String),
      },
    });
  });
});

describe('profile', () => {
  it('changes name and alias (the credit name), trimmed; a blank name is refused', async () => {
    const response = await post('/api/accounts/name', { name: '  Fah Sai ', nameAlias: ' FS ' });
    expect(response.json()).toMatchObject({ message: 'Profile updated', user: { name: 'Fah Sai', nameAlias: 'FS' } });
    const blank = await post('/api/accounts/name', { name: '  ', nameAlias: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Your name must not be blank');
  });

  it('ignores any attempt to raise level, roles or payment info through the account routes', async () => {
    for (const url of ['/api/accounts/name', '/api/accounts/notification', '/api/accounts/locale', '/api/accounts/agree']) {
      await post(url, {
        name: 'Fah Sai',
        nameAlias: 'FS',
        setting: true,
        locale: 'en',
        level: 'admin',
        role: ['project-manager'],
        roleLevel: { voice: 3 },
        paymentInfo: 'mine',
      });
    }
    const after = await row();
    expect(after).toMatchObject({ level: 'freelancer', roles: ['voice'], role_levels: { voice: 1 }, payment_info: 'Bank A' });
  });

  it('a new picture: square-cropped variants, the user points at it, "Profile picture updated"', async () => {
    const { payload, headers } = multipartBody({
      filename: 'me.png',
      content: await pngImage(500, 300),
      contentType: 'image/png',
    });
    const response = await call(t.app, 'POST', '/api/accounts/picture', { cookie, payload, headers });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Profile picture updated');
    expect(body.user.picture).toEqual(expect.any(String));
    expect((await row()).picture).toBe(body.user.picture);
    for (const [variant, side] of [
      ['t', 128],
      ['s', 320],
      ['l', 300],
    ] as const) {
      const image = await call(t.app, 'GET', `/media/${body.user.picture}_${variant}.jpg`, { cookie });
      const meta = await sharp(image.rawPayload).metadata();
      // Square at every size (the large one is not enlarged beyond the original's short side).
      expect(meta.width).toBe(meta.height);
      if (variant !== 'l') expect(meta.width).toBe(side);
    }
  });

  it('a picture must be an image; the old picture stays', async () => {
    const before = (await row()).picture;
    const { payload, headers } = multipartBody({ filename: 'me.pdf', content: PDF });
    const response = await call(t.app, 'POST', '/api/accounts/picture', { cookie, payload, headers });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('A profile picture must be a jpg, png, gif or webp image');
    expect((await row()).picture).toBe(before);
  });
});

describe('notifications', () => {
  it('switch and notification e-mail; an empty e-mail means the sign-in e-mail', async () => {
    expect((await post('/api/accounts/notification', { setting: false })).json().settings.notificationEmailOn).toBe(false);
    const set = await post('/api/accounts/notification-email', { email: ' Alerts@Example.com ' });
    expect(set.json()).toMatchObject({
      message: 'Notification settings updated',
      settings: { notificationEmail: 'alerts@example.com' },
    });
    const bad = await post('/api/accounts/notification-email', { email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The notification e-mail is not a valid address');
    expect((await post('/api/accounts/notification-email', { email: '' })).json().settings.notificationEmail).toBeNull();
    expect((await post('/api/accounts/notification', { setting: 'yes' })).statusCode).toBe(400);
  });

  it("mails immediately, as a daily digest or off: the caller's own row only, and an unknown mode is refused", async () => {
    const other = await createUser(t.db, { level: 'admin' });
    const daily = await post('/api/accounts/notification-mails', { mode: 'daily' });
    expect(daily.statusCode).toBe(200);
    expect(daily.json()).toMatchObject({
      message: 'Notification settings updated',
      settings: { notificationEmailOn: true, notificationMails: 'daily' },
    });
    expect(await row()).toMatchObject({ notification_email_on: true, notification_digest: true });
    // Off keeps the daily choice for when mail is switched on again.
    expect((await post('/api/accounts/notification-mails', { mode: 'off' })).json().settings).toMatchObject({
      notificationEmailOn: false,
      notificationMails: 'off',
    });
    expect((await post('/api/accounts/notification', { setting: true })).json().settings.notificationMails).toBe('daily');
    expect((await post('/api/accounts/notification-mails', { mode: 'immediate' })).json().settings.notificationMails).toBe(
      'immediate',
    );
    // Nobody changes another user's setting: the route takes no user id, and a user id in the body is ignored.
    await post('/api/accounts/notification-mails', { mode: 'off', userId: other.id, _id: other.id });
    expect(await row(other.id)).toMatchObject({ notification_email_on: true, notification_digest: false });
    const bad = await post('/api/accounts/notification-mails', { mode: 'weekly' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('mode');
    expect((await post('/api/accounts/notification-mails', {})).statusCode).toBe(400);
    expect((await call(t.app, 'POST', '/api/accounts/notification-mails', { payload: { mode: 'off' } })).statusCode).toBe(401);
  });
});

describe('password', () => {
  it('needs the current password, at least 8 characters, and signs out the other sessions', async () => {
    const otherBrowser = await signIn(t.db, user);
    const wrong = await post('/api/accounts/password', { currentPassword: 'not it', newPassword: 'brand-new-pass' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The current password is wrong');
    const missing = await post('/api/accounts/password', { newPassword: 'brand-new-pass' });
    expect(missing.json().message).toBe('Enter your current password');
    const short = await post('/api/accounts/password', { currentPassword: TEST_PASSWORD, newPassword: 'short' });
    expect(short.json().message).toBe('The new password must have at least 8 characters');
    expect((await call(t.app, 'GET', '/api/session', { cookie: otherBrowser })).statusCode).toBe(200);

    const changed = await post('/api/accounts/password', { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-pass' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe('Password updated');
    // This browser stays signed in; the other one is signed out.
    expect((await call(t.app, 'GET', '/api/session', { cookie })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/session', { cookie: otherBrowser })).statusCode).toBe(401);
    const login = await call(t.app, 'POST', '/api/auth/login', { payload: { email: user.email, password: 'brand-new-pass' } });
    expect(login.statusCode).toBe(200);
    expect((await row()).password_hash).toMatch(/^\$argon2id\$/);
  });

  it('an account without a password sets one without the current password', async () => {
    const social = await createUser(t.db, { level: 'staff', withPassword: false });
    const socialCookie = await signIn(t.db, social);
    expect((await call(t.app, 'GET', '/api/accounts/me', { cookie: socialCookie })).json().settings.hasPassword).toBe(false);
    const response = await post('/api/accounts/password', { currentPassword: '', newPassword: 'first-password' }, socialCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().settings.hasPassword).toBe(true);
    expect(
      cookieFrom(await call(t.app, 'POST', '/api/auth/login', { payload: { email: social.email, password: 'first-password' } })),
    ).toBeDefined();
  });
});

describe('locale and terms', () => {
  it('stores the language, which the page then uses', async () => {
    const response = await post('/api/accounts/locale', { locale: 'th' });
    expect(response.json()).toMatchObject({ message: 'Language updated', user: { locale: 'th' } });
    expect((await row()).locale).toBe('th');
    expect((await post('/api/accounts/locale', { locale: 'fr' })).statusCode).toBe(400);
  });

  it('a freelancer without terms may read the account, choose the language and agree, nothing else', async () => {
    const newbie = await createUser(t.db, { level: 'freelancer', tnc: false });
    const newbieCookie = await signIn(t.db, newbie);
    expect((await call(t.app, 'GET', '/api/accounts/me', { cookie: newbieCookie })).statusCode).toBe(200);
    expect((await post('/api/accounts/locale', { locale: 'th' }, newbieCookie)).statusCode).toBe(200);
    const name = await post('/api/accounts/name', { name: 'X', nameAlias: '' }, newbieCookie);
    expect(name.statusCode).toBe(403);
    expect(name.json().redirectUrl).toBe('/app/account?section=terms');
    const agreed = await post('/api/accounts/agree', {}, newbieCookie);
    // They chose Thai above, so the answer reads in Thai.
    expect(agreed.json()).toMatchObject({
      message: 'คุณยอมรับข้อกำหนดและเงื่อนไขการให้บริการฟรีแลนซ์แล้ว',
      user: { freelancerTnc: expect.any(String) },
    });
    expect((await post('/api/accounts/name', { name: 'X', nameAlias: '' }, newbieCookie)).statusCode).toBe(200);
  });

  it('changes only the caller: another user is untouched', async () => {
    const before = await row(other.id);
    await post('/api/accounts/name', { name: 'Changed', nameAlias: 'C' });
    expect(await row(other.id)).toEqual(before);
  });
});
