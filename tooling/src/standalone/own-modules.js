// The served remote's own exposed modules, straight from its own compilation (not the deployed copy): this file is
// replaced at build time by own-modules-loader.js (tooling's createRemoteConfig, development only) with one
// `import()` per exposed module. Typed in own-modules.d.ts.
export const ownModules = {};
