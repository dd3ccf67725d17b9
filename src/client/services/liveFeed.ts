/**
 * The live feed (SPEC §6, §7 Real-time connection; DESIGN §5): the ONLY module that imports `pubnub`, and
 * only through a dynamic import, so the SDK is a lazy chunk that the shell never loads. It knows only the
 * site config's `subscribeKey`, `origin` and `ssl` (a null origin: the page's own); the user id is
 * anonymous and random.
 *
 * Noticing a dead connection (issue 11 case 11): the SDK's own silent retries of a failed long-poll
 * (2 + 4 + 8 + 16 s) kept a view saying "Live" for half a minute after its server died. So the long-poll is
 * not retried by the SDK — a failure reaches the saga at once as a status — and the saga owns reconnecting,
 * gated by `probe()`, a cheap call of the service's time endpoint that says whether the server answers. History reads keep
 * a short retry under the SDK's policy, which honours a 429's Retry-After (a crowd behind one address).
 */
import type PubNub from 'pubnub';
import type { SiteConfig } from '../../shared/siteConfig';
import { nextTimetoken } from '../domain/live/time';
import { nextTask } from './idle';

/** One message as delivered by history or the subscription. `message` is untrusted wire data. */
export interface LiveFeedMessage {
  channel: string;
  timetoken: string;
  message: unknown;
}

/**
 * The SDK's status categories the saga acts on; everything else is 'other'. 'gaveUp': the subscription
 * failed and will not come back by itself; 'networkIssues': a request failed for the network's sake;
 * 'disconnected': the client stopped receiving.
 */
export type LiveFeedStatus = 'connected' | 'networkDown' | 'networkUp' | 'networkIssues' | 'disconnected' | 'gaveUp' | 'other';

export interface LiveFeedListener {
  onMessage(message: LiveFeedMessage): void;
  onStatus(status: LiveFeedStatus): void;
}

export interface LiveFeedSubscription {
  stop(): void;
}

export interface LiveFeed {
  /**
   * One page (at most 100) of a channel's history, oldest first: the newest messages older than `start`
   * (exclusive); or, with `after` (issue 26), the oldest messages newer than `after` (exclusive), so a
   * reader that already holds everything up to a cursor reads only what came since.
   */
  fetchHistory(channel: string, start?: string, after?: string): Promise<LiveFeedMessage[]>;
  /** Subscribes to the channels; messages and statuses go to the listener until `stop()`. */
  subscribe(channels: readonly string[], listener: LiveFeedListener): LiveFeedSubscription;
  /**
   * Whether the live server answers now: true when it answered within PROBE_TIMEOUT_MS with anything (an
   * error status too — a throttled server is up), false on a network failure or no answer. Never rejects.
   */
  probe(): Promise<boolean>;
  /** Ends every subscription and the client (page unload, tests). */
  stop(): void;
}

/** Online/offline of the device (window events), as a subscribe function for an eventChannel. */
export interface Connectivity {
  subscribe(listener: (online: boolean) => void): () => void;
}

export interface LiveServices {
  feed: LiveFeed;
  connectivity: Connectivity;
  /**
   * Issue 26: apply a long history in one go rather than in several tasks. The page renderer on the server
   * has no one to keep responsive, and takes a pause between batches for the end of the reads (it would
   * render a page with part of the events).
   */
  applyAtOnce?: boolean;
}

/** Whether live work is parted into tasks (the browser's live services), not done at once (the server's renderer, or none). */
export function partsIntoTasks(live: Pick<LiveServices, 'applyAtOnce'> | undefined): boolean {
  return live !== undefined && live.applyAtOnce !== true;
}

export function windowConnectivity(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): Connectivity {
  return {
    subscribe(listener) {
      const online = () => listener(true);
      const offline = () => listener(false);
      target.addEventListener('online', online);
      target.addEventListener('offline', offline);
      return () => {
        target.removeEventListener('online', online);
        target.removeEventListener('offline', offline);
      };
    },
  };
}

/** An SDK status category (pubnub 12 `StatusCategory`) as the saga's status. */
export function statusOf(category: string | undefined): LiveFeedStatus {
  switch (category) {
    case 'PNConnectedCategory':
    case 'PNReconnectedCategory':
      return 'connected';
    case 'PNNetworkDownCategory':
      return 'networkDown';
    case 'PNNetworkUpCategory':
      return 'networkUp';
    case 'PNNetworkIssuesCategory':
    case 'PNTimeoutCategory':
      return 'networkIssues';
    case 'PNDisconnectedCategory':
      return 'disconnected';
    // A failed handshake (connection error) or long-poll (disconnected unexpectedly): nothing retries it.
    case 'PNConnectionErrorCategory':
    case 'PNDisconnectedUnexpectedlyCategory':
      return 'gaveUp';
    default:
      return 'other';
  }
}

/** How long a probe waits for the server's answer: with a 3 s watchdog, a silent server is noticed in ≤ 5 s. */
export const PROBE_TIMEOUT_MS = 2000;

/**
 * `request`'s outcome as a probe: true when the server answered within `timeoutMs` (any HTTP status: a
 * throttled or failing server is up), false when the request failed on the way or timed out (then it is
 * aborted, so probes never pile up). Never rejects.
 */
