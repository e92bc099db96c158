// mf-projects: the projects area, the New Project modal and the dashboard's "My Projects" widget,
// built by the workspace's one federation factory.
const { createRemoteConfig } = require('tooling/src/webpack');

module.exports = createRemoteConfig({
  name: 'mf-projects',
  dir: __dirname,
  exposes: {
    './app': './src/spa.tsx',
    './MyProjectsWidget': './src/parcels/MyProjectsWidget.tsx',
    './ProjectFormModal': './src/parcels/ProjectFormModal.tsx',
  },
  devPort: 3001,
});
