/**
 * The kiosk's state (issue 15, DESIGN §6.3): its query, the view on screen, the goal card holding it, and
 * its own copy of the league's data, each with when it was last read and how many reads have failed since.
 *
 * Invariant (never silently stale): a failed read keeps the last good data and only counts the failure;
 * the view shows the data's age and the saga retries. The lists hold one league's matches and standings,
 * replaced whole on every read, so nothing grows over a day.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Match, StandingsRow, Tournament } from '../../../shared/contract';
import type { GoalHold, KioskProblem, KioskQuery, KioskScreen } from '../../domain/kiosk';

/** One of the kiosk's reads: the last good answer, when it came (device ms), failures since. */
export interface KioskRead<T> {
  data: T | null;
  fetchedAtMs: number | null;
  failures: number;
  error: string | null;
}

export type KioskReadName = 'league' | 'matches' | 'standings';

export interface KioskState {
  /** null until the kiosk saga has read the address. */
  query: KioskQuery | null;
  problems: KioskProblem[];
  /** null: nothing chosen yet (the loading screen); 'quiet': every view is empty. */
  view: KioskScreen | null;
  /** Views shown since the start (the rotation's step counter; tests and the bench read it). */
  shown: number;
  goal: GoalHold | null;
  /** The live match the live view follows now (kept while it stays live: domain mostImportantLiveMatch). */
  liveMatchId: number | null;
  league: KioskRead<Tournament>;
  matches: KioskRead<Match[]>;
  standings: KioskRead<StandingsRow[]>;
  /** The server runs a newer build: the rotation reloads the page at its next step. */
  reloadPending: boolean;
}

const emptyRead = <T>(): KioskRead<T> => ({ data: null, fetchedAtMs: null, failures: 0, error: null });

const initialState: KioskState = {
  query: null,
  problems: [],
  view: null,
  shown: 0,
  goal: null,
  liveMatchId: null,
  league: emptyRead(),
  matches: emptyRead(),
  standings: emptyRead(),
  reloadPending: false,
};

type Loaded<N extends KioskReadName> = { name: N; data: NonNullable<KioskState[N]['data']>; atMs: number };

export const kioskSlice = createSlice({
  name: 'kiosk',
  initialState,
  reducers: {
    /** The address was read: a valid query starts the kiosk, problems are shown instead. */
    queryRead(state, action: PayloadAction<{ query: KioskQuery | null; problems: KioskProblem[] }>) {
      state.query = action.payload.query;
      state.problems = action.payload.problems;
    },
    viewShown(state, action: PayloadAction<{ view: KioskScreen }>) {
      state.view = action.payload.view;
      state.shown += 1;
    },
    /** A goal in a shown match: the live view takes the screen for the hold. */
    goalScored(state, action: PayloadAction<{ matchId: number; atMs: number }>) {
      state.goal = { matchId: action.payload.matchId, sinceMs: action.payload.atMs };
      state.view = 'live';
    },
    liveMatchFollowed(state, action: PayloadAction<{ matchId: number | null }>) {
      state.liveMatchId = action.payload.matchId;
    },
    goalHoldEnded(state) {
      state.goal = null;
    },
    readSucceeded(state, action: PayloadAction<Loaded<'league'> | Loaded<'matches'> | Loaded<'standings'>>) {
      const { name, data, atMs } = action.payload;
      // One assignment per name keeps the data's type tied to its read.
      if (name === 'league') state.league = { data: data as Tournament, fetchedAtMs: atMs, failures: 0, error: null };
      else if (name === 'matches') state.matches = { data: data as Match[], fetchedAtMs: atMs, failures: 0, error: null };
      else state.standings = { data: data as StandingsRow[], fetchedAtMs: atMs, failures: 0, error: null };
    },
    /** A read failed: the data stays, the failure is counted (it drives the backoff and the age line). */
    readFailed(state, action: PayloadAction<{ name: KioskReadName; message: string }>) {
      const read = state[action.payload.name];
      read.failures += 1;
      read.error = action.payload.message;
    },
    newBuildSeen(state) {
      state.reloadPending = true;
    },
  },
});

export const kioskEvents = kioskSlice.actions;
