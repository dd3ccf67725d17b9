/**
 * Issue 28 case 4: the live journal. What is published with LIVE_PUBLISH_KEY is appended to a file before the
 * publish is acknowledged and replayed on start with its timetokens, in order; a torn last line is skipped;
 * old and excess segments are deleted; the simulator's publishes are not journaled.
 */
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLiveHub, type LiveHub, type LiveMessage } from '../../../src/server/live';
import { createJournaledHub, JournalError, journalLine, openLiveJournal } from '../../../src/server/live/journal';
import { PUBLISH_KEY, SUBSCRIBE_KEY, startLiveServer, type RunningServer } from './support';

const DAY_MS = 86_400_000;
/** 2026-11-21T17:00:00Z: the journal's days are UTC days of the timetokens. */
const T0 = Date.UTC(2026, 10, 21, 17, 0, 0);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'live-journal-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** A clock the test moves. */
function testClock(startMs = T0) {
  let now = startMs;
  return { nowMs: () => now, set: (ms: number) => (now = ms), advance: (ms: number) => (now += ms) };
}

/** A hub on `dir` as the server starts one: the journal replayed, durable publishes written. */
function startHub(nowMs: () => number, options: { maxBytes?: number; segmentBytes?: number } = {}): { hub: LiveHub; replayed: number; skipped: number } {
  if (options.segmentBytes !== undefined || options.maxBytes !== undefined) {
    const journal = openLiveJournal({ dir, nowMs, ...options });
    const hub = createLiveHub({ nowMs, journal });
    const summary = journal.replay((message) => hub.restore(message));
    return { hub, replayed: summary.messages, skipped: summary.skippedLines };
  }
  const { hub, replayed } = createJournaledHub(dir, { writable: true, nowMs });
  return { hub, replayed: replayed?.messages ?? -1, skipped: replayed?.skippedLines ?? -1 };
}

const summaryOf = (messages: readonly LiveMessage[]) => messages.map(({ channel, tt, publisher, json }) => ({ channel, tt, publisher, json }));

const journalFiles = () => readdirSync(dir).filter((name) => name.endsWith('.jsonl')).sort();

