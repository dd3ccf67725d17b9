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

describe('otherTournamentMatches', () => {
  it('drops the selected league and keeps the rest in order', () => {
    const mine = aMatch({ matchId: 1, tournamentId: 5 });
    const other = aMatch({ matchId: 2, tournamentId: 6, matchStartTime: 2000 });
    const another = aMatch({ matchId: 3, tournamentId: 7, matchStartTime: 1000 });
    expect(otherTournamentMatches([mine, other, another], 5).map((m) => m.matchId)).toEqual([3, 2]);
    expect(otherTournamentMatches([mine], null).map((m) => m.matchId)).toEqual([1]);
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
  it.each([
    ['finished with a result', { matchResult: result }, '2300', true],
    ['in progress (exactly at the start)', {}, '1830', false],
    ['exactly at end + 100, no result: still live', {}, '2200', false],
    ['one minute after end + 100, no result: past', {}, '2201', true],
    ['later today', {}, '1200', false],
    ['yesterday with no result', { matchDate: '2026-11-20' }, '1200', true],
    ['next week', { matchDate: '2026-11-28' }, '1200', false],
  ])('%s → played %p', (_, fields, time, played) => {
    expect(isPlayed(aMatch({ ...base, ...fields }), at(time), OSLO)).toBe(played);
  });

  it('Upcoming soonest first, Played most recent first', () => {
    const old = aMatch({ matchId: 1, matchDate: '2026-11-10', matchResult: result });
    const recent = aMatch({ matchId: 2, matchDate: '2026-11-20', matchResult: result });
    const soon = aMatch({ matchId: 3, matchDate: '2026-11-22' });
    const later = aMatch({ matchId: 4, matchDate: '2026-12-01' });
    const all = [later, old, soon, recent];
    expect(scheduleMatches(all, 'upcoming', at('1200'), OSLO).map((m) => m.matchId)).toEqual([3, 4]);
    expect(scheduleMatches(all, 'played', at('1200'), OSLO).map((m) => m.matchId)).toEqual([2, 1]);
  });
});
