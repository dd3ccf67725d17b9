/**
 * The lists' live feeds (SPEC §2 slider and scoreboard, §7 `match:{id}:goals`): for every live-covered
 * match on screen whose feed is followed, the goals channel's events (goals, shootout attempts and period
 * events — the publisher puts those on the goals channel too, with the score pair), so the lists derive
 * score and state through the same domain functions as the live page.
 *
 * Invariants: a message not newer than the match's cursor is ignored (history re-read after a reconnect
 * cannot duplicate); a known ClientId replaces its event, a Delete removes it; at most MAX_GOALS_EVENTS per
 * match (oldest dropped); matches no longer followed are dropped.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { LIVE_EVENT_TYPE, type LiveEvent } from '../../../shared/contract/live';
import type { LiveScorePair } from '../../domain/matchStatus';
import type { LiveSport } from '../../domain/live/sport';
import { compareTimetokens } from '../../domain/live/time';

/** A hockey match's goals channel holds some tens of messages; this bound only guards a runaway feed. */
export const MAX_GOALS_EVENTS = 300;

export interface FollowedFeed {
  sport: LiveSport;
  /** Oldest first. */
  events: LiveEvent[];
  /** The newest score pair the channel carried. */
  pair: LiveScorePair | null;
  cursor: string | null;
}

export interface LiveScoresState {
  byMatch: Record<number, FollowedFeed>;
}

export interface GoalsMessage {
  timetoken: string;
  event: LiveEvent;
}

const initialState: LiveScoresState = { byMatch: {} };

function apply(feed: FollowedFeed, { timetoken, event }: GoalsMessage): void {
  if (feed.cursor !== null && compareTimetokens(timetoken, feed.cursor) <= 0) return;
  feed.cursor = timetoken;
  if (typeof event.h === 'number' && typeof event.a === 'number') feed.pair = { h: event.h, a: event.a };
  if (event.MatchEventType === LIVE_EVENT_TYPE.delete) {
    feed.events = feed.events.filter((e) => e.ClientId !== event.DeletedEventClientId);
    return;
  }
  const at = feed.events.findIndex((e) => e.ClientId === event.ClientId);
  if (at >= 0) feed.events[at] = event;
  else feed.events.push(event);
  if (feed.events.length > MAX_GOALS_EVENTS) feed.events.splice(0, feed.events.length - MAX_GOALS_EVENTS);
}

export const liveScoresSlice = createSlice({
  name: 'liveScores',
  initialState,
  reducers: {
    /** The set of followed matches changed: the others' feeds are dropped. */
    feedsFollowed(state, action: PayloadAction<{ feeds: { matchId: number; sport: LiveSport }[] }>) {
      const keep = new Set(action.payload.feeds.map((feed) => feed.matchId));
      for (const key of Object.keys(state.byMatch)) if (!keep.has(Number(key))) delete state.byMatch[Number(key)];
      for (const { matchId, sport } of action.payload.feeds) state.byMatch[matchId] ??= { sport, events: [], pair: null, cursor: null };
    },
    /** Messages of one match's goals channel, oldest first (a history page or one live message). */
    goalsMessagesReceived(state, action: PayloadAction<{ matchId: number; messages: GoalsMessage[] }>) {
      const feed = state.byMatch[action.payload.matchId];
      if (!feed) return;
      for (const message of action.payload.messages) apply(feed, message);
    },
  },
});

export const liveScoresEvents = liveScoresSlice.actions;
