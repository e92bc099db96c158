/**
 * Every screen, for every person (issue 13 "Checks that stay"): each route of the route tables, for each demo
 * account and nobody signed in, at desktop size and at 390×844. On a screen the account may open: no axe violation of
 * any impact, no horizontal overflow, no console error, no failed request, exactly one h1; a screenshot of it goes to
 * e2e/screens/ (git-ignored). A screen it may not open must redirect it elsewhere, just as cleanly.
 * The routes come from the source (support/screens.ts says how to add one).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCREENS, samplesFor, type Samples, type Visitor } from '../support/screens';
import { REPO_ROOT } from '../support/server';
import { BASE_URL, DEMO, PASSWORD, signIn } from '../support/session';

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
const VISITORS: Visitor[] = ['anonymous', 'admin', 'pm', 'staff', 'freelancer', 'newbie', 'client', 'payer'];
const SHOTS = join(__dirname, '..', 'screens');
/** `EVERY_SCREEN_ROUTES=<regex>` visits only the matching routes (while fixing one screen). */
const ONLY = process.env.EVERY_SCREEN_ROUTES ? new RegExp(process.env.EVERY_SCREEN_ROUTES) : null;

/** Every route the route tables declare, as written there (wildcard "not found" routes left out). */
function declaredRoutes(): string[] {
  const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');
  const routes = new Set<string>();
  const paths = (source: string, constants: string) =>
    [...source.matchAll(/<Route\s+(index|path=(?:"([^"]+)"|\{(\w+)\}))/g)].map(([, , literal, constant]) => {
      if (literal !== undefined || !constant) return literal ?? '';
      const value = new RegExp(`export const ${constant} = '([^']+)'`).exec(constants);
      if (!value) throw new Error(`route constant ${constant} not found`);
      return value[1];
    });
  // The shell: absolute paths, and paths relative to its /app layout route (index is the dashboard).
  for (const path of paths(read('shell/src/routing/AppRoutes.tsx'), '')) {
    if (path === '*' || path === '/app') continue;
    routes.add(path.startsWith('/') ? path : `/app/${path}`);
  }
  for (const remote of ['mf-projects', 'mf-jobs', 'mf-payments', 'mf-feed', 'mf-admin']) {
    const source = read(`${remote}/src/AppRoutes.tsx`);
    const constants = [...source.matchAll(/from '(\.\/[^']+)'/g)]
      .map(([, file]) => {
        try {
          return read(`${remote}/src/${file.slice(2)}.ts`);
        } catch {
          return '';
        }
      })
      .join('\n');
    for (const path of paths(source, constants)) if (!path.endsWith('*')) routes.add(path);
  }
  // The project page's sections and the jobs section's own routes.
  const sections = /SECTION_KEYS = \[([^\]]+)\]/.exec(read('mf-projects/src/project/sections.ts'));
  for (const [, key] of sections![1].matchAll(/'([^']+)'/g)) routes.add(`/app/projects/:projectId/${key}`);
  for (const path of paths(read('mf-jobs/src/project/ProjectJobsSection.tsx'), '')) if (path !== '*') routes.add(path);
  return [...routes];
}

test('every route of the route tables has an entry in the every-screen suite', () => {
  const declared = declaredRoutes().sort();
  expect(declared.length).toBeGreaterThan(15);
  expect(Object.keys(SCREENS).sort()).toEqual(declared);
});

/** What went wrong on the page since the last call (console errors, page errors, failed requests). */
function watch(page: Page) {
  let problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A navigation away cancels what the previous screen still had in flight: that is not a failure.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed: ${request.method()} ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return () => {
    const found = problems;
    problems = [];
    return found;
  };
}

