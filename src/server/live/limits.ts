/**
 * Abuse limits of the embedded live endpoint (DESIGN §1 "rate limiting must never lock out a crowd behind
 * one address", §5; issue 10 §4). Two separate budgets, because the two kinds of traffic cost different
 * things:
 *
 * - Held subscribe long-polls cost a socket and a listener for up to the hold time, not CPU: they are capped
 *   by how many are held at once, per client address and in total. A poll that answers at once is not held.
 * - Every other call (history, publish, presence, time, and subscribes answered at once: the handshake and
 *   a catch-up) costs work per request: a token bucket per address bounds the rate. Held polls never take
 *   a token, so a crowd that is simply listening spends nothing; nor do publishes that carry the publish
 *   key (endpoint.ts: the operator's own feed).
 *
 * Over either limit the endpoint answers 429 with Retry-After, which the pubnub SDK retries (see
 * endpoint.ts). Memory is bounded: an address's bucket is forgotten once it has refilled (it then says
 * nothing a fresh bucket would not), held counts are dropped at zero, and at most `maxTrackedAddresses`
 * buckets are kept (the least recently used go first, which only ever errs towards letting a request in).
 */

export interface LiveLimitOptions {
  /** Subscribe long-polls held at once for one address (IPv6: one /64). */
  maxHeldPerAddress: number;
  /** Subscribe long-polls held at once in total: bounds sockets and listeners of this process. */
  maxHeldTotal: number;
  /** Sustained non-held requests per second per address (the bucket's refill rate). */
  requestsPerSecond: number;
  /** Bucket size: the burst one address may send at once. */
  burst: number;
  /** Retry-After (seconds) of a 429 for the held-poll caps. */
  heldRetryAfterSeconds: number;
  /** Buckets kept at most; beyond it the least recently used is forgotten. */
  maxTrackedAddresses: number;
  /** Monotonic clock in ms (injectable for tests). */
  nowMs: () => number;
}

/**
 * decided here, sized for an arena: thousands of fans behind one NAT (or on one IPv6 /64 of the arena
 * Wi-Fi) are one address. A fan's page makes no periodic non-subscribe calls (heartbeat is off); it makes
 * about 2-6 (history pages of its channels, the handshake) when it opens a live view or reconnects. 500 per
 * second with a burst of two seconds' worth lets a thousand fans behind one address reconnect together in
 * a few seconds, while one abusive address still gets a small, bounded share of the process. Held polls
 * are one per open page: 1 000 per address lets a large crowd listen through one NAT and still leaves one
 * address at most a fifth of the 5 000 this process holds; beyond that DESIGN §1 sends fan-out to PubNub.
 */
export const DEFAULT_LIVE_LIMITS: LiveLimitOptions = {
  maxHeldPerAddress: 1_000,
  maxHeldTotal: 5_000,
  requestsPerSecond: 500,
  burst: 1_000,
  heldRetryAfterSeconds: 5,
  maxTrackedAddresses: 100_000,
  nowMs: () => performance.now(),
};

/** Why a long-poll may not be held: this address has its share, or the process has its total. */
export type HoldRefusal = 'address' | 'total';

export type HoldResult = { held: true; release: () => void } | { held: false; refusal: HoldRefusal };

export interface LiveLimitStats {
  /** Long-polls held now. */
  held: number;
  /** Addresses holding at least one long-poll. */
  holdingAddresses: number;
  /** Token buckets kept (addresses seen recently that have not refilled yet). */
  trackedAddresses: number;
}

export interface LiveLimits {
  readonly options: Readonly<LiveLimitOptions>;
  /** Claims a held slot for `address`; the release is idempotent. */
  hold(address: string): HoldResult;
  /** Takes one request token: 0 when allowed, else the whole seconds (≥ 1) until a token is there. */
  take(address: string): number;
  stats(): LiveLimitStats;
}

interface Bucket {
  tokens: number;
  updatedMs: number;
}

const IPV4_MAPPED = /^::ffff:([0-9]{1,3}(?:\.[0-9]{1,3}){3})$/i;
const HEX_GROUP = /^[0-9a-f]{1,4}$/i;

/**
 * The key an address is limited by: IPv4 as is (also when IPv4-mapped), IPv6 by its /64, the block one
 * host usually controls whole (privacy addresses rotate inside it, so a per-address key would not limit
 * anyone). Anything unexpected is its own key.
 */
export function addressKey(ip: string): string {
  const mapped = IPV4_MAPPED.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!ip.includes(':')) return ip;
  const bare = ip.split('%', 1)[0] ?? ip;
  const halves = bare.split('::');
  if (halves.length > 2) return ip;
  const groupsOf = (text: string | undefined): string[] => (text ? text.split(':') : []);
  const head = groupsOf(halves[0]);
  const tail = groupsOf(halves[1]);
  // An embedded IPv4 tail (::ffff:… forms other than the mapped one) fills the last two groups only.
  if (tail.some((group) => group.includes('.')) || head.some((group) => group.includes('.'))) return ip;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return ip;
  const groups = [...head, ...Array<string>(missing).fill('0'), ...tail];
  if (!groups.every((group) => HEX_GROUP.test(group))) return ip;
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

export function createLiveLimits(overrides: Partial<LiveLimitOptions> = {}): LiveLimits {
  const options: LiveLimitOptions = { ...DEFAULT_LIVE_LIMITS, ...overrides };
  const { maxHeldPerAddress, maxHeldTotal, requestsPerSecond, burst, maxTrackedAddresses, nowMs } = options;
  // An untouched bucket is full again after this long, whatever it held: then it can be forgotten.
  const refillAllMs = (burst / requestsPerSecond) * 1000;
  const heldBy = new Map<string, number>();
  let heldTotal = 0;
  // Insertion order is last-use order: every take moves its bucket to the end.
  const buckets = new Map<string, Bucket>();

  /** Forgets the buckets that are full again (they lead the map) and any beyond the size bound. */
  const forget = (now: number): void => {
    for (const [key, bucket] of buckets) {
      if (now - bucket.updatedMs < refillAllMs && buckets.size <= maxTrackedAddresses) break;
      buckets.delete(key);
    }
  };

  return {
    options,

    hold(address) {
      if (heldTotal >= maxHeldTotal) return { held: false, refusal: 'total' };
      const mine = heldBy.get(address) ?? 0;
      if (mine >= maxHeldPerAddress) return { held: false, refusal: 'address' };
      heldBy.set(address, mine + 1);
      heldTotal += 1;
      let released = false;
      return {
        held: true,
        release: () => {
          if (released) return;
          released = true;
          heldTotal -= 1;
          const left = (heldBy.get(address) ?? 1) - 1;
          if (left > 0) heldBy.set(address, left);
          else heldBy.delete(address);
        },
      };
    },

    take(address) {
      const now = nowMs();
      const previous = buckets.get(address);
      const tokens = previous
        ? Math.min(burst, previous.tokens + ((now - previous.updatedMs) / 1000) * requestsPerSecond)
        : burst;
      const allowed = tokens >= 1;
      buckets.delete(address);
      buckets.set(address, { tokens: allowed ? tokens - 1 : tokens, updatedMs: now });
      forget(now);
      return allowed ? 0 : Math.max(1, Math.ceil((1 - tokens) / requestsPerSecond));
    },

    stats: () => ({ held: heldTotal, holdingAddresses: heldBy.size, trackedAddresses: buckets.size }),
  };
}
