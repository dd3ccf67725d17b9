/**
 * Issue 16: what the spoiler shield hides, for every page and for other features (a chart, a catch-up
 * card): `selectIsScoreHidden(state, matchId)` or the hook `useScoreShield(matchId)`.
 */
import { createSelector } from '@reduxjs/toolkit';
import { delayLine, feedDelaySeconds, isScoreHidden, type DelayLine, type SpoilerPrefs } from '../../domain/spoiler';
import type { StateShape } from '../shape';

export const selectSpoilerPrefs = (state: StateShape): SpoilerPrefs => state.spoiler;
export const selectShieldOn = (state: StateShape): boolean => state.spoiler.shield;
/** The fan's chosen delay (the live page's control shows it); what is in force is `selectFeedDelaySeconds`. */
export const selectBroadcastDelaySeconds = (state: StateShape): number => state.spoiler.delaySeconds;

/** The kiosk runs (its saga has read its address): a staff screen, which the broadcast delay never holds. */
const selectStaffScreen = (state: StateShape): boolean => state.kiosk.query !== null;

/**
 * Issue 24 case 6 (domain `feedDelaySeconds`): the broadcast delay in force on this screen, in seconds. The
 * live saga's and the lists' delay lines, the delayed clock and the delay line all read this one selector.
 */
export const selectFeedDelaySeconds = (state: StateShape): number =>
  feedDelaySeconds(state.spoiler, selectStaffScreen(state) ? 'staff' : 'fan');

/** Issue 24 case 6: "Delayed 30 s" while a delay holds the feed on this screen (domain `delayLine`); else null. */
export const selectDelayLine = createSelector([selectFeedDelaySeconds], (seconds): DelayLine | null => delayLine(seconds));

/** A stable function "is this match's score hidden?" that changes only when the preferences do (for lists). */
export const selectScoreHiddenTest = createSelector([selectSpoilerPrefs], (prefs) => (matchId: number | null) => isScoreHidden(prefs, matchId));

/** True when the score and result of `matchId` must not be shown now. */
export const selectIsScoreHidden = (state: StateShape, matchId: number | null): boolean => isScoreHidden(state.spoiler, matchId);
