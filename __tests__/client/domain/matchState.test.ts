import { isHighlighted, liveIconOf, matchStatus } from '../../../src/client/domain/matchStatus';
import type { Match } from '../../../src/shared/contract';
import {
  isLiveNow,
  rowDestination,
  isReachableAsLive,
  isScheduledLive,
  matchDestination,
  matchState,
} from '../../../src/client/domain/matchState';
import { aMatch } from '../../support/builders';

const OSLO = 'Europe/Oslo';
/** An instant at the given Oslo wall-clock time on 21 November 2026 (UTC+1). */
const at = (hhmm: string, day = '21') => new Date(`2026-11-${day}T${hhmm.slice(0, 2)}:${hhmm.slice(2)}:00+01:00`);
const result = { homeGoals: 3, awayGoals: 2, matchEndResult: '3 - 2' };
/** The live icon and highlight through the match's status, with nothing heard from its feed. */
const liveIcon = (match: Match, now: Date, zone: string) => liveIconOf(match, matchStatus(match, now, zone, null));
const highlighted = (match: Match, now: Date, zone: string) => isHighlighted(match, matchStatus(match, now, zone, null));

describe('isLiveNow (SPEC §4, §9: today, start to end + 100)', () => {
  const match = aMatch({ matchDate: '2026-11-21', matchStartTime: 1830, matchEndTime: 2100 });
  it.each([
    ['a minute before the start', '1829', false],
    ['exactly at the start', '1830', true],
    ['during play', '1945', true],
    ['exactly at end + 100', '2200', true],
    ['one minute after end + 100', '2201', false],
  ])('%s (%s) → %p', (_, time, live) => {
    expect(isLiveNow(match, at(time), OSLO)).toBe(live);
  });

  it('pads three-digit times: 930 starts at 09:30', () => {
    const morning = aMatch({ matchDate: '2026-11-21', matchStartTime: 930, matchEndTime: 1200 });
    expect(isLiveNow(morning, at('0929'), OSLO)).toBe(false);
    expect(isLiveNow(morning, at('0930'), OSLO)).toBe(true);
    expect(isLiveNow(morning, at('1300'), OSLO)).toBe(true);
    expect(isLiveNow(morning, at('1301'), OSLO)).toBe(false);
  });

  // Issue 24 case 12: a late match ends after midnight (2200 + 2:30 = 0030); its window ran backwards.
  it('a match ending after midnight is live from its start to the end of its day', () => {
    const late = aMatch({ matchDate: '2026-11-21', matchStartTime: 2200, matchEndTime: 30 });
    expect(isLiveNow(late, at('2159'), OSLO)).toBe(false);
    expect(isLiveNow(late, at('2200'), OSLO)).toBe(true);
    expect(isLiveNow(late, at('2359'), OSLO)).toBe(true);
  });

  it('is not live on another day, even inside the hours', () => {
    expect(isLiveNow(match, at('1900', '22'), OSLO)).toBe(false);
  });

  it('reads "today" in the league zone: 00:10 in Oslo is still 23:10 UTC the day before', () => {
    const midnight = aMatch({ matchDate: '2026-11-22', matchStartTime: 0, matchEndTime: 230 });
    expect(isLiveNow(midnight, new Date('2026-11-21T23:10:00Z'), OSLO)).toBe(true);
    expect(isLiveNow(midnight, new Date('2026-11-21T23:10:00Z'), 'UTC')).toBe(false);
  });

  it('a late match stays live until midnight (end + 100 passes 2400)', () => {
    const late = aMatch({ matchDate: '2026-11-21', matchStartTime: 2100, matchEndTime: 2330 });
    expect(isLiveNow(late, at('2359'), OSLO)).toBe(true);
  });

  it('is not live without a start time', () => {
    expect(isLiveNow(aMatch({ matchStartTime: null }), at('1900'), OSLO)).toBe(false);
  });
});

describe('isScheduledLive (SPEC §4)', () => {
  it.each([
    ['today, no result, covered', {}, true],
    ['has a result', { matchResult: result }, false],
    ['not covered (None)', { liveClientType: 'None' as const }, false],
    ['no live client type', { liveClientType: null }, false],
    ['tomorrow', { matchDate: '2026-11-22' }, false],
  ])('%s → %p', (_, fields, expected) => {
    expect(isScheduledLive(aMatch({ matchDate: '2026-11-21', ...fields }), at('1200'), OSLO)).toBe(expected);
  });
});

describe('isReachableAsLive (SPEC §4, §9: covered and at most 14 days old)', () => {
  it.each([
    ['today', '2026-11-21', 'Simple' as const, true],
    ['14 days old', '2026-11-07', 'Standard' as const, true],
    ['15 days old', '2026-11-06', 'Advanced' as const, false],
    ['tomorrow', '2026-11-22', 'Advanced' as const, false],
    ['not covered', '2026-11-20', 'None' as const, false],
  ])('%s → %p', (_, matchDate, liveClientType, reachable) => {
    expect(isReachableAsLive(aMatch({ matchDate, liveClientType }), at('1200'), OSLO)).toBe(reachable);
  });
});

