/** The live feed of one simulated match (src/server/live/simulator/toLiveEvents.ts). */
import { createDemoLeague, type DemoLeague } from '../../../src/server/demo';
import { matchReferees } from '../../../src/server/demo/projections/officials';
import { liveFeedMatchIds } from '../../../src/server/live/simulator/simulator';
import {
  CORRECTION_DELAY_SECONDS,
  DELETE_DELAY_SECONDS,
  EARLY_MISTAKE_SECONDS,
  liveEventsOf,
  type TimedLiveEvent,
} from '../../../src/server/live/simulator/toLiveEvents';
import { LIVE_PERIOD_EVENT, LIVE_TIMER, type LiveEvent } from '../../../src/shared/contract/live';
import { league, NOW, SEED, ZONE } from '../demo/support';

const SHOT_POINTS: Record<number, number> = { 200444: 1, 200443: 2, 200442: 3, 200445: 0, 200581: 0, 200580: 0 };

/** Live-covered matches of a sport: the ones live at NOW and some finished ones of current tournaments. */
function sampleMatches(l: DemoLeague, sportId: number): number[] {
  const live = liveFeedMatchIds(l, NOW).filter((id) => l.fixture(id)?.sportId === sportId);
  const finished = l.tournaments
    .filter((t) => t.current && t.tournament.sportId === sportId)
    .flatMap((t) => l.fixtures(t.tournament.tournamentId))
    .filter((f) => f.fixedStatus === null && f.kickoffMs < NOW.getTime() - 6 * 3600 * 1000)
    .slice(0, 12)
    .map((f) => f.matchId);
  return [...live, ...finished];
}

/** The events as a client keeps them at the end: the last version per ClientId, deletes applied, oldest first. */
function finalState(feed: readonly TimedLiveEvent[]): LiveEvent[] {
  const byId = new Map<string, LiveEvent>();
  for (const { event } of feed) {
    if (event.MatchEventType === 'Delete') {
      if (event.DeletedEventClientId) byId.delete(event.DeletedEventClientId);
    } else byId.set(event.ClientId, event);
  }
  return [...byId.values()];
}

function isPeriodEvent(e: LiveEvent): boolean {
  return e.MatchEventType === 'Timer' && e.EventType === LIVE_TIMER.periodEvent;
}

