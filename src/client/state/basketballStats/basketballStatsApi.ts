/**
 * Basketball statistics reads (SPEC §7 basketball/tournament/players/{tournamentId} without personId, and
 * basketball/tournament/teams/{tournamentId}) as endpoints of the one api, parsed at the boundary by the
 * profile's season-stats parsers (one shape for the profile and the statistics pages).
 */
import { parseBasketballSeasonStats, parseBasketballTeamSeasonStats } from '../../../shared/wire/profile';
import { api, proxyEndpoint } from '../api/api';

export const basketballStatsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBasketballTournamentPlayers: proxyEndpoint(build, 'basketballTournamentPlayers', parseBasketballSeasonStats),
    getBasketballTournamentTeams: proxyEndpoint(build, 'basketballTournamentTeams', parseBasketballTeamSeasonStats),
  }),
});
