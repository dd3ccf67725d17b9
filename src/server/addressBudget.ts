/**
 * Per-address budgets (DESIGN §1 "rate limiting must never lock out a crowd behind one address"): a token
 * bucket per client address, shared by the data API (reads the cache cannot answer) and the embedded live
 * endpoint (its non-held calls). Memory is bounded: a bucket is forgotten once it has refilled (it then says
 * nothing a fresh bucket would not), and at most `maxTracked` are kept, least recently used first, which
 * only ever errs towards letting a request in.
 */

export interface AddressBudgetOptions {
  /** Sustained requests per second (the refill rate). */
  perSecond: number;
  /** Bucket size: the burst one address may send at once. */
  burst: number;
  maxTracked: number;
  /** Monotonic clock in ms (injectable for tests). */
  nowMs: () => number;
}

export interface AddressBudget {
  /** Takes one token: 0 when allowed, else the whole seconds (≥ 1) until a token is there. */
  take(address: string): number;
  /** Buckets kept now (addresses seen recently that have not refilled yet). */
  tracked(): number;
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

export function createAddressBudget({ perSecond, burst, maxTracked, nowMs }: AddressBudgetOptions): AddressBudget {
  // An untouched bucket is full again after this long, whatever it held: then it can be forgotten.
  const refillAllMs = (burst / perSecond) * 1000;
  // Insertion order is last-use order: every take moves its bucket to the end.
  const buckets = new Map<string, Bucket>();

  /** Forgets the buckets that are full again (they lead the map) and any beyond the size bound. */
  const forget = (now: number): void => {
    for (const [key, bucket] of buckets) {
      if (now - bucket.updatedMs < refillAllMs && buckets.size <= maxTracked) break;
      buckets.delete(key);
    }
  };

  return {
    take(address) {
      const now = nowMs();
      const previous = buckets.get(address);
      const tokens = previous ? Math.min(burst, previous.tokens + ((now - previous.updatedMs) / 1000) * perSecond) : burst;
      const allowed = tokens >= 1;
      buckets.delete(address);
      buckets.set(address, { tokens: allowed ? tokens - 1 : tokens, updatedMs: now });
      forget(now);
      return allowed ? 0 : Math.max(1, Math.ceil((1 - tokens) / perSecond));
    },
    tracked: () => buckets.size,
  };
}
