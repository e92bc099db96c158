import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { solidPng } from '../support/png';
import { sortableListening } from '../support/selectors';
import { BASE_URL, DEMO, PASSWORD, signInWith, signIn } from '../support/session';

// A video written and drawn scene by scene: a script writer types three scenes and watches the word count move; the
// PM reorders them by drag and by keyboard; a storyboard artist uploads images, places and drags a number and
// sketches, and the PM sees all of it after a reload; the PM likes the drawing and it appears on the artist's Bravo
// board; the board view plays a scene's frames; a risky word raises "May contain sensitive terms" on the project
// page and list; the writer comments on a scene from the list and sees its count. Then the new screens in Thai at
// 390 px: no horizontal scrolling, no English left, no axe violations.
test.describe.configure({ mode: 'serial' });

const TITLE = `Why owls hoot ${Date.now()}`;
const headers = { Origin: BASE_URL };
let projectId = '';
let writer = '';
let artist = '';

const toast = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();
const scene = (page: Page, n: number) => page.getByRole('article', { name: `Scene ${n}`, exact: true });
const png = (name: string, colour: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: solidPng(320, 180, colour),
});
const numbersSaved = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/numbers') && r.ok());

async function signedIn(
  playwright: { request: { newContext(o: { baseURL: string }): Promise<APIRequestContext> } },
  email: string,
) {
  const context = await playwright.request.newContext({ baseURL: BASE_URL });
  const login = await context.post('/api/auth/login', { data: { email, password: PASSWORD }, headers });
  expect(login.ok()).toBe(true);
  return context;
}