describe('live feed of a simulated match', () => {
  const sports = [152, 199, 157] as const;

  it('is deterministic: a league built alike gives a deep-equal feed', () => {
    const again = createDemoLeague({ seed: SEED, timeZone: ZONE, now: () => NOW });
    for (const sport of sports) {
      const id = sampleMatches(league(), sport)[0] as number;
      expect(liveEventsOf(again, id)).toEqual(liveEventsOf(league(), id));
    }
  });

  it('is empty for an unknown match', () => {
    expect(liveEventsOf(league(), 1)).toEqual([]);
  });

  it.each(sports)('sport %i: the final score from the events equals the match result', (sport) => {
    const ids = sampleMatches(league(), sport);
    expect(ids.length).toBeGreaterThan(5);
    for (const id of ids) {
      const result = league().outcome(id)?.result;
      const events = finalState(liveEventsOf(league(), id));
      let home = 0;
      let away = 0;
      if (sport === 152) {
        const goals = events.filter((e) => e.MatchEventType === 'Goal');
        for (const goal of goals) {
          if (goal.Team === 'H') home += 1;
          else away += 1;
          // Each goal carries the score after it.
          expect({ h: goal.h, a: goal.a }).toEqual({ h: home, a: away });
        }
        const shootout = events.filter((e) => e.MatchEventType === 'Shootout' && e.ResultText === 'Goal');
        const sh = shootout.filter((e) => e.Team === 'H').length;
        const sa = shootout.length - sh;
        if (sh > sa) home += 1;
        if (sa > sh) away += 1;
      } else if (sport === 199) {
        for (const shot of events.filter((e) => e.MatchEventType === 'Shot')) {
          const points = SHOT_POINTS[shot.ShotResult ?? -1];
          expect(points).toBeDefined();
          if (shot.Team === 'H') home += points ?? 0;
          else away += points ?? 0;
          if ((points ?? 0) > 0) expect({ h: shot.h, a: shot.a }).toEqual({ h: home, a: away });
          else expect(shot.h).toBeUndefined();
        }
      } else {
        const sets = new Map<number, { h: number; a: number }>();
        for (const point of events.filter((e) => e.MatchEventType === 'Point')) {
          const set = sets.get(point.Period ?? 0) ?? { h: 0, a: 0 };
          if (point.Team === 'H') set.h += 1;
          else set.a += 1;
          sets.set(point.Period ?? 0, set);
          expect({ h: point.h, a: point.a }).toEqual(set);
        }
        for (const set of sets.values()) {
          if (set.h > set.a) home += 1;
          else away += 1;
        }
      }
      expect({ id, homeGoals: home, awayGoals: away }).toEqual({ id, homeGoals: result?.homeGoals, awayGoals: result?.awayGoals });
    }
  });

  it.each(sports)('sport %i: MatchData comes first and names the teams, lineups, coaches and the officials', (sport) => {
    const id = sampleMatches(league(), sport)[0] as number;
    const feed = liveEventsOf(league(), id);
    const first = feed[0]?.event;
    expect(first?.MatchEventType).toBe('MatchData');
    expect(feed.filter((e) => e.event.MatchEventType === 'MatchData')).toHaveLength(1);
    const data = first?.MatchData;
    const fixture = league().fixture(id);
    const simulation = league().simulation(id);
    if (!data || !fixture || !simulation) throw new Error('missing match data');
    expect(data).toMatchObject({
      MatchId: id,
      HomeTeamId: fixture.homeTeamId,
      AwayTeamId: fixture.awayTeamId,
      HomeTeam: league().team(fixture.homeTeamId)?.name,
      AwayTeam: league().team(fixture.awayTeamId)?.name,
      ActivityArea: fixture.venue,
    });
    expect(data.MatchStartTime).toMatch(/^\d\d:\d\d$/);
    expect(data.TournamentName).toBe(league().tournament(fixture.tournamentId)?.tournament.tournamentName);
    const officials = matchReferees(league(), id).referees;
    expect(data.Referees?.map((r) => r.Name)).toEqual(officials.map((r) => r.nonOfficialRefereeName ?? `${r.firstName} ${r.lastName}`));
    expect(data.Referees?.map((r) => r.Type)).toEqual(officials.map((r) => r.refereeType));
    const home = [...(data.HomePlayers ?? []), ...(data.HomeGoalies ?? [])].map((p) => p.Id).sort();
    expect(home).toEqual([...simulation.lineups.H.playerIds].sort());
    expect(data.HomeCoaches?.length).toBe(league().coaches(fixture.homeTeamId).length);
    expect(data.HomePlayers?.every((p) => p.TeamId === fixture.homeTeamId && typeof p.ShirtNo === 'number')).toBe(true);
    if (sport === 152) {
      expect(data.HomeGoalies?.length).toBeGreaterThan(0);
      expect(data.HomeGoalies?.every((p) => p.PositionId === 20)).toBe(true);
      const positions = (data.HomePlayers ?? []).map((p) => p.PositionId);
      expect(positions.every((p) => typeof p === 'number' && p >= 0 && p <= 19)).toBe(true);
      expect(new Set(positions).size).toBe(positions.length);
      expect((data.HomePlayers ?? []).filter((p) => p.IsCaptain)).toHaveLength(1);
    } else {
      expect(data.HomeGoalies).toBeUndefined();
    }
  });

  it.each(sports)('sport %i: sorted by time, ClientIds unique except corrections, deletes name earlier events', (sport) => {
    for (const id of sampleMatches(league(), sport).slice(0, 6)) {
      const feed = liveEventsOf(league(), id);
      const seen = new Map<string, TimedLiveEvent>();
      let corrections = 0;
      let deletes = 0;
      feed.forEach((item, index) => {
        const { event } = item;
        expect(event.MatchId).toBe(id);
        if (index > 0) expect(item.atWallSecond).toBeGreaterThanOrEqual((feed[index - 1] as TimedLiveEvent).atWallSecond);
        const earlier = seen.get(event.ClientId);
        if (earlier) {
          // A correction: same identity and type, new content, about half a minute later.
          corrections += 1;
          expect(event.Id).toBe(earlier.event.Id);
          expect(event.MatchEventType).toBe(earlier.event.MatchEventType);
          expect(event).not.toEqual(earlier.event);
          expect(item.atWallSecond - earlier.atWallSecond).toBe(CORRECTION_DELAY_SECONDS);
          expect(item.channelKinds).toEqual(earlier.channelKinds);
        } else {
          expect(event.ClientId).toBe(`${id}-${event.Id}`);
        }
        if (event.MatchEventType === 'Delete') {
          deletes += 1;
          const target = seen.get(event.DeletedEventClientId ?? '');
          expect(target).toBeDefined();
          expect(item.atWallSecond - (target?.atWallSecond ?? 0)).toBe(DELETE_DELAY_SECONDS);
          // Spurious events never touch the score.
          expect(target?.channelKinds).toEqual(['all']);
        }
        seen.set(event.ClientId, item);
      });
      expect(corrections).toBeGreaterThanOrEqual(1);
      expect(deletes).toBeGreaterThanOrEqual(1);
      const ids = feed.filter((item, i) => feed.findIndex((x) => x.event.ClientId === item.event.ClientId) === i).map((x) => x.event.Id);
      expect(ids).toEqual(ids.map((_, i) => i + 1));
    }
  });

  it.each([152, 199])('sport %i: a correction and a delete come early, so a match well under way already shows both', (sport) => {
    for (const id of sampleMatches(league(), sport)) {
      const feed = liveEventsOf(league(), id);
      const firstCorrection = feed.find((item, index) => feed.findIndex((other) => other.event.ClientId === item.event.ClientId) !== index);
      const firstDelete = feed.find((item) => item.event.MatchEventType === 'Delete');
      expect(firstCorrection?.atWallSecond).toBeLessThanOrEqual(EARLY_MISTAKE_SECONDS + CORRECTION_DELAY_SECONDS);
      expect(firstDelete?.atWallSecond).toBeLessThanOrEqual(EARLY_MISTAKE_SECONDS + 2 + DELETE_DELAY_SECONDS);
    }
  });

  it.each(sports)('sport %i: period events in order, clock Start/Stop inside periods, ending with Match end', (sport) => {
    for (const id of sampleMatches(league(), sport).slice(0, 6)) {
      const feed = liveEventsOf(league(), id);
      const names = feed.map((x) => x.event).filter(isPeriodEvent).map((e) => e.TypeName);
      const periods = league().simulation(id)?.periods.length ?? 0;
      const expected: string[] = [LIVE_PERIOD_EVENT.matchStart];
      for (let p = 0; p < periods; p += 1) expected.push(LIVE_PERIOD_EVENT.periodStart, LIVE_PERIOD_EVENT.periodEnd);
      expected.push(LIVE_PERIOD_EVENT.matchEnd);
      expect(names).toEqual(expected);
      expect(feed[feed.length - 1]?.event.TypeName).toBe(LIVE_PERIOD_EVENT.matchEnd);
      for (const { event } of feed) {
        if (event.MatchEventType === 'MatchData' || event.MatchEventType === 'Delete') continue;
        expect(event.PeriodName).toEqual(expect.any(String));
        expect(event.TotalMatchTime).toMatch(/^\d{2,3}:\d\d$/);
      }
      const clock = feed.map((x) => x.event).filter((e) => e.MatchEventType === 'Timer' && e.EventType !== LIVE_TIMER.periodEvent);
      if (sport === 157) {
        expect(clock).toHaveLength(0);
        continue;
      }
      // Start and Stop alternate, beginning with a Start, ending each period stopped.
      clock.forEach((e, i) => expect(e.EventType).toBe(i % 2 === 0 ? LIVE_TIMER.start : LIVE_TIMER.stop));
      expect(clock.length % 2).toBe(0);
      expect(clock.length).toBeGreaterThan(2 * periods);
    }
  });

  it('period names follow SPEC §3', () => {
    const names = (sport: number) =>
      [...new Set(sampleMatches(league(), sport).flatMap((id) => liveEventsOf(league(), id).map((x) => x.event.PeriodName)))].filter(Boolean);
    expect(names(152)).toEqual(expect.arrayContaining(['1. periode', '2. periode', '3. periode']));
    expect(names(199)).toEqual(expect.arrayContaining(['1. periode', '4. periode']));
    for (const name of [...names(152), ...names(199), ...names(157)]) {
      expect(name).toMatch(/^(\d+\. periode|\d\. ekstraomgang|Overtime|Shootout)$/);
    }
  });

  it.each(sports)('sport %i: the goals channel gets exactly the scoring events, the period events and shootout attempts', (sport) => {
    for (const id of sampleMatches(league(), sport).slice(0, 6)) {
      for (const { event, channelKinds } of liveEventsOf(league(), id)) {
        const scoring =
          event.MatchEventType === 'Goal' ||
          event.MatchEventType === 'Point' ||
          event.MatchEventType === 'Shootout' ||
          (event.MatchEventType === 'Shot' && sport === 199 && (SHOT_POINTS[event.ShotResult ?? -1] ?? 0) > 0) ||
          isPeriodEvent(event);
        expect(channelKinds).toEqual(scoring ? ['all', 'goals'] : ['all']);
        if (scoring) expect([typeof event.h, typeof event.a]).toEqual(['number', 'number']);
      }
    }
  });

  it.each(sports)('sport %i: each event on the goals channel carries the score as it stands after it; Match end the result', (sport) => {
    for (const id of sampleMatches(league(), sport).slice(0, 8)) {
      const onGoals = finalState(liveEventsOf(league(), id)).filter((e) => e.MatchEventType !== 'Delete' && typeof e.h === 'number');
      const result = league().outcome(id)?.result;
      // Recounted here from the scoring events alone, in feed order.
      let score = { h: 0, a: 0 };
      for (const e of onGoals) {
        const home = e.Team === 'H';
        if (e.MatchEventType === 'Goal') score = home ? { h: score.h + 1, a: score.a } : { h: score.h, a: score.a + 1 };
        if (e.MatchEventType === 'Shot') {
          const points = SHOT_POINTS[e.ShotResult ?? -1] ?? 0;
          score = home ? { h: score.h + points, a: score.a } : { h: score.h, a: score.a + points };
        }
        if (e.MatchEventType === 'Point') score = home ? { h: score.h + 1, a: score.a } : { h: score.h, a: score.a + 1 };
        if (sport === 157 && e.TypeName === LIVE_PERIOD_EVENT.periodStart) score = { h: 0, a: 0 };
        if (e.TypeName === LIVE_PERIOD_EVENT.matchEnd) {
          expect({ id, h: e.h, a: e.a }).toEqual({ id, h: result?.homeGoals, a: result?.awayGoals });
          continue;
        }
        expect({ id, type: e.MatchEventType, name: e.TypeName, h: e.h, a: e.a }).toEqual({ id, type: e.MatchEventType, name: e.TypeName, ...score });
      }
    }
  });

  it('hockey period events name the period (SPEC §3): 1-3, 4 Overtime, 5 Shootout', () => {
    const decided = (how: 'overtime' | 'shootout') =>
      league()
        .tournaments.filter((t) => t.current && t.tournament.sportId === 152)
        .flatMap((t) => league().fixtures(t.tournament.tournamentId))
        .find((f) => f.decidedIn === how)?.matchId as number;
    const periods = (id: number) =>
      liveEventsOf(league(), id)
        .filter((x) => x.channelKinds.includes('goals') && isPeriodEvent(x.event))
        .map((x) => `${x.event.TypeName} ${x.event.Period} ${x.event.PeriodName}`);
    const regulation = ['Period start 1 1. periode', 'Period end 1 1. periode', 'Period start 2 2. periode', 'Period end 2 2. periode', 'Period start 3 3. periode', 'Period end 3 3. periode'];
    expect(periods(decided('overtime'))).toEqual(['Match start 1 1. periode', ...regulation, 'Period start 4 Overtime', 'Period end 4 Overtime', 'Match end 4 Overtime']);
    expect(periods(decided('shootout'))).toEqual([
      'Match start 1 1. periode',
      ...regulation,
      'Period start 4 Overtime',
      'Period end 4 Overtime',
      'Period start 5 Shootout',
      'Period end 5 Shootout',
      'Match end 5 Shootout',
    ]);
    const attempts = liveEventsOf(league(), decided('shootout')).filter((x) => x.event.MatchEventType === 'Shootout');
    expect(attempts.length).toBeGreaterThanOrEqual(6);
    expect(attempts.every((x) => x.channelKinds.includes('goals') && x.event.Period === 5 && x.event.h === x.event.a)).toBe(true);
  });

  it('hockey: goalies and skaters come on and off the ice in pairs', () => {
    const id = sampleMatches(league(), 152).at(-1) as number;
    const times = finalState(liveEventsOf(league(), id)).filter((e) => e.MatchEventType === 'PlayerTime');
    const open = new Map<number, boolean>();
    for (const e of times) {
      const playerId = e.Player?.Id as number;
      expect(open.get(playerId) ?? false).toBe(e.Direction === 'Out');
      open.set(playerId, e.Direction === 'In');
    }
    expect([...open.values()].every((on) => !on)).toBe(true);
    expect(times.filter((e) => e.IsGoalie).length).toBeGreaterThanOrEqual(4);
  });
});
