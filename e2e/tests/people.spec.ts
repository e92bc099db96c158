import { expect, test, type Browser, type Page } from '@playwright/test';
import { BASE_URL, signIn, signInWith } from '../support/session';

// One story, in order: an admin invites a new freelancer, who sets a password, agrees to the terms, is promoted,
// uploads a picture and switches to Thai. A fresh person, so the demo accounts other tests rely on stay as seeded.
test.describe.configure({ mode: 'serial' });

const NEWCOMER = { email: 'nok.newcomer@demo.test', name: 'Nok Newcomer', password: 'nok-password-1' };
/** A 48×32 green PNG. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAASUlEQVRYhe2WAQkAQAwCl+XCGc6UH2PPOFgAET03NF/drCtAQdGhmiFsWdbxg2CMDtUMYcuyDiF80KJDNUPYssihCMY6HRwe1wcJLyxqg3lATwAAAABJRU5ErkJggg==',
  'base64',
);

async function newcomerPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: BASE_URL })).newPage();
  await signInWith(page, NEWCOMER.email, NEWCOMER.password);
  return page;
}

const openProfileMenu = async (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: /Profile menu for/ })
    .click();

test('an admin invites a freelancer by e-mail; the link sets a password; the terms hold them until they agree', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin');
  await page.goto('/app/users');
  await page.getByRole('button', { name: 'Invite User' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite User' });
  await invite.getByLabel(/E-mail/).fill(NEWCOMER.email);
  await invite.getByLabel(/Name/).fill(NEWCOMER.name);
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText('Invitation sent')).toBeVisible();
  const link = await invite.getByLabel('Invitation link').inputValue();
  expect(link).toContain('/auth/invite?token=');

  const newcomer = await (await browser.newContext()).newPage();
  await newcomer.goto(link);
  await expect(newcomer.getByText(`You were invited as ${NEWCOMER.email}`)).toBeVisible();
  await newcomer.getByLabel(/Password/).fill(NEWCOMER.password);
  await newcomer.getByRole('button', { name: 'Set Password and Sign In' }).click();

  // A new freelancer: held on the terms by the shell and by the server.
  await expect(newcomer).toHaveURL(/\/app\/account\?section=terms$/);
  await newcomer.goto('/app/projects');
  await expect(newcomer).toHaveURL(/\/app\/account\?section=terms$/);
  const refused = await newcomer.request.get('/api/projects');
  expect(refused.status()).toBe(403);
  expect((await refused.json()).redirectUrl).toBe('/app/account?section=terms');

  await newcomer.getByRole('button', { name: 'I Agree' }).click();
  await expect(newcomer.getByText('You agreed to Freelance Services Terms and Conditions')).toBeVisible();
  await expect(newcomer).toHaveURL(/\/app\/$/);
  await expect(newcomer.getByRole('heading', { name: 'My Jobs' })).toBeVisible();
  expect((await newcomer.request.get('/api/projects')).status()).toBe(200);
});

test("an admin promotes the freelancer to staff with a role at 3 stars; the user's menu and jobs change on their next page", async ({
  page,
  browser,
}) => {
  const newcomer = await newcomerPage(browser);
  await newcomer.goto('/app/');
  await openProfileMenu(newcomer);
  await expect(newcomer.getByRole('menuitem', { name: 'Account Settings' })).toBeVisible();
  await expect(newcomer.getByRole('menuitem', { name: 'Bravo Board' })).toHaveCount(0);
  const storyboardJobs = async () =>
    (
      (await (await newcomer.request.get('/api/jobs?status=open&limit=100')).json()).jobs as Array<{
        jobType: string;
        prices: Record<string, number>;
      }>
    ).filter((job) => job.jobType === 'storyboard');
  expect(await storyboardJobs()).toEqual([]);

  await signIn(page, 'admin');
  await page.goto(`/app/users?lookup=${encodeURIComponent(NEWCOMER.name)}`);
  const row = page.getByRole('row', { name: new RegExp(NEWCOMER.name) });
  await expect(row.getByRole('cell').nth(1)).toHaveText('Freelancer');
  await row.getByRole('button', { name: `Edit ${NEWCOMER.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${NEWCOMER.name}` });
  await dialog.getByLabel('Level', { exact: true }).selectOption('staff');
  await dialog.getByRole('checkbox', { name: 'Storyboarding' }).check();
  await dialog
    .getByRole('group', { name: 'Star level for Storyboarding' })
    .getByRole('radio', { name: '3 stars' })
    .check({ force: true });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User updated')).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).toHaveText('Staff');
  await expect(row.getByRole('img', { name: '3 of 3 stars' })).toBeVisible();

  // The user's next page: the storyboard role brings the Bravo Board, and storyboard jobs at the 3-star price.
  await newcomer.reload();
  await openProfileMenu(newcomer);
  await expect(newcomer.getByRole('menuitem', { name: 'Bravo Board' })).toBeVisible();
  const jobs = await storyboardJobs();
  expect(jobs.length).toBeGreaterThan(0);
  for (const job of jobs) expect(Object.keys(job.prices)).toEqual(['3']);
  await newcomer.keyboard.press('Escape');
  await newcomer.goto('/app/account');
  await expect(newcomer.getByRole('main').getByText('Staff', { exact: true })).toBeVisible();
});

test('a user uploads a profile picture and sees it in the top bar', async ({ browser }) => {
  const newcomer = await newcomerPage(browser);
  await newcomer.goto('/app/account');
  await newcomer.getByLabel('Upload a new picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PICTURE });
  await expect(newcomer.getByText('Profile picture updated')).toBeVisible();

  // The top bar's avatar (decorative there: the profile menu button carries the name).
  const avatar = newcomer.getByRole('banner').locator('img[src^="/media/"]');
  await expect(avatar).toHaveAttribute('src', /^\/media\/[0-9a-f-]{36}_t\.jpg$/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(128);
  // Still there on the next page load (it is the account's picture now).
  await newcomer.reload();
  await expect(newcomer.getByRole('banner').locator('img')).toHaveAttribute('src', /_t\.jpg$/);
});

test('a user switches to Thai and sees Thai in the shell and in the remote, also after reloading', async ({ browser }) => {
  const newcomer = await newcomerPage(browser);
  await newcomer.goto('/app/account?section=language');
  await expect(newcomer.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  await newcomer.getByRole('radio', { name: 'ไทย' }).check();

  // The remote (mf-admin) and the shell switch at once.
  await expect(newcomer.getByRole('heading', { name: 'ตั้งค่าบัญชี' })).toBeVisible();
  await expect(newcomer.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link', { name: 'โปรเจกต์' })).toBeVisible();
  await expect(newcomer.locator('html')).toHaveAttribute('lang', 'th');

  await newcomer.reload();
  await expect(newcomer.getByRole('heading', { name: 'ตั้งค่าบัญชี' })).toBeVisible();
  await expect(newcomer.getByRole('navigation', { name: 'เมนูหลัก' })).toBeVisible();
});

test('anonymous visitors read the public pages with only Login, and write to the admins through Contact', async ({
  page,
  browser,
}) => {
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/app/contact');
  await expect(visitor).toHaveURL(/\/app\/contact$/);
  const topBar = visitor.getByRole('banner');
  await expect(topBar.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(topBar.getByRole('button')).toHaveCount(0);

  await visitor.getByLabel(/Your name/).fill('Vee Visitor');
  await visitor.getByLabel(/Your e-mail/).fill('vee@example.com');
  await visitor.getByLabel('Subject').fill('Three videos for our brand');
  await visitor.getByLabel(/Message/).fill('Hello, we would like to order three videos.');
  await visitor.getByRole('button', { name: 'Send' }).click();
  await expect(visitor.getByText('Thank you: your message was sent to the studio')).toBeVisible();

  await signIn(page, 'admin');
  const posts = (await (await page.request.get('/api/posts?feed=admin')).json()).posts as Array<{ title: string; type: string }>;
  expect(posts).toContainEqual(expect.objectContaining({ title: 'Three videos for our brand', type: 'contact' }));
  for (const path of ['/app/home', '/app/about']) {
    await visitor.goto(path);
    await expect(visitor).toHaveURL(new RegExp(`${path}$`));
  }
});
