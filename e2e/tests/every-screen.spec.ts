/**
 * Every screen, for every person (issue 13 "Checks that stay"): each route of the route tables (support/screens.ts
 * reads them from the source and says how to add one), for each demo account and for nobody signed in. First at
 * desktop size (1280×800) in English, then at phone size (390×844) in Thai. On every screen: no axe violation of any
 * impact, no horizontal overflow, no console error, no failed request, exactly one h1; in Thai also no English word
 * a person reads (user content aside, see `englishWords`). A screenshot of each screen goes to e2e/screens/
 * (git-ignored): `<account>-<screen>-desktop.png` and `<account>-<screen>-phone-th.png`.
 * Each screen's findings are one failure message, so one run shows them all.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { adminSamplesForAnonymous, declaredRoutes, SCREENS, samplesFor, VISITORS } from '../support/screens';
import { BASE_URL, signIn } from '../support/session';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const SHOTS = join(__dirname, '..', 'screens');
/**
 * axe-core's source (the copy @axe-core/playwright runs), put into every page of the suite's browser context once:
 * AxeBuilder would send its 500 KB to each page before every analysis, and run the results' last step in a new
 * blank page each time (seconds per screen on a busy machine). Its legacy mode runs axe.run in the page itself.
 */
const AXE_SOURCE = readFileSync(
  join(dirname(require.resolve('axe-core', { paths: [dirname(require.resolve('@axe-core/playwright'))] })), 'axe.min.js'),
  'utf8',
);
const axeOn = (page: Page) =>
  new AxeBuilder({ page, axeSource: 'void 0' }).setLegacyMode().options({ resultTypes: ['violations'] });

/** `EVERY_SCREEN_ROUTES=<regex>` visits only the matching routes (while fixing one screen). */
const ONLY = process.env.EVERY_SCREEN_ROUTES ? new RegExp(process.env.EVERY_SCREEN_ROUTES) : null;

/**
 * Latin words a Thai page may show: names and abbreviations the product does not translate (the platforms and their
 * short forms, the studio's abbreviations, the language's own name in the language picker).
 */
const ALLOWED_WORDS = new Set([
  'PM', // project manager, as the studio says it in Thai too
  'PB', // performance-based
  'FB',
  'YT',
  'Facebook',
  'YouTube',
  'URL', // a link's address, as Thai writes it too
  'English', // the language picker names each language in itself
  'Studio', // the product's name (the brand in the top bar, "ยินดีต้อนรับสู่ Studio")
  // image formats, named as their files are
  'jpg',
  'png',
  'gif',
  'webp',
]);

/**
 * Fields of the API's answers that hold what people typed (names, e-mails, titles, texts, file names): their words
 * are content, not UI strings, and may be English on a Thai page. Server-written sentences (`message`, a
 * notification's `text` and `html`) are not content: they must come in the reader's language.
 */
const CONTENT_FIELDS = new Set([
  'name',
  'nameAlias',
  'firstName',
  'email',
  'title',
  'body',
  'bodyHtml',
  'bodyPreview',
  'text',
  'filename',
  'paymentInfo',
  'slug',
]);
/**
 * Answers that are content as a whole: the voice and music samples' names (the studio's own recordings, named by
 * whoever made them, like file names; the library comes with the deployment, not with the UI's strings).
 */
const CONTENT_ANSWERS = ['/api/projects/specs/library'];

test('every route of the route tables has an entry in the every-screen suite', () => {
  const declared = declaredRoutes().sort();
  expect(declared.length).toBeGreaterThan(20);
  expect(Object.keys(SCREENS).sort()).toEqual(declared);
});

