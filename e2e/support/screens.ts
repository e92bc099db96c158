/**
 * Every screen of the product, for the every-screen suite (tests/every-screen.spec.ts). The routes are READ from the
 * source: the shell's `src/AppRoutes.tsx`, each remote's `src/AppRoutes.tsx` (a `path={CONSTANT}` is resolved
 * from the remote's source), the project page's `SECTION_KEYS` and `SECTION_ALIASES` (other addresses of a section)
 * and the project jobs section's routes (mf-jobs), and
 * the account screen's `ACCOUNT_SECTIONS` (as `?section=` states). A route there without an entry here fails the
 * suite, and so does an entry whose route is gone.
 *
 * Adding a screen is one line: `'<route as the route table writes it>': { opens: <who>, at: <address> },`
 * - `opens`: the visitors who may open it; the others must be sent away from it (the suite checks both: a visitor
 *   in `opens` who lands elsewhere fails as "redirected away", one outside it who stays fails as "expected a
 *   redirect");
 * - `at`: the address to visit, a string or a function of the visitor's sample ids. A visitor who opens the screen
 *   must have the samples it needs (a missing one fails); for the redirect check, a sample the visitor cannot have
 *   (a job a client cannot list) is the admin's;
 * - `lands` (rare): where the address settles when the app sends it on to another screen of the table.
 * The suite opens the screens in this order inside the app and waits for the page's text to change: an address that
 * shows the same as another (a redirect, a default section) must not follow it directly.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { REPO_ROOT } from './server';
import { BASE_URL, DEMO, PASSWORD, type DemoAccount } from './session';

/** A visitor of the suite: a demo account (the newbie has not agreed to the terms, and never does here), or nobody. */
export type Visitor = DemoAccount | 'anonymous';
export const VISITORS: readonly Visitor[] = ['anonymous', 'newbie', 'admin', 'pm', 'staff', 'freelancer', 'payer', 'client'];

/** Ids a screen's address needs, looked up once per visitor through the API with the visitor's own session. */
export type Samples = {
  /** A project the visitor works on, past script writing (so its storyboard exists): every section they may open. */
  projectId: string | null;
  /** A job of that project they see. */
  projectJobId: string | null;
  /** A job they see in the jobs list. */
  jobId: string | null;
  /** A post they read, as its page's address (`/app/feed/{feed}/post/{id}`). */
  postPath: string | null;
  /** A doc they read, as its page's address. */
  docPath: string | null;
  /** A fresh invitation (anonymous only: the page a newcomer opens from the e-mail). */
  inviteToken: string | null;
  /** A published project (anonymous only: the suite publishes one for the anonymous pass). */
  publishedProjectId: string | null;
};

export type ScreenEntry = {
  opens: readonly Visitor[];
  at: string | ((samples: Samples) => string | null);
  /**
   * Where the address settles when the app sends it on to another screen of the table (/app/feed → the All feed; a
   * section's alias → the section), a string or a function of the visitor's sample ids.
   */
  lands?: string | ((samples: Samples) => string | null);
  /** A page of its own, not a screen of the app (the reviewer's page): opened by loading it, and the next one too. */
  ownPage?: true;
};

const SIGNED_IN = ['admin', 'pm', 'staff', 'freelancer', 'payer', 'client'] as const;
/** Contributors (admin, staff, freelancer levels): the pm and the payer are staff. Clients are not. */
const CONTRIBUTORS = ['admin', 'pm', 'staff', 'freelancer', 'payer'] as const;
const ADMINS = ['admin'] as const;
const EVERYONE = ['anonymous', ...SIGNED_IN] as const;

const section = (key: string) => (s: Samples) => (s.projectId ? `/app/projects/${s.projectId}/${key}` : null);
const account = (key: string) => `/app/account?section=${key}`;

