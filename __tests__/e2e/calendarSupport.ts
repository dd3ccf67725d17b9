/**
 * Calendar feeds in the browser (issue 16): the subscribe/download links on the roster and the schedule,
 * and the feed they point at, parsed by ical.js (a well-kept RFC 5545 parser) and held against the
 * league's own matches as the site's API reports them.
 */
import { expect, type Page } from './fixtures';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import type { Match, Team, Tournament } from '../../src/shared/contract';
import { leaguesOf, readProxy, startedSeasons } from './apiSupport';
import { withLanguage } from './support';

export const ZONE = 'Europe/Oslo';

export interface CalendarCase {
  seasonId: number;
  league: Tournament;
  team: Team;
}

/** The current season's first published league (or the one named) and its first team. */
export async function calendarCase(page: Page, leagueName?: string): Promise<CalendarCase> {
  const [season] = await startedSeasons(page, 0);
  if (!season) throw new Error('no started season');
  const leagues = (await leaguesOf(page, season.seasonId)).filter((league) => league.areMatchesPublished);
  const league = leagueName === undefined ? leagues[0] : leagues.find((entry) => entry.tournamentName === leagueName);
  if (!league) throw new Error(`no league ${leagueName ?? ''} in season ${season.seasonId}`);
  const { teams } = await readProxy(page, 'tournamentTeams', { tournamentId: league.tournamentId });
  const team = teams[0];
  if (!team) throw new Error(`league ${league.tournamentName} has no teams`);
  return { seasonId: season.seasonId, league, team };
}

/** The team's matches the site lists (SPEC §5) in every published league of the season that lists the team. */
export async function teamMatches(page: Page, { seasonId, team }: CalendarCase): Promise<Match[]> {
  const leagues = (await leaguesOf(page, seasonId)).filter((league) => league.areMatchesPublished);
  const lists = await Promise.all(
    leagues.map(async (league) => {
      const { teams } = await readProxy(page, 'tournamentTeams', { tournamentId: league.tournamentId });
      if (!teams.some((entry) => entry.teamId === team.teamId)) return [];
      const { matches } = await readProxy(page, 'tournamentMatches', { tournamentId: league.tournamentId });
      return matches.filter((match) => match.hometeamId === team.teamId || match.awayteamId === team.teamId);
    }),
  );
  return lists.flat().filter((match) => match.statusTypeId === null || (match.statusTypeId >= 1 && match.statusTypeId <= 5));
}

export interface ParsedFeed {
  name: string;
  events: ICAL.Event[];
}

/** Fetches a feed as a calendar app would and parses it; the feed's own VTIMEZONE resolves its times. */
export async function fetchFeed(page: Page, url: string): Promise<ParsedFeed> {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname')),
    events: calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component)),
  };
}

/** The start a match's entry must have: its hhmm in the league zone, as an ISO instant. */
export function expectedStart(match: Match): string | null {
  if (match.matchStartTime === null) return null;
  const hhmm = String(match.matchStartTime).padStart(4, '0');
  return DateTime.fromISO(`${match.matchDate.slice(0, 10)}T${hhmm.slice(0, 2)}:${hhmm.slice(2)}`, { zone: ZONE }).toUTC().toISO();
}

/** Every match of the team has exactly one entry, keyed by its match id, starting at the match's time. */
export async function expectFeedMatches(page: Page, feed: ParsedFeed, matches: readonly Match[]): Promise<void> {
  expect(matches.length).toBeGreaterThan(0);
  expect(feed.events).toHaveLength(matches.length);
  const byMatch = new Map(feed.events.map((event) => [Number(/^match-(\d+)@/.exec(event.uid)?.[1]), event]));
  expect(byMatch.size).toBe(matches.length);
  for (const match of matches) {
    const event = byMatch.get(match.matchId);
    expect(event, `an entry for match ${match.matchId}`).toBeDefined();
    const start = expectedStart(match);
    if (start !== null) expect(event?.startDate.toJSDate().toISOString()).toBe(DateTime.fromISO(start).toJSDate().toISOString());
    expect(event?.summary).toContain(`${match.hometeamOverriddenName ?? match.hometeam} – ${match.awayteamOverriddenName ?? match.awayteam}`);
  }
}

export const WORDS = {
  en: {
    group: (name: string) => `Calendar for ${name}`,
    subscribe: (name: string) => `Subscribe to the ${name} calendar`,
    download: (name: string) => `Download ${name} matches (.ics)`,
    calendarName: (name: string) => `${name}: matches`,
  },
  no: {
    group: (name: string) => `Kalender for ${name}`,
    subscribe: (name: string) => `Abonner på kalenderen for ${name}`,
    download: (name: string) => `Last ned kampene for ${name} (.ics)`,
    calendarName: (name: string) => `${name}: kamper`,
  },
} as const;

/**
 * The links of one feed on the page: the named group, the webcal: subscribe link and the http download
 * link with the expected path, both inside a `width`-pixel viewport. Returns the download URL.
 */
export async function expectFeedLinks(page: Page, lang: 'en' | 'no', name: string, path: string, width: number): Promise<string> {
  const words = WORDS[lang];
  const group = page.getByRole('group', { name: words.group(name) });
  await expect(group).toBeVisible();
  const origin = new URL(page.url());
  const subscribe = group.getByRole('link', { name: words.subscribe(name) });
  const download = group.getByRole('link', { name: words.download(name) });
  await expect(subscribe).toHaveAttribute('href', `webcal://${origin.host}${path}`);
  await expect(download).toHaveAttribute('href', `${origin.protocol}//${origin.host}${path}`);
  for (const link of [subscribe, download]) {
    const box = await link.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  }
  return `${origin.protocol}//${origin.host}${path}`;
}

export async function openPage(page: Page, lang: 'en' | 'no', width: number, url: string): Promise<void> {
  await withLanguage(page, lang);
  await page.setViewportSize({ width, height: 900 });
  await page.goto(url);
}

/** The document does not scroll sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
