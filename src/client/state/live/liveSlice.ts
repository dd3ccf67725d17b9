/**
 * Live (SPEC §4 Live events, DESIGN §5): per open live match, its events oldest first, the latest match
 * data, the per-channel cursor (the newest timetoken applied) and the connection status.
 * (The lists' live scores and states are the liveScores domain.)
 *
 * Invariants: a message whose timetoken is not newer than its channel's cursor is ignored (history re-read
 * after a reconnect cannot duplicate); a Delete removes the event it names; a known ClientId replaces the
 * event in place; a new one is added as the newest. At most MAX_EVENTS events per match (oldest dropped),
 * so a kiosk left open for hours stays bounded. Applying a page of history is linear in its size.
 *
 * Issue 14: the events array is the one the rules and the view read (no per-event rebuild from ids): a
 * batch copies it once (a pointer copy) and appends, and two counters say how it changed since any earlier
 * state — `trimmed` (dropped off the front) and `rewritten` (replaced or removed in place) — so the
 * play-by-play folds only what was appended. Tombstones are a record, looked up in constant time.
 */
import { createSlice, freeze, isDraft, original, type PayloadAction } from '@reduxjs/toolkit';
import { LIVE_EVENT_TYPE, type LiveEvent, type LiveMatchData } from '../../../shared/contract/live';
import type { LiveConnection } from '../../domain/live/connection';
import { compareTimetokens, timetokenMs } from '../../domain/live/time';
import { sameJsonValue } from '../sameItems';

export type { LiveConnection } from '../../domain/live/connection';

export const MAX_EVENTS = 5000;
/** Deleted ClientIds remembered per match, so a late copy of a deleted event is not resurrected. */
export const MAX_TOMBSTONES = 1000;

