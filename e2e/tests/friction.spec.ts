// A studio's day without friction (issue 28): what a new team met on the running product, tried in the browser.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL, createStaffMember, PASSWORD, signIn, signInWith } from '../support/session';

const headers = { Origin: BASE_URL };

async function newProject(page: Page, title: string): Promise<string> {
  const created = await page.request.post(`${BASE_URL}/api/projects`, { data: { title }, headers });
  expect(created.ok()).toBe(true);
  return (await created.json()).project._id as string;
}

test('a memo closed with Escape stays away on the next pages of the session', async ({ page, playwright }) => {
  const email = await createStaffMember(playwright, 'Memo Closer');
  await signInWith(page, email, PASSWORD, { keepMemos: true });
  await page.goto('/app/');
  const memo = page.getByRole('dialog');
  await expect(memo.getByRole('button', { name: 'Ok, I got it' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A refresh (or a link from a notification): the unread memos are asked for again, and none takes the page.
  const asked = page.waitForResponse((response) => response.url().endsWith('/api/memos/unread'));
  await page.reload();
  await asked;
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Not acknowledged: still unread for the next sign-in.
  expect(((await (await page.request.get('/api/memos/unread')).json()).memos as unknown[]).length).toBeGreaterThan(0);
});

test('unsaved credits on Home: the Jobs link and closing the tab ask first', async ({ page }) => {
  await signIn(page, 'pm');
  const projectId = await newProject(page, `Unsaved credits ${Date.now()}`);
  await page.goto(`/app/projects/${projectId}`);
  await page.getByRole('button', { name: 'Edit credits' }).click();
  const credits = page.getByRole('textbox', { name: 'Credits' });
  await credits.fill('Voice: Ana');

  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('navigation', { name: 'Project sections' }).getByRole('link', { name: 'Jobs' }).click();
  await expect.poll(() => asked).toEqual(['You have unsaved changes']);
  await expect(page).toHaveURL(/\/scenes$/);
  await expect(credits).toHaveValue('Voice: Ana');

  page.once('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked).toEqual(['You have unsaved changes', 'beforeunload']);
});

test('"@Pau" typed at once offers people as a listbox the arrow keys and Enter use', async ({ page }) => {
  await signIn(page, 'pm');
  const projectId = await newProject(page, `Mentions ${Date.now()}`);
  await page.goto(`/app/projects/${projectId}`);
  await page.getByTestId(`comments-${projectId}`).click();
  const panel = page.getByRole('dialog', { name: 'Comments' });
  const box = panel.getByRole('textbox', { name: 'Write a comment' });
  await box.fill('Thanks @Pau');
  const list = panel.getByRole('listbox', { name: 'People to mention' });
  await expect(list.getByRole('option', { name: '@Paul Manager' })).toHaveAttribute('aria-selected', 'true');
  await expect(box).toBeFocused();
  await box.press('Enter');
  await expect(box).toHaveValue('Thanks @Paul Manager ');
  await expect(list).toHaveCount(0);

  await box.pressSequentially('and @Pau');
  await expect(list.getByRole('option').first()).toBeVisible();
  await box.press('Escape');
  await expect(list).toHaveCount(0);
  // Escape closed the suggestions only, not the comments.
  await expect(panel).toBeVisible();
});

test("the admin's My Projects menu links are large enough to hit (WCAG 2.2 target size)", async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/app/');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'My Projects' })).toBeVisible();
  const results = await new AxeBuilder({ page }).include('#main-menu').withRules(['target-size']).analyze();
  expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
});

test('the item menu flag shows at once while the server is slow, and a second click sets it back in order', async ({ page }) => {
  await signIn(page, 'admin');
  const title = `Flag at once ${Date.now()}`;
  const projectId = await newProject(page, title);
  // The server's answers to the flag wait until the test lets them through.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const sent: unknown[] = [];
  await page.route(`**/api/projects/${projectId}/toggle`, async (route) => {
    sent.push(route.request().postDataJSON());
    await held;
    await route.continue();
  });
  await page.goto('/app/projects?status=all');
  const row = page.getByRole('listitem', { name: title });
  await row.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Set priority' }).click();
  await expect(row.getByText('Priority', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Remove priority' }).click();
  await expect(row.getByText('Priority', { exact: true })).toHaveCount(0);
  expect(sent).toEqual([{ flag: 'starred', value: true }]);

  release();
  await expect
    .poll(() => sent)
    .toEqual([
      { flag: 'starred', value: true },
      { flag: 'starred', value: false },
    ]);
  await expect
    .poll(async () => (await (await page.request.get(`/api/projects/${projectId}`)).json()).project.starred)
    .toBe(false);
  await expect(row.getByText('Priority', { exact: true })).toHaveCount(0);
});
