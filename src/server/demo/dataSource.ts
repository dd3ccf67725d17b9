/**
 * The demo league as a `DataSource` (DESIGN §1, kind 'demo'): one typed handler per contract target.
 * Every target of the contract has one; a target missing from the tables would answer `NotServedError` (HTTP 501).
 */
import type { LiveEvent, ResolvedDirectTarget, ResolvedProxyTarget, Tournament } from '../../shared/contract';
import {
  NotFoundError,
  NotServedError,
  type DataSource,
  type DirectHandlers,
  type ProxyHandlers,
} from '../dataSource';
import { runInSlices } from '../slices';
import type { DemoLeague } from './model';
import { prepareProxyTarget } from './preparation';
import * as projections from './projections';
import { isoFromUsDate } from './time';

function call<T extends { name: string; params: unknown }>(
  handlers: Partial<Record<string, (params: never) => unknown>>,
  target: T,
): unknown {
  const handler = handlers[target.name] as ((params: T['params']) => unknown) | undefined;
  if (!handler) throw new NotServedError(`the demo league does not serve ${target.name} yet`);
  return handler(target.params);
}

export interface DemoDataSourceOptions {
  /**
   * The live events published so far for a match (the embedded endpoint's log of match:{id}:all), for
   * SPEC §7's live-events fetch; absent when this server has no embedded endpoint.
   */
  liveEvents?: (matchId: number) => LiveEvent[];
}

