/**
 * Hockey shifts in the live feed (issue 11 C; SPEC §4: on-ice time in the live view comes from in/out
 * events): every skater of every line and the goalies go on and off the ice as the simulation has them.
 */
import type { HockeySimulation } from '../../../src/server/demo';
import { liveEventsOf, type TimedLiveEvent } from '../../../src/server/live/simulator/toLiveEvents';
import type { LiveEvent } from '../../../src/shared/contract/live';
import { league, NOW } from '../demo/support';

const seconds = (mmss: string | null | undefined) => {
  const [minutes = 0, secs = 0] = (mmss ?? '').split(':').map(Number);
  return minutes * 60 + secs;
};

/** SPEC §4 as a client reads it: In/Out pairs per player on TotalMatchTime; an open In ends at 60:00. */
function onIceSeconds(events: readonly LiveEvent[]): Map<number, number> {
  const since = new Map<number, number>();
  const total = new Map<number, number>();
  for (const e of events) {
    if (e.MatchEventType !== 'PlayerTime' || !e.Player) continue;
    const at = seconds(e.TotalMatchTime);
    if (e.Direction === 'In' && !since.has(e.Player.Id)) since.set(e.Player.Id, at);
    if (e.Direction === 'Out' && since.has(e.Player.Id)) {
      total.set(e.Player.Id, (total.get(e.Player.Id) ?? 0) + at - (since.get(e.Player.Id) ?? at));
      since.delete(e.Player.Id);
    }
  }
  for (const [id, from] of since) total.set(id, (total.get(id) ?? 0) + 3600 - from);
  return total;
}

/** Finished hockey matches of current tournaments, the overtime and the shootout of the day among them. */
function hockeyMatches(): number[] {
  const fixtures = league()
    .tournaments.filter((t) => t.current && t.tournament.sportId === 152)
    .flatMap((t) => league().fixtures(t.tournament.tournamentId))
    .filter((f) => f.fixedStatus === null);
  const played = fixtures.filter((f) => f.kickoffMs < NOW.getTime() - 6 * 3600_000).slice(0, 6);
  const decided = fixtures.filter((f) => f.decidedIn !== null);
  expect(decided.map((f) => f.decidedIn).sort()).toEqual(['overtime', 'shootout']);
  return [...played, ...decided].map((f) => f.matchId);
}

function hockeySimulation(id: number): HockeySimulation {
  const simulation = league().simulation(id);
  if (simulation?.sport !== 'hockey') throw new Error(`no hockey simulation of ${id}`);
  return simulation;
}

