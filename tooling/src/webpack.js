// @ts-check
// The one webpack + Module Federation configuration factory. Every build of the workspace (the shell host and
// the five remotes) comes from here, so loaders, sharing, hashing and budgets cannot drift between teams.
const path = require('path');

require('./webpack-compat'); // before @module-federation/enhanced is loaded
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedFor } = require('./sharing');
const { PreloadStartupChunksPlugin } = require('./preload-startup');

// webpack's own minimizer plugin (a dependency of webpack, not of ours), driven by swc: several times faster than
// terser on this 2-core machine, and no separate *.LICENSE.txt files next to every chunk.
const MinimizerPlugin = require(
  require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack'))] }),
);

/** @typedef {'production' | 'development'} Mode */
/** @typedef {import('webpack').Configuration & { devServer?: ReturnType<typeof devServer> }} Config */

const API_URL = process.env.API_URL || 'http://localhost:8080';

/** swc for TypeScript/TSX (no babel, no ts-loader: type-checking is `tsc --noEmit`, once, for the repo). */
/** @param {boolean} isProd */
function swcRule(isProd) {
  /** @param {'typescript' | 'ecmascript'} syntax */
  const jsc = (syntax) => ({
    parser: syntax === 'typescript' ? { syntax, tsx: true } : { syntax, jsx: true },
    transform: { react: { runtime: 'automatic', development: !isProd, refresh: false } },
    target: 'es2020',
  });
  return [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      use: { loader: require.resolve('swc-loader'), options: { jsc: jsc('typescript') } },
    },
    // Webfonts (the shell's, shell/src/fonts): files of their own, named by their content so they cache for good.
    { test: /\.woff2$/, type: 'asset/resource', generator: { filename: 'fonts/[name].[contenthash:8][ext]' } },
    // Our own plain-JS sources (the standalone QA page in tooling) may use JSX too.
    {
      test: /\.jsx?$/,
      exclude: /node_modules/,
      use: { loader: require.resolve('swc-loader'), options: { jsc: jsc('ecmascript') } },
    },
  ];
}

/**
 * @param {{ mode?: Mode }} argv
 * @returns {Mode}
 */
function modeOf(argv) {
  return argv.mode || (process.env.NODE_ENV === 'production' ? 'production' : 'development');
}

/**
 * Entry chunks are named `[name].[contenthash:8].js` like every other chunk. The federation runtime asks for the
 * entry chunk's file name while webpack is still hashing (only to learn how deep in the output folder it sits);
 * webpack 5.112 refuses a [contenthash] there, so for that early question answer with the same name without the
 * hash: same folder, same depth, and the emitted file still carries its hash.
 */
/** @param {import('webpack').PathData} pathData */
function hashedEntryFilename(pathData) {
  const hashed = pathData.chunk?.contentHash?.javascript;
  return hashed ? '[name].[contenthash:8].js' : '[name].js';
}

/** The ES module build of @module-federation/inject-external-runtime-core-plugin (a dependency of enhanced). */
function injectExternalRuntimePlugin() {
  const enhancedEntry = require.resolve('@module-federation/enhanced/webpack');
  const commonJs = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [path.dirname(enhancedEntry)],
  });
  return path.join(path.dirname(commonJs), 'index.js');
}

/** What every build shares: loaders, resolution, hashed names, minification. */
/**
 * @param {{ dir: string, name: string, mode: Mode, outputPath: string, publicPath: string }} options
 * @returns {Config}
 */
function baseConfig({ dir, name, mode, outputPath, publicPath }) {
  const isProd = mode === 'production';
  return {
    name,
    mode,
    context: dir,
    devtool: isProd ? false : 'eval-cheap-module-source-map',
    output: {
      path: outputPath,
      publicPath,
      // Hashed names: every file of a deployed version is immutable and cacheable forever.
      filename: isProd ? hashedEntryFilename : '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      // Distinct per build: six webpack runtimes live on one page and must not share a chunk-loading global.
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      // Files outside the package (tooling's standalone page) resolve libraries from the building package too.
      modules: ['node_modules', path.join(dir, 'node_modules')],
    },
    module: { rules: swcRule(isProd) },
    optimization: {
      minimize: isProd,
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          extractComments: false,
          minimizerOptions: { compress: { passes: 2 } },
        }),
      ],
      // Stable ids keep unchanged chunks' contenthash stable between two deploys.
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
    },
    // The budgets are measured in gzip by our own check (docs/architecture.md), not by webpack's raw-size hints.
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/**
 * Production builds ship each script and manifest also as `.br` and `.gz` beside it, compressed once at build time at
 * the highest levels: the server sends those (`preCompressed`) instead of compressing every request on its one thread,
 * which queued a cold page load's twenty parallel downloads behind each other.
 */
