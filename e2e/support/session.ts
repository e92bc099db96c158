import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { E2E_PORT } from './server';

export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const PASSWORD = 'demo12345';
export const DEMO = {
  admin: 'admin@demo.test',
  pm: 'pm@demo.test',
  staff: 'staff@demo.test',
  freelancer: 'freelancer@demo.test',
  newbie: 'newbie@demo.test',
  client: 'client@demo.test',
  payer: 'payer@demo.test',
} as const;
export type DemoAccount = keyof typeof DEMO;

/**
 * Signs the page's browser context in through the API (the login form has its own test) and, unless asked
 * not to, acknowledges the unread memos, whose modal would otherwise open over every first page.
 */
export async function signIn(page: Page, who: DemoAccount, { keepMemos = false } = {}): Promise<void> {
  await signInWith(page, DEMO[who], PASSWORD, { keepMemos });
}

/** `signIn` for any account (e.g. one a test invited). */
export async function signInWith(page: Page, email: string, password: string, { keepMemos = false } = {}): Promise<void> {
  const response = await page.request.post(`${BASE_URL}/api/auth/login`, {
    data: { email, password },
    headers: { Origin: BASE_URL },
  });
  if (!response.ok()) throw new Error(`sign-in as ${email} failed: ${response.status()} ${await response.text()}`);
  if (keepMemos) return;
  const unread = await page.request.get(`${BASE_URL}/api/memos/unread`);
  if (!unread.ok()) return; // a freelancer held on the terms page cannot read memos yet
  for (const memo of (await unread.json()).memos as { _id: string }[]) {
    await page.request.post(`${BASE_URL}/api/posts/${memo._id}/track-users`, {
      data: { okBy: true },
      headers: { Origin: BASE_URL },
    });
  }
}

/**
 * A new staff member (or freelancer) of the demo studio, invited by the admin and with a password set, for tests
 * that need a user nobody else touches. Returns their e-mail; the password is PASSWORD.
 */
export async function createStaffMember(
  playwright: { request: { newContext(options: { baseURL: string }): Promise<APIRequestContext> } },
  name: string,
  /** A freelancer has not agreed to the terms yet (a newcomer nobody else touches). */
  level: 'staff' | 'freelancer' = 'staff',
): Promise<string> {
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${Date.now()}@demo.test`;
  const admin = await playwright.request.newContext({ baseURL: BASE_URL });
  try {
    const headers = { Origin: BASE_URL };
    await admin.post('/api/auth/login', { data: { email: DEMO.admin, password: PASSWORD }, headers });
    const invited = await admin.post('/api/users/invite', { data: { email, name, level }, headers });
    if (!invited.ok()) throw new Error(`invite failed: ${invited.status()} ${await invited.text()}`);
    const token = new URL((await invited.json()).inviteUrl).searchParams.get('token');
    const newcomer = await playwright.request.newContext({ baseURL: BASE_URL });
    const accepted = await newcomer.post('/api/auth/invite/accept', { data: { token, password: PASSWORD }, headers });
    if (!accepted.ok()) throw new Error(`accepting the invitation failed: ${accepted.status()} ${await accepted.text()}`);
    await newcomer.dispose();
    return email;
  } finally {
    await admin.dispose();
  }
}

/** A signed-in page of its own browser context (its own cookies), as a second person at another computer. */
export async function personAt(browser: Browser, who: DemoAccount): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const page = await context.newPage();
  await signIn(page, who);
  return page;
}

/** Opens the bell's panel and expects a notification reading `text`. */
export async function expectInBell(page: Page, text: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByText(text).first()).toBeVisible();
  await page.keyboard.press('Escape');
}
