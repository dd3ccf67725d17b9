/**
 * Which matches are listed and which are covered live: one rule for the browser's lists and live views and
 * the server's Web Push goal source (issue 29 case 4), which follows the channels of the same matches.
 */
import type { Match } from '../contract';

/** SPEC §5/§9: tournament matches are kept only if statusTypeId is null or 1 to 5. */
export function isListedMatch(match: Pick<Match, 'statusTypeId'>): boolean {
  return match.statusTypeId === null || (match.statusTypeId >= 1 && match.statusTypeId <= 5);
}

/** SPEC §3: liveClientType None (or absent) means the match is not live-covered. */
export function isLiveCovered(match: Pick<Match, 'liveClientType'>): boolean {
  return match.liveClientType !== null && match.liveClientType !== 'None';
}
