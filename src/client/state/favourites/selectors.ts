import { createSelector } from '@reduxjs/toolkit';
import type { FavouriteKey } from '../../domain/favourites';
import type { StateShape } from '../shape';

/** Issue 16: the starred teams' keys, in the order of starring. */
export const selectFavouriteKeys = (state: Pick<StateShape, 'favourites'>): readonly FavouriteKey[] => state.favourites.keys;

/** The starred teams as a set, for "is this team starred" and the orderings (one Set per change). */
export const selectFavouriteSet = createSelector([selectFavouriteKeys], (keys): ReadonlySet<string> => new Set<string>(keys));
