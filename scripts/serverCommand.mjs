// How every script starts the server (`npm start`, `npm run serve`, the benches, the browser tests): one
// command, so what the benches measure is the process that is deployed.
//
// The old generation of V8's heap is capped (SERVER_HEAP_MB, default 256; issue 14 "bounded in memory").
// Every store the server keeps is bounded by bytes (read cache, demo caches, live hub), but V8 left to itself
// grows its heap to 3–4× what is live: after requesting every tournament and match of the hockey demo once,
// about 130 MB were live and the RSS was 561 MB; capped at 256 the same crawl ends at 311 MB, at 192 at
// 279 MB with twice the GC pauses (scripts/server-bench.mjs). The cap must be above the live heap with room
// to spare: V8 stops the process when a full collection cannot get under it.
export const DEFAULT_SERVER_HEAP_MB = 256;
const MIN_SERVER_HEAP_MB = 128;
const MAX_SERVER_HEAP_MB = 65_536;

/** A bad SERVER_HEAP_MB; the message starts with the variable's name, like the server's ConfigError. */
export class ServerHeapError extends Error {
  name = 'ServerHeapError';
}

/**
 * SERVER_HEAP_MB, checked: a whole number of megabytes, or a clear error. Unset: the default. Issue 28: set
 * but empty is refused, like the server's variables with a default (src/server/config.ts).
 */
export function serverHeapMegabytes(env = process.env) {
  const text = env.SERVER_HEAP_MB;
  if (text === undefined) return DEFAULT_SERVER_HEAP_MB;
  const value = /^[0-9]{1,6}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  if (!Number.isInteger(value) || value < MIN_SERVER_HEAP_MB || value > MAX_SERVER_HEAP_MB) {
    throw new ServerHeapError(`SERVER_HEAP_MB: must be a whole number of megabytes from ${MIN_SERVER_HEAP_MB} to ${MAX_SERVER_HEAP_MB}, got ${JSON.stringify(text.slice(0, 40))}`);
  }
  return value;
}

/** Node's arguments for the built server; `nodeFlags` (a bench's monitor, a profiler) go before the script. */
export function serverArgs(nodeFlags = [], env = process.env) {
  return [`--max-old-space-size=${serverHeapMegabytes(env)}`, ...nodeFlags, 'dist/server/main.js'];
}

/**
 * `serverArgs` for a command an operator runs (`npm start`, `npm run serve`): a bad SERVER_HEAP_MB is one
 * line on stderr and exit 1, as the server itself answers a bad variable, not a stack trace.
 */
export function serverArgsOrExit(nodeFlags = [], env = process.env) {
  try {
    return serverArgs(nodeFlags, env);
  } catch (error) {
    if (!(error instanceof ServerHeapError)) throw error;
    process.stderr.write(`match-centre: invalid configuration: ${error.message}\n`);
    process.exit(1);
  }
}

/** The same as one shell command, for tools that take a command line (Playwright's web servers). */
export function serverCommandLine(env = process.env) {
  return ['node', ...serverArgs([], env)].join(' ');
}
