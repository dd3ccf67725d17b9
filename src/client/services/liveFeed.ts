/**
 * The live feed (SPEC §6, §7 Real-time connection; DESIGN §5): the ONLY module that imports `pubnub`, and
 * only through a dynamic import, so the SDK is a lazy chunk that the shell never loads. It knows only the
 * site config's `subscribeKey`, `origin` and `ssl` (a null origin: the page's own); the user id is
 * anonymous and random.
 */
import type PubNub from 'pubnub';
import type { SiteConfig } from '../../shared/siteConfig';

/** One message as delivered by history or the subscription. `message` is untrusted wire data. */
export interface LiveFeedMessage {
  channel: string;
  timetoken: string;
  message: unknown;
}

/** The SDK's status categories the saga acts on; everything else is 'other'. */
export type LiveFeedStatus = 'connected' | 'networkDown' | 'networkUp' | 'gaveUp' | 'other';

export interface LiveFeedListener {
  onMessage(message: LiveFeedMessage): void;
  onStatus(status: LiveFeedStatus): void;
}

export interface LiveFeedSubscription {
  stop(): void;
}

export interface LiveFeed {
  /** One page (at most 100) of a channel's history older than `start` (exclusive), oldest first. */
  fetchHistory(channel: string, start?: string): Promise<LiveFeedMessage[]>;
  /** Subscribes to the channels; messages and statuses go to the listener until `stop()`. */
  subscribe(channels: readonly string[], listener: LiveFeedListener): LiveFeedSubscription;
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

function statusOf(category: string | undefined): LiveFeedStatus {
  switch (category) {
    case 'PNConnectedCategory':
    case 'PNReconnectedCategory':
      return 'connected';
    case 'PNNetworkDownCategory':
      return 'networkDown';
    case 'PNNetworkUpCategory':
      return 'networkUp';
    case 'PNDisconnectedUnexpectedlyCategory':
      return 'gaveUp';
    default:
      return 'other';
  }
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
 * A live feed over the pubnub SDK. The SDK is imported on first use; until then nothing is loaded.
 * Each `subscribe` is its own subscription set, so the slider's goals channels and an open live view do
 * not unsubscribe each other.
 */
export function createLiveFeed(live: SiteConfig['live'], page: PageLocation = window.location): LiveFeed {
  let client: Promise<PubNubClient> | null = null;
  const connect = (): Promise<PubNubClient> => {
    client ??= import(/* webpackChunkName: "pubnub" */ 'pubnub').then((module) => {
      // `export =` module: bundlers hand it over as `default`, some loaders as the namespace itself.
      const PubNubSdk = ((module as unknown as { default?: PubNubClass }).default ?? module) as PubNubClass;
      const { origin, ssl } = liveConnection(live, page);
      return new PubNubSdk({
        subscribeKey: live.subscribeKey,
        userId: randomUserId(),
        origin,
        ssl,
        // The saga owns reconnects after the SDK gives up; the SDK's own bounded retries come first.
        retryConfiguration: PubNubSdk.ExponentialRetryPolicy({ minimumDelay: 2, maximumDelay: 30, maximumRetry: 4 }),
        heartbeatInterval: 0,
      });
    });
    return client;
  };

  return {
    fetchHistory(channel, start) {
      return connect().then((pubnub) =>
        pubnub.fetchMessages({ channels: [channel], count: 100, ...(start ? { start } : {}) }).then((response) => {
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
    stop() {
      void client?.then((pubnub) => pubnub.destroy());
      client = null;
    },
  };
}
