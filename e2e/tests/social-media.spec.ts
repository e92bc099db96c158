import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { sortableListening } from '../support/selectors';
import { BASE_URL, DEMO, PASSWORD, signIn, signInWith } from '../support/session';

// Covers and titles of a project's Social media section: a cover designer (a collaborator holding
// cover-image-design) uploads three covers and adds two titles; the PM rates, chooses per platform, marks a title
// demonetized on YouTube and then chooses it there, and the mark clears; the PM moves a title from the keyboard and
// the gallery shows each cover with each title.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const TITLE = `Why foxes dig ${Date.now()}`;
const headers = { Origin: BASE_URL };
let projectId = '';
let designer = '';

const toast = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();
const cover = (page: Page, n: number) => page.getByRole('listitem', { name: `Cover ${n}`, exact: true });
const titles = (page: Page) => page.getByRole('region', { name: 'Titles' });

/** No axe violations in the section, or in `selector` (the page's frame is other issues'). */
async function expectNoAxeViolations(page: Page, selector = 'main') {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const image = (background: string) =>
  sharp({ create: { width: 320, height: 180, channels: 3, background } })
    .png()
    .toBuffer();

async function signedIn(
  playwright: { request: { newContext(o: { baseURL: string }): Promise<APIRequestContext> } },
  email: string,
) {
  const context = await playwright.request.newContext({ baseURL: BASE_URL });
  const login = await context.post('/api/auth/login', { data: { email, password: PASSWORD }, headers });
  expect(login.ok()).toBe(true);
  return context;
}

test.beforeAll(async ({ playwright }) => {
  const admin = await signedIn(playwright, DEMO.admin);
  const pm = await signedIn(playwright, DEMO.pm);
  const created = await pm.post('/api/projects', { data: { title: TITLE }, headers });
  expect(created.ok()).toBe(true);
  projectId = (await created.json()).project._id;

  // A staff member holding cover-image-design, on the project.
  designer = `cora.designer.${Date.now()}@demo.test`;
  const invited = await admin.post('/api/users/invite', {
    data: { email: designer, name: 'Cora Designer', level: 'staff' },
    headers,
  });
  expect(invited.ok()).toBe(true);
  const { inviteUrl, user } = await invited.json();
  const newcomer = await playwright.request.newContext({ baseURL: BASE_URL });
  const token = new URL(inviteUrl).searchParams.get('token');
  expect((await newcomer.post('/api/auth/invite/accept', { data: { token, password: PASSWORD }, headers })).ok()).toBe(true);
  await newcomer.dispose();
  expect((await admin.post(`/api/users/${user._id}/role`, { data: { role: ['cover-image-design'] }, headers })).ok()).toBe(true);
  expect((await pm.post(`/api/projects/${projectId}/collabs`, { data: { email: designer }, headers })).ok()).toBe(true);
  await admin.dispose();
  await pm.dispose();
});

test('a cover designer uploads three covers and adds two titles', async ({ page }) => {
  await signInWith(page, designer, PASSWORD);
  await page.goto(`/app/projects/${projectId}/scenes`);
  await page.getByRole('link', { name: 'Media', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Covers' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/app/projects/${projectId}/socialmedia$`));
  await expect(page.getByText('No covers yet')).toBeVisible();

  await page.getByTestId('cover-files').setInputFiles([
    { name: 'red.png', mimeType: 'image/png', buffer: await image('#c62828') },
    { name: 'green.png', mimeType: 'image/png', buffer: await image('#2e7d32') },
    { name: 'blue.png', mimeType: 'image/png', buffer: await image('#1565c0') },
  ]);
  await expect(cover(page, 3)).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: /^Cover \d$/ })).toHaveCount(3);
  // A designer does not choose platforms: those buttons are the PMs'.
  await expect(cover(page, 1).getByRole('button', { name: 'Use cover 1 on Facebook' })).toHaveCount(0);

  const input = titles(page).getByRole('textbox', { name: 'New title' });
  for (const text of ['Foxes dig for mice under snow', '  The fox that hears the ground  ']) {
    await input.fill(text);
    await input.press('Enter');
    await expect(titles(page).getByText(text.trim(), { exact: true })).toBeVisible();
  }
  await toast(page, 'Title added');
  await expectNoAxeViolations(page);
});

