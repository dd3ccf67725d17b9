/**
 * Live selectors: the open match's events and derived rules (SPEC §4 Live score, Live clock inputs,
 * §2 view), and the slider's live scores. Everything time-dependent (the ticking clock, the age of the
 * last event) is computed by the view from these and `now`.
 */
import { createSelector } from '@reduxjs/toolkit';
import { LIVE_EVENT_TYPE, type LiveEvent, type LiveMatchData } from '../../../shared/contract/live';
import { isMatchEnd } from '../../domain/live/clock';
import { liveScore, volleyballSets, type LiveScore } from '../../domain/live/score';
import { liveSportOf, type LiveSport } from '../../domain/live/sport';
import type { StateShape } from '../shape';
import { EMPTY } from '../status';
import type { LiveConnection, LiveMatchState, LiveScorePair } from './liveSlice';

const selectMatches = (state: StateShape) => state.live.matches;
const selectMatchIdArg = (_state: StateShape, matchId: number) => matchId;

export const selectLiveMatch = createSelector(
  [selectMatches, selectMatchIdArg],
  (matches, matchId): LiveMatchState | null => matches[matchId] ?? null,
);

/** The match's events oldest first (the order the rules read them in). */
export const selectLiveEventsChronological = createSelector([selectLiveMatch], (match): readonly LiveEvent[] => {
  if (!match) return EMPTY;
  return match.order.map((id) => match.byClientId[id]).filter((e): e is LiveEvent => e !== undefined);
});

export interface LiveViewModel {
  sport: LiveSport | null;
  matchData: LiveMatchData | null;
  /** Newest first (SPEC §4: new events are prepended). */
  events: readonly LiveEvent[];
  chronological: readonly LiveEvent[];
  /** null: unknown, shown as "-". */
  score: LiveScore | null;
  /** Volleyball: sets won. */
  sets: LiveScore | null;
  ended: boolean;
  /** The newest Timer event (drives the clock). */
  timer: LiveEvent | null;
  /** The newest period number seen, for the period name. */
  period: number | null;
  periodName: string | null;
  connection: LiveConnection;
  lastEventMs: number | null;
  /** Match data has arrived or history has been read through: "not set up" may be said. */
  loaded: boolean;
}

const selectSportId = (state: StateShape) => state.site.sportId;

/** The live view of one match (SPEC §2 Live match view); null before the view has opened it. */
export const selectLiveView = createSelector(
  [selectLiveMatch, selectLiveEventsChronological, selectSportId],
  (match, chronological, sportId): LiveViewModel | null => {
    if (!match) return null;
    const sport = liveSportOf(sportId);
    let timer: LiveEvent | null = null;
    let period: number | null = null;
    let periodName: string | null = null;
    let ended = false;
    for (const e of chronological) {
      if (e.MatchEventType === LIVE_EVENT_TYPE.timer) timer = e;
      if (isMatchEnd(e)) ended = true;
      if (typeof e.Period === 'number') period = e.Period;
      if (e.PeriodName) periodName = e.PeriodName;
    }
    const known = match.matchData !== null || chronological.length > 0;
    return {
      sport,
      matchData: match.matchData,
      events: [...chronological].reverse(),
      chronological,
      score: sport && known ? liveScore(sport, chronological, ended) : null,
      sets: sport === 'volleyball' && known ? volleyballSets(chronological, ended) : null,
      ended,
      timer,
      period,
      periodName,
      connection: match.connection,
      lastEventMs: match.lastEventMs,
      loaded: match.synced || match.matchData !== null,
    };
  },
);

/** matchId → { h, a } from the goals channels of the league's matches live now (slider and scoreboard). */
export const selectLiveScores = (state: StateShape): Readonly<Record<number, LiveScorePair>> => state.live.scores;
