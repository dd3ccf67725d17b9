/**
 * The finished match page (SPEC §2 match page, §4 loading → published | not published). One match at a
 * time: events for another match id than the one entered are ignored, so a late answer cannot overwrite.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  BasketballPlayer,
  Broadcast,
  Goal,
  Incident,
  LineupMember,
  Match,
  MatchGoalie,
  MatchPlayer,
  Organisation,
  Penalty,
  PeriodResult,
  Referee,
  Tournament,
  VolleyballPlayer,
} from '../../../shared/contract';
import type { LoadStatus } from '../status';

/** Everything the sport sections read; lists stay empty for the other sports. */
export interface MatchDetails {
  periods: PeriodResult[];
  incidents: Incident[];
  referees: Referee[];
  lineups: LineupMember[];
  goals: Goal[];
  penalties: Penalty[];
  players: MatchPlayer[];
  goalies: MatchGoalie[];
  basketballPlayers: BasketballPlayer[];
  volleyballPlayers: VolleyballPlayer[];
}

export const EMPTY_DETAILS: MatchDetails = {
  periods: [],
  incidents: [],
  referees: [],
  lineups: [],
  goals: [],
  penalties: [],
  players: [],
  goalies: [],
  basketballPlayers: [],
  volleyballPlayers: [],
};

export interface MatchPageState {
  matchId: number | null;
  /** loading until the match, its league and (when published) its details are in. */
  status: LoadStatus;
  error: string | null;
  match: Match | null;
  /** The match's league: its sport and its publishing flags (SPEC §2, §4). null when unknown. */
  league: Tournament | null;
  organisations: Organisation[];
  broadcast: Broadcast | null;
  details: MatchDetails;
  /** Messages of detail calls that failed (their sections show empty); the page still shows. */
  detailErrors: string[];
}

const initialState: MatchPageState = {
  matchId: null,
  status: 'idle',
  error: null,
  match: null,
  league: null,
  organisations: [],
  broadcast: null,
  details: EMPTY_DETAILS,
  detailErrors: [],
};

export const matchSlice = createSlice({
  name: 'match',
  initialState,
  reducers: {
    /** The page for `matchId` was entered: the saga loads it. */
    matchPageEntered(_state, action: PayloadAction<{ matchId: number }>) {
      return { ...initialState, matchId: action.payload.matchId, status: 'loading' };
    },
    matchLoaded(
      state,
      action: PayloadAction<{ matchId: number; match: Match; league: Tournament | null; organisations: Organisation[]; broadcast: Broadcast | null }>,
    ) {
      if (state.matchId !== action.payload.matchId) return;
      const { match, league, organisations, broadcast } = action.payload;
      Object.assign(state, { match, league, organisations, broadcast });
    },
    matchDetailsLoaded(state, action: PayloadAction<{ matchId: number; details: MatchDetails; errors: string[] }>) {
      if (state.matchId !== action.payload.matchId || state.match === null) return;
      state.details = action.payload.details;
      state.detailErrors = action.payload.errors;
      state.status = 'ready';
    },
    matchLoadFailed(state, action: PayloadAction<{ matchId: number; message: string }>) {
      if (state.matchId !== action.payload.matchId) return;
      state.status = 'failed';
      state.error = action.payload.message;
    },
  },
});

export const matchEvents = matchSlice.actions;