/** What went wrong on the page since the last call (console errors, page errors, failed requests). */
function watch(page: Page) {
  let problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // Leaving a screen cancels what it still had in flight (an image, a prefetch): that is not a failure.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`);
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

/** Adds to `words` the words of what people typed, from every API answer the page receives (see CONTENT_FIELDS). */
function contentWords(page: Page, words: Set<string>): void {
  const add = (text: string) => {
    for (const word of text.match(/[A-Za-z]+/g) ?? []) words.add(word.toLowerCase());
  };
  const collect = (value: unknown, key: string | null, notification: boolean, whole = false) => {
    if (typeof value === 'string') {
      if (notification && key === 'html') {
        // A notification's sentence is the server's, in the reader's language; the names and titles in it are bold
        // and the quoted notes and comments are in quotation marks, verbatim: those are content.
        for (const [, , inner] of value.matchAll(/<(strong|b|em|q|blockquote)>([\s\S]*?)<\/\1>/g)) add(inner);
        for (const [, inner] of value.replace(/<[^>]*>/g, '').matchAll(/[“"]([^”"]*)[”"]/g)) add(inner);
      } else if (whole || (key && CONTENT_FIELDS.has(key) && !(notification && key === 'text'))) add(value);
    } else if (Array.isArray(value)) for (const item of value) collect(item, key, notification, whole);
    else if (value && typeof value === 'object')
      for (const [name, item] of Object.entries(value)) collect(item, name, notification, whole);
  };
  page.on('response', async (response) => {
    if (!response.url().includes('/api/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
    const body = await response.json().catch(() => null);
    const { pathname } = new URL(response.url());
    collect(body, null, pathname.startsWith('/api/notifs'), CONTENT_ANSWERS.includes(pathname));
  });
  // The page's boot data (the signed-in user) arrives inside the HTML.
  page.on('load', async () => {
    const boot = await page.evaluate(() => document.getElementById('boot')?.textContent ?? 'null').catch(() => 'null');
    collect(JSON.parse(boot), null, false);
  });
}

/** How many of the page's requests (API calls, scripts, styles) are under way. */
function inFlight(page: Page): () => number {
  const pending = new Set<unknown>();
  const counts = ['fetch', 'xhr', 'script', 'stylesheet', 'document'];
  page.on('request', (request) => {
    if (counts.includes(request.resourceType())) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return () => pending.size;
}

/**
 * Opens `address` inside the running app, as its links do (a pushState: single-spa mounts the remote that owns it,
 * the routers follow), which skips loading the shell again for each screen. The router renders the new screen in a
 * transition (the old one stays until it is ready), so the screen counts as shown only once the page's text changed
 * (`shown`): two screens in a row never read the same (support/screens.ts orders its entries so).
 */
async function navigate(page: Page, address: string) {
  await page.evaluate((to) => {
    (window as unknown as { leftText?: string }).leftText = document.body.innerText;
    window.history.pushState(null, '', to);
  }, address);
}

/**
 * Resolves once the screen shows its heading, nothing is loading (no spinner, nothing busy) and no request is under
 * way, or after 10 s (false).
 */
async function settled(page: Page, pending: () => number): Promise<boolean> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (!(await shown(page, deadline - Date.now()))) return false;
    if (pending() === 0) return true;
    await page.waitForEvent('requestfinished', { timeout: Math.max(1, deadline - Date.now()) }).catch(() => undefined);
  }
  return false;
}

/** The screen shows its heading and nothing is loading. */
async function shown(page: Page, timeout: number): Promise<boolean> {
  return page
    .waitForFunction(
      () => {
        const left = (window as unknown as { leftText?: string }).leftText;
        if (left !== undefined && document.body.innerText === left) return false;
        const h1 = document.querySelector('h1');
        if (!h1 || h1.getBoundingClientRect().height === 0) return false;
        if (document.querySelector('[aria-busy="true"]')) return false;
        // A spinner (or a skeleton) is an endlessly running animation on a shown element.
        return !document.getAnimations().some((animation) => {
          const timing = animation.effect?.getComputedTiming();
          const target = (animation.effect as KeyframeEffect | null)?.target as Element | null;
          return (
            animation.playState === 'running' &&
            timing?.iterations === Infinity &&
            !!target &&
            target.getBoundingClientRect().height > 0
          );
        });
      },
      undefined,
      { timeout, polling: 100 },
    )
    .then(() => true)
    .catch(() => false);
}

/** English words of 3+ latin letters in the visible text, outside the allow-list and what people typed. */
async function englishWords(page: Page, content: Set<string>): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  const plain = text.replace(/\S+@\S+/g, ' ').replace(/https?:\/\/\S+/g, ' ');
  const found = new Set<string>();
  for (const word of plain.match(/[A-Za-z]{3,}/g) ?? [])
    if (!ALLOWED_WORDS.has(word) && !content.has(word.toLowerCase())) found.add(word);
  return [...found];
}

/** The checks of one shown screen; its findings, and a screenshot named `file`. */
async function check(page: Page, file: string, thai: Set<string> | null): Promise<string[]> {
  const found: string[] = [];
  const h1 = await page.locator('h1').count();
  if (h1 !== 1) found.push(`${h1} h1 elements (one expected)`);
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
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
    return { by, where: wide.slice(0, 3).map(name).join(', ') };
  });
  if (overflow) found.push(`${overflow.by}px of horizontal overflow (${overflow.where})`);
  const axe = await axeOn(page).analyze();
  for (const violation of axe.violations)
    found.push(`axe ${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  if (thai) {
    const english = await englishWords(page, thai);
    if (english.length) found.push(`English words in Thai: ${english.join(', ')}`);
  }
  // The first screenful (a full-page picture of a long screen costs seconds).
  await page.screenshot({ path: join(SHOTS, `${file}.png`) });
  return found;
}

/**
 * Switches a signed-in visitor's language the way a person does, in the account's Language section (kept on the
 * account). Nobody signed in gets the browser's language: their Thai pass runs in a browser that prefers Thai.
 */
async function switchLanguage(page: Page, locale: 'en' | 'th') {
  if (locale === 'en') {
    // Back to English for the tests that follow (through the same API the Language section calls).
    const answer = await page.request.post('/api/accounts/locale', { data: { locale: 'en' }, headers: { Origin: BASE_URL } });
    expect(answer.ok()).toBe(true);
    return;
  }
  await page.goto('/app/account?section=language');
  await page.getByRole('radio', { name: 'ไทย' }).check();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  // Kept on the account: the next page loads in Thai.
  await expect
    .poll(async () => ((await (await page.request.get('/api/session')).json()) as { user: { locale: string } }).user.locale)
    .toBe('th');
}

for (const who of VISITORS) {
  test(`every screen ${who} opens: clean at desktop size in English and at phone size in Thai`, async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(600_000);
    mkdirSync(SHOTS, { recursive: true });
    let context = await browser.newContext({ baseURL: BASE_URL, viewport: DESKTOP, locale: 'en-US' });
    await context.addInitScript({ content: AXE_SOURCE });
    let page = await context.newPage();
    if (who !== 'anonymous') await signIn(page, who);
    const me =
      who === 'anonymous'
        ? null
        : ((await (await page.request.get('/api/session')).json()) as { user: { _id: string } }).user._id;
    const samples = await samplesFor(page.request, who, me);
    if (who === 'anonymous') {
      const admin = await playwright.request.newContext({ baseURL: BASE_URL });
      await adminSamplesForAnonymous(admin, samples);
      await admin.dispose();
    }
    const screens = Object.entries(SCREENS).flatMap(([route, screen]) => {
      if (!screen.opens.includes(who) || (ONLY && !ONLY.test(route))) return [];
      const address = typeof screen.at === 'string' ? screen.at : screen.at(samples);
      // Nobody signed in opens a project only when one is published; every account has its samples.
      if (!address && who === 'anonymous') return [];
      expect(address, `${route}: no sample address for ${who}`).toBeTruthy();
      return [
        {
          route,
          address: address!,
          file:
            route
              .replace(/^\//, '')
              .replace(/[^A-Za-z0-9]+/g, '_')
              .replace(/_$/, '') || 'root',
        },
      ];
    });
    let problems = watch(page);
    let pending = inFlight(page);
    const content = new Set<string>();
    contentWords(page, content);

    const pass = async (name: 'desktop' | 'phone-th') => {
      let loaded = false;
      for (const { route, address, file } of screens) {
        await test.step(`${route} (${name})`, async () => {
          problems();
          const started = Date.now();
          // The first screen of a pass loads the page (in the pass's language); the others open inside the app.
          if (loaded) await navigate(page, address);
          else await page.goto(address, { waitUntil: 'domcontentloaded' });
          loaded = true;
          const ready = await settled(page, pending);
          const visible = Date.now();
          const found = ready ? [] : ['within 10 s the screen did not change, show its h1 or stop loading'];
          found.push(...(await check(page, `${who}-${file}-${name}`, name === 'phone-th' ? content : null)));
          found.push(...problems());
          if (process.env.EVERY_SCREEN_TIMES)
            console.log(
              `${who} ${name} ${route}: ${visible - started} + ${Date.now() - visible} ms${found.map((f) => `\n    ${f.slice(0, 400)}`).join('')}`,
            );
          expect
            .soft(found, `${who} ${name} ${route} (${page.url().replace(BASE_URL, '')}):\n  ${found.join('\n  ')}\n`)
            .toEqual([]);
        });
      }
    };

    try {
      await pass('desktop');
      if (who === 'anonymous') {
        await context.close();
        context = await browser.newContext({ baseURL: BASE_URL, viewport: PHONE, locale: 'th-TH' });
        await context.addInitScript({ content: AXE_SOURCE });
        page = await context.newPage();
        problems = watch(page);
        pending = inFlight(page);
        contentWords(page, content);
      } else {
        await switchLanguage(page, 'th');
        await page.setViewportSize(PHONE);
      }
      await pass('phone-th');
    } finally {
      if (who !== 'anonymous') await switchLanguage(page, 'en');
      await context.close();
    }
  });
}

test("the top bar's dialogs (each of the Create menu's forms, the bell's panel) have no axe violation", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: DESKTOP, locale: 'en-US' });
  await context.addInitScript({ content: AXE_SOURCE });
  const page = await context.newPage();
  await signIn(page, 'admin');
  const problems = watch(page);
  const pending = inFlight(page);
  await page.goto('/app/');
  await settled(page, pending);
  const topBar = page.getByRole('banner');
  const create = topBar.getByRole('button', { name: 'Create' });
  await create.click();
  const choices = await page.getByRole('menuitem').allInnerTexts();
  await page.keyboard.press('Escape');
  expect(choices.length).toBeGreaterThan(0);
  const dialogs: { name: string; open: () => Promise<void> }[] = [
    ...choices.map((choice) => ({
      name: `Create ${choice}`,
      open: async () => {
        await create.click();
        await page.getByRole('menuitem', { name: choice }).click();
      },
    })),
    { name: 'Notifications', open: () => topBar.getByRole('button', { name: /^Notifications/ }).click() },
  ];
  for (const { name, open } of dialogs) {
    await open();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await settled(page, pending);
    const found: string[] = [];
    for (const violation of (await axeOn(page).analyze()).violations)
      found.push(`axe ${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    await page.screenshot({ path: join(SHOTS, `admin-dialog-${name.replace(/[^A-Za-z0-9]+/g, '_')}-desktop.png`) });
    found.push(...problems());
    expect.soft(found, `admin desktop dialog ${name}:\n  ${found.join('\n  ')}\n`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  await context.close();
});
