/**
 * What the live view's status line says about its connection (issue 11 cases 3 and 11): live with the last
 * event's age; connecting; reconnecting or offline with the age of the data on screen (how long since the
 * view last knew it was current), so a screen that has lost its feed never passes for live; and, once the
 * match has ended, no connection talk at all — the final state.
 */
import { delayedNowMs } from '../spoiler';

/** The feed connection of an open live view (the saga's state machine, state/live). */
export type LiveConnection = 'connecting' | 'live' | 'reconnecting' | 'offline';

export interface Age {
  n: number;
  unit: 'second' | 'minute' | 'hour';
}

/** A duration as a fan reads it: whole seconds under a minute, whole minutes under an hour, then hours. */
export function ageOf(nowMs: number, sinceMs: number): Age {
  const seconds = Math.max(0, Math.floor((nowMs - sinceMs) / 1000));
  if (seconds < 60) return { n: seconds, unit: 'second' };
  if (seconds < 3600) return { n: Math.floor(seconds / 60), unit: 'minute' };
  return { n: Math.floor(seconds / 3600), unit: 'hour' };
}

export type ConnectionLine =
  | { kind: 'ended' }
  | { kind: 'connecting' }
  | { kind: 'live'; lastEventSeconds: number | null }
  | { kind: 'reconnecting' | 'offline'; dataAge: Age | null };

export interface ConnectionFacts {
  connection: LiveConnection;
  /** The match-end event has been seen. */
  ended: boolean;
  /** Epoch ms of the newest event (its timetoken). */
  lastEventMs: number | null;
  /** Epoch ms when the view last knew its data to be current (null: never connected). */
  dataAsOfMs: number | null;
}

/**
 * The status line at `nowMs`. With a broadcast delay of `delaySeconds`, the last event's age is counted on
 * the delayed time line (the event was shown that much later than it was published: issue 24 case 6); the
 * data's age is the link's and is not delayed.
 */
export function connectionLine(facts: ConnectionFacts, nowMs: number, delaySeconds = 0): ConnectionLine {
  if (facts.ended) return { kind: 'ended' };
  switch (facts.connection) {
    case 'connecting':
      return { kind: 'connecting' };
    case 'live':
      return {
        kind: 'live',
        lastEventSeconds: facts.lastEventMs === null ? null : Math.max(0, Math.round((delayedNowMs(nowMs, delaySeconds) - facts.lastEventMs) / 1000)),
      };
    case 'reconnecting':
    case 'offline':
      return { kind: facts.connection, dataAge: facts.dataAsOfMs === null ? null : ageOf(nowMs, facts.dataAsOfMs) };
  }
}
