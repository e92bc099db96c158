// Bundles the server into dist/main.js (CommonJS for Node). Dependencies stay in node_modules,
// except ESM-only ones and our workspace packages (TypeScript sources), which are bundled so `require`
// never meets them.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const bundled = new Set(['marked', 'sanitize-html']);
const dependencies = { ...pkg.dependencies, ...pkg.devDependencies };
const external = Object.keys(dependencies).filter((name) => !bundled.has(name) && !dependencies[name].startsWith('workspace:'));

const started = Date.now();
await build({
  entryPoints: [join(root, 'src/main.ts')],
  outfile: join(root, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  external: [...external, ...external.map((name) => `${name}/*`)],
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`server built: dist/main.js in ${Date.now() - started} ms`);
