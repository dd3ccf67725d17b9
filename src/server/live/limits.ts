/**
 * Abuse limits of the embedded live endpoint (DESIGN §1 "rate limiting must never lock out a crowd behind
 * one address", §5; issue 10 §4). Two separate budgets, because the two kinds of traffic cost different
 * things:
 *
 * - Held subscribe long-polls cost a socket and a listener for up to the hold time, not CPU: the process holds
 *   at most `maxHeldTotal` at once. Each address is sure of `maxHeldPerAddress` of them (its share); past its
 *   share an address borrows what the process has free (issue 28: a crowd behind one NAT address is never
 *   refused while there is room). When the process is full and an address below its share asks, the biggest
 *   borrower's oldest poll is handed back: answered at once with nothing new (the SDK asks again with the
 *   same timetoken, so nothing is lost) and its slot given to the asker. A poll that answers at once is not
 *   held.
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
  /**
   * Subscribe long-polls one address (IPv6: one /64) is sure of: held for it even when the process is full,
   * by taking back slots other addresses borrowed past their own share.
   */
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
 * are one per open page: an address may hold up to all 5 000 this process holds while nobody else needs
 * them, and is sure of 1 000 (a fifth) when others do; beyond that DESIGN §1 sends fan-out to PubNub.
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

export type HoldResult = { held: true; release: () => void } | { held: false };

export interface LiveLimitStats {
  /** Long-polls held now. */
  held: number;
  /** Addresses holding at least one long-poll. */
  holdingAddresses: number;
  /** Long-polls held now past their address's share (slots borrowed from the process's free room). */
  borrowed: number;
  /** Borrowed long-polls handed back early so an address below its share could be held, since start. */
  reclaimed: number;
  /** Token buckets kept (addresses seen recently that have not refilled yet). */
  trackedAddresses: number;
}

export interface LiveLimits {
  readonly options: Readonly<LiveLimitOptions>;
  /**
   * Claims a held slot for `address`; the release is idempotent. `handBack` is called (after the slot is
   * released) if the slot is taken back for an address below its share: the holder answers its poll now.
   */
  hold(address: string, handBack: () => void): HoldResult;
  /** Takes one request token: 0 when allowed, else the whole seconds (≥ 1) until a token is there. */
  take(address: string): number;
  stats(): LiveLimitStats;
}

interface HeldSlot {
  release: () => void;
  handBack: () => void;
}

export function createLiveLimits(overrides: Partial<LiveLimitOptions> = {}): LiveLimits {
  const options: LiveLimitOptions = { ...DEFAULT_LIVE_LIMITS, ...overrides };
  const { maxHeldPerAddress, maxHeldTotal, requestsPerSecond, burst, maxTrackedAddresses, nowMs } = options;
  /** Each holding address's slots, oldest first (a Set keeps insertion order). */
  const heldBy = new Map<string, Set<HeldSlot>>();
  /** Addresses holding more than their share: the only ones a slot is ever taken back from. */
  const borrowers = new Set<string>();
  let heldTotal = 0;
  let reclaimed = 0;
  const budget = createAddressBudget({ perSecond: requestsPerSecond, burst, maxTracked: maxTrackedAddresses, nowMs });

  /** The oldest slot of the address that borrowed most; null when nobody holds past their share. */
  const slotToTakeBack = (): HeldSlot | null => {
    let biggest: Set<HeldSlot> | undefined;
    for (const address of borrowers) {
      const slots = heldBy.get(address);
      if (slots !== undefined && (biggest === undefined || slots.size > biggest.size)) biggest = slots;
    }
    return biggest?.values().next().value ?? null;
  };

  return {
    options,

    hold(address, handBack) {
      const mine = heldBy.get(address) ?? new Set<HeldSlot>();
      if (heldTotal >= maxHeldTotal) {
        // Full: only an address below its share may be held, on a slot a borrower hands back.
        const victim = mine.size < maxHeldPerAddress ? slotToTakeBack() : null;
        if (victim === null) return { held: false };
        victim.release();
        reclaimed += 1;
        victim.handBack();
      }
      let released = false;
      const slot: HeldSlot = {
        handBack,
        release: () => {
          if (released) return;
          released = true;
          heldTotal -= 1;
          mine.delete(slot);
          if (mine.size <= maxHeldPerAddress) borrowers.delete(address);
          if (mine.size === 0) heldBy.delete(address);
        },
      };
      mine.add(slot);
      heldBy.set(address, mine);
      heldTotal += 1;
      if (mine.size > maxHeldPerAddress) borrowers.add(address);
      return { held: true, release: slot.release };
    },

    take: (address) => budget.take(address),

    stats: () => {
      let borrowed = 0;
      for (const address of borrowers) borrowed += (heldBy.get(address)?.size ?? maxHeldPerAddress) - maxHeldPerAddress;
      return { held: heldTotal, holdingAddresses: heldBy.size, borrowed, reclaimed, trackedAddresses: budget.tracked() };
    },
  };
}
