// The reviewer's page (issue 26): the JS a reviewer with a link downloads on the first load of `/review#<token>`, by
// part (gzip -9), against the budget of 150 KB. The link is a storyboard link a PM makes for a demo project
// (no password, so the page opens the review at once). A measurement, never a failure.
import type { Browser } from '@playwright/test';
import { DEMO, PASSWORD } from '../support/session';
import { countJsByPart, loadNow } from './measure';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export async function benchReviewPage(browser: Browser, base: string, projectTitle: string): Promise<void> {
  const pm = await browser.newContext();
  const login = await pm.request.post(`${base}/api/auth/login`, {
    data: { email: DEMO.pm, password: PASSWORD },
    headers: { Origin: base },
  });
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
  const list = await pm.request.get(`${base}/api/projects?limit=100`);
  const project = ((await list.json()) as { projects: { _id: string; title: string }[] }).projects.find(
    (item) => item.title === projectTitle,
  );
  if (!project) throw new Error(`the demo project "${projectTitle}" was not found`);
  const made = await pm.request.post(`${base}/api/projects/${project._id}/review-links`, {
    headers: { Origin: base },
    data: { kind: 'storyboard', name: 'Bench', expiresInDays: 1, mayComment: true, mayDownload: false },
  });
  if (!made.ok()) throw new Error(`the review link was not made: ${made.status()} ${await made.text()}`);
  const { token } = (await made.json()) as { token: string };
  await pm.close();

  const reviewer = await browser.newContext();
  const page = await reviewer.newPage();
  const { js, settled } = countJsByPart(page);
  await page.goto(`${base}/review#${token}`);
  await page.waitForLoadState('networkidle');
  await settled();
  await reviewer.close();
  const total = Object.values(js).reduce((a, b) => a + b, 0);
  console.log(`\nFirst load of the reviewer's page /review#<token> (a storyboard link; JS, gzip -9; load ${loadNow()}):`);
  for (const [part, bytes] of Object.entries(js).sort()) console.log(`  ${part.padEnd(12)} ${kb(bytes).padStart(7)} KB`);
  console.log(`  ${'total'.padEnd(12)} ${kb(total).padStart(7)} KB   budget ≤ 150 KB   ${total <= 150 * 1024 ? 'OK' : 'OVER'}`);
}
