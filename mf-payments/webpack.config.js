// mf-payments: the payments area, built by the workspace's one federation factory.
const { createRemoteConfig } = require('tooling/src/webpack');

module.exports = createRemoteConfig({
  name: 'mf-payments',
  dir: __dirname,
  exposes: {
    './app': './src/spa.tsx',
  },
  devPort: 3003,
});
