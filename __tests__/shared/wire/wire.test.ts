import { ConfigError, parseMatch, parseSiteConfig, parseTournament } from '../../../src/shared/wire';
import { testConfig } from '../../support/services';

describe('wire parsers', () => {
  it('reads a match with missing and null fields without throwing', () => {
    expect(parseMatch({ matchId: '42', matchDate: '2026-11-21T00:00:00', matchResult: { homeGoals: 2 }, liveClientType: 'Bogus' })).toMatchObject({
      matchId: 42,
      id: 42,
      matchDate: '2026-11-21T00:00:00',
      matchStartTime: null,
      hometeam: '',
      matchResult: null,
      liveClientType: null,
      statusTypeId: null,
    });
  });

  it('drops a match without identity or date', () => {
    expect(parseMatch({ matchDate: '2026-11-21' })).toBeNull();
    expect(parseMatch({ matchId: 1, matchDate: 'tomorrow' })).toBeNull();
    expect(parseMatch('nonsense')).toBeNull();
  });

  it('treats unknown match publication as unpublished and unknown results flag as unknown', () => {
    expect(parseTournament({ tournamentId: 3, sportId: 152, tournamentName: 'EHL' })).toMatchObject({
      areMatchesPublished: false,
      isResultPublished: null,
      division: null,
    });
  });

  it('accepts a valid configuration and names the field of an invalid one', () => {
    expect(parseSiteConfig(testConfig())).toEqual(testConfig());
    expect(() => parseSiteConfig({ ...testConfig(), orgId: 'x' })).toThrow(new ConfigError('config.json: orgId must be a positive id'));
    expect(() => parseSiteConfig({ ...testConfig(), timeZone: 'Mars/Olympus' })).toThrow(/timeZone/);
  });

  it('reads live.feed (issue 25 case 6): false when nothing publishes; an older server without the flag had a feed', () => {
    const config = testConfig();
    expect(parseSiteConfig({ ...config, live: { ...config.live, feed: false } }).live.feed).toBe(false);
    expect(parseSiteConfig({ ...config, live: { ...config.live, feed: true } }).live.feed).toBe(true);
    const { feed: _absent, ...older } = config.live;
    expect(parseSiteConfig({ ...config, live: older }).live.feed).toBe(true);
  });
});
