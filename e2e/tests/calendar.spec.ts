// The studio calendar (issue 24): an admin marks a project ready with its planned launch dates (Mark as Ready asks
// for them), the project page shows them, a PM gives a job a due date on the same day, and both appear on the
// calendar the admin opens from the menu, in the week and in the month (a list of days on a phone); the PM sees the
// job on theirs.
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL, personAt } from '../support/session';

async function projectIdOf(page: Page, title: string): Promise<string> {
  const response = await page.request.get(`${BASE_URL}/api/projects?status=all&limit=100`);
  const project = ((await response.json()).projects as Array<{ _id: string; title: string }>).find((p) => p.title === title);
  if (!project) throw new Error(`no project "${title}"`);
  return project._id;
}

/** The browser's own calendar day `days` from today, as a date field takes it (YYYY-MM-DD). */
const dayIn = (page: Page, days: number) =>
  page.evaluate((n) => {
    const d = new Date(Date.now() + n * 86_400_000);
    const pad = (v: number) => String(v).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  }, days);

test('launches and due jobs on the calendar, from Mark as Ready and a due date', async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await personAt(browser, 'admin');
  const pm = await personAt(browser, 'pm');
  const launchDay = await dayIn(admin, 10);
  const youTubeDay = await dayIn(admin, 11);

  // Mark as Ready asks for the planned launch date of each platform; the project page then shows them.
  const readyId = await projectIdOf(admin, 'The Wedding Crasher');
  await admin.goto(`/app/projects/${readyId}/scenes`);
  await admin.getByRole('button', { name: 'Mark as Ready' }).click();
  const ask = admin.getByRole('dialog');
  await ask.getByLabel('Planned Facebook launch date').fill(launchDay);
  await ask.getByLabel('Planned YouTube launch date').fill(youTubeDay);
  await ask.getByRole('button', { name: 'Mark as Ready' }).click();
  await expect(ask).toBeHidden();
  const planned = admin.getByTestId('planned-launches');
  await expect(planned).toContainText('Facebook');
  await expect(planned).toContainText('YouTube');

  // A job due at noon on the launch day, given by the PM.
  const jobProject = await projectIdOf(pm, 'The Lost Wallet');
  const created = await pm.request.post(`${BASE_URL}/api/jobs`, {
    data: {
      projectId: jobProject,
      jobType: 'voice',
      body: 'Calendar: the narration.',
      prices: { '1': 20, '2': 30, '3': 40 },
      dueAt: new Date(`${launchDay}T12:00:00`).toISOString(),
    },
    headers: { Origin: BASE_URL },
  });
  expect(created.ok()).toBe(true);
  const jobId = (await created.json()).job._id as string;

  // The admin opens the calendar from the menu: this month.
  await admin.goto('/app/');
  await admin.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Calendar' }).click();
  await expect(admin).toHaveURL(/\/app\/projects\/calendar$/);
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Calendar');

  // The week of the launch day holds the launch and the job, each opening its page.
  await admin.goto(`/app/projects/calendar?view=week&date=${launchDay}`);
  const launch = admin.getByRole('link', { name: 'Facebook launch: The Wedding Crasher' });
  await expect(launch).toHaveAttribute('href', `/app/projects/${readyId}`);
  await expect(admin.getByRole('link', { name: 'YouTube launch: The Wedding Crasher' })).toBeVisible();
  const job = admin.getByRole('link', { name: /^Due .* Voice Over · The Lost Wallet$/ });
  await expect(job).toHaveAttribute('href', `/app/projects/${jobProject}/jobs/${jobId}`);

  // The same items in the month, after switching the view.
  await admin.getByRole('button', { name: 'Month', exact: true }).click();
  await expect(admin.getByRole('button', { name: 'Month', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(admin.getByRole('link', { name: 'Facebook launch: The Wedding Crasher' })).toBeVisible();
  await expect(job).toBeVisible();

  // On a phone the period is a list of the days that hold something, without sideways scrolling.
  await admin.setViewportSize({ width: 390, height: 800 });
  await expect(admin.getByRole('link', { name: 'Facebook launch: The Wedding Crasher' })).toBeVisible();
  await expect(job).toBeVisible();
  const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The PM sees the job of their project too; opening it shows the job.
  await pm.goto(`/app/projects/calendar?view=week&date=${launchDay}`);
  await pm.getByRole('link', { name: /^Due .* Voice Over · The Lost Wallet$/ }).click();
  await expect(pm).toHaveURL(new RegExp(`/app/projects/${jobProject}/jobs/${jobId}$`));
});
