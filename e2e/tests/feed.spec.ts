import { expect, test } from '@playwright/test';
import { createStaffMember, PASSWORD, signIn, signInWith } from '../support/session';

test('a staff member posts and tags a freelancer, who hears of it, opens it, rates it and marks it done', async ({ browser }) => {
  // Two people, each signing in and loading the app: three times the usual time on a busy machine.
  test.slow();
  const title = `Night shoot ${Date.now()}`;
  const staff = await browser.newPage();
  await signIn(staff, 'staff');
  await staff.goto('/app/feed/studio');
  await staff.getByRole('button', { name: 'Create' }).click();
  await staff.getByRole('menuitem', { name: 'Post' }).click();
  const form = staff.getByRole('dialog');
  await expect(form.getByRole('heading', { name: 'New Post' })).toBeVisible();
  await form.getByRole('combobox', { name: /Feed/ }).selectOption({ label: 'studio' });
  await form.getByRole('textbox', { name: /Title/ }).fill(title);
  await form.getByRole('textbox', { name: /Content/ }).fill('Bring **lights** to the set.');
  await form.getByRole('searchbox', { name: 'Find a user to tag' }).fill('Fern');
  await form.getByRole('button', { name: 'Fern Freelancer' }).click();
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(staff.getByRole('heading', { name: title })).toBeVisible();
  await staff.close();

  const freelancer = await browser.newPage();
  await signIn(freelancer, 'freelancer');
  await freelancer.goto('/app/');
  await freelancer.getByRole('button', { name: /Notifications, \d+ unread/ }).click();
  // The bell's panel (the dashboard lists the same notifications too).
  await freelancer
    .getByRole('banner', { name: 'Top bar' })
    .getByRole('link', { name: new RegExp(`Sara Staff posted ${title}`) })
    .click();
  const post = freelancer.getByRole('listitem', { name: title });
  await expect(post.locator('strong', { hasText: 'lights' })).toBeVisible();
  await post.getByRole('radio', { name: 'Rate 5 of 5' }).click();
  await expect(post.getByLabel('Rating 5 of 5')).toBeVisible();
  await post.getByRole('button', { name: 'Post actions' }).click();
  await freelancer.getByRole('menuitem', { name: 'Done' }).click();
  await expect(post.getByText('Done', { exact: true })).toBeVisible();
  await freelancer.close();
});

test('an admin posts a memo; a contributor sees it once on load', async ({ browser, playwright }) => {
  test.slow();
  const title = `Studio memo ${Date.now()}`;
  const admin = await browser.newPage();
  await signIn(admin, 'admin');
  await admin.goto('/app/feed/studio');
  await admin.getByRole('button', { name: 'Create' }).click();
  await admin.getByRole('menuitem', { name: 'Memo' }).click();
  const form = admin.getByRole('dialog');
  await expect(form.getByRole('heading', { name: 'New Memo' })).toBeVisible();
  await form.getByRole('combobox', { name: /Feed/ }).selectOption({ label: 'studio' });
  await form.getByRole('textbox', { name: /Title/ }).fill(title);
  await form.getByRole('textbox', { name: /Content/ }).fill('Payday moves to the **1st**.');
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(admin.getByRole('heading', { name: title })).toBeVisible();
  await admin.close();

  const email = await createStaffMember(playwright, 'Memo Contributor');
  const reader = await browser.newPage();
  await signInWith(reader, email, PASSWORD, { keepMemos: true });
  await reader.goto('/app/');
  // Unread memos come oldest first: the studio's seeded memo, then the new one; each shows once.
  const dialog = reader.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'New payment schedule' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Ok, I got it' }).click();
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  await expect(dialog.locator('strong', { hasText: '1st' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Ok, I got it' }).click();
  await expect(reader.getByRole('dialog')).toHaveCount(0);
  await reader.reload();
  await expect(reader.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(reader.getByRole('dialog')).toHaveCount(0);
  await reader.close();
});

test('a story-reception post becomes a project that opens with its raw script', async ({ page }) => {
  test.slow();
  await signIn(page, 'pm');
  await page.goto('/app/feed/story-reception');
  const story = page.getByRole('listitem', { name: 'My neighbour returned my lost wallet' });
  await story.getByRole('button', { name: 'Post actions' }).click();
  await page.getByRole('menuitem', { name: 'Convert to Project' }).click();
  const form = page.getByRole('dialog', { name: 'Create Project from Story' });
  await expect(form.getByRole('textbox', { name: 'Raw Script' })).toHaveValue(/walked two hours to return it/);
  await form.getByRole('button', { name: 'Create Project' }).click();
  await expect(page).toHaveURL(/\/app\/projects\/[0-9a-f-]+\/scenes/);
  await expect(page.getByText(/walked two hours to return it/).first()).toBeVisible();
});

test('an admin creates a feed, adds a person to it, and removes it', async ({ page }) => {
  test.slow();
  const name = `Night crew ${Date.now()}`;
  await signIn(page, 'admin');
  await page.goto('/app/feed/studio');
  await page.getByRole('button', { name: 'Manage feed' }).click();
  await page.getByRole('menuitem', { name: 'New Feed' }).click();
  const form = page.getByRole('form', { name: 'New Feed' });
  await form.getByRole('textbox', { name: /Name/ }).fill(name);
  await form.getByRole('textbox', { name: 'Description' }).fill('Who works after hours');
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Feeds' }).getByRole('link', { name })).toBeVisible();

  await page.getByRole('button', { name: 'Manage feed' }).click();
  await page.getByRole('menuitem', { name: 'Edit People' }).click();
  const people = page.getByRole('form', { name: `People of ${name}` });
  await people.getByRole('searchbox', { name: 'Find a person' }).fill('Fern');
  await people.getByRole('button', { name: 'Add Fern Freelancer' }).click();
  await people.getByRole('button', { name: 'Save Changes' }).click();
  await expect(people).toHaveCount(0);
  await expect(
    page.getByRole('group', { name: 'People in this feed' }).getByRole('img', { name: 'Fern Freelancer' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Manage feed' }).click();
  await page.getByRole('menuitem', { name: 'Remove Feed' }).click();
  const confirm = page.getByRole('dialog', { name: 'You sure you want to remove this feed?' });
  await confirm.getByRole('button', { name: 'Remove Feed' }).click();
  // The first feed of the list takes its place.
  await expect(page).toHaveURL(/\/app\/feed\/all$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All posts' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Feeds' }).getByRole('link', { name })).toHaveCount(0);
});
