// An admin adds a webhook on the Webhooks screen, copies its secret once, an event reaches a receiver started here
// with a valid signature, and the delivery log shows it and sends it again (issue 25).
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { BASE_URL, signIn } from '../support/session';

const headers = { Origin: BASE_URL };

test('an admin adds a webhook, the receiver gets a signed event, and the admin sees its deliveries', async ({ page }) => {
  const received: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/e2e-hook`;
  try {
    await signIn(page, 'admin');
    await page.goto('/app/users/webhooks');
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a webhook' });
    await dialog.getByLabel('Address (URL)').fill(url);
    await dialog.getByLabel('Comment posted').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Copy the secret now: it will not be shown again.')).toBeVisible();
    const secret = await dialog.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('list', { name: 'Webhooks' }).getByRole('listitem').filter({ hasText: url })).toContainText(
      'Comment posted',
    );

    const created = await page.request.post(`${BASE_URL}/api/projects`, { data: { title: 'Webhook E2E' }, headers });
    expect(created.ok()).toBe(true);
    const projectId = (await created.json()).project._id as string;
    const comment = await page.request.post(`${BASE_URL}/api/comments`, {
      data: { itemId: projectId, tag: '', text: 'Sent to the chat channel' },
      headers,
    });
    expect(comment.status()).toBe(201);

    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(1);
    const [first] = received;
    const timestamp = first!.headers['studio-webhook-timestamp'] as string;
    const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${first!.body}`).digest('hex')}`;
    expect(first!.headers['studio-webhook-signature']).toBe(expected);
    expect(JSON.parse(first!.body)).toMatchObject({
      type: 'comment.posted',
      data: { comment: { text: 'Sent to the chat channel', item: { _id: projectId } } },
    });

    await page.getByRole('button', { name: `Deliveries of the webhook to ${url}` }).click();
    const log = page.getByRole('list', { name: `Deliveries of the webhook to ${url}` });
    await expect(log.getByRole('listitem').first()).toContainText('Comment posted');
    await expect(log.getByRole('listitem').first()).toContainText('Delivered');
    await log
      .getByRole('button', { name: /^Send the Comment posted delivery of/ })
      .first()
      .click();
    await expect(page.getByText('The delivery will be sent again')).toBeVisible();
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(2);
    expect(JSON.parse(received[1]!.body).id).toBe(JSON.parse(first!.body).id);
  } finally {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }
});
