/**
 * Every screen of the product, for the every-screen suite (tests/every-screen.spec.ts): one entry per route of the
 * route tables it reads (the shell's `routing/AppRoutes.tsx`, each remote's `src/AppRoutes.tsx`, the project page's
 * `SECTION_KEYS` and the project jobs parcel's routes). A route in those files without an entry here fails the
 * suite, and so does an entry whose route is gone.
 *
 * Adding a screen is one line: `'<route as written in the route table>': { opens: <who>, at: <address> },`
 * - `opens`: the demo accounts that may open it (the others must be redirected away without an error);
 * - `at`: the address to visit, a string or a function of the account's sample ids (a project it reads, a job…).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { DemoAccount } from './session';

/** A visitor of the suite: a demo account, or nobody signed in. */
export type Visitor = DemoAccount | 'anonymous';

/** Ids a screen's address may need, looked up once per account through the API (null when it reads none). */
export type Samples = {
  projectId: string | null;
  jobId: string | null;
  projectJobId: string | null;
  inviteToken: string | null;
  /** A post it reads, as its page's address (`/app/feed/{feed}/post/{id}`). */
  postPath: string | null;
};

export type ScreenEntry = {
  opens: readonly Visitor[];
  at: string | ((samples: Samples) => string | null);
  /** States of the screen checked too (axe, overflow, screenshot), each reached from the screen by its function. */
  states?: Record<string, (page: Page) => Promise<void>>;
};

const openBell = async (page: Page) => {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
};

const SIGNED_IN = ['admin', 'pm', 'staff', 'freelancer', 'client', 'payer'] as const;
const CONTRIBUTORS = ['admin', 'pm', 'staff', 'freelancer', 'payer'] as const;
const ADMINS = ['admin'] as const;
const project = (section: string) => (s: Samples) => (s.projectId ? `/app/projects/${s.projectId}/${section}` : null);

export const SCREENS: Record<string, ScreenEntry> = {
  // shell
  '/auth/login': { opens: ['anonymous'], at: '/auth/login' },
  '/auth/invite': { opens: ['anonymous'], at: (s) => (s.inviteToken ? `/auth/invite?token=${s.inviteToken}` : null) },
  '/app/': { opens: CONTRIBUTORS, at: '/app/', states: { bell: openBell } },
  '/app/home': { opens: ['anonymous', ...SIGNED_IN], at: '/app/home' },
  '/app/about': { opens: ['anonymous', ...SIGNED_IN], at: '/app/about' },
  '/app/contact': { opens: ['anonymous', ...SIGNED_IN], at: '/app/contact' },
  // mf-admin (the terms section is the one screen a newbie may open until agreeing)
  '/app/users': { opens: ADMINS, at: '/app/users' },
  '/app/account': { opens: [...SIGNED_IN, 'newbie'], at: '/app/account' },
  // mf-feed
  '/app/feed': { opens: CONTRIBUTORS, at: '/app/feed' },
  '/app/feed/:feed': { opens: CONTRIBUTORS, at: '/app/feed/all' },
  '/app/feed/:feed/post/:postId': { opens: CONTRIBUTORS, at: (s) => s.postPath },
  '/app/docs': { opens: CONTRIBUTORS, at: '/app/docs' },
  // A tutorial the demo seed writes (a job page's Help link opens it by its address).
  '/app/docs/:docId': { opens: CONTRIBUTORS, at: '/app/docs/tutorial-script-writing' },
  // mf-jobs
  '/app/jobs': { opens: CONTRIBUTORS, at: '/app/jobs' },
  '/app/jobs/pricing': { opens: ADMINS, at: '/app/jobs/pricing' },
  '/app/jobs/:jobId': { opens: CONTRIBUTORS, at: (s) => (s.jobId ? `/app/jobs/${s.jobId}` : null) },
  // mf-payments
  '/app/payments': { opens: CONTRIBUTORS, at: '/app/payments' },
  '/app/payments/outstanding': { opens: CONTRIBUTORS, at: '/app/payments/outstanding' },
  // mf-projects
  '/app/projects': { opens: SIGNED_IN, at: '/app/projects' },
  '/app/projects/:projectId': { opens: SIGNED_IN, at: (s) => (s.projectId ? `/app/projects/${s.projectId}` : null) },
  '/app/projects/overview': { opens: ADMINS, at: '/app/projects/overview' },
  '/app/bravo': { opens: CONTRIBUTORS, at: '/app/bravo' },
  '/app/tools': { opens: CONTRIBUTORS, at: '/app/tools' },
  '/app/tools/youtube': {
    opens: CONTRIBUTORS,
    at: (s) => (s.projectId ? `/app/tools/youtube?project=${s.projectId}` : '/app/tools/youtube'),
  },
  // the project page's sections (mf-projects SECTION_KEYS) and the jobs parcel's routes (mf-jobs)
  '/app/projects/:projectId/scenes': { opens: SIGNED_IN, at: project('scenes') },
  '/app/projects/:projectId/media': { opens: CONTRIBUTORS, at: project('media') },
  '/app/projects/:projectId/script': { opens: ['admin', 'pm', 'freelancer'], at: project('script') },
  '/app/projects/:projectId/specs': { opens: ['admin', 'pm'], at: project('specs') },
  '/app/projects/:projectId/jobs': { opens: CONTRIBUTORS, at: project('jobs') },
  '/app/projects/:projectId/sb': { opens: SIGNED_IN, at: project('sb') },
  '/app/projects/:projectId/jobs/:jobId': {
    opens: CONTRIBUTORS,
    at: (s) => (s.projectId && s.projectJobId ? `/app/projects/${s.projectId}/jobs/${s.projectJobId}` : null),
  },
};

/** The sample ids of one signed-in account (its request context carries the session). */
export async function samplesFor(request: APIRequestContext, who: Visitor): Promise<Samples> {
  const samples: Samples = { projectId: null, jobId: null, projectJobId: null, inviteToken: null, postPath: null };
  if (who === 'anonymous' || who === 'newbie') return samples;
  // A project in production: its storyboard exists, so every section the account may open is there.
  for (const status of ['production', 'all']) {
    if (samples.projectId) break;
    const projects = await request.get(`/api/projects?limit=1&status=${status}`);
    samples.projectId = projects.ok() ? (((await projects.json()).projects as { _id: string }[])[0]?._id ?? null) : null;
  }
  const posts = await request.get('/api/posts?feed=all');
  if (posts.ok()) {
    const post = ((await posts.json()).posts as { _id: string; feed: { name: string } }[])[0];
    samples.postPath = post ? `/app/feed/${encodeURIComponent(post.feed.name)}/post/${post._id}` : null;
  }
  const jobs = await request.get('/api/jobs?limit=1');
  if (jobs.ok()) samples.jobId = ((await jobs.json()).jobs as { _id: string }[])[0]?._id ?? null;
  if (samples.projectId) {
    const inProject = await request.get(`/api/jobs?limit=1&status=incomplete&projectId=${samples.projectId}`);
    if (inProject.ok()) samples.projectJobId = ((await inProject.json()).jobs as { _id: string }[])[0]?._id ?? null;
  }
  return samples;
}
