// Wire bench entry (scripts/wire-bench.mjs, issue 25): every wire parser of every target (the server's
// registry imports them all; the client spreads them over the first bundle and the page chunks).
import { directWireParsers, proxyWireParsers } from '../../src/server/wire/registry';

Object.assign(globalThis, { wire: { directWireParsers, proxyWireParsers } });
