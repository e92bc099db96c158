import { users } from 'shared-api/test-support';
import { guardRedirect, projectIdOf, safeRedirect } from './guards';

const P = '0b6f3c1e-5d2a-4c8e-9f10-7a1b2c3d4e5f';

const at = (address: string) => {
  const url = new URL(address, 'http://localhost');
  return { pathname: url.pathname, search: url.search };
};

describe('route guards', () => {
  it('sends anonymous visitors to the login page with the address they asked for', () => {
    expect(guardRedirect(at('/app/jobs?status=open'), null)).toBe('/auth/login?redirect=%2Fapp%2Fjobs%3Fstatus%3Dopen');
    expect(guardRedirect(at('/app/'), null)).toBe('/auth/login?redirect=%2Fapp%2F');
    expect(guardRedirect(at('/app/projects'), null)).toBe('/auth/login?redirect=%2Fapp%2Fprojects');
    expect(guardRedirect(at('/app/projects/overview'), null)).toBe('/auth/login?redirect=%2Fapp%2Fprojects%2Foverview');
  });

  it('lets anonymous visitors open a project page (a route with a projectId): the server shows a published one', () => {
    expect(guardRedirect(at(`/app/projects/${P}`), null)).toBeNull();
    expect(guardRedirect(at(`/app/projects/${P}/scenes?x=1`), null)).toBeNull();
    expect(guardRedirect(at(`/app/projects/${P.toUpperCase()}/jobs/j1`), null)).toBeNull();
    // Other words under the area are no project's page.
    expect(guardRedirect(at('/app/projects/p1/scenes'), null)).toBe('/auth/login?redirect=%2Fapp%2Fprojects%2Fp1%2Fscenes');
  });

  it('knows a project page by its uuid, on any section', () => {
    expect(projectIdOf(`/app/projects/${P}`)).toBe(P);
    expect(projectIdOf(`/app/projects/${P}/scenes`)).toBe(P);
    expect(projectIdOf(`/app/projects/${P}/jobs/j1`)).toBe(P);
    for (const path of ['/app/projects', '/app/projects/', '/app/projects/overview', `/app/projects/${P}x`, `/app/jobs/${P}`])
      expect(projectIdOf(path)).toBeNull();
  });

  it('lets anonymous visitors read the public pages Home, About and Contact', () => {
    for (const path of ['/app/home', '/app/about', '/app/contact']) expect(guardRedirect(at(path), null)).toBeNull();
    expect(guardRedirect(at('/app/homework'), null)).toBe('/auth/login?redirect=%2Fapp%2Fhomework');
  });

  it('holds a freelancer without terms on the terms page, public pages included', () => {
    expect(guardRedirect(at('/app/contact'), users.newbie)).toBe('/app/account?section=terms');
  });

  it('never guards the login page', () => {
    expect(guardRedirect(at('/auth/login?redirect=/app/jobs'), null)).toBeNull();
  });

  it('sends a freelancer without terms to the terms page, everywhere but there', () => {
    expect(guardRedirect(at('/app/'), users.newbie)).toBe('/app/account?section=terms');
    expect(guardRedirect(at(`/app/projects/${P}`), users.newbie)).toBe('/app/account?section=terms');
    expect(guardRedirect(at('/app/account?section=terms'), users.newbie)).toBeNull();
    expect(guardRedirect(at('/app/jobs'), users.freelancer)).toBeNull();
  });

  it('sends non-admins away from admin pages', () => {
    for (const path of ['/app/users', '/app/jobs/pricing', '/app/projects/overview']) {
      expect(guardRedirect(at(path), users.admin)).toBeNull();
      expect(guardRedirect(at(path), users.pm)).toBe('/app/');
      expect(guardRedirect(at(path), users.freelancer)).toBe('/app/');
      expect(guardRedirect(at(path), users.client)).toBe('/app/projects');
    }
  });

  it('keeps the calendar for PMs and admins', () => {
    expect(guardRedirect(at('/app/projects/calendar'), users.admin)).toBeNull();
    expect(guardRedirect(at('/app/projects/calendar?view=week'), users.pm)).toBeNull();
    expect(guardRedirect(at('/app/projects/calendar'), users.staff)).toBe('/app/');
    expect(guardRedirect(at('/app/projects/calendar'), users.freelancer)).toBe('/app/');
    expect(guardRedirect(at('/app/projects/calendar'), users.client)).toBe('/app/projects');
  });

  it('sends non-contributors away from contributor pages and the dashboard to the projects', () => {
    for (const path of [
      '/app/',
      '/app/jobs',
      '/app/jobs/j1',
      '/app/payments/outstanding',
      '/app/feed',
      '/app/docs/x',
      '/app/tools',
      '/app/tools/youtube',
      '/app/bravo',
    ]) {
      expect(guardRedirect(at(path), users.client)).toBe('/app/projects');
      expect(guardRedirect(at(path), users.staff)).toBeNull();
      expect(guardRedirect(at(path), users.freelancer)).toBeNull();
    }
  });

  it('lets every signed-in user open the projects, account and the static pages', () => {
    for (const path of ['/app/projects', '/app/account', '/app/home', '/app/about', '/app/contact', '/app/messages']) {
      expect(guardRedirect(at(path), users.client)).toBeNull();
    }
  });

  it('follows only same-site paths after login', () => {
    expect(safeRedirect('/app/jobs?status=open')).toBe('/app/jobs?status=open');
    expect(safeRedirect('https://evil.test/app/')).toBe('/app/');
    expect(safeRedirect('//evil.test/app/')).toBe('/app/');
    expect(safeRedirect('/\\evil.test')).toBe('/app/');
    expect(safeRedirect(null)).toBe('/app/');
  });

  it.each([
    '/.//evil.example/',
    '/app/..//evil.example/',
    '/%2e//evil.example/',
    '/%2E%2E//evil.example/',
    '/app/%2e%2e//evil.example/x',
    '/\\evil.example/',
    '/\t/evil.example/',
    '/\n/evil.example/',
    '/./\\evil.example/',
    '///evil.example/',
    'javascript:alert(1)',
    '/\\/evil.example',
  ])('keeps a sign-in that came with the bypass %j on our own site', (value) => {
    const target = safeRedirect(value);
    expect(new URL(target, 'https://studio.test/auth/login').origin).toBe('https://studio.test');
    expect(target.startsWith('//')).toBe(false);
  });
});
