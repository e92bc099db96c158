import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_URL, DEMO, PASSWORD, signInWith, signIn } from '../support/session';

// A video written and drawn scene by scene: a script writer types three scenes and watches the word count move; the
// PM reorders them by drag and by keyboard; a storyboard artist uploads an image, places a number and sketches; the
// PM sees all of it after a reload.
test.describe.configure({ mode: 'serial' });

const TITLE = `Why owls hoot ${Date.now()}`;
const headers = { Origin: BASE_URL };
let projectId = '';
let writer = '';
let artist = '';

const toast = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();
const scene = (page: Page, n: number) => page.getByRole('article', { name: `Scene ${n}`, exact: true });
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function signedIn(
  playwright: { request: { newContext(o: { baseURL: string }): Promise<APIRequestContext> } },
  email: string,
) {
  const context = await playwright.request.newContext({ baseURL: BASE_URL });
  const login = await context.post('/api/auth/login', { data: { email, password: PASSWORD }, headers });
  expect(login.ok()).toBe(true);
  return context;
}

/** A new staff member holding `role`, on the project. */
async function member(
  admin: APIRequestContext,
  pm: APIRequestContext,
  playwright: Parameters<typeof signedIn>[0],
  name: string,
  role: string,
) {
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${Date.now()}@demo.test`;
  const invited = await admin.post('/api/users/invite', { data: { email, name, level: 'staff' }, headers });
  expect(invited.ok()).toBe(true);
  const { inviteUrl, user } = await invited.json();
  const newcomer = await playwright.request.newContext({ baseURL: BASE_URL });
  const token = new URL(inviteUrl).searchParams.get('token');
  expect((await newcomer.post('/api/auth/invite/accept', { data: { token, password: PASSWORD }, headers })).ok()).toBe(true);
  await newcomer.dispose();
  expect((await admin.post(`/api/users/${user._id}/role`, { data: { role: [role] }, headers })).ok()).toBe(true);
  expect((await pm.post(`/api/projects/${projectId}/collabs`, { data: { email }, headers })).ok()).toBe(true);
  return email;
}

test.beforeAll(async ({ playwright }) => {
  const admin = await signedIn(playwright, DEMO.admin);
  const pm = await signedIn(playwright, DEMO.pm);
  const created = await pm.post('/api/projects', { data: { title: TITLE }, headers });
  expect(created.ok()).toBe(true);
  projectId = (await created.json()).project._id;
  expect((await pm.post(`/api/projects/${projectId}/status`, { data: { status: 'script-writing' }, headers })).ok()).toBe(true);
  for (let i = 0; i < 3; i += 1)
    expect((await pm.post(`/api/projects/${projectId}/scenes`, { data: {}, headers })).ok()).toBe(true);
  writer = await member(admin, pm, playwright, 'Wendy Writer', 'script');
  artist = await member(admin, pm, playwright, 'Arnie Artist', 'storyboard');
  await admin.dispose();
  await pm.dispose();
});

test('a script writer types three scenes and sees the word count move', async ({ page }) => {
  await signInWith(page, writer, PASSWORD);
  await page.goto(`/app/projects/${projectId}/script`);
  const script = page.getByRole('region', { name: 'Script', exact: true });
  await expect(script.getByText('Words: 0')).toBeVisible();
  const texts = ['Owls hoot at night.', 'Nobody knows why [pause] they do it.', 'Maybe they sing.'];
  for (const [index, text] of texts.entries()) {
    await script.getByRole('textbox', { name: `Text of scene ${index + 1}` }).fill(text);
    await script.getByRole('button', { name: 'Save' }).first().click();
    await expect(script.getByRole('button', { name: 'Save' })).toHaveCount(0);
  }
  await expect(script.getByText('Words: 13')).toBeVisible();
  await expect(page.getByText('Words: 13').first()).toBeVisible();
});

test('the PM reorders the scenes by drag and by keyboard', async ({ page }) => {
  await signIn(page, 'pm');
  await page.goto(`/app/projects/${projectId}/scenes`);
  await expect(scene(page, 1)).toContainText('Owls hoot at night.');
  // Drag scene 2's handle above scene 1.
  const handle = page.getByRole('button', { name: 'Move scene 2', exact: true });
  // The drag-and-drop code arrives after the list: measure once its handles are there, with both scenes in view.
  await expect(handle).toBeVisible();
  await scene(page, 1).scrollIntoViewIfNeeded();
  const target = await scene(page, 1).boundingBox();
  const from = await handle.boundingBox();
  if (!target || !from) throw new Error('no layout');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 4 });
  await page.mouse.move(from.x + from.width / 2, target.y + 10, { steps: 12 });
  await page.mouse.up();
  await toast(page, 'Updated scene order');
  await expect(scene(page, 1)).toContainText('Nobody knows why');
  await expect(scene(page, 2)).toContainText('Owls hoot at night.');

  // By keyboard: scene 1 goes one place down.
  // Each step waits for what dnd-kit announces, as a screen-reader user would hear it.
  const first = page.getByRole('button', { name: 'Move scene 1', exact: true });
  await first.focus();
  await expect(first).toBeFocused();
  await first.press('Space');
  // Picked up: the live region says where it is over (its own place).
  await expect(page.getByText('Scene 1 moved to place 1', { exact: true })).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Scene 1 moved to place 2', { exact: true })).toBeAttached();
  await page.keyboard.press('Space');
  await expect(scene(page, 2)).toContainText('Nobody knows why');
  await page.reload();
  await expect(scene(page, 1)).toContainText('Owls hoot at night.');
  await expect(scene(page, 2)).toContainText('Nobody knows why');
  await expect(scene(page, 3)).toContainText('Maybe they sing.');

  // On to storyboarding, with the numbers shown.
  const pm = page.request;
  expect((await pm.post(`/api/projects/${projectId}/status`, { data: { status: 'storyboarding' }, headers })).ok()).toBe(true);
  expect(
    (await pm.post(`/api/projects/${projectId}/change-meta`, { data: { name: 'storyboardNumbers', value: true }, headers })).ok(),
  ).toBe(true);
});

test('a storyboard artist uploads an image, places a number and sketches; the PM sees it after a reload', async ({
  page,
  browser,
}) => {
  await signInWith(page, artist, PASSWORD);
  await page.goto(`/app/projects/${projectId}/scenes`);
  const first = scene(page, 1);
  await first.getByLabel('Upload image').setInputFiles({ name: 'owl.png', mimeType: 'image/png', buffer: PNG });
  await toast(page, 'SCENE 1 image updated');
  await expect(first.getByRole('img', { name: 'Image of scene 1' })).toBeVisible();

  await first.getByRole('button', { name: 'Place number 2' }).click();
  const marker = first.getByRole('button', { name: /^Number 2:/ });
  await marker.focus();
  await page.keyboard.press('Shift+ArrowDown');
  await toast(page, 'Saved scene numbers');

  await first.getByRole('button', { name: 'Sketch on scene 1' }).click();
  const sketcher = page.getByRole('dialog', { name: 'Sketch: scene 1' });
  const canvas = sketcher.getByRole('img', { name: /Sketch canvas/ });
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  await page.mouse.move(box.x + 20, box.y + 20);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + 80, { steps: 8 });
  await page.mouse.up();
  await sketcher.getByRole('button', { name: 'Save sketch' }).click();
  await toast(page, 'Sketch saved');

  const pmContext = await browser.newContext({ baseURL: BASE_URL });
  const pm = await pmContext.newPage();
  await signIn(pm, 'pm');
  await pm.goto(`/app/projects/${projectId}/scenes`);
  const seen = scene(pm, 1);
  await expect(seen.getByRole('img', { name: 'Image of scene 1' })).toBeVisible();
  await expect(seen.getByRole('button', { name: /^Number 2:/ })).toBeVisible();
  await expect(seen.getByRole('img', { name: 'Sketch of scene 1' })).toBeVisible();
  await pmContext.close();
});
