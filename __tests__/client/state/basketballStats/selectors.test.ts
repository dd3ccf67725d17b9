import type { BasketballSeasonStats } from '../../../../src/shared/contract';
import { basketballAverages } from '../../../../src/client/domain/profile';
import { basketballTotals, selectBasketballPlayersTable, selectBasketballTeamRows } from '../../../../src/client/state/basketballStats/selectors';
import { aTeam, aTournament } from '../../../support/builders';
import { deepFreeze } from '../../../support/deepFreeze';

const league = deepFreeze(aTournament({ tournamentId: 501, tournamentName: 'BLNO', seasonId: 2026, sportId: 199 }));

function row(personId: number, overrides: Partial<BasketballSeasonStats> = {}): BasketballSeasonStats {
  return {
    personId, orgId: 8, orgName: 'Frøya', firstName: 'Ola', lastName: 'Nordmann', matches: 10, totalSeconds: 12000, points: 150, fouls: 20,
    p1Sum: 30, p1MissSum: 10, p2Sum: 45, p2MissSum: 45, p3Sum: 10, p3MissSum: 0, offRebSum: 20, defRebSum: 40, assists: 30, toSum: 15, stSum: 10, blSum: 5,
    ...overrides,
  };
}

const rows = deepFreeze([row(77), row(78, { orgId: 7, orgName: 'Ammerud', firstName: 'Kari', lastName: '' }), row(79, { orgId: 0, firstName: '', lastName: '' })]);
const teams = deepFreeze([aTeam({ teamId: 7, team: 'Ammerud', orgId: 7 }), aTeam({ teamId: 9, team: 'Tromsø Storm', orgId: 9 })]);

describe('basketball statistics row models (SPEC §2 Statistics tables, §5)', () => {
  it('gives each player the profile’s per-match averages, his season totals and his profile link', () => {
    const table = selectBasketballPlayersTable({ league, rows, teams, seasonId: 2026, teamOrgId: null });
    expect(table.filter).toEqual({ kind: 'none' });
    expect(table.total).toBe(3);
    const [ola, kari, nameless] = table.rows;
    expect(ola).toMatchObject({
      personId: 77,
      name: 'Ola Nordmann',
      team: 'Frøya',
      profileHref: '/player/?playerId=77&orgId=8&seasonId=2026&tournamentId=501',
      averages: basketballAverages(rows[0] as BasketballSeasonStats),
      secondsPerMatch: 1200,
    });
    expect(ola?.averages).toMatchObject({ points: 15, rebounds: 6, efficiency: 18.5, freeThrows: { made: 3, attempts: 4, percent: 75 } });
    expect(kari?.name).toBe('Kari');
    // No team organisation: no profile to link to.
    expect(nameless).toMatchObject({ name: '', profileHref: null });
  });

  it('keeps the season totals as the raw sums (points by SPEC §5 when the answer has none)', () => {
    expect(basketballTotals(row(1, { points: null }))).toEqual({
      matches: 10,
      minutes: '200:00',
      points: 30 + 90 + 30,
      offensiveRebounds: 20,
      defensiveRebounds: 40,
      rebounds: 60,
      assists: 30,
      steals: 10,
      blocks: 5,
      turnovers: 15,
      fouls: 20,
      freeThrows: { made: 30, attempts: 40 },
      twoPointers: { made: 45, attempts: 90 },
      threePointers: { made: 10, attempts: 10 },
    });
    expect(basketballTotals(row(1, { totalSeconds: null, offRebSum: null, defRebSum: null, p1MissSum: null }))).toMatchObject({
      minutes: null,
      rebounds: null,
      freeThrows: { made: 30, attempts: null },
    });
  });

  it('narrows to the teamOrgId team, knows a team of the league without players, and lists everyone for an unknown team', () => {
    const own = selectBasketballPlayersTable({ league, rows, teams, seasonId: 2026, teamOrgId: 8 });
    expect(own.filter).toEqual({ kind: 'team', orgId: 8, name: 'Frøya' });
    expect(own.rows.map((model) => model.personId)).toEqual([77]);
    expect(own.total).toBe(3);

    const listed = selectBasketballPlayersTable({ league, rows, teams, seasonId: 2026, teamOrgId: 9 });
    expect(listed.filter).toEqual({ kind: 'team', orgId: 9, name: 'Tromsø Storm' });
    expect(listed.rows).toEqual([]);

    const unknown = selectBasketballPlayersTable({ league, rows, teams, seasonId: 2026, teamOrgId: 999 });
    expect(unknown.filter).toEqual({ kind: 'unknownTeam', orgId: 999 });
    expect(unknown.rows).toHaveLength(3);
  });

  it('is memoised on its inputs', () => {
    const inputs = { league, rows, teams, seasonId: 2026, teamOrgId: null };
    expect(selectBasketballPlayersTable(inputs)).toBe(selectBasketballPlayersTable({ ...inputs }));
  });

  it('gives each team its per-match figures and its players page', () => {
    const [team] = selectBasketballTeamRows({ league, rows: deepFreeze([row(0, { orgId: 7, orgName: 'Ammerud', matches: 0 })]), seasonId: 2026 });
    expect(team).toMatchObject({ orgId: 7, team: 'Ammerud', playersHref: '/statistics/basketball/players?seasonId=2026&tournamentId=501&teamOrgId=7', secondsPerMatch: null });
    // No match played: no per-match figure, efficiency 0 (SPEC §5 "0 if no time").
    expect(team?.averages).toMatchObject({ points: null, efficiency: 0 });
  });
});
