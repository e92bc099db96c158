import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createProject, createUser } from './factories';

let t: TestApp;

const TEMPLATE =
  '<!doctype html><html><head><!--PRELOADS--><script src="/app/assets/main.js"></script></head><body><div id="root"></div><!--BOOT--></body></html>';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function bootOf(html: string) {
  const match = /<script type="application\/json" id="boot">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error('no boot script in the page');
  return JSON.parse(match[1]);
}

function writeRegistry(remotes: Record<string, { version: string }>, mtime: Date) {
  const file = path.join(t.config.deployDir, 'registry.json');
  fs.mkdirSync(t.config.deployDir, { recursive: true });
  const entries = Object.fromEntries(
    Object.entries(remotes).map(([name, { version }]) => [
      name,
      { version, entry: `/remotes/${name}/${version}/remoteEntry.js`, manifest: `/remotes/${name}/${version}/mf-manifest.json` },
    ]),
  );
  fs.writeFileSync(file, JSON.stringify({ remotes: entries }));
  fs.utimesSync(file, mtime, mtime);
}

describe('before the shell is built', () => {
  it('answers 503 with a hint to run the build', async () => {
    const response = await call(t.app, 'GET', '/app/');
    expect(response.statusCode).toBe(503);
    expect(response.body).toMatch(/build/);
  });
});

describe('the icon (issue 13: a 404 on every load)', () => {
  it('/favicon.ico leads to the icon the shell build ships (shell/src/favicon.svg, linked by its page)', async () => {
    const response = await call(t.app, 'GET', '/favicon.ico');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/app/assets/favicon.svg');
    const icon = fs.readFileSync(path.join(__dirname, '../../shell/src/favicon.svg'), 'utf8');
    expect(icon).toMatch(/^<svg [^>]*viewBox/);
    expect(fs.readFileSync(path.join(__dirname, '../../tooling/src/webpack.js'), 'utf8')).toMatch(
      /favicon: path\.join\(dir, 'src', 'favicon\.svg'\)/,
    );
  });
});

