/**
 * Live selectors: the open match's events and derived rules (SPEC §4 Live score, Live clock inputs, the
 * phase and status, §2 view), and the row models of its tabs (play-by-play rows with line changes folded,
 * hockey time on ice and faceoffs, the basketball box). Everything time-dependent (the ticking clock, the
 * age of the last event or of the data) is computed by the view from these and `now`.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { Match } from '../../../shared/contract';
import { LIVE_EVENT_TYPE, type LiveEvent, type LiveMatchData, type LivePlayer } from '../../../shared/contract/live';
import { basketballFlowFromLive, hockeyFlowFromLive, volleyballFlowFromLive, type GameFlow } from '../../domain/gameFlow';
import { basketballBox, type BasketballBox } from '../../domain/live/basketball';
import { clockSyncEvent } from '../../domain/live/clock';
import type { ConnectionFacts } from '../../domain/live/connection';
import type { EventCategory } from '../../domain/live/filters';
import { faceoffsByPlayer } from '../../domain/live/lineup';
import { latestMatchSeconds, onIceSeconds } from '../../domain/live/onIce';
import { livePhase, periodTellsResult, type LivePhase } from '../../domain/live/phase';
import { advancePlayByPlay, foldPlayByPlay, type EventsChange, type ListedRow, type PlayByPlayFold } from '../../domain/live/playByPlay';
import { matchScore, runningSet, type LiveScore, type RunningSet } from '../../domain/live/score';
import { liveSportOf, type LiveSport } from '../../domain/live/sport';
import { liveMatchStatus } from '../../domain/live/status';
import { liveDataStatus } from '../../domain/liveData';
import type { MatchStatus } from '../../domain/matchStatus';
import { selectTournamentMatches } from '../matches/read';
import { selectScheduledMatches as selectScheduledListed } from '../scoreboard/read';
import type { StateShape } from '../shape';
import { selectLiveFeed, selectTimeZone } from '../site/selectors';
import { selectResultsVisibility } from '../visibility/selectors';
import { EMPTY } from '../status';
import type { LiveMatchState } from './liveSlice';
import { sameFields } from '../sameItems';

const selectMatches = (state: StateShape) => state.live.matches;
const selectMatchIdArg = (_state: StateShape, matchId: number) => matchId;

export const selectLiveMatch = createSelector(
  [selectMatches, selectMatchIdArg],
  (matches, matchId): LiveMatchState | null => matches[matchId] ?? null,
);

/**
 * The match's events oldest first (the order the rules read them in): the slice's own array, so an event
 * arriving costs no rebuild here (issue 14). A plain input selector: it extracts, it derives nothing.
 */
export const selectLiveEventsChronological = (state: StateShape, matchId: number): readonly LiveEvent[] =>
  state.live.matches[matchId]?.events ?? EMPTY;

export interface LiveViewModel {
  sport: LiveSport | null;
  matchData: LiveMatchData | null;
  /** Oldest first; the view lists them newest first (SPEC §4: new events are prepended). */
  chronological: readonly LiveEvent[];
  /** The headline score (`matchScore`: volleyball sets won, issue 24 case 5); null: unknown, shown as "-". */
  score: LiveScore | null;
  /** Volleyball: the set in play and its points, beside the headline score; null otherwise. */
  set: RunningSet | null;
  /** Where the match stands (not started, a period, a break, ended): the shared `livePhase`. */
  phase: LivePhase;
  /** The match's status as every list shows it: live with the phase until it has ended, then final. */
  status: MatchStatus;
  ended: boolean;
  /** The newest Timer event (drives the clock). */
  timer: LiveEvent | null;
  /** A newer event the clock re-syncs to (SPEC §4, domain `clockSyncEvent`; issue 24 case 7), or null. */
  clockSync: LiveEvent | null;
  /** Match data has arrived or history has been read through: "not set up" may be said. */
  loaded: boolean;
}

const selectSportId = (state: StateShape) => state.site.sportId;

