/**
 * Issue 24 case 7: the live feed's clock agrees with its events. A client runs the clock as SPEC §4 says
 * (a Start runs it one second per second from the Start's time, a Stop freezes it): at the instant any
 * event goes out, that clock must show the event's own time — never ahead of it (the basketball feed's
 * clock used to run on through the stoppages its events' times leave out: 03:59 left with a newest event
 * at 04:33 and "last event 37 s ago"), never behind it.
 */
import { liveEventsOf, type TimedLiveEvent } from '../../../src/server/live/simulator/toLiveEvents';
import { liveFeedMatchIds } from '../../../src/server/live/simulator/simulator';
import { LIVE_EVENT_TYPE, LIVE_TIMER } from '../../../src/shared/contract/live';
import { league, NOW } from '../demo/support';

const seconds = (mmss: string | null | undefined): number | null => {
  const m = /^(\d+):(\d\d)$/.exec(mmss ?? '');
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

/** The largest gap, in seconds, between the SPEC §4 clock at each event's instant and the event's own time. */
function worstDisagreement(feed: readonly TimedLiveEvent[]): { ahead: number; behind: number } {
  let running: { wall: number; at: number } | null = null;
  let frozen: number | null = null;
  let ahead = 0;
  let behind = 0;
  // A correction re-publishes an earlier event (its time with it), and a spurious copy is deleted: neither
  // says where the clock is now.
  const seen = new Set<string>();
  const deleted = new Set(feed.map(({ event }) => event.DeletedEventClientId).filter((id): id is string => typeof id === 'string'));
  for (const { atWallSecond, event } of feed) {
    if (event.MatchEventType === LIVE_EVENT_TYPE.matchData || event.MatchEventType === LIVE_EVENT_TYPE.delete) continue;
    const again = seen.has(event.ClientId);
    seen.add(event.ClientId);
    if (again || deleted.has(event.ClientId)) continue;
    const own = seconds(event.TotalMatchTime);
    if (own === null) continue;
    if (event.MatchEventType === LIVE_EVENT_TYPE.timer && event.EventType === LIVE_TIMER.start) {
      running = { wall: atWallSecond, at: own };
      frozen = null;
      continue;
    }
    if (event.MatchEventType === LIVE_EVENT_TYPE.timer && event.EventType !== LIVE_TIMER.start) {
      running = null;
      frozen = own;
      continue;
    }
    const clock = running ? running.at + (atWallSecond - running.wall) : frozen;
    if (clock === null) continue;
    ahead = Math.max(ahead, clock - own);
    behind = Math.max(behind, own - clock);
  }
  return { ahead, behind };
}

/** Live-covered matches of a sport: the ones live at NOW and some finished ones of current tournaments. */
function sample(sportId: number): number[] {
  const live = liveFeedMatchIds(league(), NOW).filter((id) => league().fixture(id)?.sportId === sportId);
  const finished = league()
    .tournaments.filter((t) => t.current && t.tournament.sportId === sportId)
    .flatMap((t) => league().fixtures(t.tournament.tournamentId))
    .filter((f) => f.fixedStatus === null && f.kickoffMs < NOW.getTime() - 6 * 3600 * 1000)
    .slice(0, 3)
    .map((f) => f.matchId);
  return [...live.slice(0, 2), ...finished];
}

describe('the live feed’s clock and its events (issue 24 case 7)', () => {
  test.each([...sample(199).map((id) => ['basketball', id] as const), ...sample(152).map((id) => ['hockey', id] as const)])(
    '%s match %i: a clock run by Start/Stop shows each event’s time as it goes out',
    (_sport, matchId) => {
      const feed = liveEventsOf(league(), matchId);
      expect(feed.length).toBeGreaterThan(100);
      expect(worstDisagreement(feed)).toEqual({ ahead: 0, behind: 0 });
    },
  );
});
