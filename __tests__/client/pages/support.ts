/** A small EHL world for the scoreboard and schedule page tests (TEST_NOW: 21 Nov 2026, 14:00 in Oslo). */
import { ApiError } from '../../../src/client/services/api';
import { memoryStorage } from '../../../src/client/services/storage';
import type { Broadcast, Match } from '../../../src/shared/contract';
import { aMatch, aSeason, aTeam, aTournament } from '../../support/builders';
import { appServices, renderApp } from '../../support/renderWithProviders';
import { fakeApi, testConfig, type FakeApi } from '../../support/services';
import type { Language } from '../../../src/shared/siteConfig';

export const season = aSeason({ seasonId: 2026, seasonName: '2026/2027', seasonDateFrom: '2026-09-01T00:00:00', orgIdOwner: 10 });
export const ehl = aTournament({ tournamentId: 101, tournamentName: 'EHL', seasonId: 2026 });
export const u20 = aTournament({ tournamentId: 102, tournamentName: 'U20 Elite', seasonId: 2026 });
export const teams = [aTeam({ teamId: 7, team: 'Stjernen' }), aTeam({ teamId: 8, team: 'Frisk Asker' }), aTeam({ teamId: 9, team: 'Comet' })];

const base = { tournamentId: 101, tournamentName: 'EHL', seasonId: 2026, sportId: 152 };
const result = (homeGoals: number, awayGoals: number) => ({ homeGoals, awayGoals, matchEndResult: `${homeGoals} - ${awayGoals}` });

export const finished = aMatch({ ...base, matchId: 11, matchDate: '2026-11-21T00:00:00', matchStartTime: 1000, matchEndTime: 1230, hometeam: 'Stjernen', awayteam: 'Frisk Asker', hometeamId: 7, awayteamId: 8, activityAreaName: 'Jordal Amfi', matchResult: result(3, 1), statusTypeId: 3 });
export const live = aMatch({ ...base, matchId: 12, matchDate: '2026-11-21T00:00:00', matchStartTime: 1330, matchEndTime: 1600, hometeam: 'Comet', awayteam: 'Stjernen', hometeamId: 9, awayteamId: 7, activityAreaName: 'Halden Arena', liveClientType: 'Advanced', statusTypeId: 2 });
export const later = aMatch({ ...base, matchId: 13, matchDate: '2026-11-21T00:00:00', matchStartTime: 1900, matchEndTime: 2130, hometeam: 'Frisk Asker', awayteam: 'Comet', hometeamId: 8, awayteamId: 9, liveClientType: 'Standard', activityAreaName: 'Askerhallen' });
export const tomorrow = aMatch({ ...base, matchId: 14, matchDate: '2026-11-22T00:00:00', matchStartTime: 1800, hometeam: 'Stjernen', awayteam: 'Comet', hometeamId: 7, awayteamId: 9 });
export const yesterday = aMatch({ ...base, matchId: 15, matchDate: '2026-11-20T00:00:00', matchStartTime: 1800, hometeam: 'Frisk Asker', awayteam: 'Stjernen', hometeamId: 8, awayteamId: 7, matchResult: result(2, 2), statusTypeId: 3 });
export const leagueMatches = [finished, live, later, tomorrow, yesterday];

export const otherU20 = aMatch({ matchId: 21, tournamentId: 102, tournamentName: 'U20 Elite', seasonId: null, matchDate: '2026-11-21', matchStartTime: 1200, matchEndTime: 1430, hometeam: 'Stjernen U20', awayteam: 'Lørenskog U20', hometeamId: 7, awayteamId: 30, liveClientType: null, matchResult: null });
export const otherCorporate = aMatch({ matchId: 22, tournamentId: 4297, tournamentName: 'Bedriftsserie', seasonId: 900, matchDate: '2026-11-21', matchStartTime: 800, matchEndTime: 1000, hometeam: 'Hasle-Løren', awayteam: 'Grüner', hometeamId: 40, awayteamId: 41, matchResult: result(5, 4), liveClientType: null });
/** The selected league's own match also comes back from ScheduledMatchesBySport: it is not an "other" one. */
export const sameLeagueScheduled = finished;

export const broadcasts: Broadcast[] = [
  { matchId: 11, broadcastUrls: { tv2: 'https://tv2.example.com/kamp/11' } },
  { matchId: 12, broadcastUrls: { mygame: 'https://mygame.example.com/kamp/12', play: 'https://play.example.com/kamp/12' } },
  { matchId: 13, broadcastUrls: { play: 'javascript:alert(1)' } },
];

export interface PageSetup {
  url?: string;
  language?: Language;
  matches?: Match[];
  scheduled?: (date: string) => Match[];
  storage?: ReturnType<typeof memoryStorage>;
  /** Issue 25: the league's matches answer with a server error. */
  matchesFail?: boolean;
  /** Issue 25 case 6: whether anything publishes live events (config live.feed; true by default). */
  liveFeed?: boolean;
}

export function setupPage({ url = '/scoreboard', language = 'en', matches = leagueMatches, scheduled, storage = memoryStorage(), matchesFail = false, liveFeed = true }: PageSetup = {}) {
  const api: FakeApi = fakeApi({
    direct: {
      seasons: ({ year }) => (year === 2026 ? [season] : []),
      tournamentsInSeason: () => ({ tournamentsInSeason: [ehl, u20] }),
    },
    proxy: {
      tournamentTeams: () => ({ teams }),
      tournamentMatches: ({ tournamentId }) => {
        if (matchesFail) throw new ApiError(`ta/TournamentMatches/?tournamentId=${tournamentId}: internal error`, 500);
        return { matches: tournamentId === 101 ? matches : [] };
      },
      scheduledMatchesBySport: ({ date }) => ({
        matches: scheduled ? scheduled(date) : date === '11/21/2026' ? [otherCorporate, sameLeagueScheduled, otherU20] : [],
      }),
      broadcastsByTournament: () => broadcasts,
      broadcastsBySport: () => [],
      // A listed match's league outside the season's list is read for its results flags (SPEC §4).
      tournament: ({ tournamentId }) => aTournament({ tournamentId, tournamentName: 'Bedriftsserie', seasonId: 900, sportId: 209 }),
    },
  });
  const view = renderApp({ url, language, config: { live: { ...testConfig().live, feed: liveFeed } }, services: appServices({ api, storage }) });
  return { ...view, api, storage };
}