/** What the rules read from the events alone (SPEC §4): the parts of the live view that change only with them. */
interface LiveEventFacts {
  sport: LiveSport | null;
  timer: LiveEvent | null;
  phase: LivePhase;
  ended: boolean;
  /** The headline score as the events tell it (the view says null while nothing is known). */
  score: LiveScore | null;
  set: RunningSet | null;
  clockSync: LiveEvent | null;
}

/**
 * Issue 26: the rules over the whole event list, memoized on the events array alone. The match record also
 * changes with its cursors and connection (every history page read, every status): those must not run the
 * rules over 5,000 events again, nor anything derived from them (game flow, team tabs).
 */
const selectLiveEventFacts = createSelector([selectLiveEventsChronological, selectSportId], (chronological, sportId): LiveEventFacts => {
  const sport = liveSportOf(sportId);
  let timer: LiveEvent | null = null;
  for (let i = chronological.length - 1; i >= 0 && timer === null; i -= 1) {
    const e = chronological[i];
    if (e && e.MatchEventType === LIVE_EVENT_TYPE.timer) timer = e;
  }
  const phase: LivePhase = sport ? livePhase(sport, chronological) : { kind: 'notStarted' };
  const ended = phase.kind === 'ended';
  return {
    sport,
    timer,
    phase,
    ended,
    score: sport ? matchScore(sport, chronological, ended) : null,
    set: sport === 'volleyball' ? runningSet(chronological, ended) : null,
    clockSync: sport ? clockSyncEvent(chronological, timer, sport) : null,
  };
});

/** Whether the view has opened the match (a flag, so what derives from the events alone ignores the record's other changes). */
const selectLiveOpen = (state: StateShape, matchId: number): boolean => state.live.matches[matchId] !== undefined;

/** The live view of one match (SPEC §2 Live match view); null before the view has opened it. */
/** The status the events say (memoized on them, as the facts are), one object while they stay the same. */
const selectLiveEventsStatus = createSelector([selectLiveEventFacts], (facts) => liveMatchStatus(facts.phase));

export const selectLiveView = createSelector(
  [selectLiveMatch, selectLiveEventsChronological, selectLiveEventFacts, selectLiveEventsStatus],
  (match, chronological, facts, status): LiveViewModel | null => {
    if (!match) return null;
    const known = match.matchData !== null || chronological.length > 0;
    return {
      sport: facts.sport,
      matchData: match.matchData,
      chronological,
      score: known ? facts.score : null,
      set: known ? facts.set : null,
      phase: facts.phase,
      status,
      ended: facts.ended,
      timer: facts.timer,
      clockSync: facts.clockSync,
      loaded: match.synced || match.matchData !== null,
    };
  },
  // A history read that brings nothing new moves the match's cursor only, and the feed's state is
  // `selectLiveConnection`'s: the same view, no re-render of the page.
  { memoizeOptions: { resultEqualityCheck: sameFields } },
);

/**
 * The feed's side of an open live view (SPEC §2 status line, the kiosk's indicator): its connection, the
 * newest event's time, the data's age; null before the view has opened the match. Apart from the view
 * model (issue 26): going live, a history page's newest timetoken or a lost link redraws the status line
 * that reads it, not the whole page (one 80 ms task at 4x CPU when a live page connected).
 */
export const selectLiveConnection = createSelector(
  [selectLiveMatch, selectLiveEventFacts],
  (match, facts): ConnectionFacts | null =>
    match === null ? null : { connection: match.connection, ended: facts.ended, lastEventMs: match.lastEventMs, dataAsOfMs: match.dataAsOfMs },
  { memoizeOptions: { resultEqualityCheck: sameFields } },
);

const selectMatchArg = (_state: StateShape, _matchId: number, match: Match | null) => match;
const selectNowMsArg = (_state: StateShape, _matchId: number, _match: Match | null, nowMs: number) => nowMs;

