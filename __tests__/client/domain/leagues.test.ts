import { areResultsPublished, findLeagueOrFirst, keepPublishedTournaments, orderLeagues } from '../../../src/client/domain/leagues';
import { aTournament } from '../../support/builders';

describe('keepPublishedTournaments (SPEC §5)', () => {
  it('keeps only tournaments whose matches are published', () => {
    const shown = aTournament({ areMatchesPublished: true });
    const hidden = aTournament({ areMatchesPublished: false });
    expect(keepPublishedTournaments([shown, hidden])).toEqual([shown]);
  });
});

describe('orderLeagues (SPEC §9)', () => {
  const names = (list: ReturnType<typeof orderLeagues>) => list.map((t) => t.tournamentName);

  it('orders by division ascending, missing division last, ties by name', () => {
    const leagues = [
      aTournament({ tournamentName: 'C', division: null }),
      aTournament({ tournamentName: 'B', division: 2 }),
      aTournament({ tournamentName: 'A', division: 2 }),
      aTournament({ tournamentName: 'D', division: 1 }),
      aTournament({ tournamentName: 'E', division: null }),
    ];
    expect(names(orderLeagues(leagues, 199))).toEqual(['D', 'A', 'B', 'C', 'E']);
    expect(names(orderLeagues(leagues, null))).toEqual(['D', 'A', 'B', 'C', 'E']);
  });

  it('orders ice hockey (152) by the fixed name list, case-insensitively, then the rest by name', () => {
    const list = [
      'U18 Elite', '6.div menn', '1.div menn', 'EHL treningskamper', 'Bambusa-ligaen', 'NM sluttspill menn senior',
      '2.div menn', 'ehl', 'Bambusa-ligaen treningskamper', '1.div kvinner', '5.div menn', '3.div menn', '4.div menn', 'U20 Elite',
    ].map((tournamentName, index) => aTournament({ tournamentName, division: index }));
    expect(names(orderLeagues(list, 152))).toEqual([
      'NM sluttspill menn senior', 'ehl', 'EHL treningskamper', 'Bambusa-ligaen', 'Bambusa-ligaen treningskamper',
      '1.div kvinner', '1.div menn', '2.div menn', '3.div menn', '4.div menn', '5.div menn', '6.div menn',
      'U18 Elite', 'U20 Elite',
    ]);
  });

  it('does not change its input', () => {
    const input = Object.freeze([aTournament({ division: 2 }), aTournament({ division: 1 })]);
    expect(() => orderLeagues(input, null)).not.toThrow();
  });
});

describe('findLeagueOrFirst (SPEC §5 fallback)', () => {
  const leagues = [aTournament({ tournamentId: 7 }), aTournament({ tournamentId: 8 })];
  it.each([
    [8, 8],
    [99, 7],
    [null, 7],
  ])('tournamentId %p → %p', (asked, found) => expect(findLeagueOrFirst(leagues, asked)?.tournamentId).toBe(found));
  it('is null for no leagues', () => expect(findLeagueOrFirst([], 1)).toBeNull());
});

describe('areResultsPublished (SPEC §4: true when unknown)', () => {
  it.each([
    [true, true],
    [false, false],
    [null, true],
  ])('isResultPublished %p → %p', (flag, published) => {
    expect(areResultsPublished(aTournament({ isResultPublished: flag }))).toBe(published);
  });
  it('is true with no league', () => expect(areResultsPublished(null)).toBe(true));
});
