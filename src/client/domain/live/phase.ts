/**
 * Where a match stands, read from its live events (SPEC §4 Live clock "Period events: Match start, Match
 * end, Period start, Period end"; §3 period names). One function for every screen: the live header, the
 * slider card and the scoreboard row read the same events (the all channel, or the goals channel, which
 * carries the period events too) through it, so they cannot disagree.
 */
import { LIVE_EVENT_TYPE, LIVE_PERIOD_EVENT, LIVE_TIMER, type LiveEvent } from '../../../shared/contract/live';
import { periodLabel } from './periods';
import type { LiveSport } from './sport';

/** How a finished match was decided. */
export type DecidedIn = 'regulation' | 'overtime' | 'shootout';

export type LivePhase =
  /** No period has begun (match data may be out: the teams are known). */
  | { kind: 'notStarted' }
  /** Play in a period (the clock may be stopped for a stoppage). */
  | { kind: 'playing'; period: number | null; periodName: string | null }
  /** Between periods: the period that has just ended. */
  | { kind: 'intermission'; period: number | null; periodName: string | null }
  | { kind: 'ended'; decidedIn: DecidedIn };

/** SPEC §9: regulation periods per sport; a period beyond them is overtime. Volleyball has sets, no overtime. */
const REGULATION_PERIODS: Readonly<Record<LiveSport, number | null>> = { hockey: 3, basketball: 4, volleyball: null };

/**
 * SPEC §4 results visibility (issue 24 case 1): whether a period tells part of a hidden result. Play beyond
 * regulation (overtime, an extra period, a shootout) says the match was level after it, and a volleyball set
 * beyond the third says neither side swept, so while results are hidden nothing of such a period is shown —
 * the same reason a hidden final does not say "(OT)" or "(SO)".
 */
export function periodTellsResult(sport: LiveSport, period: number | null | undefined, periodName?: string | null): boolean {
  const label = periodLabel(sport, period, periodName);
  if (label === null) return false;
  switch (label.kind) {
    case 'overtime':
    case 'shootout':
    case 'extra':
      return true;
    case 'set':
      return label.n > VOLLEYBALL_SETS_TO_SWEEP;
    case 'period':
      return label.n > (REGULATION_PERIODS[sport] ?? Number.POSITIVE_INFINITY);
  }
}

/** A volleyball match can be won in three sets: a fourth or fifth says the loser took one. */
const VOLLEYBALL_SETS_TO_SWEEP = 3;

/**
 * How the events say the match was (or is being) decided: a shootout when any shootout attempt or a
 * shootout period was seen; overtime when play reached a period beyond regulation (by the period's label,
 * so a play-off's "5. periode" counts as overtime, not a shootout).
 */
export function decidedIn(sport: LiveSport, events: readonly LiveEvent[]): DecidedIn {
  const regulation = REGULATION_PERIODS[sport];
  if (regulation === null) return 'regulation';
  let overtime = false;
  for (const e of events) {
    if (e.MatchEventType === LIVE_EVENT_TYPE.shootout) return 'shootout';
    const label = periodLabel(sport, e.Period, e.PeriodName);
    if (label === null) continue;
    if (label.kind === 'shootout') return 'shootout';
    if (label.kind === 'overtime' || label.kind === 'extra' || (label.kind === 'period' && label.n > regulation)) overtime = true;
  }
  return overtime ? 'overtime' : 'regulation';
}

function isPeriodEvent(e: LiveEvent): boolean {
  return e.MatchEventType === LIVE_EVENT_TYPE.timer && e.EventType === LIVE_TIMER.periodEvent;
}

/** The phase after the events (oldest first). Events other than period events only move the period on. */
export function livePhase(sport: LiveSport, events: readonly LiveEvent[]): LivePhase {
  let phase: LivePhase = { kind: 'notStarted' };
  for (const e of events) {
    const period = typeof e.Period === 'number' ? e.Period : null;
    const periodName = typeof e.PeriodName === 'string' && e.PeriodName !== '' ? e.PeriodName : null;
    if (isPeriodEvent(e)) {
      if (e.TypeName === LIVE_PERIOD_EVENT.matchEnd) return { kind: 'ended', decidedIn: decidedIn(sport, events) };
      if (e.TypeName === LIVE_PERIOD_EVENT.periodEnd) {
        phase = { kind: 'intermission', period: period ?? periodOf(phase), periodName: periodName ?? periodNameOf(phase) };
      } else if (e.TypeName === LIVE_PERIOD_EVENT.periodStart || e.TypeName === LIVE_PERIOD_EVENT.matchStart) {
        phase = { kind: 'playing', period: period ?? (e.TypeName === LIVE_PERIOD_EVENT.matchStart ? 1 : null), periodName };
      }
      continue;
    }
    if (e.MatchEventType === LIVE_EVENT_TYPE.matchData || e.MatchEventType === LIVE_EVENT_TYPE.delete) continue;
    // Any play in a period: the match is under way in that period (history may begin mid-period).
    if (phase.kind === 'notStarted' || (phase.kind === 'playing' && period !== null && period !== phase.period)) {
      if (period !== null || phase.kind === 'notStarted') phase = { kind: 'playing', period, periodName };
    } else if (phase.kind === 'playing' && phase.periodName === null && periodName !== null && period === phase.period) {
      phase = { ...phase, periodName };
    }
  }
  return phase;
}

function periodOf(phase: LivePhase): number | null {
  return phase.kind === 'playing' || phase.kind === 'intermission' ? phase.period : null;
}
function periodNameOf(phase: LivePhase): string | null {
  return phase.kind === 'playing' || phase.kind === 'intermission' ? phase.periodName : null;
}
