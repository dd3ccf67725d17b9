import {
  filterByTeam,
  involvesTeam,
  isPlayed,
  matchesOnDate,
  otherTournamentMatches,
  parseScheduleView,
  scheduledSportIds,
  scheduleMatches,
} from '../../../src/client/domain/scoreboard';
import { matchStatus, type LiveSummary } from '../../../src/client/domain/matchStatus';
import type { Match } from '../../../src/shared/contract';
import { aMatch, aTournament } from '../../support/builders';

const OSLO = 'Europe/Oslo';
const at = (hhmm: string, day = '21') => new Date(`2026-11-${day}T${hhmm.slice(0, 2)}:${hhmm.slice(2)}:00+01:00`);
const result = { homeGoals: 1, awayGoals: 0, matchEndResult: '1 - 0' };

describe('matchesOnDate', () => {
  it('keeps the day’s matches in kick-off order (three-digit times first)', () => {
    const late = aMatch({ matchId: 1, matchDate: '2026-11-21T00:00:00', matchStartTime: 1900 });
    const early = aMatch({ matchId: 2, matchDate: '2026-11-21', matchStartTime: 930 });
    const tomorrow = aMatch({ matchId: 3, matchDate: '2026-11-22', matchStartTime: 0 });
    expect(matchesOnDate([late, tomorrow, early], '2026-11-21').map((m) => m.matchId)).toEqual([2, 1]);
  });
});

describe('team filter (SPEC §2: home or away)', () => {
  const home = aMatch({ matchId: 1, hometeamId: 7, awayteamId: 8 });
  const away = aMatch({ matchId: 2, hometeamId: 9, awayteamId: 7 });
  const neither = aMatch({ matchId: 3, hometeamId: 8, awayteamId: 9 });
  it.each([
    [null, [1, 2, 3]],
    [7, [1, 2]],
    [9, [2, 3]],
    [99, []],
  ])('team %p → %p', (teamId, ids) => {
    expect(filterByTeam([home, away, neither], teamId).map((m) => m.matchId)).toEqual(ids);
  });
  it('involvesTeam', () => {
    expect(involvesTeam(home, 8)).toBe(true);
    expect(involvesTeam(neither, 7)).toBe(false);
  });
});

describe('otherTournamentMatches (SPEC §2: the organisation\'s other tournaments)', () => {
  const catalogue = [aTournament({ tournamentId: 5 }), aTournament({ tournamentId: 6 }), aTournament({ tournamentId: 7 })];
  it('drops the selected league and keeps the rest in order', () => {
    const mine = aMatch({ matchId: 1, tournamentId: 5 });
    const other = aMatch({ matchId: 2, tournamentId: 6, matchStartTime: 2000 });
    const another = aMatch({ matchId: 3, tournamentId: 7, matchStartTime: 1000 });
    expect(otherTournamentMatches([mine, other, another], 5, catalogue).map((m) => m.matchId)).toEqual([3, 2]);
    expect(otherTournamentMatches([mine], null, catalogue).map((m) => m.matchId)).toEqual([1]);
  });
  // Issue 24 case 9: ScheduledMatchesBySport answers for the whole sport, other organisations' leagues included.
  it("keeps only the catalogue's tournaments: another organisation's league of the sport is not listed", () => {
    const own = aMatch({ matchId: 1, tournamentId: 6 });
    const foreign = aMatch({ matchId: 2, tournamentId: 4087 });
    expect(otherTournamentMatches([own, foreign], 5, catalogue).map((m) => m.matchId)).toEqual([1]);
    expect(otherTournamentMatches([own, foreign], 5, [])).toEqual([]);
  });
});

describe('scheduledSportIds (SPEC §7 ScheduledMatchesBySport)', () => {
  it('the configured sport alone', () => {
    expect(scheduledSportIds(152, [aTournament({ sportId: 199 })])).toEqual([152]);
  });
  it('no configured sport: the distinct sports of the leagues, ascending', () => {
    const leagues = [aTournament({ sportId: 207 }), aTournament({ sportId: 72 }), aTournament({ sportId: 207 })];
    expect(scheduledSportIds(null, leagues)).toEqual([72, 207]);
  });
  it('no configured sport and no leagues yet: nothing to ask', () => {
    expect(scheduledSportIds(null, [])).toEqual([]);
  });
});