/**
 * Issue 25 case 6: the live view's status at `nowMs` (the live page header, the kiosk's live view): the
 * view's own status, through `liveDataStatus` with the feed flag (`selectLiveFeed`) — without a feed, a
 * match past its start with nothing heard is 'noLiveData', not "Starting soon" or a red "Starts 21:47".
 * Only once the view has loaded (its events read, its history read through): before that nothing is known
 * yet, and the match's events read over HTTP may still bring what no feed will.
 * `match`: its record when the surface has one (its start time); null before the view has opened it.
 */
export const selectLiveViewStatus = createSelector(
  [selectLiveView, selectLiveFeed, selectTimeZone, selectMatchArg, selectNowMsArg],
  (view, feed, zone, match, nowMs): MatchStatus | null => {
    if (view === null) return null;
    return view.loaded ? liveDataStatus(view.status, feed, match, new Date(nowMs), zone) : view.status;
  },
);

const selectSport = (state: StateShape) => liveSportOf(state.site.sportId);
const selectMatchData = createSelector([selectLiveMatch], (match) => match?.matchData ?? null);

/** Players of the match data by id (goalies, skaters; both teams). */
export const selectLiveRoster = createSelector([selectMatchData], (data): ReadonlyMap<number, LivePlayer> => {
  const roster = new Map<number, LivePlayer>();
  if (!data) return roster;
  for (const list of [data.HomeGoalies, data.HomePlayers, data.AwayGoalies, data.AwayPlayers]) {
    for (const player of list ?? []) roster.set(player.Id, player);
  }
  return roster;
});

const selectCategoriesArg = (_state: StateShape, _matchId: number, selected: readonly EventCategory[]) => selected;
const selectTrimmed = (state: StateShape, matchId: number) => state.live.matches[matchId]?.trimmed ?? 0;
const selectRewritten = (state: StateShape, matchId: number) => state.live.matches[matchId]?.rewritten ?? 0;

/** The last fold made for a selection array, with what it folded: the next one advances from it. */
interface FoldMemo {
  matchId: number;
  events: readonly LiveEvent[];
  trimmed: number;
  rewritten: number;
  fold: PlayByPlayFold;
}
/** Keyed by the selection array (the view keeps it stable), so a closed view's folds go with it. */
const folds = new WeakMap<readonly EventCategory[], FoldMemo>();

/** The events' change since `memo` when it is a pure trim-and-append (no event replaced or removed inside). */
function changeSince(memo: FoldMemo, matchId: number, events: readonly LiveEvent[], trimmed: number, rewritten: number): EventsChange | null {
  if (memo.matchId !== matchId || memo.rewritten !== rewritten) return null;
  const dropped = trimmed - memo.trimmed;
  const keptLength = memo.events.length - dropped;
  if (dropped < 0 || keptLength < 0 || keptLength > events.length) return null;
  return { dropped: memo.events.slice(0, dropped), appended: events.slice(keptLength) };
}

/**
 * SPEC §2 play-by-play rows of the selected categories, OLDEST first (the view lists them from the end),
 * line changes folded into one row each, and (issue 24 case 15) both teams' line changes between two
 * stoppages listed as one row. Memoized per (match, selection array): pass a stable selection.
 * Issue 14: when the events only grew at the end (or lost their oldest to MAX_EVENTS), the previous fold
 * is advanced — the work is the events that changed, not the match; a correction or a delete refolds.
 */
export const selectPlayByPlayRows = createSelector(
  [selectSport, selectLiveEventsChronological, selectTrimmed, selectRewritten, selectMatchIdArg, selectCategoriesArg, selectLiveRoster],
  (sport, events, trimmed, rewritten, matchId, selected, roster): readonly ListedRow[] => {
    if (!sport) return EMPTY;
    const memo = folds.get(selected);
    const change = memo && memo.fold.sport === sport && memo.fold.roster === roster ? changeSince(memo, matchId, events, trimmed, rewritten) : null;
    const fold = memo && change ? advancePlayByPlay(memo.fold, change) : foldPlayByPlay(sport, events, selected, roster);
    folds.set(selected, { matchId, events, trimmed, rewritten, fold });
    return fold.listed;
  },
);

