/**
 * People rules (SPEC §2 Rosters and Transfers, §3 Team member and Transfer, §6 goalie positions, §9 the
 * transfers window): names, birth years, positions, image safety and the transfers' date window. Pure: no
 * React, no state, no clock (`now` is passed in).
 */
import { SPORT } from '../../shared/contract';
import { addMonths, leagueToday } from './time';

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

/** A position's name, as a message key part (`people.position.<name>`). */
export type PositionName = 'goalkeeper' | 'defence' | 'leftDefence' | 'rightDefence' | 'forward' | 'centre' | 'wing' | 'leftWing' | 'rightWing';

/** A position as shown: its name when the code is known, else the code as the answer sent it. */
export type PositionLabel = { kind: 'named'; name: PositionName } | { kind: 'asSent'; text: string };

/**
 * Ice hockey positions by code or word, upper-cased without spaces, dots, hyphens or underscores: SPEC §3's
 * codes (GK1, GK2, RD, LD, RW, CE, LW), the other codes rosters and statistics rows use (G, GK, D, F, C, W)
 * and the full words in English and Norwegian.
 */
const HOCKEY_POSITIONS: Readonly<Record<string, PositionName>> = {
  G: 'goalkeeper',
  GK: 'goalkeeper',
  GK1: 'goalkeeper',
  GK2: 'goalkeeper',
  GOALIE: 'goalkeeper',
  GOALKEEPER: 'goalkeeper',
  GOALTENDER: 'goalkeeper',
  KEEPER: 'goalkeeper',
  MÅLVAKT: 'goalkeeper',
  D: 'defence',
  DEFENCE: 'defence',
  DEFENSE: 'defence',
  DEFENCEMAN: 'defence',
  DEFENSEMAN: 'defence',
  DEFENDER: 'defence',
  BACK: 'defence',
  FORSVAR: 'defence',
  LD: 'leftDefence',
  LEFTDEFENCE: 'leftDefence',
  LEFTDEFENSE: 'leftDefence',
  VENSTREBACK: 'leftDefence',
  RD: 'rightDefence',
  RIGHTDEFENCE: 'rightDefence',
  RIGHTDEFENSE: 'rightDefence',
  HØYREBACK: 'rightDefence',
  F: 'forward',
  FORWARD: 'forward',
  ANGRIPER: 'forward',
  C: 'centre',
  CE: 'centre',
  CENTRE: 'centre',
  CENTER: 'centre',
  SENTER: 'centre',
  W: 'wing',
  WING: 'wing',
  WINGER: 'wing',
  VING: 'wing',
  LW: 'leftWing',
  LEFTWING: 'leftWing',
  LEFTWINGER: 'leftWing',
  VENSTREVING: 'leftWing',
  RW: 'rightWing',
  RIGHTWING: 'rightWing',
  RIGHTWINGER: 'rightWing',
  HØYREVING: 'rightWing',
};

function hockeyPosition(code: string): PositionName | null {
  return HOCKEY_POSITIONS[code.replace(/[\s._-]/g, '').toUpperCase()] ?? null;
}

/**
 * The one position rule (SPEC §2 Rosters and Player profile, §3 sport 152 positions; issue 25): every place
 * that shows a person's position shows this. An ice hockey code or word is named (GK1 and "G" alike are
 * "Goalkeeper"); another sport's positions, an unknown code and a position of an unknown sport show as
 * sent (trimmed); none (or blank) is null, a dash.
 */
export function positionLabel(code: string | null | undefined, sportId: number | null): PositionLabel | null {
  const text = (code ?? '').trim();
  if (text === '') return null;
  const name = sportId === SPORT.iceHockey ? hockeyPosition(text) : null;
  return name === null ? { kind: 'asSent', text } : { kind: 'named', name };
}

/**
 * SPEC §6: the goalie views are for the goalkeeper's position — GK1 or GK2 in SPEC §3's codes, or any other
 * spelling of it the position rule names "Goalkeeper", so the card and the tables always agree.
 */
export function isGoaliePosition(position: string | null | undefined): boolean {
  const label = positionLabel(position, SPORT.iceHockey);
  return label?.kind === 'named' && label.name === 'goalkeeper';
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
  return addMonths(leagueToday(now, zone), -12);
}
