// `npm test`: every check in one run (DESIGN §7) — type check, lint, Jest (node + jsdom), production build,
// browser tests in Debian's Chromium against the real server. Ends with one line `N passed, M failed`
// summed over all runners (type check and lint count as one test each) and exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

const reports = '.test-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const tally = { passed: 0, failed: 0 };
const lines = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, seconds };
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

function check(label, command, args) {
  const { ok, seconds } = run(label, command, args);
  tally[ok ? 'passed' : 'failed'] += 1;
  lines.push(`${label}: ${ok ? 'passed' : 'FAILED'} (${seconds} s)`);
  return ok;
}

check('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']);
check('lint', 'npx', ['eslint', '--max-warnings', '0', '.']);

{
  const { ok, seconds } = run('jest', 'npx', ['jest', '--ci', '--json', `--outputFile=${reports}/jest.json`]);
  const report = readJson(`${reports}/jest.json`);
  const passed = report?.numPassedTests ?? 0;
  // A suite that fails to load has no test results: count it, and a failed run with no count, as failures.
  const counted = (report?.numFailedTests ?? 0) + (report?.numRuntimeErrorTestSuites ?? 0);
  const failed = counted > 0 ? counted : ok ? 0 : 1;
  tally.passed += passed;
  tally.failed += failed;
  lines.push(`jest: ${passed} passed, ${failed} failed (${seconds} s)`);
}

const built = check('build', 'npm', ['run', '-s', 'build']);

if (built) {
  const chromium = ensureChromium();
  const { ok, seconds } = run('browser tests', 'npx', ['playwright', 'test'], {
    CHROME_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`,
  });
  const stats = readJson(`${reports}/playwright.json`)?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const failed = (stats?.unexpected ?? 0) || (ok ? 0 : 1);
  tally.passed += passed;
  tally.failed += failed;
  lines.push(`browser tests: ${passed} passed, ${failed} failed${stats?.flaky ? ` (${stats.flaky} flaky)` : ''} (${seconds} s)`);
} else {
  tally.failed += 1;
  lines.push('browser tests: not run, the build failed');
}

console.log(`\n${lines.join('\n')}`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);
