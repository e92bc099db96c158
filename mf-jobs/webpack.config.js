// mf-jobs: the jobs area and the dashboard's "My Jobs" widget, built by the workspace's one federation factory.
const { createRemoteConfig } = require('tooling/src/webpack');

module.exports = createRemoteConfig({
  name: 'mf-jobs',
  dir: __dirname,
  exposes: {
    './app': './src/spa.tsx',
    './MyJobsWidget': './src/parcels/MyJobsWidget.tsx',
  },
  devPort: 3002,
});
