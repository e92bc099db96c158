// @ts-check
// webpack 5.112 moved some internal files that @module-federation/enhanced 2.9.2 still requires by their old
// paths (same modules, new folders; see module-federation/core#4646 and webpack/webpack#20985 for the pattern).
// Until enhanced follows, map exactly those old paths to the new ones. Anything else resolves untouched, and a
// missing mapping fails loudly at config load, not with a half-working build.
const Module = require('module');
const path = require('path');

const webpackLib = path.dirname(require.resolve('webpack'));
/** @type {Record<string, string>} */
const MOVED = {
  'util/extractUrlAndGlobal': 'externals/extractUrlAndGlobal',
  'util/fs': 'fs/fs',
  'util/semver': 'sharing/semver',
  HotUpdateChunk: 'graph/HotUpdateChunk',
  ModuleFactory: 'module/ModuleFactory',
  'dependencies/EntryDependency': 'entry/EntryDependency',
  'dependencies/ModuleDependency': 'dependencies/core/ModuleDependency',
  'dependencies/StaticExportsDependency': 'dependencies/core/StaticExportsDependency',
};
const OLD_PATH = /(?:^|[\\/])webpack[\\/]lib[\\/](.+?)(?:\.js)?$/;

// Node's resolver hook is internal and untyped.
/** @type {{ _resolveFilename: (this: unknown, request: string, ...rest: unknown[]) => string }} */
const resolver = /** @type {any} */ (Module);
const resolveFilename = resolver._resolveFilename;
resolver._resolveFilename = function resolveMovedWebpackInternals(request, ...rest) {
  const match = OLD_PATH.exec(request);
  const moved = match && MOVED[match[1].replace(/\\/g, '/')];
  return resolveFilename.call(this, moved ? path.join(webpackLib, moved) : request, ...rest);
};

// enhanced finds webpack through this variable; under pnpm's strict layout it cannot find it from its own folder.
// It must be the webpack that runs the compiler (tooling's), not another copy.
process.env.FEDERATION_WEBPACK_PATH ||= require.resolve('webpack');
