/**
 * What the scoreboard shows beyond the league's own matches (SPEC §2, §4, §7), as endpoints of the one api
 * (DESIGN §6.1): the scheduled matches of a date (ScheduledMatchesBySport with the US-format date, kept by
 * SPEC §5), the selected league's broadcast links (broadcastsByTournament) and the sport-wide broadcast
 * schedule (broadcastsBySport, one call per sport, merged). The page reads them with its hooks
 * (`useScoreboardReads`), keyed by the selection (`selectScoreboardReads`).
 */
import type { Broadcast, Match, ProxyResponse } from '../../../shared/contract';
import { keepListedMatches } from '../../domain/matches';
import { toUsDate } from '../../domain/time';
import { api, proxyRequest, type ReadError } from '../api/api';

/** ScheduledMatchesBySport for a date (ISO yyyy-MM-dd in the league zone) and the sports asked for. */
export interface ScheduledArg {
  date: string;
  sportIds: number[];
}
export interface LeagueBroadcastArg {
  sportId: number;
  tournamentId: number;
}
export interface SportBroadcastArg {
  sportIds: number[];
}

export const scoreboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getScheduledMatches: build.query<Match[], ScheduledArg>({
      query: ({ date, sportIds }) => proxyRequest('scheduledMatchesBySport', { sportIds, date: toUsDate(date) }),
      transformResponse: (response: ProxyResponse<'scheduledMatchesBySport'>) => keepListedMatches(response.matches),
    }),
    getLeagueBroadcasts: build.query<Broadcast[], LeagueBroadcastArg>({
      query: (params) => proxyRequest('broadcastsByTournament', params),
    }),
    getSportBroadcasts: build.query<Broadcast[], SportBroadcastArg>({
      // One read of the sports' schedules: it fails when any sport's fails (and is retried whole).
      async queryFn({ sportIds }, _api, _extra, baseQuery) {
        const answers = await Promise.all(sportIds.map((sportId) => baseQuery(proxyRequest('broadcastsBySport', { sportId }))));
        const failed = answers.find((answer) => answer.error !== undefined);
        if (failed?.error !== undefined) return { error: failed.error as ReadError };
        return { data: answers.flatMap((answer) => answer.data as Broadcast[]) };
      },
    }),
  }),
});
