import { compareMatchesByDate, displayTeamName, keepListedMatches } from '../../../src/client/domain/matches';
import { aMatch } from '../../support/builders';

describe('keepListedMatches (SPEC §5: statusTypeId null or 1 to 5)', () => {
  it.each([
    [null, true], [0, false], [1, true], [3, true], [5, true], [6, false], [9, false],
  ])('statusTypeId %p → kept %p', (statusTypeId, kept) => {
    const match = aMatch({ statusTypeId });
    expect(keepListedMatches([match])).toEqual(kept ? [match] : []);
  });
});

describe('displayTeamName (SPEC §2: the overridden name if present)', () => {
  it.each([
    [null, 'Stjernen'],
    ['', 'Stjernen'],
    ['  ', 'Stjernen'],
    ['Stjernen Elite', 'Stjernen Elite'],
    [' Stjernen Elite  ', 'Stjernen Elite'],
  ])('home override %p → %p', (override, shown) => {
    expect(displayTeamName(aMatch({ hometeam: 'Stjernen', hometeamOverriddenName: override }), 'home')).toBe(shown);
  });
  it('trims the team name when there is no override (issue 25 case 7)', () => {
    expect(displayTeamName(aMatch({ hometeam: 'Frisk Asker Ishockey - MEN 1 ', hometeamOverriddenName: null }), 'home')).toBe('Frisk Asker Ishockey - MEN 1');
  });
  it('reads the away side', () => {
    expect(displayTeamName(aMatch({ awayteam: 'Comet', awayteamOverriddenName: 'Comet 2' }), 'away')).toBe('Comet 2');
  });
});

describe('compareMatchesByDate', () => {
  it('orders by day, then start time with unknown last, then id', () => {
    const list = [
      aMatch({ matchId: 4, matchDate: '2026-11-22', matchStartTime: 1000 }),
      aMatch({ matchId: 3, matchDate: '2026-11-21', matchStartTime: null }),
      aMatch({ matchId: 2, matchDate: '2026-11-21', matchStartTime: 1900 }),
      aMatch({ matchId: 1, matchDate: '2026-11-21T00:00:00', matchStartTime: 930 }),
      aMatch({ matchId: 0, matchDate: '2026-11-21', matchStartTime: 1900 }),
    ];
    expect([...list].sort(compareMatchesByDate).map((m) => m.matchId)).toEqual([1, 0, 2, 3, 4]);
  });
});
