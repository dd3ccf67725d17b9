/**
 * The kiosk's row models (issue 15): today's league list, the next matches, the standings rows, which live
 * match is shown, which views have something to show, and the goal card. Time-dependent selectors take
 * `nowMs` (the site clock, rounded by the caller so memoisation holds between steps).
 */
import { createSelector } from '@reduxjs/toolkit';
import type { Match, StandingsRow } from '../../../shared/contract';
import { buildTarget } from '../../../shared/contract/resolve';
import { arenaFacts, latestGoal, type ArenaFacts, type ArenaGoal } from '../../domain/live/arena';
import { liveSportOf } from '../../domain/live/sport';
import { mostImportantLiveMatch, type KioskView, type LiveCandidate, type ViewAvailability } from '../../domain/kiosk';
import { compareMatchesByDate } from '../../domain/matches';
import { isLiveCovered } from '../../domain/matchState';
import { matchStatus, type LiveSummary } from '../../domain/matchStatus';
import { leagueToday, matchDay, matchInstant } from '../../domain/time';
import { selectLiveSummaries } from '../liveScores/selectors';
import { selectLiveFeed } from '../site/selectors';
import { toRow, type MatchRow } from '../scoreboard/rows';
import type { StateShape } from '../shape';
import { EMPTY } from '../status';
import { selectTournamentVisibility } from '../visibility/selectors';
import type { KioskState } from './kioskSlice';

/** How many upcoming matches the "next" view lists: what fits at a distance without scrolling. */
export const NEXT_MATCHES_SHOWN = 8;
/** Rows of today's list shown at once (a league plays at most a handful of matches a day). */
export const TODAY_MATCHES_SHOWN = 10;
/** Standings rows shown (a league of up to 16 teams fits in 1080 lines at kiosk size). */
export const STANDINGS_ROWS_SHOWN = 16;

export const selectKiosk = (state: StateShape): KioskState => state.kiosk;
const selectMatchesData = (state: StateShape) => state.kiosk.matches.data;
const selectLeagueData = (state: StateShape) => state.kiosk.league.data;
const selectStandingsData = (state: StateShape) => state.kiosk.standings.data;
const selectZone = (state: StateShape) => state.site.timeZone;
const selectPinned = (state: StateShape) => state.kiosk.query?.matchId ?? null;
const selectGoal = (state: StateShape) => state.kiosk.goal;
const selectFollowed = (state: StateShape) => state.kiosk.liveMatchId;
const selectNowArg = (_state: StateShape, nowMs: number) => nowMs;

/** SPEC §4: whether the kiosk's league shows results, by the one visibility selector (hidden until the league is known). */
export const selectKioskResultsShown = createSelector(
  [selectLeagueData, selectTournamentVisibility],
  (league, visibilityOf): boolean => league !== null && visibilityOf(league.tournamentId) === 'shown',
);

/** Today's matches of the league, by start time. */
export const selectTodayMatches = createSelector([selectMatchesData, selectZone, selectNowArg], (matches, zone, nowMs): readonly Match[] => {
  if (!matches) return EMPTY;
  const today = leagueToday(new Date(nowMs), zone);
  const out = matches.filter((m) => matchDay(m) === today);
  return out.length === 0 ? EMPTY : out.sort(compareMatchesByDate);
});

/** Today's list as rows (status, score and label by the same rules as the scoreboard). */
export const selectTodayRows = createSelector(
  [selectTodayMatches, selectLiveSummaries, selectLiveFeed, selectTournamentVisibility, selectZone, selectNowArg],
  (matches, summaries, liveFeed, visibilityOf, zone, nowMs): readonly MatchRow[] =>
    matches.slice(0, TODAY_MATCHES_SHOWN).map((match) =>
      toRow(match, {
        now: new Date(nowMs),
        zone,
        broadcasts: new Map(),
        liveSummaries: summaries,
        liveFeed,
        leagueOf: () => null,
        visibilityOf: (match) => visibilityOf(match.tournamentId),
        queryOf: () => ({ seasonId: null, tournamentId: null }),
      }),
    ),
);

/** The next matches not yet begun (later today included), soonest first. */
export const selectNextMatches = createSelector([selectMatchesData, selectZone, selectNowArg], (matches, zone, nowMs): readonly Match[] => {
  if (!matches) return EMPTY;
  const upcoming = matches.filter((m) => {
    if (m.matchResult !== null) return false;
    const start = matchInstant(m, zone, 'start');
    return start !== null && start > nowMs;
  });
  return upcoming.length === 0 ? EMPTY : upcoming.sort(compareMatchesByDate).slice(0, NEXT_MATCHES_SHOWN);
});

/** The standings rows the kiosk shows (none while the league hides results: SPEC §2 standings). */
export const selectKioskStandings = createSelector(
  [selectStandingsData, selectKioskResultsShown],
  (rows, shown): readonly StandingsRow[] => (!rows || !shown ? EMPTY : [...rows].sort((a, b) => a.position - b.position).slice(0, STANDINGS_ROWS_SHOWN)),
);

function candidateOf(match: Match, summary: LiveSummary | null, zone: string, nowMs: number): LiveCandidate {
  const status = matchStatus(match, new Date(nowMs), zone, summary);
  const live = status.kind === 'live' && status.phase?.kind !== 'notStarted';
  return { matchId: match.matchId, live, score: summary?.score ?? null, startMs: matchInstant(match, zone, 'start') };
}

