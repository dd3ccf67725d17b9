/**
 * DESIGN §6: the one-way import zones and the no-cycle rule of eslint.config.mjs really fire, and only where
 * they should. Without an import resolver `import-x/no-restricted-paths` resolves nothing and lets every
 * import pass, so each allowed case also checks that its imports resolved (a pass must not be vacuous).
 *
 * ESLint loads eslint.config.mjs with a dynamic import(), which Jest's module sandbox refuses without
 * --experimental-vm-modules. So the ESLint Node API runs in one child Node process: one ESLint instance
 * (the project's config, cwd = repo root) lints every case with lintText (virtual files inside src/) or
 * lintFiles (the cycle fixtures), and hands the messages back as JSON.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const at = (file: string) => path.join(root, file);

interface LintCase {
  /** A virtual file (linted with lintText) or, without `code`, a file on disk (linted with lintFiles). */
  filePath: string;
  code?: string;
  /** Import specifiers to resolve with the config's own resolver, from `filePath`. */
  resolve?: string[];
}
interface LintMessage {
  ruleId: string | null;
  message: string;
  line: number;
  fatal?: boolean;
}
interface LintOutcome {
  messages: LintMessage[];
  /** specifier → resolved absolute path, null for a node built-in, false when not found. */
  resolved: Record<string, string | null | false>;
}

// Runs inside the child process (an ES module, cwd = repo root).
const childScript = `
import eslintApi from 'eslint';
const cases = JSON.parse(process.argv[1]);
// ignore: false so the cycle fixtures, which the project's normal lint run ignores, are linted here.
const eslint = new eslintApi.ESLint({ cwd: process.cwd(), ignore: false });
const out = {};
for (const [name, c] of Object.entries(cases)) {
  const [result] = c.code === undefined
    ? await eslint.lintFiles([c.filePath])
    : await eslint.lintText(c.code, { filePath: c.filePath });
  const resolved = {};
  if (c.resolve) {
    const config = await eslint.calculateConfigForFile(c.filePath);
    const [resolver] = config.settings['import-x/resolver-next'] ?? [];
    for (const source of c.resolve) {
      const hit = resolver ? resolver.resolve(source, c.filePath) : { found: false };
      resolved[source] = hit.found ? hit.path : false;
    }
  }
  out[name] = {
    messages: result.messages.map(({ ruleId, message, line, fatal }) => ({ ruleId, message, line, fatal })),
    resolved,
  };
}
process.stdout.write(JSON.stringify(out));
`;

function lintInChild(cases: Record<string, LintCase>): Promise<Record<string, LintOutcome>> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--input-type=module', '-e', childScript, JSON.stringify(cases)],
      { cwd: root, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`eslint child failed: ${error.message}\n${stderr}`));
        else resolve(JSON.parse(stdout) as Record<string, LintOutcome>);
      },
    );
  });
}

const restricted = {
  'ui → state': {
    filePath: at('src/client/ui/__lintFixture__.tsx'),
    code: "import * as selection from '../state/selection/selectors';\n\nexport const probe = selection;\n",
    zone: 'ui is props in, JSX out: no state',
  },
  'domain → state': {
    filePath: at('src/client/domain/__lintFixture__.ts'),
    code: "import * as selection from '../state/selection/selectors';\n\nexport const probe = selection;\n",
    zone: 'domain rules are pure: no state',
  },
  'domain → services': {
    filePath: at('src/client/domain/__lintFixture__.ts'),
    code: "import * as clock from '../services/clock';\n\nexport const probe = clock;\n",
    zone: 'domain rules are pure: no services',
  },
  'a page → another page': {
    filePath: at('src/client/pages/standings/__lintFixture__.tsx'),
    code: "import * as schedule from '../schedule/SchedulePage';\n\nexport const probe = schedule;\n",
    zone: 'no page imports another page',
  },
  'pages/shared → a page': {
    filePath: at('src/client/pages/shared/__lintFixture__.ts'),
    code: "import * as schedule from '../schedule/SchedulePage';\n\nexport const probe = schedule;\n",
    zone: 'pages/shared is imported by pages, never the other way',
  },
  'client → server': {
    filePath: at('src/client/services/__lintFixture__.ts'),
    code: "import * as serverClock from '../../server/clock';\n\nexport const probe = serverClock;\n",
    zone: 'the client must not import the server',
  },
  'server → client': {
    filePath: at('src/server/__lintFixture__.ts'),
    code: "import * as score from '../client/domain/score';\n\nexport const probe = score;\n",
    zone: 'the server must not import the client',
  },
  'shared → client': {
    filePath: at('src/shared/__lintFixture__.ts'),
    code: "import * as score from '../client/domain/score';\n\nexport const probe = score;\n",
    zone: 'shared code must not import the client',
  },
} satisfies Record<string, LintCase & { zone: string }>;

