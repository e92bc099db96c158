// @ts-check
// The builds share tooling/src/router.js under the key 'react-router-dom' (sharing.js): react-router-dom narrowed
// to the names the workspace uses. A source importing any other name would get `undefined` in the browser, so it
// is refused here, with the file and the name; so are imports of react-router or @remix-run/router themselves, which
// are inside router.js and not shared.
const fs = require('fs');
const path = require('path');
const { ROUTER, sharedFor } = require('../src/sharing');

const repoRoot = path.resolve(__dirname, '../..');
const PACKAGES = ['shell', 'shared-ui', 'shared-api', 'mf-feed', 'mf-projects', 'mf-jobs', 'mf-payments', 'mf-admin'];

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.(tsx?|jsx?)$/.test(entry.name) ? [full] : [];
  });
}

/** The names router.js exports. */
function routerExports() {
  const text = fs.readFileSync(path.join(__dirname, '../src/router.js'), 'utf8');
  const list = /export \{([^}]*)\} from 'react-router-dom\/dist\/index\.js'/.exec(text);
  if (!list) throw new Error('router.js has no export list');
  return list[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** Every `import … from 'react-router…'` (and `export … from`) in the workspace's sources. */
function routerImports() {
  const files = [
    ...PACKAGES.flatMap((pkg) => sourceFiles(path.join(repoRoot, pkg, 'src'))),
    ...sourceFiles(path.join(repoRoot, 'tooling/src')).filter((file) => !file.endsWith(`${path.sep}router.js`)),
  ];
  /** @type {{ file: string, source: string, names: string[] }[]} */
  const found = [];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(
      /(?:import|export)\s+(type\s+)?([^;]*?)\s+from\s+'((?:react-router|@remix-run\/router)[^']*)'/g,
    )) {
      if (match[1]) continue; // types only: nothing at run time
      const clause = match[2];
      const named = /\{([^}]*)\}/.exec(clause);
      const names = named
        ? named[1]
            .split(',')
            .map((part) => part.trim())
            .filter((part) => part && !part.startsWith('type '))
            .map((part) => part.split(/\s+as\s+/)[0].trim())
        : [];
      // A default or namespace import takes everything: never allowed.
      if (!named || /^\s*\w+\s*,|\*/.test(clause.replace(/\{[^}]*\}/, ''))) names.push('*');
      found.push({ file: path.relative(repoRoot, file), source: match[3], names });
    }
  }
  return found;
}

describe('the shared router (tooling/src/router.js)', () => {
  it('every build shares router.js under the key react-router-dom, with the installed version', () => {
    for (const pkg of ['shell', 'mf-jobs']) {
      const shared = sharedFor(path.join(repoRoot, pkg));
      expect(shared[ROUTER.key]).toMatchObject({ singleton: true, import: 'tooling/src/router.js' });
      expect(shared[ROUTER.key].version).toMatch(/^6\.\d+\.\d+$/);
      expect(shared).not.toHaveProperty('react-router');
    }
  });

  it('exports names react-router-dom has', () => {
    const reactRouterDom = require(require.resolve('react-router-dom', { paths: [path.join(repoRoot, 'shell')] }));
    for (const name of routerExports()) expect(typeof reactRouterDom[name]).toMatch(/function|object/);
  });

  it('covers every name the workspace imports from react-router-dom, and nothing imports react-router itself', () => {
    const imports = routerImports();
    // The scan finds the workspace's imports (a broken pattern would pass vacuously).
    expect(imports.length).toBeGreaterThan(30);
    const allowed = new Set(routerExports());
    const refused = imports.flatMap(({ file, source, names }) =>
      source !== 'react-router-dom'
        ? [`${file}: imports '${source}' (use react-router-dom, which router.js narrows)`]
        : names.filter((name) => !allowed.has(name)).map((name) => `${file}: ${name} is not in tooling/src/router.js`),
    );
    expect(refused).toEqual([]);
  });
});
