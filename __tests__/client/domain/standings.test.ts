import type { StandingsRow } from '../../../src/shared/contract';
import {
  DEFAULT_COLUMNS,
  penaltyMinutesCell,
  standingsCell,
  standingsColumns,
  standingsLabelKey,
  standingsVariant,
} from '../../../src/client/domain/standings';

const row = (overrides: Partial<StandingsRow> = {}): StandingsRow => ({
  position: 1,
  orgId: 7,
  orgName: 'Stjernen',
  matches: 9,
  victories: 6,
  draws: 0,
  losses: 3,
  totalPoints: 20,
  goalsScored: 30,
  goalsConceeded: 20,
  goalDifference: 10,
  penaltyMinutes: 0,
  bonusPointsTotal: 1,
  totalGoalsFormatted: '30 - 20',
  pointsPercentageOfTotal: 12.5,
  victoriesFulltimeTotal: 5,
  victoriesOvertimeTotal: 1,
  victoriesPenaltiesTotal: 0,
  lossesFulltimeTotal: 2,
  lossesOvertimeTotal: 1,
  lossesPenaltiesTotal: 0,
  partialPointsScored: null,
  partialPointsConceded: null,
  partialPointsDifference: null,
  ...overrides,
});

describe('standings variant (SPEC §2)', () => {
  it.each([
    [152, 'hockey'],
    [199, 'basketball'],
    [157, 'volleyball'],
    [209, 'golf'],
    [207, 'generic'],
    [210, 'generic'],
    [373, 'generic'],
    [71, 'generic'],
    [999, null],
    [null, null],
  ])('sport %p has the %p table', (sportId, variant) => {
    expect(standingsVariant(sportId)).toBe(variant);
  });
});

describe('columns from presentation settings (SPEC §3, §9 parameter type ids)', () => {
  it('uses the settings order by type id, then a name that is a field, and leaves out unknown ones', () => {
    const settings = [
      { presentationParameterTypeId: 5, presentationParameterLabel: 'P', presentationParameterName: 'whatever' },
      { presentationParameterTypeId: 1, presentationParameterLabel: 'GP', presentationParameterName: 'matches' },
      { presentationParameterTypeId: 41, presentationParameterLabel: 'PIM', presentationParameterName: 'penaltyMinutes' },
      { presentationParameterTypeId: 999, presentationParameterLabel: '?', presentationParameterName: 'goalDifference' },
      { presentationParameterTypeId: 998, presentationParameterLabel: '?', presentationParameterName: 'nonsense' },
    ];
    expect(standingsColumns('hockey', settings)).toEqual(['totalPoints', 'matches', 'penaltyMinutes', 'goalDifference']);
  });

  it('falls back to the sport defaults without settings; the generic table is GP, W, L, D, +/-, P', () => {
    expect(standingsColumns('generic', [])).toEqual(['matches', 'victories', 'losses', 'draws', 'goalDifference', 'totalPoints']);
    expect(standingsColumns('hockey', [])).toEqual(DEFAULT_COLUMNS.hockey);
    expect(DEFAULT_COLUMNS.hockey).toHaveLength(15);
    expect(standingsColumns('basketball', [])).toEqual(['matches', 'victories', 'losses', 'goalDifference', 'totalPoints']);
  });

  it('labels volleyball sets and rally points and golf holes by what they hold', () => {
    expect(standingsLabelKey('volleyball', 'goalsScored')).toBe('setsWon');
    expect(standingsLabelKey('volleyball', 'partialPointsDifference')).toBe('pointsDifference');
    expect(standingsLabelKey('golf', 'draws')).toBe('halved');
    expect(standingsLabelKey('hockey', 'goalsScored')).toBe('goalsScored');
  });
});

describe('cells (SPEC §5 dash, §9 points percentage)', () => {
  it('shows penalty minutes 0 as a dash, other minutes as they are', () => {
    expect(penaltyMinutesCell(0)).toBeNull();
    expect(penaltyMinutesCell(null)).toBeNull();
    expect(penaltyMinutesCell(12)).toBe(12);
    expect(standingsCell(row({ penaltyMinutes: 0 }), 'penaltyMinutes', 'hockey', 'EHL')).toBeNull();
  });

  it.each([
    ['EHL', 20, 9, 74.07],
    ['1.div menn senior', 20, 9, 74.07],
    ['Bambusa-ligaen', 20, 9, 74.07],
    ['U18 Elite', 27, 9, 100],
    ['1.div kvinner', 20, 9, 111.11],
    ['2.div menn', 9, 9, 50],
  ])('computes the hockey points percentage for %p from total points %p over %p matches: %p', (league, points, matches, expected) => {
    expect(standingsCell(row({ totalPoints: points, matches }), 'pointsPercentageOfTotal', 'hockey', league)).toBe(expected);
  });

  it('shows a dash for the percentage with no matches played or a missing figure, and for any missing figure', () => {
    expect(standingsCell(row({ matches: 0, totalPoints: 0 }), 'pointsPercentageOfTotal', 'hockey', 'EHL')).toBeNull();
    expect(standingsCell(row({ totalPoints: null }), 'pointsPercentageOfTotal', 'hockey', 'EHL')).toBeNull();
    expect(standingsCell(row({ victories: null }), 'victories', 'generic', 'Bedriftsfotball')).toBeNull();
    expect(standingsCell(row(), 'totalGoalsFormatted', 'hockey', 'EHL')).toBe('30 - 20');
  });
});
