/**
 * Abuse limits of the embedded live endpoint (DESIGN §1 "rate limiting must never lock out a crowd behind
 * one address", §5; issue 10 §4). Two separate budgets, because the two kinds of traffic cost different
 * things:
 *
 * - Held subscribe long-polls cost a socket and a listener for up to the hold time, not CPU: they are capped
 *   by how many are held at once, per client address and in total. A poll that answers at once is not held.
 * - The calls that cost work per request (a history page built anew, a publish without the publish key, a
 *   subscribe that catches up at once) take a token from a bucket per address, which bounds the rate. Held
 *   polls never take one, so a crowd that is simply listening spends nothing; nor do publishes that carry
 *   the publish key (endpoint.ts: the operator's own feed), nor, issue 28, what costs (almost) nothing: the
 *   time probe, presence, the subscribe handshake and a history page the endpoint's cache answers
 *   (historyCache.ts), so thousands of fans booting the same page behind one address are not refused.
 *
 * Over either limit the endpoint answers 429 with Retry-After, which the pubnub SDK retries (see
 * endpoint.ts). Memory is bounded: an address's bucket is forgotten once it has refilled (it then says
 * nothing a fresh bucket would not), held counts are dropped at zero, and at most `maxTrackedAddresses`
 * buckets are kept (the least recently used go first, which only ever errs towards letting a request in).
 */

import { createAddressBudget } from '../addressBudget';

export { addressKey } from '../addressBudget';

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
 * a few (history pages of its channels, the handshake) when it opens a live view or reconnects, and of those
 * only history pages nobody asked for since the channel changed take a token (issue 28). 500 per
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

export function createLiveLimits(overrides: Partial<LiveLimitOptions> = {}): LiveLimits {
  const options: LiveLimitOptions = { ...DEFAULT_LIVE_LIMITS, ...overrides };
  const { maxHeldPerAddress, maxHeldTotal, requestsPerSecond, burst, maxTrackedAddresses, nowMs } = options;
  const heldBy = new Map<string, number>();
  let heldTotal = 0;
  const budget = createAddressBudget({ perSecond: requestsPerSecond, burst, maxTracked: maxTrackedAddresses, nowMs });

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

    take: (address) => budget.take(address),

    stats: () => ({ held: heldTotal, holdingAddresses: heldBy.size, trackedAddresses: budget.tracked() }),
  };
}