describe('schedule toggle (SPEC §4: Upcoming by default)', () => {
  it.each([
    [null, 'upcoming'],
    ['upcoming', 'upcoming'],
    ['played', 'played'],
    ['Played', 'upcoming'],
    ['garbage', 'upcoming'],
  ])('stored %p → %s', (raw, view) => {
    expect(parseScheduleView(raw)).toBe(view);
  });
});

describe('isPlayed and scheduleMatches (SPEC §2 schedule lists)', () => {
  const base = { matchDate: '2026-11-21', matchStartTime: 1830, matchEndTime: 2100 };
  const played = (match: Match, now: Date, live: LiveSummary | null = null) => isPlayed(match, matchStatus(match, now, OSLO, live), now, OSLO);
  it.each([
    ['finished with a result', { matchResult: result }, '2300', true],
    // Issue 24 case 8: finished is Played at once, not Upcoming until its live window closes.
    ['finished (status 3, result) inside its live window', { statusTypeId: 3, matchResult: result }, '2130', true],
    ['in progress (exactly at the start)', {}, '1830', false],
    ['exactly at end + 100, no result: still live', {}, '2200', false],
    ['one minute after end + 100, no result: past', {}, '2201', true],
    ['later today', {}, '1200', false],
    ['yesterday with no result', { matchDate: '2026-11-20' }, '1200', true],
    ['next week', { matchDate: '2026-11-28' }, '1200', false],
    ['withdrawn next week: not finished, not past', { matchDate: '2026-11-28', statusTypeId: 9 }, '1200', false],
    ['postponed last week: past', { matchDate: '2026-11-14', statusTypeId: 4 }, '1200', true],
  ])('%s → played %p', (_, fields, time, expected) => {
    expect(played(aMatch({ ...base, ...fields }), at(time))).toBe(expected);
  });

  // Issue 24 case 8: "Upcoming" listed a finished match until its SPEC §9 live window (end + 100) closed.
  it('a finished match is in Played, not Upcoming, while its live window is still open', () => {
    const finished = aMatch({ ...base, matchId: 8, statusTypeId: 3, matchResult: result });
    expect(scheduleMatches([finished], 'upcoming', at('2130'), OSLO, {})).toEqual([]);
    expect(scheduleMatches([finished], 'played', at('2130'), OSLO, {}).map((m) => m.matchId)).toEqual([8]);
  });

  it('a match whose feed has ended is Played before its record says so', () => {
    const match = aMatch({ ...base, matchId: 7 });
    const ended: LiveSummary = { score: { h: 2, a: 1 }, phase: { kind: 'ended', decidedIn: 'regulation' } };
    expect(played(match, at('2040'), ended)).toBe(true);
    expect(scheduleMatches([match], 'upcoming', at('2040'), OSLO, { 7: ended })).toEqual([]);
    expect(scheduleMatches([match], 'played', at('2040'), OSLO, { 7: ended }).map((m) => m.matchId)).toEqual([7]);
  });

  it('Upcoming soonest first, Played most recent first', () => {
    const old = aMatch({ matchId: 1, matchDate: '2026-11-10', matchResult: result });
    const recent = aMatch({ matchId: 2, matchDate: '2026-11-20', matchResult: result });
    const soon = aMatch({ matchId: 3, matchDate: '2026-11-22' });
    const later = aMatch({ matchId: 4, matchDate: '2026-12-01' });
    const all = [later, old, soon, recent];
    expect(scheduleMatches(all, 'upcoming', at('1200'), OSLO, {}).map((m) => m.matchId)).toEqual([3, 4]);
    expect(scheduleMatches(all, 'played', at('1200'), OSLO, {}).map((m) => m.matchId)).toEqual([2, 1]);
  });
});
