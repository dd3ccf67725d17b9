/**
 * The live page's match status (issue 11 case 3): built from the same `livePhase` over the same events as
 * the lists' status, so the live header says exactly what the scoreboard and the slider say, and presented
 * with the one `presentStatus`.
 */
import type { MatchStatus } from '../matchStatus';
import type { LivePhase } from './phase';

/** Live while the phase is not ended (not started, a period, a break); final, with how it was decided, once ended. */
export function liveMatchStatus(phase: LivePhase): MatchStatus {
  return phase.kind === 'ended' ? { kind: 'final', decidedIn: phase.decidedIn } : { kind: 'live', phase };
}
