/**
 * The ice hockey statistics reads (SPEC §7 icehockey/TournamentPlayers, tournamentGoalieLeaders,
 * TeamStatistics, spectators) as endpoints of the one api (DESIGN §6.1). A filter change is a new key
 * (`numberMatches`, `opponentId`), so each filtered view is its own cache entry.
 */
import type { WireReport } from '../../../shared/wire/read';
import {
  parseHockeyGoalies,
  parseHockeyPlayers,
  parseHockeySpectators,
  parseHockeyTeamStats,
} from '../../../shared/wire/hockeyStats';
import { api, proxyEndpoint } from '../api/api';

/**
 * Issue 26: a statistics answer is thousands of flat rows (figures and names only). Frozen as they are
 * parsed — each row and the list, a few ms for 5,000 — the store keeps them as given: immer does not walk
 * every new row into the state to freeze it itself (30 ms for 5,000 players, in the answer's task).
 */
function frozenRows<R extends object>(parse: (raw: unknown, report?: WireReport) => R[]): (raw: unknown, report?: WireReport) => R[] {
  return (raw, report) => {
    const rows = parse(raw, report);
    for (const row of rows) Object.freeze(row);
    return Object.freeze(rows) as R[];
  };
}

export const hockeyStatsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHockeyPlayers: proxyEndpoint(build, 'hockeyTournamentPlayers', frozenRows(parseHockeyPlayers)),
    getHockeyGoalies: proxyEndpoint(build, 'hockeyTournamentGoalies', frozenRows(parseHockeyGoalies)),
    getHockeyTeamStats: proxyEndpoint(build, 'hockeyTeamStatistics', frozenRows(parseHockeyTeamStats)),
    getHockeySpectators: proxyEndpoint(build, 'hockeySpectators', parseHockeySpectators),
  }),
});
