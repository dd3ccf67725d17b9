/**
 * Match → calendar entry (issue 16 "Team calendar feeds"): the pure rules of the feeds, no I/O, `zone` and
 * `site` passed in. ics.ts writes these entries as iCalendar text; the routes gather the matches.
 */
import { DateTime } from 'luxon';
import { MATCH_STATUS, SPORT } from '../../shared/contract';
import type { Language } from '../../shared/siteConfig';
import type { CalendarMatch } from './wire';

/** The words a feed writes, in both languages of the site (SPEC §1). */
export const CALENDAR_MESSAGES: Readonly<
  Record<
    Language,
    {
      postponed: string;
      cancelled: string;
      tournament: string;
      venue: string;
      matchPage: string;
      /** The note of an all-day entry: the match has no start time yet (issue 24 case 12). */
      timeTba: string;
      teamCalendar: (team: string) => string;
      tournamentCalendar: (tournament: string) => string;
    }
  >
> = {
  en: {
    postponed: 'Postponed',
    cancelled: 'Cancelled',
    tournament: 'Tournament',
    venue: 'Venue',
    matchPage: 'Match page',
    timeTba: 'Time to be announced',
    teamCalendar: (team) => `${team}: matches`,
    tournamentCalendar: (tournament) => `${tournament}: matches`,
  },
  no: {
    postponed: 'Utsatt',
    cancelled: 'Avlyst',
    tournament: 'Turnering',
    venue: 'Arena',
    matchPage: 'Kampside',
    timeTba: 'Tid ikke satt',
    teamCalendar: (team) => `${team}: kamper`,
    tournamentCalendar: (tournament) => `${tournament}: kamper`,
  },
};

export type CalendarStatus = 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';

/** When an entry takes place: a clock time in the league's zone, or the whole day when the time is not known. */
export type CalendarWhen =
  | { kind: 'timed'; start: DateTime; end: DateTime }
  | { kind: 'allDay'; day: string };

export interface CalendarEntry {
  /** Stable across reschedules: the match id and the site's brand, nothing that can move. */
  uid: string;
  when: CalendarWhen;
  summary: string;
  location: string | null;
  description: string;
  url: string | null;
  status: CalendarStatus;
  /**
   * RFC 5545 SEQUENCE. decided here: the server keeps no history, so the revision is read from the status
   * (0 as planned, 1 postponed, 2 cancelled): the changes a fan must not miss always raise it. A moved
   * match keeps its number; subscribed calendars (no METHOD) replace every entry by UID on each refresh,
   * and DTSTAMP (when the feed was written) tells them the copy is new.
   */
  sequence: number;
}

/** What a feed is written for: the organisation (brand of the UIDs), the league zone, the site's address. */
export interface CalendarSite {
  orgId: number;
  timeZone: string;
  /** `https://host[:port]` of the page the feed links to, or null when the request named no usable host. */
  origin: string | null;
}

/**
 * decided here: how long a match takes, by sport, when the record has no usable end time: play plus
 * breaks and a margin for overtime (hockey 3 × 20 min with two 18-min breaks; basketball 4 × 10 min with
 * stoppages; volleyball up to five sets). Sports not listed: 90 minutes.
 */
const TYPICAL_MINUTES: Readonly<Record<number, number>> = {
  [SPORT.iceHockey]: 150,
  [SPORT.basketball]: 120,
  [SPORT.volleyball]: 120,
  [SPORT.handball]: 90,
  [SPORT.soccer]: 110,
  [SPORT.futsal]: 90,
  [SPORT.floorball]: 120,
  [SPORT.rinkbandy]: 90,
  [SPORT.golf]: 240,
};
const DEFAULT_MINUTES = 90;

export function typicalMinutes(sportId: number): number {
  return TYPICAL_MINUTES[sportId] ?? DEFAULT_MINUTES;
}

/** The UID of a match's entry: `match-<id>@org<orgId>.match-centre` (never the host, which differs per address). */
export function matchUid(matchId: number, orgId: number): string {
  return `match-${matchId}@org${orgId}.match-centre`;
}

/** SPEC §5: only matches with statusTypeId null or 1-5 are shown; the feed follows the site. */
export function isListedMatch(match: Pick<CalendarMatch, 'statusTypeId'>): boolean {
  return match.statusTypeId === null || (match.statusTypeId >= 1 && match.statusTypeId <= 5);
}

function atHhmm(day: DateTime, hhmm: number): DateTime {
  return day.set({ hour: Math.floor(hhmm / 100), minute: hhmm % 100, second: 0, millisecond: 0 });
}

/**
 * When the match is, in the league's zone (SPEC §3 hhmm, three digits padded: 930 is 09:30). The end is the
 * record's own end time when it is after the start, else the start plus the sport's typical length. No
 * usable start time (null, or 0: the API's "none") gives an all-day entry on the match's day.
 */
