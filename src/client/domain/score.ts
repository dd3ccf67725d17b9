/**
 * SPEC §4 score display, the league's part: whether results may be shown at all. What a score cell shows
 * for a match is `statusScore` (domain/matchStatus), by the match's status. Every surface asks this module
 * (through state/visibility) before it shows a score, a result, a scoring event or a figure derived from
 * them (DESIGN §1 "Results visibility is a rule of the data, not of a page").
 */
import type { ResultsVisibility } from '../../shared/rules/resultsVisibility';
import { periodTellsResult } from './live/phase';
import type { LiveSport } from './live/sport';
import type { MatchStatus } from './matchStatus';

// The rule itself is shared (the server's Web Push alerts read it too, issue 29 case 4): one rule, re-exported.
export { resultsShown, resultsVisibility, type ResultsFlags, type ResultsVisibility } from '../../shared/rules/resultsVisibility';

/**
 * A status as a surface may show it (SPEC §4): while results are not shown, a final does not say how it was
 * decided ("Final (SO)" tells part of a hidden result: the match was level after regulation), and a live
 * match in (or just before) a period that tells as much says only "Live" (`periodTellsResult`). `sport`: the
 * match's live sport (its period names), null when it has none.
 */
export function visibleStatus(status: MatchStatus, visibility: ResultsVisibility, sport: LiveSport | null): MatchStatus {
  if (visibility === 'shown') return status;
  if (status.kind === 'final') return status.decidedIn !== null ? { kind: 'final', decidedIn: null } : status;
  if (status.kind !== 'live' || status.phase === null || status.phase.kind === 'notStarted' || sport === null) return status;
  const { period, periodName } = status.phase;
  // An intermission after the last regulation period is only ever followed by play that tells the result.
  const tells =
    periodTellsResult(sport, period, periodName) || (status.phase.kind === 'intermission' && typeof period === 'number' && periodTellsResult(sport, period + 1));
  return tells ? { kind: 'live', phase: null } : status;
}