export function probeWith(request: (signal: AbortSignal) => Promise<unknown>, timeoutMs: number = PROBE_TIMEOUT_MS): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const abort = new AbortController();
    const timer = setTimeout(() => {
      abort.abort();
      resolve(false);
    }, timeoutMs);
    const settle = (answered: boolean) => {
      clearTimeout(timer);
      resolve(answered);
    };
    try {
      request(abort.signal).then(
        () => settle(true),
        () => settle(false),
      );
    } catch {
      settle(false);
    }
  });
}

/** The messaging service's time endpoint (`GET /time/0`, part of the PubNub REST protocol; DESIGN §1). */
export function timeUrl(connection: { origin: string; ssl: boolean }): string {
  return `${connection.ssl ? 'https' : 'http'}://${connection.origin}/time/0`;
}

/** Where the page itself was loaded from: the only facts the client trusts for "same origin". */
export type PageLocation = Pick<Location, 'host' | 'protocol'>;

/**
 * The SDK's `origin` and `ssl` (DESIGN §5): an external service as configured; a null origin is the
 * embedded endpoint on the page's own origin, reached over the page's own protocol (the server no longer
 * echoes its Host header into config.json, where a forged one could poison a shared cache).
 */
export function liveConnection(live: SiteConfig['live'], page: PageLocation): { origin: string; ssl: boolean } {
  if (live.origin === null || live.origin === '') return { origin: page.host, ssl: page.protocol === 'https:' };
  return { origin: live.origin, ssl: live.ssl };
}

function randomUserId(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `anon-${random}`;
}

type PubNubClass = typeof PubNub;
type PubNubClient = InstanceType<PubNubClass>;

/**
 * A live feed over the pubnub SDK. The SDK is imported on first use, and not before `ready` has resolved
 * (issue 14: the entry passes a gate that opens when the page is idle or a live view is on screen, so the
 * 55 KB SDK never competes with the first render; calls made meanwhile wait for it). Until then nothing is
 * loaded. Each `subscribe` is its own subscription set, so the slider's goals channels and an open live
 * view do not unsubscribe each other.
 */
export function createLiveFeed(live: SiteConfig['live'], page: PageLocation = window.location, ready: Promise<void> = Promise.resolve()): LiveFeed {
  let client: Promise<PubNubClient> | null = null;
  const connect = (): Promise<PubNubClient> => {
    client ??= ready
      .then(() => import(/* webpackChunkName: "pubnub" */ 'pubnub'))
      // Issue 26: the SDK's evaluation, the client's construction and its first requests are a task each; on
      // a live page, where the gate is open at once, they made one task of 80 ms at 4x CPU.
      .then((module) => nextTask().then(() => module))
      .then((module) => {
        // `export =` module: bundlers hand it over as `default`, some loaders as the namespace itself.
        const PubNubSdk = ((module as unknown as { default?: PubNubClass }).default ?? module) as PubNubClass;
        const { origin, ssl } = liveConnection(live, page);
        return new PubNubSdk({
          subscribeKey: live.subscribeKey,
          userId: randomUserId(),
          origin,
          ssl,
          // The saga owns reconnects (probe-gated, so a server that is back is rejoined within a few seconds):
          // a failed long-poll is not retried here. History reads are retried briefly, honouring Retry-After.
          retryConfiguration: PubNubSdk.ExponentialRetryPolicy({
            minimumDelay: 2,
            maximumDelay: 8,
            maximumRetry: 3,
            excluded: [PubNubSdk.Endpoint.Subscribe, PubNubSdk.Endpoint.Presence],
          }),
          // No presence heartbeats: the saga's probe watches the connection only while a view is open.
          heartbeatInterval: 0,
        });
      })
      // And its first requests (a subscription, a history read) a task after the client is made: for fetch
      // the SDK makes a hidden iframe there (to reach an unpatched fetch), 20 ms at 4x CPU of its own.
      .then((made) => nextTask().then(() => made));
    return client;
  };

  return {
    fetchHistory(channel, start, after) {
      // `end` is inclusive; alone, it pages forward from there (the oldest of what is newer).
      const range = after !== undefined ? { end: nextTimetoken(after) } : start ? { start } : {};
      return connect().then((pubnub) =>
        pubnub.fetchMessages({ channels: [channel], count: 100, ...range }).then((response) => {
          const items = response.channels[channel] ?? [];
          return items.map((item) => ({ channel, timetoken: String(item.timetoken), message: item.message as unknown }));
        }),
      );
    },
    subscribe(channels, listener) {
      let stopped = false;
      let cleanup: (() => void) | null = null;
      connect()
        .then((pubnub) => {
          if (stopped) return;
          const set = pubnub.subscriptionSet({ channels: [...channels] });
          set.onMessage = (event) => listener.onMessage({ channel: event.channel, timetoken: String(event.timetoken), message: event.message as unknown });
          const statusListener = { status: (event: { category?: string }) => listener.onStatus(statusOf(event.category)) };
          pubnub.addListener(statusListener);
          set.subscribe();
          cleanup = () => {
            set.unsubscribe();
            pubnub.removeListener(statusListener);
          };
        })
        .catch(() => {
          if (!stopped) listener.onStatus('gaveUp');
        });
      return {
        stop() {
          stopped = true;
          cleanup?.();
          cleanup = null;
        },
      };
    },
    probe() {
      // A plain request to the time endpoint: no SDK retries behind it, aborted at the timeout.
      const url = timeUrl(liveConnection(live, page));
      return probeWith((signal) => fetch(url, { signal, cache: 'no-store' }));
    },
    stop() {
      void client?.then((pubnub) => pubnub.destroy());
      client = null;
    },
  };
}
