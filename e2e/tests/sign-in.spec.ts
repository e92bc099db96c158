import { expect, test } from '@playwright/test';
import { DEMO, PASSWORD, signIn, type DemoAccount } from '../support/session';

test('an anonymous visitor is sent to the login page and comes back after signing in', async ({ page }) => {
  await page.goto('/app/jobs?status=open');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fapp%2Fjobs%3Fstatus%3Dopen$/);

  await page.getByLabel('E-mail').fill(DEMO.freelancer);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Wrong e-mail or password')).toBeVisible();

  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/jobs\?status=open$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Jobs' })).toBeVisible();
});

test('an unknown e-mail gets the same answer as a wrong password', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill('nobody@demo.test');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Wrong e-mail or password')).toBeVisible();
});

const MENUS: Record<Exclude<DemoAccount, 'newbie'>, { manage: string[]; landsOn: RegExp }> = {
  admin: { manage: ['Projects', 'Calendar', 'Jobs', 'Feed', 'Docs', 'Users', 'Webhooks'], landsOn: /\/app\/$/ },
  pm: { manage: ['Projects', 'Calendar', 'Jobs', 'Feed', 'Docs'], landsOn: /\/app\/$/ },
  staff: { manage: ['Projects', 'Jobs', 'Feed', 'Docs'], landsOn: /\/app\/$/ },
  freelancer: { manage: ['Projects', 'Jobs', 'Feed', 'Docs'], landsOn: /\/app\/$/ },
  payer: { manage: ['Projects', 'Jobs', 'Feed', 'Docs'], landsOn: /\/app\/$/ },
  client: { manage: ['Projects'], landsOn: /\/app\/projects/ },
};

for (const [who, expected] of Object.entries(MENUS) as [Exclude<DemoAccount, 'newbie'>, (typeof MENUS)['admin']][]) {
  test(`${who} sees their level's menu`, async ({ page }) => {
    await signIn(page, who);
    await page.goto('/app/');
    await expect(page).toHaveURL(expected.landsOn);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('group', { name: 'Manage' }).getByRole('link')).toHaveText(expected.manage);
    await expect(menu.getByRole('group', { name: 'Explore' }).getByRole('link')).toHaveText(['Home', 'About', 'Contact']);
    // Admins also get their own project list (the seed lists projects for the admin); nobody else does.
    await expect(menu.getByRole('link', { name: 'My Projects' })).toHaveCount(who === 'admin' ? 1 : 0);
  });
}

test('logging out ends the session', async ({ page }) => {
  await signIn(page, 'staff');
  await page.goto('/app/');
  await page.getByRole('button', { name: /Profile menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.goto('/app/jobs');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  expect((await page.request.get('/api/session')).status()).toBe(401);
});
