// Live updates (issue 18): two people at two computers. The freelancer claims a job; the PM, whose job page and
// bell are open, sees the job's status and the bell's unread count change without reloading (the notification
// poll runs every five minutes: only the event stream can bring it this soon).
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL, personAt } from '../support/session';

async function projectIdOf(page: Page, title: string): Promise<string> {
  const response = await page.request.get(`${BASE_URL}/api/projects?status=all&limit=100`);
  const project = ((await response.json()).projects as Array<{ _id: string; title: string }>).find((p) => p.title === title);
  if (!project) throw new Error(`no project "${title}"`);
  return project._id;
}

const facts = (page: Page, term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

test("a job claimed at one computer changes the PM's open job page and bell at the other, without a reload", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const pm = await personAt(browser, 'pm');
  const freelancer = await personAt(browser, 'freelancer');
  const projectId = await projectIdOf(pm, 'The Lost Wallet');
  const created = await pm.request.post(`${BASE_URL}/api/jobs`, {
    data: { projectId, jobType: 'script', body: 'Live: the opening scene.', prices: { '1': 20, '2': 30, '3': 40 } },
    headers: { Origin: BASE_URL },
  });
  expect(created.ok()).toBe(true);
  const jobId = (await created.json()).job._id as string;

  // The PM reads all their notifications, then watches the job's page.
  await pm.request.post(`${BASE_URL}/api/notifs/mark-all`, { headers: { Origin: BASE_URL } });
  await pm.goto(`/app/projects/${projectId}/jobs/${jobId}`);
  await expect(facts(pm, 'Status')).toHaveText('available');
  const bell = pm.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  let reloads = 0;
  pm.on('framenavigated', (frame) => {
    if (frame === pm.mainFrame()) reloads += 1;
  });

  // The freelancer claims it at their computer.
  const claim = await freelancer.request.post(`${BASE_URL}/api/jobs/${jobId}/claim`, { headers: { Origin: BASE_URL } });
  expect(claim.ok()).toBe(true);

  // The PM's page changes by itself: the status, the claimant, and the bell's unread count.
  await expect(facts(pm, 'Status')).toHaveText('in progress', { timeout: 10_000 });
  await expect(facts(pm, 'Claimed by')).toContainText('Fern Freelancer');
  await expect(bell).not.toHaveAccessibleName('Notifications', { timeout: 10_000 });
  expect(reloads).toBe(0);
});