export const SCREENS: Record<string, ScreenEntry> = {
  // shell
  '/auth/login': { opens: ['anonymous'], at: '/auth/login' },
  // The invitation's page: the redirect check passes it by for the others (they hold no invitation to open).
  '/auth/invite': { opens: ['anonymous'], at: (s) => (s.inviteToken ? `/auth/invite?token=${s.inviteToken}` : null) },
  // The reviewer's page (issue 26): no guard; without a token in its fragment it says to open the studio's link.
  // Public by its link: anyone, an account that has not agreed to the terms included, opens it.
  '/review': { opens: ['anonymous', 'newbie', ...SIGNED_IN], at: '/review', ownPage: true },
  '/app/': { opens: CONTRIBUTORS, at: '/app/' },
  '/app/home': { opens: EVERYONE, at: '/app/home' },
  '/app/about': { opens: EVERYONE, at: '/app/about' },
  '/app/contact': { opens: EVERYONE, at: '/app/contact' },
  // Not a route: any other /app/ address shows the not-found page (the shell's `*`), checked once here.
  '/app/nonexistent': { opens: SIGNED_IN, at: '/app/nonexistent' },
  // mf-admin; the account screen's sections (the terms only for freelancers; until the newbie agrees, nothing else)
  '/app/users': { opens: ADMINS, at: '/app/users' },
  '/app/users/turnaround': { opens: ADMINS, at: '/app/users/turnaround' },
  '/app/users/webhooks': { opens: ADMINS, at: '/app/users/webhooks' },
  '/app/account?section=profile': { opens: SIGNED_IN, at: account('profile') },
  '/app/account?section=roles': { opens: SIGNED_IN, at: account('roles') },
  '/app/account?section=terms': { opens: ['freelancer', 'newbie'], at: account('terms') },
  '/app/account?section=notifications': { opens: SIGNED_IN, at: account('notifications') },
  '/app/account?section=password': { opens: SIGNED_IN, at: account('password') },
  '/app/account?section=tokens': { opens: SIGNED_IN, at: account('tokens') },
  '/app/account?section=language': { opens: SIGNED_IN, at: account('language') },
  // The first section (after another, since it reads the same as the first section)
  '/app/account': { opens: SIGNED_IN, at: '/app/account' },
  // mf-feed (/app/feed redirects to the All feed)
  '/app/feed/:feed': { opens: CONTRIBUTORS, at: '/app/feed/all' },
  '/app/feed/:feed/post/:postId': { opens: CONTRIBUTORS, at: (s) => s.postPath },
  '/app/docs': { opens: CONTRIBUTORS, at: '/app/docs' },
  '/app/docs/:docId': { opens: CONTRIBUTORS, at: (s) => s.docPath },
  '/app/feed': { opens: CONTRIBUTORS, at: '/app/feed', lands: '/app/feed/all' },
  // Messages: everyone signed in (a client talks with the PMs and collaborators of their own projects)
  '/app/messages': { opens: SIGNED_IN, at: '/app/messages' },
  // mf-jobs
  '/app/jobs': { opens: CONTRIBUTORS, at: '/app/jobs' },
  '/app/jobs/pricing': { opens: ADMINS, at: '/app/jobs/pricing' },
  '/app/jobs/:jobId': { opens: CONTRIBUTORS, at: (s) => (s.jobId ? `/app/jobs/${s.jobId}` : null) },
  // mf-payments
  '/app/payments': { opens: CONTRIBUTORS, at: '/app/payments' },
  '/app/payments/outstanding': { opens: CONTRIBUTORS, at: '/app/payments/outstanding' },
  '/app/payments/pb': { opens: CONTRIBUTORS, at: '/app/payments/pb' },
  '/app/payments/statement': { opens: CONTRIBUTORS, at: '/app/payments/statement' },
  // mf-projects
  '/app/projects': { opens: SIGNED_IN, at: '/app/projects' },
  '/app/projects/overview': { opens: ADMINS, at: '/app/projects/overview' },
  // The studio calendar (issue 24): PMs and admins.
  '/app/projects/calendar': { opens: ['admin', 'pm'], at: '/app/projects/calendar' },
  '/app/bravo': { opens: CONTRIBUTORS, at: '/app/bravo' },
  '/app/tools': { opens: CONTRIBUTORS, at: '/app/tools' },
  '/app/tools/youtube': {
    opens: CONTRIBUTORS,
    at: (s) => (s.projectId ? `/app/tools/youtube?project=${s.projectId}` : '/app/tools/youtube'),
  },
  // The project page's sections (spec doc 2; mf-projects sections.ts says who opens which), in the sample project:
  // the script for its PMs and members with a script role, the specs for its PMs.
  '/app/projects/:projectId/scenes': { opens: SIGNED_IN, at: section('scenes') },
  '/app/projects/:projectId/script': { opens: ['admin', 'pm', 'freelancer'], at: section('script') },
  '/app/projects/:projectId/socialmedia': { opens: CONTRIBUTORS, at: section('socialmedia') },
  '/app/projects/:projectId/specs': { opens: ['admin', 'pm'], at: section('specs') },
  '/app/projects/:projectId/jobs': { opens: CONTRIBUTORS, at: section('jobs') },
  // The Media section's earlier address, replaced by socialmedia (after Jobs: it reads the same as socialmedia).
  '/app/projects/:projectId/media': { opens: CONTRIBUTORS, at: section('media'), lands: section('socialmedia') },
  '/app/projects/:projectId/sb': { opens: SIGNED_IN, at: section('sb') },
  // mf-jobs' section parcel: one job in the project page
  '/app/projects/:projectId/jobs/:jobId': {
    opens: CONTRIBUTORS,
    at: (s) => (s.projectId && s.projectJobId ? `/app/projects/${s.projectId}/jobs/${s.projectJobId}` : null),
  },
  // A project's address opens its Home section (after the other sections, since it reads the same as Home); nobody
  // signed in reads the project the suite publishes for them.
  '/app/projects/:projectId': {
    opens: EVERYONE,
    at: (s) => {
      const id = s.publishedProjectId ?? s.projectId;
      return id ? `/app/projects/${id}` : null;
    },
  },
};

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');

