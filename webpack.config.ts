/**
 * Client build (DESIGN §1, §6): one entry, route-level chunks through React.lazy, hashed immutable asset
 * names under /assets/, and a stats file `npm run bench` reads for the initial-JS figure.
 */
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

const serverPort = Number(process.env.PORT ?? 8080);
const serverPaths = ['/api', '/config.json', '/healthz', '/brand', '/v2', '/v3', '/publish', '/time'];

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration & { devServer?: DevServerConfiguration } => {
  const production = argv.mode !== 'development';
  process.env.BABEL_ENV ??= production ? 'production' : 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/client/index.tsx' },
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
      alias: { '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js' },
    },
    module: {
      rules: [
        { test: /\.[jt]sx?$/, exclude: /node_modules/, use: { loader: 'babel-loader' } },
        { test: /locales[\\/][a-z]+\.json$/, type: 'json', use: path.resolve('scripts/webpack/compileMessages.mjs') },
        { test: /\.(png|svg|ico|woff2?)$/, type: 'asset/resource' },
      ],
    },
    // Production: "hidden" maps (no sourceMappingURL comment) written to dist/sourcemaps, outside
    // dist/client, so the public site never publishes the original source (issue 10 §4); they stay on the
    // build machine to decode a stack trace from a kiosk's log. spa.ts refuses *.map requests regardless.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    optimization: {
      splitChunks: { chunks: 'all' },
      runtimeChunk: 'single',
      moduleIds: 'deterministic',
    },
    performance: { hints: false },
    plugins: [new HtmlWebpackPlugin({ template: './public/index.html', favicon: './public/favicon.svg' })],
    devServer: {
      port: serverPort + 1,
      host: '127.0.0.1',
      historyApiFallback: true,
      hot: true,
      proxy: [{ context: serverPaths, target: `http://127.0.0.1:${serverPort}`, ws: false }],
    },
  };
};
