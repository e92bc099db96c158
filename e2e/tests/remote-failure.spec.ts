import { expect, test } from '@playwright/test';
import { BASE_URL, signIn } from '../support/session';

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

/**
 * A stand-in for mf-jobs' remoteEntry.js: a container the federation runtime accepts, whose `./app` either is
 * missing (a deploy older than today's RemoteModules) or throws in bootstrap (an error in the part).
 */
function brokenEntry(kind: 'missing' | 'bootstrap'): string {
  const get =
    kind === 'missing'
      ? `function (module) { return Promise.reject(new Error('Module "' + module + '" does not exist in container.')); }`
      : `function () {
          return Promise.resolve(function () {
            var done = function () { return Promise.resolve(); };
            return { default: { bootstrap: function () { return Promise.reject(new Error('bootstrap exploded')); }, mount: done, unmount: done } };
          });
        }`;
  return `self["mf-jobs"] = { init: function () { return Promise.resolve(); }, get: ${get} };`;
}

const ENTRY = '**/remotes/mf-jobs/**/remoteEntry.js';

test('a part that fails while starting says so, and Retry (once the deploy is fixed) fetches the registry and the entry again and mounts it', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.route(ENTRY, (route) => route.fulfill({ contentType: 'text/javascript', body: brokenEntry('bootstrap') }));
  await page.goto('/app/jobs');
  await expect(page.getByRole('alert')).toContainText('This part of the app stopped working.');

  // The deploy is fixed: Retry asks the server for the registry and the browser for the entry again.
  await page.unroute(ENTRY);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Incomplete').first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(fetched).toContain('/api/remotes');
  expect(fetched.some((path) => path.startsWith('/remotes/mf-jobs/') && path.endsWith('/remoteEntry.js'))).toBe(true);
});

test('a deploy lacking a module today’s shell needs is named as incompatible (in the reader’s language), and logged with the module', async ({
  page,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await signIn(page, 'admin');
  await page.route(ENTRY, (route) => route.fulfill({ contentType: 'text/javascript', body: brokenEntry('missing') }));
  await page.goto('/app/jobs');
  await expect(page.getByRole('alert')).toContainText('This part was deployed with an incompatible version.');
  expect(logged.some((line) => line.includes('incompatible') && line.includes('mf-jobs/app'))).toBe(true);

  // In Thai too.
  const setLocale = async (locale: 'en' | 'th') =>
    expect(
      (await page.request.post(`${BASE_URL}/api/accounts/locale`, { data: { locale }, headers: { Origin: BASE_URL } })).ok(),
    ).toBe(true);
  await setLocale('th');
  try {
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('ส่วนนี้ของแอปถูกติดตั้งด้วยเวอร์ชันที่เข้ากันไม่ได้');

    // A fixed deploy: Retry brings the area in.
    await page.unroute(ENTRY);
    await page.getByRole('button', { name: 'ลองอีกครั้ง' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
  } finally {
    await setLocale('en');
  }
});
