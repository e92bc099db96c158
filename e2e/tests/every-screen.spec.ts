/**
 * Every screen, for every person (issue 13 "Checks that stay"): each route of the route tables (support/screens.ts
 * reads them from the source and says how to add one), for each demo account (the newbie too, held on the terms)
 * and for nobody signed in, in four passes (PASSES): English at desktop size (1280×800) and at phone size (390×844),
 * then Thai at phone and at desktop size. On every screen of every pass: no horizontal overflow, no console error,
 * no failed request, exactly one h1, and the visitor is not sent away; axe (WCAG 2.0–2.2 A/AA and best practices, no
 * violation of any impact); no text shaped like a UUID, an i18n key or an API key (`keysShown`); in Thai no English
 * word a person reads (what people typed aside, see `ScreenContent`).
 * Between the passes, every screen the visitor may NOT open must send them away (the guards agree with the table).
 * The main dialogs are checked apart (axe at desktop size, overflow at phone size). A screenshot of each screen goes
 * to e2e/screens/ (git-ignored): `<account>-<screen>-desktop.png` and `<account>-<screen>-phone-th.png`, and of each
 * dialog at both sizes. Each screen's findings are one failure message, so one run shows them all.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  apiSession,
  declaredRoutes,
  inviteToken,
  publishProject,
  SCREENS,
  samplesFor,
  VISITORS,
  type Visitor,
} from '../support/screens';
import { REPO_ROOT } from '../support/server';
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
/** WCAG 2.0–2.2 A and AA and axe's best practices: WCAG 2.2's target size runs only when its tag is asked for. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const axeOn = (page: Page) =>
  new AxeBuilder({ page, axeSource: 'void 0' })
    .setLegacyMode()
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] });

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
  // subtitle formats, named as their files are ("อัปโหลดคำบรรยาย (.srt หรือ .vtt)")
  'srt',
  'vtt',
]);

/**
 * Fields of the API's answers that hold what people typed (names, e-mails, titles, texts, file names): their words
 * are content, not UI strings, and may be English on a Thai page. Server-written sentences (`message`, a
 * notification's `text` and `html`) are not content: they must come in the reader's language. Two kinds of `name`
 * are the product's own words, not typed: a feed's, unless people made the feed (the system feeds, the level and
 * role feeds are named by the app and must show translated), and a checklist step's or sub-item's, unless it is not
 * one of the default checklist's (whose names the front end translates by id).
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
/** The label before a note a notification quotes ("Note: …"), in each language, read from the server's texts. */
const NOTE_LABELS = [
  ...readFileSync(join(REPO_ROOT, 'server/src/services/notification-texts.ts'), 'utf8').matchAll(/^\s*note: '([^']+)',$/gm),
].map(([, label]) => label);
/** The ids of the default checklist's steps and sub-items (`step/item`), read from the server's definition. */
const DEFAULT_CHECKLIST_IDS = (() => {
  const source = readFileSync(join(REPO_ROOT, 'server/src/domain/checklist.ts'), 'utf8');
  const ids = new Set<string>();
  for (const [, body] of source.matchAll(/\bstep\(([\s\S]*?)\]\s*,?\s*(?:true\s*,?\s*)?\)/g)) {
    const step = /^\s*'([^']+)'/.exec(body)?.[1];
    if (!step) continue;
    ids.add(step);
    for (const [, item] of body.matchAll(/\[\s*'([^']+)',\s*'/g)) ids.add(`${step}/${item}`);
  }
  return ids;
})();

/**
 * The API's own keys that a person must never read: the values of the API's enums (read from the generated
 * constants) shaped as keys (kebab-case, snake_case or camelCase: `script-writing`, `pending-changes`,
 * `fbRelaunch`), and the two that are words run together (`inprogress`, `onhold`). A screen shows their labels.
 */
const MACHINE_KEYS = (() => {
  const source = readFileSync(join(REPO_ROOT, 'shared-api/src/generated/api-constants.ts'), 'utf8');
  const keys = new Set<string>();
  for (const [, list] of source.matchAll(/Values = \[([^\]]*)\]/g))
    for (const [, value] of list.matchAll(/"([^"]+)"/g))
      if (/^[a-z]+(?:[-_][a-z]+)+$|^[a-z]+[A-Z][A-Za-z]*$/.test(value) || ['inprogress', 'onhold'].includes(value))
        keys.add(value);
  return keys;
})();
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
/** An i18n key left untranslated (`job.submitDialog.title`): three dotted parts, or two with a camelCase one. */
const I18N_KEY = /\b[a-z][A-Za-z0-9]*(?:\.[a-z][A-Za-z0-9]*){2,}\b|\b[a-z]+\.[a-z]+[A-Z][A-Za-z0-9]*\b/g;

