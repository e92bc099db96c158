/**
 * What a person met on a phone (390×844) and with a keyboard (issue 13): the bell's panel, the jobs list, the
 * outstanding payments, the menu of a job, and a freelancer who has not agreed to the terms. The every-screen suite
 * checks every screen's overflow and axe; these check what it cannot see from one screenshot.
 */
import { expect, test } from '@playwright/test';
import { BASE_URL, createStaffMember, PASSWORD, personAt, signIn, signInWith } from '../support/session';

const PHONE = { width: 390, height: 844 };

test.describe('at phone size', () => {
  test.use({ viewport: PHONE });

  test("the bell's panel opens on the screen, its title whole", async ({ page }) => {
    await signIn(page, 'freelancer');
    await page.goto('/app/jobs');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  });

  test('the first job shows in the top half of the first screenful; the filters wait behind a button', async ({ page }) => {
    await signIn(page, 'freelancer');
    await page.goto('/app/jobs?status=open');
    const firstJob = page.locator('section[aria-labelledby="job-list-heading"] li').first();
    await expect(firstJob).toBeVisible();
    expect((await firstJob.boundingBox())!.y).toBeLessThan(PHONE.height / 2);
    await expect(page.getByLabel('Job type')).toBeHidden();
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByLabel('Job type')).toBeVisible();
  });

  test('the project list shows its first project in the first screenful, the tabs one strip', async ({ page }) => {
    await signIn(page, 'pm');
    await page.goto('/app/projects?status=all');
    const tabs = page.getByRole('tablist', { name: /./ });
    const firstProject = page.getByRole('tabpanel').getByRole('listitem').first();
    await expect(firstProject).toBeVisible();
    expect((await firstProject.boundingBox())!.y).toBeLessThan(PHONE.height);
    expect((await tabs.boundingBox())!.height).toBeLessThan(80);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});

test.describe('at phone size, with something owed', () => {
  test.use({ viewport: PHONE });

  test("the payer's outstanding payments fit the screen: each payee's total and each line's amount and PB are on it", async ({
    page,
    browser,
  }) => {
    // Something owed, performance-based, whatever earlier tests paid: the admin prices a job for Sara Staff, she
    // claims and submits it, the admin approves it (the app's own calls, as the job page makes them).
    const headers = { Origin: BASE_URL };
    const admin = await personAt(browser, 'admin');
    const staff = await personAt(browser, 'staff');
    const staffId = ((await (await staff.request.get(`${BASE_URL}/api/session`)).json()) as { user: { _id: string } }).user._id;
    const projects = (await (await admin.request.get(`${BASE_URL}/api/projects?status=all&limit=1`)).json()) as {
      projects: { _id: string }[];
    };
    const title = `Phone payout check ${Date.now()}`;
    const created = await admin.request.post(`${BASE_URL}/api/jobs`, {
      data: { projectId: projects.projects[0]._id, jobType: 'other', title, price: 12.5, perfBased: true, staff: [staffId] },
      headers,
    });
    expect(created.status(), await created.text()).toBe(201);
    const jobId = ((await created.json()) as { job: { _id: string } }).job._id;
    for (const [who, step] of [
      [staff, 'claim'],
      [staff, 'submit'],
      [admin, 'approve'],
    ] as const) {
      const answer = await who.request.post(`${BASE_URL}/api/jobs/${jobId}/${step}`, { headers });
      expect(answer.ok(), `${step}: ${await answer.text()}`).toBe(true);
    }
    await admin.context().close();
    await staff.context().close();

    await signIn(page, 'payer');
    await page.goto('/app/payments/outstanding');
    const sara = page
      .getByRole('region', { name: 'Outstanding Payments' })
      .getByRole('listitem', { name: 'Sara Staff', exact: true });
    const line = sara.getByRole('row').filter({ hasText: title });
    await expect(line).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const onScreen = async (what: string, box: { x: number; width: number } | null) => {
      expect(box, what).not.toBeNull();
      expect(box!.x, `${what} starts on the screen`).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, `${what} ends on the screen`).toBeLessThanOrEqual(PHONE.width);
    };
    await onScreen("Sara's total", await sara.getByText(/^Total: /).boundingBox());
    await onScreen('the amount', await line.getByRole('cell', { name: '$12.50' }).boundingBox());
    await onScreen('the performance-based mark', await line.getByRole('cell').nth(3).boundingBox());
    await expect(line.getByRole('cell').nth(3)).toHaveText('Yes');
  });
});

test("a job's menu: a ⋮ drawn in filled dots, and a ring on the item the keyboard reaches", async ({ page }) => {
  await signIn(page, 'admin');
  const jobs = (await (await page.request.get(`${BASE_URL}/api/jobs?status=open&limit=1`)).json()).jobs as { _id: string }[];
  await page.goto(`/app/jobs/${jobs[0]._id}`);
  const button = page.getByRole('button', { name: 'Job menu' });
  await expect(button.locator('svg')).toHaveAttribute('fill', 'currentColor');
  await button.focus();
  await page.keyboard.press('ArrowDown');
  const item = page.getByRole('menuitem').first();
  await expect(item).toBeFocused();
  expect(await item.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
});

test('a freelancer who has not agreed to the terms is offered only the terms, told why, and meets no refusal', async ({
  page,
  playwright,
}) => {
  // A newcomer of their own: the demo newbie may have agreed in another test.
  const email = await createStaffMember(playwright, 'Nora Newcomer', 'freelancer');
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  });
  await signInWith(page, email, PASSWORD);
  await page.goto('/app/');
  await expect(page).toHaveURL(/\/app\/account\?section=terms$/);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link')).toHaveText(['Terms and Conditions']);
  await expect(menu.getByText(/Agree to the freelance terms to start/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'I Agree' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
});