describe('hockey shifts in the live feed', () => {
  const ids = hockeyMatches();

  it.each(ids)('match %i: every skater and goalie gets exactly the on-ice time the simulation credits, nobody is left on', (id) => {
    const simulation = hockeySimulation(id);
    const feed = liveEventsOf(league(), id).map((x) => x.event);
    const fromEvents = onIceSeconds(feed);
    const playingSeconds = simulation.periods.filter((p) => p.kind !== 'shootout').reduce((sum, p) => sum + (p.kind === 'overtime' ? 0 : 1200), 0);
    for (const side of ['H', 'B'] as const) {
      const lineup = simulation.lineups[side];
      const skaters = lineup.playerIds.filter((personId) => !['GK1', 'GK2'].includes(league().person(personId)?.position ?? ''));
      expect(skaters).toHaveLength(20);
      for (const personId of skaters) {
        expect(fromEvents.get(personId) ?? 0).toBeGreaterThan(0);
        expect({ personId, seconds: fromEvents.get(personId) }).toEqual({ personId, seconds: lineup.secondsPlayed[personId] });
      }
      // About five skaters on the ice all the time (fewer while short-handed).
      const total = skaters.reduce((sum, personId) => sum + (fromEvents.get(personId) ?? 0), 0);
      expect(total).toBeLessThanOrEqual(5 * (playingSeconds + 300));
      expect(total).toBeGreaterThan(0.85 * 5 * playingSeconds);
      const goalies = lineup.playerIds.filter((personId) => (lineup.secondsPlayed[personId] ?? 0) > 0 && !skaters.includes(personId));
      expect(goalies.length).toBeGreaterThanOrEqual(1);
      for (const personId of goalies) expect(fromEvents.get(personId)).toBe(lineup.secondsPlayed[personId]);
    }
    // Everyone comes off at the end: the last PlayerTime of each player is an Out.
    const last = new Map<number, string>();
    for (const e of feed) if (e.MatchEventType === 'PlayerTime' && e.Player) last.set(e.Player.Id, e.Direction ?? '');
    expect([...last.values()].every((direction) => direction === 'Out')).toBe(true);
  });

  it.each(ids)("match %i: a goal's players on ice are the players the events have on ice then", (id) => {
    const onIce = new Map<number, Set<number>>([
      [0, new Set()],
      [1, new Set()],
    ]);
    let goals = 0;
    const seen = new Set<string>();
    for (const { event } of liveEventsOf(league(), id)) {
      // A correction re-sends an earlier goal as it was then; the goal as first sent is the one to check.
      if (seen.has(event.ClientId)) continue;
      seen.add(event.ClientId);
      if (event.MatchEventType === 'PlayerTime' && event.Player && !event.IsGoalie) {
        const team = onIce.get(event.Team === 'H' ? 0 : 1) as Set<number>;
        if (event.Direction === 'In') team.add(event.Player.Id);
        else team.delete(event.Player.Id);
      }
      if (event.MatchEventType === 'Goal') {
        goals += 1;
        expect([...(onIce.get(0) ?? [])].sort()).toEqual((event.HomePlayersOnIce ?? []).map((p) => p.Id).sort());
        expect([...(onIce.get(1) ?? [])].sort()).toEqual((event.AwayPlayersOnIce ?? []).map((p) => p.Id).sort());
      }
    }
    expect(goals).toBeGreaterThan(0);
  });

  it.each(ids)('match %i: a shift goes out as consecutive events of one team at one instant, Outs before Ins, one per line change', (id) => {
    const feed = liveEventsOf(league(), id);
    const isSkaterTime = (x: TimedLiveEvent | undefined) => x?.event.MatchEventType === 'PlayerTime' && x.event.IsGoalie === false;
    const sameShift = (x: TimedLiveEvent | undefined, y: TimedLiveEvent | undefined) =>
      isSkaterTime(x) && isSkaterTime(y) && x?.atWallSecond === y?.atWallSecond && x?.event.Team === y?.event.Team;
    let groups = 0;
    for (let index = 0; index < feed.length; index += 1) {
      if (!isSkaterTime(feed[index]) || sameShift(feed[index - 1], feed[index])) continue;
      const group: TimedLiveEvent[] = [];
      for (let next = index; sameShift(feed[index], feed[next]); next += 1) group.push(feed[next] as TimedLiveEvent);
      groups += 1;
      const first = group[0] as TimedLiveEvent;
      expect(group.every((x) => x.event.TotalMatchTime === first.event.TotalMatchTime)).toBe(true);
      const directions = group.map((x) => x.event.Direction);
      expect(directions.indexOf('In') === -1 || directions.lastIndexOf('Out') < directions.indexOf('In')).toBe(true);
      const players = group.map((x) => x.event.Player?.Id);
      expect(new Set(players).size).toBe(players.length);
      expect(group.length).toBeLessThanOrEqual(10);
    }
    // Bounded: a shift per change of who is on ice (line changes every 35-55 s of play), not per second.
    const simulation = hockeySimulation(id);
    const shifts = simulation.events.filter((e) => e.type === 'shift').length;
    expect(groups).toBeGreaterThan(100);
    expect(groups).toBeLessThanOrEqual(shifts + 2);
    expect(feed.filter(isSkaterTime).length).toBeLessThanOrEqual(10 * (shifts + 2));
  });
});
