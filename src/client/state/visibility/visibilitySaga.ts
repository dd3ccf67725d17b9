/**
 * SPEC §4 results visibility (issue 24 case 1): reads what the rule needs when no list on screen holds it.
 * A live view opened by direct link reads its match's record (for its tournament) and then the tournament's
 * record (for its flags); the ops wall and the player profile name the tournaments they show, and the
 * ones the store does not hold are read. Until a read answers, the surface shows no result (fail closed);
 * a failed read is tried again a bounded number of times, then the results stay hidden. The records are
 * read through the one api (state/records, DESIGN §6.1), so the page that shows the same match or
 * tournament shares the read and what the server-rendered page carried is not asked for again.
 */
import { all, call, delay, fork, put, select, takeEvery } from 'redux-saga/effects';
import type { Match, Tournament } from '../../../shared/contract';
import { selectCachedRead, type CachedRead } from '../api/api';
import { liveEvents } from '../live/liveSlice';
import { readThrough, type ReadableEndpoint } from '../reads/readThrough';
import { recordsApi } from '../records/recordsApi';
import type { StateShape } from '../shape';
import { selectKnownTournaments, selectMatchTournamentId } from './selectors';
import { visibilityEvents } from './visibilitySlice';

/** Reads of one record: the first and this many retries, after these pauses (ms). */
export const RETRY_PAUSES_MS: readonly number[] = [2_000, 10_000];
/** At most this many tournaments are read per listing (an ops wall lists some tens). */
export const MAX_TOURNAMENT_LOOKUPS = 40;

/** Reads `endpoint(arg)` through the api's cache until it answers, at most 1 + RETRY_PAUSES_MS.length times; whether it did. */
function* readWithRetries<A>(endpoint: ReadableEndpoint<A>, arg: A) {
  for (let attempt = 0; ; attempt += 1) {
    // A failed entry is read again by the next attempt (RTK Query refetches a rejected entry).
    const answered: boolean = yield call(readThrough<A>, endpoint, arg);
    if (answered) return true;
    const pause = RETRY_PAUSES_MS[attempt];
    if (pause === undefined) return false;
    yield delay(pause);
  }
}

const isKnown = (state: StateShape, tournamentId: number) => selectKnownTournaments(state).has(tournamentId);

/** Reads the tournament's record unless the store holds it or a read of it is under way. */
function* ensureTournament(pending: Set<number>, tournamentId: number) {
  const known: boolean = yield select(isKnown, tournamentId);
  if (known || pending.has(tournamentId) || tournamentId <= 0) return;
  pending.add(tournamentId);
  try {
    const arg = { tournamentId };
    const answered: boolean = yield call(readWithRetries, recordsApi.endpoints.getTournament, arg);
    const read: CachedRead<Tournament> | undefined = answered ? yield select(selectCachedRead<Tournament>, 'getTournament', arg) : undefined;
    const tournament = read?.data;
    if (tournament?.tournamentId === tournamentId) yield put(visibilityEvents.tournamentLoaded({ tournament }));
  } finally {
    pending.delete(tournamentId);
  }
}

/** The live view's match: its tournament (from a list, else its own record), then that tournament's flags. */
function* ensureMatchVisibility(pending: Set<number>, matchId: number) {
  let tournamentId: number | null = yield select(selectMatchTournamentId, matchId);
  if (tournamentId === null) {
    const arg = { matchId };
    const answered: boolean = yield call(readWithRetries, recordsApi.endpoints.getMatch, arg);
    const read: CachedRead<Match> | undefined = answered ? yield select(selectCachedRead<Match>, 'getMatch', arg) : undefined;
    const match = read?.data;
    if (match?.matchId !== matchId) return;
    tournamentId = match.tournamentId;
    yield put(visibilityEvents.matchTournamentFound({ matchId, tournamentId }));
  }
  yield call(ensureTournament, pending, tournamentId);
}

/** Reads the listed tournaments the store does not hold, a bounded number per listing. */
function* ensureTournaments(pending: Set<number>, tournamentIds: readonly number[]) {
  const wanted = [...new Set(tournamentIds)].slice(0, MAX_TOURNAMENT_LOOKUPS);
  yield all(wanted.map((tournamentId) => call(ensureTournament, pending, tournamentId)));
}

export function* visibilitySaga() {
  const pending = new Set<number>();
  yield all([
    fork(function* followLiveViews() {
      yield takeEvery(liveEvents.matchViewOpened.type, function* opened(action: ReturnType<typeof liveEvents.matchViewOpened>) {
        yield call(ensureMatchVisibility, pending, action.payload.matchId);
      });
    }),
    fork(function* followListings() {
      yield takeEvery(visibilityEvents.tournamentsListed.type, function* listed(action: ReturnType<typeof visibilityEvents.tournamentsListed>) {
        yield call(ensureTournaments, pending, action.payload.tournamentIds);
      });
    }),
  ]);
}
