/**
 * Issue 28 case 4: the embedded live endpoint's journal. What a scorer publishes with LIVE_PUBLISH_KEY lives
 * in the hub's memory; the embedded endpoint serves single-instance deployments, where that feed must survive
 * a restart or a crash. So each durable publish (hub.ts `durable`) is appended here, one JSON line, and forced
 * to disk before the hub stores it and the publisher gets its 200; on start the journal is replayed into the
 * hub with the original timetokens, in order. The simulator's feeds are not journaled: they rebuild
 * themselves on start (DESIGN §5).
 *
 * Why files and not an embedded database: the log is append-only and read whole once at start, which
 * plain files do with no dependency; a line is `{"t":"<timetoken>","c":<channel>,"p":<publisher>,"d":<message>}`.
 *
 * Layout and bounds (decided here):
 * - a file per UTC day of the messages' timetokens, in segments: `live-YYYY-MM-DD-NNNNNN.jsonl`; a segment
 *   is closed at SEGMENT_BYTES, so names sort in timetoken order and replay never holds more than one
 *   segment's text;
 * - files older than RETENTION_DAYS (SPEC §9: a match's live page is reachable for 14 days) are deleted at
 *   start and whenever a segment is opened;
 * - all segments together at most MAX_BYTES: over it, the oldest are deleted first (the hub itself keeps
 *   less than that in memory, DEFAULT_MAX_BYTES, so what goes is what the hub would have dropped too);
 * - replay puts messages back through hub.restore, which applies the hub's own bounds.
 *
 * Crashes: a `kill -9` after the write returns loses nothing (the bytes are in the kernel); fdatasync per
 * line also covers a power loss. A crash in the middle of a write leaves a torn last line: replay skips and
 * counts it, never fails, and the next append first ends it with a newline so the new line stays whole.
 *
 * One process owns the directory (the embedded endpoint is single-instance by design).
 */
