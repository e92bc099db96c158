// The top bar's global search (issue 18): a PM finds a project and a post by a Thai substring and by English words,
// opens a result from the keyboard, and '/' focuses the box; a client gets no box and their searches name only the
// projects they are on.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL, personAt, signIn } from '../support/session';

const headers = { Origin: BASE_URL };

/** A project and a post in the studio feed, made by the signed-in page's user. */
async function makeProjectAndPost(page: Page, projectTitle: string, postTitle: string, body: string) {
  const project = await page.request.post(`${BASE_URL}/api/projects`, { data: { title: projectTitle }, headers });
  expect(project.status()).toBe(201);
  const feeds = (await (await page.request.get(`${BASE_URL}/api/feeds`)).json()).feeds as { _id: string; name: string }[];
  const studio = feeds.find((feed) => feed.name === 'studio');
  const post = await page.request.post(`${BASE_URL}/api/posts`, { data: { feed: studio?._id, title: postTitle, body }, headers });
  expect(post.status()).toBe(201);
  return (await project.json()).project._id as string;
}

test('a PM finds a project, a post and a message in Thai and in English, and opens them from the keyboard', async ({
  page,
  browser,
}) => {
  test.slow();
  const stamp = Date.now();
  await signIn(page, 'pm');
  const thaiProject = await makeProjectAndPost(
    page,
    `นิทานห้องสมุดแมวน้ำ ${stamp}`,
    `ประชุมเรื่องห้องสมุดแมวน้ำ ${stamp}`,
    'เตรียมภาพประกอบให้พร้อมก่อนวันศุกร์',
  );
  await makeProjectAndPost(page, `Lighthouse keeper ${stamp}`, `Lighthouse shoot notes ${stamp}`, 'Bring the long lens.');
  // A message to Sara Staff, in Thai and English.
  const staff = await personAt(browser, 'staff');
  const staffId = ((await (await staff.request.get(`${BASE_URL}/api/session`)).json()) as { user: { _id: string } }).user._id;
  await staff.context().close();
  const started = await page.request.post(`${BASE_URL}/api/messages/conversations`, { data: { userIds: [staffId] }, headers });
  expect(started.ok()).toBe(true);
  const conversation = (await started.json()).conversation._id as string;
  const sent = await page.request.post(`${BASE_URL}/api/messages/conversations/${conversation}/messages`, {
    data: { text: `ส่งไฟล์แมวน้ำให้แล้ว lighthouse ${stamp}` },
    headers,
  });
  expect(sent.ok()).toBe(true);

  await page.goto('/app/');
  const bar = page.getByRole('banner', { name: 'Top bar' });
  await expect(bar.getByRole('link', { name: 'Studio' })).toBeVisible();
  // '/' focuses the search from the page (not from a text field).
  await page.locator('body').press('/');
  const box = bar.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeFocused();

  // A Thai substring inside words written without spaces.
  await box.fill('แมวน้ำ');
  const results = bar.getByRole('listbox', { name: 'Search' });
  const projects = results.getByRole('group', { name: 'Projects' });
  await expect(projects.getByRole('option', { name: new RegExp(`นิทานห้องสมุดแมวน้ำ ${stamp}`) })).toBeVisible();
  await expect(projects.getByRole('option').first()).toContainText('New');
  const posts = results.getByRole('group', { name: 'Posts' });
  await expect(posts.getByRole('option', { name: new RegExp(`ประชุมเรื่องห้องสมุดแมวน้ำ ${stamp}`) })).toContainText('เตรียมภาพประกอบ');
  const threads = results.getByRole('group', { name: 'Messages' });
  await expect(threads.getByRole('option', { name: /Sara Staff/ })).toContainText('ส่งไฟล์แมวน้ำให้แล้ว');

  // English words in any order, then the first result opened with the arrow keys and Enter.
  await box.fill(`keeper lighthouse`);
  await expect(results.getByRole('option', { name: new RegExp(`Lighthouse keeper ${stamp}`) })).toBeVisible();
  await box.fill(`lighthouse ${stamp}`);
  await expect(
    results.getByRole('group', { name: 'Posts' }).getByRole('option', { name: /Lighthouse shoot notes/ }),
  ).toBeVisible();
  await expect(results.getByRole('group', { name: 'Messages' }).getByRole('option', { name: /Sara Staff/ })).toBeVisible();
  await box.fill('แมวน้ำ');
  await expect(projects.getByRole('option', { name: new RegExp(`นิทานห้องสมุดแมวน้ำ ${stamp}`) })).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/app/projects/${thaiProject}`));
  await expect(page.getByRole('heading', { name: `นิทานห้องสมุดแมวน้ำ ${stamp}` })).toBeVisible();

  // Nothing found, and Escape closes the results.
  await page.locator('body').press('/');
  await box.fill(`zebra-${stamp}`);
  await expect(bar.getByText('Nothing found')).toBeVisible();
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
});

test('a client has no search box, and their searches name only their own projects', async ({ page }) => {
  await signIn(page, 'client');
  await page.goto('/app/projects');
  const bar = page.getByRole('banner', { name: 'Top bar' });
  await expect(bar.getByRole('link', { name: 'Studio' })).toBeVisible();
  await expect(bar.getByRole('combobox', { name: 'Search' })).toHaveCount(0);
  const titles = async (term: string) => {
    const response = await page.request.get(`${BASE_URL}/api/projects/search?term=${encodeURIComponent(term)}&limit=50`);
    expect(response.status()).toBe(200);
    return ((await response.json()).projects as { title: string }[]).map((project) => project.title);
  };
  // The Lost Wallet is the client's; Neighbours at War is the admin's alone.
  expect(await titles('lost wallet')).toEqual(['The Lost Wallet']);
  expect(await titles('neighbours')).toEqual([]);
  // A common word finds the client's projects and none of the admin's own.
  const found = await titles('the');
  expect(found).toEqual(expect.arrayContaining(['The Lost Wallet']));
  expect(found).not.toContain('The Honest Cashier');
});

test.describe('at phone size, in Thai', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const setLocale = async (page: Page, locale: 'en' | 'th') =>
    expect((await page.request.post(`${BASE_URL}/api/accounts/locale`, { data: { locale }, headers })).ok()).toBe(true);

  test('an icon opens the search across the bar; the open results fit and pass axe', async ({ page }) => {
    await signIn(page, 'staff');
    await setLocale(page, 'th');
    try {
      await page.goto('/app/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'th');
      const bar = page.getByRole('banner', { name: 'แถบด้านบน' });
      await bar.getByRole('button', { name: 'ค้นหา' }).click();
      const box = bar.getByRole('combobox', { name: 'ค้นหา' });
      await expect(box).toBeFocused();
      await box.fill('night');
      const found = bar.getByRole('group', { name: 'โปรเจกต์' }).getByRole('option', { name: /The Night Shift/ });
      await expect(found).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      const results = await new AxeBuilder({ page }).include('header').analyze();
      expect(results.violations).toEqual([]);
      await box.press('Escape');
      await box.press('Escape');
      await expect(box).toBeHidden();
    } finally {
      await setLocale(page, 'en');
    }
  });
});
