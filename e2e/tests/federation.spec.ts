import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session';

/** Collects the JavaScript the page downloads, by URL. */
function collectScripts(page: Page): Map<string, string> {
  const scripts = new Map<string, string>();
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    scripts.set(response.url(), await response.text().catch(() => ''));
  });
  return scripts;
}

test('the composed page holds exactly one copy of React, of React DOM and of shared-api', async ({ page }) => {
  // React DOM registers itself with the DevTools hook once per copy.
  await page.addInitScript(() => {
    const renderers: unknown[] = [];
    Object.assign(window, {
      __renderers: renderers,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        isDisabled: false,
        supportsFiber: true,
        renderers: new Map(),
        inject(renderer: unknown) {
          renderers.push(renderer);
          return renderers.length;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
  const scripts = collectScripts(page);
  await signIn(page, 'freelancer');

  // The dashboard mounts parcels of two remotes; then three remotes' routed areas.
  await page.goto('/app/');
  await expect(page.getByRole('heading', { name: 'My Jobs' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View All' }).first()).toBeVisible();
  const areas = [
    ['Jobs', page.getByRole('list', { name: 'Status' })],
    ['Projects', page.getByRole('tablist')],
    ['Feed', page.getByRole('main').getByRole('heading', { level: 1 })],
  ] as const;
  for (const [link, content] of areas) {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: link }).click();
    await expect(content.first()).toBeVisible();
  }

  expect(await page.evaluate(() => (window as unknown as { __renderers: unknown[] }).__renderers.length)).toBe(1);
  expect(await page.evaluate(() => (globalThis as { __sharedApiInstances__?: number }).__sharedApiInstances__)).toBe(1);
  // A message only the react package's own code carries (React DOM and the rest never define Children.only).
  const reactCopies = [...scripts.entries()].filter(([, body]) =>
    body.includes('React.Children.only expected to receive a single React element child.'),
  );
  expect(reactCopies.map(([url]) => url)).toHaveLength(1);
});

test('navigating between the shell and remote areas keeps every router in sync', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/app/projects');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Jobs' }).click();
  await expect(page).toHaveURL(/\/app\/jobs\?status=incomplete/);
  await menu.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/app\/users/);
  await page.goBack();
  await expect(page).toHaveURL(/\/app\/jobs/);
  await expect(page.getByText('Incomplete').first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/app\/projects/);
  await expect(page.getByRole('tablist')).toBeVisible();
});

test('the pages load under the content security policy without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await signIn(page, 'admin');
  const response = await page.goto('/app/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page).toHaveURL(/\/app\/jobs/);
  expect(violations).toEqual([]);
});
