import { expect, type Page } from './fixtures';

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
 * The server's log once the match's feed has begun (its MatchData is in): a freshly started server begins
 * its simulated feeds one by one, so right after start a match's log may still be empty.
 */
export async function begunLog(page: Page, matchId: number): Promise<WireLiveEvent[]> {
  let events: WireLiveEvent[] = [];
  await expect
    .poll(async () => (events = await serverLog(page, matchId)).some((event) => event.MatchEventType === 'MatchData'), { timeout: 15_000 })
    .toBe(true);
  return events;
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

/** One walk of the play-by-play: each row's ClientIds by its place, and whether the list held still. */
interface Walk {
  stable: boolean;
  ids: string[];
}

/**
 * The ClientIds the play-by-play lists, sorted: every row, not only the ones in the DOM. The list is
 * windowed (issue 14), so this scrolls its box from the top to the bottom and reads each row once by its
 * place (aria-posinset), then checks every place from 1 to the list's size was read. A row listed twice
 * is two places, so a duplicate still shows. A walk during which the list changed (an event arrived or
 * went) does not count and is walked again.
 */
export async function shownClientIds(page: Page): Promise<string[]> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const walk: Walk = await page.evaluate(async () => {
      const list = document.querySelector('ol[aria-label]');
      if (!list) return { stable: true, ids: [] };
      let box: HTMLElement | null = list.parentElement;
      while (box && !(box.scrollHeight > box.clientHeight && /(auto|scroll)/.test(getComputedStyle(box).overflowY))) box = box.parentElement;
      const scroller = box ?? (document.scrollingElement as HTMLElement);
      const settle = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
      const byPlace = new Map<number, string[]>();
      const read = () => {
        for (const item of list.querySelectorAll(':scope > li')) {
          const place = Number(item.getAttribute('aria-posinset'));
          const own = item.getAttribute('data-client-id');
          byPlace.set(place, own !== null ? [own] : [...item.querySelectorAll('[data-client-id]')].map((node) => node.getAttribute('data-client-id') ?? ''));
        }
      };
      const signature = () => {
        const first = list.querySelector(':scope > li[aria-posinset="1"]');
        return `${first?.getAttribute('aria-setsize') ?? ''}|${first?.textContent ?? ''}|${first?.innerHTML.length ?? 0}`;
      };
      scroller.scrollTop = 0;
      await settle();
      const before = signature();
      const size = Number(list.querySelector(':scope > li')?.getAttribute('aria-setsize') ?? 0);
      read();
      for (let step = 0; step < 10_000 && scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1; step += 1) {
        const top = scroller.scrollTop;
        scroller.scrollTop = top + Math.max(1, Math.floor(scroller.clientHeight * 0.75));
        await settle();
        read();
        if (scroller.scrollTop === top) break;
      }
      scroller.scrollTop = 0;
      await settle();
      const complete = Array.from({ length: size }, (_, index) => byPlace.has(index + 1)).every(Boolean) && byPlace.size === size;
      return { stable: complete && signature() === before, ids: [...byPlace.values()].flat() };
    });
    if (walk.stable) return walk.ids.sort();
  }
  throw new Error('the play-by-play changed during every walk of it');
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
