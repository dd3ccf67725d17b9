/** The helper browser tests import to find the day's overtime and shootout (src/server/demo/testFixtures.ts). */
import { DEFAULT_DEMO_SEED } from '../../../src/server/config';
import { createDemoLeague } from '../../../src/server/demo';
import { overtimeMatchOf } from '../../../src/server/demo/testFixtures';
import { liveEventsOf } from '../../../src/server/live/simulator/toLiveEvents';
import { hockeyGoals } from '../../../src/server/demo/projections';

describe('overtimeMatchOf (issue 11 F)', () => {
  it.each(['2026-11-21', '2026-11-25'])('on %s names a live-covered EHL match that the server plays to an overtime win', (date) => {
    const found = overtimeMatchOf(date);
    expect(found.decidedIn).toBe('overtime');
    // What a server started a minute before kick-off on that day (default seed, Oslo) serves.
    const server = createDemoLeague({ seed: DEFAULT_DEMO_SEED, timeZone: 'Europe/Oslo', now: () => new Date(Date.parse(found.kickoffIso) - 60_000) });
    const fixture = server.fixture(found.matchId);
    expect(fixture).toMatchObject({ tournamentId: found.tournamentId, seasonId: found.seasonId, liveClientType: 'Advanced', localDate: date });
    expect(server.tournament(found.tournamentId)?.tournament.tournamentName).toBe('EHL');
    expect(new Date(fixture?.kickoffMs ?? 0).toISOString()).toBe(found.kickoffIso);
    expect(server.match(found.matchId)?.statusTypeId).toBe(1);
    expect([server.team(fixture?.homeTeamId ?? 0)?.name, server.team(fixture?.awayTeamId ?? 0)?.name]).toEqual([found.homeName, found.awayName]);
    // Tied after regulation, decided by the overtime goal: the feed ends in period 4, "Overtime".
    expect(Math.abs(found.finalHome - found.finalAway)).toBe(1);
    const feed = liveEventsOf(server, found.matchId).map((x) => x.event);
    const end = feed.at(-1);
    expect(end).toMatchObject({ TypeName: 'Match end', Period: 4, PeriodName: 'Overtime', h: found.finalHome, a: found.finalAway });
    const goals = feed.filter((e) => e.MatchEventType === 'Goal');
    expect(goals.at(-1)?.Period).toBe(4);
    expect(goals.filter((e) => (e.Period ?? 0) <= 3).length % 2).toBe(0);
  });

  it('with decidedIn: shootout names the match decided in a shootout', () => {
    const found = overtimeMatchOf('2026-11-21', { decidedIn: 'shootout' });
    expect(found.decidedIn).toBe('shootout');
    const server = createDemoLeague({ seed: DEFAULT_DEMO_SEED, timeZone: 'Europe/Oslo', now: () => new Date(found.kickoffIso) });
    const end = liveEventsOf(server, found.matchId).at(-1)?.event;
    expect(end).toMatchObject({ TypeName: 'Match end', Period: 5, PeriodName: 'Shootout', h: found.finalHome, a: found.finalAway });
    expect(overtimeMatchOf('2026-11-21').matchId).not.toBe(found.matchId);
  });
});

describe('icehockey/Match/Goals of a shootout (issue 11 case 6)', () => {
  it('lists the scored shootout attempts after the match goals, in the shootout period, one more for the winner', () => {
    const found = overtimeMatchOf('2026-11-21', { decidedIn: 'shootout' });
    const league = createDemoLeague({ seed: DEFAULT_DEMO_SEED, timeZone: 'Europe/Oslo', now: () => new Date(Date.parse(found.kickoffIso) + 3 * 3600_000) });
    const goals = hockeyGoals(league, found.matchId);
    const shootout = goals.filter((goal) => goal.periodId === 5);
    const match = goals.filter((goal) => goal.periodId <= 4);
    expect(shootout.length).toBeGreaterThan(0);
    // The shootout comes last, and its scorers carry no assists.
    expect(goals.slice(-shootout.length)).toEqual(shootout);
    expect(shootout.every((goal) => goal.firstAssistPersonId === null && goal.secondAssistPersonId === null)).toBe(true);
    // Level after the match goals; the winner scored more times in the shootout and gets the deciding goal.
    const side = (list: typeof goals, team: 'H' | 'B') => list.filter((goal) => goal.homeOrAwayTeam === team).length;
    expect(side(match, 'H')).toBe(side(match, 'B'));
    const winner = found.finalHome > found.finalAway ? 'H' : 'B';
    const loser = winner === 'H' ? 'B' : 'H';
    expect(side(shootout, winner)).toBeGreaterThan(side(shootout, loser));
    expect(Math.max(found.finalHome, found.finalAway)).toBe(side(match, winner) + 1);
  });
});
