/** Soccer statistics read (SPEC §7 corpsports/soccer/BestPlayers/{tournamentId}) as an endpoint of the one api. */
import { parseSoccerBestPlayers } from '../../../shared/wire/soccerStats';
import { api, proxyEndpoint } from '../api/api';

export const soccerStatsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSoccerBestPlayers: proxyEndpoint(build, 'soccerBestPlayers', parseSoccerBestPlayers),
  }),
});
