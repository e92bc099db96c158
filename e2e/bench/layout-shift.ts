// `npm run bench`, layout shift: cold loads with the browser's own layout-shift entries summed from the first paint
// until the page has rendered and the network is idle. The sum of every shift without recent input is an upper bound
// of Lighthouse's CLS (which takes the worst five-second window). Target: under 0.02 (issue 8 for the project list,
// issue 27 target 2 for every screen: `screensLayoutShift`, the main screens as the admin, a PM and a freelancer). A
// measurement, never a failure.
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

/** The main screens each kind of working user opens first; a project's page is their first project's. */
const SCREENS = ['/app/', '/app/projects', '/app/jobs', '/app/payments', '/app/feed'];

/** The worst of `runs` cold loads of every main screen, for the admin, a PM and a freelancer, printed per screen. */
export async function screensLayoutShift(browser: Browser, base: string, runs: number) {
  console.log(`\nLayout shift of the main screens (worst of ${runs} cold loads each, sum of shifts; target < 0.02):`);
  let worstOfAll = 0;
  for (const email of [DEMO.admin, DEMO.pm, DEMO.freelancer]) {
    const firstProject = await firstProjectOf(browser, base, email);
    const paths = firstProject ? [...SCREENS, `/app/projects/${firstProject}`] : SCREENS;
    for (const path of paths) {
      let worst = 0;
      for (let i = 0; i < runs; i++) worst = Math.max(worst, await coldLayoutShift(browser, base, email, path, 'main'));
      worstOfAll = Math.max(worstOfAll, worst);
      const shown = path.startsWith('/app/projects/') ? '/app/projects/{id}' : path;
      console.log(`  ${email.padEnd(22)} ${shown.padEnd(20)} ${worst.toFixed(3)}   ${worst < 0.02 ? 'OK' : 'OVER'}`);
    }
  }
  console.log(`  worst of all ${worstOfAll.toFixed(3)}   ${worstOfAll < 0.02 ? 'OK' : 'OVER'}`);
  return worstOfAll;
}

async function firstProjectOf(browser: Browser, base: string, email: string): Promise<string | null> {
  const context = await browser.newContext();
  try {
    await context.request.post(`${base}/api/auth/login`, { data: { email, password: PASSWORD }, headers: { Origin: base } });
    const response = await context.request.get(`${base}/api/projects?limit=1`);
    const body = (await response.json()) as { projects?: { _id: string }[] };
    return body.projects?.[0]?._id ?? null;
  } finally {
    await context.close();
  }
}
