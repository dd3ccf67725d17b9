/**
 * Issue 25 case 5: how every page says a part of it could not be loaded — the part's name and the
 * failure's kind in the fan's language, "Trying again…" (the reads retry by themselves, state/reads/retry),
 * and Retry, which tries every failed read at once. One component, so every page says it the same way.
 */
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { readsEvents } from '../../state/reads/readsSlice';
import type { ReadFailureKind, ReadState } from '../../state/readState';
import { PartNotice } from '../../ui/PartNotice';

/** The parts a page may say it could not load (`reads.part.<part>` in the locales). */
export type PagePart =
  | 'seasons'
  | 'leagues'
  | 'teams'
  | 'matches'
  | 'leagueMatches'
  | 'schedule'
  | 'standings'
  | 'statistics'
  | 'match'
  | 'details'
  | 'goals'
  | 'penalties'
  | 'lineups'
  | 'referees'
  | 'periods'
  | 'players'
  | 'goalies'
  | 'roster'
  | 'transfers'
  | 'profile';

export function FailedPart({ part, kind }: { part: PagePart; kind: ReadFailureKind }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  // A thing that is gone is not tried again by itself (state/reads/retry), so it does not say it is.
  const why = intl.formatMessage({ id: `reads.failed.${kind}` });
  const message = kind === 'notFound' ? why : `${why} ${intl.formatMessage({ id: 'reads.failed.retrying' })}`;
  return (
    <PartNotice
      title={intl.formatMessage({ id: `reads.part.${part}` })}
      message={message}
      retryLabel={intl.formatMessage({ id: 'reads.failed.retry' })}
      onRetry={() => dispatch(readsEvents.retryRequested())}
    />
  );
}

/** The notice for a part when its read failed, nothing otherwise: `<PartState part="goals" state={…} />`. */
export function PartState({ part, state }: { part: PagePart; state: ReadState }) {
  return state.status === 'failed' ? <FailedPart part={part} kind={state.kind} /> : null;
}
