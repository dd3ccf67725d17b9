/**
 * People rules (SPEC §2 Rosters and Transfers, §3 Team member and Transfer, §6 goalie positions, §9 the
 * transfers window): names, birth years, positions, image safety and the transfers' date window. Pure: no
 * React, no state, no clock (`now` is passed in).
 */
import { DateTime } from 'luxon';

/**
 * The year of a canonical birth date (`YYYY-MM-DDTHH:mm:ss` or `YYYY-MM-DD`, as the wire parser writes
 * it); null when there is no date or it is not one.
 */
export function birthYearOf(birthDate: string | null): number | null {
  if (birthDate === null) return null;
  const match = /^(\d{4})-\d{2}-\d{2}/.exec(birthDate.trim());
  if (!match) return null;
  const year = Number(match[1]);
  // Year 1 is .NET's "no date"; the parser drops it, and so does this rule if it slips through.
  return year > 1 ? year : null;
}

/** "First Last", trimmed, with a missing part left out (so never a stray space); '' when both are missing. */
export function personName(first: string | null | undefined, last: string | null | undefined): string {
  return [first, last]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(' ');
}

/** SPEC §6: the goalie views are chosen by position GK1 or GK2 (case and spaces forgiven). */
export function isGoaliePosition(position: string | null | undefined): boolean {
  const code = (position ?? '').trim().toUpperCase();
  return code === 'GK1' || code === 'GK2';
}

// Base64 alphabet only, so no quote, bracket or "javascript:" can ride along into an attribute or CSS.
const IMAGE_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * Security rule: a person's image is shown only from an image data URL
 * (`data:image/(png|jpeg|gif|webp|svg+xml);base64,…`); any other URL (http, javascript:, data:text/html…)
 * gives null, and the page shows its fallback avatar instead.
 */
export function safeImageUrl(url: string | null | undefined): string | null {
  if (url === null || url === undefined) return null;
  const trimmed = url.trim();
  return IMAGE_DATA_URL.test(trimmed) ? trimmed : null;
}

/**
 * SPEC §7, §9: the `date` of activity/Transfers, one year before today in the league zone, ISO
 * "yyyy-MM-dd" (29 February goes to 28 February of the year before).
 */
export function transfersSince(now: Date, zone: string): string {
  return DateTime.fromJSDate(now, { zone }).startOf('day').minus({ years: 1 }).toISODate() ?? '';
}
