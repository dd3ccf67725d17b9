import { expect, type Page } from '@playwright/test';

export interface WireLiveEvent {
  ClientId: string;
  MatchEventType: string;
  DeletedEventClientId?: string | null;
  EventType?: number | null;
}

/** A hockey match in progress on the given date (live-covered, status 2), from the server's own API. */
export function liveHockeyMatchId(page: Page, usDate: string): Promise<number> {
  return liveMatchId(page, 152, usDate);
}

/** A match of the sport in progress on the given date (live-covered, status 2). */
export async function liveMatchId(page: Page, sportId: number, usDate: string): Promise<number> {
  const response = await page.request.post('/api/proxy', { data: { taReqUrl: `ta/ScheduledMatchesBySport/?sportIds=${sportId}&date=${usDate}` } });
  const { matches } = (await response.json()) as { matches: { matchId: number; statusTypeId: number | null; liveClientType: string | null }[] };
  const live = matches.find((match) => match.statusTypeId === 2 && match.liveClientType !== null && match.liveClientType !== 'None');
  expect(live, `a match of sport ${sportId} in progress`).toBeDefined();
  return live?.matchId ?? 0;
}

/** The server's log of match:{id}:all (SPEC §7 live-events fetch). */
export async function serverLog(page: Page, matchId: number): Promise<WireLiveEvent[]> {
  const response = await page.request.post('/api/proxy', { data: { taReqUrl: `live/MatchEvents/${matchId}?matchDate=` } });
  return ((await response.json()) as { events: WireLiveEvent[] }).events;
}

/**
 * What the play-by-play must list with every category selected, computed independently from the log:
 * the latest version per ClientId, minus deleted ones, without MatchData, Delete and the clock's own
 * Start/Stop timers (SPEC §4: only period events show as messages).
 */
export function expectedVisible(log: readonly WireLiveEvent[]): string[] {
  const latest = new Map<string, WireLiveEvent>();
  const deleted = new Set<string>();
  for (const event of log) {
    if (event.MatchEventType === 'Delete') {
      if (event.DeletedEventClientId) deleted.add(event.DeletedEventClientId);
      continue;
    }
    latest.set(event.ClientId, event);
  }
  return [...latest.values()]
    .filter((event) => !deleted.has(event.ClientId))
    .filter((event) => event.MatchEventType !== 'MatchData' && !(event.MatchEventType === 'Timer' && event.EventType !== 2))
    .map((event) => event.ClientId)
    .sort();
}

/** The ClientIds the play-by-play shows, sorted. */
export async function shownClientIds(page: Page): Promise<string[]> {
  const ids = await page.locator('[data-client-id]').evaluateAll((items) => items.map((item) => item.getAttribute('data-client-id') ?? ''));
  return ids.sort();
}

/** Selects every event category in the play-by-play filter (the defaults leave shots and faceoffs out). */
export async function selectAllCategories(page: Page, names: readonly string[]): Promise<void> {
  const toggle = page.getByRole('combobox', { name: 'Events' });
  await toggle.click();
  for (const name of names) {
    const option = page.getByRole('option', { name: new RegExp(`${name}$`) });
    if ((await option.getAttribute('aria-selected')) !== 'true') await option.click();
  }
  await page.keyboard.press('Escape');
}
