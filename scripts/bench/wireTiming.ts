// Wire bench (issue 25), bundled for Node: the parsers and the server's drift check, timed on the largest
// answer (5,000 players) by scripts/wire-bench.mjs.
export { parseHockeyPlayers } from '../../src/shared/wire/hockeyStats';
export { parseProxyResponse } from '../../src/shared/wire/responses';
export { checkAnswer } from '../../src/server/wire/driftMonitor';
export { proxyWireParsers } from '../../src/server/wire/registry';
// @ts-expect-error -- plain JavaScript; `bench-zod` is the bench's alias of zod/mini
export { makeSchemas } from './wireZodSchema.mjs';
