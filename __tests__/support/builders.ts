/** Builders of wire entities for tests: complete records with overridable fields. */
import type { Match, Season, Team, Tournament } from '../../src/shared/contract';
import type { LivePlayer } from '../../src/shared/contract/live';

let nextId = 1000;
const freshId = () => (nextId += 1);

export function aSeason(overrides: Partial<Season> = {}): Season {
  const seasonId = overrides.seasonId ?? freshId();
  return { seasonId, seasonName: `Season ${seasonId}`, seasonDateFrom: '2026-09-01T00:00:00', orgIdOwner: 10, ...overrides };
}

export function aTournament(overrides: Partial<Tournament> = {}): Tournament {
  const tournamentId = overrides.tournamentId ?? freshId();
  return {
    tournamentId,
    tournamentName: `League ${tournamentId}`,
    sportId: 152,
    division: null,
    isResultPublished: true,
    areMatchesPublished: true,
    leagueDisplayResults: true,
    seasonId: 1,
    ...overrides,
  };
}

export function aTeam(overrides: Partial<Team> = {}): Team {
  const teamId = overrides.teamId ?? freshId();
  return { teamId, team: `Team ${teamId}`, orgId: teamId, ...overrides };
}

export function aMatch(overrides: Partial<Match> = {}): Match {
  const matchId = overrides.matchId ?? freshId();
  return {
    matchId,
    id: matchId,
    matchDate: '2026-11-21',
    matchStartTime: 1830,
    matchEndTime: 2100,
    tournamentId: 1,
    tournamentName: 'EHL',
    seasonId: 1,
    hometeam: 'Stjernen',
    awayteam: 'Frisk Asker',
    hometeamId: 11,
    awayteamId: 12,
    hometeamOrgName: 'Stjernen Hockey',
    awayteamOrgName: 'Frisk Asker Ishockey',
    hometeamOverriddenName: null,
    awayteamOverriddenName: null,
    hometeamClubOrgId: 21,
    awayteamClubOrgId: 22,
    activityAreaName: 'Kråkerøy Arena',
    spectators: null,
    statusTypeId: 1,
    liveClientType: 'Advanced',
    matchResult: null,
    sportId: 152,
    ...overrides,
  };
}

/** A live-feed player (SPEC §3 live match data): id, shirt, last name and PositionId (SPEC §5 lines). */
export function aLivePlayer(Id: number, ShirtNo: number, LastName: string, PositionId: number, overrides: Partial<LivePlayer> = {}): LivePlayer {
  return { Id, TeamId: 1, ShirtNo, FirstName: 'Ola', LastName, PositionId, ...overrides };
}

/**
 * Issue 24 (SPEC §4 results visibility): the fake API's answers for what the visibility saga reads of a
 * match opened by direct link — its record (for its tournament) and the tournament's (for its flags),
 * results published unless `flags` say otherwise.
 */
export function visibilityReads(matchId: number, flags: Partial<Pick<Tournament, 'isResultPublished' | 'leagueDisplayResults'>> = {}, tournamentId = 101) {
  return {
    match: () => aMatch({ matchId, tournamentId }),
    tournament: () => aTournament({ tournamentId, ...flags }),
  };
}
