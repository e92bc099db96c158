// @ts-check
// Writes standalone/own-modules.js for the remote being served: `{ app: () => import('<dir>/src/app'), ... }` from
// its `exposes`, so the standalone page mounts the remote's `./app` and opens its own modals (a bus modal the remote
// exposes) from the code being edited, while other remotes' modules come from their deployed builds.
const path = require('path');

/** @this {import('webpack').LoaderContext<{ dir: string, exposes: Record<string, string> }>} */
module.exports = function ownModulesLoader() {
  const { dir, exposes } = this.getOptions();
  const lines = Object.entries(exposes).map(
    ([key, file]) => `  ${JSON.stringify(key.replace(/^\.\//, ''))}: () => import(${JSON.stringify(path.resolve(dir, file))}),`,
  );
  return `export const ownModules = {\n${lines.join('\n')}\n};\n`;
};