describe('matchState and matchDestination (SPEC §4)', () => {
  it.each([
    ['live and covered', { matchDate: '2026-11-21' }, '1900', 'live', 'livematch'],
    ['live but not covered, no result', { matchDate: '2026-11-21', liveClientType: 'None' as const }, '1900', 'live', 'matchnotready'],
    ['finished today after the window', { matchDate: '2026-11-21', matchResult: result }, '2300', 'finished', 'match'],
    ['finished last season', { matchDate: '2025-02-01', matchResult: result }, '1200', 'finished', 'match'],
    ['covered, 3 days old, no result yet', { matchDate: '2026-11-18' }, '1200', 'notReady', 'livematch'],
    ['covered, 20 days old, no result', { matchDate: '2026-11-01' }, '1200', 'notReady', 'matchnotready'],
    ['a fixture next week', { matchDate: '2026-11-28' }, '1200', 'notReady', 'matchnotready'],
    ['later today, not covered', { matchDate: '2026-11-21', liveClientType: null }, '1200', 'notReady', 'matchnotready'],
    ['later today, covered: not started yet', { matchDate: '2026-11-21' }, '1200', 'notReady', 'matchnotready'],
    ['covered, today, past end + 100, no result', { matchDate: '2026-11-21' }, '2300', 'notReady', 'livematch'],
  ])('%s → %s, opens %s', (_, fields, time, state, destination) => {
    const match = aMatch({ matchStartTime: 1830, matchEndTime: 2100, ...fields });
    expect(matchState(match, at(time), OSLO)).toBe(state);
    expect(matchDestination(match, at(time), OSLO)).toBe(destination);
  });
});

describe('liveIcon (SPEC §2: red while live, grey when covered but not running and without a result)', () => {
  it.each([
    ['covered, exactly at the start', { liveClientType: 'Advanced' as const }, '1830', 'live'],
    ['covered, exactly at end + 100', { liveClientType: 'Simple' as const }, '2200', 'live'],
    ['covered, one minute after end + 100, no result', { liveClientType: 'Standard' as const }, '2201', 'idle'],
    ['covered, one minute before the start', { liveClientType: 'Advanced' as const }, '1829', 'idle'],
    ['covered, finished with a result', { matchResult: result }, '2300', 'none'],
    ['covered, in the window with a result so far', { matchResult: result }, '1900', 'live'],
    ['covered, in the window, its record finished (issue 11 case 2: not red beside its final score)', { matchResult: result, statusTypeId: 3 }, '2130', 'none'],
    ['not covered (None), in the window', { liveClientType: 'None' as const }, '1900', 'none'],
    ['no live client type, before the start', { liveClientType: null }, '1200', 'none'],
    ['covered, a fixture next week', { matchDate: '2026-11-28' }, '1900', 'idle'],
  ])('%s → %s', (_, fields, time, icon) => {
    const match = aMatch({ matchDate: '2026-11-21', matchStartTime: 1830, matchEndTime: 2100, ...fields });
    expect(liveIcon(match, at(time), OSLO)).toBe(icon);
  });

  it('a three-digit start (930) is red from 09:30, grey at 09:29', () => {
    const morning = aMatch({ matchDate: '2026-11-21', matchStartTime: 930, matchEndTime: 1200 });
    expect(liveIcon(morning, at('0929'), OSLO)).toBe('idle');
    expect(liveIcon(morning, at('0930'), OSLO)).toBe('live');
  });

  it('a match at midnight is red at 00:00 Oslo and grey the evening before', () => {
    const midnight = aMatch({ matchDate: '2026-11-22', matchStartTime: 0, matchEndTime: 230 });
    expect(liveIcon(midnight, new Date('2026-11-21T23:00:00Z'), OSLO)).toBe('live');
    expect(liveIcon(midnight, new Date('2026-11-21T22:59:00Z'), OSLO)).toBe('idle');
  });
});

describe('isHighlighted (SPEC §2: a result or live status)', () => {
  it.each([
    ['a result', { matchResult: result }, '2300', true],
    ['live, no result yet', {}, '1830', true],
    ['live but not covered: still live status', { liveClientType: 'None' as const }, '1900', true],
    ['later today, no result', {}, '1200', false],
    ['one minute after end + 100, no result', {}, '2201', false],
  ])('%s → %p', (_, fields, time, expected) => {
    const match = aMatch({ matchDate: '2026-11-21', matchStartTime: 1830, matchEndTime: 2100, ...fields });
    expect(highlighted(match, at(time), OSLO)).toBe(expected);
  });
});

describe('rowDestination (SPEC §2: match, livematch, matchnotready or nowhere)', () => {
  it.each([
    ['finished → match', { matchResult: result }, '2300', 'match'],
    ['live and covered → livematch', {}, '1900', 'livematch'],
    ['later today, not covered → matchnotready', { liveClientType: null }, '1200', 'matchnotready'],
    ['postponed (4), no result → nowhere', { statusTypeId: 4, matchDate: '2026-11-28' }, '1200', null],
    ['canceled (5), no result → nowhere', { statusTypeId: 5, liveClientType: null }, '1200', null],
    ['canceled (5) but with a result → match', { statusTypeId: 5, matchResult: result }, '2300', 'match'],
    ['withdrawn (9), no result → nowhere', { statusTypeId: 9, liveClientType: null }, '1200', null],
    ["a withdrawn team's match (7), no result → nowhere", { statusTypeId: 7, matchDate: '2026-11-28' }, '1200', null],
    ['status unknown (null), a fixture → matchnotready', { statusTypeId: null, matchDate: '2026-11-28' }, '1200', 'matchnotready'],
  ])('%s', (_, fields, time, destination) => {
    const match = aMatch({ matchDate: '2026-11-21', matchStartTime: 1830, matchEndTime: 2100, ...fields });
    expect(rowDestination(match, at(time), OSLO)).toBe(destination);
  });
});
