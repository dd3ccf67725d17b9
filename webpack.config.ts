/**
 * Client build (DESIGN §1, §6): one entry, route-level chunks through React.lazy, hashed immutable asset
 * names under /assets/, and a stats file `npm run bench` reads for the initial-JS figure.
 */
import path from 'node:path';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { InjectManifest } from 'workbox-webpack-plugin';
import { constants as zlib, type BrotliOptions } from 'node:zlib';
import { Compilation, DefinePlugin, sources, type Compiler, type Configuration } from 'webpack';
import { paths, type RouteName } from './src/client/domain/paths';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

/** react-router's production build, for the two entry points the app imports (through react-router-dom). */
function reactRouterProductionBuild(): Record<string, string> {
  const builds = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
  return { 'react-router$': path.join(builds, 'index.mjs'), 'react-router/dom$': path.join(builds, 'dom-export.mjs') };
}

/** The chunk of a route's page (routes.tsx names them so; `home` shows the scoreboard). */
const pageChunkOf = (route: RouteName): string => `page-${route === 'home' ? 'scoreboard' : route}`;
/** The statistics pages' chunks (every route under /statistics/): they share their tables' code in one chunk of their own. */
const STATISTICS_PAGES = new Set((Object.keys(paths) as RouteName[]).filter((route) => paths[route].path.startsWith('/statistics/')).map(pageChunkOf));

/**
 * Writes `boot-manifest.json` beside index.html: the boot's chunks (every page needs them), for every route
 * path the scripts its page needs beyond the entry (its chunk and the shared chunks it pulls in), and for
 * every language its messages chunk. The
 * server puts them in index.html as preload hints (routes/spa.ts), so the browser fetches the page and the
 * messages together with the entry instead of one after another (issue 14: boot without a waterfall).
 * A route whose chunk is missing fails the build: the names here and in routes.tsx must agree. A build of
 * another entry (the DataTable bench page, scripts/table-bench.mjs) has no page chunks and gets no manifest.
 */
class BootManifestPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('BootManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BootManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        if (!compilation.namedChunkGroups.has(pageChunkOf('scoreboard'))) return;
        const entryFiles = new Set(compilation.entrypoints.get('main')?.getFiles() ?? []);
        const filesOf = (chunkName: string): string[] => {
          const group = compilation.namedChunkGroups.get(chunkName);
          if (!group) throw new Error(`boot manifest: no chunk named ${chunkName}`);
          return group.getFiles().filter((file) => file.endsWith('.js') && !entryFiles.has(file));
        };
        const routes = Object.fromEntries(
          (Object.keys(paths) as RouteName[]).map((route) => [paths[route].path.replace(/\/$/, '') || '/', filesOf(pageChunkOf(route))]),
        );
        const locales = { en: filesOf('locale-en'), no: filesOf('locale-no') };
        // Issue 26: the boot's chunks (entry.ts loads them after the first paint), hinted on every page.
        const boot = filesOf('boot');
        compilation.emitAsset('boot-manifest.json', new sources.RawSource(JSON.stringify({ boot, routes, locales })));
      });
    });
  }
}

/** What the build pre-compresses: scripts and text-like assets (images are already compressed). */
const PRECOMPRESSED = /\.(js|svg|txt)$/;

const serverPort = Number(process.env.PORT ?? 8080);
const serverPaths = ['/api', '/config.json', '/healthz', '/brand', '/v2', '/v3', '/publish', '/time'];

/**
 * The pubnub SDK's modules (its rollup.config.js names them; each is `process.env.X !== 'disabled'` in its
 * sources): the live feed subscribes (subscription sets, over the event engine or the subscription manager)
 * and reads history (message persistence); nothing else. Presence stays: without it the subscribe loop
 * never joined a second subscription set's channels (the live view beside the slider's goals channels; the
 * live specs failed). 255 KB of script becomes 153 KB.
 */
