import type { Page } from '@playwright/test';
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
  const response = await page.request.post(`${BASE_URL}/api/auth/login`, {
    data: { email: DEMO[who], password: PASSWORD },
    headers: { Origin: BASE_URL },
  });
  if (!response.ok()) throw new Error(`sign-in as ${who} failed: ${response.status()} ${await response.text()}`);
  if (keepMemos) return;
  const unread = await page.request.get(`${BASE_URL}/api/memos/unread`);
  if (!unread.ok()) return; // a freelancer held on the terms page cannot read memos yet
  for (const memo of (await unread.json()).memos as { _id: string }[]) {
    await page.request.post(`${BASE_URL}/api/posts/${memo._id}/track-users`, { data: { okBy: true }, headers: { Origin: BASE_URL } });
  }
}
