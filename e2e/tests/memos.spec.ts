import { expect, test } from '@playwright/test';
import { createStaffMember, PASSWORD, signInWith } from '../support/session';

test('an unread memo opens on load until acknowledged, and not again afterwards', async ({ page, playwright }) => {
  // A new colleague has not read the studio's memo yet, whatever other tests did with the demo accounts.
  const email = await createStaffMember(playwright, 'Memo Reader');
  await signInWith(page, email, PASSWORD, { keepMemos: true });
  await page.goto('/app/');
  const memo = page.getByRole('dialog');
  await expect(memo).toBeVisible();
  await expect(memo.getByRole('heading', { name: 'New payment schedule' })).toBeVisible();
  await memo.getByRole('button', { name: 'Ok, I got it' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
