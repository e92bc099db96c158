// `npm run bench`, the project list's layout shift (issue 8): cold loads of /app/projects as the demo PM, with the
// browser's own layout-shift entries summed from the first paint until the list has rendered its rows and the
// network is idle. The sum of every shift without recent input is an upper bound of Lighthouse's CLS (which takes
// the worst five-second window). Target: under 0.02. A measurement, never a failure.
import type { Browser } from '@playwright/test';
import { DEMO, PASSWORD } from '../support/session';

declare global {
  interface Window {
    benchLayoutShift: number;
  }
}

/** The layout shift of one cold load of `path` as `email`, once `ready` (a CSS selector) is on the page. */
export async function coldLayoutShift(browser: Browser, base: string, email: string, path: string, ready: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const login = await context.request.post(`${base}/api/auth/login`, {
    data: { email, password: PASSWORD },
    headers: { Origin: base },
  });
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
  const unread = await context.request.get(`${base}/api/memos/unread`);
  for (const memo of ((await unread.json()) as { memos: { _id: string }[] }).memos) {
    await context.request.post(`${base}/api/posts/${memo._id}/track-users`, { data: { okBy: true }, headers: { Origin: base } });
  }
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.benchLayoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) window.benchLayoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(base + path);
  await page.waitForSelector(ready, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // Two frames, so shifts of the last render are reported before reading.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shift = await page.evaluate(() => window.benchLayoutShift);
  await context.close();
  return shift;
}

/** The project list's layout shift: median and worst of `runs` cold loads as the demo PM. */
export async function projectListLayoutShift(browser: Browser, base: string, runs: number) {
  const shifts: number[] = [];
  for (let i = 0; i < runs; i++) {
    shifts.push(await coldLayoutShift(browser, base, DEMO.pm, '/app/projects', 'main a[href*="/projects/"]'));
  }
  const sorted = [...shifts].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const worst = sorted[sorted.length - 1];
  console.log(`\nLayout shift of /app/projects as pm@demo.test (sum of shifts, ${runs} cold loads):`);
  console.log(`  median ${median.toFixed(3)}   worst ${worst.toFixed(3)}   target < 0.02   ${worst < 0.02 ? 'OK' : 'OVER'}`);
  console.log(`  all runs: ${shifts.map((s) => s.toFixed(3)).join(', ')}`);
  return { median, worst };
}
