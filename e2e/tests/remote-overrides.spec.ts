/**
 * Per-browser overrides (issue 23): one browser runs mf-jobs N+1 from the registry's history while another stays
 * on the live N. Admins only (or REMOTE_OVERRIDES=all); a badge shows while an override is active.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEPLOY_DIR, REPO_ROOT } from '../support/server';
import { signIn } from '../support/session';

const registry = () =>
  JSON.parse(readFileSync(join(DEPLOY_DIR, 'registry.json'), 'utf8')) as { remotes: Record<string, { version: string }> };
const tool = (script: string, ...args: string[]) =>
  execFileSync('node', [join(REPO_ROOT, 'tooling/src', script), 'mf-jobs', ...args], {
    env: { ...process.env, DEPLOY_DIR },
    stdio: 'pipe',
  });

test('one browser on mf-jobs N+1 while another stays on N; Reset goes back; a non-admin cannot', async ({ browser }) => {
  test.setTimeout(240_000);
  const live = registry().remotes['mf-jobs'].version;

  // N+1: the job list's type filter reads differently. Deployed, then rolled back: N stays live, N+1 is in the history.
  const file = join(REPO_ROOT, 'mf-jobs/src/i18n.ts');
  const original = readFileSync(file, 'utf8');
  try {
    writeFileSync(file, original.replace("jobType: 'Job type',", "jobType: 'Job type (next release)',"));
    tool('deploy-remote.js');
  } finally {
    writeFileSync(file, original);
  }
  const next = registry().remotes['mf-jobs'].version;
  tool('rollback-remote.js', '--to', live);
  expect(registry().remotes['mf-jobs'].version).toBe(live);

  const tester = await browser.newContext();
  const other = await browser.newContext();
  const freelancer = await browser.newContext();
  try {
    const a = await tester.newPage();
    await signIn(a, 'admin');
    await a.goto(`/app/jobs?remote=mf-jobs@${next}`);
    await expect(a.getByRole('combobox', { name: 'Job type (next release)' })).toBeVisible();
    const badge = a.getByRole('complementary', { name: 'Versions in this browser' });
    await expect(badge).toContainText(`This browser runs: mf-jobs ${next}`);
    expect(new URL(a.url()).searchParams.get('remote')).toBeNull(); // it went into localStorage
    // It stays across page loads in this browser.
    await a.reload();
    await expect(a.getByRole('combobox', { name: 'Job type (next release)' })).toBeVisible();

    // Another browser, same moment: the live N, no badge.
    const b = await other.newPage();
    await signIn(b, 'admin');
    await b.goto('/app/jobs');
    await expect(b.getByRole('combobox', { name: 'Job type', exact: true })).toBeVisible();
    await expect(b.getByRole('complementary', { name: 'Versions in this browser' })).toHaveCount(0);

    // The panel lists the deployed versions; Reset returns to the live one.
    await badge.getByRole('button', { name: 'Versions' }).click();
    await expect(badge.getByRole('region', { name: 'mf-jobs' }).getByRole('button', { name: `${live} (live)` })).toBeVisible();
    await expect(badge.getByRole('button', { name: next })).toHaveAttribute('aria-pressed', 'true');
    await badge.getByRole('button', { name: 'Reset' }).click();
    await expect(a.getByRole('combobox', { name: 'Job type', exact: true })).toBeVisible();
    await expect(badge).toHaveCount(0);

    // Not an admin (and no REMOTE_OVERRIDES=all): the parameter changes nothing.
    const f = await freelancer.newPage();
    await signIn(f, 'freelancer');
    await f.goto(`/app/jobs?remote=mf-jobs@${next}`);
    await expect(f.getByRole('combobox', { name: 'Job type', exact: true })).toBeVisible();
    await expect(f.getByRole('complementary', { name: 'Versions in this browser' })).toHaveCount(0);
  } finally {
    await Promise.all([tester.close(), other.close(), freelancer.close()]);
  }
});
