import type { BasketballSeasonStats, GoalieGame, SkaterGame } from '../../../src/shared/contract';
import {
  basketballAverages,
  faceoffsWon,
  goalieGameLine,
  goalieTotals,
  goalsAgainstAverage,
  initialsOf,
  isOtherSport,
  profileKind,
  seasonEfficiency,
  skaterGameLine,
  skaterTotals,
  timeOnIceSeconds,
  timeOnIceText,
  tournamentsOfSport,
  tournamentYear,
} from '../../../src/client/domain/profile';

function skater(overrides: Partial<SkaterGame> = {}): SkaterGame {
  return {
    matchId: 1, matchDate: '2026-11-20T00:00:00', homeTeamName: 'A', awayTeamName: 'B', tournamentName: 'EHL', tournamentId: 101, teamName: 'A',
    goalsScored: 0, goalsAgainst: 0, assists: 0, pts: 0, points: 0, pim: 0, powerPlayGoals: 0, powerPlayGoalAssists: 0, shortHandGoals: 0,
    shortHandGoalAssists: 0, gwg: 0, shots: 0, shotsPct: null, faceOffs: 0, faceoffsWinPct: 0, gamePlayed: 1, minutesPlayed: 0, secondsPlayed: 0, ...overrides,
  };
}

function goalie(overrides: Partial<GoalieGame> = {}): GoalieGame {
  return {
    matchId: 1, matchdate: '2026-11-20T00:00:00', homeTeamName: 'A', awayTeamName: 'B', tournamentName: 'EHL', tournamentId: 101, teamName: 'A',
    minutesPlayed: 60, secondsPlayed: 0, wins: 0, ties: 0, losses: 0, so: 0, ga: 0, gaa: null, sv: 0, sV_Pct: null, gamePlayed: 1, ...overrides,
  };
}

function basketball(overrides: Partial<BasketballSeasonStats> = {}): BasketballSeasonStats {
  return {
    personId: 1, orgId: 2, orgName: 'Frøya', firstName: 'A', lastName: 'B', matches: 4, totalSeconds: 4 * 1500, points: null, fouls: 8,
    p1Sum: 6, p1MissSum: 2, p2Sum: 10, p2MissSum: 10, p3Sum: 4, p3MissSum: 0, offRebSum: 4, defRebSum: 12, assists: 8, toSum: 6, stSum: 4, blSum: 2, ...overrides,
  };
}

describe('which profile a person gets (SPEC §2, §6)', () => {
  it.each([
    [152, 'GK1', 'goalie'],
    [152, 'gk2 ', 'goalie'],
    [152, 'CE', 'skater'],
    [152, null, 'skater'],
    [199, 'GK1', 'basketball'],
    [207, 'CE', 'unsupported'],
    [null, 'CE', 'unsupported'],
  ] as const)('sport %s, position %s → %s', (sportId, position, kind) => {
    expect(profileKind(sportId, position)).toBe(kind);
  });

  it('calls a person of another sport only when every tournament names a sport and none is the profile’s', () => {
    expect(isOtherSport(152, [{ sportId: 199 }, { sportId: 207 }])).toBe(true);
    expect(isOtherSport(152, [{ sportId: 199 }, { sportId: 152 }])).toBe(false);
    expect(isOtherSport(152, [{ sportId: 199 }, { sportId: 0 }])).toBe(false);
    expect(isOtherSport(152, [])).toBe(false);
  });

  it('lists the tournaments of the sport (or of no known sport) newest first, and their year', () => {
    const list = [
      { tournamentId: 1, sportId: 152, startDate: '2024-09-01T00:00:00', endDate: '' },
      { tournamentId: 2, sportId: 199, startDate: '2026-09-01T00:00:00', endDate: '' },
      { tournamentId: 3, sportId: 0, startDate: '', endDate: '2025-03-01T00:00:00' },
      { tournamentId: 4, sportId: 152, startDate: '2026-09-01T00:00:00', endDate: '' },
    ];
    expect(tournamentsOfSport(152, list).map((t) => t.tournamentId)).toEqual([4, 1, 3]);
    expect(list.map(tournamentYear)).toEqual([2024, 2026, 2025, 2026]);
    expect(tournamentYear({ startDate: '', endDate: '' })).toBeNull();
  });

  it('makes avatar initials from the names', () => {
    expect(initialsOf('ola', 'nordmann')).toBe('ON');
    expect(initialsOf('Øystein', null)).toBe('Ø');
    expect(initialsOf(' ', '')).toBe('?');
  });
});

