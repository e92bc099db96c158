/**
 * The standalone QA page (issue 23): each remote's own dev server (`pnpm --filter <remote> dev`) against the API
 * under test, as QA runs it. Each test starts that remote's dev server on a free port, signs in, uses one modal
 * there (a bus modal through the page's modal host where the remote opens one), then Logout. mf-projects' page
 * also hosts another remote's parcel (mf-jobs' jobs section, its deployed build) and that remote's bus modal.
 */
import { expect, test, type Page } from '@playwright/test';
import { startDevServer } from '../support/dev-server';
import { BASE_URL, signIn, type DemoAccount } from '../support/session';

/** Opens `path` on the remote's standalone page as `who`, runs `act`, then signs out with the page's Logout. */
async function onStandalonePage(page: Page, remote: string, who: DemoAccount, path: string, act: (page: Page) => Promise<void>) {
  test.setTimeout(300_000);
  const server = await startDevServer(remote, BASE_URL);
  try {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, who); // the session cookie is the API's host's, and the dev server proxies /api there
    await page.goto(`${server.url}${path}`);
    await expect(page.getByText('standalone QA host')).toBeVisible();
    await act(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    // The sign-in page (the shell's, served by the API through the proxy), which comes back here after signing in.
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(page.getByRole('button', { name: /sign in|log in/i }).first()).toBeVisible();
    expect((await page.request.get(`${server.url}/api/auth/me`)).status()).not.toBe(200);
    expect(errors).toEqual([]);
  } finally {
    await server.stop();
  }
}

async function projectIdOf(page: Page, title: string): Promise<string> {
  const response = await page.request.get(`${BASE_URL}/api/projects?status=all&limit=100`);
  const project = ((await response.json()).projects as Array<{ _id: string; title: string }>).find((p) => p.title === title);
  if (!project) throw new Error(`no project "${title}"`);
  return project._id;
}

test('mf-projects alone: New Project opens in the modal host; a project page hosts mf-jobs and its New job modal', async ({
  page,
}) => {
  await onStandalonePage(page, 'mf-projects', 'pm', '/app/projects', async () => {
    await page.getByRole('button', { name: 'New Project' }).click();
    const form = page.getByRole('dialog', { name: 'New project' });
    await expect(form.getByRole('textbox').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(form).toHaveCount(0);

    // Another remote's parcel (the deployed mf-jobs) and the bus modal it opens.
    const projectId = await projectIdOf(page, 'The Lost Wallet');
    await page.goto(`${new URL(page.url()).origin}/app/projects/${projectId}/jobs`);
    await page.getByRole('button', { name: '+ Create Job' }).click();
    const job = page.getByRole('dialog', { name: 'New job' });
    await expect(job.getByLabel('Job type')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(job).toHaveCount(0);
  });
});

test('mf-feed alone: New Post opens in the modal host', async ({ page }) => {
  await onStandalonePage(page, 'mf-feed', 'staff', '/app/feed/studio', async () => {
    await page.getByRole('button', { name: 'New Post' }).click();
    const form = page.getByRole('dialog', { name: 'New post' });
    await expect(form.getByRole('heading', { name: 'New Post' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(form).toHaveCount(0);
  });
});

test('mf-jobs alone: a job page and its Update Status dialog', async ({ page }) => {
  await onStandalonePage(page, 'mf-jobs', 'admin', '/app/jobs', async () => {
    const jobs = (await (await page.request.get(`${BASE_URL}/api/jobs?status=incomplete&limit=1`)).json()).jobs as {
      _id: string;
    }[];
    await page.goto(`${new URL(page.url()).origin}/app/jobs/${jobs[0]._id}`);
    await page.getByRole('button', { name: 'Job menu' }).click();
    await page.getByRole('menuitem', { name: 'Update Status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Status' });
    await expect(dialog.getByLabel('New status')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });
});

test('mf-admin alone: Invite User opens its dialog', async ({ page }) => {
  await onStandalonePage(page, 'mf-admin', 'admin', '/app/users', async () => {
    await page.getByRole('button', { name: 'Invite User' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite User' });
    await expect(invite.getByLabel(/E-mail/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(invite).toHaveCount(0);
  });
});

test('mf-payments alone: Outstanding opens a Make Payment dialog', async ({ page }) => {
  await onStandalonePage(page, 'mf-payments', 'payer', '/app/payments/outstanding', async () => {
    // The first payee the payer may pay (never their own entry: nobody pays themselves, and other suites may have
    // left the payer owed).
    const name = /^Make Payment to /;
    await page.getByRole('button', { name }).first().click();
    const form = page.getByRole('dialog', { name });
    await expect(form.getByRole('checkbox').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(form).toHaveCount(0);
  });
});
