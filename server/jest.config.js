// Server tests run the real app (app.inject) on a real database: PGlite in memory, or a fresh
// database on TEST_DATABASE_URL's PostgreSQL server.
const path = require('path');

const markedDir = path.dirname(require.resolve('marked/package.json', { paths: [__dirname] }));

/**
 * Packages jest's CommonJS runtime cannot load as shipped: ESM-only ones (sanitize-html's parser,
 * cookie) and ones that load modules with dynamic import() (PGlite, @fastify/cookie), which jest's
 * VM refuses without --experimental-vm-modules. swc turns both into plain require().
 */
const TRANSFORMED_PACKAGES = [
  'htmlparser2',
  'domhandler',
  'domutils',
  'entities',
  'dom-serializer',
  'domelementtype',
  'cookie',
  '@fastify/cookie',
  '@electric-sql/pglite',
];
// Matches both pnpm's store path (.pnpm/@scope+name@1.0.0/...) and the package path (@scope/name/...).
const transformed = TRANSFORMED_PACKAGES.map((name) => name.replace('/', '[+/]')).join('|');
const swc = (syntax) => ['@swc/jest', { jsc: { parser: { syntax }, target: 'es2022' }, module: { type: 'commonjs' } }];

module.exports = {
  displayName: 'server',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/test', '<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': swc('typescript'),
    '^.+\\.cjs$': swc('ecmascript'),
  },
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${transformed})[@/])`],
  // marked ships ESM only; its UMD build loads under jest's CommonJS runtime.
  moduleNameMapper: { '^marked$': path.join(markedDir, 'lib/marked.umd.js') },
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  globalSetup: '<rootDir>/test/global-setup.ts',
};
