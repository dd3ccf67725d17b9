/**
 * Live (SPEC §4 Live events, DESIGN §5): per open live match, its events by ClientId plus their order,
 * the latest match data, the per-channel cursor (the newest timetoken applied) and the connection status.
 * (The lists' live scores and states are the liveScores domain.)
 *
 * Invariants: a message whose timetoken is not newer than its channel's cursor is ignored (history re-read
 * after a reconnect cannot duplicate); a Delete removes the event it names; a known ClientId replaces the
 * event in place; a new one is added as the newest. At most MAX_EVENTS events per match (oldest dropped),
 * so a kiosk left open for hours stays bounded. Applying a page of history is linear in its size.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { LIVE_EVENT_TYPE, type LiveEvent, type LiveMatchData } from '../../../shared/contract/live';
import type { LiveConnection } from '../../domain/live/connection';
import { compareTimetokens, timetokenMs } from '../../domain/live/time';

export type { LiveConnection } from '../../domain/live/connection';

export const MAX_EVENTS = 5000;
/** Deleted ClientIds remembered per match, so a late copy of a deleted event is not resurrected. */
export const MAX_TOMBSTONES = 1000;

export interface LiveMatchState {
  matchId: number;
  /** Events by ClientId (MatchData and Delete are not kept here). */
  byClientId: Record<string, LiveEvent>;
  /** ClientIds oldest first; the view lists them newest first. */
  order: string[];
  /** ClientId → timetoken of the version kept: an older copy (the other channel's) never overwrites it. */
  versions: Record<string, string>;
  matchData: LiveMatchData | null;
  /** Channel → newest timetoken applied. */
  cursors: Record<string, string>;
  tombstones: string[];
  connection: LiveConnection;
  /**
   * While not live: epoch ms (device clock) when the view last knew its data to be current — the last
   * message, successful probe or connection before the loss; null when it never was. "Data from n min ago".
   */
  dataAsOfMs: number | null;
  /** Failed attempts since the last successful connection (drives the backoff). */
  attempt: number;
  /** Epoch ms of the newest event applied (from its timetoken), for "last event n s ago". */
  lastEventMs: number | null;
  /** The live-events fetch (SPEC §4: when the match is not in the live list). */
  eventsStatus: 'idle' | 'loading' | 'ready' | 'failed';
  /** True once history has been read through at least once (the view may then say "not set up"). */
  synced: boolean;
  error: string | null;
}

export interface LiveState {
  matches: Record<number, LiveMatchState>;
}

export interface LiveMessage {
  timetoken: string;
  event: LiveEvent;
}

const initialState: LiveState = { matches: {} };

export function emptyMatch(matchId: number): LiveMatchState {
  return {
    matchId,
    byClientId: {},
    order: [],
    versions: {},
    matchData: null,
    cursors: {},
    tombstones: [],
    connection: 'connecting',
    dataAsOfMs: null,
    attempt: 0,
    lastEventMs: null,
    eventsStatus: 'idle',
    synced: false,
    error: null,
  };
}

/** Applies one event to a match draft (or plain object); `index` maps ClientId → position in order. */
function applyEvent(match: LiveMatchState, event: LiveEvent, timetoken: string, removed: Set<string>): void {
  if (event.MatchEventType === LIVE_EVENT_TYPE.delete) {
    const target = event.DeletedEventClientId;
    if (!target) return;
    if (target in match.byClientId) {
      delete match.byClientId[target];
      delete match.versions[target];
      removed.add(target);
    }
    if (!match.tombstones.includes(target)) {
      match.tombstones.push(target);
      if (match.tombstones.length > MAX_TOMBSTONES) match.tombstones.shift();
    }
    return;
  }
  if (event.MatchEventType === LIVE_EVENT_TYPE.matchData) {
    if (event.MatchData) match.matchData = event.MatchData;
    return;
  }
  if (match.tombstones.length > 0 && match.tombstones.includes(event.ClientId)) return;
  const known = event.ClientId in match.byClientId;
  const kept = match.versions[event.ClientId];
  if (known && kept && timetoken && compareTimetokens(timetoken, kept) < 0) return;
  match.byClientId[event.ClientId] = event;
  if (timetoken) match.versions[event.ClientId] = timetoken;
  if (!known) {
    if (removed.has(event.ClientId)) removed.delete(event.ClientId);
    match.order.push(event.ClientId);
  }
}

