// Due dates (issue 24): a PM sets a due date when creating a job; the freelancer who claims it sees the countdown
// on the dashboard's My Jobs; the PM moves the date from the job menu and the project's PM logs say so.
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL, personAt } from '../support/session';

async function projectIdOf(page: Page, title: string): Promise<string> {
  const response = await page.request.get(`${BASE_URL}/api/projects?status=all&limit=100`);
  const project = ((await response.json()).projects as Array<{ _id: string; title: string }>).find((p) => p.title === title);
  if (!project) throw new Error(`no project "${title}"`);
  return project._id;
}

/** A `datetime-local` value about `hours` from now on the browser's own clock (the input keeps whole minutes). */
const localInHours = (page: Page, hours: number) =>
  page.evaluate((h) => {
    const d = new Date(Date.now() + h * 3_600_000 + 30_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }, hours);

test('a PM sets a due date and the freelancer sees the countdown on the dashboard', async ({ browser }) => {
  test.setTimeout(180_000);
  const pm = await personAt(browser, 'pm');
  const freelancer = await personAt(browser, 'freelancer');
  const projectId = await projectIdOf(pm, 'The Lost Wallet');

  await pm.goto(`/app/projects/${projectId}/jobs`);
  await pm.getByRole('button', { name: '+ Create Job' }).click();
  const form = pm.getByRole('dialog');
  await form.getByLabel('Job type').selectOption('voice');
  await expect(form.getByLabel('Level 2 (Normal)')).not.toHaveValue('');
  await form.getByLabel('Due date').fill(await localInHours(pm, 50));
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(pm).toHaveURL(new RegExp(`/app/projects/${projectId}/jobs/[0-9a-f-]{36}$`));
  const jobId = pm.url().split('/').pop() as string;
  await expect(pm.getByTestId('job-due')).toContainText(/2d [12]h \d+m left/);

  await freelancer.goto(`/app/jobs/${jobId}`);
  await freelancer.getByRole('button', { name: 'Claim' }).click();
  await expect(freelancer.getByTestId('job-due')).toContainText(/2d [12]h \d+m left/);

  // My Jobs lists the soonest due first: this job, with its countdown.
  await freelancer.goto('/app/');
  await expect(freelancer.getByRole('heading', { name: 'My Jobs' })).toBeVisible();
  // Only My Jobs shows jobs on the dashboard.
  await expect(freelancer.getByTestId('job-due').first()).toContainText(/2d [12]h \d+m left/);

  // The PM moves the date; the PM logs record it.
  await pm.getByRole('button', { name: 'Job menu' }).click();
  await pm.getByRole('menuitem', { name: 'Change due date' }).click();
  const dialog = pm.getByRole('dialog', { name: 'Change due date' });
  await dialog.getByLabel('Due date').fill(await localInHours(pm, 5));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(pm.getByTestId('job-due')).toContainText(/0d [45]h \d+m left/);
  const logs = await pm.request.get(`${BASE_URL}/api/projects/${projectId}/logs`);
  expect(JSON.stringify(await logs.json())).toContain('job-due');
});
