import { expect, test } from '@playwright/test';
import { BASE_URL, personAt } from '../support/session';

test("an admin writes a doc; a freelancer reads it, and a job's Help link opens its tutorial", async ({ browser }) => {
  const admin = await personAt(browser, 'admin');
  await admin.goto('/app/');
  await admin.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Docs' }).click();
  await expect(admin).toHaveURL('/app/docs');
  await expect(admin.getByRole('heading', { level: 1, name: 'Documentation' })).toBeVisible();

  const title = `Render settings ${Date.now()}`;
  await admin.getByRole('button', { name: 'New Doc' }).click();
  const form = admin.getByRole('dialog', { name: 'New Doc' });
  await form.getByRole('textbox', { name: /Title/ }).fill(title);
  await form
    .getByRole('textbox', { name: /Text/ })
    .fill('## Export\n\nUse **H.264** at 1920 × 1080.\n\n<img src=x onerror=alert(1)>');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(admin.getByRole('heading', { level: 2, name: 'Export' })).toBeVisible();
  const docUrl = new URL(admin.url()).pathname;

  const freelancer = await personAt(browser, 'freelancer');
  const dialogs: string[] = [];
  freelancer.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await freelancer.goto('/app/docs');
  await freelancer.getByRole('list', { name: 'Docs' }).getByRole('link', { name: title }).click();
  await expect(freelancer).toHaveURL(docUrl);
  await expect(freelancer.getByText('H.264')).toBeVisible();
  // Readers get no doc menu; the sanitised body ran no script.
  await expect(freelancer.getByRole('button', { name: 'Doc menu' })).toHaveCount(0);

  // A job the freelancer may see: its page's Help link opens the tutorial of its type.
  const jobs = (await (await freelancer.request.get(`${BASE_URL}/api/jobs?limit=20`)).json()).jobs as Array<{ _id: string }>;
  if (jobs.length === 0) throw new Error('the demo freelancer sees no job');
  await freelancer.goto(`/app/jobs/${jobs[0]._id}`);
  await freelancer.getByRole('link', { name: 'Help' }).click();
  await expect(freelancer).toHaveURL(/\/app\/docs\/tutorial-[a-z-]+$/);
  await expect(freelancer.getByRole('heading', { level: 1 })).toContainText('·');
  await expect(freelancer.getByRole('heading', { level: 2, name: 'How a job moves' })).toBeVisible();
  await expect(freelancer.getByText('Doc not found')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});
