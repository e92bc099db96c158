import { expect, request as playwrightRequest, test } from '@playwright/test';
import { BASE_URL, signIn } from '../support/session';

// A user makes a personal API token on the account page, a script (no cookie, no Origin) calls the API with it as
// that user, a read-only token is refused on a write, and once revoked the token is refused at once (issue 25).
test.describe.configure({ mode: 'serial' });

test('a freelancer creates a read-only token, a script uses it, and revoking it cuts the script off', async ({ page }) => {
  await signIn(page, 'freelancer');
  await page.goto('/app/account?section=tokens');
  await page.getByLabel('Token name').fill('E2E reader');
  await page.getByLabel('Access').selectOption({ label: 'Read only' });
  await page.getByRole('button', { name: 'Create Token' }).click();
  await expect(page.getByText('Copy your new token now: it will not be shown again.')).toBeVisible();
  const token = await page.getByLabel('New token').inputValue();
  expect(token).toMatch(/^sst_/);
  const list = page.getByRole('list', { name: 'Your tokens' });
  await expect(list.getByRole('listitem').filter({ hasText: 'E2E reader' })).toContainText('Read only');

  const script = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    const me = await script.get('/api/accounts/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(200);
    expect((await me.json()).user.email).toBe('freelancer@demo.test');
    const write = await script.post('/api/accounts/locale', {
      headers: { Authorization: `Bearer ${token}` },
      data: { locale: 'th' },
    });
    expect(write.status()).toBe(403);
    expect((await write.json()).message).toBe('This API token is read-only; use a read and write token to make changes');

    // The list shows the use.
    await page.reload();
    await expect(list.getByRole('listitem').filter({ hasText: 'E2E reader' }).first()).toContainText('Last used');

    await page.getByRole('button', { name: 'Revoke E2E reader' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Revoke the token “E2E reader”?' });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('API token revoked')).toBeVisible();
    const refused = await script.get('/api/accounts/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(401);
  } finally {
    await script.dispose();
  }
});
