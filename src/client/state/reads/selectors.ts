import { createSelector } from '@reduxjs/toolkit';
import { dataAgeOf, offlineUpdatedAt } from '../../domain/offline';
import type { StateShape } from '../shape';

const selectRetrying = (state: StateShape) => state.reads.retrying;
const selectStale = (state: StateShape) => state.reads.stale;

/** The highest retry attempt any read is waiting on, or 0 when none waits. */
export const selectRetryAttempt = createSelector([selectRetrying], (retrying) => Math.max(0, ...Object.values(retrying)));

/** When the oldest stale answer on the page was last fresh (device epoch ms), or null when all are fresh. */
export const selectOldestStaleUpdate = createSelector([selectStale], (stale) => {
  const times = Object.values(stale);
  return times.length === 0 ? null : Math.min(...times);
});

const selectConnection = (state: StateShape) => state.reads.connection;

/**
 * Issue 29 case 1: null while online; offline, when the page's data were last known fresh (device epoch ms,
 * or null when nothing tells), for the "Offline · updated N min ago" notice (domain/offline).
 */
export const selectOfflineNotice = createSelector([selectConnection, selectStale], (connection, stale) =>
  connection.status === 'online' ? null : { updatedAtMs: offlineUpdatedAt(connection.dataAsOfMs, Object.values(stale)) },
);

/** Issue 29 case 1: the offline notice's data age at `deviceNowMs` (domain/offline), or null while online. */
export const selectOfflineDataAge = createSelector([selectOfflineNotice, (_state: StateShape, deviceNowMs: number) => deviceNowMs], (notice, deviceNowMs) =>
  notice === null ? null : dataAgeOf(notice.updatedAtMs, deviceNowMs),
);
