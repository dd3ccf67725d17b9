// Wire bench entry (scripts/wire-bench.mjs, issue 25): the wire parsers the client's first bundle carries
// (boot, scoreboard, schedule, live: shared/wire's index), kept alive so nothing is shaken out.
import { parseDirectResponse, parseProxyResponse, parseSiteConfig } from '../../src/shared/wire';
import { parseLiveEvent } from '../../src/shared/wire/live';

Object.assign(globalThis, { wire: { parseDirectResponse, parseProxyResponse, parseSiteConfig, parseLiveEvent } });
