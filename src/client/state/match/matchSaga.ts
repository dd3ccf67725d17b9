/**
 * Loads the finished match page (SPEC §2, §4, §7 match calls): the match, its league (sport and
 * publishing flags), the team logos and the broadcast, then — when results are published — the
 * sport's detail calls. A newer page entry cancels the older load (takeLatest aborts its requests).
 */
import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import { SPORT, type Broadcast, type Match, type Organisation, type ProxyParams, type ProxyResponse, type ProxyTargetName, type Tournament } from '../../../shared/contract';
import { resultsShown } from '../../domain/score';
import type { Api } from '../../services/api';
import type { StateShape } from '../shape';
import { errorMessage, requestProxy } from '../request';
import { EMPTY_DETAILS, matchEvents, type MatchDetails } from './matchSlice';

export interface MatchServices {
  api: Api;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

/** A call whose failure the page survives: the outcome, never a throw. */
function* attempt<N extends ProxyTargetName>(api: Api, name: N, params: ProxyParams<N>) {
  try {
    const value: ProxyResponse<N> = yield call(requestProxy<N>, api, name, params);
    return { ok: true, value } as Outcome<ProxyResponse<N>>;
  } catch (error) {
    return { ok: false, message: errorMessage(error) } as Outcome<ProxyResponse<N>>;
  }
}

/** The match's league: from the catalog when it is there, else ta/Tournament; null when neither answers. */
function* findLeague(api: Api, tournamentId: number) {
  const listed: Tournament | undefined = yield select((state: StateShape) =>
    state.catalog.leagues.items.find((league) => league.tournamentId === tournamentId),
  );
  if (listed) return listed;
  if (tournamentId <= 0) return null;
  const outcome: Outcome<Tournament> = yield call(attempt<'tournament'>, api, 'tournament', { tournamentId });
  return outcome.ok ? outcome.value : null;
}

function* loadOrganisations(api: Api, orgIds: number[]) {
  if (orgIds.length === 0) return { ok: true, value: [] } as Outcome<Organisation[]>;
  const outcome: Outcome<Organisation[]> = yield call(attempt<'organisations'>, api, 'organisations', { orgIds });
  return outcome;
}

/** The sport's detail calls; failed ones leave their lists empty and report their message. */
export function* loadDetails(api: Api, matchId: number, sportId: number) {
  const common: [
    Outcome<ProxyResponse<'matchIncidents'>>,
    Outcome<ProxyResponse<'matchReferees'>>,
  ] = yield all([call(attempt<'matchIncidents'>, api, 'matchIncidents', { matchId }), call(attempt<'matchReferees'>, api, 'matchReferees', { matchid: matchId })]);
  const [incidents, referees] = common;
  const details: MatchDetails = { ...EMPTY_DETAILS };
  const errors: string[] = [];
  const take = <T>(outcome: Outcome<T>, apply: (value: T) => void) => {
    if (outcome.ok) apply(outcome.value);
    else errors.push(outcome.message);
  };
  take(incidents, (value) => Object.assign(details, { periods: value.matchPeriodResults, incidents: value.matchIncidents }));
  take(referees, (value) => Object.assign(details, { referees: value.referees }));

  if (sportId === SPORT.iceHockey) {
    const hockey: [
      Outcome<ProxyResponse<'hockeyGoals'>>,
      Outcome<ProxyResponse<'hockeyPenalties'>>,
      Outcome<ProxyResponse<'hockeyPlayers'>>,
      Outcome<ProxyResponse<'hockeyGoalies'>>,
      Outcome<ProxyResponse<'matchTeamMembers'>>,
    ] = yield all([
      call(attempt<'hockeyGoals'>, api, 'hockeyGoals', { matchId }),
      call(attempt<'hockeyPenalties'>, api, 'hockeyPenalties', { matchId }),
      call(attempt<'hockeyPlayers'>, api, 'hockeyPlayers', { matchId }),
      call(attempt<'hockeyGoalies'>, api, 'hockeyGoalies', { matchId }),
      call(attempt<'matchTeamMembers'>, api, 'matchTeamMembers', { matchId }),
    ]);
    take(hockey[0], (goals) => (details.goals = goals));
    take(hockey[1], (penalties) => (details.penalties = penalties));
    take(hockey[2], (players) => (details.players = players));
    take(hockey[3], (goalies) => (details.goalies = goalies));
    take(hockey[4], (value) => (details.lineups = value.lineups));
  } else if (sportId === SPORT.basketball) {
    const players: Outcome<ProxyResponse<'basketballMatchPlayers'>> = yield call(attempt<'basketballMatchPlayers'>, api, 'basketballMatchPlayers', { matchId });
    take(players, (value) => (details.basketballPlayers = value.data));
  } else if (sportId === SPORT.volleyball) {
    const players: Outcome<ProxyResponse<'volleyballMatchPlayers'>> = yield call(attempt<'volleyballMatchPlayers'>, api, 'volleyballMatchPlayers', { matchId });
    take(players, (value) => (details.volleyballPlayers = value.data));
  }
  return { details, errors };
}

/** The whole page load for one match id. Never throws: a failed match call ends in `matchLoadFailed`. */
export function* loadMatchPage(services: MatchServices, action: ReturnType<typeof matchEvents.matchPageEntered>) {
  const { matchId } = action.payload;
  const { api } = services;
  let match: Match;
  try {
    match = yield call(requestProxy<'match'>, api, 'match', { matchId });
  } catch (error) {
    yield put(matchEvents.matchLoadFailed({ matchId, message: errorMessage(error) }));
    return;
  }
  const orgIds = [match.hometeamId, match.awayteamId].filter((orgId) => orgId > 0);
  const [league, organisations, broadcasts]: [Tournament | null, Outcome<Organisation[]>, Outcome<Broadcast[]>] = yield all([
    call(findLeague, api, match.tournamentId),
    call(loadOrganisations, api, orgIds),
    call(attempt<'broadcastsByMatch'>, api, 'broadcastsByMatch', { matchId }),
  ]);
  yield put(
    matchEvents.matchLoaded({
      matchId,
      match,
      league,
      organisations: organisations.ok ? organisations.value : [],
      // SPEC §7: the first item is used.
      broadcast: broadcasts.ok ? (broadcasts.value[0] ?? null) : null,
    }),
  );
  if (!resultsShown(league)) {
    yield put(matchEvents.matchDetailsLoaded({ matchId, details: EMPTY_DETAILS, errors: [] }));
    return;
  }
  // SPEC §2: the sport comes from the league; the match's own sport when the league is unknown.
  const sportId = league?.sportId ?? match.sportId;
  const { details, errors }: { details: MatchDetails; errors: string[] } = yield call(loadDetails, api, matchId, sportId);
  yield put(matchEvents.matchDetailsLoaded({ matchId, details, errors }));
}

/** Runs a page load whenever the match page is entered (the page dispatches `matchPageEntered`). */
export function* matchSaga(services: MatchServices) {
  yield takeLatest(matchEvents.matchPageEntered.type, loadMatchPage, services);
}