/** Serves the demo league (SPEC §7 calls) from memory. */
export function createDemoDataSource(league: DemoLeague, options: DemoDataSourceOptions = {}): DataSource {
  const tournamentOrThrow = (tournamentId: number): Tournament => {
    const entry = league.tournament(tournamentId);
    if (!entry) throw new NotFoundError(`no tournament ${tournamentId}`);
    return entry.tournament;
  };

  const proxyHandlers: ProxyHandlers = {
    liveMatchEvents: ({ matchId }) => ({ events: options.liveEvents?.(matchId) ?? [] }),
    tournamentTeams: ({ tournamentId }) => ({
      teams: league.teams(tournamentId).map((team) => ({ teamId: team.teamId, team: team.name, orgId: team.orgId })),
    }),
    tournamentMatches: ({ tournamentId }) => ({ matches: league.matches(tournamentId) }),
    scheduledMatchesBySport: ({ sportIds, date }) => ({ matches: league.matchesOn(sportIds, isoFromUsDate(date)) }),
    tournament: ({ tournamentId }) => ({ ...tournamentOrThrow(tournamentId) }),
    match: ({ matchId }) => {
      const found = league.match(matchId);
      if (!found) throw new NotFoundError(`no match ${matchId}`);
      return found;
    },
    organisations: ({ orgIds }) =>
      orgIds
        .filter((orgId) => league.organisation(orgId) !== undefined)
        .map((orgId) => ({ orgId, orgLogoBase64: league.logo(orgId) })),
    broadcastsBySport: ({ sportId }) => league.broadcasts({ sportId }),
    broadcastsByTournament: ({ sportId, tournamentId }) => league.broadcasts({ sportId, tournamentId }),
    broadcastsByMatch: ({ matchId }) => league.broadcasts({ matchId }),
    // Match details (issue 4): projections of the simulated events, see ./projections.
    matchIncidents: ({ matchId }) => projections.matchIncidents(league, matchId),
    matchReferees: ({ matchid }) => projections.matchReferees(league, matchid),
    matchIncidentTypes: ({ sfOrgId }) => projections.incidentTypes(sfOrgId),
    matchTeamMembers: ({ matchId }) => projections.matchTeamMembers(league, matchId),
    hockeyGoals: ({ matchId }) => projections.hockeyGoals(league, matchId),
    hockeyPenalties: ({ matchId }) => projections.hockeyPenalties(league, matchId),
    hockeyPlayers: ({ matchId }) => projections.hockeyPlayers(league, matchId),
    hockeyGoalies: ({ matchId }) => projections.hockeyGoalies(league, matchId),
    basketballMatchPlayers: ({ matchId }) => projections.basketballPlayers(league, matchId),
    volleyballMatchPlayers: ({ matchId }) => projections.volleyballPlayers(league, matchId),
    // Standings (issue 9): counted from the finished matches, see ./projections/standings.
    standings: ({ tournamentId }) => projections.standings(league, tournamentId),
    standingsSettings: ({ tournamentId }) => projections.standingsSettings(league, tournamentId),
    // People (issue 12): rosters, transfers, a person's tournaments and game logs, see ./projections/people, gameLogs.
    teamMembers: ({ teamId }) => projections.teamMembers(league, teamId),
    teamMemberOfOrg: ({ personId }) => projections.teamMemberOfOrg(league, personId),
    tournamentsForPerson: ({ personId }) => projections.tournamentsForPerson(league, personId),
    transfers: ({ sfOrgId, date }) => projections.transfers(league, sfOrgId, date),
    skaterLastGames: ({ personId }) => projections.skaterGames(league, personId, { last: 5 }),
    skaterTournamentGames: ({ personId, tournamentId }) => projections.skaterGames(league, personId, { tournamentId }),
    goalieLastGames: ({ personId }) => projections.goalieGames(league, personId, { last: 5 }),
    goalieTournamentGames: ({ personId, tournamentId }) => projections.goalieGames(league, personId, { tournamentId }),
    basketballPlayerSeason: ({ tournamentId, personId }) => projections.basketballTournamentPlayers(league, tournamentId, personId),
    basketballTournamentPlayers: ({ tournamentId }) => projections.basketballTournamentPlayers(league, tournamentId),
    basketballTournamentTeams: ({ tournamentId }) => projections.basketballTournamentTeams(league, tournamentId),
    // Ice hockey statistics (issue 13): summed from the finished matches' box scores, see ./projections/hockeyStats.
    hockeyTournamentPlayers: ({ tournamentId, opponentId, numberMatches }) => projections.hockeyTournamentPlayers(league, tournamentId, { opponentId, numberMatches }),
    hockeyTournamentGoalies: ({ tournamentId, opponentId, numberMatches }) => projections.hockeyTournamentGoalies(league, tournamentId, { opponentId, numberMatches }),
    hockeyTeamStatistics: ({ tournamentId, orgId, numberMatches }) => projections.hockeyTeamStatistics(league, tournamentId, { orgId, numberMatches }),
    hockeySpectators: ({ tournamentId }) => projections.hockeySpectators(league, tournamentId),
    // Soccer players (issue 13): goals and cards derived from the finished results, see ./simulate/soccer.
    soccerBestPlayers: ({ tournamentId }) => projections.soccerBestPlayers(league, tournamentId),
  };

  const directHandlers: DirectHandlers = {
    seasons: ({ orgId, year }) => league.seasonsFor(orgId, year).map((season) => ({ ...season })),
    tournamentsInSeason: ({ seasonId }) => ({
      tournamentsInSeason: league.tournamentsInSeason(seasonId).map((entry) => ({ ...entry.tournament })),
    }),
  };

  return {
    kind: 'demo',
    // Issue 14: what a cold target needs (a tournament's simulations, a sport's day) is computed first in
    // slices that let the event loop serve other requests in between; the projection then only reads. A
    // warm target's preparation ends in its first slice, and the answer is made at once, in the same turn:
    // it is the state at the instant of the request (what a live feed publishing at that instant shows).
    proxy: (target: ResolvedProxyTarget) =>
      new Promise((resolve, reject) =>
        runInSlices(
          prepareProxyTarget(league, target),
          () => {
            try {
              resolve(call(proxyHandlers, target));
            } catch (error) {
              reject(error);
            }
          },
          reject,
        ),
      ),
    direct: async (target: ResolvedDirectTarget) => call(directHandlers, target),
    status: () => ({
      kind: 'demo',
      healthy: true,
      detail: `demo league, seed ${league.seed}, anchored ${league.anchor} (${league.timeZone})`,
    }),
  };
}
