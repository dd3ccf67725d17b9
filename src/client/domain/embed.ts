/**
 * Issue 29 case 2, embeds for club and league websites: which matches an embed lists. Pure: `now` and the
 * league zone are passed in; what a match shows (status, score, results visibility) stays with the rules
 * every surface reads (matchStatus, statusScore, score.resultsVisibility).
 */
import type { Match } from '../../shared/contract';
import { EMBED_PATH_PREFIX } from '../../shared/embedRender';
import type { Language } from '../../shared/siteConfig';
import { compareMatchesByDate, keepListedMatches } from './matches';
import { matchStatus } from './matchStatus';
import { leagueToday, matchDay } from './time';

/** A team's embed: its match being played or coming next, and its last one played. */
export interface TeamMatches {
  next: Match | null;
  last: Match | null;
}

/**
 * A team's next and last match in a list (one league's matches): listed matches only (SPEC §5); the last is
 * the latest that is over (status final), the next the earliest from today on that is not over and not called
 * off (postponed, cancelled, withdrawn), so a match being played now is the "next" one until its final
 * whistle. Matches by date order (time unknown last within its day).
 */
export function teamMatches(matches: readonly Match[], teamId: number, now: Date, zone: string): TeamMatches {
  const today = leagueToday(now, zone);
  const own = keepListedMatches(matches)
    .filter((match) => match.hometeamId === teamId || match.awayteamId === teamId)
    .sort(compareMatchesByDate);
  let last: Match | null = null;
  let next: Match | null = null;
  for (const match of own) {
    const status = matchStatus(match, now, zone, null);
    if (status.kind === 'final') last = match;
    else if (next === null && matchDay(match) >= today && status.kind !== 'postponed' && status.kind !== 'cancelled' && status.kind !== 'withdrawn') next = match;
  }
  return { next, last };
}

/** A league's matches of today in the league zone (listed only, SPEC §5), by date order. */
export function todaysMatches(matches: readonly Match[], now: Date, zone: string): Match[] {
  const today = leagueToday(now, zone);
  return keepListedMatches(matches)
    .filter((match) => matchDay(match) === today)
    .sort(compareMatchesByDate);
}

/** What an "Embed" dialog offers: one embed and the ids it needs (shared/embedRender.ts EMBED_KINDS). */
export type EmbedTarget =
  | { kind: 'standings' | 'today'; tournamentId: number }
  | { kind: 'team'; tournamentId: number; teamId: number }
  | { kind: 'match'; matchId: number };

/**
 * decided here: the snippet's frame height per embed, in CSS pixels (a frame cannot size itself to another
 * origin's content without a script on the host page): a twelve-team table, a day's four or five matches,
 * two match lines, one score. The width is always the container's.
 */
export const EMBED_FRAME_HEIGHT: Readonly<Record<EmbedTarget['kind'], number>> = { standings: 520, today: 340, team: 300, match: 200 };

/** The embed's address on the site's origin, in the page's language. */
export function embedUrl(origin: string, target: EmbedTarget, language: Language): string {
  const { kind, ...ids } = target;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(ids)) query.set(key, String(value));
  query.set('lang', language);
  return `${origin}${EMBED_PATH_PREFIX}${kind}?${query.toString()}`;
}

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The HTML a club pastes into its page: a lazily loaded frame as wide as its container, titled for screen
 * readers (WCAG 4.1.2: a frame needs a name), borderless, at the embed's height.
 */
export function embedSnippet(origin: string, target: EmbedTarget, language: Language, title: string): string {
  return `<iframe src="${attribute(embedUrl(origin, target, language))}" title="${attribute(title)}" loading="lazy" style="width:100%;border:0" height="${EMBED_FRAME_HEIGHT[target.kind]}"></iframe>`;
}
