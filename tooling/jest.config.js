// tooling's own tests: the deploy folder's registry (history, rollback) and its commands, in Node.
module.exports = {
  displayName: 'tooling',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.js'],
};