describe('time on ice (SPEC §5: mm:ss, zero-padded)', () => {
  it('reads minutes and the seconds left over, a whole-time seconds figure, and nothing', () => {
    expect(timeOnIceSeconds({ minutesPlayed: 15, secondsPlayed: 5 })).toBe(905);
    expect(timeOnIceSeconds({ minutesPlayed: null, secondsPlayed: 905 })).toBe(905);
    expect(timeOnIceSeconds({ minutesPlayed: null, secondsPlayed: null })).toBeNull();
    expect(timeOnIceText(905)).toBe('15:05');
    expect(timeOnIceText(65)).toBe('01:05');
    expect(timeOnIceText(0)).toBe('00:00');
    expect(timeOnIceText(null)).toBeNull();
  });
});

describe('skater totals (SPEC §2 previous tournaments, §5 season percentages)', () => {
  it('sums the figures and takes the shot and faceoff percentages by the season rule', () => {
    const games = [
      skater({ goalsScored: 1, assists: 1, pts: 2, points: 1, pim: 2, shots: 3, faceOffs: 10, faceoffsWinPct: 0.55, minutesPlayed: 15, secondsPlayed: 30 }),
      skater({ goalsScored: 0, assists: 2, pts: 2, points: -2, pim: 0, shots: 3, faceOffs: 7, faceoffsWinPct: 0.5, minutesPlayed: 14, secondsPlayed: 45 }),
    ];
    // Faceoffs won per game: round(10 × 0.55) = 6 (5.5 rounds up), round(7 × 0.5) = 4 (3.5) → 10 of 17 = 58.8 → 59.
    expect(games.map(faceoffsWon)).toEqual([6, 4]);
    expect(skaterTotals(games)).toEqual({
      gamesPlayed: 2, goals: 1, assists: 3, points: 4, plusMinus: -1, penaltyMinutes: 2, powerPlayGoals: 0, powerPlayAssists: 0,
      shortHandedGoals: 0, shortHandedAssists: 0, gameWinningGoals: 0, shotsOnGoal: 6,
      // 1 of 6 → 16.7 → 17 (round, not floor)
      shotPercent: 17, faceoffs: 17, faceoffPercent: 59, timeOnIce: '30:15',
    });
  });

  it('gives 0 % without attempts and 100 % with no misses', () => {
    expect(skaterTotals([skater({ goalsScored: 0, shots: 0, faceOffs: 0, faceoffsWinPct: 0 })])).toMatchObject({ shotPercent: 0, faceoffPercent: 0 });
    expect(skaterTotals([skater({ goalsScored: 2, shots: 2, faceOffs: 4, faceoffsWinPct: 1 })])).toMatchObject({ shotPercent: 100, faceoffPercent: 100 });
  });

  it('sums what is known and leaves a figure no game knows as null', () => {
    const totals = skaterTotals([skater({ goalsScored: null, pim: null, faceoffsWinPct: null, faceOffs: 5 }), skater({ goalsScored: 2, pim: null, shots: 4, faceOffs: null })]);
    expect(totals).toMatchObject({ goals: 2, penaltyMinutes: null, shotsOnGoal: 4, shotPercent: 50, faceoffs: 5, faceoffPercent: null });
    expect(skaterTotals([])).toMatchObject({ gamesPlayed: 0, goals: null, shotPercent: null, timeOnIce: null });
  });

  it('shows a game as it came: the answer’s shot % (else the match floor rule) and faceoff % with one decimal', () => {
    expect(skaterGameLine(skater({ goalsScored: 1, shots: 3, shotsPct: 33, faceoffsWinPct: 0.625, minutesPlayed: 9, secondsPlayed: 7 }))).toMatchObject({
      shotPercent: 33, faceoffPercent: 62.5, timeOnIce: '09:07',
    });
    // 2 of 3: floor(66.7) = 66 in the match view.
    expect(skaterGameLine(skater({ goalsScored: 2, shots: 3, shotsPct: null })).shotPercent).toBe(66);
    expect(skaterGameLine(skater({ goalsScored: null, shots: 3, shotsPct: null, faceoffsWinPct: null, minutesPlayed: null, secondsPlayed: null }))).toMatchObject({
      shotPercent: null, faceoffPercent: null, timeOnIce: null,
    });
  });
});

