import { expect, test, type Locator, type Page } from '@playwright/test';
import { BASE_URL, expectInBell, personAt } from '../support/session';

type ListedJob = {
  _id: string;
  jobType: string;
  title: string;
  project: { _id: string; title: string };
  claimedBy: { name: string } | null;
  actions: string[];
};
type Entry = { user: { name: string }; items: Array<{ _id: string; kind: string; amount: number }> };

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const entryOf = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Outstanding Payments' }).getByRole('listitem', { name, exact: true });
/** The row of a job in a lines table (job label, project, amount, performance-based). */
const lineRow = (scope: Locator, label: string, project: string) =>
  scope
    .getByRole('row')
    .filter({ has: scope.page().getByRole('cell', { name: label, exact: true }) })
    .filter({ hasText: project });

test('a job from approval to payment: the freelancer sees it owed, the payer pays it, the freelancer is told', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const pm = await personAt(browser, 'pm');
  const freelancer = await personAt(browser, 'freelancer');
  const payer = await personAt(browser, 'payer');

  // A job Fern Freelancer submitted that the PM may approve (demo data).
  const pending = (await (await pm.request.get(`${BASE_URL}/api/jobs?status=pending&limit=100`)).json()).jobs as ListedJob[];
  const job = pending.find(
    (candidate) =>
      candidate.claimedBy?.name === 'Fern Freelancer' && candidate.jobType !== 'other' && candidate.actions.includes('approve'),
  );
  if (!job) throw new Error('no submitted job of Fern Freelancer the PM may approve in the demo data');
  const project = job.project.title;

  // The PM approves it: the pay is fixed now.
  await pm.goto(`/app/jobs/${job._id}`);
  const label = (await heading(pm).textContent()) ?? '';
  await pm.getByRole('button', { name: 'Approve' }).click();
  await pm.getByRole('dialog', { name: 'Approve this job?' }).getByRole('button', { name: 'Approve' }).click();
  await expect(pm.locator('dt', { hasText: /^Status$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('completed');

  // The freelancer sees it on Outstanding, among what they are owed; no Make Payment for them.
  await freelancer.goto('/app/payments/outstanding');
  await expect(heading(freelancer)).toHaveText('Outstanding Payments');
  const own = entryOf(freelancer, 'Fern Freelancer');
  await expect(lineRow(own, label, project)).toHaveCount(1);
  await expect(freelancer.getByRole('button', { name: /Make Payment/ })).toHaveCount(0);
  await expect(freelancer.getByText(/Payment info/)).toHaveCount(0);
  const owed = (await (await freelancer.request.get(`${BASE_URL}/api/payments/outstanding`)).json()).entries as Entry[];
  expect(owed.map((entry) => entry.user.name)).toEqual(['Fern Freelancer']);
  const amount = owed[0].items.find((item) => item._id === job._id && item.kind === 'job')?.amount;
  expect(amount).toEqual(expect.any(Number));

  // The payer opens Outstanding, sees Fern's payment info, and pays just this job with a receipt and a comment.
  await payer.goto('/app/payments/outstanding');
  const fern = entryOf(payer, 'Fern Freelancer');
  await expect(fern.getByText('Payment info: PayPal: fern@example.com')).toBeVisible();
  await fern.getByRole('button', { name: 'Make Payment to Fern Freelancer' }).click();
  const form = payer.getByRole('dialog', { name: 'Make Payment to Fern Freelancer' });
  const boxes = form.getByRole('checkbox');
  for (const box of await boxes.all()) await box.uncheck();
  await expect(form.getByRole('button', { name: /^Pay / })).toBeDisabled();
  await form.getByRole('checkbox', { name: new RegExp(`^${label} · ${project} ·`) }).check();
  await form
    .getByLabel('Receipt (optional)')
    .setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(form.getByRole('button', { name: 'Remove the receipt receipt.pdf' })).toBeVisible();
  await form.getByLabel('Comments (optional)').fill('Paid by bank transfer');
  await form.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(payer.getByText('Payment created')).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(lineRow(fern, label, project)).toHaveCount(0);

  // The freelancer's Outstanding no longer lists it; the History shows the payment; the bell tells them.
  await freelancer.goto('/app/payments/outstanding');
  await expect(entryOf(freelancer, 'Fern Freelancer')).toBeVisible();
  await expect(lineRow(entryOf(freelancer, 'Fern Freelancer'), label, project)).toHaveCount(0);
  await freelancer.getByRole('navigation', { name: 'Payments' }).getByRole('link', { name: 'History' }).click();
  await expect(heading(freelancer)).toHaveText('Payment History');
  const payment = freelancer.getByRole('listitem', { name: /^Fern Freelancer / }).first();
  await expect(payment.getByText(/by Pat Payer/)).toBeVisible();
  await payment.getByRole('button', { name: /Details/ }).click();
  await expect(lineRow(payment, label, project)).toHaveCount(1);
  await expect(payment.getByText('Paid by bank transfer')).toBeVisible();
  await expect(payment.getByText('receipt.pdf')).toBeVisible();
  await expectInBell(freelancer, /Pat Payer recorded a payment of \$[\d,.]+ for you/);

  // The payer's History has it too.
  await payer.getByRole('navigation', { name: 'Payments' }).getByRole('link', { name: 'History' }).click();
  await expect(
    payer
      .getByRole('listitem', { name: /^Fern Freelancer / })
      .first()
      .getByText(/by Pat Payer/),
  ).toBeVisible();
});

test('Make Payment is for the payment role only, and never on one’s own entry', async ({ browser }) => {
  const staff = await personAt(browser, 'staff');
  await staff.goto('/app/payments/outstanding');
  await expect(entryOf(staff, 'Sara Staff')).toBeVisible();
  await expect(staff.getByRole('button', { name: /Make Payment/ })).toHaveCount(0);

  const admin = await personAt(browser, 'admin');
  await admin.goto('/app/payments/outstanding');
  await expect(entryOf(admin, 'Fern Freelancer')).toBeVisible();
  await expect(admin.getByRole('button', { name: /Make Payment/ })).toHaveCount(0);

  // The payer is owed for a job of their own: their entry offers no Make Payment, the others do.
  const payer = await personAt(browser, 'payer');
  await payer.goto('/app/payments/outstanding');
  await expect(entryOf(payer, 'Pat Payer')).toBeVisible();
  await expect(entryOf(payer, 'Pat Payer').getByRole('button', { name: /Make Payment/ })).toHaveCount(0);
  await expect(entryOf(payer, 'Sara Staff').getByRole('button', { name: 'Make Payment to Sara Staff' })).toBeVisible();
});
