/** A small scripted league for the calendar feed tests: one season, three tournaments, matches that can move. */
import type { DataSource, DataSourceStatus } from '../../../src/server/dataSource';
import { NotFoundError } from '../../../src/server/dataSource';
import type { Match, Season, Tournament } from '../../../src/shared/contract';

export const SEASON = 500;
/** The season after SEASON (issue 29 case 5): the league's tournaments do not list team 11 in it. */
export const NEXT_SEASON = 501;
export const TEAM = 11;

export function tournament(tournamentId: number, tournamentName: string, areMatchesPublished = true): Tournament {
  return { tournamentId, tournamentName, sportId: 152, division: 1, isResultPublished: true, areMatchesPublished, leagueDisplayResults: true, seasonId: SEASON };
}

const NAMES: Record<number, string> = { 11: 'Stjernen', 12: 'Frisk Asker', 13: 'Vålerenga', 14: 'Lillehammer' };

export function match(matchId: number, tournamentId: number, home: number, away: number, fields: Partial<Match> = {}): Match {
  return {
    matchId,
    id: matchId,
    matchDate: '2026-11-21T00:00:00',
    matchStartTime: 1900,
    matchEndTime: 2130,
    tournamentId,
    tournamentName: tournamentId === 700 ? 'EHL' : tournamentId === 701 ? 'NM sluttspill menn senior' : 'Hemmelig',
    seasonId: SEASON,
    hometeam: NAMES[home] ?? `Team ${home}`,
    awayteam: NAMES[away] ?? `Team ${away}`,
    hometeamId: home,
    awayteamId: away,
    hometeamOrgName: null,
    awayteamOrgName: null,
    hometeamOverriddenName: null,
    awayteamOverriddenName: null,
    hometeamClubOrgId: null,
    awayteamClubOrgId: null,
    activityAreaName: 'Jordal Amfi',
    spectators: null,
    statusTypeId: 1,
    liveClientType: 'None',
    matchResult: null,
    sportId: 152,
    ...fields,
  };
}

export interface ScriptedLeague extends DataSource {
  /** ta/Seasons of the organisation (10), by year; the season look-up reads them. */
  seasons: Map<number, Season[]>;
  tournaments: Tournament[];
  /** The tournaments of NEXT_SEASON. */
  nextTournaments: Tournament[];
  matches: Map<number, Match[]>;
  teams: Map<number, number[]>;
  reads: string[];
}

/** The league: 700 EHL (teams 11, 12, 13), 701 play-offs (11, 14), 702 unpublished (11, 12). */
export function scriptedLeague(): ScriptedLeague {
  const status: DataSourceStatus = { kind: 'demo', healthy: true, detail: 'scripted' };
  const league: ScriptedLeague = {
    kind: 'demo',
    seasons: new Map([
      [2025, [{ seasonId: 499, seasonName: '2025/26', seasonDateFrom: '2025-08-01T00:00:00', orgIdOwner: 10 }]],
      [
        2026,
        [
          { seasonId: SEASON, seasonName: '2026/27', seasonDateFrom: '2026-08-01T00:00:00', orgIdOwner: 10 },
          // Another organisation's season is never the current one (SPEC §5).
          { seasonId: 900, seasonName: 'Other', seasonDateFrom: '2026-10-01T00:00:00', orgIdOwner: 99 },
        ],
      ],
      [2027, [{ seasonId: NEXT_SEASON, seasonName: '2027/28', seasonDateFrom: '2027-08-01T00:00:00', orgIdOwner: 10 }]],
    ]),
    tournaments: [tournament(700, 'EHL'), tournament(701, 'NM sluttspill menn senior'), tournament(702, 'Hemmelig', false)],
    nextTournaments: [{ ...tournament(710, 'EHL'), seasonId: NEXT_SEASON }],
    matches: new Map([
      [
        700,
        [
          // 29 March 2026: the spring change to summer time in Oslo, at 02:00.
          match(1, 700, 11, 12, { matchDate: '2026-03-29T00:00:00', matchStartTime: 930, matchEndTime: 1200 }),
          match(2, 700, 12, 11, { statusTypeId: 5 }),
          match(3, 700, 13, 12),
          match(4, 700, 11, 13, { statusTypeId: 7 }),
          match(5, 700, 13, 11, { statusTypeId: 4, matchDate: '2026-12-02T00:00:00', hometeamOverriddenName: 'VIF' }),
        ],
      ],
      [701, [match(6, 701, 11, 14, { matchStartTime: null, matchEndTime: null, matchDate: '2027-03-10T00:00:00' })]],
      [702, [match(7, 702, 11, 12)]],
      [710, [match(8, 710, 12, 13, { seasonId: NEXT_SEASON, matchDate: '2027-09-10T00:00:00' })]],
    ]),
    teams: new Map([
      [700, [11, 12, 13]],
      [701, [11, 14]],
      [702, [11, 12]],
      [710, [12, 13]],
    ]),
    reads: [],
    async proxy(target) {
      league.reads.push(target.name);
      switch (target.name) {
        case 'tournament': {
          const found = league.tournaments.find((entry) => entry.tournamentId === target.params.tournamentId);
          if (!found) throw new NotFoundError(`no tournament ${target.params.tournamentId}`);
          return found;
        }
        case 'tournamentMatches':
          return { matches: league.matches.get(target.params.tournamentId) ?? [] };
        case 'tournamentTeams':
          return { teams: (league.teams.get(target.params.tournamentId) ?? []).map((teamId) => ({ teamId, team: NAMES[teamId] ?? '', orgId: teamId })) };
        default:
          throw new Error(`the calendar must not read ${target.name}`);
      }
    },
    async direct(target) {
      league.reads.push(target.name);
      if (target.name === 'seasons') return league.seasons.get(target.params.year) ?? [];
      if (target.name !== 'tournamentsInSeason') throw new Error(`the calendar must not read ${target.name}`);
      const inSeason = target.params.seasonId === SEASON ? league.tournaments : target.params.seasonId === NEXT_SEASON ? league.nextTournaments : [];
      return { tournamentsInSeason: inSeason };
    },
    status: () => status,
  };
  return league;
}