/** Every source file of a folder (for `CONSTANT = '...'` look-ups). */
function sources(folder: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(join(REPO_ROOT, folder))) {
    const path = `${folder}/${name}`;
    if (statSync(join(REPO_ROOT, path)).isDirectory()) found.push(...sources(path));
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) found.push(read(path));
  }
  return found;
}

/** The `path` of every `<Route>` in `source`, a `{CONSTANT}` resolved from `constants` (`index` as ''). */
function routePaths(source: string, constants: () => string[]): string[] {
  return [...source.matchAll(/<Route\s+(?:index\b|path=(?:"([^"]+)"|\{(\w+)\}))/g)].map(([, literal, constant]) => {
    if (literal !== undefined) return literal;
    if (!constant) return '';
    for (const text of constants()) {
      const value = new RegExp(`\\b${constant}\\s*=\\s*'([^']+)'`).exec(text);
      if (value) return value[1];
    }
    throw new Error(`route constant ${constant} not found`);
  });
}

/** The keys of an object literal `NAME = { a: 'x', b: 'y' }` in `source`. */
function objectKeys(source: string, name: string): string[] {
  const object = new RegExp(`\\b${name}\\s*=\\s*\\{([^}]+)\\}`).exec(source);
  if (!object) throw new Error(`${name} not found`);
  return [...object[1].matchAll(/(\w+)\s*:/g)].map(([, key]) => key);
}

/** A list of string literals `NAME = [ 'a', 'b' ]` in `source`. */
function stringList(source: string, name: string): string[] {
  const list = new RegExp(`\\b${name}\\s*=\\s*\\[([^\\]]+)\\]`).exec(source);
  if (!list) throw new Error(`${name} not found`);
  return [...list[1].matchAll(/'([^']+)'/g)].map(([, value]) => value);
}

/**
 * Every screen the route tables declare, as written there: catch-all routes (`*`) are not screens (the not-found
 * page has an entry of its own), and the project page's `:section/*` route is its sections.
 */