/** The period a listed row belongs to (a row of line changes never spans two). */
function periodOfRow(row: ListedRow): { period: number | null | undefined; periodName?: string | null } {
  if (row.kind === 'event') return { period: row.event.Period, periodName: row.event.PeriodName };
  if (row.kind === 'shift') return { period: row.periodNo };
  return { period: row.changes[0]?.periodNo ?? null };
}

/**
 * The play-by-play as the page lists it (SPEC §4 results visibility, issue 24 case 1): while the match's
 * results are not shown, nothing of a period that tells the result (overtime, an extra period, a shootout,
 * a volleyball set beyond the third: domain `periodTellsResult`) is listed — its line changes and penalties
 * would say the match went on as clearly as "Final (SO)". The scoring categories are left out before this
 * (domain/live/filters `listedSelection`).
 */
export const selectListedPlayByPlay = createSelector(
  [selectPlayByPlayRows, selectResultsVisibility, selectSport],
  (rows, visibility, sport): readonly ListedRow[] => {
    if (visibility === 'shown' || !sport) return rows;
    const kept = rows.filter((row) => {
      const { period, periodName } = periodOfRow(row);
      return !periodTellsResult(sport, period, periodName);
    });
    return kept.length === rows.length ? rows : kept;
  },
);

export interface HockeyTeamStats {
  /** Seconds on ice per player id (SPEC §4); players without any shift are absent (00:00). */
  onIce: ReadonlyMap<number, number>;
  faceoffs: ReturnType<typeof faceoffsByPlayer>;
}

/** Ice-hockey teams tab: time on ice of every player and faceoffs (SPEC §4, §5). */
export const selectHockeyTeamStats = createSelector([selectLiveOpen, selectLiveEventsChronological, selectLiveEventFacts], (open, chronological, facts): HockeyTeamStats | null => {
  if (!open || facts.sport !== 'hockey') return null;
  return {
    // The latest match time the events carry closes open shifts; read here, not on every event behind the
    // play-by-play (the teams tab asks for this only while it is shown).
    onIce: onIceSeconds('hockey', chronological, facts.ended, latestMatchSeconds('hockey', chronological)),
    faceoffs: faceoffsByPlayer(chronological),
  };
});

/** Basketball teams tab: the box score of both teams and the period table (SPEC §2, §5). */
export const selectBasketballBox = createSelector([selectLiveOpen, selectLiveEventsChronological, selectLiveEventFacts], (open, chronological, facts): BasketballBox | null => {
  if (!open || facts.sport !== 'basketball') return null;
  return basketballBox(chronological, facts.ended, latestMatchSeconds('basketball', chronological));
});

const selectListedMatches = selectTournamentMatches;
const selectScheduledMatches = selectScheduledListed;

/** The match's record when a list on screen has it (its result, its season and tournament); else null. */
export const selectListedMatch = createSelector(
  [selectListedMatches, selectScheduledMatches, selectMatchIdArg],
  (listed, scheduled, matchId): Match | null => listed.find((m) => m.matchId === matchId) ?? scheduled.find((m) => m.matchId === matchId) ?? null,
);

/**
 * Issue 16 game flow of the open live match, from the store's events (so a broadcast delay upstream holds
 * the chart back with the rest of the page); null before the sport is known or without events.
 */
export const selectLiveGameFlow = createSelector([selectLiveOpen, selectLiveEventsChronological, selectLiveEventFacts], (open, chronological, facts): GameFlow | null => {
  if (!open || !facts.sport || chronological.length === 0) return null;
  if (facts.sport === 'hockey') return hockeyFlowFromLive(chronological, facts.ended);
  if (facts.sport === 'basketball') return basketballFlowFromLive(chronological);
  return volleyballFlowFromLive(chronological, facts.ended);
});
