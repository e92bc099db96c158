import { expect, test, type Page } from '@playwright/test';
import { BASE_URL, PASSWORD, personAt, signIn } from '../support/session';

// One video from order to launch, in order: a PM creates a project and invites a client by e-mail (the invitee sets a
// password and lands on the project) and adds a freelancer; a freelancer invited by e-mail sets a password, agrees
// to the terms and finds it; the client submits the raw script; the PM moves it
// through the workflow with the admin approving; drive setup runs to "Complete."; the checklist reaches 100%;
// the client reads the page without internals; the PM publishes it and an anonymous visitor reads it.
test.describe.configure({ mode: 'serial' });

const TITLE = `Lost and Found ${Date.now()}`;
const CLIENT_EMAIL = `client.order.${Date.now()}@demo.test`;
const NEW_FREELANCER_EMAIL = `voice.newcomer.${Date.now()}@demo.test`;
let projectUrl = '';
let projectId = '';

const box = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const toast = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();

test('a PM creates a project, which opens', async ({ page }) => {
  await signIn(page, 'pm');
  await page.goto('/app/projects');
  await page.getByRole('button', { name: 'New Project' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Title').fill(TITLE);
  await form.getByRole('button', { name: 'Create' }).click();
  await toast(page, 'Project created');
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/projects\/[0-9a-f-]{36}\/scenes$/);
  projectUrl = new URL(page.url()).pathname;
  projectId = projectUrl.split('/')[3];
  // The shell's menu steps aside while a project is open.
  await expect(page.getByRole('navigation', { name: 'Project sections' })).toBeVisible();
});

test('the PM invites a client by e-mail, who sets a password and lands on the project; a freelancer added by e-mail finds it', async ({
  page,
  browser,
}) => {
  await signIn(page, 'pm');
  await page.goto(projectUrl);
  const collaborators = box(page, 'Collaborators');
  await collaborators.getByLabel('E-mail or name').fill(CLIENT_EMAIL);
  await collaborators.getByRole('button', { name: 'Add', exact: true }).click();
  await toast(page, 'Invitation email has been sent to the user');
  await expect(collaborators.getByText('Invitation pending')).toBeVisible();

  await collaborators.getByLabel('E-mail or name').fill('freelancer@demo.test');
  await collaborators.getByRole('button', { name: 'Add', exact: true }).click();
  await toast(page, 'Added new collaborator');

  // The invitation went out by mail (the outbox); an admin passes the same kind of link on by hand.
  const admin = await personAt(browser, 'admin');
  const reinvite = await admin.request.post(`/api/projects/${projectId}/collabs`, {
    data: { email: CLIENT_EMAIL },
    headers: { Origin: BASE_URL },
  });
  expect(reinvite.ok()).toBe(true);
  const link = (await reinvite.json()).inviteUrl as string;
  const client = await (await browser.newContext({ baseURL: BASE_URL })).newPage();
  await client.goto(link);
  await client.getByLabel(/Password/).fill(PASSWORD);
  await client.getByRole('button', { name: 'Set Password and Sign In' }).click();
  await expect(client.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  expect(new URL(client.url()).pathname).toBe(`${projectUrl}`);

  // The client orders the video: the raw script, while the project is new.
  const raw = box(client, 'Raw script');
  await raw
    .getByRole('textbox', { name: /Body/ })
    .fill(
      'A boy finds a wallet on the bus. He could keep it, but he walks across the city to return it. ' +
        'What will this story teach people? Honesty pays back.',
    );
  await raw.getByRole('button', { name: 'Submit' }).click();
  await toast(client, 'Raw script submitted');

  // The client reads the page without internals: no checklist, PM logs, specs, drive or earnings, in the JSON too.
  await client.reload();
  await expect(client.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  for (const name of ['Checklist', 'PM logs', 'Drive setup', 'Publishing']) await expect(box(client, name)).toHaveCount(0);
  const seen = await (await client.request.get(`/api/projects/${projectId}`)).json();
  for (const field of ['checklist', 'level', 'demonProof', 'specs', 'earnings', 'gdriveFolder', 'docs', 'meta']) {
    expect(seen.project).not.toHaveProperty(field);
  }
  expect((await client.request.get(`/api/projects/${projectId}/logs`)).status()).toBe(403);

  const freelancer = await personAt(browser, 'freelancer');
  await freelancer.goto('/app/projects?status=new');
  await expect(freelancer.getByRole('link', { name: TITLE })).toBeVisible();
});

test('a freelancer the studio invited by e-mail is added by the PM, sets a password, agrees to the terms and finds the project', async ({
  page,
  browser,
}) => {
  // The studio invites a new freelancer (people admin); until they set a password they are pending.
  const admin = await personAt(browser, 'admin');
  const invited = await admin.request.post('/api/users/invite', {
    data: { email: NEW_FREELANCER_EMAIL, name: 'Voice Newcomer', level: 'freelancer' },
    headers: { Origin: BASE_URL },
  });
  expect(invited.status()).toBe(201);

  // The PM adds the pending freelancer by e-mail: they are invited again, to land on this project.
  await signIn(page, 'pm');
  await page.goto(projectUrl);
  const collaborators = box(page, 'Collaborators');
  await collaborators.getByLabel('E-mail or name').fill(NEW_FREELANCER_EMAIL);
  await collaborators.getByRole('button', { name: 'Add', exact: true }).click();
  await toast(page, 'Invitation email has been sent to the user');
  const newcomerRow = collaborators.getByRole('listitem').filter({ hasText: 'Voice Newcomer' });
  await expect(newcomerRow.getByText('Invitation pending')).toBeVisible();

  // The newest link (the one the PM's invitation mailed); an admin is answered the same kind of link.
  const reinvite = await admin.request.post(`/api/projects/${projectId}/collabs`, {
    data: { email: NEW_FREELANCER_EMAIL },
    headers: { Origin: BASE_URL },
  });
  expect(reinvite.ok()).toBe(true);
  const newcomer = await (await browser.newContext({ baseURL: BASE_URL })).newPage();
  await newcomer.goto((await reinvite.json()).inviteUrl as string);
  await newcomer.getByLabel(/Password/).fill(PASSWORD);
  await newcomer.getByRole('button', { name: 'Set Password and Sign In' }).click();
  // A new freelancer agrees to the terms first; then the project is theirs to open.
  await expect(newcomer).toHaveURL(/\/app\/account\?section=terms$/);
  await newcomer.getByRole('button', { name: 'I Agree' }).click();
  await expect(newcomer.getByText('You agreed to Freelance Services Terms and Conditions')).toBeVisible();
  // A newcomer has the studio's memos to read first (the seed's, and any another test posted), one by one, each
  // staying until acknowledged.
  const memos = (await (await newcomer.request.get('/api/memos/unread')).json()).memos as { title: string }[];
  expect(memos.length).toBeGreaterThan(0);
  await newcomer.goto('/app/projects?status=new');
  for (const { title } of memos) {
    const memo = newcomer.getByRole('dialog');
    await expect(memo.getByRole('heading', { name: title })).toBeVisible();
    await memo.getByRole('button', { name: 'Ok, I got it' }).click();
  }
  await expect(newcomer.getByRole('dialog')).toHaveCount(0);
  await newcomer.getByRole('link', { name: TITLE }).click();
  await expect(newcomer.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  // A freelancer is no PM: no PM logs, and no collaborators' e-mail addresses.
  await expect(box(newcomer, 'PM logs')).toHaveCount(0);
  expect((await newcomer.request.get(`/api/projects/${projectId}/logs`)).status()).toBe(403);
  const seen = await (await newcomer.request.get(`/api/projects/${projectId}`)).json();
  for (const collab of seen.project.collabs) expect(collab).not.toHaveProperty('email');
});

test('the PM moves it through the workflow and the admin approves the script', async ({ page, browser }) => {
  await signIn(page, 'pm');
  await page.goto(projectUrl);
  await expect(page.getByText(/^Words: [1-9]/)).toBeVisible();
  const update = page.getByRole('form', { name: 'Update Status' });
  await update.getByLabel('Project status').selectOption('script-writing');
  await update.getByRole('button', { name: 'Update Status' }).click();
  await page.getByRole('dialog', { name: 'Update the status?' }).getByRole('button', { name: 'Update Status' }).click();
  await toast(page, 'Project status updated');
  const status = box(page, 'Status');
  await status.getByRole('button', { name: 'Submit for approval' }).click();
  await toast(page, 'Submitted for approval');

  const admin = await personAt(browser, 'admin');
  await admin.goto(projectUrl);
  await box(admin, 'Status').getByRole('button', { name: 'Approve Script' }).click();
  await admin.getByRole('dialog', { name: 'Approve the script?' }).getByRole('button', { name: 'Approve Script' }).click();
  await toast(admin, 'Script approved');
  await expect(box(admin, 'Status').getByText('Approved')).toBeVisible();

  // The PM's logs hold the story.
  await page.reload();
  await expect(box(page, 'PM logs')).toBeVisible();
});

test('drive setup runs once to "Complete." and the checklist reaches 100%', async ({ page, browser }) => {
  await signIn(page, 'pm');
  await page.goto(projectUrl);
  const drive = box(page, 'Drive setup');
  await drive.getByLabel('I know, now let me').check();
  await drive.getByRole('button', { name: 'Run' }).click();
  await expect(drive.getByText('Complete.')).toBeVisible({ timeout: 30_000 });
  await toast(page, 'Google Drive Setup Complete!');

  const checklist = box(page, 'Checklist');
  const steps = [
    'Project setup',
    'Script editing',
    'Script wrap-up',
    'Storyboard setup',
    'Video recording',
    'Voice recording',
    'Video editing',
    'Video finalizing',
    'Launch preparation',
  ];
  for (const name of steps) {
    // The box follows the server's answer (a controlled checkbox), so click and wait for it to show ticked.
    await checklist.getByRole('checkbox', { name, exact: true }).click();
    await expect(checklist.getByRole('checkbox', { name, exact: true })).toBeChecked();
  }
  // The launch steps are the admins'.
  const admin = await personAt(browser, 'admin');
  await admin.goto(projectUrl);
  const adminChecklist = box(admin, 'Checklist');
  for (const name of ['YouTube launch', 'Facebook launch']) {
    await adminChecklist.getByRole('checkbox', { name, exact: true }).click();
    await expect(adminChecklist.getByRole('checkbox', { name, exact: true })).toBeChecked();
  }
  await expect(adminChecklist.getByText('100%')).toBeVisible();
  const project = (await (await admin.request.get(`/api/projects/${projectId}`)).json()).project;
  expect(project.progress).toBe(100);
  expect(project.platforms.sort()).toEqual(['fb', 'yt']);
});

test('the PM publishes the project and an anonymous visitor reads it, read only', async ({ page, browser }) => {
  await signIn(page, 'pm');
  await page.goto(projectUrl);
  await box(page, 'Publishing').getByRole('switch', { name: 'Published' }).click();
  await page.getByRole('dialog', { name: 'Publish this project?' }).getByRole('button', { name: 'Publish' }).click();
  await toast(page, 'Project published');

  const visitor = await (await browser.newContext({ baseURL: BASE_URL })).newPage();
  await visitor.goto(`/app/projects/${projectId}`);
  await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(visitor.getByText('Published: read only')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Submit for approval' })).toHaveCount(0);
  await expect(visitor.getByRole('navigation', { name: 'Project sections' })).toHaveCount(0);
  // Its public view (issue 28): the scenes, read only.
  await expect(visitor.getByRole('region', { name: 'Scenes', exact: true })).toBeVisible();
  await expect(visitor.getByRole('textbox')).toHaveCount(0);
});
