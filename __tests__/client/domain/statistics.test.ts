import {
  attendanceAverage,
  faceoffPercentValue,
  GOALIE_QUALIFYING_PERCENT,
  goalieMinimumGames,
  goalieQualification,
  goalieRates,
  MATCH_COUNT_OPTIONS,
  parseMatchCount,
  parseOpponentId,
  penaltyKillPercent,
  powerPlayPercent,
  skaterShotPercent,
  statsFilters,
  STATS_PAGE_SIZE,
  STATS_PAGE_SIZE_PHONE,
  teamGamesFromGoalies,
} from '../../../src/client/domain/statistics';

describe('match-count filter (SPEC §2, §9)', () => {
  it('offers All (0) and the last 1, 2, 4, 5 and 10 matches', () => {
    expect(MATCH_COUNT_OPTIONS).toEqual([0, 1, 2, 4, 5, 10]);
  });

  it.each([
    ['5', 5],
    ['10', 10],
    [' 1 ', 1],
    ['0', 0],
    ['7', 0],
    ['3', 0],
    ['abc', 0],
    ['-1', 0],
    ['5.0', 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
  ])('reads %p as %p', (text, expected) => {
    expect(parseMatchCount(text)).toBe(expected);
  });

  it('reads an opponent id, or none for anything that is not a positive id', () => {
    expect(parseOpponentId('123')).toBe(123);
    expect(parseOpponentId('abc')).toBeNull();
    expect(parseOpponentId('0')).toBeNull();
    expect(parseOpponentId('-4')).toBeNull();
    expect(parseOpponentId('99999999999')).toBeNull();
    expect(parseOpponentId(null)).toBeNull();
  });

  it('sends no filter for All and no opponent', () => {
    expect(statsFilters(0, null)).toEqual({ numberMatches: null, opponentId: null });
    expect(statsFilters(5, 8)).toEqual({ numberMatches: 5, opponentId: 8 });
  });

  it('pages by 20, by 10 on a phone (SPEC §9)', () => {
    expect([STATS_PAGE_SIZE, STATS_PAGE_SIZE_PHONE]).toEqual([20, 10]);
  });
});

describe('team percentages by the SPEC §5 season rule', () => {
  it('PP% is power-play goals of advantages: 0 without advantages, 100 with no misses, else rounded', () => {
    expect(powerPlayPercent(0, 0)).toBe(0);
    expect(powerPlayPercent(4, 4)).toBe(100);
    expect(powerPlayPercent(1, 3)).toBe(33);
    expect(powerPlayPercent(2, 3)).toBe(67);
    expect(powerPlayPercent(0, 5)).toBe(0);
    expect(powerPlayPercent(null, 5)).toBeNull();
    expect(powerPlayPercent(5, null)).toBeNull();
  });

  it('PK% is the times short-handed killed (TSH − PPGA) of TSH', () => {
    expect(penaltyKillPercent(0, 0)).toBe(0);
    expect(penaltyKillPercent(0, 6)).toBe(100);
    expect(penaltyKillPercent(1, 3)).toBe(67);
    expect(penaltyKillPercent(2, 3)).toBe(33);
    expect(penaltyKillPercent(3, 3)).toBe(0);
    expect(penaltyKillPercent(null, 3)).toBeNull();
  });

  it('never reads above 100 or below 0 from an inconsistent answer', () => {
    expect(powerPlayPercent(5, 3)).toBe(100);
    expect(penaltyKillPercent(5, 3)).toBe(0);
  });
});

describe('player and goalie figures (the profile and match rules, reused)', () => {
  it('S% is goals of shots on goal by the season rule', () => {
    expect(skaterShotPercent(1, 3)).toBe(33);
    expect(skaterShotPercent(0, 0)).toBe(0);
    expect(skaterShotPercent(2, 2)).toBe(100);
    expect(skaterShotPercent(null, 4)).toBeNull();
  });

  it('S% (issue 25 case 1): its own from goals and shots when both are known, else the answer’s shotsPct to a whole percent', () => {
    expect(skaterShotPercent(1, 3, 40)).toBe(33);
    expect(skaterShotPercent(0, 0, 12.5)).toBe(0);
    expect(skaterShotPercent(null, 9, 12.5)).toBe(13);
    expect(skaterShotPercent(2, null, 22.2)).toBe(22);
    expect(skaterShotPercent(null, null, 0)).toBe(0);
    expect(skaterShotPercent(null, null, null)).toBeNull();
  });

  it('FO% is 100 × the fraction with one decimal', () => {
    expect(faceoffPercentValue(0.5234)).toBe(52.3);
    expect(faceoffPercentValue(null)).toBeNull();
  });

  it('GAA per 60 minutes (two decimals), SV% of shots against (one decimal), TOI as mm:ss', () => {
    expect(goalieRates({ toiSeconds: 7200, ga: 5, sv: 55 })).toEqual({ timeOnIce: '120:00', gaa: 2.5, savePercent: 91.7 });
    expect(goalieRates({ toiSeconds: 0, ga: 0, sv: 0 })).toMatchObject({ gaa: 0, savePercent: 0, timeOnIce: '00:00' });
    expect(goalieRates({ toiSeconds: null, ga: 2, sv: null })).toEqual({ timeOnIce: null, gaa: null, savePercent: null });
  });
});

describe('attendance average', () => {
  it('is the total per game, rounded to a whole spectator; 0 with no games; unknown when a count is', () => {
    expect(attendanceAverage(1000, 3)).toBe(333);
    expect(attendanceAverage(1001, 2)).toBe(501);
    expect(attendanceAverage(0, 0)).toBe(0);
    expect(attendanceAverage(500, 0)).toBe(0);
    expect(attendanceAverage(null, 3)).toBeNull();
    expect(attendanceAverage(900, null)).toBeNull();
  });
});

describe('goalie qualification: 40 % of the team’s games (issue 24 case 14)', () => {
  it('is 40 %, rounded up to whole games, at least one game, exact at the boundary', () => {
    expect(GOALIE_QUALIFYING_PERCENT).toBe(40);
    expect([0, 1, 2, 3, 5, 10, 15, 52].map(goalieMinimumGames)).toEqual([1, 1, 1, 2, 2, 4, 6, 21]);
    expect(goalieQualification(4, 10)).toBe('qualified');
    expect(goalieQualification(3, 10)).toBe('notQualified');
    // 40 % of 15 is 6 exactly (not 6.000…1 rounded up to 7).
    expect(goalieQualification(6, 15)).toBe('qualified');
    expect(goalieQualification(1, 1)).toBe('qualified');
  });

  it('never qualifies a goalie without a game; an unknown count on either side is unknown', () => {
    expect(goalieQualification(0, 0)).toBe('notQualified');
    expect(goalieQualification(0, 10)).toBe('notQualified');
    expect(goalieQualification(null, 10)).toBe('unknown');
    expect(goalieQualification(5, null)).toBe('unknown');
  });
});

describe('a team’s games from its goalie rows (issue 24 case 14)', () => {
  const row = (orgId: number, gp: number | null, w: number | null, l: number | null, teamName = 'Team') => ({ orgId, teamName, gp, w, l });

  it('adds up the decisions per team, never fewer than the most games one goalie played', () => {
    const games = teamGamesFromGoalies([row(7, 8, 6, 2), row(7, 2, 0, 2), row(9, 5, 1, 1), row(0, 3, 2, 1, 'Ukjent')], 0);
    expect(games.get('org:7')).toBe(10);
    expect(games.get('org:9')).toBe(5);
    expect(games.get('name:Ukjent')).toBe(3);
  });

  it('counts at most N under "last N matches"; zero games is zero; an unknown decision makes the team unknown', () => {
    expect(teamGamesFromGoalies([row(7, 5, 3, 2), row(7, 4, 2, 2)], 5).get('org:7')).toBe(5);
    expect(teamGamesFromGoalies([row(7, 0, 0, 0)], 0).get('org:7')).toBe(0);
    expect(teamGamesFromGoalies([row(7, 8, 6, 2), row(7, 2, null, 2)], 0).get('org:7')).toBeNull();
    expect(teamGamesFromGoalies([row(7, null, 1, 0)], 0).get('org:7')).toBeNull();
  });
});