/** Today's live-covered league matches as candidates for the live view. */
export const selectLiveCandidates = createSelector(
  [selectTodayMatches, selectLiveSummaries, selectZone, selectNowArg],
  (matches, summaries, zone, nowMs): readonly LiveCandidate[] =>
    matches.filter((m) => isLiveCovered(m) && liveSportOf(m.sportId) !== null).map((m) => candidateOf(m, summaries[m.matchId] ?? null, zone, nowMs)),
);

/** The match the live view shows: the goal card's match while it holds, else the rule's choice. */
export const selectShownLiveMatchId = createSelector(
  [selectLiveCandidates, selectPinned, selectGoal, selectFollowed],
  (candidates, pinned, goal, followed): number | null => goal?.matchId ?? mostImportantLiveMatch(candidates, pinned, followed),
);

/** Which views have something to show at `nowMs`. */
export const selectViewAvailability = createSelector(
  [selectShownLiveMatchId, selectTodayMatches, selectKioskStandings, selectNextMatches],
  (liveId, today, standings, next): ViewAvailability => ({
    live: liveId !== null,
    today: today.length > 0,
    standings: standings.length > 0,
    next: next.length > 0,
  }),
);

/**
 * Which views' data has been answered (issue 24 case 11): read, or failed at least once — a read that keeps
 * failing leaves its view empty (skipped) rather than holding the loading screen forever. Standings need
 * the league too (its results flags decide whether they show).
 */
export const selectViewsAnswered = createSelector([selectKiosk], (kiosk): ViewAvailability => {
  const answered = (read: { fetchedAtMs: number | null; failures: number }) => read.fetchedAtMs !== null || read.failures > 0;
  const matches = answered(kiosk.matches);
  return { live: matches, today: matches, next: matches, standings: answered(kiosk.standings) && answered(kiosk.league) };
});

/** A match record of the kiosk's list by id. */
export const selectKioskMatch = createSelector(
  [selectMatchesData, (_state: StateShape, matchId: number | null) => matchId],
  (matches, matchId): Match | null => (matchId === null || !matches ? null : (matches.find((m) => m.matchId === matchId) ?? null)),
);

const selectGoalMatchId = (state: StateShape) => state.kiosk.goal?.matchId ?? null;
const selectSiteSport = (state: StateShape) => liveSportOf(state.site.sportId);
const selectLiveEventsOfGoal = (state: StateShape) => {
  const id = state.kiosk.goal?.matchId;
  return id === undefined ? null : (state.live.matches[id]?.events ?? null);
};
const selectGoalsFeedOfGoal = (state: StateShape) => {
  const id = state.kiosk.goal?.matchId;
  return id === undefined ? null : (state.liveScores.byMatch[id] ?? null);
};

/**
 * The goal card's goal: the newest goal of the held match, from its full feed when the live view follows
 * it, else from the goals channel the lists follow (goal messages carry scorer and assists on both).
 */
export const selectGoalCard = createSelector(
  [selectGoalMatchId, selectLiveEventsOfGoal, selectGoalsFeedOfGoal, selectSiteSport],
  (matchId, events, feed, sport): ArenaGoal | null => {
    if (matchId === null) return null;
    const fromAll = events && sport ? latestGoal(sport, events) : null;
    if (fromAll) return fromAll;
    return feed ? latestGoal(feed.sport, feed.events) : null;
  },
);

/** The age inputs of a view: when its data was last fresh, whether reads fail now, whether the device is offline. */
export interface ViewFreshness {
  fetchedAtMs: number | null;
  failing: boolean;
  offline: boolean;
}

const selectStaleAnswers = (state: StateShape) => state.reads.stale;
const selectOffline = (state: StateShape) => state.reads.connection.status === 'offline';

/**
 * The data freshness behind a view (the live view's is the feed's, read by the page from the live state).
 * An answer that came from a kept copy (the service worker's, offline; issue 29) was fresh when that copy
 * was, not when it arrived: the kiosk's reads note it like the site's (state/reads), by their target.
 */
export const selectViewFreshness = createSelector(
  [selectKiosk, selectStaleAnswers, selectOffline, (_state: StateShape, view: KioskView) => view],
  (kiosk, stale, offline, view): ViewFreshness => {
    const tournamentId = kiosk.query?.tournamentId ?? null;
    const reads = view === 'standings' ? [{ read: kiosk.standings, target: 'standings' as const }] : [{ read: kiosk.matches, target: 'tournamentMatches' as const }];
    const fetched = reads.map(({ read, target }) => {
      const keptCopyAtMs = tournamentId === null ? undefined : stale[buildTarget(target, { tournamentId })];
      return read.fetchedAtMs === null || keptCopyAtMs === undefined ? read.fetchedAtMs : Math.min(read.fetchedAtMs, keptCopyAtMs);
    });
    return {
      fetchedAtMs: fetched.some((f) => f === null) ? null : Math.min(...(fetched as number[])),
      failing: reads.some(({ read }) => read.failures > 0),
      offline,
    };
  },
);

const selectEventsOfArg = (state: StateShape, matchId: number | null) => (matchId === null ? null : (state.live.matches[matchId]?.events ?? null));

/** The live view's arena facts (last goals, running penalties, shots) of a followed match. */
export const selectArenaFacts = createSelector([selectEventsOfArg, selectSiteSport], (events, sport): ArenaFacts | null =>
  events === null || sport === null ? null : arenaFacts(sport, events),
);
