/**
 * Says when the page is not showing what the server would show right now (issue 10 §2, §4): the device is
 * offline and the page shows what was kept on it ("Offline · updated 12 min ago", issue 29), a read
 * waiting to retry after the server said "too many requests" or "unavailable" (so a boot never stalls
 * silently), or answers from a stale copy while the results service is not answering ("updated N min ago").
 */
import { useState } from 'react';
import { FormattedRelativeTime, useIntl } from 'react-intl';
import styled from 'styled-components';
import { selectOfflineDataAge, selectOfflineNotice, selectOldestStaleUpdate, selectRetryAttempt } from '../state/reads/selectors';
import { InfoNotice } from '../ui/InfoNotice';
import { useDeviceNow } from './clock';
import { useAppSelector } from './hooks';

export function ReadStatusNotice() {
  const intl = useIntl();
  const attempt = useAppSelector(selectRetryAttempt);
  const updatedAtMs = useAppSelector(selectOldestStaleUpdate);
  const offline = useAppSelector(selectOfflineNotice) !== null;
  // Offline says it all: retries wait for the connection, and every answer is a kept copy.
  if (offline)
    return (
      <Region>
        <OfflineNotice />
      </Region>
    );
  if (attempt > 0)
    return (
      <Region>
        <InfoNotice title={intl.formatMessage({ id: 'reads.retrying.title' })}>{intl.formatMessage({ id: 'reads.retrying.message' }, { attempt })}</InfoNotice>
      </Region>
    );
  if (updatedAtMs !== null)
    return (
      <Region>
        <StaleNotice updatedAtMs={updatedAtMs} />
      </Region>
    );
  return null;
}

function StaleNotice({ updatedAtMs }: { updatedAtMs: number }) {
  const intl = useIntl();
  // The age when the notice appears; FormattedRelativeTime keeps it current from there.
  const [secondsAgo] = useState(() => Math.round((updatedAtMs - Date.now()) / 1000));
  return (
    <InfoNotice title={intl.formatMessage({ id: 'reads.stale.title' })}>
      {intl.formatMessage(
        { id: 'reads.stale.message' },
        { updated: <FormattedRelativeTime key="updated" value={Math.min(0, secondsAgo)} unit="second" numeric="auto" updateIntervalInSeconds={30} /> },
      )}
    </InfoNotice>
  );
}

function OfflineNotice() {
  const intl = useIntl();
  const deviceNowMs = useDeviceNow(30_000);
  const age = useAppSelector((state) => selectOfflineDataAge(state, deviceNowMs));
  if (age === null) return null;
  return (
    <InfoNotice title={intl.formatMessage({ id: 'offline.notice.updated' }, { unit: age.unit, value: 'value' in age ? age.value : 0 })}>
      {intl.formatMessage({ id: 'offline.notice.message' })}
    </InfoNotice>
  );
}

/** In line with the page's content (AppShell's main column). */
const Region = styled.div`
  max-width: 120rem;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
`;