let members = 0;
/** A new staff member holding `role`, on the project. */
async function member(
  admin: APIRequestContext,
  pm: APIRequestContext,
  playwright: Parameters<typeof signedIn>[0],
  name: string,
  role: string,
) {
  members += 1;
  const email = `${
    name
      .toLowerCase()
      .replace(/[^a-z]+/g, '.')
      .replace(/^\.|\.$/g, '') || 'member'
  }.${members}.${Date.now()}@demo.test`;
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
  // The handles are drawn with the scenes and are live once the drag-and-drop code has arrived.
  await expect(handle).toBeEnabled();
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
  // Picked up, and the live region keeps saying so (its own place is not a move).
  const live = page.locator('[id^="DndLiveRegion"]');
  await expect(live).toHaveText('Picked up scene 1');
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await sortableListening(page);
  await page.keyboard.press('ArrowDown');
  await expect(live).toHaveText('Scene 1 moved to place 2');
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

test('a storyboard artist uploads images, places and drags a number and sketches; the PM sees it after a reload', async ({
  page,
  browser,
}) => {
  await signInWith(page, artist, PASSWORD);
  await page.goto(`/app/projects/${projectId}/scenes`);
  const first = scene(page, 1);
  await first.getByLabel('Upload image').setInputFiles(png('owl.png', [90, 60, 30]));
  await toast(page, 'SCENE 1 image updated');
  await expect(first.getByRole('img', { name: 'Image of scene 1' })).toBeVisible();
  await scene(page, 2)
    .getByLabel('Upload image')
    .setInputFiles(png('moon.png', [20, 30, 120]));
  await toast(page, 'SCENE 2 image updated');
  await expect(scene(page, 2).getByRole('img', { name: 'Image of scene 2' })).toBeVisible();

  // Placed, moved by keyboard, then dragged by pointer to three quarters across and down.
  await first.getByRole('button', { name: 'Place number 2' }).click();
  const marker = first.getByRole('button', { name: /^Number 2:/ });
  await marker.focus();
  let saved = numbersSaved(page);
  await page.keyboard.press('Shift+ArrowDown');
  await saved;
  await toast(page, 'Saved scene numbers');
  const image = await first.getByRole('img', { name: 'Image of scene 1' }).boundingBox();
  const from = await marker.boundingBox();
  if (!image || !from) throw new Error('no layout');
  saved = numbersSaved(page);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(image.x + image.width * 0.75, image.y + image.height * 0.75, { steps: 10 });
  await page.mouse.up();
  await saved;
  const placed = /^Number 2: 7\d% across, 7\d% down/;
  await expect(marker).toHaveAccessibleName(placed);

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
  await expect(scene(pm, 2).getByRole('img', { name: 'Image of scene 2' })).toBeVisible();
  await expect(seen.getByRole('button', { name: placed })).toBeVisible();
  await expect(seen.getByRole('img', { name: 'Sketch of scene 1' })).toBeVisible();
  await pmContext.close();
});

test("the PM likes the artist's drawing and it appears on the artist's Bravo board", async ({ page, browser }) => {
  await signIn(page, 'pm');
  await page.goto(`/app/projects/${projectId}/scenes`);
  await scene(page, 1).getByRole('button', { name: 'Like scene 1 0', exact: true }).click();
  await expect(scene(page, 1).getByRole('button', { name: 'Unlike scene 1 1', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const artistContext = await browser.newContext({ baseURL: BASE_URL });
  const drawer = await artistContext.newPage();
  await signInWith(drawer, artist, PASSWORD);
  await drawer.goto('/app/');
  // The storyboard role's profile menu links to the Bravo board.
  await drawer
    .getByRole('banner')
    .getByRole('button', { name: /Profile menu for/ })
    .click();
  await drawer.getByRole('menuitem', { name: 'Bravo Board' }).click();
  await expect(drawer).toHaveURL(/\/app\/bravo$/);
  const drawing = drawer.getByRole('button', { name: `${TITLE}, scene 1 1 likes`, exact: true });
  await expect(drawing).toBeVisible();
  await expect(drawing).toContainText('1 likes');
  await drawing.click();
  await expect(drawer.getByRole('dialog')).toBeVisible();
  await artistContext.close();
});

test('the board view plays the frames of a scene, and Stop halts them', async ({ page }) => {
  await signIn(page, 'pm');
  await page.goto(`/app/projects/${projectId}/scenes`);
  await page.getByRole('navigation', { name: 'Project sections' }).getByRole('link', { name: 'Storyboard' }).click();
  await expect(page).toHaveURL(/\/sb$/);
  const board = page.getByRole('region', { name: 'Storyboard', exact: true });
  const upload = board.getByLabel('Upload image', { exact: true });
  await upload.setInputFiles(png('frame-1.png', [200, 40, 40]));
  await expect(board.getByRole('button', { name: 'Frame 1 of 1', exact: true })).toBeVisible();
  await expect(board.getByRole('progressbar')).toHaveCount(0);
  await upload.setInputFiles(png('frame-2.png', [40, 200, 40]));
  await expect(board.getByRole('button', { name: 'Frame 2 of 2', exact: true })).toBeVisible();

  const shown = board.getByRole('figure').getByRole('img');
  await expect(shown).toHaveAttribute('alt', 'Frame 1 of 2');
  await board.getByRole('button', { name: 'Play' }).click();
  // Playing: the frames follow one another, round and round.
  await expect(shown).toHaveAttribute('alt', 'Frame 2 of 2');
  await expect(shown).toHaveAttribute('alt', 'Frame 1 of 2');
  await board.getByRole('button', { name: 'Stop' }).click();
  await expect(board.getByRole('button', { name: 'Play' })).toBeVisible();
  const stoppedAt = await shown.getAttribute('alt');
  // Stopped: the frame stays, however long one waits.
  await page.waitForTimeout(1500);
  await expect(shown).toHaveAttribute('alt', stoppedAt ?? '');
  await page.reload();
  await expect(board.getByRole('button', { name: 'Frame 2 of 2', exact: true })).toBeVisible();
});

test('a risky word in a scene raises "May contain sensitive terms" on the project page and the project list', async ({
  page,
}) => {
  await signIn(page, 'pm');
  await page.goto('/app/projects?status=storyboarding');
  const row = page.locator(`[aria-label="${TITLE}"]`);
  await expect(row.getByRole('link', { name: TITLE })).toBeVisible();
  await expect(row.getByText('May contain sensitive terms')).toHaveCount(0);

  await page.goto(`/app/projects/${projectId}/scenes`);
  const third = scene(page, 3);
  await third.getByRole('textbox', { name: 'Text of scene 3' }).fill('Maybe they sing about a murder.');
  await third.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Changes have been saved');

  // The project page says so at once, beside the word count (the save's answer carries demonProof).
  await expect(page.getByText('May contain sensitive terms')).toBeVisible();

  await page.goto('/app/projects?status=storyboarding');
  await expect(row.getByText('May contain sensitive terms')).toBeVisible();
});

test("the writer opens a scene's comments from the scene list, posts one, and sees its count become 1", async ({ page }) => {
  await signInWith(page, writer, PASSWORD);
  await page.goto(`/app/projects/${projectId}/scenes`);
  const second = scene(page, 2);
  // Each scene's link is named for its scene (axe and a screen reader tell them apart).
  await expect(scene(page, 1).getByRole('link', { name: '0 comments on scene 1: open the comments', exact: true })).toBeVisible();
  await second.getByRole('link', { name: '0 comments on scene 2: open the comments', exact: true }).click();
  const sceneId = new URL(page.url()).searchParams.get('comments');
  expect(sceneId).toMatch(/^[0-9a-f-]{36}$/);
  expect(sceneId).not.toBe(projectId);
  const panel = page.getByRole('dialog', { name: 'Comments' });
  const box = panel.getByRole('textbox', { name: 'Write a comment' });
  await box.fill('Could the owl look up at the moon here?');
  await panel.getByRole('button', { name: 'Post' }).click();
  await expect(panel.getByText('Could the owl look up at the moon here?')).toBeVisible();
  // Posted: the box is empty and kept the keyboard throughout (never the page body), so Escape closes the modal.
  await expect(box).toHaveValue('');
  await expect(box).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/comments=/);
  const counted = second.getByRole('link', { name: '1 comment on scene 2: open the comments', exact: true });
  await expect(counted).toHaveText('1');
  await expect(scene(page, 1).getByRole('link', { name: /^0 comments on scene 1/ })).toHaveText('0');
  // It stays after a reload, and the project's own count did not take it.
  await page.reload();
  await expect(counted).toHaveText('1');
  await expect(page.getByTestId(`comments-${projectId}`)).toHaveAccessibleName(/^0 comments/);
});

/** Every string a person reads or hears in `scope` (text, labels, alt texts, placeholders, titles). */
const wordsIn = (scope: Locator) =>
  scope.evaluate((root) => {
    const texts = [(root as HTMLElement).innerText];
    for (const element of root.querySelectorAll('[aria-label], [alt], [placeholder], [title]')) {
      for (const name of ['aria-label', 'alt', 'placeholder', 'title']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts.join('\n');
  });

/** Key names and file types stay as they are in Thai too. */
const LATIN_KEPT = ['Space', 'Escape', 'Delete', 'Enter', 'Ctrl', 'MB', 'PNG'];

/**
 * At 390 px: the page does not scroll sideways, `scope` holds no English word (the content here is Thai), and axe
 * finds nothing in it (`selector` names the same element for axe).
 */
async function expectThaiAt390(page: Page, scope: Locator, selector: string) {
  await expect(scope).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  // Soft: one run reports every screen's findings.
  expect.soft(overflow, `${selector} scrolls sideways`).toBeLessThanOrEqual(0);
  const english = (await wordsIn(scope)).match(/[A-Za-z]{2,}/g) ?? [];
  expect.soft(english.filter((word) => !LATIN_KEPT.includes(word))).toEqual([]);
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  expect.soft(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the new screens in Thai at 390 px: no sideways scrolling, every string in Thai, no axe violations', async ({
  playwright,
  browser,
}) => {
  test.setTimeout(180_000);
  // A Thai PM with a project of their own, written and drawn in Thai.
  const admin = await signedIn(playwright, DEMO.admin);
  const pm = await signedIn(playwright, DEMO.pm);
  const thaiPm = await member(admin, pm, playwright, 'ผู้จัดการสมใจ', 'project-manager');
  const thaiArtist = await member(admin, pm, playwright, 'นักวาดสมชาย', 'storyboard');
  const api = await signedIn(playwright, thaiPm);
  const artistApi = await signedIn(playwright, thaiArtist);
  for (const who of [api, artistApi])
    expect((await who.post('/api/accounts/locale', { data: { locale: 'th' }, headers })).ok()).toBe(true);
  const created = await api.post('/api/projects', { data: { title: 'นกฮูกร้องทำไม' }, headers });
  expect(created.ok()).toBe(true);
  const id = (await created.json()).project._id;
  for (const status of ['script-writing', 'storyboarding'])
    expect((await api.post(`/api/projects/${id}/status`, { data: { status }, headers })).ok()).toBe(true);
  expect((await api.post(`/api/projects/${id}/collabs`, { data: { email: thaiArtist }, headers })).ok()).toBe(true);
  const sceneIds: string[] = [];
  for (const text of ['นกฮูกร้องตอนกลางคืน', 'ไม่มีใครรู้ว่าทำไม']) {
    const added = await api.post(`/api/projects/${id}/scenes`, { data: { text }, headers });
    expect(added.ok()).toBe(true);
    sceneIds.push((await added.json()).scene._id);
  }
  const uploaded = await artistApi.post(`/api/projects/${id}/scenes/${sceneIds[0]}/upload`, {
    multipart: { file: png('nok.png', [10, 80, 10]) },
    headers,
  });
  expect(uploaded.ok()).toBe(true);
  expect((await api.post(`/api/projects/${id}/scenes/${sceneIds[0]}/like`, { data: {}, headers })).ok()).toBe(true);
  expect(
    (await api.post(`/api/projects/${id}/change-meta`, { data: { name: 'storyboardNumbers', value: true }, headers })).ok(),
  ).toBe(true);
  const frames: string[] = [];
  for (const colour of [
    [200, 0, 0],
    [0, 0, 200],
  ] as const) {
    const frame = await api.post('/api/files/upload', { multipart: { file: png('frame.png', [...colour]) }, headers });
    expect(frame.ok()).toBe(true);
    frames.push((await frame.json()).file.id);
  }
  expect((await api.post(`/api/projects/${id}/scenes/${sceneIds[0]}/board`, { data: { frames }, headers })).ok()).toBe(true);
  for (const context of [admin, pm, api, artistApi]) await context.dispose();

  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInWith(page, thaiPm, PASSWORD);
  await page.goto(`/app/projects/${id}/scenes`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('article', { name: 'ฉาก 1', exact: true }).getByRole('img', { name: 'ภาพของฉาก 1' })).toBeVisible();
  const region = (name: string) => page.getByRole('region', { name, exact: true });
  await expectThaiAt390(page, region('ฉาก'), 'main');

  await page.getByRole('button', { name: 'เวอร์ชันของฉาก 1' }).click();
  await expect(page.getByRole('dialog').getByText('แก้ไขข้อความ').first()).toBeVisible();
  await expectThaiAt390(page, page.getByRole('dialog'), '[role="dialog"]');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'สเก็ตช์บนฉาก 1' }).click();
  await expect(page.getByRole('dialog', { name: 'สเก็ตช์: ฉาก 1' })).toBeVisible();
  await expectThaiAt390(page, page.getByRole('dialog'), '[role="dialog"]');
  await page.getByRole('dialog').getByRole('button', { name: 'ยกเลิก' }).click();

  await page.goto(`/app/projects/${id}/script`);
  await expect(page.getByRole('textbox', { name: 'ข้อความของฉาก 2' })).toBeVisible();
  await expectThaiAt390(page, region('สคริปต์'), 'main');

  await page.goto(`/app/projects/${id}/sb`);
  await expect(page.getByRole('figure').getByRole('img', { name: 'เฟรม 1 จาก 2' })).toBeVisible();
  await expectThaiAt390(page, region('สตอรีบอร์ด'), 'main');

  // The artist's Bravo board, with the drawing the PM liked.
  const artistPage = await context.newPage();
  await context.clearCookies();
  await signInWith(artistPage, thaiArtist, PASSWORD);
  await artistPage.goto('/app/bravo');
  await expect(artistPage.getByRole('button', { name: 'นกฮูกร้องทำไม ฉาก 1 1 ถูกใจ', exact: true })).toBeVisible();
  await expectThaiAt390(artistPage, artistPage.getByRole('main'), 'main');
  await context.close();
});
