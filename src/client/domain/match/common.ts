/** Rules every finished-match page shares (SPEC §2 match page, §3, §5 sorting). */
import type { BroadcastProvider, Match, Organisation } from '../../../shared/contract';

/** H home, B away (SPEC §3). */
export type Side = 'H' | 'B';
export const SIDES: readonly Side[] = ['H', 'B'];

/** SPEC §5: players by shirt number ascending (hockey, basketball); players without a number last. */
export function sortByShirtNumber<T extends { shirtNo: number | null }>(players: readonly T[]): T[] {
  return [...players].sort((a, b) => (a.shirtNo ?? Number.MAX_SAFE_INTEGER) - (b.shirtNo ?? Number.MAX_SAFE_INTEGER));
}

/** The team name a match shows for one side: the overridden name when present (SPEC §2). */
export function sideName(match: Pick<Match, 'hometeam' | 'awayteam' | 'hometeamOverriddenName' | 'awayteamOverriddenName'>, side: Side): string {
  const overridden = side === 'H' ? match.hometeamOverriddenName : match.awayteamOverriddenName;
  const name = side === 'H' ? match.hometeam : match.awayteam;
  return overridden !== null && overridden.trim() !== '' ? overridden : name;
}

/** The team's organisation id of a side (teams are organisations: the club org id is not the team). */
export function sideOrgId(match: Pick<Match, 'hometeamId' | 'awayteamId'>, side: Side): number {
  return side === 'H' ? match.hometeamId : match.awayteamId;
}

/** SPEC §2 score: "home - away", or a dash when there is no result. */
export function scoreText(match: Pick<Match, 'matchResult'>): string {
  const result = match.matchResult;
  return result === null ? '-' : `${result.homeGoals} - ${result.awayGoals}`;
}

/**
 * SPEC §2 / §4 match page: results are hidden when the league does not display them
 * (leagueDisplayResults false) or the tournament has isResultPublished false; unknown flags publish.
 */
export function matchResultsPublished(league: { leagueDisplayResults: boolean | null; isResultPublished: boolean | null } | null): boolean {
  if (league === null) return true;
  return league.leagueDisplayResults !== false && league.isResultPublished !== false;
}

/** SPEC §3: a logo image as a data URL, or null when the organisation has none (the initial shows). */
export function logoDataUrl(organisations: readonly Organisation[], orgId: number): string | null {
  const logo = organisations.find((organisation) => organisation.orgId === orgId)?.orgLogoBase64 ?? '';
  // Only base64 characters reach the URL, so nothing but PNG data can be injected.
  return logo !== '' && /^[A-Za-z0-9+/=\s]+$/.test(logo) ? `data:image/png;base64,${logo.replace(/\s/g, '')}` : null;
}

/** The initial shown instead of a missing logo: the first letter of the team name, upper-cased. */
export function teamInitial(name: string): string {
  return (Array.from(name.trim())[0] ?? '?').toUpperCase();
}

/** SPEC §2: team logos are 70 wide when the match's broadcast provider is mygame, 50 otherwise. */
export function logoWidth(provider: BroadcastProvider | null): 70 | 50 {
  return provider === 'mygame' ? 70 : 50;
}

/** SPEC §2: the stream button is 140 wide. */
export const STREAM_BUTTON_WIDTH = 140;

const PROVIDER_ORDER: readonly BroadcastProvider[] = ['play', 'mygame', 'direktesport', 'tv2'];

/** A link the page may open: only absolute http(s) URLs. */
export function safeHttpUrl(url: string | null | undefined): string | null {
  if (url === null || url === undefined) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export interface StreamLink {
  provider: BroadcastProvider;
  url: string;
}

/** SPEC §3 broadcast: the first provider by precedence (play, mygame, direktesport, tv2) with a usable link. */
export function streamLink(broadcastUrls: Partial<Record<BroadcastProvider, string | null>> | null): StreamLink | null {
  if (broadcastUrls === null) return null;
  for (const provider of PROVIDER_ORDER) {
    const url = safeHttpUrl(broadcastUrls[provider]);
    if (url !== null) return { provider, url };
  }
  return null;
}