test('the PM rates and chooses covers per platform, and choosing a demonetized title clears its mark', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'pm');
  // The section's earlier address still opens it, under the spec's address.
  await page.goto(`/app/projects/${projectId}/media`);
  await expect(cover(page, 3)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/app/projects/${projectId}/socialmedia$`));
  // Usable at 390 px: nothing runs off the side.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await cover(page, 1).getByRole('button', { name: 'Rate 4 of 5' }).click();
  await expect(cover(page, 1).getByText(/1 person rated/)).toBeVisible();
  await expect(cover(page, 1).getByRole('button', { name: 'Rate 4 of 5' })).toHaveAttribute('aria-pressed', 'true');

  const useOn = (n: number, platform: string) => cover(page, n).getByRole('button', { name: `Use cover ${n} on ${platform}` });
  await useOn(1, 'Facebook').click();
  await expect(useOn(1, 'Facebook')).toHaveAttribute('aria-pressed', 'true');
  await useOn(2, 'YouTube').click();
  await expect(useOn(2, 'YouTube')).toHaveAttribute('aria-pressed', 'true');
  // Choosing cover 3 for YouTube takes YouTube from cover 2.
  await useOn(3, 'YouTube').click();
  await expect(useOn(3, 'YouTube')).toHaveAttribute('aria-pressed', 'true');
  await expect(useOn(2, 'YouTube')).toHaveAttribute('aria-pressed', 'false');
  await expect(useOn(1, 'Facebook')).toHaveAttribute('aria-pressed', 'true');

  // The first title: marked demonetized on YouTube, then chosen for YouTube — the mark clears.
  const demon = titles(page).getByRole('checkbox', { name: 'Title 1 demonetized on YouTube' });
  await demon.click();
  await toast(page, 'Title marked demonetized');
  await expect(demon).toBeChecked();
  await titles(page).getByRole('button', { name: 'Use title 1 on YouTube' }).click();
  await expect(titles(page).getByRole('button', { name: 'Use title 1 on YouTube' })).toHaveAttribute('aria-pressed', 'true');
  await expect(demon).not.toBeChecked();

  // All of it is the server's: a reload shows the same.
  await page.reload();
  await expect(cover(page, 3).getByRole('button', { name: 'Use cover 3 on YouTube' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cover(page, 1).getByText(/1 person rated/)).toBeVisible();
  await expect(titles(page).getByRole('button', { name: 'Use title 1 on YouTube' })).toHaveAttribute('aria-pressed', 'true');
  await expect(titles(page).getByRole('checkbox', { name: 'Title 1 demonetized on YouTube' })).not.toBeChecked();
  await expectNoAxeViolations(page);

  // The PM moves the second title to the top from the keyboard; the order is the server's.
  // Each step waits for what dnd-kit announces, as a screen-reader user would hear it.
  const handle = titles(page).getByRole('button', { name: 'Move title 2', exact: true });
  // Drawn with the titles, live once the drag-and-drop code has arrived.
  await expect(handle).toBeEnabled();
  await handle.focus();
  await expect(handle).toBeFocused();
  await handle.press('Space');
  // The covers and the titles each have their live region.
  const heard = (text: string) => expect(page.locator('[id^="DndLiveRegion"]', { hasText: text })).toHaveCount(1);
  await heard('Picked up title 2');
  await sortableListening(page);
  await page.keyboard.press('ArrowUp');
  await heard('Title 2 moved to place 1');
  await page.keyboard.press('Space');
  await toast(page, 'Title order updated');
  await page.reload();
  await expect(titles(page).getByRole('listitem').first()).toContainText('The fox that hears the ground');

  // The gallery shows the covers large, with next, and the titles one at a time under the cover.
  await cover(page, 2).getByRole('button', { name: 'Open cover 2 in the gallery' }).click();
  const gallery = page.getByRole('dialog');
  await expect(gallery.getByRole('button', { name: 'Next', exact: true })).toBeVisible();
  const carousel = gallery.getByRole('group', { name: 'Titles with this cover' });
  await expect(carousel.getByText('The fox that hears the ground', { exact: true })).toBeVisible();
  await carousel.getByRole('button', { name: 'Next title' }).click();
  await expect(carousel.getByText('Foxes dig for mice under snow', { exact: true })).toBeVisible();
  await gallery.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(gallery.getByRole('heading', { name: 'Cover 3' })).toBeVisible();
  await expect(carousel.getByText('Foxes dig for mice under snow', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(gallery).toHaveCount(0);
});
