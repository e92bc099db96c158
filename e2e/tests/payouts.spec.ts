// Payouts and the money a freelancer can take away (issue 22): the payer chooses Fern's outstanding entry, exports it
// as a CSV for the bank and records it as paid with Fern's transfer slip; Fern opens the payment, downloads the
// slip and the earnings statement (CSV, and the printout on one A4 page) and sees the PB breakdown. A PM sees the
// quote before jobs open beside a project's Jobs section.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL, personAt } from '../support/session';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
/** Dollars as the app shows them: cents only when there are any ("$1,234", "$1,234.50"). */
const money = (value: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Math.round(value * 100) % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value);
const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Payments' }).getByRole('link', { name });

test('the payer exports and records a payout; the freelancer opens it, downloads the receipt and the statement, sees the PB breakdown', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const payer = await personAt(browser, 'payer');
  const freelancer = await personAt(browser, 'freelancer');

  // What Fern is owed now (demo data), as the payer's outstanding list sends it.
  const owed = (await (await payer.request.get(`${BASE_URL}/api/payments/outstanding?limit=100`)).json()).entries as Array<{
    user: { name: string };
    total: number;
  }>;
  const fernOwed = owed.find((entry) => entry.user.name === 'Fern Freelancer');
  if (!fernOwed) throw new Error('Fern Freelancer is owed nothing in the demo data');
  const amount = money(fernOwed.total);

  // The payer chooses Fern's entry: the payout bar counts it.
  await payer.goto('/app/payments/outstanding');
  await expect(heading(payer)).toHaveText('Outstanding Payments');
  const bar = payer.getByRole('region', { name: 'Payout' });
  await expect(bar).toContainText('Tick the payees to pay');
  await payer.getByRole('checkbox', { name: 'Include in payout: Fern Freelancer' }).check();
  await expect(bar).toContainText('1 payee chosen');

  // Export CSV: a download for the bank with Fern's payment info, UTF-8 with a byte-order mark.
  const [csv] = await Promise.all([payer.waitForEvent('download'), bar.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/^payouts \d{4}-\d{2}-\d{2}\.csv$/);
  const exported = readFileSync(await csv.path(), 'utf8');
  expect(exported.startsWith('\ufeffPayee,Payment info,Amount,')).toBe(true);
  expect(exported).toContain(`Fern Freelancer,PayPal: fern@example.com,${fernOwed.total},`);

  // Record as paid, with Fern's transfer slip.
  await bar.getByRole('button', { name: 'Record as paid' }).click();
  const dialog = payer.getByRole('dialog', { name: 'Record the payout as paid' });
  await dialog
    .getByLabel('Receipt for Fern Freelancer (optional)')
    .setInputFiles({ name: 'slip-fern.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(dialog.getByRole('button', { name: 'Remove the receipt slip-fern.pdf' })).toBeVisible();
  await dialog.getByLabel('Comments (optional)').fill('Payout batch by bank transfer');
  await dialog.getByRole('button', { name: `Record ${amount} as paid` }).click();
  await expect(payer.getByText('Payout batch recorded')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(
    payer.getByRole('region', { name: 'Outstanding Payments' }).getByRole('listitem', { name: 'Fern Freelancer', exact: true }),
  ).toHaveCount(0);

  // Fern opens the payment in the History and downloads the slip through the authorised download path.
  await freelancer.goto('/app/payments');
  await expect(heading(freelancer)).toHaveText('Payment History');
  const payment = freelancer
    .getByRole('listitem', { name: new RegExp(`^Fern Freelancer ${amount.replace('$', '\\$')} `) })
    .first();
  await expect(payment.getByText(/by Pat Payer/)).toBeVisible();
  await payment.getByRole('button', { name: /Details/ }).click();
  await expect(payment.getByText('Payout batch by bank transfer')).toBeVisible();
  const [slip] = await Promise.all([
    freelancer.waitForEvent('download'),
    payment.getByRole('button', { name: 'slip-fern.pdf' }).click(),
  ]);
  expect(slip.suggestedFilename()).toBe('slip-fern.pdf');

  // The statement of this month lists the payment's lines as paid; its CSV downloads; the printout is one A4 page.
  await freelancer.goto('/app/payments');
  await nav(freelancer, 'Statement').click();
  await expect(heading(freelancer)).toHaveText('Earnings Statement');
  await expect(freelancer.getByRole('heading', { name: 'Earnings statement of Fern Freelancer' })).toBeVisible();
  await expect(
    freelancer.getByRole('region', { name: 'Jobs and payouts in the period' }).getByRole('cell', { name: 'Paid' }).first(),
  ).toBeVisible();
  const [statementCsv] = await Promise.all([
    freelancer.waitForEvent('download'),
    freelancer.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(statementCsv.suggestedFilename()).toMatch(/^earnings Fern Freelancer .*\.csv$/);
  const statement = readFileSync(await statementCsv.path(), 'utf8');
  expect(statement.startsWith('\ufeffEarnings statement: Fern Freelancer')).toBe(true);
  await freelancer.emulateMedia({ media: 'print' });
  const pdf = (await freelancer.pdf({ format: 'A4', printBackground: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page(?!s)/g) ?? []).toHaveLength(1);
  await freelancer.emulateMedia({ media: 'screen' });

  // The PB breakdown.
  await nav(freelancer, 'PB Breakdown').click();
  await expect(heading(freelancer)).toHaveText('PB Breakdown');
  await expect(freelancer.getByText('Lifetime earnings')).toBeVisible();
});

test("a PM sees the quote before jobs open beside a project's Jobs section; a freelancer does not", async ({ browser }) => {
  const pm = await personAt(browser, 'pm');
  const projects = (await (await pm.request.get(`${BASE_URL}/api/projects?status=all&limit=100`)).json()).projects as Array<{
    _id: string;
  }>;
  let quoted: { id: string; total: number } | null = null;
  for (const project of projects) {
    const response = await pm.request.get(`${BASE_URL}/api/projects/${project._id}/quote`);
    if (response.ok()) {
      quoted = { id: project._id, total: (await response.json()).total };
      break;
    }
  }
  if (!quoted) throw new Error('the PM may create jobs on no project of the demo data');
  await pm.goto(`/app/projects/${quoted.id}/jobs`);
  const quote = pm.getByRole('region', { name: 'Quote before jobs open' });
  const total = money(quoted.total);
  await expect(quote.getByRole('row', { name: new RegExp(`^Total ${total.replace('$', '\\$')}`) })).toBeVisible();

  const freelancer = await personAt(browser, 'freelancer');
  expect((await freelancer.request.get(`${BASE_URL}/api/projects/${quoted.id}/quote`)).status()).toBeGreaterThanOrEqual(403);
});
