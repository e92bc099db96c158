// Comments (issue 11): a PM and a client comment on the same project. The PM also writes in #private; the client
// never sees that comment, its tab or its count. The PM's @-mention reaches the mentioned person's bell.
import { expect, test } from '@playwright/test';
import { BASE_URL, expectInBell, personAt } from '../support/session';

test('a PM and a client comment on one project; the #private comment stays the PM side; a mention rings the bell', async ({
  browser,
}) => {
  // Three people at three browsers on a shared machine: more than the default minute.
  test.setTimeout(180_000);
  const headers = { Origin: BASE_URL };
  const pm = await personAt(browser, 'pm');
  const created = await pm.request.post(`${BASE_URL}/api/projects`, { data: { title: `Comment trail ${Date.now()}` }, headers });
  expect(created.ok()).toBe(true);
  const projectId = (await created.json()).project._id as string;
  const invited = await pm.request.post(`${BASE_URL}/api/projects/${projectId}/collabs`, {
    data: { email: 'client@demo.test' },
    headers,
  });
  expect(invited.ok()).toBe(true);

  // The PM opens the comments from the project's header: the address gains ?comments= and the side modal opens.
  await pm.goto(`/app/projects/${projectId}`);
  await pm.getByTestId(`comments-${projectId}`).click();
  await expect(pm).toHaveURL(new RegExp(`comments=${projectId}`));
  const pmPanel = pm.getByRole('dialog', { name: 'Comments' });
  const box = pmPanel.getByRole('textbox', { name: 'Write a comment' });
  await box.fill('Welcome aboard');
  await box.pressSequentially(' @Sar');
  await pmPanel.getByRole('option', { name: '@Sara Staff' }).click();
  await expect(box).toHaveValue('Welcome aboard @Sara Staff ');
  await pmPanel.getByRole('button', { name: 'Post' }).click();
  await expect(pmPanel.getByText('Welcome aboard @Sara Staff')).toBeVisible();

  await pmPanel.getByRole('tab', { name: /#private/ }).click();
  await pmPanel.getByRole('textbox', { name: 'Write a comment in #private' }).fill('Budget is tight on this one');
  await pmPanel.getByRole('button', { name: 'Post' }).click();
  await expect(pmPanel.getByText('Budget is tight on this one')).toBeVisible();
  await expect(pmPanel.getByRole('tab', { name: /#private/ })).toContainText('1');

  // The client reads and writes the public comments only: no tabs, no private comment, a count without it.
  const client = await personAt(browser, 'client');
  await client.goto(`/app/projects/${projectId}`);
  await expect(client.getByTestId(`comments-${projectId}`)).toHaveAccessibleName(/^1 comment/);
  await client.getByTestId(`comments-${projectId}`).click();
  const clientPanel = client.getByRole('dialog', { name: 'Comments' });
  await expect(clientPanel.getByText('Welcome aboard @Sara Staff')).toBeVisible();
  await expect(clientPanel.getByRole('tab')).toHaveCount(0);
  await clientPanel.getByRole('textbox', { name: 'Write a comment' }).fill('Looks great, thanks');
  await clientPanel.getByRole('button', { name: 'Post' }).click();
  await expect(clientPanel.getByText('Looks great, thanks')).toBeVisible();
  await expect(client.getByText('Budget is tight on this one')).toHaveCount(0);
  const asClient = await (await client.request.get(`${BASE_URL}/api/comments/count?itemId=${projectId}`)).json();
  expect(asClient.counts).toEqual({ total: 2, byTag: { '': 2 } });
  const privateTab = await client.request.get(`${BASE_URL}/api/comments?itemId=${projectId}&tag=private`);
  expect(JSON.stringify(await privateTab.json())).not.toContain('Budget is tight');

  // Closing the modal drops the parameter; the PM sees the client's comment and both counts.
  await client.keyboard.press('Escape');
  await expect(client).not.toHaveURL(/comments=/);
  await pm.reload();
  await expect(pm.getByRole('dialog', { name: 'Comments' }).getByText('Looks great, thanks')).toBeVisible();
  await expect(pm.getByTestId(`comments-${projectId}`)).toHaveAccessibleName(/^3 comments/);

  // The mention reaches Sara's bell.
  const staff = await personAt(browser, 'staff');
  await staff.goto('/app/');
  await expectInBell(staff, /Paul Manager mentioned you in a comment on/);
});