/** Removes deleted ids from the order and trims to MAX_EVENTS: one pass, whatever the batch size. */
function settleOrder(match: LiveMatchState, removed: Set<string>): void {
  if (removed.size > 0) match.order = match.order.filter((id) => id in match.byClientId);
  if (match.order.length > MAX_EVENTS) {
    const dropped = match.order.slice(0, match.order.length - MAX_EVENTS);
    for (const id of dropped) {
      delete match.byClientId[id];
      delete match.versions[id];
    }
    match.order = match.order.slice(-MAX_EVENTS);
  }
}

function applyMessages(match: LiveMatchState, channel: string | null, messages: readonly LiveMessage[]): void {
  const removed = new Set<string>();
  let cursor = channel === null ? undefined : match.cursors[channel];
  for (const { timetoken, event } of messages) {
    if (channel !== null) {
      if (cursor !== undefined && compareTimetokens(timetoken, cursor) <= 0) continue;
      cursor = timetoken;
    }
    applyEvent(match, event, timetoken, removed);
    const ms = timetokenMs(timetoken);
    if (ms !== null && (match.lastEventMs === null || ms > match.lastEventMs)) match.lastEventMs = ms;
  }
  if (channel !== null && cursor !== undefined) match.cursors[channel] = cursor;
  settleOrder(match, removed);
}

export const liveSlice = createSlice({
  name: 'live',
  initialState,
  reducers: {
    matchViewOpened(state, action: PayloadAction<{ matchId: number; matchDate: string | null }>) {
      const { matchId } = action.payload;
      state.matches[matchId] ??= emptyMatch(matchId);
    },
    matchViewClosed(state, action: PayloadAction<{ matchId: number }>) {
      delete state.matches[action.payload.matchId];
    },
    matchEventsRequested(state, action: PayloadAction<{ matchId: number }>) {
      const match = state.matches[action.payload.matchId];
      if (match) match.eventsStatus = 'loading';
    },
    /** The live-events fetch: events without channel timetokens, applied oldest first. */
    matchEventsLoaded(state, action: PayloadAction<{ matchId: number; events: LiveEvent[] }>) {
      const match = state.matches[action.payload.matchId];
      if (!match) return;
      match.eventsStatus = 'ready';
      applyMessages(
        match,
        null,
        action.payload.events.map((event) => ({ timetoken: event.TimeToken ?? '', event })),
      );
    },
    matchEventsLoadFailed(state, action: PayloadAction<{ matchId: number; message: string }>) {
      const match = state.matches[action.payload.matchId];
      if (!match) return;
      match.eventsStatus = 'failed';
      match.error = action.payload.message;
    },
    /** One channel's history since its cursor, oldest first. */
    historyLoaded(state, action: PayloadAction<{ matchId: number; channel: string; messages: LiveMessage[] }>) {
      const match = state.matches[action.payload.matchId];
      if (match) applyMessages(match, action.payload.channel, action.payload.messages);
    },
    eventReceived(state, action: PayloadAction<{ matchId: number; channel: string; message: LiveMessage }>) {
      const match = state.matches[action.payload.matchId];
      if (match) applyMessages(match, action.payload.channel, [action.payload.message]);
    },
    connectionEstablished(state, action: PayloadAction<{ matchId: number }>) {
      const match = state.matches[action.payload.matchId];
      if (!match) return;
      match.connection = 'live';
      match.dataAsOfMs = null;
      match.synced = true;
      match.attempt = 0;
      match.error = null;
    },
    /** The connection failed (or its watchdog found the server silent); `dataAsOfMs` as in the state. */
    connectionLost(state, action: PayloadAction<{ matchId: number; message: string; dataAsOfMs?: number | null }>) {
      const match = state.matches[action.payload.matchId];
      if (!match) return;
      match.connection = 'reconnecting';
      match.attempt += 1;
      match.error = action.payload.message;
      match.dataAsOfMs = action.payload.dataAsOfMs ?? match.dataAsOfMs;
    },
    wentOffline(state, action: PayloadAction<{ matchId: number; dataAsOfMs?: number | null }>) {
      const match = state.matches[action.payload.matchId];
      if (!match) return;
      match.connection = 'offline';
      match.dataAsOfMs = action.payload.dataAsOfMs ?? match.dataAsOfMs;
    },
    cameOnline(state, action: PayloadAction<{ matchId: number }>) {
      const match = state.matches[action.payload.matchId];
      if (match) match.connection = 'reconnecting';
    },
  },
});

export const liveEvents = liveSlice.actions;
