/** Timetokens of the live feed (DESIGN §5): strings of ms × 10 000, too long for a double. */


/** A PubNub timetoken (ms × 10 000, a digit string) as epoch milliseconds; null when unreadable. */
export function timetokenMs(timetoken: string | null | undefined): number | null {
  if (typeof timetoken !== 'string' || !/^\d{5,20}$/.test(timetoken)) return null;
  return Number(timetoken.slice(0, -4));
}

/** Timetokens are digit strings longer than 2^53; compare them without losing digits. */
export function compareTimetokens(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The timetoken right after `timetoken` (one tenth of a microsecond later): PubNub's history `end` is
 * inclusive, so a read of what is newer than a cursor asks from here (issue 26: what the page already
 * carries is not read again). A digit string in, a digit string out, without losing digits.
 */
export function nextTimetoken(timetoken: string): string {
  return (BigInt(timetoken) + 1n).toString();
}
