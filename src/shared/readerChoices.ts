/**
 * The reader's choices in one cookie (issue 26). What a fan chose lives in the browser's local storage
 * (SPEC §1 language, issue 16 favourites, spoiler shield and broadcast delay); the server sees only a
 * cookie, so the client mirrors into one the choices that change the first screen, and the server renders
 * the page in the reader's language, with the favourites' matches first, and never puts a shielded score
 * in the HTML. Pure: the client's saga writes the value, the server's renderer reads it.
 *
 * Format, version 1 (only `0-9 a-z . _ -`: URL-safe, no cookie quoting): fields joined by `.`, the first the
 * version, then one letter and its payload per choice, each left out while it has its default value:
 *
 *   `1.lno.f152-1001_199-4.s.r11_12.d30`
 *   `l` language (`en`, `no`) · `f` favourite teams `sport-team`, joined by `_`, in the order of starring ·
 *   `s` the shield is on · `r` matches revealed while it is on, joined by `_`, oldest first · `d` delay seconds ·
 *   `t` an explicit theme (`l` light, `d` dark; issue 27 case 8: absent, the system setting decides)
 *
 * A reader with no choice at all has no cookie; one who chose only a language has exactly `1.len` or
 * `1.lno`, which is what lets a cache in front key shared pages by this cookie's value (README).
 */
import type { Language } from './siteConfig';
import type { ThemeChoice } from './themeChoice';

export const READER_CHOICES_COOKIE = 'mc_choices';
export const READER_CHOICES_VERSION = '1';
/** A year: the choices are kept as long as local storage keeps them (each change renews it). */
export const READER_CHOICES_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/**
 * The longest value written or read: with the name and `=` well under 1 KB, since the browser sends the
 * cookie with every request. A longer value is not ours (or was tampered with) and reads as no choices.
 */
export const MAX_READER_CHOICES_LENGTH = 900;
/**
 * decided here: the first 50 starred teams travel (a fan's own team is usually starred first; the local
 * store keeps up to 200). Fifty teams with 7-digit ids take 600 characters; longer ids are trimmed to the bound.
 */
export const MAX_COOKIE_FAVOURITES = 50;
/** decided here: the newest 50 reveals travel (the matches on today's screens were revealed last). */
export const MAX_COOKIE_REVEALED = 50;
/** The broadcast delay's upper bound: issue 16's DELAY_RANGE (client/domain/spoiler; a test keeps them equal). */
export const MAX_DELAY_SECONDS = 120;

/** A starred team, `sportId:teamId` as the favourites keep it (client/domain/favourites). */
export type TeamKey = `${number}:${number}`;

/** The spoiler shield and broadcast delay, shaped as the spoiler slice keeps them. */
export interface ShieldChoices {
  shield: boolean;
  /** Matches revealed while the shield is on, oldest first. */
  revealed: readonly number[];
  /** Whole seconds, 0–120. */
  delaySeconds: number;
}

export interface ReaderChoices {
  /** The saved language; absent when the reader never chose (the site's default applies, SPEC §1). */
  language?: Language;
  /** Starred teams in the order of starring. */
  favouriteTeamIds: readonly TeamKey[];
  spoiler: ShieldChoices;
  /**
   * Issue 27 case 8: an explicit theme (absent: the system's). The server writes it on `<html>` around the
   * render, never into it, so a shared page serves readers of either theme.
   */
  theme?: Exclude<ThemeChoice, 'system'>;
}

export const DEFAULT_READER_CHOICES: ReaderChoices = Object.freeze({
  favouriteTeamIds: Object.freeze([]) as readonly TeamKey[],
  spoiler: Object.freeze({ shield: false, revealed: Object.freeze([]) as readonly number[], delaySeconds: 0 }),
});

const ID = '[1-9]\\d{0,9}';
const TEAM_PAIR = new RegExp(`^(${ID})-(${ID})$`);
const TEAM_KEY = new RegExp(`^(${ID}):(${ID})$`);
const MATCH_ID = /^[1-9]\d{0,15}$/;
const DELAY = /^\d{1,3}$/;

function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'no';
}

function isMatchId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function clampDelay(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.min(MAX_DELAY_SECONDS, Math.max(0, Math.round(value)));
}

/**
 * Whether these choices change what a page shows beyond its language: favourites reorder the lists, the
 * shield hides scores, a delay holds the live scores back. Such a page is the reader's own (private).
 */
export function hasPersonalChoices(choices: ReaderChoices): boolean {
  return choices.favouriteTeamIds.length > 0 || choices.spoiler.shield || choices.spoiler.delaySeconds > 0;
}

const THEME_TAGS = { light: 'l', dark: 'd' } as const;

function themeOfTag(tag: string | undefined): ReaderChoices['theme'] {
  return tag === 'l' ? 'light' : tag === 'd' ? 'dark' : undefined;
}

