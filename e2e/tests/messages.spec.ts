/**
 * Messages (issue 18): two people at two browsers message each other. First what needs no server push: Paul (PM)
 * starts a conversation with Sara from the people lookup and sends with Enter; Sara, loading a page, sees the unread
 * count on the top bar's link, opens the conversation (the count drops: it is read) and answers with a second line
 * (Shift+Enter); Paul, reloading, reads it. Then what the push (h/live's `GET /api/events`, turned into
 * `data:changed {resource: 'messages'}` by the shell) must bring WITHOUT a reload: Paul's new message raises Sara's
 * count and appears in her open thread, and her answer appears in Paul's open thread.
 * Last, the thread on a phone in Thai: the list and the thread are two views; no sideways scroll; axe finds nothing.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL, createStaffMember, PASSWORD, personAt, signInWith } from '../support/session';

const headers = { Origin: BASE_URL };

const unreadOf = async (page: Page): Promise<number> =>
  (await (await page.request.get(`${BASE_URL}/api/messages/unread`)).json()).count;

/** The top bar's messages link, named with the unread count when there is one. */
const messagesLink = (page: Page, unread: number) =>
  page.getByRole('banner').getByRole('link', { name: unread > 0 ? `Messages, ${unread} unread` : 'Messages', exact: true });

test('two people message each other and see the message and the unread count change', async ({ browser }) => {
  // Two people at two browsers on a shared machine: more than the default minute.
  test.setTimeout(180_000);
  const stamp = Date.now();
  const first = `Is the storyboard ready? ${stamp}`;
  const pm = await personAt(browser, 'pm');
  const staff = await personAt(browser, 'staff');
  const before = await unreadOf(staff);

  // Paul starts the conversation from the people lookup and sends with Enter.
  await pm.goto('/app/messages');
  await pm.getByRole('button', { name: 'New conversation' }).click();
  const dialog = pm.getByRole('dialog', { name: 'New conversation' });
  await dialog.getByRole('searchbox', { name: 'Find a person' }).fill('Sara');
  await dialog.getByRole('button', { name: 'Add Sara Staff' }).click();
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(pm).toHaveURL(/\/app\/messages\?conversation=/);
  const conversationId = new URL(pm.url()).searchParams.get('conversation')!;
  const pmBox = pm.getByRole('textbox', { name: 'Write a message' });
  await pmBox.fill(first);
  await pmBox.press('Enter');
  await expect(pmBox).toHaveValue('');
  await expect(pm.getByRole('log').getByText(first)).toBeVisible();

  // Sara loads the dashboard: the count on the top bar's link, the conversation in the Messages column.
  await staff.goto('/app/');
  await expect(messagesLink(staff, before + 1)).toBeVisible();
  const column = staff.getByRole('list', { name: 'Conversations' });
  await expect(column.getByRole('link', { name: /Paul Manager/ }).first()).toContainText('1 unread message');
  await messagesLink(staff, before + 1).click();
  await staff
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('link', { name: /Paul Manager/ })
    .first()
    .click();
  await expect(staff).toHaveURL(new RegExp(`conversation=${conversationId}`));
  await expect(staff.getByRole('log').getByText(first)).toBeVisible();
  // Opening it reads it.
  await expect(messagesLink(staff, before)).toBeVisible();

  // Sara answers on two lines: Shift+Enter starts the second, Enter sends.
  const staffBox = staff.getByRole('textbox', { name: 'Write a message' });
  await staffBox.pressSequentially(`Nearly ${stamp}`);
  await staffBox.press('Shift+Enter');
  await staffBox.pressSequentially('two scenes left');
  await expect(staffBox).toHaveValue(`Nearly ${stamp}\ntwo scenes left`);
  await staffBox.press('Enter');
  await expect(staffBox).toHaveValue('');
  await expect(staff.getByRole('log').getByText(`Nearly ${stamp}`)).toBeVisible();

  await pm.reload();
  await expect(pm.getByRole('log').getByText(`Nearly ${stamp}`)).toContainText('two scenes left');

  // --- From here on the server push (h/live) is needed: nobody reloads. ---
  // Sara goes back to the dashboard inside the app; Paul writes again; her count rises.
  await staff.getByRole('link', { name: 'Studio' }).first().click();
  await expect(staff).toHaveURL(/\/app\/$/);
  const second = `Great, send it over ${stamp}`;
  await pmBox.fill(second);
  await pmBox.press('Enter');
  await expect(messagesLink(staff, before + 1)).toBeVisible();

  // Sara opens the conversation; while it is open Paul's next message appears in it.
  await messagesLink(staff, before + 1).click();
  await staff
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('link', { name: /Paul Manager/ })
    .first()
    .click();
  await expect(staff.getByRole('log').getByText(second)).toBeVisible();
  const third = `Thanks ${stamp}`;
  await pmBox.fill(third);
  await pmBox.press('Enter');
  await expect(staff.getByRole('log').getByText(third)).toBeVisible();

  // And Sara's answer appears in Paul's open thread.
  await staffBox.fill(`On its way ${stamp}`);
  await staffBox.press('Enter');
  await expect(pm.getByRole('log').getByText(`On its way ${stamp}`)).toBeVisible();
  await pm.context().close();
  await staff.context().close();
});

test('on a phone in Thai the list and the thread are two views, without sideways scroll or axe findings', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(180_000);
  const writer = await createStaffMember(playwright, 'Somchai Writer');
  const reader = await createStaffMember(playwright, 'Somsri Reader');
  const api = await playwright.request.newContext({ baseURL: BASE_URL });
  expect((await api.post('/api/auth/login', { data: { email: reader, password: PASSWORD }, headers })).ok()).toBe(true);
  expect((await api.post('/api/accounts/locale', { data: { locale: 'th' }, headers })).ok()).toBe(true);
  const writerApi = await playwright.request.newContext({ baseURL: BASE_URL });
  expect((await writerApi.post('/api/auth/login', { data: { email: writer, password: PASSWORD }, headers })).ok()).toBe(true);
  const readerId = (await (await api.get('/api/session')).json()).user._id as string;
  const started = await writerApi.post('/api/messages/conversations', { data: { userIds: [readerId] }, headers });
  expect(started.ok()).toBe(true);
  const conversationId = (await started.json()).conversation._id as string;
  const sent = await writerApi.post(`/api/messages/conversations/${conversationId}/messages`, {
    data: { text: 'สวัสดีครับ พรุ่งนี้ประชุมกี่โมง', clientId: `th-${Date.now()}` },
    headers,
  });
  expect(sent.ok()).toBe(true);
  await api.dispose();
  await writerApi.dispose();

  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInWith(page, reader, PASSWORD);
  await page.goto('/app/messages');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  const list = page.getByRole('navigation', { name: 'การสนทนา' });
  await expect(list.getByRole('link', { name: /Somchai Writer/ })).toContainText('ยังไม่ได้อ่าน 1 ข้อความ');
  await list.getByRole('link', { name: /Somchai Writer/ }).click();
  // The thread replaces the list; its back link returns to it.
  await expect(page.getByRole('log').getByText('สวัสดีครับ พรุ่งนี้ประชุมกี่โมง')).toBeVisible();
  await expect(list).toBeHidden();
  await expect(page.getByRole('heading', { level: 3, name: 'วันนี้' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect.soft(overflow).toBeLessThanOrEqual(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect.soft(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.getByRole('link', { name: 'กลับไปที่รายการสนทนา' }).click();
  await expect(list).toBeVisible();
  await context.close();
});
