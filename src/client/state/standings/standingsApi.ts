/** Standings reads (SPEC §7 ta/TournamentStandings and its Settings) as endpoints of the one api. */
import { parseStandings, parseStandingsSettings } from '../../../shared/wire/standings';
import { api, proxyEndpoint } from '../api/api';

export const standingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStandings: proxyEndpoint(build, 'standings', parseStandings),
    getStandingsSettings: proxyEndpoint(build, 'standingsSettings', parseStandingsSettings),
  }),
});
