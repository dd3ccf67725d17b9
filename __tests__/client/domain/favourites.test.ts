import {
  favouriteKey,
  favouritesFirst,
  favouritesOnly,
  involvesFavourite,
  MAX_FAVOURITES,
  parseFavourites,
  parseMyTeams,
  serialiseFavourites,
  toggleFavourite,
  type FavouriteKey,
} from '../../../src/client/domain/favourites';
import { sliderMatches } from '../../../src/client/domain/slider';
import { matchesOnDate } from '../../../src/client/domain/scoreboard';
import { aMatch } from '../../support/builders';

describe('favouriteKey (issue 16)', () => {
  it('names the sport and the team', () => {
    expect(favouriteKey(152, 1001)).toBe('152:1001');
  });
  it('keeps the same team id of two sports apart', () => {
    expect(favouriteKey(152, 7)).not.toBe(favouriteKey(199, 7));
  });
  it.each([
    [null, 1],
    [152, null],
    [undefined, 1],
    [152, 0],
    [-1, 5],
    [152, 1.5],
    [Number.NaN, 3],
  ])('has no key for sport %p and team %p', (sport, team) => {
    expect(favouriteKey(sport, team)).toBeNull();
  });
});

describe('parseFavourites: a broken store means fewer stars, never an error', () => {
  it('reads back what was saved', () => {
    const keys: FavouriteKey[] = ['152:1', '199:2'];
    expect(parseFavourites(serialiseFavourites(keys))).toEqual(keys);
  });
  it.each([null, '', 'not json', '{"a":1}', '42', 'null', '"152:1"', '[', 'true'])('reads %p as none', (raw) => {
    expect(parseFavourites(raw)).toEqual([]);
  });
  it('drops entries that are not keys and keeps the rest in order', () => {
    expect(parseFavourites(JSON.stringify(['152:1', 7, null, '152', 'x:1', '0:5', '152:-3', { key: '1:1' }, '199:9']))).toEqual(['152:1', '199:9']);
  });
  it('keeps a duplicate once, where it first stood', () => {
    expect(parseFavourites('["1:1","2:2","1:1"]')).toEqual(['1:1', '2:2']);
  });
  it(`reads at most ${MAX_FAVOURITES}`, () => {
    const many = Array.from({ length: MAX_FAVOURITES + 50 }, (_, index) => `152:${index + 1}`);
    const read = parseFavourites(JSON.stringify(many));
    expect(read).toHaveLength(MAX_FAVOURITES);
    expect(read[0]).toBe('152:1');
  });
});

describe('toggleFavourite', () => {
  it('stars a team last and unstars it again', () => {
    const starred = toggleFavourite(['152:1'], '152:2');
    expect(starred).toEqual(['152:1', '152:2']);
    expect(toggleFavourite(starred, '152:1')).toEqual(['152:2']);
  });
  it('does not change the list it was given', () => {
    const keys = Object.freeze(['152:1'] as FavouriteKey[]);
    toggleFavourite(keys, '152:2');
    expect(keys).toEqual(['152:1']);
  });
});

describe('involvesFavourite', () => {
  const match = aMatch({ sportId: 152, hometeamId: 11, awayteamId: 12 });
  it('is true for the home or the away team', () => {
    expect(involvesFavourite(match, new Set(['152:11']))).toBe(true);
    expect(involvesFavourite(match, new Set(['152:12']))).toBe(true);
  });
  it("is false for the same team id of another sport (the corporate preset's many sports)", () => {
    expect(involvesFavourite(match, new Set(['199:11', '157:12']))).toBe(false);
  });
  it('is false with nothing starred', () => {
    expect(involvesFavourite(match, new Set())).toBe(false);
  });
});

describe('favouritesFirst: the favourites group first, the spec order kept within both groups', () => {
  const a = aMatch({ matchId: 1, matchStartTime: 1200, hometeamId: 1, awayteamId: 2 });
  const b = aMatch({ matchId: 2, matchStartTime: 1300, hometeamId: 3, awayteamId: 4 });
  const c = aMatch({ matchId: 3, matchStartTime: 1400, hometeamId: 5, awayteamId: 1 });
  const d = aMatch({ matchId: 4, matchStartTime: 1500, hometeamId: 6, awayteamId: 7 });
  const e = aMatch({ matchId: 5, matchStartTime: 1600, hometeamId: 8, awayteamId: 4 });
  const ids = (matches: readonly { matchId: number }[]) => matches.map((match) => match.matchId);

  it('moves every match of a starred team forward, home or away, in kick-off order', () => {
    const ordered = matchesOnDate([e, d, c, b, a], '2026-11-21');
    expect(ids(favouritesFirst(ordered, new Set(['152:1', '152:4'])))).toEqual([1, 2, 3, 5, 4]);
  });
  it('keeps the input order of each group even when it is not by date (stable)', () => {
    expect(ids(favouritesFirst([e, a, d, c], new Set(['152:1'])))).toEqual([1, 3, 5, 4]);
  });
  it('returns the same list when nothing is starred, nothing matches or everything matches', () => {
    const list = [a, b];
    expect(favouritesFirst(list, new Set())).toBe(list);
    expect(favouritesFirst(list, new Set(['152:99']))).toBe(list);
    expect(favouritesFirst(list, new Set(['152:1', '152:3']))).toBe(list);
  });
  it('does not move a match of the same team id in another sport', () => {
    const basketball = aMatch({ matchId: 9, sportId: 199, matchStartTime: 1900, hometeamId: 1, awayteamId: 2 });
    expect(ids(favouritesFirst([b, basketball], new Set(['152:1'])))).toEqual([2, 9]);
  });
  it("keeps the slider's window and puts a favourite's cards first, each group by date", () => {
    const now = new Date('2026-11-21T17:00:00Z');
    const early = aMatch({ matchId: 10, matchDate: '2026-11-01', hometeamId: 30, awayteamId: 31 });
    const fav = aMatch({ matchId: 11, matchDate: '2026-11-28', hometeamId: 31, awayteamId: 40 });
    const mid = aMatch({ matchId: 12, matchDate: '2026-11-10', hometeamId: 50, awayteamId: 51 });
    const outside = aMatch({ matchId: 13, matchDate: '2027-03-01', hometeamId: 40, awayteamId: 52 });
    const shown = favouritesFirst(sliderMatches([outside, fav, mid, early], now, 'Europe/Oslo'), new Set(['152:40']));
    expect(ids(shown)).toEqual([11, 10, 12]);
  });
});

describe('favouritesOnly and the My teams URL flag', () => {
  it("keeps only the starred teams' matches", () => {
    const mine = aMatch({ hometeamId: 5 });
    const other = aMatch({ hometeamId: 6, awayteamId: 7 });
    expect(favouritesOnly([mine, other], new Set(['152:5']))).toEqual([mine]);
    expect(favouritesOnly([mine, other], new Set())).toEqual([]);
  });
  it.each([
    ['1', true],
    [null, false],
    ['0', false],
    ['true', false],
    ['', false],
  ])('reads myTeams=%p as %p', (raw, on) => {
    expect(parseMyTeams(raw)).toBe(on);
  });
});
