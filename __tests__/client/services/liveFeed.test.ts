/**
 * The live feed service (issue 11 case 11): SDK statuses as the saga's, the probe's outcome, and an SDK
 * configured so a failed long-poll reaches the saga at once instead of after 30 s of silent retries.
 */
import { createGate } from '../../../src/client/services/idle';
import { createLiveFeed, PROBE_TIMEOUT_MS, probeWith, statusOf, timeUrl } from '../../../src/client/services/liveFeed';

const constructed: Record<string, unknown>[] = [];
/** The channels of the history reads sent, in order. */
const historyReads: string[] = [];

jest.mock('pubnub', () => {
  class FakePubNub {
    static Endpoint = { Subscribe: 'SubscribeEndpoint', Presence: 'PresenceEndpoint', MessageStorage: 'MessageStorageEndpoint' };
    static ExponentialRetryPolicy(options: Record<string, unknown>) {
      return { kind: 'exponential', ...options };
    }
    constructor(config: Record<string, unknown>) {
      constructed.push(config);
    }
    fetchMessages({ channels }: { channels: string[] }) {
      historyReads.push(...channels);
      return Promise.resolve({ channels: {} });
    }
  }
  return { __esModule: true, default: FakePubNub };
});

describe('live feed service', () => {
  test.each([
    ['PNConnectedCategory', 'connected'],
    ['PNReconnectedCategory', 'connected'],
    ['PNNetworkDownCategory', 'networkDown'],
    ['PNNetworkUpCategory', 'networkUp'],
    ['PNNetworkIssuesCategory', 'networkIssues'],
    ['PNTimeoutCategory', 'networkIssues'],
    ['PNDisconnectedCategory', 'disconnected'],
    ['PNConnectionErrorCategory', 'gaveUp'],
    ['PNDisconnectedUnexpectedlyCategory', 'gaveUp'],
    ['PNSubscriptionChangedCategory', 'other'],
    [undefined, 'other'],
  ])('SDK status %p → %p', (category, status) => expect(statusOf(category)).toBe(status));

  test('the SDK does not retry the long-poll (the saga notices at once); history keeps a short retry', async () => {
    const feed = createLiveFeed({ subscribeKey: 'k', origin: '127.0.0.1:9', ssl: false, feed: true }, { host: 'x', protocol: 'http:' });
    await feed.fetchHistory('match:1:all');
    const config = constructed[0];
    expect(config).toMatchObject({ subscribeKey: 'k', origin: '127.0.0.1:9', ssl: false, heartbeatInterval: 0 });
    const retry = config?.retryConfiguration as { excluded: string[]; maximumDelay: number; maximumRetry: number };
    expect(retry.excluded).toEqual(expect.arrayContaining(['SubscribeEndpoint']));
    expect(retry.excluded).not.toContain('MessageStorageEndpoint');
    expect(retry.maximumDelay * retry.maximumRetry).toBeLessThanOrEqual(30);
  });

  test('issue 14: the SDK is not loaded before the gate opens; calls made meanwhile are answered after it', async () => {
    constructed.length = 0;
    const gate = createGate();
    const feed = createLiveFeed({ subscribeKey: 'gated', origin: '127.0.0.1:9', ssl: false, feed: true }, { host: 'x', protocol: 'http:' }, gate.opened);
    let answered = false;
    const history = feed.fetchHistory('match:1:goals').then((messages) => {
      answered = true;
      return messages;
    });
    // Every pending promise job runs (the dynamic import included) before the gate opens.
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(constructed).toEqual([]);
    expect(answered).toBe(false);
    gate.open();
    await expect(history).resolves.toEqual([]);
    expect(constructed).toEqual([expect.objectContaining({ subscribeKey: 'gated' })]);
  });

  test('issue 26: the SDK is evaluated, the client made and its first request sent in three tasks (shorter ones on a live page)', async () => {
    jest.useFakeTimers();
    try {
      constructed.length = 0;
      historyReads.length = 0;
      const feed = createLiveFeed({ subscribeKey: 'split', origin: '127.0.0.1:9', ssl: false, feed: true }, { host: 'x', protocol: 'http:' });
      const history = feed.fetchHistory('match:1:all');
      /** Every promise job runs (the open gate, the import), then the tasks due now. */
      const drain = async () => {
        for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
      };
      await drain();
      expect(constructed).toEqual([]);
      jest.runOnlyPendingTimers();
      await drain();
      expect(constructed).toEqual([expect.objectContaining({ subscribeKey: 'split' })]);
      expect(historyReads).toEqual([]);
      jest.runOnlyPendingTimers();
      await expect(history).resolves.toEqual([]);
      expect(historyReads).toEqual(['match:1:all']);
    } finally {
      jest.useRealTimers();
    }
  });

  test('the probe asks the messaging endpoint for the time', () => {
    expect(timeUrl({ origin: 'ps.pndsn.com', ssl: true })).toBe('https://ps.pndsn.com/time/0');
    expect(timeUrl({ origin: '127.0.0.1:8080', ssl: false })).toBe('http://127.0.0.1:8080/time/0');
  });

  describe('probeWith', () => {
    afterEach(() => jest.useRealTimers());

    test('any answer is "up" (a 429 or a 500 too); a failure on the way is "down"; it never rejects', async () => {
      await expect(probeWith(() => Promise.resolve({ status: 429 }))).resolves.toBe(true);
      await expect(probeWith(() => Promise.reject(new TypeError('Failed to fetch')))).resolves.toBe(false);
      await expect(
        probeWith(() => {
          throw new Error('sync');
        }),
      ).resolves.toBe(false);
    });

    test('no answer within the timeout is "down", and the request is aborted', async () => {
      jest.useFakeTimers();
      let signal: AbortSignal | null = null;
      const outcome = probeWith((s) => {
        signal = s;
        return new Promise(() => undefined);
      });
      jest.advanceTimersByTime(PROBE_TIMEOUT_MS);
      await expect(outcome).resolves.toBe(false);
      expect((signal as AbortSignal | null)?.aborted).toBe(true);
    });
  });
});
