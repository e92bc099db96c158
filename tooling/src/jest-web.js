// @ts-check
// The jest preset for browser packages (shared-*, shell, remotes): swc transpiling, jsdom, Testing Library.
const path = require('path');

/** @param {string} dir the package folder (pass __dirname) */
module.exports = function webJestConfig(dir) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: { '\\.(css|svg|png|jpg|woff2)$': path.join(__dirname, 'file-stub.js') },
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.js')],
  };
};
