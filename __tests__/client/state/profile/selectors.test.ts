import type { BasketballSeasonStats, GoalieGame, SkaterGame, TournamentForPerson } from '../../../../src/shared/contract';
import {
  personCard,
  selectBasketballAverages,
  selectBasketballTournaments,
  selectGoalieLastGames,
  selectGoalieTournaments,
  selectSkaterLastGames,
  selectSkaterTournaments,
} from '../../../../src/client/state/profile/selectors';
import { deepFreeze } from '../../../support/deepFreeze';
import type { ResultsVisibility } from '../../../../src/client/domain/score';

const allShown = (): ResultsVisibility => 'shown';

const tournaments: TournamentForPerson[] = deepFreeze([
  { tournamentId: 90, tournamentName: 'EHL 2025', startDate: '2025-09-01T00:00:00', endDate: '', seasonId: 2025, sportId: 152, orgId: 7, teamName: 'Comet' },
  { tournamentId: 101, tournamentName: 'EHL', startDate: '2026-09-01T00:00:00', endDate: '', seasonId: 2026, sportId: 152, orgId: 7, teamName: 'Stjernen' },
  { tournamentId: 501, tournamentName: 'BLNO', startDate: '2026-09-01T00:00:00', endDate: '', seasonId: 0, sportId: 199, orgId: 8, teamName: 'Frøya' },
]);

function skater(matchId: number, tournamentId: number, overrides: Partial<SkaterGame> = {}): SkaterGame {
  return {
    matchId, matchDate: '2026-11-20T00:00:00', homeTeamName: 'Stjernen', awayTeamName: 'Comet', tournamentName: 'EHL', tournamentId, teamName: 'Stjernen',
    goalsScored: 1, goalsAgainst: 0, assists: 0, pts: 1, points: 1, pim: 0, powerPlayGoals: 0, powerPlayGoalAssists: 0, shortHandGoals: 0,
    shortHandGoalAssists: 0, gwg: 1, shots: 2, shotsPct: 50, faceOffs: 0, faceoffsWinPct: 0, gamePlayed: 1, minutesPlayed: 10, secondsPlayed: 0, ...overrides,
  };
}

