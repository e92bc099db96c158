/**
 * The cross-release contract in the browser (issue 23): the previous release's built remotes (rebuilt from the commit
 * in tooling/previous-release.json, cached) run in today's shell. `tooling/src/cross-release.js` first checks both
 * directions statically (exposed modules against RemoteModules, strict shared versions, the shared packages'
 * surface), then adds the previous remotes to the registry's history; this browser runs them all through
 * per-browser overrides while every other browser stays on today's.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEPLOY_DIR, REPO_ROOT } from '../support/server';
import { signIn } from '../support/session';

const FAILED = /could not be loaded|stopped working|incompatible version|not available right now/;

async function expectNoFailedPart(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(FAILED)).toHaveCount(0);
}

test("the previous release's remotes run in today's shell: every area, the dashboard's parcels and a bus modal", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const output = execFileSync('node', [join(REPO_ROOT, 'tooling/src/cross-release.js'), '--into-history'], {
    env: { ...process.env, DEPLOY_DIR },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const versions = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as Record<string, string>;
  expect(Object.keys(versions)).toHaveLength(5);

  await signIn(page, 'admin');
  for (const [name, version] of Object.entries(versions)) await page.goto(`/app/?remote=${name}@${version}`);
  const badge = page.getByRole('complementary', { name: 'Versions in this browser' });
  for (const [name, version] of Object.entries(versions)) await expect(badge).toContainText(`${name} ${version}`);

  // The dashboard's parcels (an admin's: mf-projects' and mf-feed's widgets), then each remote's area.
  await expect(page.getByRole('region', { name: 'My Projects' }).getByRole('list')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Messages' }).getByRole('heading')).toBeVisible();
  await expectNoFailedPart(page);
  const areas: [string, (page: Page) => ReturnType<Page['getByRole']>][] = [
    ['/app/projects', (p) => p.getByRole('tablist')],
    ['/app/jobs', (p) => p.getByRole('list', { name: 'Status' })],
    ['/app/payments/outstanding', (p) => p.getByRole('main').getByRole('heading', { level: 1 })],
    ['/app/feed/studio', (p) => p.getByRole('main').getByRole('heading', { level: 1 })],
    ['/app/users', (p) => p.getByRole('button', { name: 'Invite User' })],
  ];
  for (const [path, content] of areas) {
    await page.goto(path);
    await expect(content(page).first()).toBeVisible();
    await expectNoFailedPart(page);
  }

  // A bus modal of a previous remote, opened by today's shell (Create → Post: mf-feed's post form).
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('menuitem', { name: 'Post' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'New Post' })).toBeVisible();
  await expectNoFailedPart(page);
  await page.keyboard.press('Escape');

  await page.goto('/app/?remote=reset');
  await expect(badge).toHaveCount(0);
});
