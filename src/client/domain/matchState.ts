/**
 * Match state (SPEC §4 "Match state", §9 live window): live, finished or not ready, and where a click on
 * a match goes. `now` and the league zone are passed in.
 */
import { MATCH_STATUS, type Match } from '../../shared/contract';
import { isLiveCovered } from '../../shared/rules/liveCoverage';
import { daysBetween, hhmmAt, leagueToday, matchDay, matchInstant } from './time';

export type MatchState = 'live' | 'finished' | 'notReady';
export type MatchDestination = 'match' | 'livematch' | 'matchnotready';

/** SPEC §9: the live window runs from the start time to the end time plus 100 (hhmm). */
export const LIVE_WINDOW_AFTER_END = 100;
/** A match with no end time is taken to last this long (hhmm), the span of a match slot. */
const DEFAULT_DURATION_HHMM = 300;
/** SPEC §9: a live-covered match stays reachable as live for 14 days. */
export const LIVE_REACHABLE_DAYS = 14;

// SPEC §3's live coverage is shared: the server's Web Push goal source follows the same matches.
export { isLiveCovered } from '../../shared/rules/liveCoverage';

/**
 * SPEC §4: today, and the current hhmm between the start time and the end time plus 100. An end time before
 * the start is after midnight (a 22:00 match ending at 00:30): the window then runs to the end of the day.
 */
export function isLiveNow(match: Match, now: Date, zone: string): boolean {
  if (matchDay(match) !== leagueToday(now, zone) || match.matchStartTime === null) return false;
  const recorded = match.matchEndTime ?? match.matchStartTime + DEFAULT_DURATION_HHMM;
  const end = recorded < match.matchStartTime ? recorded + 2400 : recorded;
  const current = hhmmAt(now, zone);
  return current >= match.matchStartTime && current <= end + LIVE_WINDOW_AFTER_END;
}

/** SPEC §4: no result, dated today and live-covered. */
export function isScheduledLive(match: Match, now: Date, zone: string): boolean {
  return match.matchResult === null && matchDay(match) === leagueToday(now, zone) && isLiveCovered(match);
}

/** SPEC §4: live-covered and at most 14 days old (today counts as 0; future matches are not reachable). */
export function isReachableAsLive(match: Match, now: Date, zone: string): boolean {
  if (!isLiveCovered(match)) return false;
  const age = daysBetween(matchDay(match), leagueToday(now, zone));
  return age >= 0 && age <= LIVE_REACHABLE_DAYS;
}

/** SPEC §4: live while in the live window; otherwise finished when it has a result; else not ready. */
export function matchState(match: Match, now: Date, zone: string): MatchState {
  if (isLiveNow(match, now, zone)) return 'live';
  return match.matchResult !== null ? 'finished' : 'notReady';
}

/** Whether the match's start time has come (a match with no usable time counts from its day's start). */
function hasStarted(match: Match, now: Date, zone: string): boolean {
  const start = matchInstant(match, zone, 'start');
  return start !== null && start <= now.getTime();
}

/**
 * Where opening a match leads: a live-covered match in its live window → livematch; a result → match;
 * a live-covered match of the last 14 days that has started but has no result yet → livematch (its
 * events are still there); anything else → matchnotready ("check back later"). Decided: a covered match
 * later today has not started, so it is not ready yet rather than an empty live page.
 */
export function matchDestination(match: Match, now: Date, zone: string): MatchDestination {
  const state = matchState(match, now, zone);
  if (state === 'live' && isLiveCovered(match)) return 'livematch';
  if (match.matchResult !== null) return 'match';
  if (isReachableAsLive(match, now, zone) && hasStarted(match, now, zone)) return 'livematch';
  return 'matchnotready';
}

/** SPEC §2 live icon: red while live, grey when covered live but not running and without a result (matchStatus.liveIconOf). */
export type LiveIcon = 'live' | 'idle' | 'none';

/** How a match the league has called off will not be played as scheduled. */
export type CalledOff = 'postponed' | 'cancelled' | 'withdrawn';

/**
 * What the record's statusTypeId says (contract MATCH_STATUS, decided there): 4 postponed, 5 canceled, 7 (a
 * withdrawn team's match, DESIGN §1) and 9 withdrawn; null for any other status. SPEC §5 keeps 7 and 9 out
 * of the lists, but a direct link opens any match, and it must not read "Not started".
 */
export function calledOff(match: Pick<Match, 'statusTypeId'>): CalledOff | null {
  switch (match.statusTypeId) {
    case MATCH_STATUS.postponed:
      return 'postponed';
    case MATCH_STATUS.canceled:
      return 'cancelled';
    case MATCH_STATUS.withdrawnTeam:
    case MATCH_STATUS.withdrawn:
      return 'withdrawn';
    default:
      return null;
  }
}

/** A called-off match without a result: it will not be played as scheduled (a result means it was played after all). */
export function calledOffUnplayed(match: Pick<Match, 'statusTypeId' | 'matchResult'>): CalledOff | null {
  return match.matchResult === null ? calledOff(match) : null;
}

/**
 * SPEC §2 "clicking a row goes to match, livematch or nowhere", §4 "live or finished matches open their
 * detail screens; others do not, or go to matchnotready". Decided: a called-off match (postponed, canceled,
 * withdrawn) with no result goes nowhere (null) — "check back later" would be untrue for it; every other
 * match goes where `matchDestination` sends it (a match not yet ready opens matchnotready, which says to
 * check back later).
 */
export function rowDestination(match: Match, now: Date, zone: string): MatchDestination | null {
  if (calledOffUnplayed(match) !== null && !isLiveNow(match, now, zone)) {
    return null;
  }
  return matchDestination(match, now, zone);
}
