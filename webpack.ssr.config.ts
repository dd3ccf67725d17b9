/**
 * The page renderer's build (DESIGN §6.4): the client app for Node, one file `dist/ssr/render.js` exporting
 * `renderPage` (src/client/ssr/renderPage.tsx), which the server loads at run time (src/server/render).
 * Same sources, loaders and babel settings as the browser build (webpack.config.ts), so the markup and the
 * style class names agree with what the browser hydrates; everything bundled (several packages are ESM-only,
 * which Node 20's require cannot load), in one chunk (no lazy chunk to fetch on the server).
 */
import path from 'node:path';
import { optimize, type Configuration } from 'webpack';
import clientConfig from './webpack.config';

export default (env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
  const client = clientConfig(env, argv);
  const production = argv.mode !== 'development';
  return {
    mode: client.mode,
    target: 'node20',
    entry: { render: './src/client/ssr/renderPage.tsx' },
    output: {
      path: path.resolve(process.cwd(), 'dist/ssr'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: {
      ...client.resolve,
      // The browser build's condition names would pick browser builds of react-dom and styled-components.
      conditionNames: ['node', 'import', 'require', 'default'],
    },
    module: client.module,
    devtool: production ? false : 'eval-cheap-module-source-map',
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    plugins: [new optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  };
};
