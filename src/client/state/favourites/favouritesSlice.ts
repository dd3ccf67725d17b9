/**
 * Favourite teams (issue 16): the teams the fan starred, in the order of starring. Restored from the
 * browser at boot and saved on every change by favouritesSaga; no account involved.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { toggleFavourite, type FavouriteKey } from '../../domain/favourites';
import { sameItems } from '../sameItems';

export interface FavouritesState {
  keys: FavouriteKey[];
}

const initialState: FavouritesState = { keys: [] };

export const favouritesSlice = createSlice({
  name: 'favourites',
  initialState,
  reducers: {
    /** Boot: the stars saved on an earlier visit (already parsed and cleaned). */
    favouritesRestored(state, action: PayloadAction<{ keys: FavouriteKey[] }>) {
      // The same keys as the server rendered with keep their reference: a new but equal list would re-render
      // every star right after hydration (issue 26).
      if (!sameItems(state.keys, action.payload.keys)) state.keys = action.payload.keys;
    },
    /** The fan pressed a team's star: starred becomes unstarred and the other way round. */
    favouriteTeamToggled(state, action: PayloadAction<{ key: FavouriteKey }>) {
      state.keys = toggleFavourite(state.keys, action.payload.key);
    },
  },
});

export const favouritesEvents = favouritesSlice.actions;