const allowed = {
  'ui → domain': {
    filePath: at('src/client/ui/__lintFixture__.tsx'),
    code: "import * as score from '../domain/score';\n\nexport const probe = score;\n",
    resolve: { '../domain/score': 'src/client/domain/score.ts' },
  },
  'a page → state': {
    filePath: at('src/client/pages/standings/__lintFixture__.tsx'),
    code: "import * as selection from '../../state/selection/selectors';\n\nexport const probe = selection;\n",
    resolve: { '../../state/selection/selectors': 'src/client/state/selection/selectors.ts' },
  },
  'a page → pages/shared': {
    filePath: at('src/client/pages/schedule/__lintFixture__.tsx'),
    code: "import * as rows from '../shared/matchRowViews';\n\nexport const probe = rows;\n",
    resolve: { '../shared/matchRowViews': 'src/client/pages/shared/matchRowViews.ts' },
  },
  'a page → its own folder': {
    filePath: at('src/client/pages/schedule/__lintFixture__.tsx'),
    code: "import * as page from './SchedulePage';\n\nexport const probe = page;\n",
    resolve: { './SchedulePage': 'src/client/pages/schedule/SchedulePage.tsx' },
  },
  'domain → shared': {
    filePath: at('src/client/domain/__lintFixture__.ts'),
    code: "import * as contract from '../../shared/contract';\n\nexport const probe = contract;\n",
    resolve: { '../../shared/contract': 'src/shared/contract/index.ts' },
  },
  'locales (.json) and node built-ins': {
    filePath: at('src/client/i18n/__lintFixture__.ts'),
    code: [
      "import { readFileSync } from 'node:fs';",
      "import path from 'path';",
      "import en from '../../../locales/en.json';",
      '',
      'export const probe = [readFileSync, path, en];',
      '',
    ].join('\n'),
    resolve: { '../../../locales/en.json': 'locales/en.json', 'node:fs': null, path: null },
  },
} satisfies Record<string, Omit<LintCase, 'resolve'> & { resolve: Record<string, string | null> }>;

const fixtures = at('__tests__/lint/fixtures');
const cycles = {
  'a two-file cycle (cycleA ⇄ cycleB)': { filePath: path.join(fixtures, 'cycleA.ts') },
  'a type-only import back is no cycle': {
    filePath: path.join(fixtures, 'cycleA.ts'),
    code: "import type { b } from './cycleB';\n\nexport type A = typeof b;\n",
  },
  'importing a module that is in a cycle is no cycle': {
    filePath: path.join(fixtures, '__lintFixture__.ts'),
    code: "import { a } from './cycleA';\n\nexport const probe = a;\n",
  },
} satisfies Record<string, LintCase>;

let outcomes: Record<string, LintOutcome>;

beforeAll(async () => {
  const cases: Record<string, LintCase> = { ...cycles };
  for (const [name, { filePath, code }] of Object.entries(restricted)) cases[name] = { filePath, code };
  for (const [name, { filePath, code, resolve }] of Object.entries(allowed)) {
    cases[name] = { filePath, code, resolve: Object.keys(resolve) };
  }
  outcomes = await lintInChild(cases);
}, 60_000);

const ruleIds = (name: string) => outcomes[name]!.messages.map((m) => m.ruleId);

describe('import-x/no-restricted-paths fires where DESIGN §6 forbids an import', () => {
  it.each(Object.entries(restricted))('%s', (name, { zone }) => {
    expect(ruleIds(name)).toEqual(['import-x/no-restricted-paths']);
    expect(outcomes[name]!.messages[0]!.line).toBe(1);
    expect(outcomes[name]!.messages[0]!.message).toContain(zone);
  });
});

describe('and only there: allowed imports resolve and lint clean', () => {
  it.each(Object.entries(allowed))('%s', (name, { resolve }) => {
    expect(outcomes[name]!.messages).toEqual([]);
    const expected = Object.fromEntries(
      Object.entries(resolve).map(([source, file]) => [source, file === null ? null : at(file)]),
    );
    expect(outcomes[name]!.resolved).toEqual(expected);
  });
});

describe('import-x/no-cycle', () => {
  it('reports a two-file cycle', () => {
    const messages = outcomes['a two-file cycle (cycleA ⇄ cycleB)']!.messages;
    expect(messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
    expect(messages[0]!.message).toMatch(/Dependency cycle/);
  });

  it('ignores a type-only import back (it vanishes at runtime)', () => {
    expect(outcomes['a type-only import back is no cycle']!.messages).toEqual([]);
  });

  it('does not blame a module that merely imports a cycle', () => {
    expect(outcomes['importing a module that is in a cycle is no cycle']!.messages).toEqual([]);
  });
});
