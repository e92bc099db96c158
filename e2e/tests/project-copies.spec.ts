import { expect, request, test } from '@playwright/test';
import { SECOND_SITE } from '../support/server';
import { BASE_URL, DEMO, PASSWORD, signIn } from '../support/session';

// Duplicate and transfer from the project list's item menu (admins). The transfer goes to a second installation of
// the product running on this machine (its own database), and a repeated transfer does not make a second copy.
const ORIGINAL = 'The Landlord’s Lesson';

test('an admin duplicates a project: the copy opens with the title "{title} - Copy"', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/app/projects?status=all');
  await page.getByRole('button', { name: `Actions for ${ORIGINAL}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Duplicate Project' });
  await expect(dialog.getByLabel('Title of the copy')).toHaveValue(`${ORIGINAL} - Copy`);
  await dialog.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${ORIGINAL} - Copy` })).toBeVisible();
  const copy = (await (await page.request.get(`/api/projects/${page.url().split('/')[5]}`)).json()).project;
  expect(copy).toMatchObject({ status: 'new', progress: 0 });
});

test('an admin transfers a project to another installation, once however often it is sent', async ({ page }) => {
  await signIn(page, 'admin');
  const transfer = async () => {
    await page.goto('/app/projects?status=all');
    await page.getByRole('button', { name: `Actions for ${ORIGINAL}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Transfer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Transfer Project' });
    for (const item of ['Title', 'Scenes', 'Project Status', 'Drive Folder URL', 'Cover & Titles']) {
      await expect(dialog.getByText(item, { exact: true })).toBeVisible();
    }
    await dialog.getByLabel('Target site').selectOption({ label: SECOND_SITE.name });
    await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(dialog.getByText('Are you sure you want to transfer?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(dialog.getByRole('button', { name: 'Transferred' })).toBeVisible();
    const link = await dialog.getByRole('link', { name: 'Open the new project' }).getAttribute('href');
    await dialog.getByRole('button', { name: 'Done' }).click();
    return link!;
  };
  const first = await transfer();
  expect(first.startsWith(`${SECOND_SITE.url}/app/projects/`)).toBe(true);
  expect(await transfer()).toBe(first);

  // On the other installation: the project is there once, with its title and status.
  const other = await request.newContext({ baseURL: SECOND_SITE.url });
  const headers = { Origin: SECOND_SITE.url };
  expect((await other.post('/api/auth/login', { data: { email: DEMO.admin, password: PASSWORD }, headers })).ok()).toBe(true);
  const id = new URL(first).pathname.split('/')[3];
  const copy = (await (await other.get(`/api/projects/${id}`)).json()).project;
  expect(copy).toMatchObject({ title: ORIGINAL, status: 'launched' });
  const listed = (await (await other.get('/api/projects?status=all&limit=100')).json()).projects as { title: string }[];
  expect(listed.filter((project) => project.title === ORIGINAL)).toHaveLength(2); // its own demo copy and the transfer
  await other.dispose();
  expect(BASE_URL).not.toBe(SECOND_SITE.url);
});
