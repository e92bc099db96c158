/**
 * The route guards (spec doc 1 "Route guards", DECISIONS), as one pure function so the router and single-spa's
 * activity functions agree: a remote is never mounted for a visitor the shell is about to redirect.
 */
import { isAdmin, isContrib, isPm, needsTerms, type PermissionUser } from 'shared-api';

export type GuardLocation = { pathname: string; search: string };

export const APP_HOME = '/app/';
export const PROJECTS_HOME = '/app/projects';
export const LOGIN_PATH = '/auth/login';
export const TERMS_PATH = '/app/account?section=terms';

const ADMIN_AREAS = ['/app/users', '/app/jobs/pricing', '/app/projects/overview'];
/** The studio calendar: PMs and admins (the server refuses everyone else too). */
const PM_AREAS = ['/app/projects/calendar'];
/** The Explore pages: public, so anonymous visitors may read them (and write through Contact). */
export const PUBLIC_PAGES = ['/app/home', '/app/about', '/app/contact'];
/** The Bravo board too: the server keeps it for contributors (a client there would meet a refusal). */
const CONTRIBUTOR_AREAS = ['/app/jobs', '/app/payments', '/app/feed', '/app/docs', '/app/tools', '/app/bravo'];

/** Screens shown without the standard layout (no top bar, no menu): the YouTube mock view looks like the video site. */
const BARE_PAGES = ['/app/tools/youtube'];
export const isBarePage = (pathname: string): boolean => BARE_PAGES.includes(pathname.replace(/\/+$/, ''));

const within = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

const PROJECT_PAGE = /^\/app\/projects\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/|$)/i;

/**
 * The project id of a project page, `/app/projects/<uuid>[/<section>…]`, else null (the list, `/app/projects/overview`
 * and any other word under the area are not project pages). A route match, so it holds on a reload too.
 */
export function projectIdOf(pathname: string): string | null {
  const match = PROJECT_PAGE.exec(pathname);
  return match ? match[1] : null;
}

export function isTermsPage({ pathname, search }: GuardLocation): boolean {
  return pathname.replace(/\/+$/, '') === '/app/account' && new URLSearchParams(search).get('section') === 'terms';
}

export function loginUrl(returnTo: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(returnTo)}`;
}

/** Where a user lands instead of a page they may not open: contributors the dashboard, others the projects. */
export function landingFor(user: PermissionUser): string {
  return isContrib(user) ? APP_HOME : PROJECTS_HOME;
}

/** Where to send this visitor instead, or null when they may stay. Only `/app/...` pages are guarded. */
export function guardRedirect(location: GuardLocation, user: PermissionUser | null | undefined): string | null {
  const { pathname, search } = location;
  if (!pathname.startsWith('/app/')) return null;
  // Published projects and the Explore pages are open to anonymous visitors; the server decides what they see.
  if (!user)
    return projectIdOf(pathname) || PUBLIC_PAGES.some((page) => within(pathname, page)) ? null : loginUrl(pathname + search);
  if (needsTerms(user)) return isTermsPage(location) ? null : TERMS_PATH;
  if (ADMIN_AREAS.some((area) => within(pathname, area)) && !isAdmin(user)) return landingFor(user);
  if (PM_AREAS.some((area) => within(pathname, area)) && !isPm(user)) return landingFor(user);
  if (!isContrib(user) && (pathname === APP_HOME || CONTRIBUTOR_AREAS.some((area) => within(pathname, area))))
    return PROJECTS_HOME;
  return null;
}

/** A `?redirect=` value that is safe to follow after login: a path on this site, never another origin. */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return APP_HOME;
  try {
    const url = new URL(value, 'http://same.site');
    if (url.origin !== 'http://same.site') return APP_HOME;
    // Judge the normalised path, not the raw value: `/.//evil.example/`, `/app/..//evil.example/` and
    // `/%2e//evil.example/` all normalise to `//evil.example/`, which a browser reads as another site.
    const path = url.pathname;
    if (path.startsWith('//') || path.startsWith('/\\')) return APP_HOME;
    return path + url.search + url.hash;
  } catch {
    return APP_HOME;
  }
}
