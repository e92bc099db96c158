// @ts-check
// The shell starts behind an async boundary (import('./bootstrap')), so its main chunk alone would be in the HTML
// and the bootstrap chunk plus every shared library chunk would only be requested once main.js has run: a
// staircase. This plugin lists those files as <link rel="preload"> in index.html, so they download in parallel
// with main.js (and with the remote entries the server preloads). Lazy pages are not included. The webfont's Latin
// subset is preloaded too: every page draws Latin text (the brand, the menu, numbers), and a font that arrives only
// after the first text paint swaps in with other widths and moves the top bar and the menu (a layout shift on every
// cold load). The Thai subset is left to the unicode-range (an English page may never use it).
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'PreloadStartupChunksPlugin';

/**
 * The chunks the entry needs right after it runs: its direct async imports, then for every shared library they
 * consume, the chunk of this build's *provided* copy (on the shell's first load its copies are the ones chosen),
 * and so on for what those libraries consume.
 */
/**
 * @param {import('webpack').Compilation} compilation
 * @returns {Set<import('webpack').Chunk>}
 */
function startupChunks(compilation) {
  const { chunkGraph } = compilation;
  const providedChunks = new Map(); // share key → chunks of this build's provided copy
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    // Federation's provide-module keeps its share key in an untyped field.
    const provided = /** @type {import('webpack').Module & { _name: string }} */ (module);
    const chunks = module.blocks.flatMap((block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);
    providedChunks.set(provided._name, chunks);
  }
  /** @type {Set<import('webpack').Chunk>} */
  const chunks = new Set();
  /** @type {import('webpack').Chunk[]} */
  const queue = [];
  /** @param {import('webpack').Chunk} chunk */
  const add = (chunk) => {
    if (!chunks.has(chunk)) {
      chunks.add(chunk);
      queue.push(chunk);
    }
  };
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const child of entrypoint.getChildren()) for (const chunk of child.chunks) add(chunk);
  }
  while (queue.length > 0) {
    for (const module of chunkGraph.getChunkModulesIterable(/** @type {import('webpack').Chunk} */ (queue.shift()))) {
      // Federation's consume-shared-module keeps its options in an untyped field.
      const consumed = /** @type {import('webpack').Module & { options: { shareKey: string } }} */ (module);
      if (module.type === 'consume-shared-module')
        for (const chunk of providedChunks.get(consumed.options.shareKey) ?? []) add(chunk);
    }
  }
  return chunks;
}

class PreloadStartupChunksPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = compilation.getAssetPath(compilation.outputOptions.publicPath, {});
        const files = [...startupChunks(compilation)].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
        const links = [...new Set(files)].sort().map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', as: 'script', href: publicPath + file },
          meta: { plugin: PLUGIN },
        }));
        // Fonts are fetched in CORS mode, so the preload must be too (crossorigin) or the browser fetches twice.
        const fonts = Object.keys(compilation.assets)
          .filter((file) => /^fonts\/.*-latin-.*\.woff2$/.test(file))
          .sort()
          .map((file) => ({
            tagName: 'link',
            voidTag: true,
            attributes: { rel: 'preload', as: 'font', type: 'font/woff2', href: publicPath + file, crossorigin: 'anonymous' },
            meta: { plugin: PLUGIN },
          }));
        data.headTags.push(...links, ...fonts);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartupChunksPlugin };
