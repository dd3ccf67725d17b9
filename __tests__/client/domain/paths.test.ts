import { paths, readSelectionQuery, routeNameOf, withSelectionQuery } from '../../../src/client/domain/paths';

describe('paths (SPEC §2)', () => {
  it('builds hrefs from typed params, leaving out missing ones', () => {
    expect(paths.match.href({ matchId: 5, seasonId: 2026, tournamentId: null })).toBe('/match?matchId=5&seasonId=2026');
    expect(paths.livematch.href({ matchId: 5, matchDate: '2026-11-21' })).toBe('/livematch?matchId=5&matchDate=2026-11-21');
    expect(paths.goalies.href()).toBe('/statistics/goalies');
    expect(paths.player.href({ playerId: 1, orgId: 2 })).toBe('/player/?playerId=1&orgId=2');
  });

  it('parses only well-formed values', () => {
    expect(paths.teammembers.parse('?seasonId=12&tournamentId=abc&team=7')).toEqual({ seasonId: 12, team: 7 });
    expect(paths.livematch.parse('?matchId=3&matchDate=21.11.2026')).toEqual({ matchId: 3 });
    expect(readSelectionQuery('?seasonId=-1&tournamentId=4')).toEqual({ seasonId: null, tournamentId: 4, team: null });
  });

  it('knows every route by its path, with or without a trailing slash', () => {
    expect(routeNameOf('/')).toBe('home');
    expect(routeNameOf('/statistics/basketball/players')).toBe('basketplayers');
    expect(routeNameOf('/player')).toBe('player');
    expect(routeNameOf('/player/')).toBe('player');
    expect(routeNameOf('/nowhere')).toBeNull();
  });

  it('writes the selection into a URL and keeps the other parameters', () => {
    expect(withSelectionQuery('/match', '?matchId=9&team=3', { seasonId: 1, tournamentId: 2, team: null })).toBe(
      '/match?matchId=9&seasonId=1&tournamentId=2',
    );
  });
});
