import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';

test('an unread memo opens on load until acknowledged, and not again afterwards', async ({ page }) => {
  await signIn(page, 'staff', { keepMemos: true });
  await page.goto('/app/');
  const memo = page.getByRole('dialog');
  await expect(memo).toBeVisible();
  await expect(memo.getByRole('button', { name: 'Ok, I got it' })).toBeVisible();
  await memo.getByRole('button', { name: 'Ok, I got it' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
