// Root jest: every package's own jest config as a project, so `jest` at the root runs them all and
// `pnpm --filter <pkg> test` runs one package alone.
const os = require('node:os');

module.exports = {
  projects: [
    'shared-api',
    'shared-ui',
    'shell',
    'tooling',
    'mf-projects',
    'mf-jobs',
    'mf-payments',
    'mf-feed',
    'mf-admin',
    'server',
  ].map((p) => `<rootDir>/${p}`),
  // Jest's default is one worker per core minus one: on a two-core machine a single worker, with the other core idle
  // while PGlite works. Every test file has its own database, so files run side by side safely (issue 27 item 7).
  maxWorkers: Math.min(Math.max(os.cpus().length, 2), 4),
};
