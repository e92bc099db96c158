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
      // The build and deploy tooling is JavaScript run by node as is (type-checked through // @ts-check): linted too.
      '!tooling/src/**/*.js',
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
  {
    // CommonJS, loaded by node, webpack and jest as is.
    files: ['tooling/src/**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
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
