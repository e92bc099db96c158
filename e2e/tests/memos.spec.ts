import { expect, test } from '@playwright/test';
import { createStaffMember, PASSWORD, signInWith } from '../support/session';

test('an unread memo opens on load until acknowledged, and not again afterwards', async ({ page, playwright }) => {
  // A new colleague has not read the studio's memo yet, whatever other tests did with the demo accounts.
  const email = await createStaffMember(playwright, 'Memo Reader');
  await signInWith(page, email, PASSWORD, { keepMemos: true });
  // Oldest first: the seed's memo, then any memo other tests posted, shown one by one until each is acknowledged.
  const unread = (await (await page.request.get('/api/memos/unread')).json()).memos as { title: string }[];
  expect(unread[0]?.title).toBe('New payment schedule');
  await page.goto('/app/');
  const memo = page.getByRole('dialog');
  await expect(memo).toBeVisible();
  for (const { title } of unread) {
    await expect(memo.getByRole('heading', { name: title })).toBeVisible();
    await memo.getByRole('button', { name: 'Ok, I got it' }).click();
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
