/**
 * Issue 15 (DESIGN §6.3 `/ops`): the staff wall's view of every followed live feed — per match, what its
 * two channels said (counts of events, corrections and deletes; the events that decide score and phase;
 * the goals channel's score pair), when it was last heard, the delivery delay, and since when its two
 * scores disagree; and the one connection that carries them all.
 *
 * Invariants: a message not newer than its channel's cursor is ignored (history re-read after a reconnect
 * cannot count twice); a known ClientId is a correction (replaces its decisive event in place), a Delete
 * removes the event it names; only decisive events are kept (domain isDecisiveEvent), at most
 * MAX_DECISIVE per match, and the ClientIds seen are bounded by MAX_SEEN — so twenty feeds left on a wall
 * all day stay bounded. Device times (`atMs`) come in the actions: the reducer reads no clock.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { liveChannels, LIVE_EVENT_TYPE, LIVE_TIMER, type LiveEvent } from '../../../shared/contract/live';
import type { LiveConnection } from '../../domain/live/connection';
import { eventsScore, isDecisiveEvent, scoresDisagree } from '../../domain/live/opsHealth';
import { livePhase } from '../../domain/live/phase';
import type { LiveScore } from '../../domain/live/score';
import type { LiveSport } from '../../domain/live/sport';
import { compareTimetokens, timetokenMs } from '../../domain/live/time';

/** Decisive events kept per match: a basketball match has a few hundred shots; this only guards a runaway feed. */
export const MAX_DECISIVE = 2000;
/** ClientIds remembered per match to tell a correction from a new event. */
export const MAX_SEEN = 20_000;

export type OpsChannelKind = 'all' | 'goals';

export interface OpsFeed {
  matchId: number;
  sport: LiveSport;
  /** Newest timetoken applied, per channel. */
  cursors: Record<OpsChannelKind, string | null>;
  /** Events of the all channel (Deletes not counted here). */
  received: number;
  corrections: number;
  deletes: number;
  /** ClientIds seen on the all channel (value: true); see MAX_SEEN. */
  seen: Record<string, true>;
  seenCount: number;
  /** The all channel's decisive events, oldest first. */
  decisive: LiveEvent[];
  /** The newest score pair on the goals channel. */
  goalsPair: LiveScore | null;
  /** Device ms of the newest event heard on either channel (arrival; for history, its timetoken). */
  lastEventMs: number | null;
  /** Arrival minus timetoken of the newest live message (ms); null before one arrives live. */
  delayMs: number | null;
  /** Device ms since when the goals pair and the events' score disagree; null while they agree. */
  mismatchSinceMs: number | null;
}

export interface OpsState {
  /** The wall is open (the saga follows its feeds). */
  open: boolean;
  feeds: Record<number, OpsFeed>;
  /** The one connection all the channels share. */
  connection: LiveConnection;
  /** Device ms when the connection was lost; null while live or first connecting. */
  lostSinceMs: number | null;
  /** Channels in the one subscription. */
  channels: number;
}

export interface OpsMessage {
  timetoken: string;
  event: LiveEvent;
}

export interface OpsBatchItem extends OpsMessage {
  matchId: number;
  channel: OpsChannelKind;
}

const initialState: OpsState = { open: false, feeds: {}, connection: 'connecting', lostSinceMs: null, channels: 0 };

export function emptyFeed(matchId: number, sport: LiveSport): OpsFeed {
  return {
    matchId,
    sport,
    cursors: { all: null, goals: null },
    received: 0,
    corrections: 0,
    deletes: 0,
    seen: {},
    seenCount: 0,
    decisive: [],
    goalsPair: null,
    lastEventMs: null,
    delayMs: null,
    mismatchSinceMs: null,
  };
}

/** The channel kind of a channel name of `matchId`, or null. */
export function channelKindOf(matchId: number, channel: string): OpsChannelKind | null {
  if (channel === liveChannels.all(matchId)) return 'all';
  if (channel === liveChannels.goals(matchId)) return 'goals';
  return null;
}

function applyAll(feed: OpsFeed, event: LiveEvent): void {
  if (event.MatchEventType === LIVE_EVENT_TYPE.delete) {
    feed.deletes += 1;
    const target = event.DeletedEventClientId;
    if (target) feed.decisive = feed.decisive.filter((e) => e.ClientId !== target);
    return;
  }
  feed.received += 1;
  const known = Object.prototype.hasOwnProperty.call(feed.seen, event.ClientId);
  if (known) feed.corrections += 1;
  else if (feed.seenCount < MAX_SEEN) {
    feed.seen[event.ClientId] = true;
    feed.seenCount += 1;
  }
  if (!isDecisiveEvent(event)) return;
  const at = known ? feed.decisive.findIndex((e) => e.ClientId === event.ClientId) : -1;
  if (at >= 0) feed.decisive[at] = event;
  else {
    feed.decisive.push(event);
    if (feed.decisive.length > MAX_DECISIVE) feed.decisive.splice(0, feed.decisive.length - MAX_DECISIVE);
  }
}

