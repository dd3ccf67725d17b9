/**
 * Issue 29 case 4: what a Web Push of a goal alert carries, from the server's sender (server/push) to the
 * service worker that shows it (client/serviceWorker/pushHandlers, which checks it field by field:
 * domain/goalPush `parseGoalPush`). The worker words it in `language`, as the tab words an alert.
 */
import type { Language } from '../siteConfig';

export interface GoalPushPayload {
  kind: 'goal' | 'final';
  matchId: number;
  /** The alert's key (`alertKey`: match and ClientId, as the tab keys it): a notification of the same tag and key already showing (the tab was open) is not shown again. */
  eventId: string;
  /** One per match (`alertTag`), as in the tab: the newest alert of a match replaces the one before. */
  tag: string;
  home: string;
  away: string;
  homeScore: number | null;
  awayScore: number | null;
  time: string | null;
  /** The page a click opens (the worker opens same-origin pages only). */
  url: string;
  language: Language;
}
