// `npm start` (DESIGN §1): build what is missing or out of date, then run the server, passing signals on.
// `npm run serve` (`--built`): run the server as built, without the check.
// A side is rebuilt when its output is missing or any of its inputs is newer than that output.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serverArgsOrExit } from './serverCommand.mjs';

const CONFIG_FILES = ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.server.json', 'webpack.config.ts', 'babel.config.js'];
const SIDES = [
  { script: 'build:client', output: 'dist/client/index.html', inputs: ['src/client', 'src/shared', 'locales', 'public', ...CONFIG_FILES] },
  // The page renderer (DESIGN §6.4) is the client app built for Node: rebuilt with the client, or pages and
  // the browser's bundle would disagree.
  { script: 'build:ssr', output: 'dist/ssr/render.js', inputs: ['src/client', 'src/shared', 'locales', 'webpack.ssr.config.ts', ...CONFIG_FILES] },
  { script: 'build:server', output: 'dist/server/main.js', inputs: ['src/server', 'src/shared', ...CONFIG_FILES] },
];
// Bound on files visited, so a stray huge folder cannot stall the start.
const MAX_FILES = 20_000;

/** Newest modification time (ms) under the given paths; missing paths count as old. */
function newestMtime(paths) {
  let newest = 0;
  let visited = 0;
  const stack = [...paths];
  while (stack.length > 0 && visited < MAX_FILES) {
    const current = stack.pop();
    if (!existsSync(current)) continue;
    const stat = statSync(current);
    visited += 1;
    if (stat.isDirectory()) {
      for (const entry of readdirSync(current)) if (entry !== 'node_modules' && !entry.startsWith('.')) stack.push(join(current, entry));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  }
  return newest;
}

function isStale({ output, inputs }) {
  return !existsSync(output) || newestMtime(inputs) > statSync(output).mtimeMs;
}

// Checked before any build: a bad SERVER_HEAP_MB is one line and exit 1 at once (issue 28).
const args = serverArgsOrExit();
const stale = process.argv.includes('--built') ? [] : SIDES.filter(isStale);
if (stale.length > 0) {
  const scripts = stale.length === SIDES.length ? ['build'] : stale.map((side) => side.script);
  for (const script of scripts) {
    console.log(`match-centre: running npm run ${script} (output missing or older than its sources)`);
    const result = spawnSync('npm', ['run', '-s', script], { stdio: 'inherit', env: { ...process.env } });
    if (result.status !== 0) {
      console.error(`match-centre: npm run ${script} failed; not starting`);
      process.exit(result.status ?? 1);
    }
  }
}

const server = spawn(process.execPath, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + (signal === 'SIGINT' ? 2 : 15) : 1)));
