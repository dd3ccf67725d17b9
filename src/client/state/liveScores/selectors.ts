/**
 * The lists' view of live matches: per followed match, what its goals channel says (score and phase),
 * through the same domain function the live page uses. Memoized per feed: a message for one match
 * recomputes only that match's summary.
 */
import { createSelector } from '@reduxjs/toolkit';
import { liveSummary, type LiveSummary } from '../../domain/matchStatus';
import type { StateShape } from '../shape';
import type { FollowedFeed } from './liveScoresSlice';

const selectFeeds = (state: StateShape) => state.liveScores.byMatch;

const summaries = new WeakMap<FollowedFeed, LiveSummary>();

function summaryOf(feed: FollowedFeed): LiveSummary {
  const known = summaries.get(feed);
  if (known) return known;
  const made = liveSummary(feed.sport, feed.events, feed.pair);
  summaries.set(feed, made);
  return made;
}

/** matchId → what its feed says; a match not followed (or with nothing heard yet) is absent. */
export const selectLiveSummaries = createSelector([selectFeeds], (feeds): Readonly<Record<number, LiveSummary>> => {
  const out: Record<number, LiveSummary> = {};
  for (const [id, feed] of Object.entries(feeds)) {
    if (feed.cursor !== null) out[Number(id)] = summaryOf(feed);
  }
  return out;
});