export interface LiveMatchState {
  matchId: number;
  /** The events oldest first (MatchData and Delete are not kept here); the view lists them newest first. */
  events: LiveEvent[];
  /**
   * ClientId → timetoken of the version kept ('' when it came without one); also the index of the ids
   * held. An older copy (the other channel's) never overwrites a newer one. Split into VERSION_SHARDS
   * records by a hash of the id (read with `versionOf`): one record of 5,000 ids cost 2 ms to copy for
   * every event (and as much again to freeze); an event now copies one shard of about 80.
   */
  versions: Record<string, string>[];
  /** Events dropped off the front (MAX_EVENTS) since the match was opened: only ever grows. */
  trimmed: number;
  /** Events replaced (a correction) or removed (a Delete) in place since the match was opened: only grows. */
  rewritten: number;
  matchData: LiveMatchData | null;
  /** Channel → newest timetoken applied. */
  cursors: Record<string, string>;
  /** Deleted ClientIds, for a constant-time look-up; at most MAX_TOMBSTONES (the oldest forgotten first). */
  tombstones: Record<string, true>;
  /** The same ClientIds oldest first: which one to forget when the bound is reached. */
  tombstoneOrder: string[];
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

/** Corrections per batch whose slot is found by a scan from the newest end; after them the batch indexes its list. */
const SCANNED_CORRECTIONS = 8;

/** How many records the versions index is split into (see LiveMatchState.versions). */
export const VERSION_SHARDS = 64;

function shardOf(clientId: string): number {
  let hash = 0;
  for (let i = 0; i < clientId.length; i += 1) hash = (Math.imul(hash, 31) + clientId.charCodeAt(i)) | 0;
  return (hash >>> 0) % VERSION_SHARDS;
}

const has = (record: Readonly<Record<string, unknown>>, key: string) => Object.prototype.hasOwnProperty.call(record, key);

/** The timetoken of the version of `clientId` kept ('' when it came without one); undefined when not held. */
export function versionOf(versions: readonly Readonly<Record<string, string>>[], clientId: string): string | undefined {
  const shard = versions[shardOf(clientId)];
  return shard && has(shard, clientId) ? shard[clientId] : undefined;
}

/**
 * The versions index of `events` as the slice builds it (ClientId → timetoken), for events that came with
 * their timetoken (`TimeToken`: the channel's, or the fetch's copy of it).
 */
export function versionsOf(events: readonly LiveEvent[]): Record<string, string>[] {
  const versions: Record<string, string>[] = Array.from({ length: VERSION_SHARDS }, () => ({}));
  for (const event of events) {
    const shard = versions[shardOf(event.ClientId)];
    if (shard) shard[event.ClientId] = event.TimeToken ?? '';
  }
  return versions;
}

/**
 * A match's events as a page carries them: each event's field names once per distinct set of them
 * (`shapes`), and per event the index of its shape followed by its values in that order. A 5,000-event
 * history is mostly field names written 5,000 times over.
 */
export interface PackedEvents {
  shapes: string[][];
  rows: unknown[][];
}

/** `events` packed (fields without a value are left out, as JSON leaves them out). */
export function packEvents(events: readonly LiveEvent[]): PackedEvents {
  const shapes: string[][] = [];
  const shapeIndex = new Map<string, number>();
  const rows = events.map((event) => {
    const fields = event as unknown as Record<string, unknown>;
    const keys = Object.keys(fields).filter((key) => fields[key] !== undefined);
    const id = keys.join(',');
    let index = shapeIndex.get(id);
    if (index === undefined) {
      index = shapes.length;
      shapes.push(keys);
      shapeIndex.set(id, index);
    }
    return [index, ...keys.map((key) => fields[key])];
  });
  return { shapes, rows };
}

/** The events `packEvents` packed, oldest first as they were. */
export function unpackEvents({ shapes, rows }: PackedEvents): LiveEvent[] {
  return rows.map(([index, ...values]) => {
    const keys = shapes[typeof index === 'number' ? index : -1] ?? [];
    const event: Record<string, unknown> = {};
    keys.forEach((key, at) => {
      event[key] = values[at];
    });
    return event as unknown as LiveEvent;
  });
}

/** The live state as a server-rendered page carries it: each match's events packed, without their versions index. */
export type PageLiveState = { matches: Record<number, Omit<LiveMatchState, 'versions' | 'events'> & { events: PackedEvents }> };

/**
 * Issue 26: the live state for the page's JSON, which a 5,000-event history made 1.3 MB of HTML to download
 * and parse before the page came alive. The versions index is the events' ids again (13 % of it): the
 * browser rebuilds it; and the events are packed (`packEvents`), their field names written once.
 */
export function liveStateForPage(live: LiveState): PageLiveState {
  const matches: PageLiveState['matches'] = {};
  for (const [id, match] of Object.entries(live.matches)) {
    const { versions: _index, events, ...rest } = match;
    void _index;
    matches[Number(id)] = { ...rest, events: packEvents(events) };
  }
  return { matches };
}

/**
 * The live state of a server-rendered page (`liveStateForPage`): its events unpacked and their versions
 * index rebuilt. Read once per page (hydration.ts), so the store and the hydration render share the events.
 */
export function liveStateFromPage(live: PageLiveState): LiveState {
  const matches: LiveState['matches'] = {};
  for (const [id, match] of Object.entries(live.matches)) {
    const events = unpackEvents(match.events);
    matches[Number(id)] = { ...match, events, versions: versionsOf(events) };
  }
  return { matches };
}

export function emptyMatch(matchId: number): LiveMatchState {
  return {
    matchId,
    events: [],
    versions: Array.from({ length: VERSION_SHARDS }, () => ({})),
    trimmed: 0,
    rewritten: 0,
    matchData: null,
    cursors: {},
    tombstones: {},
    tombstoneOrder: [],
    connection: 'connecting',
    dataAsOfMs: null,
    attempt: 0,
    lastEventMs: null,
    eventsStatus: 'idle',
    synced: false,
    error: null,
  };
}

/**
 * One batch applied to a plain (frozen) match, returning the next match or the same one when nothing
 * changed. Plain rather than an immer draft on purpose: finding a corrected event's slot reads the array,
 * and through a draft every element read would become a proxy. Each container is copied at most once per
 * batch, whatever its size.
 */
/** Whether two copies of an event say the same, whatever their timetokens and the order of their fields. */
function sameEventContent(held: LiveEvent | undefined, event: LiveEvent): boolean {
  if (held === undefined) return false;
  const { TimeToken: _heldToken, ...heldContent } = held;
  const { TimeToken: _token, ...content } = event;
  return sameJsonValue(heldContent, content);
}

function applyMessages(base: LiveMatchState, channel: string | null, messages: readonly LiveMessage[]): LiveMatchState {
  let events: LiveEvent[] | null = null;
  let versions: Record<string, string>[] | null = null;
  const ownShards = new Set<number>();
  let tombstones: Record<string, true> | null = null;
  let tombstoneOrder: string[] | null = null;
  let matchData = base.matchData;
  let lastEventMs = base.lastEventMs;
  let rewritten = base.rewritten;
  /** ClientIds deleted in this batch: their slots are dropped in one pass at the end. */
  const removed = new Set<string>();
  /** Events this batch keeps: frozen here, since immer does not look inside a container frozen already. */
  const kept: LiveEvent[] = [];
  let cursor = channel === null ? undefined : base.cursors[channel];
  let applied = false;

  const held = () => (events ??= base.events.slice());
  const version = (id: string) => versionOf(versions ?? base.versions, id);
  /** The (copied once per batch) shard that holds `id`. */
  const shardFor = (id: string): Record<string, string> => {
    const own = (versions ??= base.versions.slice());
    const index = shardOf(id);
    if (!ownShards.has(index)) {
      own[index] = { ...own[index] };
      ownShards.add(index);
    }
    return own[index] ?? {};
  };
  const currentTombstones = () => tombstones ?? base.tombstones;
  /**
   * A corrected event's slot. Usually a recent one, so the first few are looked for from the newest end; a
   * batch that corrects more (a history read again over copies without timetokens) indexes the list once,
   * ClientId → slot, kept in step with it, so it stays linear instead of scanning per event.
   */
  let slots: Map<string, number> | null = null;
  let scans = 0;
  const slotOf = (list: readonly LiveEvent[], id: string): number | undefined => {
    if (slots === null && scans < SCANNED_CORRECTIONS) {
      scans += 1;
      for (let i = list.length - 1; i >= 0; i -= 1) if (list[i]?.ClientId === id) return i;
      return undefined;
    }
    if (slots === null) {
      slots = new Map();
      for (let i = 0; i < list.length; i += 1) slots.set(list[i]?.ClientId ?? '', i);
    }
    return slots.get(id);
  };
  const noteSlot = (id: string, at: number) => slots?.set(id, at);
  const forgetSlots = () => {
    slots = null;
  };

  for (const { timetoken, event } of messages) {
    if (channel !== null) {
      if (cursor !== undefined && compareTimetokens(timetoken, cursor) <= 0) continue;
      cursor = timetoken;
    }
    applied = true;
    const ms = timetokenMs(timetoken);
    if (ms !== null && (lastEventMs === null || ms > lastEventMs)) lastEventMs = ms;

    if (event.MatchEventType === LIVE_EVENT_TYPE.delete) {
      const target = event.DeletedEventClientId;
      if (!target) continue;
      if (version(target) !== undefined) {
        delete shardFor(target)[target];
        removed.add(target);
      }
      if (!has(currentTombstones(), target)) {
        tombstones ??= { ...base.tombstones };
        tombstoneOrder ??= base.tombstoneOrder.slice();
        tombstones[target] = true;
        tombstoneOrder.push(target);
        if (tombstoneOrder.length > MAX_TOMBSTONES) {
          const forgotten = tombstoneOrder.shift();
          if (forgotten !== undefined) delete tombstones[forgotten];
        }
      }
      continue;
    }
    if (event.MatchEventType === LIVE_EVENT_TYPE.matchData) {
      // The same match data read again (a history re-read) keeps the one held: nothing that shows it changes.
      if (event.MatchData && !sameJsonValue(event.MatchData, matchData)) matchData = event.MatchData;
      continue;
    }
    if (has(currentTombstones(), event.ClientId)) continue;
    const keptVersion = version(event.ClientId);
    const known = keptVersion !== undefined;
    if (known && keptVersion && timetoken && compareTimetokens(timetoken, keptVersion) < 0) continue;
    // Issue 26: the very message held already (the page's or the fetch's copy, read again from the channel's
    // history): nothing changes. Taken as a correction it rewrote 5,000 slots and refolded the list per batch.
    if (known && keptVersion !== '' && keptVersion === timetoken) continue;
    // Another copy of an event held as it is — the page's or the live-events fetch's copy read from a channel,
    // or a scoring event's copy on the goals channel, under a timetoken of its own: the newer timetoken is
    // noted and the list stays as it is (issue 26: taken as a correction, it made a new list and the whole
    // live page was drawn again).
    if (known) {
      const current = events ?? base.events;
      const at = slotOf(current, event.ClientId);
      if (at !== undefined && sameEventContent(current[at], event)) {
        if (keptVersion === '' || (timetoken !== '' && compareTimetokens(timetoken, keptVersion) > 0)) shardFor(event.ClientId)[event.ClientId] = timetoken;
        continue;
      }
    }
    shardFor(event.ClientId)[event.ClientId] = timetoken;
    kept.push(event);
    const list = held();
    if (!known) {
      // Deleted earlier in this batch and back (its tombstone already forgotten): drop the old slot now,
      // or the pass at the end would keep both or neither.
      if (removed.delete(event.ClientId)) {
        const at = list.findIndex((e) => e.ClientId === event.ClientId);
        if (at >= 0) list.splice(at, 1);
        forgetSlots();
        rewritten += 1;
      }
      list.push(event);
      noteSlot(event.ClientId, list.length - 1);
      continue;
    }
    // A correction.
    const at = slotOf(list, event.ClientId);
    if (at !== undefined) {
      list[at] = event;
      rewritten += 1;
    }
  }
  if (!applied) return base;

  let trimmed = base.trimmed;
  // (Set inside the helpers above, which the compiler's narrowing does not follow.)
  let list = events as LiveEvent[] | null;
  if (removed.size > 0) {
    const before = list ?? base.events;
    list = before.filter((e) => !removed.has(e.ClientId));
    rewritten += before.length - list.length;
  }
  if (list !== null && list.length > MAX_EVENTS) {
    const excess = list.length - MAX_EVENTS;
    for (let i = 0; i < excess; i += 1) {
      const id = list[i]?.ClientId ?? '';
      delete shardFor(id)[id];
    }
    list = list.slice(excess);
    trimmed += excess;
  }
  for (const event of kept) freeze(event, true);
  if (matchData !== base.matchData && matchData !== null) freeze(matchData, true);
  const ownVersions = versions as Record<string, string>[] | null;
  if (ownVersions) for (const index of ownShards) freeze(ownVersions[index]);
  return freeze({
    ...base,
    events: list ? freeze(list) : base.events,
    versions: ownVersions ? freeze(ownVersions) : base.versions,
    trimmed,
    rewritten,
    matchData,
    lastEventMs,
    tombstones: tombstones ? freeze(tombstones as Record<string, true>) : base.tombstones,
    tombstoneOrder: tombstoneOrder ? freeze(tombstoneOrder as string[]) : base.tombstoneOrder,
    cursors: channel !== null && cursor !== undefined && cursor !== base.cursors[channel] ? freeze({ ...base.cursors, [channel]: cursor }) : base.cursors,
  });
}

/**
 * Applies a batch to the open match `matchId` of a draft state (no-op when the match is not open), with
 * `patch` set first. Reads the match as the reducer received it and leaves it frozen: no other change to
 * that match in the same reducer, before or after (pass it as `patch`).
 */
function applyTo(state: LiveState, matchId: number, channel: string | null, messages: readonly LiveMessage[], patch: Partial<LiveMatchState> = {}): void {
  const match = state.matches[matchId];
  if (!match) return;
  const base = isDraft(match) ? (original(match) as LiveMatchState) : match;
  state.matches[matchId] = applyMessages(Object.keys(patch).length > 0 ? { ...base, ...patch } : base, channel, messages);
}

export const liveSlice = createSlice({
  name: 'live',
  initialState,
  reducers: {
    /**
     * `broadcastDelay`: the fan's live view, whose events pass the fan's broadcast delay (issue 16); absent
     * on staff screens (the kiosk), which always show the match as it is.
     */
    matchViewOpened(state, action: PayloadAction<{ matchId: number; matchDate: string | null; broadcastDelay?: boolean }>) {
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
      applyTo(
        state,
        action.payload.matchId,
        null,
        action.payload.events.map((event) => ({ timetoken: event.TimeToken ?? '', event })),
        { eventsStatus: 'ready' },
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
      applyTo(state, action.payload.matchId, action.payload.channel, action.payload.messages);
    },
    eventReceived(state, action: PayloadAction<{ matchId: number; channel: string; message: LiveMessage }>) {
      applyTo(state, action.payload.matchId, action.payload.channel, [action.payload.message]);
    },
    /**
     * `historyHeld`: the history just read waits in the broadcast delay line, so the view may not say "not
     * set up" yet — `historyShown` comes out of the line behind it (issue 24 case 6).
     */
    connectionEstablished(state, action: PayloadAction<{ matchId: number; historyHeld?: boolean }>) {
      const match = state.matches[action.payload.matchId];
      if (!match) return;
      match.connection = 'live';
      match.dataAsOfMs = null;
      if (action.payload.historyHeld !== true) match.synced = true;
      match.attempt = 0;
      match.error = null;
    },
    /** The history read on connecting has come out of the broadcast delay line: it is all on screen. */
    historyShown(state, action: PayloadAction<{ matchId: number }>) {
      const match = state.matches[action.payload.matchId];
      if (match) match.synced = true;
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