function encode(language: Language | null, favourites: readonly string[], shield: boolean, revealed: readonly number[], delay: number, theme: ReaderChoices['theme']): string {
  const fields = [READER_CHOICES_VERSION];
  if (language !== null) fields.push(`l${language}`);
  if (favourites.length > 0) fields.push(`f${favourites.join('_')}`);
  if (shield) fields.push('s');
  if (revealed.length > 0) fields.push(`r${revealed.join('_')}`);
  if (delay > 0) fields.push(`d${delay}`);
  if (theme !== undefined) fields.push(`t${THEME_TAGS[theme]}`);
  return fields.join('.');
}

/**
 * The cookie's value for these choices, or null when there is nothing to carry (no cookie at all). Invalid
 * entries are left out; at most MAX_COOKIE_FAVOURITES favourites (the first starred) and, only while the
 * shield is on (they change nothing otherwise), MAX_COOKIE_REVEALED reveals (the newest). Should very long
 * ids still pass MAX_READER_CHOICES_LENGTH, the oldest reveals go first, then the last-starred favourites.
 */
export function serializeReaderChoices(choices: ReaderChoices): string | null {
  const language = isLanguage(choices.language) ? choices.language : null;
  const favourites = [
    ...new Set(choices.favouriteTeamIds.flatMap((key) => (typeof key === 'string' && TEAM_KEY.test(key) ? [key.replace(':', '-')] : []))),
  ].slice(0, MAX_COOKIE_FAVOURITES);
  const shield = choices.spoiler.shield === true;
  const revealed = shield ? [...new Set(choices.spoiler.revealed.filter(isMatchId))].slice(-MAX_COOKIE_REVEALED) : [];
  const delay = clampDelay(choices.spoiler.delaySeconds);
  const theme = choices.theme === 'light' || choices.theme === 'dark' ? choices.theme : undefined;
  if (language === null && favourites.length === 0 && !shield && delay === 0 && theme === undefined) return null;
  let value = encode(language, favourites, shield, revealed, delay, theme);
  // Bounded: every turn drops one entry, and without entries the value is a few characters long.
  while (value.length > MAX_READER_CHOICES_LENGTH && (revealed.length > 0 || favourites.length > 0)) {
    if (revealed.length > 0) revealed.shift();
    else favourites.pop();
    value = encode(language, favourites, shield, revealed, delay, theme);
  }
  return value;
}

/**
 * The value of cookie `name` in a `Cookie` header (or `document.cookie`), the first when it appears more than
 * once; null when absent. Surrounding double quotes (RFC 6265 allows them) are taken off.
 */
export function cookieValueOf(header: string | readonly string[] | null | undefined, name: string): string | null {
  if (header === null || header === undefined) return null;
  const text = typeof header === 'string' ? header : header.join(';');
  for (const pair of text.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    const value = pair.slice(at + 1).trim();
    return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  }
  return null;
}

function parseFavourites(payload: string): TeamKey[] {
  const keys = payload.split('_').flatMap((pair): TeamKey[] => {
    const match = TEAM_PAIR.exec(pair);
    return match ? [`${Number(match[1])}:${Number(match[2])}`] : [];
  });
  return [...new Set(keys)].slice(0, MAX_COOKIE_FAVOURITES);
}

function parseRevealed(payload: string): number[] {
  const ids = payload.split('_').flatMap((text) => (MATCH_ID.test(text) && Number.isSafeInteger(Number(text)) ? [Number(text)] : []));
  return [...new Set(ids)].slice(-MAX_COOKIE_REVEALED);
}

/**
 * The reader's choices from a request's `Cookie` header. Tolerates anything: no cookie, another version,
 * a value longer than MAX_READER_CHOICES_LENGTH or outside the format read as the defaults; within version 1
 * each field falls back to its default by itself (an unknown field is skipped, the first of a repeated one
 * counts), and reveals count only with the shield on, as they are written.
 */
export function parseReaderChoices(cookieHeader: string | readonly string[] | null | undefined): ReaderChoices {
  const value = cookieValueOf(cookieHeader, READER_CHOICES_COOKIE);
  if (value === null || value.length > MAX_READER_CHOICES_LENGTH) return DEFAULT_READER_CHOICES;
  const [version, ...fields] = value.split('.');
  if (version !== READER_CHOICES_VERSION) return DEFAULT_READER_CHOICES;
  const payloads = new Map<string, string>();
  for (const field of fields) {
    const tag = field.charAt(0);
    if (!payloads.has(tag)) payloads.set(tag, field.slice(1));
  }
  const language = payloads.get('l');
  const favourites = payloads.get('f');
  const shield = payloads.get('s') === '';
  const revealed = payloads.get('r');
  const delay = payloads.get('d');
  const theme = themeOfTag(payloads.get('t'));
  return {
    ...(isLanguage(language) ? { language } : {}),
    ...(theme !== undefined ? { theme } : {}),
    favouriteTeamIds: favourites === undefined ? [] : parseFavourites(favourites),
    spoiler: {
      shield,
      revealed: shield && revealed !== undefined ? parseRevealed(revealed) : [],
      delaySeconds: delay !== undefined && DELAY.test(delay) ? Math.min(MAX_DELAY_SECONDS, Number(delay)) : 0,
    },
  };
}
