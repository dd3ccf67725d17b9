/** Shared fixtures of the demo league tests: one league anchored at 2026-11-21 18:00 in Oslo. */
import { createDemoLeague, type DemoLeague } from '../../../src/server/demo';

export const ZONE = 'Europe/Oslo';
/** 18:00 Oslo time (UTC+1 in November). */
export const NOW = new Date('2026-11-21T17:00:00Z');
export const SEED = 20261121;

let shared: DemoLeague | undefined;

/** One league for the read-only tests of a file (construction is deterministic). */
export function league(): DemoLeague {
  shared ??= createDemoLeague({ seed: SEED, timeZone: ZONE, now: () => NOW });
  return shared;
}

export const LIVE_SPORTS = [152, 199, 157] as const;
