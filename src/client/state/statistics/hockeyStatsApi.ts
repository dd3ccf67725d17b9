/**
 * The ice hockey statistics reads (SPEC §7 icehockey/TournamentPlayers, tournamentGoalieLeaders,
 * TeamStatistics, spectators) as endpoints of the one api (DESIGN §6.1). A filter change is a new key
 * (`numberMatches`, `opponentId`), so each filtered view is its own cache entry.
 */
import {
  parseHockeyGoalies,
  parseHockeyPlayers,
  parseHockeySpectators,
  parseHockeyTeamStats,
} from '../../../shared/wire/hockeyStats';
import { api, proxyEndpoint } from '../api/api';

export const hockeyStatsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHockeyPlayers: proxyEndpoint(build, 'hockeyTournamentPlayers', parseHockeyPlayers),
    getHockeyGoalies: proxyEndpoint(build, 'hockeyTournamentGoalies', parseHockeyGoalies),
    getHockeyTeamStats: proxyEndpoint(build, 'hockeyTeamStatistics', parseHockeyTeamStats),
    getHockeySpectators: proxyEndpoint(build, 'hockeySpectators', parseHockeySpectators),
  }),
});
