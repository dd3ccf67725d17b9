/**
 * The subscribe and download links of a calendar feed (issue 16 "Team calendar feeds"): the feed's URL on
 * the page's own origin, once as `webcal://` (calendar apps subscribe and keep it up to date) and once as
 * the page's own http(s) URL (a plain .ics download, for apps that do not take webcal:).
 */
import { calendarFeedPath, type CalendarFeed } from '../../shared/calendarFeeds';

export interface CalendarLinks {
  subscribe: string;
  download: string;
}

/** The links of `feed` from the page origin (`https://host[:port]`); null when the origin is not http(s). */
export function calendarLinks(origin: string, feed: CalendarFeed): CalendarLinks | null {
  const match = /^(https?):\/\/([^/?#]+)\/?$/i.exec(origin.trim());
  const host = match?.[2];
  if (!match || host === undefined) return null;
  const path = calendarFeedPath(feed);
  return { subscribe: `webcal://${host}${path}`, download: `${match[1]?.toLowerCase()}://${host}${path}` };
}
