// Root jest: every package's own jest config as a project, so `jest` at the root runs them all and
// `pnpm --filter <pkg> test` runs one package alone.
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
};