describe('goalie totals (SPEC §2 goalie views; GAA, save %)', () => {
  it('sums and derives GAA (ga × 3600 / seconds, two decimals) and save % (one decimal) from the sums', () => {
    const totals = goalieTotals([
      goalie({ wins: 1, ga: 2, sv: 28, minutesPlayed: 60, secondsPlayed: 0 }),
      goalie({ losses: 1, ga: 3, sv: 20, minutesPlayed: 40, secondsPlayed: 0 }),
      goalie({ ties: 1, so: 1, ga: 0, sv: 25, minutesPlayed: 65, secondsPlayed: 0 }),
    ]);
    // 5 × 3600 / 9900 = 1.818… → 1.82; 73 / 78 = 93.59… → 93.6
    expect(totals).toEqual({
      gamesPlayed: 3, timeOnIce: '165:00', wins: 1, ties: 1, losses: 1, shutouts: 1, goalsAgainst: 5, goalsAgainstAverage: 1.82, saves: 73, savePercent: 93.6,
    });
  });

  it('gives 0.00 GAA with no time and 0.0 save % with no shots', () => {
    expect(goalsAgainstAverage(0, 0)).toBe(0);
    expect(goalieTotals([goalie({ minutesPlayed: 0, secondsPlayed: 0, ga: 0, sv: 0 })])).toMatchObject({ goalsAgainstAverage: 0, savePercent: 0, timeOnIce: '00:00' });
    expect(goalieTotals([goalie({ ga: null, sv: null })])).toMatchObject({ goalsAgainstAverage: null, savePercent: null });
  });

  it('shows a game’s own GAA and save % when the answer has them, else computes them', () => {
    expect(goalieGameLine(goalie({ gaa: 2, sV_Pct: 93.33, ga: 2, sv: 28 }))).toMatchObject({ goalsAgainstAverage: 2, savePercent: 93.3 });
    expect(goalieGameLine(goalie({ ga: 3, sv: 27, minutesPlayed: 58, secondsPlayed: 30 }))).toMatchObject({ goalsAgainstAverage: 3.08, savePercent: 90, timeOnIce: '58:30' });
  });
});

describe('basketball season averages (SPEC §2 basketball profile, §5 basketball rules)', () => {
  it('gives per-match figures, shooting lines by the season rule and the efficiency per match', () => {
    const averages = basketballAverages(basketball());
    // Points by SPEC §5 when the answer has none: 6 + 2 × 10 + 3 × 4 = 38 → 9.5 a match.
    expect(averages).toEqual({
      matches: 4, points: 9.5, rebounds: 4, assists: 2, steals: 1, blocks: 0.5, turnovers: 1.5, fouls: 2, minutes: '25:00',
      freeThrows: { made: 1.5, attempts: 2, percent: 75 },
      twoPointers: { made: 2.5, attempts: 5, percent: 50 },
      threePointers: { made: 1, attempts: 1, percent: 100 },
      // (38 + 16 + 8 + 4 + 2 − 12 − 6) / 4 matches = 12.5
      efficiency: 12.5,
    });
  });

  it('rounds the shooting percentage in season views (2 of 3 → 67)', () => {
    expect(basketballAverages(basketball({ p2Sum: 2, p2MissSum: 1 })).twoPointers.percent).toBe(67);
    expect(basketballAverages(basketball({ p1Sum: 0, p1MissSum: 0 })).freeThrows).toEqual({ made: 0, attempts: 0, percent: 0 });
  });

  it('uses the answer’s points, gives 0 efficiency without matches or time, and dashes for unknown figures', () => {
    expect(basketballAverages(basketball({ points: 40 })).points).toBe(10);
    expect(seasonEfficiency(basketball({ matches: 0 }))).toBe(0);
    expect(seasonEfficiency(basketball({ totalSeconds: 0 }))).toBe(0);
    expect(seasonEfficiency(basketball({ matches: null }))).toBeNull();
    const unknown = basketballAverages(basketball({ matches: 0, p3Sum: null }));
    expect(unknown).toMatchObject({ points: null, minutes: null, efficiency: 0, threePointers: { made: null, attempts: null, percent: null } });
  });
});
