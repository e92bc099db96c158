// mf-jobs: the jobs area, the create-job modal, the project page's jobs section and the dashboard's "My Jobs"
// widget, built by the workspace's one federation factory.
const { createRemoteConfig } = require('tooling/src/webpack');

module.exports = createRemoteConfig({
  name: 'mf-jobs',
  dir: __dirname,
  exposes: {
    './app': './src/spa.tsx',
    './MyJobsWidget': './src/parcels/MyJobsWidget.tsx',
    './JobCreateModal': './src/parcels/JobCreateModal.tsx',
    './ProjectJobsSection': './src/parcels/ProjectJobsSection.tsx',
  },
  devPort: 3002,
});
