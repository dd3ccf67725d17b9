/** The catch-up card's model (issue 16) from the store's live events and the card state. */
import { createSelector } from '@reduxjs/toolkit';
import { catchUpSince, firstNewIndex, type CatchUp } from '../../domain/live/catchUp';
import { liveSportOf } from '../../domain/live/sport';
import { selectLiveEventsChronological } from '../live/selectors';
import type { StateShape } from '../shape';

const selectCard = (state: StateShape, matchId: number) => state.catchUp.matches[matchId] ?? null;
const selectSportId = (state: StateShape) => state.site.sportId;

/**
 * What the card lists: the events after `since` up to `until`; null while the card is not to show (history
 * still loading, dismissed, tab hidden) or when nothing happened since the fan last looked.
 */
export const selectCatchUp = createSelector([selectCard, selectLiveEventsChronological, selectSportId], (card, events, sportId): CatchUp | null => {
  const sport = liveSportOf(sportId);
  if (card === null || card.status !== 'shown' || sport === null || card.until === null) return null;
  const seen = events.slice(0, firstNewIndex(events, card.until));
  const result = catchUpSince(sport, seen, card.since);
  return result.items.length === 0 ? null : result;
});