function applyGoals(feed: OpsFeed, event: LiveEvent): void {
  if (typeof event.h === 'number' && typeof event.a === 'number') feed.goalsPair = { h: event.h, a: event.a };
}

/** Re-checks the two scores after a change, at device time `atMs`. */
function checkScores(feed: OpsFeed, atMs: number): void {
  if (feed.cursors.all === null || feed.goalsPair === null) {
    feed.mismatchSinceMs = null;
    return;
  }
  const phase = livePhase(feed.sport, feed.decisive);
  const disagree = phase.kind !== 'ended' && scoresDisagree(feed.goalsPair, eventsScore(feed.sport, feed.decisive, false));
  if (!disagree) feed.mismatchSinceMs = null;
  else feed.mismatchSinceMs ??= atMs;
}

/** Applies messages of one channel of one feed, oldest first; `live`: they arrived now (not from history). */
function applyMessages(feed: OpsFeed, channel: OpsChannelKind, messages: readonly OpsMessage[], atMs: number, live: boolean): void {
  let changed = false;
  for (const { timetoken, event } of messages) {
    const cursor = feed.cursors[channel];
    if (cursor !== null && compareTimetokens(timetoken, cursor) <= 0) continue;
    feed.cursors[channel] = timetoken;
    changed = true;
    const sentMs = timetokenMs(timetoken);
    const heardMs = live ? atMs : Math.min(sentMs ?? atMs, atMs);
    if (feed.lastEventMs === null || heardMs > feed.lastEventMs) feed.lastEventMs = heardMs;
    if (live && sentMs !== null) feed.delayMs = Math.max(0, atMs - sentMs);
    if (channel === 'all') applyAll(feed, event);
    else applyGoals(feed, event);
  }
  if (changed) checkScores(feed, atMs);
}

export const opsSlice = createSlice({
  name: 'ops',
  initialState,
  reducers: {
    wallOpened(state) {
      state.open = true;
    },
    wallClosed() {
      return initialState;
    },
    /** The matches whose feeds the wall follows now; the others' feeds are dropped. */
    feedsListed(state, action: PayloadAction<{ feeds: { matchId: number; sport: LiveSport }[] }>) {
      const keep = new Set(action.payload.feeds.map((feed) => feed.matchId));
      for (const key of Object.keys(state.feeds)) if (!keep.has(Number(key))) delete state.feeds[Number(key)];
      for (const { matchId, sport } of action.payload.feeds) state.feeds[matchId] ??= emptyFeed(matchId, sport);
    },
    subscribed(state, action: PayloadAction<{ channels: number }>) {
      state.channels = action.payload.channels;
    },
    /** One channel's history since its cursor, oldest first, read at device time `atMs`. */
    historyLoaded(state, action: PayloadAction<{ matchId: number; channel: OpsChannelKind; messages: OpsMessage[]; atMs: number }>) {
      const feed = state.feeds[action.payload.matchId];
      if (feed) applyMessages(feed, action.payload.channel, action.payload.messages, action.payload.atMs, false);
    },
    /** Live messages that arrived together (one long-poll), in arrival order, at device time `atMs`. */
    messagesReceived(state, action: PayloadAction<{ items: OpsBatchItem[]; atMs: number }>) {
      for (const item of action.payload.items) {
        const feed = state.feeds[item.matchId];
        if (feed) applyMessages(feed, item.channel, [item], action.payload.atMs, true);
      }
    },
    connectionEstablished(state) {
      state.connection = 'live';
      state.lostSinceMs = null;
    },
    connectionLost(state, action: PayloadAction<{ atMs: number; offline?: boolean }>) {
      state.connection = action.payload.offline ? 'offline' : 'reconnecting';
      state.lostSinceMs ??= action.payload.atMs;
    },
  },
});

export const opsEvents = opsSlice.actions;

/** The newest Timer start/stop among decisive events (the clock's last word), or null. */
export function latestClockTimer(events: readonly LiveEvent[]): LiveEvent | null {
  for (let i = events.length - 1; i >= 0; i -= 1) {
    const e = events[i];
    if (e && e.MatchEventType === LIVE_EVENT_TYPE.timer && e.EventType !== LIVE_TIMER.periodEvent) return e;
  }
  return null;
}
