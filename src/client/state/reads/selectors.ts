import { createSelector } from '@reduxjs/toolkit';
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
