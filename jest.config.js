/**
 * Two projects: `node` for rules, state, sagas and the server (*.test.ts);
 * `jsdom` for components and pages (*.test.tsx). ESM-only packages go through babel-jest.
 */
const esmOnly = ['react-intl', '@formatjs', 'intl-messageformat', '@tanstack', 'react-day-picker', 'date-fns', 'downshift', 'tslib', 'content-disposition', 'cookie'];
const shared = {
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: { jsx: 'react-jsx', module: 'commonjs', moduleResolution: 'node10', ignoreDeprecations: '6.0', isolatedModules: true } }],
    '^.+\\.m?js$': 'babel-jest',
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper: { '^pubnub$': '<rootDir>/node_modules/pubnub/dist/web/pubnub.js' },
};
module.exports = {
  projects: [
    {
      ...shared,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
      testPathIgnorePatterns: ['/e2e/'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/support/setupStores.ts'],
    },
    {
      ...shared,
      displayName: 'jsdom',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/__tests__/**/*.test.tsx'],
      testPathIgnorePatterns: ['/e2e/'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/support/setupDom.ts', '<rootDir>/__tests__/support/setupStores.ts'],
    },
  ],
};
