/** mm:ss parsing and formatting for the live rules (SPEC §3 PeriodTime, TotalMatchTime). */

/** "12:34" → 754 seconds; null for anything that is not mm:ss (or m:ss). */
export function parseMmSs(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  const match = /^(\d{1,3}):([0-5]\d)$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** 754 → "12:34"; negative input shows 00:00. */
export function formatMmSs(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

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