export function matchWhen(match: Pick<CalendarMatch, 'day' | 'matchStartTime' | 'matchEndTime' | 'sportId'>, zone: string): CalendarWhen {
  const day = DateTime.fromISO(match.day, { zone });
  if (match.matchStartTime === null || !day.isValid) return { kind: 'allDay', day: match.day };
  const start = atHhmm(day, match.matchStartTime);
  const recordEnd = match.matchEndTime === null ? null : atHhmm(day, match.matchEndTime);
  const end = recordEnd !== null && recordEnd > start ? recordEnd : start.plus({ minutes: typicalMinutes(match.sportId) });
  return { kind: 'timed', start, end };
}

/** The name the site shows for a side (SPEC §2 slider: the overridden name when present). */
function sideName(name: string, overridden: string | null): string {
  return overridden ?? name;
}

function statusOf(match: Pick<CalendarMatch, 'statusTypeId'>): CalendarStatus {
  if (match.statusTypeId === MATCH_STATUS.canceled) return 'CANCELLED';
  // decided here: a postponed match keeps its old slot until the league sets a new one; TENTATIVE and the
  // title's prefix say it will not be played then.
  if (match.statusTypeId === MATCH_STATUS.postponed) return 'TENTATIVE';
  return 'CONFIRMED';
}

const SEQUENCE: Readonly<Record<CalendarStatus, number>> = { CONFIRMED: 0, TENTATIVE: 1, CANCELLED: 2 };

/** The match page's address (SPEC §2 /match with matchId, seasonId, tournamentId). */
export function matchPageUrl(origin: string, match: Pick<CalendarMatch, 'matchId' | 'seasonId' | 'tournamentId'>): string {
  const query = new URLSearchParams({ matchId: String(match.matchId) });
  if (match.seasonId !== null) query.set('seasonId', String(match.seasonId));
  if (match.tournamentId > 0) query.set('tournamentId', String(match.tournamentId));
  return `${origin}/match?${query.toString()}`;
}

/**
 * One match as a calendar entry, in `lang`: "Home – Away (Tournament)", prefixed "Postponed: " / "Utsatt: "
 * or "Cancelled: " / "Avlyst: ". Scores are left out on purpose: a calendar is no place for a result a fan
 * may not have seen yet (the spoiler shield, issue 16).
 */
export function calendarEntry(match: CalendarMatch, lang: Language, site: CalendarSite): CalendarEntry {
  const words = CALENDAR_MESSAGES[lang];
  const status = statusOf(match);
  const teams = `${sideName(match.hometeam, match.hometeamOverriddenName)} – ${sideName(match.awayteam, match.awayteamOverriddenName)}`;
  const title = match.tournamentName === '' ? teams : `${teams} (${match.tournamentName})`;
  const prefix = status === 'CANCELLED' ? `${words.cancelled}: ` : status === 'TENTATIVE' ? `${words.postponed}: ` : '';
  const url = site.origin === null ? null : matchPageUrl(site.origin, match);
  const when = matchWhen(match, site.timeZone);
  const description = [
    ...(prefix === '' ? [] : [prefix.slice(0, -2)]),
    // decided here (issue 24 case 12): a match without a start time is an all-day entry that says why.
    ...(when.kind === 'allDay' ? [words.timeTba] : []),
    ...(match.tournamentName === '' ? [] : [`${words.tournament}: ${match.tournamentName}`]),
    ...(match.activityAreaName === null ? [] : [`${words.venue}: ${match.activityAreaName}`]),
    ...(url === null ? [] : [`${words.matchPage}: ${url}`]),
  ].join('\n');
  return {
    uid: matchUid(match.matchId, site.orgId),
    when,
    summary: `${prefix}${title}`,
    location: match.activityAreaName,
    description,
    url,
    status,
    sequence: SEQUENCE[status],
  };
}

/** The feed's entries: listed matches only (SPEC §5), one per match id, in time order (no time: last of its day). */
export function calendarEntries(matches: readonly CalendarMatch[], lang: Language, site: CalendarSite): CalendarEntry[] {
  const seen = new Set<number>();
  const listed = matches.filter((match) => {
    if (!isListedMatch(match) || seen.has(match.matchId)) return false;
    seen.add(match.matchId);
    return true;
  });
  // A match without a start time sorts last within its day, as every list of the site does (domain/matches).
  const key = (match: CalendarMatch) => `${match.day} ${String(match.matchStartTime ?? 2400).padStart(4, '0')} ${String(match.matchId).padStart(10, '0')}`;
  return [...listed].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)).map((match) => calendarEntry(match, lang, site));
}
