/**
 * What the kiosk's live view shows beyond score and clock (issue 15): the last goals with scorer and
 * assists, the penalties still running, and shots on goal per team. Read from the match's events (oldest
 * first) through the same match-time rule as the rest of the live view (onIce.matchSecondsOf).
 */
import { LIVE_EVENT_TYPE, LIVE_SHOT_RESULT, type LiveEvent, type LivePlayer } from '../../../shared/contract/live';
import { formatMmSs } from '../time';
import { matchSecondsOf } from './onIce';
import { sideOf, type Side } from './score';
import type { LiveSport } from './sport';

export interface ArenaGoal {
  clientId: string;
  side: Side | null;
  /** "12:34" match time, or null when the event carries none. */
  time: string | null;
  scorer: string | null;
  assists: string[];
  /** The score after the goal, when the event carries it. */
  score: { h: number; a: number } | null;
}

export interface ArenaPenalty {
  clientId: string;
  side: Side | null;
  player: string | null;
  minutes: number;
  /** Whole seconds left to serve at the match time the events have reached. */
  secondsLeft: number;
  infraction: string | null;
}

export interface ArenaFacts {
  /** Newest first, at most `goalLimit`. */
  goals: ArenaGoal[];
  /** Running penalties, the one ending first first. */
  penalties: ArenaPenalty[];
  /** Shots on goal (saved shots and goals), null for a sport that does not count them. */
  shots: { h: number; a: number } | null;
}

/** "#12 Kari Nordmann", or the name alone when the shirt number is unknown. */
export function playerName(player: LivePlayer | null | undefined): string | null {
  if (!player) return null;
  const name = `${player.FirstName} ${player.LastName}`.trim();
  if (name === '') return null;
  return player.ShirtNo === null ? name : `#${player.ShirtNo} ${name}`;
}

function goalOf(sport: LiveSport, e: LiveEvent): ArenaGoal {
  const at = matchSecondsOf(sport, e);
  const assists = [e.FirstAssist ?? e.Assist, e.SecondAssist].map(playerName).filter((n): n is string => n !== null);
  return {
    clientId: e.ClientId,
    side: sideOf(e),
    time: at === null ? null : formatMmSs(at),
    scorer: playerName(e.Player),
    assists,
    score: typeof e.h === 'number' && typeof e.a === 'number' ? { h: e.h, a: e.a } : null,
  };
}

/** The newest goal event of the events (oldest first), or null: the goal card's subject. */
export function latestGoal(sport: LiveSport, events: readonly LiveEvent[]): ArenaGoal | null {
  for (let i = events.length - 1; i >= 0; i -= 1) {
    const e = events[i];
    if (e && e.MatchEventType === LIVE_EVENT_TYPE.goal) return goalOf(sport, e);
  }
  return null;
}

/**
 * The arena facts after `events` (oldest first). Penalties run on match time: a penalty of m minutes
 * given at t is running while the match time reached is before t + m·60 (a goal against the short side
 * ending a minor early is not modelled: the publisher's feed does not say which penalty it ends).
 */
export function arenaFacts(sport: LiveSport, events: readonly LiveEvent[], goalLimit = 3): ArenaFacts {
  const goals: ArenaGoal[] = [];
  const penalties: { event: LiveEvent; at: number; minutes: number }[] = [];
  let latest = 0;
  let shotsH = 0;
  let shotsA = 0;
  for (const e of events) {
    const at = matchSecondsOf(sport, e);
    if (at !== null && at > latest) latest = at;
    const side = sideOf(e);
    if (e.MatchEventType === LIVE_EVENT_TYPE.goal) {
      goals.push(goalOf(sport, e));
      if (side === 'H') shotsH += 1;
      else if (side === 'A') shotsA += 1;
    } else if (e.MatchEventType === LIVE_EVENT_TYPE.shot && sport === 'hockey' && e.ShotResult === LIVE_SHOT_RESULT.saved) {
      if (side === 'H') shotsH += 1;
      else if (side === 'A') shotsA += 1;
    } else if (e.MatchEventType === LIVE_EVENT_TYPE.penalty && at !== null && typeof e.Minutes === 'number' && e.Minutes > 0) {
      penalties.push({ event: e, at, minutes: e.Minutes });
    }
  }
  const running = penalties
    .map(({ event, at, minutes }) => ({ event, minutes, secondsLeft: at + minutes * 60 - latest }))
    .filter((p) => p.secondsLeft > 0)
    .sort((x, y) => x.secondsLeft - y.secondsLeft)
    .map(({ event, minutes, secondsLeft }) => ({
      clientId: event.ClientId,
      side: sideOf(event),
      player: playerName(event.Player),
      minutes,
      secondsLeft,
      infraction: event.InfractionName ?? null,
    }));
  return {
    goals: goals.slice(-goalLimit).reverse(),
    penalties: running,
    shots: sport === 'hockey' ? { h: shotsH, a: shotsA } : null,
  };
}
