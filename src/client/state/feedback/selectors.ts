/**
 * SPEC §4 loading flag and SPEC §8 error message, derived from the request statuses rather than stored
 * twice: a failed request's message sits beside its status until the next attempt.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { StateShape } from '../shape';

const selectStatuses = (state: StateShape) => [
  state.catalog.seasons,
  state.catalog.leagues,
  state.catalog.teams,
  state.matches.tournament,
];

/** True while the seasons, leagues or teams the shell depends on are loading (the slider has its own). */
export const selectIsLoading = (state: StateShape): boolean =>
  state.catalog.seasons.status === 'loading' ||
  state.catalog.leagues.status === 'loading' ||
  state.catalog.teams.status === 'loading';

const selectErrors = (state: StateShape): string =>
  selectStatuses(state)
    .map((slot) => slot.error)
    .filter((error): error is string => error !== null)
    .join('\n');

/** The messages of the failed requests, one per line; null when nothing failed. */
export const selectErrorMessage = createSelector([selectErrors], (errors): string | null => (errors === '' ? null : errors));