import { accessSync, closeSync, constants, fdatasyncSync, fstatSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, statSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { createLiveHub, type LiveHub, type LiveHubOptions, type LiveMessage, type RestoredMessage } from './hub';

/** SPEC §9: a live page is reachable for 14 days after its match; a journaled feed is kept as long. */
export const RETENTION_DAYS = 14;
/** All segments together; twice the hub's memory bound would not fit a small disk, 256 MiB does. */
export const MAX_BYTES = 256 * 1024 * 1024;
/** One segment: replay reads a segment whole, so this bounds its memory too. */
export const SEGMENT_BYTES = 16 * 1024 * 1024;

const FILE_NAME = /^live-(\d{4}-\d{2}-\d{2})-(\d{6})\.jsonl$/;
const TIMETOKEN = /^[0-9]{1,20}$/;
const TICKS_PER_MS = 10_000n;
const DAY_MS = 86_400_000;
const NEWLINE = 0x0a;

/** The journal could not be written (or its directory made); nothing was published. */
export class JournalError extends Error {
  override readonly name = 'JournalError';
}

export interface LiveJournalOptions {
  dir: string;
  /** Wall clock in epoch ms (retention); injectable for tests. */
  nowMs?: () => number;
  retentionDays?: number;
  maxBytes?: number;
  segmentBytes?: number;
}

export interface ReplaySummary {
  /** Lines read back and handed to `restore`. */
  messages: number;
  /** Lines that could not be read (a torn last line after a crash, damage): skipped. */
  skippedLines: number;
  files: number;
}

export interface LiveJournal {
  /** Appends one message and forces it to disk; throws JournalError when it could not. */
  append(message: LiveMessage): void;
  /** Reads every kept segment, oldest first, and hands each message to `restore` in order. */
  replay(restore: (message: RestoredMessage) => void): ReplaySummary;
  /** Makes the directory and checks it is writable (at start, so a bad directory fails the start, not a publish). */
  prepare(): void;
  close(): void;
}

/** The segment appends go to: its file, the UTC day it holds, and its size so far. */
interface OpenSegment {
  name: string;
  day: string;
  fd: number;
  bytes: number;
}

/** YYYY-MM-DD of an epoch-ms instant in UTC. */
function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function segmentName(day: string, index: number): string {
  return `live-${day}-${String(index).padStart(6, '0')}.jsonl`;
}

function problem(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return code || (error instanceof Error ? error.message : String(error));
}

/** One journal line (newline included): the message's JSON is spliced in as the hub stored it. */
export function journalLine(message: Pick<LiveMessage, 'channel' | 'tt' | 'publisher' | 'json'>): string {
  return `{"t":"${message.tt}","c":${JSON.stringify(message.channel)},"p":${JSON.stringify(message.publisher)},"d":${message.json}}\n`;
}

/** A line read back, or null when it is not a whole journal line. */
export function parseJournalLine(line: string): RestoredMessage | null {
  let record: unknown;
  try {
    record = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof record !== 'object' || record === null || !('d' in record)) return null;
  const { t, c, p, d } = record as { t?: unknown; c?: unknown; p?: unknown; d: unknown };
  if (typeof t !== 'string' || !TIMETOKEN.test(t) || typeof c !== 'string' || c === '' || typeof p !== 'string') return null;
  // The hub stored JSON.stringify's text; parsing and stringifying it again gives the same text.
  return { channel: c, timetoken: BigInt(t), publisher: p, json: JSON.stringify(d) };
}

export function openLiveJournal({ dir, nowMs = () => Date.now(), retentionDays = RETENTION_DAYS, maxBytes = MAX_BYTES, segmentBytes = SEGMENT_BYTES }: LiveJournalOptions): LiveJournal {
  /** The segments on disk with their sizes, oldest first (name order is day, then index). */
  const sizes = new Map<string, number>();
  let current: OpenSegment | null = null;

  const scan = () => {
    sizes.clear();
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return; // no directory yet: nothing was journaled
    }
    for (const name of names.filter((entry) => FILE_NAME.test(entry)).sort()) {
      try {
        sizes.set(name, statSync(path.join(dir, name)).size);
      } catch {
        // Gone since the listing: nothing to replay or count.
      }
    }
  };

  const remove = (name: string) => {
    try {
      unlinkSync(path.join(dir, name));
    } catch {
      // Already gone, or not ours to delete: it is no longer counted either way.
    }
    sizes.delete(name);
  };

  /** Deletes segments past the retention, then the oldest while over the byte bound (never the open one). */
  const enforceBounds = () => {
    const oldestKept = utcDay(nowMs() - retentionDays * DAY_MS);
    for (const name of [...sizes.keys()]) {
      const day = FILE_NAME.exec(name)?.[1] ?? '';
      if (day < oldestKept && name !== current?.name) remove(name);
    }
    let total = 0;
    for (const size of sizes.values()) total += size;
    for (const name of [...sizes.keys()]) {
      if (total <= maxBytes) break;
      if (name === current?.name) continue;
      total -= sizes.get(name) ?? 0;
      remove(name);
    }
  };

  const closeCurrent = () => {
    if (current === null) return;
    const { fd } = current;
    current = null;
    try {
      closeSync(fd);
    } catch {
      // Closing a descriptor the disk already failed on: nothing more to lose.
    }
  };

  /** Opens the segment for `day`: the day's newest while it has room, else the next one. */
  const openFor = (day: string): OpenSegment => {
    closeCurrent();
    mkdirSync(dir, { recursive: true });
    let index = 0;
    for (const name of sizes.keys()) {
      const match = FILE_NAME.exec(name);
      if (match?.[1] === day) index = Math.max(index, Number(match[2]));
    }
    if (index === 0 || (sizes.get(segmentName(day, index)) ?? 0) >= segmentBytes) index += 1;
    const name = segmentName(day, index);
    const fd = openSync(path.join(dir, name), 'a+');
    let bytes = fstatSync(fd).size;
    if (bytes > 0) {
      // A crash mid-write left a torn line: end it, so the next line is whole (replay skips the torn one).
      const last = Buffer.alloc(1);
      readSync(fd, last, 0, 1, bytes - 1);
      if (last[0] !== NEWLINE) {
        writeSync(fd, '\n');
        bytes += 1;
      }
    } else {
      // A new file's name must survive a power loss too: sync the directory entry (best effort off Linux).
      try {
        const dirFd = openSync(dir, 'r');
        try {
          fdatasyncSync(dirFd);
        } finally {
          closeSync(dirFd);
        }
      } catch {
        // Some platforms cannot sync a directory; the file's own sync still covers a process crash.
      }
    }
    current = { name, day, fd, bytes };
    sizes.set(name, bytes);
    enforceBounds();
    return current;
  };

  scan();
  enforceBounds();

  return {
    append(message) {
      const day = utcDay(Number(message.timetoken / TICKS_PER_MS));
      const bytes = Buffer.from(journalLine(message), 'utf8');
      try {
        const segment = current !== null && current.day === day && current.bytes < segmentBytes ? current : openFor(day);
        for (let written = 0; written < bytes.length; ) written += writeSync(segment.fd, bytes, written, bytes.length - written);
        fdatasyncSync(segment.fd);
        segment.bytes += bytes.length;
        sizes.set(segment.name, segment.bytes);
      } catch (error) {
        // The segment may now end in a partial line: reopening it ends that line first.
        closeCurrent();
        scan();
        throw new JournalError(`could not write the live journal in ${dir} (${problem(error)})`);
      }
    },

    replay(restore) {
      const summary: ReplaySummary = { messages: 0, skippedLines: 0, files: 0 };
      for (const name of [...sizes.keys()]) {
        let text: string;
        try {
          text = readFileSync(path.join(dir, name), 'utf8');
        } catch {
          continue; // deleted meanwhile, or unreadable: the rest still replays
        }
        summary.files += 1;
        for (const line of text.split('\n')) {
          if (line === '') continue;
          const message = parseJournalLine(line);
          if (message === null) summary.skippedLines += 1;
          else {
            restore(message);
            summary.messages += 1;
          }
        }
      }
      return summary;
    },

    prepare() {
      try {
        mkdirSync(dir, { recursive: true });
        // A read-only directory fails here, at start, and not on a scorer's first publish.
        accessSync(dir, constants.W_OK);
      } catch (error) {
        throw new JournalError(`cannot write to ${JSON.stringify(dir)} (${problem(error)}): must be a directory this process can create and write`);
      }
      scan();
    },

    close: closeCurrent,
  };
}

export interface JournaledHub {
  hub: LiveHub;
  /** What the start replayed; null without a journal. */
  replayed: ReplaySummary | null;
}

/**
 * The embedded endpoint's hub with its journal (issue 28): the journal replayed into it, and durable
 * publishes written to it. `dir` null: memory only, as before. `writable`: a publisher can publish
 * (LIVE_PUBLISH_KEY is set), so the directory is made and checked now; otherwise the journal is only read.
 */
export function createJournaledHub(dir: string | null, { writable, ...options }: { writable: boolean } & LiveHubOptions): JournaledHub {
  if (dir === null) return { hub: createLiveHub(options), replayed: null };
  const journal = openLiveJournal({ dir, ...(options.nowMs ? { nowMs: options.nowMs } : {}) });
  if (writable) journal.prepare();
  const hub = createLiveHub({ ...options, journal });
  const replayed = journal.replay((message) => hub.restore(message));
  return { hub, replayed };
}
