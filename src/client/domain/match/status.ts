/**
 * How a finished match was decided, read from its period results (SPEC §3 Period result:
 * partialResultType periods, overtime, shootout), for the match header's "Final (OT)" / "Final (SO)" when
 * the match record does not say it (issue 11 case 9). The live feed says it for a match that has just
 * ended (domain/live/phase); this is the same question answered from the finished record.
 */
import type { PeriodResult } from '../../../shared/contract';
import type { DecidedIn } from '../live/phase';
import type { LiveSport } from '../live/sport';
import type { MatchStatus } from '../matchStatus';

/** SPEC §9: regulation periods per sport; a later period is overtime. Volleyball plays sets, no overtime. */
const REGULATION_PERIODS: Readonly<Record<LiveSport, number | null>> = { hockey: 3, basketball: 4, volleyball: null };

/**
 * A shootout when any period result is the shootout; overtime when any is overtime or a period past
 * regulation was played (a play-off's "5. periode" is typed `periods` but is overtime); else regulation.
 * Null when nothing is known: no period results (not loaded, or results hidden) or a sport without a rule.
 */
export function decidedInFromPeriods(sport: LiveSport | null, periods: readonly PeriodResult[]): DecidedIn | null {
  if (sport === null || periods.length === 0) return null;
  const regulation = REGULATION_PERIODS[sport];
  if (regulation === null) return 'regulation';
  if (periods.some((period) => period.partialResultType === 'shootout')) return 'shootout';
  if (periods.some((period) => period.partialResultType === 'overtime' || period.partialResultTypeId > regulation)) return 'overtime';
  return 'regulation';
}

/**
 * The status with what the period results add: a final whose feed did not say how it was decided gets it
 * from the periods. Anything else is returned as it is.
 */
export function withDecidedIn(status: MatchStatus, sport: LiveSport | null, periods: readonly PeriodResult[]): MatchStatus {
  if (status.kind !== 'final' || status.decidedIn !== null) return status;
  return { kind: 'final', decidedIn: decidedInFromPeriods(sport, periods) };
}
