/**
 * SPEC §4 results visibility (issue 24 case 1): reads what the rule needs when no list on screen holds it.
 * A live view opened by direct link reads its match's record (for its tournament) and then the tournament's
 * record (for its flags); the ops wall and the player profile name the tournaments they show, and the
 * ones the store does not hold are read. Until a read answers, the surface shows no result (fail closed);
 * a failed read is tried again a bounded number of times, then the results stay hidden.
 */
import { all, call, delay, fork, put, select, takeEvery } from 'redux-saga/effects';
import type { ProxyResponse } from '../../../shared/contract';
import type { Api } from '../../services/api';
import { liveEvents } from '../live/liveSlice';
import { requestProxy } from '../request';
import type { StateShape } from '../shape';
import { selectKnownTournaments, selectMatchTournamentId } from './selectors';
import { visibilityEvents } from './visibilitySlice';

export interface VisibilityServices {
  api: Api;
}

/** Reads of one record: the first and this many retries, after these pauses (ms). */
export const RETRY_PAUSES_MS: readonly number[] = [2_000, 10_000];
/** At most this many tournaments are read per listing (an ops wall lists some tens). */
export const MAX_TOURNAMENT_LOOKUPS = 40;

/** `read` until it answers, at most 1 + RETRY_PAUSES_MS.length times; null when every attempt failed. */
function* withRetries<T>(read: () => Promise<T>) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const value: T = yield call(read);
      return value;
    } catch {
      const pause = RETRY_PAUSES_MS[attempt];
      if (pause === undefined) return null;
      yield delay(pause);
    }
  }
}

const isKnown = (state: StateShape, tournamentId: number) => selectKnownTournaments(state).has(tournamentId);

/** Reads the tournament's record unless the store holds it or a read of it is under way. */
function* ensureTournament(services: VisibilityServices, pending: Set<number>, tournamentId: number) {
  const known: boolean = yield select(isKnown, tournamentId);
  if (known || pending.has(tournamentId) || tournamentId <= 0) return;
  pending.add(tournamentId);
  try {
    const tournament: ProxyResponse<'tournament'> | null = yield call(withRetries, () => requestProxy(services.api, 'tournament', { tournamentId }));
    if (tournament !== null && tournament.tournamentId === tournamentId) yield put(visibilityEvents.tournamentLoaded({ tournament }));
  } finally {
    pending.delete(tournamentId);
  }
}

/** The live view's match: its tournament (from a list, else its own record), then that tournament's flags. */
export function* ensureMatchVisibility(services: VisibilityServices, pending: Set<number>, matchId: number) {
  let tournamentId: number | null = yield select(selectMatchTournamentId, matchId);
  if (tournamentId === null) {
    const match: ProxyResponse<'match'> | null = yield call(withRetries, () => requestProxy(services.api, 'match', { matchId }));
    if (match === null || match.matchId !== matchId) return;
    tournamentId = match.tournamentId;
    yield put(visibilityEvents.matchTournamentFound({ matchId, tournamentId }));
  }
  yield call(ensureTournament, services, pending, tournamentId);
}

/** Reads the listed tournaments the store does not hold, a bounded number per listing. */
export function* ensureTournaments(services: VisibilityServices, pending: Set<number>, tournamentIds: readonly number[]) {
  const wanted = [...new Set(tournamentIds)].slice(0, MAX_TOURNAMENT_LOOKUPS);
  yield all(wanted.map((tournamentId) => call(ensureTournament, services, pending, tournamentId)));
}

export function* visibilitySaga(services: VisibilityServices) {
  const pending = new Set<number>();
  yield all([
    fork(function* followLiveViews() {
      yield takeEvery(liveEvents.matchViewOpened.type, function* opened(action: ReturnType<typeof liveEvents.matchViewOpened>) {
        yield call(ensureMatchVisibility, services, pending, action.payload.matchId);
      });
    }),
    fork(function* followListings() {
      yield takeEvery(visibilityEvents.tournamentsListed.type, function* listed(action: ReturnType<typeof visibilityEvents.tournamentsListed>) {
        yield call(ensureTournaments, services, pending, action.payload.tournamentIds);
      });
    }),
  ]);
}
