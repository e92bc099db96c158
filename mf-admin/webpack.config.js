// mf-admin: user administration and the account page, built by the workspace's one federation factory.
const { createRemoteConfig } = require('tooling/src/webpack');

module.exports = createRemoteConfig({
  name: 'mf-admin',
  dir: __dirname,
  exposes: {
    './app': './src/spa.tsx',
  },
  devPort: 3005,
});
