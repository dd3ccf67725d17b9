/** Rules every finished-match page shares (SPEC §2 match page, §3, §5 sorting). */
import type { BroadcastProvider, Match, Organisation } from '../../../shared/contract';
import { displayTeamName, type TeamNames } from '../matches';

/** H home, B away (SPEC §3). */
export type Side = 'H' | 'B';
export const SIDES: readonly Side[] = ['H', 'B'];

/** SPEC §5: players by shirt number ascending (hockey, basketball); players without a number last. */
export function sortByShirtNumber<T extends { shirtNo: number | null }>(players: readonly T[]): T[] {
  return [...players].sort((a, b) => (a.shirtNo ?? Number.MAX_SAFE_INTEGER) - (b.shirtNo ?? Number.MAX_SAFE_INTEGER));
}

/** The team name a match shows for one side: the overridden name when present (SPEC §2). */
export function sideName(match: TeamNames, side: Side): string {
  return displayTeamName(match, side === 'H' ? 'home' : 'away');
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

/**
 * CSS pixels per rem at the browser's default root size. The spec's widths are in pixels at that size; the
 * page sets them in rem so they grow with the root font size (an arena screen's larger type, a visitor's
 * zoom or font setting) instead of staying 140 px on a 3840 px screen (issue 11 case 8).
 */
export const ROOT_FONT_PX = 16;

/** A spec width in pixels as rem at the default root size: 140 → "8.75rem". */
export function rem(px: number): string {
  return `${px / ROOT_FONT_PX}rem`;
}

/** SPEC §2: the stream button's provider logo is 70 wide for mygame, 50 otherwise (pixels at the default root size). */
export function logoWidth(provider: BroadcastProvider | null): 70 | 50 {
  return provider === 'mygame' ? 70 : 50;
}

/** SPEC §2: the stream button is 140 wide — its least width: it grows with a longer label ("Se på MyGame"). */
export const STREAM_BUTTON_WIDTH = 140;

/**
 * decided here: team logos in the match header are 64 wide at the default root size (SPEC §2's 70/50 is the
 * provider logo of the stream button, beside which the spec states it; a team's logo does not change size
 * with who streams the match).
 */
export const TEAM_LOGO_WIDTH = 64;

/** The match as a tab or a heading names it: "Storhamar – Vålerenga" (overridden names when present). */
export function fixtureName(match: TeamNames): string {
  return `${sideName(match, 'H')} – ${sideName(match, 'B')}`;
}
