import { call, put } from 'redux-saga/effects';
import type { ProxyResponse } from '../../../shared/contract';
import { keepListedMatches } from '../../domain/matches';
import type { Api } from '../../services/api';
import { errorMessage, requestProxy } from '../request';
import { matchesEvents } from './matchesSlice';

/** The league's matches for the slider, kept by SPEC §5 (statusTypeId null or 1-5). Never throws; returns whether it succeeded. */
export function* loadTournamentMatches(services: { api: Api }, tournamentId: number) {
  yield put(matchesEvents.tournamentMatchesRequested({ tournamentId }));
  try {
    const response: ProxyResponse<'tournamentMatches'> = yield call(requestProxy<'tournamentMatches'>, services.api, 'tournamentMatches', {
      tournamentId,
    });
    yield put(matchesEvents.tournamentMatchesLoaded({ tournamentId, matches: keepListedMatches(response.matches) }));
    return true;
  } catch (error) {
    yield put(matchesEvents.tournamentMatchesLoadFailed({ tournamentId, message: errorMessage(error) }));
    return false;
  }
}
