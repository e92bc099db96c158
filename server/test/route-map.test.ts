import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './helper';
import { findRepoRoot } from '../src/config';
import { generatedFiles, ROUTE_MAP_PATH, staleFiles } from '../src/openapi';

let t: TestApp;
let files: Map<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  files = await generatedFiles(t.config);
});
afterAll(() => t.close());

const rowOf = (method: string, url: string) =>
  (files.get(ROUTE_MAP_PATH) ?? '').split('\n').find((line) => line.startsWith(`| ${method} | \`${url}\` |`));

describe('the route map (docs/routes.md)', () => {
  it('leads from each method and path to the file that registers it', () => {
    expect(rowOf('POST', '/api/comments/:id/toggle')).toContain('server/src/routes/api/comments/hide.ts');
    expect(rowOf('POST', '/api/notifs/config')).toContain('server/src/routes/api/notifs/mute.ts');
    expect(rowOf('POST', '/api/posts/:id/rate')).toContain('server/src/routes/api/posts/rate.ts');
    expect(rowOf('POST', '/api/jobs/:id/bonus')).toContain('server/src/routes/api/jobs/bonus.ts');
    // Every route of the API the app serves has its row, naming a file of server/src/routes.
    const apiRoutes = t.app.registeredRoutes.filter(
      (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD',
    );
    expect(apiRoutes.length).toBeGreaterThan(150);
    const unmapped = apiRoutes.filter((route) => !rowOf(route.method, route.url)?.includes('server/src/routes/'));
    expect(unmapped).toEqual([]);
  });

  it('the written map and openapi.json are current (else run: pnpm --filter server openapi)', () => {
    expect(staleFiles(findRepoRoot(__dirname), files)).toEqual([]);
  });

  it('the check names a stale map, and only that', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'route-map-'));
    try {
      for (const [file, text] of files) {
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        fs.writeFileSync(path.join(root, file), text);
      }
      expect(staleFiles(root, files)).toEqual([]);
      // A route moved to another file since the map was written.
      const map = path.join(root, ROUTE_MAP_PATH);
      fs.writeFileSync(map, fs.readFileSync(map, 'utf8').replace('comments/hide.ts', 'comments/toggle.ts'));
      expect(staleFiles(root, files)).toEqual([ROUTE_MAP_PATH]);
      fs.rmSync(map);
      expect(staleFiles(root, files)).toEqual([ROUTE_MAP_PATH]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
