// Lint: typescript-eslint recommended, the hooks rules, and the one-way import rule of DESIGN §6:
// shared → client/domain → client/state → client/pages; client/ui never imports state; no page imports
// another page; the server and the client never import each other; no import cycles.
// The zones only fire because imports are resolved (TypeScript resolver over tsconfig.json);
// __tests__/lint/importBoundaries.test.ts proves they do.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Zones and the tsconfig are resolved from this file's folder, not from wherever eslint is started.
const root = path.dirname(fileURLToPath(import.meta.url));

const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

// One folder per route under src/client/pages; `pages/shared` is not a route but the page-level helpers
// several pages use (react-intl formatting of row models), so every page may import it and it may import
// no page. Read from disk so a new route folder is covered without touching this file.
const PAGES = './src/client/pages';
const SHARED_PAGES = 'shared';
const routeFolders = fs
  .readdirSync(path.join(root, PAGES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== SHARED_PAGES)
  .map((entry) => entry.name);
const pageZones = [
  ...routeFolders.map((route) =>
    zone(`${PAGES}/${route}`, PAGES, 'no page imports another page (what several pages need goes in pages/shared)', [
      `./${route}`,
      `./${SHARED_PAGES}`,
    ]),
  ),
  zone(`${PAGES}/${SHARED_PAGES}`, PAGES, 'pages/shared is imported by pages, never the other way', [`./${SHARED_PAGES}`]),
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      // Benchmark output, including the DataTable bench page that `npm run bench` builds.
      '.bench/**',
      // Deliberately broken code (an import cycle) that only __tests__/lint/importBoundaries.test.ts lints.
      '__tests__/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      // .ts/.tsx/.json (locales) and node built-ins (`node:fs`, `fs`) resolve through tsconfig.json.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') })],
      // The files no-cycle parses to follow imports (with the configured typescript-eslint parser).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', { selector: 'TSAnyKeyword', message: 'no any outside the wire boundary' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            zone('./src/shared', './src/client', 'shared code must not import the client'),
            zone('./src/shared', './src/server', 'shared code must not import the server'),
            zone('./src/client', './src/server', 'the client must not import the server'),
            zone('./src/server', './src/client', 'the server must not import the client'),
            zone('./src/client/domain', './src/client/state', 'domain rules are pure: no state'),
            zone('./src/client/domain', './src/client/pages', 'domain rules are pure: no pages'),
            zone('./src/client/domain', './src/client/ui', 'domain rules are pure: no components'),
            zone('./src/client/domain', './src/client/app', 'domain rules are pure: no app'),
            zone('./src/client/domain', './src/client/services', 'domain rules are pure: no services (api, feed, clock, storage)'),
            zone('./src/client/state', './src/client/pages', 'state must not import pages'),
            zone('./src/client/state', './src/client/app', 'state must not import the app shell'),
            zone('./src/client/state', './src/client/ui', 'state must not import components'),
            zone('./src/client/ui', './src/client/state', 'ui is props in, JSX out: no state'),
            zone('./src/client/ui', './src/client/pages', 'ui must not import pages'),
            zone('./src/client/ui', './src/client/app', 'ui must not import the app'),
            zone('./src/client/services', './src/client/state', 'services must not import state'),
            zone('./src/client/services', './src/client/pages', 'services must not import pages'),
            ...pageZones,
          ],
        },
      ],
      // Type-only imports do not count (they vanish at runtime); node_modules are not followed. No maxDepth:
      // the cost (~3 s of a full run) is parsing each module once, which a depth limit does not save.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Issue 27 "Also": the site has one tabs component (ui/Tabs.tsx, the WAI-ARIA pattern); a tab role written
    // anywhere else is a second, hand-rolled widget. The `any` rule is repeated: a rule's options replace.
    files: ['src/client/**/*.tsx'],
    ignores: ['src/client/ui/Tabs.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'TSAnyKeyword', message: 'no any outside the wire boundary' },
        { selector: "JSXAttribute[name.name='role'][value.value=/^tab(list|panel)?$/]", message: 'tabs come from ui/Tabs.tsx (one accessible tabs component)' },
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
