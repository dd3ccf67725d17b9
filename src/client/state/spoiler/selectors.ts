/**
 * Issue 16: what the spoiler shield hides, for every page and for other features (a chart, a catch-up
 * card): `selectIsScoreHidden(state, matchId)` or the hook `useScoreShield(matchId)`.
 */
import { createSelector } from '@reduxjs/toolkit';
import { isScoreHidden, type SpoilerPrefs } from '../../domain/spoiler';
import type { StateShape } from '../shape';

export const selectSpoilerPrefs = (state: StateShape): SpoilerPrefs => state.spoiler;
export const selectShieldOn = (state: StateShape): boolean => state.spoiler.shield;
export const selectBroadcastDelaySeconds = (state: StateShape): number => state.spoiler.delaySeconds;

/** A stable function "is this match's score hidden?" that changes only when the preferences do (for lists). */
export const selectScoreHiddenTest = createSelector([selectSpoilerPrefs], (prefs) => (matchId: number | null) => isScoreHidden(prefs, matchId));

/** True when the score and result of `matchId` must not be shown now. */
export const selectIsScoreHidden = (state: StateShape, matchId: number | null): boolean => isScoreHidden(state.spoiler, matchId);
