/**
 * What a statistics page shows in place of its table: the one failed-part notice when its read failed
 * (issue 25 case 5), else the statistics notice of its state (no league, loading, empty, …).
 */
import type { ReadFailureKind } from '../../domain/retry';
import { StatsStateNotice, type StatsState } from '../../ui/statistics/StatsStateNotice';
import { FailedPart } from './FailedPart';

export function StatsNotice({ state }: { state: StatsState | { status: 'failed'; kind: ReadFailureKind } }) {
  return state.status === 'failed' ? <FailedPart part="statistics" kind={state.kind} /> : <StatsStateNotice state={state} />;
}