/** Waits until the screen has settled: its heading shown, nothing loading, the network quiet. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page
    .waitForFunction(
      () => {
        const text = document.body.textContent ?? '';
        return !text.includes('Loading...') && !document.querySelector('[aria-busy="true"]') && !!document.querySelector('h1');
      },
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/** No horizontal overflow and no axe violation; then a full-page screenshot in `folder`. */
async function checkAndShoot(page: Page, report: (what: string) => void, folder: string, file: string) {
  const overflow = await page.evaluate(() => {
    const by = document.documentElement.scrollWidth - window.innerWidth;
    if (by <= 0) return null;
    // The outermost elements reaching past the right edge, to say where to look.
    const wide = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
      (element) =>
        element.getBoundingClientRect().right > window.innerWidth + 1 &&
        !(element.parentElement && element.parentElement.getBoundingClientRect().right > window.innerWidth + 1),
    );
    const name = (element: HTMLElement) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ').join('.')}` : ''}`;
    return { by, where: wide.slice(0, 3).map(name).join(', ') };
  });
  if (overflow) report(`${overflow.by}px of horizontal overflow (${overflow.where})`);
  const axe = await new AxeBuilder({ page }).analyze();
  for (const violation of axe.violations) {
    report(`axe ${violation.impact} ${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${file}.png`), fullPage: true });
}

async function inviteToken(browser: Browser): Promise<string> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const headers = { Origin: BASE_URL };
  await context.request.post('/api/auth/login', { data: { email: DEMO.admin, password: PASSWORD }, headers });
  const email = `every.screen.${Date.now()}@demo.test`;
  const invited = await context.request.post('/api/users/invite', {
    data: { email, name: 'Ivy Invited', level: 'staff' },
    headers,
  });
  const { inviteUrl } = (await invited.json()) as { inviteUrl: string };
  await context.close();
  return new URL(inviteUrl).searchParams.get('token')!;
}

for (const [size, viewport] of Object.entries(SIZES)) {
  for (const who of VISITORS) {
    test(`every screen ${who} may open is clean at ${size} size, and the others redirect`, async ({ browser }) => {
      test.setTimeout(Number(process.env.EVERY_SCREEN_TIMEOUT) || 240_000);
      const context = await browser.newContext({ baseURL: BASE_URL, viewport });
      const page = await context.newPage();
      if (who !== 'anonymous') await signIn(page, who);
      const samples: Samples = await samplesFor(page.request, who);
      if (who === 'anonymous') samples.inviteToken = await inviteToken(browser);
      const problems = watch(page);
      const found: string[] = [];
      for (const [route, screen] of Object.entries(SCREENS)) {
        if (ONLY && !ONLY.test(route)) continue;
        const address = typeof screen.at === 'string' ? screen.at : screen.at(samples);
        const opens = screen.opens.includes(who);
        if (!address) {
          if (opens) found.push(`${route}: no sample address for ${who}`);
          continue;
        }
        await test.step(`${route} (${opens ? 'opens' : 'redirects'})`, async () => {
          await page.goto(address);
          await settled(page);
          const here = new URL(page.url());
          const base = address.split('?')[0];
          const stayed = here.pathname === base || (!base.endsWith('/') && here.pathname.startsWith(`${base}/`));
          const report = (what: string) => {
            found.push(`${route} → ${page.url()}: ${what}`);
            console.log(`[${who} ${size}] ${route}: ${what}`);
          };
          for (const problem of problems()) report(problem);
          if (!opens) {
            if (stayed) report('expected a redirect away');
            return;
          }
          if (!stayed) return report('redirected away from a screen this account may open');
          const h1 = await page.locator('h1').count();
          if (h1 !== 1) report(`${h1} h1 elements`);
          const file = route.replace(/^\//, '').replace(/[/:]+/g, '_') || 'root';
          await checkAndShoot(page, report, join(SHOTS, size, who), file);
          for (const [state, reach] of Object.entries(screen.states ?? {})) {
            await reach(page);
            await checkAndShoot(page, (what) => report(`(${state}) ${what}`), join(SHOTS, size, who), `${file}.${state}`);
          }
          for (const problem of problems()) report(problem);
        });
      }
      await context.close();
      expect(found).toEqual([]);
    });
  }
}
