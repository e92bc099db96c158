// Turnaround (issue 24): a job goes from open to approved through the API, then an admin opens the Turnaround page
// from the users list, sees the figures, the chart and the person, downloads the CSV, and changes the period.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL, personAt } from '../support/session';

async function projectIdOf(page: Page, title: string): Promise<string> {
  const response = await page.request.get(`${BASE_URL}/api/projects?status=all&limit=100`);
  const project = ((await response.json()).projects as Array<{ _id: string; title: string }>).find((p) => p.title === title);
  if (!project) throw new Error(`no project "${title}"`);
  return project._id;
}

test('an admin opens the turnaround page, changes the period and downloads the CSV', async ({ browser }) => {
  test.setTimeout(180_000);
  const pm = await personAt(browser, 'pm');
  const freelancer = await personAt(browser, 'freelancer');
  const admin = await personAt(browser, 'admin');
  const origin = { headers: { Origin: BASE_URL } };

  // A script job opened, claimed, submitted and approved today.
  const projectId = await projectIdOf(pm, 'The Lost Wallet');
  const created = await pm.request.post(`${BASE_URL}/api/jobs`, {
    data: { projectId, jobType: 'script', body: 'Turnaround: the closing scene.', prices: { '1': 20, '2': 30, '3': 40 } },
    ...origin,
  });
  expect(created.ok()).toBe(true);
  const jobId = (await created.json()).job._id as string;
  expect((await freelancer.request.post(`${BASE_URL}/api/jobs/${jobId}/claim`, origin)).ok()).toBe(true);
  expect((await freelancer.request.post(`${BASE_URL}/api/jobs/${jobId}/submit`, { data: {}, ...origin })).ok()).toBe(true);
  expect((await pm.request.post(`${BASE_URL}/api/jobs/${jobId}/approve`, origin)).ok()).toBe(true);

  // The admin finds the page from the users list.
  await admin.goto('/app/users');
  await admin.getByRole('link', { name: 'Turnaround' }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Turnaround');
  const byType = admin.getByRole('region', { name: 'By job type and star level' });
  await expect(byType.getByRole('rowheader').filter({ hasText: 'Script Writing' }).first()).toBeVisible();
  await expect(admin.getByRole('img', { name: /^Chart of the median hours/ })).toBeVisible();
  const byPerson = admin.getByRole('region', { name: 'By person' });
  await expect(byPerson.getByRole('rowheader', { name: 'Fern Freelancer' })).toBeVisible();

  // The CSV holds the same figures.
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^turnaround \d{4}-\d{2}-\d{2} \d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.startsWith('\ufeffTurnaround,')).toBe(true);
  expect(csv).toContain('\r\nscript,');
  expect(csv).toMatch(/\r\nFern Freelancer,\d+,/);

  // A period long ago: nothing happened then; the address keeps the period.
  await admin.getByLabel('From', { exact: true }).fill('2020-01-01');
  await admin.getByLabel('To', { exact: true }).fill('2020-01-31');
  await expect(admin.getByText('No job was claimed, submitted or approved in this period.')).toBeVisible();
  expect(new URL(admin.url()).search).toBe('?from=2020-01-01&to=2020-01-31');
  await expect(admin.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    '/api/reports/turnaround.csv?from=2020-01-01&to=2020-01-31',
  );
});