describe('live journal (issue 28 case 4)', () => {
  it('replays durable publishes into a new hub with their channels, timetokens, publishers and text, in order', () => {
    const clock = testClock();
    const first = startHub(clock.nowMs).hub;
    const published: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      published.push(first.publish(index % 2 === 0 ? 'match:1:all' : 'match:1:goals', { Id: index, text: 'ÆØÅ "quoted" \\ \u2028' }, 'scorer', { durable: true }));
      clock.advance(index === 2 ? 0 : 5); // two in the same millisecond: the second is bumped by one tick
    }
    const before = { all: summaryOf(first.messages('match:1:all')), goals: summaryOf(first.messages('match:1:goals')) };

    const { hub, replayed, skipped } = startHub(clock.nowMs);
    expect({ replayed, skipped }).toEqual({ replayed: 6, skipped: 0 });
    expect({ all: summaryOf(hub.messages('match:1:all')), goals: summaryOf(hub.messages('match:1:goals')) }).toEqual(before);
    expect(hub.messages('match:1:all').map((message) => message.payload)).toEqual([0, 2, 4].map((Id) => ({ Id, text: 'ÆØÅ "quoted" \\ \u2028' })));
    expect(hub.history('match:1:goals', { max: 100 }).map((message) => message.tt)).toEqual([published[1], published[3], published[5]]);
    // Restored is not published again: nobody is woken and the count is this process's own.
    expect(hub.stats()).toMatchObject({ messages: 6, published: 0 });
  });

  it('writes the line before the publish returns, and journals only durable publishes (not the simulator\'s)', () => {
    const clock = testClock();
    const { hub } = startHub(clock.nowMs);
    hub.publish('match:2:all', { Id: 'simulated' }, 'simulator');
    const tt = hub.publish('match:2:all', { Id: 'scored' }, 'scorer', { durable: true });
    const lines = journalFiles().flatMap((name) => readFileSync(path.join(dir, name), 'utf8').split('\n').filter(Boolean));
    expect(lines).toEqual([`{"t":"${tt}","c":"match:2:all","p":"scorer","d":{"Id":"scored"}}`]);

    const again = startHub(clock.nowMs).hub;
    expect(again.messages('match:2:all').map((message) => message.payload)).toEqual([{ Id: 'scored' }]);
  });

  it('issues timetokens after every replayed one, even when the clock went back across the restart', () => {
    const clock = testClock();
    const first = startHub(clock.nowMs).hub;
    const last = first.publish('match:3:all', { Id: 1 }, 'scorer', { durable: true });
    clock.set(T0 - 60_000); // the new process's clock is a minute behind
    const { hub } = startHub(clock.nowMs);
    const cursor = hub.cursor();
    const next = hub.publish('match:3:all', { Id: 2 }, 'scorer', { durable: true });
    expect(BigInt(cursor)).toBeGreaterThan(BigInt(last));
    expect(BigInt(next)).toBeGreaterThan(BigInt(cursor));
    // A client's cursor from before the restart reads on from where it was.
    expect(hub.after(['match:3:all'], BigInt(last), 100).map((message) => message.payload)).toEqual([{ Id: 2 }]);
    expect(startHub(clock.nowMs).hub.messages('match:3:all').map((message) => message.tt)).toEqual([last, next]);
  });

  it('skips a torn last line (a crash mid-write) without failing, and the next line stays whole', () => {
    const clock = testClock();
    const first = startHub(clock.nowMs).hub;
    first.publish('match:4:all', { Id: 1 }, 'scorer', { durable: true });
    clock.advance(1);
    const file = path.join(dir, journalFiles()[0] as string);
    appendFileSync(file, '{"t":"17637440000000000","c":"match:4:all","p":"scorer","d":{"Id":');

    clock.advance(1);
    const second = startHub(clock.nowMs);
    expect({ replayed: second.replayed, skipped: second.skipped }).toEqual({ replayed: 1, skipped: 1 });
    second.hub.publish('match:4:all', { Id: 2 }, 'scorer', { durable: true });

    const third = startHub(clock.nowMs);
    expect({ replayed: third.replayed, skipped: third.skipped }).toEqual({ replayed: 2, skipped: 1 });
    expect(third.hub.messages('match:4:all').map((message) => message.payload)).toEqual([{ Id: 1 }, { Id: 2 }]);
  });

  it('skips damaged lines anywhere and keeps each channel in timetoken order', () => {
    const tt = (ms: number, tick = 0) => (BigInt(ms) * 10_000n + BigInt(tick)).toString();
    const line = (t: string, channel: string, id: number) => journalLine({ tt: t, channel, publisher: 'p', json: JSON.stringify({ Id: id }) });
    writeFileSync(
      path.join(dir, 'live-2026-11-21-000001.jsonl'),
      [line(tt(T0), 'a', 1), 'not json\n', '{"t":"x","c":"a","p":"p","d":1}\n', line(tt(T0, 1), 'b', 2), line(tt(T0 - 5), 'a', 3), line(tt(T0 + 5), 'a', 4)].join(''),
    );
    const { hub, replayed, skipped } = startHub(() => T0 + 10);
    expect(skipped).toBe(2);
    expect(replayed).toBe(4);
    // The line older than its channel's newest cannot be put back in order: skipped, the log stays sorted.
    expect(hub.messages('a').map((message) => message.payload)).toEqual([{ Id: 1 }, { Id: 4 }]);
    expect(hub.messages('b').map((message) => message.payload)).toEqual([{ Id: 2 }]);
  });

  it('replays days in order and deletes the days past the retention (14 days) at start', () => {
    const clock = testClock(T0 - 20 * DAY_MS);
    let hub = startHub(clock.nowMs).hub;
    const kept: string[] = [];
    for (const daysAgo of [20, 15, 13, 1, 0]) {
      clock.set(T0 - daysAgo * DAY_MS);
      const tt = hub.publish('match:5:all', { daysAgo }, 'scorer', { durable: true });
      if (daysAgo <= 13) kept.push(tt);
    }
    expect(journalFiles()).toHaveLength(5 - 2); // the 20- and 15-day-old files went as newer days were opened
    hub = startHub(clock.nowMs).hub;
    expect(hub.messages('match:5:all').map((message) => message.tt)).toEqual(kept);
    expect(journalFiles().map((name) => name.slice(5, 15))).toEqual(['2026-11-08', '2026-11-20', '2026-11-21']);
  });

  it('rolls segments at their bound and deletes the oldest over the total bound; replay reads them in order', () => {
    const clock = testClock();
    const options = { segmentBytes: 1_000, maxBytes: 3_000 };
    const { hub } = startHub(clock.nowMs, options);
    const payload = { text: 'x'.repeat(150) };
    const published: string[] = [];
    for (let index = 0; index < 40; index += 1) {
      published.push(hub.publish('match:6:all', { ...payload, index }, 'scorer', { durable: true }));
      clock.advance(1);
    }
    const files = journalFiles();
    const total = files.reduce((sum, name) => sum + statSync(path.join(dir, name)).size, 0);
    expect(files.length).toBeGreaterThan(2);
    expect(total).toBeLessThanOrEqual(3_000 + 1_000);
    expect(files).toEqual([...files].sort());
    const replayedHub = startHub(clock.nowMs, options).hub;
    const replayedTts = replayedHub.messages('match:6:all').map((message) => message.tt);
    // The newest survive, none out of order, the last one acknowledged among them.
    expect(replayedTts).toEqual(published.slice(published.length - replayedTts.length));
    expect(replayedTts.length).toBeLessThan(40);
  });

  it('a publish that cannot be written throws JournalError and publishes nothing', () => {
    const blocked = path.join(dir, 'a-file');
    writeFileSync(blocked, '');
    const journal = openLiveJournal({ dir: blocked, nowMs: () => T0 });
    const hub = createLiveHub({ nowMs: () => T0, journal });
    const heard: LiveMessage[] = [];
    hub.listen(['match:7:all'], (message) => heard.push(message));
    expect(() => hub.publish('match:7:all', { Id: 1 }, 'scorer', { durable: true })).toThrow(JournalError);
    expect({ messages: hub.messages('match:7:all').length, heard: heard.length }).toEqual({ messages: 0, heard: 0 });
    // A directory that cannot be made fails the start instead (prepare), naming what went wrong.
    expect(() => createJournaledHub(blocked, { writable: true })).toThrow(/cannot write to .*a-file/);
  });
});

