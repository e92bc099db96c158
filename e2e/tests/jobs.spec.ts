import { expect, test, type Page } from '@playwright/test';
import { BASE_URL, expectInBell, personAt } from '../support/session';

async function projectIdOf(page: Page, title: string): Promise<string> {
  const response = await page.request.get(`${BASE_URL}/api/projects?status=all&limit=100`);
  const project = ((await response.json()).projects as Array<{ _id: string; title: string }>).find((p) => p.title === title);
  if (!project) throw new Error(`no project "${title}"`);
  return project._id;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const facts = (page: Page, term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

test('a job from creation to payment, each step seen from the other side', async ({ browser }) => {
  test.setTimeout(240_000);
  const pm = await personAt(browser, 'pm');
  const freelancer = await personAt(browser, 'freelancer');
  const admin = await personAt(browser, 'admin');
  const projectId = await projectIdOf(pm, 'The Lost Wallet');

  // The PM creates a script-writing job in the project; the prices come pre-filled from the pricing table.
  await pm.goto(`/app/projects/${projectId}/jobs`);
  await pm.getByRole('button', { name: '+ Create Job' }).click();
  const form = pm.getByRole('dialog');
  await form.getByLabel('Job type').selectOption('script');
  for (const level of ['Level 1 (Trainee)', 'Level 2 (Normal)', 'Level 3 (Premium)']) {
    await expect(form.getByLabel(level)).not.toHaveValue('');
  }
  await form.getByLabel('Description').fill('Write the **opening** scene.');
  await form
    .getByLabel('Attach files')
    .setInputFiles({ name: 'brief.txt', mimeType: 'text/plain', buffer: Buffer.from('Open on a rainy street.\n') });
  await expect(form.getByRole('list', { name: 'Attached files' }).getByText('brief.txt')).toBeVisible();
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(pm.getByText('Job created')).toBeVisible();
  await expect(pm).toHaveURL(new RegExp(`/app/projects/${projectId}/jobs/[0-9a-f-]{36}$`));
  const jobId = pm.url().split('/').pop() as string;
  const pmJobUrl = `/app/projects/${projectId}/jobs/${jobId}`;
  // Inside the project page the job is an h2 (the page's h1 is the project title).
  await expect(pm.getByRole('heading', { level: 2, name: 'Script Writing' })).toBeVisible();
  await expect(facts(pm, 'Status')).toHaveText('available');

  // The freelancer hears of it, sees it as available and claims it.
  await freelancer.goto('/app/jobs?status=open');
  await expectInBell(freelancer, 'Paul Manager posted a new Script Writing job in The Lost Wallet');
  const item = freelancer.getByRole('listitem', { name: 'Script Writing The Lost Wallet' }).filter({ hasText: 'available' });
  await expect(item).toHaveCount(1);
  await item.getByRole('link', { name: 'Script Writing' }).click();
  await expect(freelancer).toHaveURL(`/app/jobs/${jobId}`);
  await expect(freelancer.getByText('opening', { exact: true })).toBeVisible();
  await expect(freelancer.getByRole('link', { name: 'brief.txt' })).toBeVisible();
  await expect(facts(freelancer, 'Price')).toHaveText('Level 3: $49'); // only the tier of the freelancer's own level
  await freelancer.getByRole('button', { name: 'Claim' }).click();
  await expect(facts(freelancer, 'Status')).toHaveText('in progress');
  await expect(facts(freelancer, 'Claimed by')).toContainText('Fern Freelancer');

  // The PM sees the claim, in the bell and on the job.
  await pm.goto(pmJobUrl);
  await expectInBell(pm, 'Fern Freelancer claimed the Script Writing job in The Lost Wallet');
  await expect(facts(pm, 'Status')).toHaveText('in progress');
  await expect(facts(pm, 'Claimed by')).toContainText('Fern Freelancer');

  // Submitted; the PM asks for a revision; the freelancer hears of it and submits again.
  await freelancer.getByRole('button', { name: 'Submit for Approval' }).click();
  await freelancer
    .getByRole('dialog', { name: 'Submit for Approval' })
    .getByRole('button', { name: 'Submit', exact: true })
    .click();
  await expect(facts(freelancer, 'Status')).toHaveText('pending approval');
  await pm.goto(pmJobUrl);
  await expectInBell(pm, 'Fern Freelancer submitted the Script Writing job in The Lost Wallet for approval');
  await pm.getByRole('button', { name: 'Request Revision' }).click();
  await pm.getByRole('dialog', { name: 'Request Revision' }).getByRole('button', { name: 'Request Revision' }).click();
  await expect(facts(pm, 'Status')).toHaveText('in progress');
  await freelancer.goto(`/app/jobs/${jobId}`);
  await expectInBell(freelancer, 'Paul Manager requested a revision of your Script Writing job in The Lost Wallet');
  await expect(facts(freelancer, 'Status')).toHaveText('in progress');
  await freelancer.getByRole('button', { name: 'Submit for Approval' }).click();
  await freelancer
    .getByRole('dialog', { name: 'Submit for Approval' })
    .getByRole('button', { name: 'Submit', exact: true })
    .click();
  await expect(facts(freelancer, 'Status')).toHaveText('pending approval');

  // The PM approves; the freelancer sees it completed.
  await pm.goto(pmJobUrl);
  await pm.getByRole('button', { name: 'Approve' }).click();
  await pm.getByRole('dialog', { name: 'Approve this job?' }).getByRole('button', { name: 'Approve' }).click();
  await expect(facts(pm, 'Status')).toHaveText('completed');
  await freelancer.goto(`/app/jobs/${jobId}`);
  await expectInBell(freelancer, 'Paul Manager approved your Script Writing job in The Lost Wallet');
  await expect(facts(freelancer, 'Status')).toHaveText('completed');
  await expect(facts(freelancer, 'Paid')).toHaveText('Not yet');

  // The admin adds a bonus (offered at the role's bonus from the pricing table) and marks the job paid.
  await admin.goto(`/app/jobs/${jobId}`);
  await expect(facts(admin, 'Payment info')).toHaveText('PayPal: fern@example.com');
  await admin.getByRole('button', { name: 'Job menu' }).click();
  await admin.getByRole('menuitem', { name: 'Add Bonus' }).click();
  const bonus = admin.getByRole('dialog', { name: 'Bonus' });
  await expect(bonus.getByLabel('Amount (dollars)')).not.toHaveValue('');
  await bonus.getByLabel('Amount (dollars)').fill('12.5');
  await bonus.getByRole('button', { name: 'Save' }).click();
  await expect(facts(admin, 'Bonus')).toHaveText('$12.50');
  await expect(facts(admin, 'Bonus paid')).toHaveText('Not yet');
  await admin.getByRole('button', { name: 'Job menu' }).click();
  await admin.getByRole('menuitem', { name: 'Mark Paid' }).click();
  await expect(facts(admin, 'Paid')).not.toHaveText('Not yet');
  await admin.getByRole('button', { name: 'Job menu' }).click();
  await admin.getByRole('menuitem', { name: 'Mark Bonus Paid' }).click();
  await expect(facts(admin, 'Bonus paid')).not.toHaveText('Not yet');

  // The freelancer sees the job and the bonus paid (the bonus amount is for admins and the project's PMs).
  await freelancer.goto(`/app/jobs/${jobId}`);
  await expect(facts(freelancer, 'Paid')).not.toHaveText('Not yet');
  await expect(facts(freelancer, 'Bonus paid')).not.toHaveText('Not yet');
  await expect(freelancer.locator('dt', { hasText: /^Bonus$/ })).toHaveCount(0);
  // The PM of the project sees the bonus amount.
  await pm.goto(pmJobUrl);
  await expect(facts(pm, 'Bonus')).toHaveText('$12.50');
});

test('two people claim the same job at once: one gets it, the other is told by the server', async ({ browser }) => {
  const staff = await personAt(browser, 'staff');
  const freelancer = await personAt(browser, 'freelancer');
  // An open storyboard job both may claim (both hold the role; nobody is invited in particular).
  const open = (await (await staff.request.get(`${BASE_URL}/api/jobs?status=open&filter=storyboard&limit=100`)).json())
    .jobs as Array<{
    _id: string;
    staff: unknown[];
  }>;
  const job = open.find((candidate) => candidate.staff.length === 0);
  if (!job) throw new Error('no open storyboard job for everyone in the demo data');
  await staff.goto(`/app/jobs/${job._id}`);
  await freelancer.goto(`/app/jobs/${job._id}`);
  await expect(staff.getByRole('button', { name: 'Claim' })).toBeVisible();
  await expect(freelancer.getByRole('button', { name: 'Claim' })).toBeVisible();

  await Promise.all([
    staff.getByRole('button', { name: 'Claim' }).click(),
    freelancer.getByRole('button', { name: 'Claim' }).click(),
  ]);

  const outcome = async (page: Page) => {
    const won = page.locator('dt', { hasText: /^Status$/ }).locator('xpath=following-sibling::dd[1]', { hasText: 'in progress' });
    const lost = page.getByRole('alert').filter({ hasText: 'Job already claimed' });
    await expect(won.or(lost).first()).toBeVisible();
    return (await lost.count()) > 0 ? 'lost' : 'won';
  };
  expect([await outcome(staff), await outcome(freelancer)].sort()).toEqual(['lost', 'won']);
  for (const page of [staff, freelancer]) await expect(page.getByRole('button', { name: 'Claim' })).toHaveCount(0);
});

test('the job list: filters, heading, admin staff lookup and the project jobs section with job stats', async ({ browser }) => {
  const admin = await personAt(browser, 'admin');
  await admin.goto('/app/jobs');
  await expect(admin).toHaveURL(/status=incomplete/);
  await expect(heading(admin)).toHaveText('Jobs not done yet');
  await admin.getByLabel('Job type').selectOption('voice');
  // The heading says what the list is; the chosen type stands beside it.
  const list = admin.getByRole('region', { name: 'Jobs not done yet' });
  await expect(list.locator('header').getByText('Voice Over', { exact: true })).toBeVisible();
  await expect(heading(admin)).toHaveText('Jobs not done yet');
  await expect(admin).toHaveURL(/filter=voice/);
  await admin.getByLabel('Staff').fill('Fern');
  await admin.getByRole('button', { name: /Fern Freelancer/ }).click();
  await expect(admin).toHaveURL(/user=[0-9a-f-]{36}/);
  const jobs = list.getByRole('listitem');
  await expect(jobs.filter({ hasText: 'Claimed by Fern Freelancer' }).first()).toBeVisible();
  await expect(jobs.filter({ hasNotText: 'Claimed by Fern Freelancer' })).toHaveCount(0);
  await expect(admin.getByRole('link', { name: 'Outstanding Payments' })).toHaveAttribute('href', '/app/payments/outstanding');

  const projectId = await projectIdOf(admin, 'Rent Day');
  await admin.goto(`/app/projects/${projectId}/jobs`);
  const stats = admin.getByRole('complementary').getByRole('region', { name: 'Job stats' });
  await expect(stats.getByText(/^\$[\d,.]+$/)).toBeVisible();
  await expect(admin.getByRole('button', { name: '+ Create Job' })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'View All' })).toHaveAttribute(
    'href',
    `/app/jobs?status=incomplete&projectId=${projectId}`,
  );
});
