// @ts-check
// THE sharing policy: the one list of modules that exist once on the page, used by the shell and every remote.
// A remote that bundled its own React, router, styled-components theme context, SWR cache, zustand store,
// single-spa instance, event bus (shared-api) or i18n instance (shared-ui) would silently split state, so all
// of them are singletons. Versions are not typed by hand anywhere: requiredVersion comes from the building
// package's package.json, else from the shared packages that pull the library in (i18next, mitt, date-fns).
const fs = require('fs');
const path = require('path');

const repoRoot = path.resolve(__dirname, '../..');

/** Libraries that must be one copy on the page, in the order a reader would look for them. */
const SINGLETONS = [
  'react',
  // Every JSX file imports it: shared, each remote stops shipping its own copy (~1 KB gzip per remote).
  'react/jsx-runtime',
  'react-dom',
  // Provided as tooling/src/router.js (ROUTER below); react-router and @remix-run/router are inside it, not shared.
  'react-router-dom',
  'styled-components',
  'swr',
  'zustand',
  'single-spa',
  'single-spa-react',
  'shared-api',
  'shared-api/federation',
  'shared-ui',
  // Pulled in by shared-api / shared-ui; listed so a remote importing them directly still gets the page's copy.
  'i18next',
  'mitt',
];

/** The router the builds share: react-router-dom narrowed to the names the workspace uses (router.js). */
// A module request, not a path: the federation plugin provides a path in every compilation, html-webpack-plugin's
// template compiler included (a stray 53 KB chunk), and a request only where a module asks for it.
const ROUTER = { key: 'react-router-dom', file: 'tooling/src/router.js' };

/** Packages whose dependency lists also count as "the workspace" when the building package does not list a library. */
const WORKSPACE_SOURCES = ['shared-api', 'shared-ui'];

/**
 * @param {string} dir
 * @returns {{ version: string, dependencies?: Record<string, string>, devDependencies?: Record<string, string>, peerDependencies?: Record<string, string> }}
 */
function readPackage(dir) {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

/**
 * @param {ReturnType<typeof readPackage>} pkg
 * @returns {Record<string, string>}
 */
function declaredRanges(pkg) {
  return { ...pkg.devDependencies, ...pkg.peerDependencies, ...pkg.dependencies };
}

/** `workspace:*` → `^<that package's version>`, so shared-api 1.x builds accept any 1.x provider. */
/**
 * @param {string} name
 * @param {string} range
 */
function normaliseRange(name, range) {
  if (!range.startsWith('workspace:')) return range;
  const version = readPackage(path.join(repoRoot, name.split('/')[0])).version;
  return `^${version}`;
}

/**
 * The `shared` option of ModuleFederationPlugin for the package in `dir`. The workspace's own shared packages
 * (shared-api, shared-ui) are also `strictVersion`: a remote built against a newer one than the page provides
 * is refused when it loads ("does not satisfy the requirement", shown as "deployed with an incompatible
 * version"), not left to crash inside a component. Their versions move with their surface (public-surface.js).
 * @param {string} dir the building package's folder (shell or a remote)
 * @returns {Record<string, { singleton: true, requiredVersion: string | false, strictVersion?: true }>}
 */
function sharedFor(dir) {
  const own = declaredRanges(readPackage(dir));
  /** @type {Record<string, string>} */
  const workspace = Object.assign({}, ...WORKSPACE_SOURCES.map((p) => declaredRanges(readPackage(path.join(repoRoot, p)))));
  /** @type {Record<string, { singleton: true, requiredVersion: string | false, strictVersion?: true }>} */
  const shared = {};
  for (const name of SINGLETONS) {
    const pkgName = name.split('/')[0];
    const range = own[pkgName] ?? workspace[pkgName] ?? (WORKSPACE_SOURCES.includes(pkgName) ? 'workspace:*' : undefined);
    shared[name] = {
      singleton: true,
      // Not eager: the shell and the standalone QA page start behind an async boundary (import('./bootstrap')),
      // so every shared library is a separate chunk, downloaded only by the build whose copy wins.
      requiredVersion: range ? normaliseRange(pkgName, range) : false,
      ...(WORKSPACE_SOURCES.includes(pkgName) ? { strictVersion: true } : {}),
      // A file provides no version of its own: the package's, as it is installed for this build.
      ...(name === ROUTER.key ? { import: ROUTER.file, version: installedVersion(dir, name) } : {}),
    };
  }
  return shared;
}

/**
 * @param {string} dir
 * @param {string} name
 */
function installedVersion(dir, name) {
  return readPackage(path.dirname(require.resolve(`${name}/package.json`, { paths: [dir] }))).version;
}

module.exports = { SINGLETONS, ROUTER, sharedFor };
