/** Babel compiles the client for webpack and the ESM-only packages for Jest. */
module.exports = (api) => {
  const isTest = api.env('test');
  // Readable class names while developing; short ones in the production bundle (webpack.config.ts sets BABEL_ENV).
  const isDevelopment = api.env('development');
  return {
    presets: [
      // Browsers that run ES modules natively: no old-browser transforms in the bundle.
      ['@babel/preset-env', isTest ? { targets: { node: 'current' } } : { bugfixes: true, targets: 'defaults and fully supports es6-module' }],
      ['@babel/preset-react', { runtime: 'automatic' }],
      '@babel/preset-typescript',
    ],
    plugins: [['babel-plugin-styled-components', { displayName: isDevelopment, fileName: isDevelopment, ssr: true, pure: true }]],
  };
};