test('every route of the route tables has an entry in the every-screen suite', () => {
  const declared = declaredRoutes().sort();
  expect(declared.length).toBeGreaterThan(20);
  expect(Object.keys(SCREENS).sort()).toEqual(declared);
  // The Thai scan reads the default checklist from the server's source: its first and last entries are found.
  expect(DEFAULT_CHECKLIST_IDS).toContain('project-setup/collaborators');
  expect(DEFAULT_CHECKLIST_IDS).toContain('facebook-launch/publish');
  expect(NOTE_LABELS).toEqual(['Note', 'หมายเหตุ']);
  // The key scan reads the API's enums: a project status and a scene status are among its keys.
  expect(MACHINE_KEYS).toContain('script-writing');
  expect(MACHINE_KEYS).toContain('pending-changes');
  expect(MACHINE_KEYS).toContain('inprogress');
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

/**
 * What people typed that the current screen may show (see CONTENT_FIELDS), per screen: the words of the answers the
 * page received since the screen was asked for, and of earlier answers of the same page load that the screen may
 * show without asking again: those the app's cache still hands out without a request (SWR reuses an answer for 2 s
 * after it arrived; a later screen asks again, and its answer arrives while the screen is shown), those the previous
 * screen showed (what stays on the page: the top bar, the menu), and the page's boot data (the signed-in user).
 * An answer of an earlier page load (another pass, another language) is nothing to this one.
 */
const CACHE_REUSE_MS = 3_000; // SWR's dedupingInterval (2 s, the app keeps the default) and a second to spare
/**
 * The lists read with shared-api's useApiInfinite: a screen shows their cached pages again without asking (SWR's
 * `revalidateFirstPage: false`; the live channel refreshes them), however old, so their words stay content for the
 * whole page load.
 */
const INFINITE_LISTS = [
  /^\/api\/posts$/,
  /^\/api\/comments$/,
  /^\/api\/messages\/conversations(\/[^/]+\/messages)?$/,
  /^\/api\/projects(\/overview)?$/,
  /^\/api\/projects\/[^/]+\/logs$/,
  /^\/api\/scenes\/bravo$/,
  /^\/api\/scenes\/[^/]+\/versions$/,
  /^\/api\/resources$/,
];
class ScreenContent {
  /** Content words of every answer of this page load: where each came from (for EVERY_SCREEN_CONTENT), and when. */
  private known = new Map<string, { from: string; at: number; listed?: boolean }>();
  private boot = new Set<string>();
  private current = new Set<string>();
  private parsing = new Set<Promise<void>>();
  /** Feeds people made (their names are content), learnt from the feed lists the page reads and `feedsMadeByPeople`. */
  private readonly userFeeds = new Set<string>();

  constructor(page: Page) {
    page.on('response', (response) => {
      if (!response.url().includes('/api/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
      const parsed = response
        .json()
        .catch(() => null)
        .then((body: unknown) => {
          const { pathname } = new URL(response.url());
          this.collect(body, null, pathname, pathname.startsWith('/api/notifs'), CONTENT_ANSWERS.includes(pathname));
        })
        .finally(() => this.parsing.delete(parsed));
      this.parsing.add(parsed);
    });
    // The page's boot data (the signed-in user) arrives inside the HTML.
    page.on('load', async () => {
      const boot = await page.evaluate(() => document.getElementById('boot')?.textContent ?? 'null').catch(() => 'null');
      for (const word of this.collect(JSON.parse(boot), null, 'boot', false)) this.boot.add(word);
    });
  }

  /** The feeds people made, as the visitor's feed list says before the first screen (a post names only its feed). */
  feedsMadeByPeople(ids: Iterable<string>): void {
    for (const id of ids) this.userFeeds.add(id);
  }

  /** A new page load: nothing of the last one stays. */
  load(): void {
    this.known = new Map();
    this.boot = new Set();
    this.current = new Set();
  }

  /** A new screen inside the page, opened from one that showed `shownText`. */
  screen(shownText: string): void {
    const shown = new Set((shownText.match(/[A-Za-z]+/g) ?? []).map((word) => word.toLowerCase()));
    const reusable = Date.now() - CACHE_REUSE_MS;
    this.current = new Set(
      [...this.known].filter(([word, { at, listed }]) => shown.has(word) || at >= reusable || listed).map(([word]) => word),
    );
  }

  /** The content words of the current screen, once every answer received so far is read. */
  async words(): Promise<{ has(word: string): boolean; source(word: string): string | undefined }> {
    await Promise.all([...this.parsing]);
    return {
      has: (word) => this.current.has(word) || this.boot.has(word),
      source: (word) => (this.boot.has(word) ? 'boot' : this.known.get(word)?.from),
    };
  }

  private collect(value: unknown, key: string | null, from: string, notification: boolean, whole = false): string[] {
    const words: string[] = [];
    const listAnswer = INFINITE_LISTS.some((list) => list.test(from));
    const add = (text: string, field: string | null) => {
      // Words, and what people typed that is shaped like a key (`video-editing`, `a.b.c`): the key scan excuses it.
      for (const word of [...(text.match(/[A-Za-z]+/g) ?? []), ...(text.match(/[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)+/g) ?? [])]) {
        const lower = word.toLowerCase();
        words.push(lower);
        this.current.add(lower);
        const listed = listAnswer || this.known.get(lower)?.listed;
        this.known.set(lower, { from: `${from} ${field}`, at: Date.now(), listed });
      }
    };
    const visit = (item: unknown, name: string | null) => {
      if (typeof item === 'string') {
        if (whole || (name && CONTENT_FIELDS.has(name))) add(item, name);
        return;
      }
      if (Array.isArray(item)) {
        for (const entry of item) visit(entry, name);
        return;
      }
      if (!item || typeof item !== 'object') return;
      const record = item as Record<string, unknown>;
      let skip: string[] = [];
      if (notification && typeof record.html === 'string' && typeof record.actionType === 'string') {
        // A notification's sentence is the server's, in the reader's language (its `text` and `html` are not
        // content); what it shows verbatim is: the bold names and titles and the italic post titles, a
        // submission's or revision's note after its label, and a comment's start after the item's bold title.
        for (const [, , inner] of record.html.matchAll(/<(strong|em)>([\s\S]*?)<\/\1>/g)) add(inner, 'notification name');
        const plain = record.html.replace(/<[^>]*>/g, '');
        for (const label of NOTE_LABELS) {
          const at = plain.lastIndexOf(`${label}: `);
          if (at >= 0) add(plain.slice(at + label.length + 2), 'notification note');
        }
        const quote = record.actionType === 'comment' ? /<\/strong>: ([\s\S]*)$/.exec(record.html) : null;
        if (quote) add(quote[1].replace(/<[^>]*>/g, ''), 'notification quote');
        skip = ['html', 'text'];
      } else if (typeof record.bg === 'string' && typeof record.voice === 'string' && typeof record.action === 'string') {
        // A storyboard frame's notes (background, voice, action, note): what people typed on the board.
        for (const field of ['bg', 'voice', 'action', 'note'])
          if (typeof record[field] === 'string') add(record[field] as string, `board ${field}`);
        skip = ['bg', 'voice', 'action', 'note'];
      } else if ('isSystem' in record && 'isLevelBased' in record) {
        // A feed: named by people only when they made it (not a system, aggregate, level or role feed).
        const made = !record.isSystem && !record.isAggregate && !record.isLevelBased && !record.isRoleBased;
        if (made && typeof record._id === 'string') this.userFeeds.add(record._id);
        if (made) {
          add(String(record.name), 'feed name');
          add(String(record.description), 'feed description');
        }
        skip = ['name', 'description'];
      } else if (name === 'feed' && typeof record._id === 'string' && typeof record.name === 'string') {
        // A post's feed: its name is content only for a feed people made.
        if (this.userFeeds.has(record._id)) add(record.name, 'feed name');
        skip = ['name'];
      } else if ('checked' in record && typeof record.id === 'string' && typeof record.name === 'string') {
        // A checklist step or sub-item: the default ones are translated by the front end.
        if (!DEFAULT_CHECKLIST_IDS.has(record.id)) add(record.name, 'checklist name');
        skip = ['name'];
      }
      for (const [field, entry] of Object.entries(record)) if (!skip.includes(field)) visit(entry, field);
    };
    visit(value, key);
    return words;
  }
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
 * (`shown`): two screens in a row never read the same (support/screens.ts orders its entries so). Answers the text
 * the page showed before.
 */
async function navigate(page: Page, address: string): Promise<string> {
  const open = () =>
    page.evaluate((to) => {
      const left = document.body.innerText;
      (window as unknown as { leftText?: string }).leftText = left;
      window.history.pushState(null, '', to);
      return left;
    }, address);
  try {
    return await open();
  } catch (error) {
    // The last screen sent the visitor away with a full page load (an anonymous visitor to sign-in) just as this
    // began: once that page has loaded, open the address in it.
    if (!String(error).includes('Execution context was destroyed')) throw error;
    await page.waitForLoadState('load');
    return open();
  }
}

/**
 * Resolves once the screen shows its heading, nothing is loading (no spinner, nothing busy) and no request is under
 * way, and still does once the page has gone idle, or after 10 s (false). The idle wait is for a lazy screen: its
 * chunk's request can end while the old screen still shows (the router renders in a transition); the new screen
 * renders (and asks for its data) in the tasks that follow, before the browser is next idle.
 */
async function settled(page: Page, pending: () => number): Promise<boolean> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (!(await shown(page, deadline - Date.now()))) return false;
    if (pending() === 0) {
      await idle(page, deadline - Date.now());
      if (pending() === 0 && (await page.evaluate(screenShown).catch(() => false))) return true;
      continue;
    }
    await page.waitForEvent('requestfinished', { timeout: Math.max(1, deadline - Date.now()) }).catch(() => undefined);
  }
  return false;
}

/** Resolves once the page's tasks have run and the browser is idle (requestIdleCallback), or after `timeout` ms. */
async function idle(page: Page, timeout: number): Promise<void> {
  await page
    .waitForFunction(() => new Promise<boolean>((resolve) => requestIdleCallback(() => resolve(true))), undefined, {
      timeout: Math.max(1, timeout),
    })
    .catch(() => undefined);
}

/** In the page: the screen changed, shows its heading and nothing is loading. */
function screenShown(): boolean {
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
}

/** Resolves once the screen shows its heading and nothing is loading, or after `timeout` ms (false). */
async function shown(page: Page, timeout: number): Promise<boolean> {
  return page
    .waitForFunction(screenShown, undefined, { timeout, polling: 'raf' })
    .then(() => true)
    .catch(() => false);
}

/** The page's address inside the site (path and query). */
const addressOf = (url: URL | string) => {
  const parsed = typeof url === 'string' ? new URL(url) : url;
  return parsed.pathname + parsed.search;
};

/** The fixed addresses of the table's screens (a landing on one of them is that screen, not a default of another). */
const SCREEN_ADDRESSES = new Set(Object.values(SCREENS).flatMap(({ at }) => (typeof at === 'string' ? [at] : [])));

/**
 * Whether a page at `landed` shows the screen asked for at `address`: the same address or, for an address without
 * a query, the same path with the screen's default filter (/app/jobs → /app/jobs?status=incomplete) or one below it
 * (its default section: /app/feed → /app/feed/all, a project → its Home section), unless that is another screen of
 * the table (/app/account → /app/account?section=terms is the terms, where the newbie is held).
 */
function isAt(address: string, landed: string, lands?: string): boolean {
  if (landed === address || landed === lands) return true;
  if (SCREEN_ADDRESSES.has(landed)) return false;
  const asked = new URL(address, BASE_URL);
  const at = new URL(landed, BASE_URL);
  if (asked.search) return false;
  return at.pathname === asked.pathname || (!asked.pathname.endsWith('/') && at.pathname.startsWith(`${asked.pathname}/`));
}

/**
 * Text shaped like the machine's, not a person's, in the visible text (addresses aside): a UUID, an i18n key, or
 * one of the API's keys (a status, a type), unless people typed it.
 */
async function keysShown(page: Page, content: ScreenContent): Promise<string[]> {
  const words = await content.words();
  const text = await page.evaluate(() => {
    // What a screen shows as code (a payment's reference, an id) is data, not words: its letters are hex digits.
    let shown = document.body.innerText;
    for (const code of document.querySelectorAll<HTMLElement>('main code')) shown = shown.split(code.innerText).join(' ');
    return shown;
  });
  const plain = text.replace(/\S+@\S+/g, ' ').replace(/https?:\/\/\S+/g, ' ');
  const found = new Set<string>();
  for (const [uuid] of plain.matchAll(UUID)) found.add(`a UUID: ${uuid}`);
  for (const [key] of plain.matchAll(I18N_KEY)) if (!words.has(key.toLowerCase())) found.add(`an i18n key: ${key}`);
  for (const [token] of plain.matchAll(/[A-Za-z]+(?:[-_][A-Za-z]+)*/g))
    if (MACHINE_KEYS.has(token) && !words.has(token.toLowerCase())) found.add(`an API key: ${token}`);
  return [...found];
}

/** English words of 3+ latin letters in the visible text, outside the allow-list and what people typed. */
async function englishWords(page: Page, content: ScreenContent, what: string): Promise<string[]> {
  const words = await content.words();
  const text = await page.evaluate(() => {
    // What a screen shows as code (a payment's reference, an id) is data, not words: its letters are hex digits.
    let shown = document.body.innerText;
    for (const code of document.querySelectorAll<HTMLElement>('main code')) shown = shown.split(code.innerText).join(' ');
    return shown;
  });
  const plain = text.replace(/\S+@\S+/g, ' ').replace(/https?:\/\/\S+/g, ' ');
  const found = new Set<string>();
  const typed = new Map<string, string | undefined>();
  for (const word of plain.match(/[A-Za-z]{3,}/g) ?? []) {
    if (ALLOWED_WORDS.has(word)) continue;
    if (words.has(word.toLowerCase())) typed.set(word, words.source(word.toLowerCase()));
    else found.add(word);
  }
  // EVERY_SCREEN_CONTENT=1 says which answer made each English word content (to review what the scan lets through).
  if (process.env.EVERY_SCREEN_CONTENT && typed.size)
    console.log(`${what}: content ${[...typed].map(([word, from]) => `${word} (${from})`).join(', ')}`);
  return [...found];
}

type Pass = {
  name: 'desktop' | 'phone' | 'phone-th' | 'desktop-th';
  viewport: { width: number; height: number };
  thai: boolean;
  /**
   * The screenshot in one pass of each language and each size (English at desktop size, Thai at phone size): a
   * layout fault shows in either language's picture. axe runs in every pass: a Thai label or a phone layout can
   * break what the other passes pass (a target's size, a name, a contrast).
   */
  full: boolean;
};
const PASSES: readonly Pass[] = [
  { name: 'desktop', viewport: DESKTOP, thai: false, full: true },
  { name: 'phone', viewport: PHONE, thai: false, full: false },
  { name: 'phone-th', viewport: PHONE, thai: true, full: true },
  { name: 'desktop-th', viewport: DESKTOP, thai: true, full: false },
];
/** `EVERY_SCREEN_PASSES=phone,desktop-th,away` runs only those passes (`away`: the redirect check). */
const ONLY_PASSES = process.env.EVERY_SCREEN_PASSES?.split(',') ?? null;

/** What goes wrong on a page of an open dialog or screen: more than a screen's width, axe's violations. */
async function overflowAndAxe(page: Page, axe: boolean): Promise<string[]> {
  const found: string[] = [];
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
  if (axe)
    for (const violation of (await axeOn(page).analyze()).violations)
      found.push(`axe ${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  return found;
}

/** The checks of one shown screen in `pass`; its findings, and a screenshot named `file`. */
async function check(page: Page, file: string, pass: Pass, content: ScreenContent): Promise<string[]> {
  const found: string[] = [];
  const h1 = await page.locator('h1').count();
  if (h1 !== 1) found.push(`${h1} h1 elements (one expected)`);
  found.push(...(await overflowAndAxe(page, true)));
  found.push(...(await keysShown(page, content)));
  if (pass.thai) {
    const english = await englishWords(page, content, file);
    if (english.length) found.push(`English words in Thai: ${english.join(', ')}`);
  }
  // The first screenful (a full-page picture of a long screen costs seconds).
  if (pass.full) await page.screenshot({ path: join(SHOTS, `${file}.png`) });
  return found;
}

/**
 * Switches a signed-in visitor's language the way a person does, in the account's Language section (kept on the
 * account). Nobody signed in and the newbie (held on the terms) get the browser's language: their Thai passes run in
 * a browser that prefers Thai.
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

/** A browser context of the suite for `who` (signed in unless nobody), with its watchers. */
async function visit(browser: Browser, who: Visitor, viewport: Pass['viewport'], locale: 'en-US' | 'th-TH') {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport, locale });
  await context.addInitScript({ content: AXE_SOURCE });
  const page = await context.newPage();
  if (who !== 'anonymous') await signIn(page, who);
  const content = new ScreenContent(page);
  // The feeds people made: a post names only its feed, and its name is content only for one of these.
  const feeds = await page.request.get('/api/feeds');
  if (feeds.ok())
    content.feedsMadeByPeople(
      ((await feeds.json()) as { feeds: Record<string, unknown>[] }).feeds
        .filter((feed) => !feed.isSystem && !feed.isAggregate && !feed.isLevelBased && !feed.isRoleBased)
        .map((feed) => String(feed._id)),
    );
  return { context, page, problems: watch(page), pending: inFlight(page), content };
}

const fileOf = (route: string) =>
  route
    .replace(/^\//, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/_$/, '') || 'root';

for (const who of VISITORS) {
  test(`every screen ${who} opens, clean at both sizes in English and Thai; the others send ${who} away`, async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(600_000);
    mkdirSync(SHOTS, { recursive: true });
    const signedIn = who !== 'anonymous' && who !== 'newbie';
    // Stand-ins for the redirect check where the visitor has no sample of their own: the admin's.
    const admin = await apiSession(playwright, 'admin');
    const standIns = await samplesFor(admin.request, 'admin', admin.me);
    let unpublish = async () => undefined as void;
    let v = await visit(browser, who, DESKTOP, 'en-US');
    try {
      const me =
        who === 'anonymous'
          ? null
          : ((await (await v.page.request.get('/api/session')).json()) as { user: { _id: string } }).user._id;
      const samples = await samplesFor(v.page.request, who, me);
      if (who === 'anonymous') {
        samples.inviteToken = await inviteToken(admin.request);
        // The seed publishes nothing: the PM publishes a project for this pass (not the stand-in project, which
        // nobody signed in must be sent away from), and unpublishes it afterwards.
        const pm = await apiSession(playwright, 'pm');
        const published = await publishProject(pm.request, standIns.projectId);
        samples.publishedProjectId = published.projectId;
        unpublish = async () => {
          await published.undo();
          await pm.request.dispose();
        };
      }

      const routes = Object.entries(SCREENS).filter(([route]) => !ONLY || ONLY.test(route));
      const opened = routes.flatMap(([route, screen]) => {
        if (!screen.opens.includes(who)) return [];
        const address = typeof screen.at === 'string' ? screen.at : screen.at(samples);
        expect.soft(address, `${route}: no sample address for ${who}`).toBeTruthy();
        const lands = typeof screen.lands === 'function' ? (screen.lands(samples) ?? undefined) : screen.lands;
        return address ? [{ route, address, lands, ownPage: screen.ownPage === true, file: fileOf(route) }] : [];
      });
      // The screens the visitor may not open, with their own samples or the admin's; an invitation is only the
      // anonymous visitor's (anyone holding its link may open it).
      const withStandIns = { ...standIns, ...Object.fromEntries(Object.entries(samples).filter(([, id]) => id !== null)) };
      const closed = routes.flatMap(([route, screen]) => {
        if (screen.opens.includes(who)) return [];
        const address = typeof screen.at === 'string' ? screen.at : screen.at(withStandIns);
        return address ? [{ route, address }] : [];
      });

      const pass = async (current: Pass) => {
        if (ONLY_PASSES && !ONLY_PASSES.includes(current.name)) return;
        let loaded = false;
        for (const { route, address, lands, ownPage, file } of opened) {
          await test.step(`${route} (${current.name})`, async () => {
            v.problems();
            const started = Date.now();
            // The first screen of a pass loads the page (in the pass's language); the others open inside the app. A
            // page of its own is loaded, and so is the app after it.
            if (loaded && !ownPage) v.content.screen(await navigate(v.page, address));
            else {
              v.content.load();
              await v.page.goto(address, { waitUntil: 'domcontentloaded' });
            }
            loaded = !ownPage;
            const ready = await settled(v.page, v.pending);
            const visible = Date.now();
            const found = ready ? [] : ['within 10 s the screen did not change, show its h1 or stop loading'];
            const landed = addressOf(v.page.url());
            if (!isAt(address, landed, lands)) found.push(`redirected away to ${landed}`);
            found.push(...(await check(v.page, `${who}-${file}-${current.name}`, current, v.content)));
            found.push(...v.problems());
            if (process.env.EVERY_SCREEN_TIMES)
              console.log(
                `${who} ${current.name} ${route}: ${visible - started} + ${Date.now() - visible} ms${found.map((f) => `\n    ${f.slice(0, 400)}`).join('')}`,
              );
            expect.soft(found, `${who} ${current.name} ${route} (${landed}):\n  ${found.join('\n  ')}\n`).toEqual([]);
          });
        }
      };

      /** Each screen the visitor may not open sends them elsewhere (the guards agree with the table). */
      const sentAway = async () => {
        if (ONLY_PASSES && !ONLY_PASSES.includes('away')) return;
        const started = Date.now();
        for (const { route, address } of closed) {
          await test.step(`${route} (sent away)`, async () => {
            // A visitor who opened none of the screens (a filtered run) has no app loaded yet: load the address.
            if (v.page.url() === 'about:blank') await v.page.goto(address, { waitUntil: 'commit' });
            else await navigate(v.page, address);
            const left = await v.page
              .waitForURL((url) => !isAt(address, addressOf(url)), { timeout: 10_000, waitUntil: 'commit' })
              .then(
                () => true,
                () => false,
              );
            expect.soft(left, `${who} ${route} (${address}): expected a redirect, the screen stayed`).toBe(true);
          });
        }
        if (process.env.EVERY_SCREEN_TIMES)
          console.log(`${who} sent away from ${closed.length} screens: ${Date.now() - started} ms`);
      };

      const [desktop, phone, phoneTh, desktopTh] = PASSES;
      await pass(desktop);
      await sentAway();
      await v.page.setViewportSize(PHONE);
      await pass(phone);
      if (signedIn) {
        await switchLanguage(v.page, 'th');
      } else {
        await v.context.close();
        v = await visit(browser, who, PHONE, 'th-TH');
      }
      await pass(phoneTh);
      await v.page.setViewportSize(DESKTOP);
      await pass(desktopTh);
    } finally {
      if (signedIn) await switchLanguage(v.page, 'en');
      await v.context.close();
      await unpublish();
      await admin.request.dispose();
    }
  });
}

/** A signed-in page of the suite at desktop size in English, on `address`, with its watchers. */
async function dialogPage(browser: Browser, who: Visitor, address: string) {
  const v = await visit(browser, who, DESKTOP, 'en-US');
  await v.page.goto(address);
  expect(await settled(v.page, v.pending), `${address} did not settle`).toBe(true);
  v.problems();
  /** Opens another screen inside the app. */
  const go = async (to: string) => {
    await navigate(v.page, to);
    expect(await settled(v.page, v.pending), `${to} did not settle`).toBe(true);
    v.problems();
  };
  /**
   * Opens a dialog with `open`, checks it (axe at desktop size, the overflow at phone size, nothing failing, a picture
   * at each size), and closes it with Escape.
   */
  const dialog = async (name: string, open: () => Promise<unknown>) => {
    await test.step(`${who}: ${name}`, async () => {
      await open();
      const shownDialog = v.page.getByRole('dialog');
      await expect(shownDialog).toBeVisible();
      // Nothing of the screen's text has to change: the dialog is shown once it stops loading.
      await v.page.evaluate(() => delete (window as unknown as { leftText?: string }).leftText);
      const found = (await settled(v.page, v.pending)) ? [] : ['within 10 s the dialog did not stop loading'];
      const file = `${who}-dialog-${name.replace(/[^A-Za-z0-9]+/g, '_')}`;
      found.push(...(await overflowAndAxe(v.page, true)));
      await v.page.screenshot({ path: join(SHOTS, `${file}-desktop.png`) });
      await v.page.setViewportSize(PHONE);
      found.push(...(await overflowAndAxe(v.page, false)).map((finding) => `at phone size: ${finding}`));
      await v.page.screenshot({ path: join(SHOTS, `${file}-phone.png`) });
      await v.page.setViewportSize(DESKTOP);
      found.push(...v.problems());
      expect.soft(found, `${who} dialog ${name}:\n  ${found.join('\n  ')}\n`).toEqual([]);
      await v.page.keyboard.press('Escape');
      await expect(shownDialog).toBeHidden();
    });
  };
  return { ...v, go, dialog };
}

test("the top bar's dialogs (each of the Create menu's forms, the bell's panel): no axe violation, no overflow at phone size", async ({
  browser,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const { page, context, dialog } = await dialogPage(browser, 'admin', '/app/');
  const topBar = page.getByRole('banner');
  const create = topBar.getByRole('button', { name: 'Create' });
  await create.click();
  const choices = await page.getByRole('menuitem').allInnerTexts();
  await page.keyboard.press('Escape');
  expect(choices.length).toBeGreaterThan(0);
  for (const choice of choices)
    await dialog(`Create ${choice}`, async () => {
      await create.click();
      await page.getByRole('menuitem', { name: choice }).click();
    });
  await dialog('Notifications', () => topBar.getByRole('button', { name: /^Notifications/ }).click());
  await context.close();
});

test('the dialogs a person meets on the screens (people, docs, a job, a project): no axe violation, no overflow at phone size', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const admin = await dialogPage(browser, 'admin', '/app/users');
  const { page, go, dialog } = admin;
  const samples = await samplesFor(page.request, 'admin', null);
  // The admin's: inviting and editing a person
  await dialog('Invite User', () => page.getByRole('button', { name: 'Invite User' }).click());
  await dialog('Edit user', () =>
    page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click(),
  );
  // A doc: the form, and the confirmation before deleting one
  await go('/app/docs');
  await dialog('New Doc', () => page.getByRole('button', { name: 'New Doc' }).click());
  expect(samples.docPath, 'a doc to open').toBeTruthy();
  await go(samples.docPath!);
  await dialog('Delete doc', async () => {
    await page.getByRole('button', { name: 'Doc menu' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
  });
  // A job waiting for approval: the approver's revision request and the job menu's dialogs
  const pending = (await (await page.request.get('/api/jobs?status=pending&limit=50')).json()) as {
    jobs: { _id: string; actions: string[] }[];
  };
  const approvable = pending.jobs.find((job) => job.actions.includes('reject'));
  expect(approvable, 'a job the admin may send back').toBeTruthy();
  await go(`/app/jobs/${approvable!._id}`);
  await dialog('Request Revision', () => page.getByRole('button', { name: 'Request Revision' }).click());
  for (const item of ['Delete', /Bonus$/, 'Update Status', 'Change due date'])
    await dialog(`Job menu ${String(item)}`, async () => {
      await page.getByRole('button', { name: 'Job menu' }).click();
      await page.getByRole('menuitem', { name: item }).first().click();
    });
  // A project: its comments (the side modal the address opens) and a scene's versions
  expect(samples.projectId, 'a project to open').toBeTruthy();
  await go(`/app/projects/${samples.projectId}/scenes`);
  await dialog('Comments', () => navigate(page, `/app/projects/${samples.projectId}/scenes?comments=${samples.projectId}`));
  await dialog('Scene versions', () => page.getByRole('button', { name: 'Versions of scene 1', exact: true }).click());
  await admin.context.close();

  // The claimant's: submitting a job for approval
  const freelancer = await dialogPage(browser, 'freelancer', '/app/jobs?status=my-jobs');
  const mine = (await (await freelancer.page.request.get('/api/jobs?status=my-jobs&limit=50')).json()) as {
    jobs: { _id: string; actions: string[] }[];
  };
  const claimed = mine.jobs.find((job) => job.actions.includes('submit'));
  expect(claimed, 'a job the freelancer may submit').toBeTruthy();
  await freelancer.go(`/app/jobs/${claimed!._id}`);
  await freelancer.dialog('Submit for Approval', () =>
    freelancer.page.getByRole('button', { name: 'Submit for Approval' }).click(),
  );
  await freelancer.context.close();
});