const PUBNUB_MODULES = Object.fromEntries(
  Object.entries({
    SUBSCRIBE_MODULE: 'enabled',
    SUBSCRIBE_EVENT_ENGINE_MODULE: 'enabled',
    SUBSCRIBE_MANAGER_MODULE: 'enabled',
    MESSAGE_PERSISTENCE_MODULE: 'enabled',
    CRYPTO_MODULE: 'disabled',
    SHARED_WORKER: 'disabled',
    PUBLISH_MODULE: 'disabled',
    PRESENCE_MODULE: 'enabled',
    PAM_MODULE: 'disabled',
    CHANNEL_GROUPS_MODULE: 'disabled',
    MESSAGE_REACTIONS_MODULE: 'disabled',
    MOBILE_PUSH_MODULE: 'disabled',
    APP_CONTEXT_MODULE: 'disabled',
    FILE_SHARING_MODULE: 'disabled',
  }).map(([name, value]) => [`process.env.${name}`, JSON.stringify(value)]),
);

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration & { devServer?: DevServerConfiguration } => {
  const production = argv.mode !== 'development';
  process.env.BABEL_ENV ??= production ? 'production' : 'development';
  return {
    mode: production ? 'production' : 'development',
    // The entry evaluates the app in stages (src/client/entry.ts, issue 26); index.tsx is the boot.
    entry: { main: './src/client/entry.ts' },
    output: {
      path: path.resolve(process.cwd(), 'dist/client'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // Production maps go beside the served folder, never into it (see devtool below).
      sourceMapFilename: production ? '../sourcemaps/[file].map' : '[file].map',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // Messages arrive as ASTs (see compileMessages.mjs): the runtime needs no ICU parser.
      alias: {
        '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
        // react-router 7's package exports name only its development build (remix-run/react-router#12532,
        // #14102): without this a production bundle carries its dev warnings and checks. Its production build
        // is beside it in the package; the aliases point at files, so the exports map is not consulted.
        ...(production ? reactRouterProductionBuild() : {}),
        // Issue 26: the pubnub SDK built from its own sources with only the modules the live feed uses
        // (PUBNUB_MODULES below), as its documentation's "Bundling" section describes; its prebuilt browser
        // bundle carries every module, and its evaluation was one long task on a phone.
        pubnub$: path.resolve('node_modules/pubnub/src/web/index.ts'),
      },
    },
    module: {
      rules: [
        { test: /\.[jt]sx?$/, exclude: /node_modules/, use: { loader: 'babel-loader' } },
        { test: /\.ts$/, include: path.resolve('node_modules/pubnub/src'), use: { loader: 'babel-loader' } },
        { test: /locales[\\/][a-z]+\.json$/, type: 'json', use: path.resolve('scripts/webpack/compileMessages.mjs') },
        { test: /\.(png|svg|ico|woff2?)$/, type: 'asset/resource' },
      ],
    },
    // Production: "hidden" maps (no sourceMappingURL comment) written to dist/sourcemaps, outside
    // dist/client, so the public site never publishes the original source (issue 10 §4); they stay on the
    // build machine to decode a stack trace from a kiosk's log. spa.ts refuses *.map requests regardless.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    optimization: {
      /*
       * Issue 26: a page loads the boot (React and the libraries in one chunk, the app in another), its route's
       * one chunk and its language's messages: six scripts with the runtime and the entry, where webpack's
       * default split made up to fourteen (the live page: eight shared chunks of 3-12 KB beside its own).
       * - What most routes share (ten or more: the tables, the match rules) goes into the boot's app chunk,
       *   which every page loads anyway (+22 KB there, the same bytes on a page with a table);
       * - the statistics pages share one chunk of their own;
       * - what fewer than ten other routes share is copied into each (all scripts: 483 -> 536 KB gzip, which
       *   the service worker's precache reads once per deploy).
       * Measured: the live page's scripts before its first render 290 -> 286 KB, taken over on a throttled
       * phone no later; Lighthouse's simulated LCP 1.9-2.0 s -> 1.35 s on the three pages (it counts a small
       * script fetched before the paint as holding the paint back, as it cannot see it evaluated after it).
       */
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          default: false,
          defaultVendors: { test: /[\\/]node_modules[\\/]/, chunks: (chunk) => chunk.name === 'boot', priority: -10, reuseExistingChunk: true },
          common: { chunks: 'async', minChunks: 10, name: 'boot', priority: -20 },
          statistics: { chunks: (chunk) => STATISTICS_PAGES.has(chunk.name ?? ''), minChunks: 2, name: 'statistics', priority: -30 },
        },
      },
      runtimeChunk: 'single',
      moduleIds: 'deterministic',
    },
    performance: { hints: false },
    // The SDK's sources re-export a type without `export type` (event-engine/core: MapOf), which Babel
    // cannot tell from a value: nothing is missing at run time.
    ignoreWarnings: [{ module: /node_modules[\\/]pubnub[\\/]src[\\/]/, message: /export 'MapOf' \(reexported as 'MapOf'\) was not found/ }],
    plugins: [
      new DefinePlugin(PUBNUB_MODULES),
      new HtmlWebpackPlugin({ template: './public/index.html', favicon: './public/favicon.svg' }),
      new BootManifestPlugin(),
      // Scripts and images pre-compressed once at build time, served as files (@fastify/static
      // preCompressed, routes/spa.ts): no compression work per request.
      ...(production
        ? [
            // Issue 29 case 1: the service worker (/sw.js) with this build's precache manifest: the shell and
            // every script (route chunks, locales); not the pre-compressed copies (the browser asks for the
            // encoding it takes), licences or the boot manifest. Hashed names need no revision parameter.
            new InjectManifest({
              swSrc: './src/client/serviceWorker/sw.ts',
              swDest: 'sw.js',
              exclude: [/\.(br|gz|map)$/, /\.LICENSE\.txt$/, /^boot-manifest\.json$/],
              dontCacheBustURLsMatching: /\.[0-9a-f]{10}\.js$/,
              maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
            }),
            new CompressionPlugin<BrotliOptions>({
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              test: PRECOMPRESSED,
              threshold: 1024,
              minRatio: 0.9,
              compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } },
            }),
            new CompressionPlugin({
              algorithm: 'gzip',
              filename: '[path][base].gz',
              test: PRECOMPRESSED,
              threshold: 1024,
              minRatio: 0.9,
              compressionOptions: { level: 9 },
            }),
          ]
        : []),
    ],
    devServer: {
      port: serverPort + 1,
      host: '127.0.0.1',
      historyApiFallback: true,
      hot: true,
      proxy: [{ context: serverPaths, target: `http://127.0.0.1:${serverPort}`, ws: false }],
    },
  };
};
