/**
 * How a finished match was decided, read from its period results (SPEC §3 Period result:
 * partialResultType periods, overtime, shootout), for the match header's "Final (OT)" / "Final (SO)" when
 * the match record does not say it (issue 11 case 9). The live feed says it for a match that has just
 * ended (domain/live/phase); this is the same question answered from the finished record.
 */
import type { MatchResult, PeriodResult } from '../../../shared/contract';
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

/** After the score: "(OT)", "OT", "SD", "e.o.", "etter ekstraomganger"… (words, any case, brackets or not). */
const OVERTIME_MARK = /^(?:ot|sd|e\.?\s?o\.?|overtime|forl(?:engning)?|etter\s+(?:overtid|forlengning|ekstraomgang(?:er)?))$/i;
/** After the score: "(SO)", "SO", "GWS", "PS", "e.s.", "str.", "straffer", "etter straffeslag"… */
const SHOOTOUT_MARK = /^(?:so|gws|ps|pen|e\.?\s?s\.?|str\.?|straffer|shootout|etter\s+straffe(?:slag|konkurranse)?)$/i;
/** "3 - 2", "3-2", "3–2", "3:2", then the mark, if any. */
const RESULT_TEXT = /^\s*\d+\s*[-–—:]\s*\d+\s*(.*?)\s*$/;

/**
 * How a finished match was decided, read from its record alone (issue 24 case 4: the lists have no period
 * results): the mark a result text carries after the score ("3 - 2 (SO)", "3-2 e.o."), read leniently;
 * null for a plain score, an empty text or anything not recognised — the lists then say plain "Final".
 */
export function decidedInFromResult(result: Pick<MatchResult, 'matchEndResult'> | null): DecidedIn | null {
  const found = RESULT_TEXT.exec(result?.matchEndResult ?? '');
  const mark = (found?.[1] ?? '').replace(/^[([]\s*|\s*[)\]]$/g, '').trim();
  if (mark === '') return null;
  if (SHOOTOUT_MARK.test(mark)) return 'shootout';
  if (OVERTIME_MARK.test(mark)) return 'overtime';
  return null;
}

/**
 * The status with what the period results add: a final whose feed did not say how it was decided gets it
 * from the periods. Anything else is returned as it is.
 */
export function withDecidedIn(status: MatchStatus, sport: LiveSport | null, periods: readonly PeriodResult[]): MatchStatus {
  if (status.kind !== 'final' || status.decidedIn !== null) return status;
  return { kind: 'final', decidedIn: decidedInFromPeriods(sport, periods) };
}