/** @param {boolean} isProd */
function precompressed(isProd) {
  if (!isProd) return [];
  const common = { test: /\.(js|json|css|svg)$/, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({ ...common, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      // The plugin's options are typed for gzip; brotli takes its quality in `params`.
      compressionOptions: /** @type {import('zlib').ZlibOptions} */ ({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    }),
  ];
}

/** @typedef {ConstructorParameters<typeof ModuleFederationPlugin>[0]} FederationOptions */

/**
 * @param {string} dir
 * @param {FederationOptions} extra
 * @returns {FederationOptions}
 */
function federationOptions(dir, extra) {
  return {
    // Browser-only, and remotes are registered by their remoteEntry.js URL (no manifest snapshots): drop the
    // runtime's Node loader and snapshot code from every build.
    experiments: { optimization: { disableSnapshot: true, target: 'web' } },
    dts: false, // types of exposed modules live in shared-api/src/federation; no generated @mf-types.
    shared: sharedFor(dir),
    // The first loaded copy of a singleton (the shell's) wins, and no remote entry is fetched at start-up just to
    // compare versions (version-first would load every remoteEntry.js before the first render).
    shareStrategy: 'loaded-first',
    ...extra,
  };
}

/** @param {{ port: number, historyIndex: string, proxyPaths: string[] }} options */
function devServer({ port, historyIndex, proxyPaths }) {
  return {
    port,
    hot: false,
    liveReload: true,
    historyApiFallback: { index: historyIndex },
    // Why proxy: the API keeps the session in a same-site httpOnly cookie and refuses state-changing requests whose
    // Origin differs from the Host. Proxying (without changeOrigin, so Host stays this dev server) makes the dev
    // page, the API, the login page and the deployed remotes one origin, exactly as in production.
    proxy: [{ context: proxyPaths, target: API_URL, changeOrigin: false, ws: true }],
    client: { overlay: { errors: true, warnings: false } },
  };
}

/**
 * A feature remote: `remoteEntry.js` + `mf-manifest.json` + hashed chunks.
 * Returns a webpack config function (`webpack --env outputPath=/x --mode production` works).
 * @param {{ name: string, dir: string, exposes: Record<string, string>, devPort: number }} options
 */
function createRemoteConfig({ name, dir, exposes, devPort }) {
  /**
   * @param {{ outputPath?: string }} [env]
   * @param {{ mode?: Mode }} [argv]
   * @returns {Config}
   */
  return (env = {}, argv = {}) => {
    const mode = modeOf(argv);
    const isProd = mode === 'production';
    const outputPath = path.resolve(dir, env.outputPath || 'dist');
    const config = baseConfig({
      dir,
      name,
      mode,
      outputPath,
      // 'auto': chunks load relative to wherever remoteEntry.js was served from, so one build is deployable at any
      // versioned URL. The standalone dev page is served at deep routes (/app/jobs/123), so it needs absolute '/'.
      publicPath: isProd ? 'auto' : '/',
    });
    config.entry = isProd ? {} : { standalone: path.join(__dirname, 'standalone/index.ts') };
    if (!isProd)
      config.module?.rules?.push({
        resource: path.join(__dirname, 'standalone/own-modules.js'),
        use: { loader: path.join(__dirname, 'standalone/own-modules-loader.js'), options: { dir, exposes } },
      });
    config.plugins = [
      new ModuleFederationPlugin(
        federationOptions(dir, {
          name,
          filename: 'remoteEntry.js',
          exposes,
          // 'global' (self["mf-jobs"]) instead of the default `var mf-jobs`, which is not a valid identifier.
          library: { type: 'global', name },
          manifest: { fileName: 'mf-manifest.json' },
          // Production remotes do not carry the federation runtime core: they use the one the shell provides
          // (its inject-external-runtime plugin), so it is downloaded once, not six times. The standalone
          // dev page has no shell, so there the remote keeps its own runtime and provides it, as the shell does,
          // to the deployed remotes whose parcels it loads (without it they fail on `setGlobalFederationConstructor`).
          experiments: { externalRuntime: isProd, optimization: { disableSnapshot: true, target: 'web' } },
          ...(isProd ? {} : { runtimePlugins: [injectExternalRuntimePlugin()] }),
        }),
      ),
      ...precompressed(isProd),
    ];
    if (!isProd) {
      config.plugins.push(
        new HtmlWebpackPlugin({
          filename: 'standalone.html',
          template: path.join(__dirname, 'standalone/index.html'),
          chunks: ['standalone'],
          title: `${name} (standalone)`,
        }),
        new webpack.DefinePlugin({ STANDALONE_REMOTE: JSON.stringify(name) }),
      );
      // Standalone QA host: `pnpm --filter <remote> dev` serves this remote alone on devPort, signed in against the
      // real API (proxied, see devServer), so QA can test one remote without the shell or the other remotes.
      // `/app/assets` is proxied too: the login page the standalone page redirects to is the shell's, served by the API.
      config.devServer = devServer({
        port: devPort,
        historyIndex: '/standalone.html',
        proxyPaths: ['/api', '/auth', '/remotes', '/app/assets'],
      });
    }
    return config;
  };
}

/**
 * `index.html` of the shell's page or the reviewer's: the server's `<!--BOOT-->` / `<!--PRELOADS-->` markers, the
 * scripts deferred in the head.
 * @param {string} dir
 */
function shellPageHtml(dir) {
  return new HtmlWebpackPlugin({
    filename: 'index.html',
    template: path.join(__dirname, 'shell-index.html'),
    // The page's icon (issue 13: browsers asked for /favicon.ico and got a 404 on every load).
    favicon: path.join(dir, 'src', 'favicon.svg'),
    // Keep the markers: the server replaces them per request with the boot JSON and remote-entry preloads.
    minify: false,
    scriptLoading: 'defer',
    inject: 'head',
  });
}

/**
 * The shell host: `dist/index.html` (with the server's `<!--BOOT-->` / `<!--PRELOADS-->` markers) + hashed chunks
 * served from `/app/assets/`, and beside it the reviewer's page in `dist/review/` (reviewPageConfig).
 * @param {{ dir: string, devPort: number }} options
 */
function createShellConfig({ dir, devPort }) {
  /**
   * @param {{ outputPath?: string }} [env]
   * @param {{ mode?: Mode }} [argv]
   * @returns {Config[]}
   */
  return (env = {}, argv = {}) => {
    const mode = modeOf(argv);
    const outputPath = path.resolve(dir, env.outputPath || 'dist');
    const config = baseConfig({ dir, name: 'shell', mode, outputPath, publicPath: '/app/assets/' });
    // The reviewer's page writes its own folder in dist (reviewPageConfig): the shell's clean leaves it alone.
    config.output = { ...config.output, clean: { keep: /^review[\\/]/ } };
    config.entry = { main: './src/index.ts' };
    config.plugins = [
      new ModuleFederationPlugin(
        federationOptions(dir, {
          name: 'shell',
          // Remotes are registered at run time from the registry (registerRemotes), never at build time: deploying
          // a remote must not need a shell rebuild.
          remotes: {},
          manifest: false,
          // The shell is the page's one federation runtime; production remotes are built with externalRuntime.
          // This is what `experiments.provideExternalRuntime` adds, but that option takes the plugin's CommonJS
          // build, which drags a second (CommonJS) copy of the runtime core into the entry chunk (~20 KB gzip);
          // the ES module build shares the copy the federation runtime already uses.
          runtimePlugins: [injectExternalRuntimePlugin()],
        }),
      ),
      shellPageHtml(dir),
      new PreloadStartupChunksPlugin(),
      ...precompressed(mode === 'production'),
    ];
    config.devServer = devServer({
      port: devPort,
      historyIndex: '/app/assets/index.html',
      // /auth/login is the shell's own page; only logout is a server route.
      proxyPaths: ['/api', '/auth/logout', '/remotes'],
    });
    return [config, reviewPageConfig({ dir, mode, outputPath: path.join(outputPath, 'review') })];
  };
}

/**
 * The reviewer's page (`/review#<token>`, issue 26; decision 0740): a page of its own built beside the shell, with
 * no federation runtime, no router, no single-spa and no shared-library chunks: a reviewer with a link opens one
 * screen, so it takes only what that screen draws. Written to `dist/review/` and served at `/review` by the server.
 * @param {{ dir: string, mode: Mode, outputPath: string }} options
 * @returns {Config}
 */
function reviewPageConfig({ dir, mode, outputPath }) {
  const config = baseConfig({ dir, name: 'shell-review', mode, outputPath, publicPath: '/app/assets/review/' });
  config.entry = { review: './src/review/main.tsx' };
  config.plugins = [shellPageHtml(dir), ...precompressed(mode === 'production')];
  return config;
}

module.exports = { createRemoteConfig, createShellConfig };
