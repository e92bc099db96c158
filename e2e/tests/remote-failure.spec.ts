import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';

test('a remote that fails to load shows an error panel with Retry; the rest of the app keeps working', async ({ page }) => {
  await signIn(page, 'admin');
  await page.route('**/remotes/mf-jobs/**', (route) => route.abort());
  await page.goto('/app/jobs');

  const panel = page.getByRole('alert');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();

  // The menu, the top bar and another remote's area still work.
  await expect(page.getByRole('button', { name: /Notifications/ })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Projects', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/projects/);
  await expect(page.getByRole('tablist')).toBeVisible();

  // Back on the broken area, the network recovers and Retry brings the remote in.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await page.unroute('**/remotes/mf-jobs/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(page.getByText('Incomplete').first()).toBeVisible();
});

test('a dashboard widget whose remote fails shows its own error while the others load', async ({ page }) => {
  await signIn(page, 'freelancer');
  await page.route('**/remotes/mf-jobs/**', (route) => route.abort());
  await page.goto('/app/');
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'My Projects' })).toBeVisible();
  // The projects widget's own link (the messages column has a View All of its own).
  await expect(page.getByRole('link', { name: 'View All' }).and(page.locator('[href="/app/projects?status=all"]'))).toBeVisible();
});

test("another remote's parcel inside a remote (the project page's jobs section) fails alone, and Retry really fetches it again", async ({
  page,
}) => {
  await signIn(page, 'admin');
  const listed = (await (await page.request.get('/api/projects')).json()) as { projects: { _id: string }[] };
  const projectId = listed.projects[0]._id;

  await page.route('**/remotes/mf-jobs/**', (route) => route.abort());
  await page.goto(`/app/projects/${projectId}/jobs`);
  const section = page.locator('[data-parcel="mf-jobs/ProjectJobsSection"]');
  await expect(section.getByRole('alert')).toContainText('This part of the app could not be loaded');
  // Only the section failed: the project page around it is there.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The network is back: Retry asks the browser for mf-jobs' entry again (the page's loader re-registers the
  // remote with force, so the runtime does not answer from its cache of the failed load).
  await page.unroute('**/remotes/mf-jobs/**');
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/mf-jobs/')) fetched.push(request.url());
  });
  await section.getByRole('button', { name: 'Retry' }).click();
  await expect(section.getByRole('heading', { name: 'Jobs' })).toBeVisible();
  await expect(section.getByRole('alert')).toHaveCount(0);
  expect(fetched.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
});
