// The shell host's build: everything comes from tooling's one factory (loaders, sharing policy, federation).
const { createShellConfig } = require('tooling/src/webpack');

module.exports = createShellConfig({ dir: __dirname, devPort: 3000 });
