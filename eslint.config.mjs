// One lint setup for the workspace. Its main job: imports flow one way, shared-* → mf-* → shell.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const remotes = ['mf-projects', 'mf-jobs', 'mf-payments', 'mf-feed', 'mf-admin'];
const sourceOf = (pkg) => [`${pkg}`, `${pkg}/*`, `**/${pkg}/src/**`, `../${pkg}/**`, `../../${pkg}/**`, `../../../${pkg}/**`];

/** Forbid importing the named packages' source from the files of `files`. */
const forbid = (files, packages, why) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: packages.flatMap(sourceOf), message: why }] }],
  },
});

/**
 * Layers inside server/src: routes → services → repositories → db/domain. Each layer names the folders it may not
 * import (relative imports, so the patterns match `../<folder>/…` at any depth). schemas (TypeBox) and domain sit
 * at the bottom beside db; policies judge facts and may read domain and schemas; presenters shape rows for routes.
 * Written out in docs/architecture.md ("Server layers").
 */
const serverLayers = {
  plugins: ['routes'],
  services: ['routes', 'plugins', 'presenters'],
  presenters: ['routes', 'plugins'],
  repositories: ['routes', 'plugins', 'services', 'presenters'],
  policies: ['routes', 'plugins', 'services', 'presenters', 'repositories'],
  mail: ['routes', 'plugins', 'services', 'presenters', 'repositories', 'policies'],
  storage: ['routes', 'plugins', 'services', 'presenters', 'repositories', 'policies'],
  integrations: ['routes', 'plugins', 'services', 'presenters', 'repositories', 'policies'],
  db: ['routes', 'plugins', 'services', 'presenters', 'repositories', 'policies'],
  domain: ['routes', 'plugins', 'services', 'presenters', 'repositories', 'policies'],
  schemas: ['routes', 'plugins', 'services', 'presenters', 'repositories', 'policies'],
};
const serverZones = Object.entries(serverLayers).map(([layer, below]) => ({
  files: [`server/src/${layer}/**/*.ts`],
  // The demo seed is a tool run by hand: it hashes passwords and renders markdown like the app does.
  ignores: ['server/src/db/seed.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: below.flatMap((folder) => [`../${folder}`, `../${folder}/**`, `../../${folder}/**`, `../../../${folder}/**`]),
            message: `server/src/${layer} may not import ${below.join(', ')}: imports flow routes → services → repositories → db/domain (docs/architecture.md).`,
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'deploy/**',
      'data/**',
      '**/generated/**',
      '**/*.js',
      '**/*.cjs',
      '**/*.mjs',
      'e2e/test-results/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-nocheck': true, 'ts-ignore': true }],
    },
  },
  forbid(
    ['shared-api/**', 'shared-ui/**'],
    ['shell', ...remotes, 'server'],
    'shared packages sit at the bottom: they import no remote, shell or server code.',
  ),
  ...remotes.map((r) =>
    forbid(
      [`${r}/**`],
      ['shell', 'server', ...remotes.filter((o) => o !== r)],
      'a remote meets others only through exposed typed modules, the event bus and the API.',
    ),
  ),
  forbid(
    ['shell/**'],
    [...remotes, 'server'],
    'the shell loads remotes at run time through federation (shared-api/federation types), never their source.',
  ),
  ...serverZones,
  // A separate rule name, so it adds to the boundaries above instead of replacing them.
  {
    files: ['**/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-support/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['shared-api/test-support', 'shared-ui/test-support', '**/test-support/**'],
              message: 'test helpers are for tests only.',
            },
          ],
        },
      ],
    },
  },
);
