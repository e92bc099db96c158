// One lint setup for the workspace. Its main job: imports flow one way, shared-* → mf-* → shell.
import path from 'node:path';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importCycles from './tooling/src/import-cycles.js';

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
 * Feature folders stay closed (bulletproof-react's `import/no-restricted-paths` zones, made generic): inside a remote
 * or the shell, every folder directly under `src/` is a feature, and a file of one feature imports another only
 * through that feature's public file, `src/<feature>/index.ts` (`'../jobs'`, never `'../jobs/api/get-jobs'`). Files
 * at `src/` itself (AppRoutes, spa, i18n) are the package's wiring and may be imported by any feature; test-only
 * helper folders (`test-support`, `test`, and a feature's own `test-support`) are open to tests (the rule below keeps
 * them out of app code). A new
 * feature folder needs no lint change.
 */
const FEATURE_PACKAGES = [...remotes, 'shell'];
const OPEN_FOLDERS = new Set(['test-support', 'test']);
const featureBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      internal:
        "'{{spec}}' reaches into feature '{{feature}}': import what it offers from its public file ('{{public}}'), or add it there.",
    },
  },
  create(context) {
    const file = context.filename.split(path.sep).join('/');
    const match = file.match(new RegExp(`^(.*/(?:${FEATURE_PACKAGES.join('|')})/src)/([^/]+)/.+$`));
    if (!match) return {};
    const [, srcDir, feature] = match;
    const check = (source) => {
      const spec = source && typeof source.value === 'string' ? source.value : null;
      if (!spec || !spec.startsWith('.')) return;
      const target = path.posix.resolve(path.posix.dirname(file), spec);
      if (!target.startsWith(`${srcDir}/`)) return;
      const parts = path.posix.relative(srcDir, target).split('/');
      const [other] = parts;
      if (parts.length === 1 || other === feature || OPEN_FOLDERS.has(other)) return;
      if (parts.length === 2 && parts[1] === 'index') return;
      // A feature's own test helpers (`<feature>/test-support/`) are open to other features' tests, never to app code.
      if (parts[1] === 'test-support' && /(\.test\.tsx?$|\/test-support\/)/.test(file)) return;
      const publicFile = path.posix.relative(path.posix.dirname(file), `${srcDir}/${other}`);
      context.report({ node: source, messageId: 'internal', data: { spec, feature: other, public: publicFile } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // jest.mock('../other/internal') couples a test to another feature's insides as much as an import does.
      CallExpression: (node) => {
        const callee = node.callee;
        const isJestMock =
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'jest' &&
          callee.property.type === 'Identifier' &&
          ['mock', 'requireActual', 'doMock'].includes(callee.property.name);
        if (isJestMock && node.arguments[0]?.type === 'Literal') check(node.arguments[0]);
      },
    };
  },
};

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
  queue: ['routes', 'plugins', 'services', 'presenters', 'repositories', 'policies'],
  storage: ['routes', 'plugins', 'services', 'presenters', 'repositories', 'policies'],
  integrations: ['routes', 'plugins', 'services', 'presenters', 'repositories', 'policies'],
  db: ['routes', 'plugins', 'services', 'presenters', 'repositories', 'policies'],
  domain: ['routes', 'plugins', 'services', 'presenters', 'repositories', 'policies'],
  schemas: ['routes', 'plugins', 'services', 'presenters', 'repositories', 'policies'],
};
/** The workspace's own rules, one plugin object (a plugin name may be defined only once across the config blocks). */
const studio = { rules: { 'feature-boundaries': featureBoundaries, 'no-cycle': importCycles.noCycle } };

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
  {
    files: FEATURE_PACKAGES.map((pkg) => `${pkg}/src/**/*.{ts,tsx}`),
    plugins: { studio },
    rules: { 'studio/feature-boundaries': 'error' },
  },
  {
    // No import cycles: none between the files of a package, none between the feature folders of the shell or a remote
    // (a feature's shared pieces go to a feature-neutral folder, as mf-projects' project-shared). tooling/src/import-cycles.js.
    files: ['**/*.{ts,tsx}', 'tooling/src/**/*.js'],
    plugins: { studio },
    rules: { 'studio/no-cycle': 'error' },
  },

  ...serverZones,
  {
    // Routes validate, call an executor or a service, and present: every SQL statement is a repository's, every
    // schema a schemas/ file's.
    files: ['server/src/routes/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]",
          message: 'SQL belongs in server/src/repositories/: call a repository function from the route (docs/architecture.md).',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message: 'SQL belongs in server/src/repositories/: call a repository function from the route (docs/architecture.md).',
        },
        {
          // Route schemas live in one place, server/src/schemas/<model>.ts, so the OpenAPI shapes are found by model.
          selector: "CallExpression[callee.type='MemberExpression'][callee.object.name='Type']",
          message: 'Route schemas belong in server/src/schemas/<model>.ts: import the schema from there (docs/architecture.md).',
        },
        {
          selector: "ImportDeclaration[source.value='@sinclair/typebox'][importKind!='type']",
          message: 'Route schemas belong in server/src/schemas/<model>.ts: import the schema from there (docs/architecture.md).',
        },
      ],
    },
  },
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