describe('profile row models (SPEC §2 Player profile)', () => {
  it('makes the info card: a safe image only, the birth year, dashes (null) for what is missing', () => {
    const card = personCard({ personId: 77, owningOrgId: 7, firstName: 'Ola', lastName: 'Nordmann', birthDate: '1998-03-04T00:00:00', number: null, position: 'CE', nationality: null, height: 0, imageUrl: 'https://evil.example/x.png' }, 152);
    expect(card).toEqual({ personId: 77, name: 'Ola Nordmann', initials: 'ON', imageUrl: null, birthYear: 1998, number: null, position: { kind: 'named', name: 'centre' }, nationality: null, height: null });
    expect(personCard({ personId: 1, owningOrgId: 0, firstName: '', lastName: '', birthDate: null, number: 9, position: null, nationality: 'NOR', height: 180, imageUrl: 'data:image/png;base64,AAAA' }, 152).imageUrl).toBe(
      'data:image/png;base64,AAAA',
    );
  });

  it('keeps the last 5 games in the answer’s order, each linking to its match page with its season', () => {
    const games = deepFreeze([1, 2, 3, 4, 5, 6].map((id) => skater(id, id === 2 ? 90 : id === 3 ? 0 : 101, id === 4 ? { homeTeamName: '', awayTeamName: '', matchDate: '' } : {})));
    const rows = selectSkaterLastGames({ games, tournaments, visibilityOf: allShown });
    expect(rows.map((row) => row.matchHref)).toEqual([
      '/match?matchId=1&seasonId=2026&tournamentId=101',
      '/match?matchId=2&seasonId=2025&tournamentId=90',
      '/match?matchId=3',
      '/match?matchId=4&seasonId=2026&tournamentId=101',
      '/match?matchId=5&seasonId=2026&tournamentId=101',
    ]);
    expect(rows[0]).toMatchObject({ day: '2026-11-20', match: 'Stjernen – Comet', tournament: 'EHL', line: { goals: 1, shotPercent: 50, timeOnIce: '10:00' } });
    expect(rows[3]).toMatchObject({ day: '', match: '' });
  });

  it('makes one previous-tournaments row per hockey tournament, newest first, with totals, games, or the failure', () => {
    const rows = selectSkaterTournaments({
      sportId: 152,
      tournaments,
      results: { 101: { status: 'ready', games: [skater(1, 101), skater(2, 101, { goalsScored: 0 })] }, 90: { status: 'failed', error: 'upstream timeout' } },
      visibilityOf: allShown,
    });
    expect(rows.map((row) => [row.tournamentId, row.year, row.team, row.error])).toEqual([
      [101, 2026, 'Stjernen', null],
      [90, 2025, 'Comet', 'upstream timeout'],
    ]);
    expect(rows[0]?.totals).toMatchObject({ gamesPlayed: 2, goals: 1, shotsOnGoal: 4, shotPercent: 25, gameWinningGoals: 2, timeOnIce: '20:00' });
    expect(rows[0]?.games.map((game) => game.matchHref)).toEqual(['/match?matchId=1&seasonId=2026&tournamentId=101', '/match?matchId=2&seasonId=2026&tournamentId=101']);
    expect(rows[1]).toMatchObject({ totals: null, games: [] });
  });

  it('does the same for a goalie', () => {
    const game: GoalieGame = {
      matchId: 3, matchdate: '2026-11-19T00:00:00', homeTeamName: 'Comet', awayTeamName: 'Stjernen', tournamentName: 'EHL', tournamentId: 101, teamName: 'Stjernen',
      minutesPlayed: 60, secondsPlayed: 0, wins: 1, ties: 0, losses: 0, so: 1, ga: 0, gaa: 0, sv: 30, sV_Pct: 100, gamePlayed: 1,
    };
    expect(selectGoalieLastGames({ games: [game], tournaments, visibilityOf: allShown })[0]).toMatchObject({ day: '2026-11-19', match: 'Comet – Stjernen', line: { shutouts: 1, goalsAgainstAverage: 0, savePercent: 100 } });
    const [row] = selectGoalieTournaments({ sportId: 152, tournaments, results: { 101: { status: 'ready', games: [game, game] }, 90: { status: 'ready', games: [] } }, visibilityOf: allShown });
    expect(row?.totals).toMatchObject({ gamesPlayed: 2, timeOnIce: '120:00', shutouts: 2, savePercent: 100 });
  });

  it('shows no result figure of a game or tournament that does not (or is not known to) publish results (SPEC §4, issue 24)', () => {
    // 101 publishes, 90 does not, any other tournament is not known yet (fail closed).
    const visibilityOf = (tournamentId: number | null): ResultsVisibility => (tournamentId === 101 ? 'shown' : tournamentId === 90 ? 'hidden' : 'unknown');
    const games = deepFreeze([skater(1, 101), skater(2, 90), skater(3, 0)]);
    const rows = selectSkaterLastGames({ games, tournaments, visibilityOf });
    expect(rows.map((row) => row.resultsHidden)).toEqual([false, true, true]);
    expect(rows[0]?.line).toMatchObject({ goals: 1, points: 1, plusMinus: 1, gameWinningGoals: 1, shotPercent: 50 });
    for (const row of rows.slice(1)) {
      expect(row.line).toMatchObject({ goals: null, assists: null, points: null, plusMinus: null, gameWinningGoals: null, shotPercent: null, powerPlayGoals: null });
      // What tells no result stays: games, shots, time on ice.
      expect(row.line).toMatchObject({ gamesPlayed: 1, shotsOnGoal: 2, timeOnIce: '10:00' });
    }
    const [published, hidden] = selectSkaterTournaments({
      sportId: 152,
      tournaments,
      results: { 101: { status: 'ready', games: [skater(1, 101)] }, 90: { status: 'ready', games: [skater(2, 90), skater(4, 90)] } },
      visibilityOf,
    });
    expect(published).toMatchObject({ resultsHidden: false, totals: { goals: 1, points: 1 } });
    expect(hidden).toMatchObject({ tournamentId: 90, resultsHidden: true, totals: { gamesPlayed: 2, goals: null, points: null, plusMinus: null, shotsOnGoal: 4 } });
    expect(hidden?.games.every((game) => game.resultsHidden && game.line.goals === null)).toBe(true);

    const goalie: GoalieGame = {
      matchId: 3, matchdate: '2026-11-19T00:00:00', homeTeamName: 'Comet', awayTeamName: 'Stjernen', tournamentName: 'EHL 2025', tournamentId: 90, teamName: 'Comet',
      minutesPlayed: 60, secondsPlayed: 0, wins: 1, ties: 0, losses: 0, so: 1, ga: 0, gaa: 0, sv: 30, sV_Pct: 100, gamePlayed: 1,
    };
    expect(selectGoalieLastGames({ games: [goalie], tournaments, visibilityOf })[0]?.line).toEqual({
      gamesPlayed: 1, timeOnIce: '60:00', wins: null, ties: null, losses: null, shutouts: null, goalsAgainst: null, goalsAgainstAverage: null, saves: null, savePercent: null,
    });
    const [, goalieHidden] = selectGoalieTournaments({ sportId: 152, tournaments, results: { 101: { status: 'ready', games: [] }, 90: { status: 'ready', games: [goalie] } }, visibilityOf });
    expect(goalieHidden?.totals).toMatchObject({ gamesPlayed: 1, wins: null, goalsAgainstAverage: null, savePercent: null });
  });

  it('lists a basketball player’s tournaments with year, name, team and a way to the standings, and finds his own season row', () => {
    expect(selectBasketballTournaments({ sportId: 199, tournaments })).toEqual([{ id: '501-0', year: 2026, tournament: 'BLNO', team: 'Frøya', href: '/standings?tournamentId=501' }]);
    const row = { personId: 77, orgId: 8, orgName: 'Frøya', firstName: '', lastName: '', matches: 2, totalSeconds: 1200, points: 20, fouls: 2 } as BasketballSeasonStats;
    expect(selectBasketballAverages({ personId: 77, rows: [{ ...row, personId: 5 }, row] })).toMatchObject({ team: 'Frøya', averages: { points: 10, minutes: '10:00' } });
    expect(selectBasketballAverages({ personId: 78, rows: [row] })).toBeNull();
  });
});
