/**
 * The calendar feeds' addresses (issue 16 "Team calendar feeds"), in one place for the server's routes and
 * the client's subscribe links, so what the client links is what the server answers.
 *
 * decided here: the site's data is keyed by season and tournament, so a team feed names its season
 * (`?seasonId=`): it covers every published tournament of that season the team plays in (league, cup,
 * play-offs). Without `seasonId` it follows the current season (issue 29 case 5: the site's default season,
 * shared/rules/seasons), so a subscription made in one season keeps working in the next; the site links that
 * form while it shows the current season. A tournament feed needs nothing else: a tournament belongs to one season. `lang` picks the
 * language of the feed's own words (titles, notes); without it the site's default language applies.
 */
import type { Language } from './siteConfig';

export type CalendarFeed =
  /** `seasonId` null: the current season, whichever it is when the calendar app asks. */
  | { kind: 'team'; teamId: number; seasonId: number | null; lang?: Language }
  | { kind: 'tournament'; tournamentId: number; lang?: Language };

/** Route prefixes (the server registers `${prefix}:file`, the file being `<id>.ics`). */
export const CALENDAR_ROUTE = { team: '/calendar/team/', tournament: '/calendar/tournament/' } as const;

/** The path and query of a feed, e.g. `/calendar/team/12.ics?seasonId=3&lang=no`. */
export function calendarFeedPath(feed: CalendarFeed): string {
  const query = new URLSearchParams();
  if (feed.kind === 'team' && feed.seasonId !== null) query.set('seasonId', String(feed.seasonId));
  if (feed.lang !== undefined) query.set('lang', feed.lang);
  const id = feed.kind === 'team' ? feed.teamId : feed.tournamentId;
  const text = query.toString();
  return `${CALENDAR_ROUTE[feed.kind]}${id}.ics${text === '' ? '' : `?${text}`}`;
}