describe("the reviewer's page (a build of its own, decision 0740)", () => {
  const reviewDist = () => path.join(t.config.shellDist, 'review');

  it('answers 503 until it is built, then serves its own page with only the language in its boot data', async () => {
    expect((await call(t.app, 'GET', '/review')).statusCode).toBe(503);
    fs.mkdirSync(reviewDist(), { recursive: true });
    fs.writeFileSync(
      path.join(reviewDist(), 'index.html'),
      TEMPLATE.replace('/app/assets/main.js', '/app/assets/review/review.js'),
    );
    // Even a signed-in PM's page carries no user: the page is the link's, not the account's.
    const pm = await createUser(t.db, { level: 'staff', roles: ['project-manager'] });
    const response = await call(t.app, 'GET', '/review', {
      cookie: await signIn(t.db, pm),
      headers: { 'accept-language': 'th-TH,th;q=0.9' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('/app/assets/review/review.js');
    expect(response.body).not.toContain('/app/assets/main.js');
    expect(bootOf(response.body)).toEqual({ user: null, registry: { remotes: {} }, locale: 'th' });
    expect(response.body).not.toContain('<link rel="preload"');
  });
});

describe('the shell page', () => {
  beforeAll(() => {
    // The shell's build writes its bundles beside index.html (tooling/src/webpack.js), served under /app/assets/.
    fs.mkdirSync(t.config.shellDist, { recursive: true });
    fs.writeFileSync(path.join(t.config.shellDist, 'index.html'), TEMPLATE);
    fs.writeFileSync(path.join(t.config.shellDist, 'main.js'), 'console.log("shell")');
  });

  it('serves /app/, deep links and /auth/login with the boot JSON, no-store and the CSP', async () => {
    for (const url of ['/app', '/app/', '/app/projects/123/scenes', '/auth/login']) {
      const response = await call(t.app, 'GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-security-policy']).toMatch(/script-src 'self';/);
      expect(bootOf(response.body)).toEqual({ user: null, registry: { remotes: {} }, locale: 'en' });
      expect(response.body).not.toContain('<!--BOOT-->');
      expect(response.body).not.toContain('<!--PRELOADS-->');
    }
  });

  it('carries the signed-in user, with HTML-breaking characters escaped', async () => {
    const user = await createUser(t.db, { level: 'staff', name: '</script><script>alert(1)</script>', roles: ['storyboard'] });
    const response = await call(t.app, 'GET', '/app/', { cookie: await signIn(t.db, user) });
    expect(response.body).not.toContain('</script><script>alert(1)');
    expect(response.body).toContain('\\u003c/script>');
    const boot = bootOf(response.body);
    expect(boot.user).toMatchObject({
      _id: user.id,
      name: '</script><script>alert(1)</script>',
      level: 'staff',
      role: ['storyboard'],
    });
  });

  it("carries an admin's to-do board projects for the left menu (first 10, newest first); nobody else's page has them", async () => {
    const admin = await createUser(t.db, { level: 'admin' });
    const other = await createUser(t.db, { level: 'admin' });
    const listed = [];
    for (let i = 0; i < 12; i++) {
      listed.push(
        await createProject(t.db, { title: `Board ${i}`, listedBy: [admin], updatedAt: new Date(Date.UTC(2030, 0, 1 + i)) }),
      );
    }
    await createProject(t.db, { title: 'On the other board', listedBy: [other] });
    const boot = bootOf((await call(t.app, 'GET', '/app/jobs', { cookie: await signIn(t.db, admin) })).body);
    expect(boot.menuProjects).toEqual(
      listed
        .slice(2)
        .reverse()
        .map((project) => ({ _id: project.id, title: project.title })),
    );
    for (const level of ['staff', 'freelancer', 'client'] as const) {
      const cookie = await signIn(t.db, await createUser(t.db, { level }));
      expect(bootOf((await call(t.app, 'GET', '/app/', { cookie })).body)).not.toHaveProperty('menuProjects');
    }
    expect(bootOf((await call(t.app, 'GET', '/app/')).body)).not.toHaveProperty('menuProjects');
  });

  it("preloads only the entries the page mounts at once: its area, or the widgets of this user's dashboard", async () => {
    writeRegistry(
      { 'mf-jobs': { version: '1.0.0' }, 'mf-projects': { version: '1.0.0' }, 'mf-feed': { version: '2.1.0' } },
      new Date(Date.now() - 120_000),
    );
    const preloads = (body: string) => [...body.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((m) => m[1]);
    const dashboardAs = async (level: 'admin' | 'staff' | 'freelancer' | 'client' | null) => {
      const cookie = level ? await signIn(t.db, await createUser(t.db, { level })) : undefined;
      return preloads((await call(t.app, 'GET', '/app/', cookie ? { cookie } : {})).body);
    };
    // My Jobs is a contributor's widget (not an admin's): nobody else downloads mf-jobs' entry for the dashboard.
    expect(await dashboardAs('freelancer')).toEqual([
      '/remotes/mf-jobs/1.0.0/remoteEntry.js',
      '/remotes/mf-projects/1.0.0/remoteEntry.js',
      '/remotes/mf-feed/2.1.0/remoteEntry.js',
    ]);
    const withoutMyJobs = ['/remotes/mf-projects/1.0.0/remoteEntry.js', '/remotes/mf-feed/2.1.0/remoteEntry.js'];
    expect(await dashboardAs('admin')).toEqual(withoutMyJobs);
    // A client has no dashboard: the shell sends them on to the project list, mf-projects' (no Messages entry).
    expect(await dashboardAs('client')).toEqual(['/remotes/mf-projects/1.0.0/remoteEntry.js']);
    // A visitor is sent to sign in: no widget entry.
    expect(await dashboardAs(null)).toEqual([]);
    expect(preloads((await call(t.app, 'GET', '/app/feed/all?x=1')).body)).toEqual(['/remotes/mf-feed/2.1.0/remoteEntry.js']);
    expect(preloads((await call(t.app, 'GET', '/app/about')).body)).toEqual([]);
  });

  it('embeds the registry and preloads the entry of the page area; a new registry.json is picked up without restart', async () => {
    writeRegistry({ 'mf-jobs': { version: '1.0.0' }, 'mf-feed': { version: '2.1.0' } }, new Date(Date.now() - 60_000));
    const first = await call(t.app, 'GET', '/app/jobs');
    expect(bootOf(first.body).registry.remotes['mf-jobs']).toEqual({
      version: '1.0.0',
      entry: '/remotes/mf-jobs/1.0.0/remoteEntry.js',
      manifest: '/remotes/mf-jobs/1.0.0/mf-manifest.json',
    });
    expect(first.body).toContain('<link rel="preload" as="script" href="/remotes/mf-jobs/1.0.0/remoteEntry.js">');
    expect(first.body).not.toContain('<link rel="preload" as="script" href="/remotes/mf-feed/2.1.0/remoteEntry.js">');
    expect((await call(t.app, 'GET', '/api/remotes')).json().remotes['mf-feed'].version).toBe('2.1.0');

    writeRegistry({ 'mf-jobs': { version: '1.0.1' } }, new Date());
    const second = await call(t.app, 'GET', '/app/jobs');
    expect(Object.keys(bootOf(second.body).registry.remotes)).toEqual(['mf-jobs']);
    expect(second.body).toContain('/remotes/mf-jobs/1.0.1/remoteEntry.js');
    expect((await call(t.app, 'GET', '/api/remotes')).json()).toEqual({
      remotes: {
        'mf-jobs': {
          version: '1.0.1',
          entry: '/remotes/mf-jobs/1.0.1/remoteEntry.js',
          manifest: '/remotes/mf-jobs/1.0.1/mf-manifest.json',
        },
      },
    });
  });

  it('keeps the last good registry when registry.json is broken', async () => {
    const file = path.join(t.config.deployDir, 'registry.json');
    fs.writeFileSync(file, '{ not json');
    fs.utimesSync(file, new Date(Date.now() + 5000), new Date(Date.now() + 5000));
    expect(Object.keys((await call(t.app, 'GET', '/api/remotes')).json().remotes)).toEqual(['mf-jobs']);
  });

  it("picks the locale: the user's choice, else ?locale=th, else Accept-Language", async () => {
    expect(bootOf((await call(t.app, 'GET', '/app/?locale=th')).body).locale).toBe('th');
    expect(
      bootOf((await call(t.app, 'GET', '/app/', { headers: { 'accept-language': 'th-TH,th;q=0.9,en;q=0.8' } })).body).locale,
    ).toBe('th');
    expect(bootOf((await call(t.app, 'GET', '/app/', { headers: { 'accept-language': 'en-US,th;q=0.5' } })).body).locale).toBe(
      'en',
    );
    const englishUser = await createUser(t.db, { level: 'staff', locale: 'en' });
    const response = await call(t.app, 'GET', '/app/?locale=th', {
      cookie: await signIn(t.db, englishUser),
      headers: { 'accept-language': 'th' },
    });
    expect(bootOf(response.body).locale).toBe('en');
  });

  it('redirects / to /app/', async () => {
    const response = await call(t.app, 'GET', '/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/app/');
  });
});

describe('static files', () => {
  it('serves shell assets with a long cache, and 404 for missing ones', async () => {
    const asset = await call(t.app, 'GET', '/app/assets/main.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('shell');
    expect(asset.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    expect((await call(t.app, 'GET', '/app/assets/missing.js')).statusCode).toBe(404);
  });

  it('serves deployed remotes as immutable files', async () => {
    const dir = path.join(t.config.deployDir, 'remotes', 'mf-jobs', '1.0.1');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var mf_jobs;');
    const response = await call(t.app, 'GET', '/remotes/mf-jobs/1.0.1/remoteEntry.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('var mf_jobs;');
    expect(response.headers['cache-control']).toMatch(/immutable/);
    expect((await call(t.app, 'GET', '/remotes/mf-jobs/9.9.9/remoteEntry.js')).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/remotes/../registry.json')).statusCode).toBe(404);
  });
});

describe('precompressed builds', () => {
  it('sends the .br or .gz the build made beside a script, as the browser accepts, and the plain file otherwise', async () => {
    const dir = path.join(t.config.deployDir, 'remotes', 'mf-feed', '3.0.0');
    fs.mkdirSync(dir, { recursive: true });
    const script = `var feed = "${'x'.repeat(4000)}";`;
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), script);
    // Each compressed file carries a mark, to tell the build's file from a compression made on the fly.
    fs.writeFileSync(path.join(dir, 'remoteEntry.js.br'), zlib.brotliCompressSync(`${script}/*br*/`));
    fs.writeFileSync(path.join(dir, 'remoteEntry.js.gz'), zlib.gzipSync(`${script}/*gz*/`));
    const url = '/remotes/mf-feed/3.0.0/remoteEntry.js';
    const brotli = await call(t.app, 'GET', url, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(`${script}/*br*/`);
    const gzip = await call(t.app, 'GET', url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(`${script}/*gz*/`);
    const plain = await call(t.app, 'GET', url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});

describe('shell bundles beside index.html', () => {
  it('are served under /app/assets/ too', async () => {
    fs.writeFileSync(path.join(t.config.shellDist, 'chunk.123.js'), 'chunk');
    const response = await call(t.app, 'GET', '/app/assets/chunk.123.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('chunk');
  });
});