describe('live endpoint publish with a journal (issue 28 case 4)', () => {
  let server: RunningServer | null = null;
  afterEach(async () => {
    await server?.app.close();
    server = null;
  });

  it('acknowledges a publish only once it is in the journal, and answers 503 when it cannot be written', async () => {
    const { hub } = createJournaledHub(dir, { writable: true });
    server = await startLiveServer(hub);
    const publish = (channel: string, message: object) =>
      fetch(`http://${server?.origin}/publish/${PUBLISH_KEY}/${SUBSCRIBE_KEY}/0/${encodeURIComponent(channel)}/0/${encodeURIComponent(JSON.stringify(message))}?uuid=scorer`);
    const ok = await publish('match:8:all', { Id: 1 });
    expect(ok.status).toBe(200);
    const [, , tt] = (await ok.json()) as [number, string, string];
    expect(journalFiles().map((name) => readFileSync(path.join(dir, name), 'utf8')).join('')).toContain(`{"t":"${tt}","c":"match:8:all","p":"scorer","d":{"Id":1}}\n`);
    await server.app.close();

    const blocked = path.join(dir, 'a-file');
    writeFileSync(blocked, '');
    const failing = createLiveHub({ journal: openLiveJournal({ dir: blocked }) });
    server = await startLiveServer(failing);
    const refused = await publish('match:8:all', { Id: 2 });
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { message: string }).message).toMatch(/not published/);
    expect(failing.messages('match:8:all')).toHaveLength(0);
  });
});
