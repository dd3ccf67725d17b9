// Lint: typescript-eslint recommended, the hooks rules, and the one-way import rule of DESIGN §6:
// shared → client/domain → client/state → client/pages; client/ui never imports state; no page imports
// another page; the server and the client never import each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const zone = (target, from, message) => ({ target, from, message });

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', { selector: 'TSAnyKeyword', message: 'no any outside the wire boundary' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            zone('./src/shared', './src/client', 'shared code must not import the client'),
            zone('./src/shared', './src/server', 'shared code must not import the server'),
            zone('./src/client', './src/server', 'the client must not import the server'),
            zone('./src/server', './src/client', 'the server must not import the client'),
            zone('./src/client/domain', './src/client/state', 'domain rules are pure: no state'),
            zone('./src/client/domain', './src/client/pages', 'domain rules are pure: no pages'),
            zone('./src/client/domain', './src/client/ui', 'domain rules are pure: no components'),
            zone('./src/client/domain', './src/client/app', 'domain rules are pure: no app'),
            zone('./src/client/state', './src/client/pages', 'state must not import pages'),
            zone('./src/client/state', './src/client/app', 'state must not import the app shell'),
            zone('./src/client/state', './src/client/ui', 'state must not import components'),
            zone('./src/client/ui', './src/client/state', 'ui is props in, JSX out: no state'),
            zone('./src/client/ui', './src/client/pages', 'ui must not import pages'),
            zone('./src/client/ui', './src/client/app', 'ui must not import the app'),
            zone('./src/client/services', './src/client/state', 'services must not import state'),
            zone('./src/client/services', './src/client/pages', 'services must not import pages'),
          ],
        },
      ],
    },
  },
  {
    // The wire boundary and tests may use `any` where a library's types force it.
    files: ['__tests__/**', 'src/**/wire/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-restricted-syntax': 'off' },
  },
  { files: ['**/*.{js,cjs}'], languageOptions: { sourceType: 'commonjs', globals: globals.node }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
  { files: ['**/*.mjs'], languageOptions: { sourceType: 'module', globals: globals.node } },
);