export function declaredRoutes(): string[] {
  const routes = new Set<string>(['/app/nonexistent']);
  // The shell: absolute paths, and paths relative to its /app layout route (its index is the dashboard).
  for (const path of routePaths(read('shell/src/AppRoutes.tsx'), () => [])) {
    if (path.endsWith('*') || path === '/app') continue;
    routes.add(path.startsWith('/') ? path : `/app/${path}`);
  }
  // The reviewer's page is a build of its own (shell/src/review/main.tsx, decision 0740), served by a page route.
  if (/app\.get\('\/review'/.test(read('server/src/routes/pages/index.ts'))) routes.add('/review');
  for (const remote of ['mf-projects', 'mf-jobs', 'mf-payments', 'mf-feed', 'mf-admin']) {
    let cached: string[] | null = null;
    const constants = () => (cached ??= sources(`${remote}/src`));
    for (const path of routePaths(read(`${remote}/src/AppRoutes.tsx`), constants)) if (!path.endsWith('*')) routes.add(path);
  }
  const sections = read('mf-projects/src/project/sections.ts');
  for (const key of [...stringList(sections, 'SECTION_KEYS'), ...objectKeys(sections, 'SECTION_ALIASES')])
    routes.add(`/app/projects/:projectId/${key}`);
  for (const path of routePaths(read('mf-jobs/src/project/ProjectJobsSection.tsx'), () => []))
    if (!path.endsWith('*')) routes.add(path);
  for (const key of stringList(read('mf-admin/src/account/AccountScreen.tsx'), 'ACCOUNT_SECTIONS'))
    routes.add(`/app/account?section=${key}`);
  return [...routes];
}

type Listed = { _id: string; status?: string; title?: string };

/** The sample ids of one visitor, through `request` (signed in as them, or not at all). */
export async function samplesFor(request: APIRequestContext, who: Visitor, me: string | null): Promise<Samples> {
  const samples: Samples = {
    projectId: null,
    projectJobId: null,
    jobId: null,
    postPath: null,
    docPath: null,
    inviteToken: null,
    publishedProjectId: null,
  };
  const json = async <T>(url: string): Promise<T | null> => {
    const response = await request.get(url);
    return response.ok() ? ((await response.json()) as T) : null;
  };
  // Nobody signed in and the newbie read nothing through the API (the anonymous pass gets its own, see the spec).
  if (who === 'anonymous' || who === 'newbie') return samples;
  // A project past script writing that they work on (a collaborator), else any they read past script writing.
  const listed = (await json<{ projects: Listed[] }>('/api/projects?status=all&limit=100'))?.projects ?? [];
  const withBoard = listed.filter((project) => project.status !== 'new' && project.status !== 'script-writing');
  for (const candidate of withBoard) {
    const detail = await json<{ project: { collabs?: { _id: string }[] | string[] } }>(`/api/projects/${candidate._id}`);
    const collabs = (detail?.project.collabs ?? []).map((c) => (typeof c === 'string' ? c : c._id));
    if (me && collabs.includes(me)) {
      samples.projectId = candidate._id;
      break;
    }
  }
  samples.projectId ??= withBoard[0]?._id ?? null;
  const jobs = await json<{ jobs: { _id: string }[] }>('/api/jobs?limit=1');
  samples.jobId = jobs?.jobs[0]?._id ?? null;
  if (samples.projectId) {
    for (const status of ['incomplete', 'completed']) {
      const inProject = await json<{ jobs: { _id: string }[] }>(
        `/api/jobs?limit=1&status=${status}&projectId=${samples.projectId}`,
      );
      samples.projectJobId ??= inProject?.jobs[0]?._id ?? null;
    }
  }
  const posts = await json<{ posts: { _id: string; feed: { name: string } }[] }>('/api/posts?feed=all&limit=1');
  const post = posts?.posts[0];
  samples.postPath = post ? `/app/feed/${encodeURIComponent(post.feed.name)}/post/${post._id}` : null;
  const docs = await json<{ blogposts: { _id: string; slug?: string | null }[] }>('/api/blogposts?limit=1');
  const doc = docs?.blogposts[0];
  samples.docPath = doc ? `/app/docs/${doc.slug ?? doc._id}` : null;
  return samples;
}

/** An API session of a demo account of its own (not a page's): set-up a visitor could not do themselves. */
export async function apiSession(
  playwright: { request: { newContext(options: { baseURL: string }): Promise<APIRequestContext> } },
  who: DemoAccount,
): Promise<{ request: APIRequestContext; me: string }> {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  const signedIn = await request.post('/api/auth/login', {
    data: { email: DEMO[who], password: PASSWORD },
    headers: { Origin: BASE_URL },
  });
  if (!signedIn.ok()) throw new Error(`${who} sign-in failed: ${signedIn.status()}`);
  const session = (await (await request.get('/api/session')).json()) as { user: { _id: string } };
  return { request, me: session.user._id };
}

/** A fresh invitation's token (through the admin's session): the page a newcomer opens from the e-mail. */
export async function inviteToken(admin: APIRequestContext): Promise<string> {
  const invited = await admin.post('/api/users/invite', {
    data: { email: `every.screen.${Date.now()}@demo.test`, name: 'Ivy Invited', level: 'staff' },
    headers: { Origin: BASE_URL },
  });
  if (!invited.ok()) throw new Error(`invite failed: ${invited.status()} ${await invited.text()}`);
  const token = new URL(((await invited.json()) as { inviteUrl: string }).inviteUrl).searchParams.get('token');
  if (!token) throw new Error('the invitation has no token');
  return token;
}

/**
 * Publishes one of the PM's projects (not `avoid`) through the app's own call (the Publishing box's switch), so that
 * nobody signed in has a project to read; `undo` unpublishes it again unless it was published before.
 */
export async function publishProject(
  pm: APIRequestContext,
  avoid: string | null,
): Promise<{ projectId: string; undo: () => Promise<void> }> {
  const headers = { Origin: BASE_URL };
  const listed = (await (await pm.get('/api/projects?status=all&limit=100')).json()) as { projects: Listed[] };
  for (const candidate of listed.projects) {
    if (candidate._id === avoid || candidate.status === 'trash') continue;
    const detail = await pm.get(`/api/projects/${candidate._id}`);
    if (!detail.ok()) continue;
    const { project } = (await detail.json()) as { project: { actions: string[]; published: boolean } };
    if (!project.actions.includes('publish')) continue;
    const publish = (published: boolean) => pm.post(`/api/projects/${candidate._id}/publish`, { data: { published }, headers });
    const answer = await publish(true);
    if (!answer.ok()) throw new Error(`publishing failed: ${answer.status()} ${await answer.text()}`);
    const wasPublished = project.published;
    return {
      projectId: candidate._id,
      undo: async () => {
        if (!wasPublished) expect((await publish(false)).ok()).toBe(true);
      },
    };
  }
  throw new Error('the PM has no project to publish');
}
