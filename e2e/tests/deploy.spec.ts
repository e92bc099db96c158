import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEPLOY_DIR, REPO_ROOT } from '../support/server';
import { signIn } from '../support/session';

type Registry = { remotes: Record<string, { version: string; entry: string }> };
const readRegistry = (): Registry => JSON.parse(readFileSync(join(DEPLOY_DIR, 'registry.json'), 'utf8'));

/** What a feature team does: change the remote's code and deploy that remote alone. */
function deployPaymentsWithHeading(from: string, to: string): void {
  const file = join(REPO_ROOT, 'mf-payments/src/i18n.ts');
  const original = readFileSync(file, 'utf8');
  if (!original.includes(`heading: '${from}'`)) throw new Error(`mf-payments has no heading '${from}'`);
  try {
    writeFileSync(file, original.replace(`heading: '${from}'`, `heading: '${to}'`));
    execFileSync('node', [join(REPO_ROOT, 'tooling/src/deploy-remote.js'), 'mf-payments'], {
      env: { ...process.env, DEPLOY_DIR },
      stdio: 'pipe',
    });
  } finally {
    writeFileSync(file, original);
  }
}

test('deploying one remote alone reaches the next page load, with no shell rebuild and no restart', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'payer');
  await page.goto('/app/payments');
  await expect(page.getByRole('heading', { name: 'Payment History' })).toBeVisible();
  const before = readRegistry();
  const shellPage = await (await page.request.get('/app/')).text();
  const shellScripts = [...shellPage.matchAll(/src="([^"]+\.js)"/g)].map((m) => m[1]);

  deployPaymentsWithHeading('Payment History', 'Payment History (new release)');
  try {
    const after = readRegistry();
    expect(after.remotes['mf-payments'].version).not.toBe(before.remotes['mf-payments'].version);
    for (const other of ['mf-projects', 'mf-jobs', 'mf-feed', 'mf-admin'])
      expect(after.remotes[other]).toEqual(before.remotes[other]);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Payment History (new release)' })).toBeVisible();
    const reloadedShell = await (await page.request.get('/app/')).text();
    expect([...reloadedShell.matchAll(/src="([^"]+\.js)"/g)].map((m) => m[1])).toEqual(shellScripts);
  } finally {
    // Put the deployed remote back as the source is, for the tests that follow.
    deployPaymentsWithHeading('Payment History', 'Payment History');
  }
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Payment History', exact: true })).toBeVisible();
});

const rollbackPayments = (...args: string[]): string =>
  execFileSync('node', [join(REPO_ROOT, 'tooling/src/rollback-remote.js'), 'mf-payments', ...args], {
    env: { ...process.env, DEPLOY_DIR },
    encoding: 'utf8',
  });

test('an open tab notices a deploy and a rollback on its next navigation and offers a reload; rollback goes back one version', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'payer');
  await page.goto('/app/payments');
  await expect(page.getByRole('heading', { name: 'Payment History', exact: true })).toBeVisible();
  const before = readRegistry().remotes['mf-payments'].version;
  const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
  const menu = page.getByRole('navigation', { name: 'Main menu' });

  deployPaymentsWithHeading('Payment History', 'Payment History (release 2)');
  try {
    // The open tab keeps what it loaded; its next navigation finds the new registry and offers a reload.
    await expect(page.getByRole('heading', { name: 'Payment History', exact: true })).toBeVisible();
    await menu.getByRole('link', { name: 'Projects', exact: true }).click();
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect(prompt).toHaveCount(0);
    await page.goto('/app/payments');
    await expect(page.getByRole('heading', { name: 'Payment History (release 2)' })).toBeVisible();

    // Roll back (no build): the version deployed before is live again, and the open tab is told so.
    expect(rollbackPayments()).toContain(`→ ${before}`);
    expect(readRegistry().remotes['mf-payments'].version).toBe(before);
    await menu.getByRole('link', { name: 'Projects', exact: true }).click();
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await page.goto('/app/payments');
    await expect(page.getByRole('heading', { name: 'Payment History', exact: true })).toBeVisible();
  } finally {
    if (readRegistry().remotes['mf-payments'].version !== before) rollbackPayments('--to', before);
  }
});

test('a remote built against a newer shared-ui than the page provides is refused at load as incompatible, and rollback brings the part back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await signIn(page, 'payer');
  const before = readRegistry().remotes['mf-payments'].version;

  // Built against shared-ui 99.0.0 (strictVersion ^99.0.0) while the page's shell provides today's version.
  const file = join(REPO_ROOT, 'shared-ui/package.json');
  const original = readFileSync(file, 'utf8');
  const pkg = JSON.parse(original) as { version: string };
  try {
    writeFileSync(file, `${JSON.stringify({ ...pkg, version: '99.0.0' }, null, 2)}\n`);
    execFileSync('node', [join(REPO_ROOT, 'tooling/src/deploy-remote.js'), 'mf-payments'], {
      env: { ...process.env, DEPLOY_DIR },
      stdio: 'pipe',
    });
  } finally {
    writeFileSync(file, original);
  }
  try {
    const deployed = readRegistry().remotes['mf-payments'].version;
    const manifest = JSON.parse(
      readFileSync(join(DEPLOY_DIR, 'remotes/mf-payments', deployed, 'deploy-manifest.json'), 'utf8'),
    ) as {
      exposes: string[];
      shared: Record<string, { version: string; requiredVersion: string }>;
    };
    expect(manifest.exposes).toContain('./app');
    expect(manifest.shared['shared-ui'].requiredVersion).toBe('^99.0.0');

    await page.goto('/app/payments');
    await expect(page.getByRole('alert')).toContainText('This part was deployed with an incompatible version.');
    expect(logged.some((line) => line.includes('shared-ui') && line.includes('does not satisfy'))).toBe(true);
    // The rest of the page works.
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  } finally {
    rollbackPayments('--to', before);
  }
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Payment History', exact: true })).toBeVisible();
});
