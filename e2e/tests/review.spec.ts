import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL, signIn } from '../support/session';

// Client review (issue 26): a PM uploads a short 25 fps video (made here with ffmpeg from Debian's packages, nothing
// downloaded) and a cover, shares the video with a password from the Media section; a reviewer with no account, in
// another browser context, opens the address, steps to a frame with the arrow keys, draws on it and comments, asks
// for changes on the video and approves the cover (through a covers-and-titles link). The PM's page stays open all
// along: the comment with its timecode and drawing, and both decisions, appear on it without a reload (live events,
// decision 0715); the comment is in the project's comments side modal too, where the PM replies and resolves it,
// and a further comment through the link appears there while it is open; the feedback report lists them, as a
// printable page and as CSV.
test.describe.configure({ mode: 'serial' });

const headers = { Origin: BASE_URL };
const TITLE = `Why owls hoot ${Date.now()}`;
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Two seconds of a test pattern at exactly 25 fps, VP8 in WebM (Chromium plays it without proprietary codecs). */
function makeVideo(): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'review-video-'));
  const file = join(dir, 'cut.webm');
  execFileSync(
    'ffmpeg',
    ['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25', '-t', '2'].concat([
      '-c:v',
      'libvpx',
      '-b:v',
      '300k',
      '-an',
      file,
    ]),
  );
  return readFileSync(file);
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a reviewer comments on a frame with a drawing and decides; the PM sees it all', async ({ page, browser }) => {
  await signIn(page, 'pm');
  const created = await page.request.post('/api/projects', { data: { title: TITLE }, headers });
  expect(created.ok()).toBe(true);
  const projectId = (await created.json()).project._id as string;
  const base = `/api/projects/${projectId}`;
  expect((await page.request.post(`${base}/status`, { data: { status: 'production' }, headers })).ok()).toBe(true);

  // The PM uploads the video and a cover chosen for YouTube.
  const upload = await page.request.post('/api/files/upload', {
    headers,
    multipart: { file: { name: 'cut.webm', mimeType: 'video/webm', buffer: makeVideo() } },
  });
  expect(upload.status()).toBe(201);
  const attached = await page.request.post(`${base}/social-media-video/file`, {
    headers,
    data: { fileId: (await upload.json()).file.id, platform: 'yt' },
  });
  expect(attached.ok()).toBe(true);
  const cover = await page.request.post(`${base}/social-media-cover`, {
    headers,
    multipart: { file: { name: 'cover.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(cover.status()).toBe(201);
  const coverId = ((await cover.json()).media.covers as Array<{ _id: string }>).at(-1)!._id;
  const chosen = await page.request.post(`${base}/social-media-cover/set-cover-image`, {
    headers,
    data: { coverId, platform: 'yt', value: true },
  });
  expect(chosen.ok()).toBe(true);

  // The video link, made in the Media section with a password.
  await page.goto(`/app/projects/${projectId}/socialmedia`);
  await page.getByLabel(/Link name/).fill('Client cut 1', { timeout: 30_000 });
  await page.getByLabel('Password (optional)').fill('owl-secret');
  await page.getByRole('button', { name: 'Create review link' }).click();
  const address = await page.getByLabel(/Review address/).inputValue();
  expect(address).toMatch(/\/review#.+/);
  // The covers-and-titles link (the same form makes it; through the API to keep the test short).
  const social = await page.request.post(`${base}/review-links`, {
    headers,
    data: { kind: 'social', name: 'Covers', expiresInDays: 3, mayComment: true, mayDownload: false },
  });
  const socialToken = (await social.json()).token as string;

  // The reviewer: another browser context, no account, a phone's width.
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 390, height: 844 } });
  const reviewer = await context.newPage();
  await reviewer.goto(address.replace(/^https?:\/\/[^/]+/, ''));
  await reviewer.getByLabel('Password').fill('owl-secret');
  await reviewer.getByRole('button', { name: 'Open the review' }).click();
  await expect(reviewer.getByRole('heading', { name: 'Review: Client cut 1' })).toBeVisible();
  await expectNoAxeViolations(reviewer);
  const timecode = reviewer.getByLabel('Timecode');
  await reviewer.getByRole('group', { name: 'Video player' }).focus();
  for (let i = 0; i < 12; i += 1) await reviewer.keyboard.press('ArrowRight');
  await reviewer.keyboard.press('ArrowLeft');
  await expect(timecode).toHaveText('00:00:00:11');

  await reviewer.getByRole('button', { name: 'Draw on the frame' }).click();
  const canvas = reviewer.getByLabel('Drawing over the paused frame');
  const box = (await canvas.boundingBox())!;
  await reviewer.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.3);
  await reviewer.mouse.down();
  await reviewer.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.6, { steps: 5 });
  await reviewer.mouse.up();
  await reviewer.getByLabel(/Your name/).fill('Khun Dao');
  await reviewer.getByRole('textbox', { name: /^Comment/ }).fill('The owl blinks too late here');
  await reviewer.getByRole('button', { name: 'Send comment' }).click();
  await expect(reviewer.getByRole('button', { name: 'Comment at 00:00:00:11 by Khun Dao' })).toBeVisible();
  // The PM's open page shows it without a reload: the text, its timecode and the drawing.
  const reviewBox = page.getByRole('heading', { name: 'Client review' }).locator('..');
  await expect(reviewBox.getByText('The owl blinks too late here')).toBeVisible({ timeout: 15_000 });
  await expect(reviewBox.getByText('at 00:00:00:11')).toBeVisible();
  await expect(reviewBox.getByRole('img', { name: 'Drawing by Khun Dao' })).toBeVisible();

  await reviewer.getByRole('button', { name: 'Request changes for YouTube' }).click();
  await expect(reviewer.getByText('Changes requested by Khun Dao')).toBeVisible();
  await expect(reviewBox.getByText('Khun Dao asked for changes on the video (YouTube)')).toBeVisible({ timeout: 15_000 });

  await reviewer.goto(`/review#${socialToken}`);
  await reviewer.reload();
  const coverItem = reviewer.getByRole('listitem').filter({ hasText: 'Cover 1' });
  await coverItem.getByRole('button', { name: 'Approve for YouTube' }).click();
  await expect(coverItem.getByText('Approved by Khun Dao')).toBeVisible();
  await expect(reviewBox.getByText('Khun Dao approved a cover (YouTube)')).toBeVisible({ timeout: 15_000 });

  // The project's comments side modal lists the review comment, marked as one, where the PM replies and resolves it.
  await page.getByTestId(`comments-${projectId}`).first().click();
  const modal = page.getByRole('dialog');
  const reviewList = modal.getByRole('list', { name: 'Review comments from clients' });
  const item = reviewList.getByRole('listitem').filter({ hasText: 'The owl blinks too late here' });
  await expect(item.getByText('Review comment', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(item.getByText('Khun Dao', { exact: true })).toBeVisible();
  await expect(item.getByText('Video 1')).toBeVisible();
  await expect(item.getByText('at 00:00:00:11')).toBeVisible();
  await expect(item.getByRole('img', { name: 'Drawing by Khun Dao' })).toBeVisible();
  await item.getByRole('button', { name: 'Reply' }).click();
  await item.getByRole('textbox', { name: 'Reply to Khun Dao' }).fill('Fixed in cut 2');
  await item.getByRole('button', { name: 'Send reply' }).click();
  await expect(item.getByText('Fixed in cut 2')).toBeVisible();
  await item.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(item.getByText('Resolved', { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The reviewer reads the reply through the link; a further comment appears in the open side modal by itself.
  const token = decodeURIComponent(address.split('#')[1]!);
  const access = { token, password: 'owl-secret' };
  const read = await context.request.post('/api/review/feedback', { data: access, headers });
  const replies = (await read.json()).feedback.comments.flatMap((c: { replies: Array<{ text: string }> }) => c.replies);
  expect(replies.map((reply: { text: string }) => reply.text)).toContain('Fixed in cut 2');
  const videoId = (await read.json()).feedback.targets[0]._id as string;
  const again = await context.request.post('/api/review/comments', {
    headers,
    data: {
      ...access,
      reviewerName: 'Khun Dao',
      targetKind: 'video',
      targetId: videoId,
      frame: 40,
      text: 'Thanks, the title card next',
    },
  });
  expect(again.status()).toBe(201);
  await expect(reviewList.getByText('Thanks, the title card next')).toBeVisible({ timeout: 15_000 });
  await expect(reviewList.getByText('at 00:00:01:15')).toBeVisible();
  // On a phone the side modal's review comments fit: no horizontal scroll in the modal or the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(item.getByRole('img', { name: 'Drawing by Khun Dao' })).toBeVisible();
  expect(await modal.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth)).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // The feedback report lists both comments (timecode, the frame with the drawing, author, status) and what stands.
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 900 });
  await reviewBox.getByRole('button', { name: 'Feedback report' }).click();
  const report = page.getByRole('dialog', { name: /^Feedback report: / });
  await expect(report.getByText('The owl blinks too late here')).toBeVisible();
  await expect(report.getByText('Thanks, the title card next')).toBeVisible();
  await expect(report.getByRole('img', { name: 'The frame at 00:00:00:11 with the drawing by Khun Dao' })).toBeVisible();
  await expect(report.getByText('Video 1, YouTube: changes requested by Khun Dao', { exact: false })).toBeVisible();
  await expect(report.getByText('Cover 1, YouTube: approved by Khun Dao', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    report.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^review report .*\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv).toContain('Video 1,00:00:00:11,The owl blinks too late here,Khun Dao,review link,resolved,');
  expect(csv).toMatch(/Video 1,YouTube,changes requested,Khun Dao,/);
  expect(csv).toMatch(/Cover 1,YouTube,approved,Khun Dao,/);
  await context.close();
});
