/**
 * Issue 16 catch-up card on a live basketball match (the basketball preset), against a server of this
 * spec's own (the suite's demo clock, LIVE_PUBLISH_KEY so the test can publish shots). Basketball's card
 * lists lead changes and period ends (no scorers). The fan opens the match (the "since the start" card is
 * dismissed), one team is well ahead; while the tab is hidden the other team scores enough to take the lead;
 * coming back, the card lists exactly that lead change: the team and the score when it happened, computed
 * here from the server's log. Closed by its button in English (1440 px), by Escape in Norwegian (375 px).
 */
import { expect, test, type Page } from './fixtures';
import { CATCH_UP_TEXT, cardBelowScore, setVisible } from './catchUpSupport';
import { begunLog, liveMatchId, serverLog } from './liveSupport';
import { publishLive, ownPublishingServer } from './publishSupport';
import { withLanguage } from './support';

const server = ownPublishingServer('basketball', 33, 'catch-up-basketball-e2e-key');

const BASKETBALL = 199;
/** SPEC §3 basketball shot results: made free throw, two- and three-pointer (misses score nothing). */
const SHOT_POINTS: Readonly<Record<number, number>> = { 200444: 1, 200443: 2, 200442: 3 };
const MADE_THREE = 200442;
/**
 * How far ahead a team is before the tab is left, and ahead the other is after taking the lead: far more
 * than the simulator's own match scores in the seconds the test takes, so the lead changes once, by the
 * test's shots.
 */
const MARGIN = 30;

type Side = 'H' | 'A';
interface Score {
  h: number;
  a: number;
}
interface LoggedPlayer {
  Id: number;
  TeamId: number;
  ShirtNo: number | null;
  FirstName: string;
  LastName: string;
}
interface LoggedEvent {
  ClientId: string;
  MatchEventType: string;
  DeletedEventClientId?: string | null;
  Team?: string | null;
  ShotResult?: number | null;
  Period?: number | null;
  EventType?: number | null;
  TypeName?: string | null;
  MatchData?: { HomeTeam: string; AwayTeam: string; HomePlayers?: LoggedPlayer[]; AwayPlayers?: LoggedPlayer[] } | null;
}

const log = async (page: Page, matchId: number) => (await serverLog(page, matchId)) as unknown as LoggedEvent[];

/** The server's log once it holds `clientId` (the live-events answer may be cached for a second or two). */
async function logThrough(page: Page, matchId: number, clientId: string): Promise<LoggedEvent[]> {
  let events: LoggedEvent[] = [];
  await expect.poll(async () => (events = await log(page, matchId)).some((event) => event.ClientId === clientId)).toBe(true);
  return events;
}

/** The events as a page keeps them: each at its first place in its latest version, deleted ones and MatchData left out. */
function kept(events: readonly LoggedEvent[]): LoggedEvent[] {
  const latest = new Map<string, LoggedEvent>();
  const deleted = new Set<string>();
  for (const event of events) {
    if (event.MatchEventType === 'Delete') {
      if (event.DeletedEventClientId) deleted.add(event.DeletedEventClientId);
    } else if (event.MatchEventType !== 'MatchData') latest.set(event.ClientId, event);
  }
  return [...latest.values()].filter((event) => !deleted.has(event.ClientId));
}

const sideOf = (event: LoggedEvent): Side | null => (event.Team === 'H' ? 'H' : event.Team === 'A' || event.Team === 'B' ? 'A' : null);
const pointsOf = (event: LoggedEvent) => (event.MatchEventType === 'Shot' && typeof event.ShotResult === 'number' ? (SHOT_POINTS[event.ShotResult] ?? 0) : 0);

/** The score (SPEC §4: made shots in order) and every lead change: a team going ahead after the other had led. */
function replay(events: readonly LoggedEvent[]): { score: Score; changes: { clientId: string; side: Side; score: Score }[] } {
  let score: Score = { h: 0, a: 0 };
  let leader: Side | null = null;
  const changes: { clientId: string; side: Side; score: Score }[] = [];
  for (const event of kept(events)) {
    const side = sideOf(event);
    const points = pointsOf(event);
    if (side === null || points === 0) continue;
    score = side === 'H' ? { h: score.h + points, a: score.a } : { h: score.h, a: score.a + points };
    const ahead: Side | null = score.h > score.a ? 'H' : score.a > score.h ? 'A' : null;
    if (ahead !== null && leader !== null && ahead !== leader) changes.push({ clientId: event.ClientId, side: ahead, score });
    if (ahead !== null) leader = ahead;
  }
  return { score, changes };
}

/** The period the match is in by its period events: after a period's end, the next one. */
function currentPeriod(events: readonly LoggedEvent[]): number {
  const periodEvents = events.filter((event) => event.MatchEventType === 'Timer' && event.EventType === 2 && typeof event.Period === 'number');
  const last = periodEvents[periodEvents.length - 1];
  if (!last || typeof last.Period !== 'number') return 1;
  return last.TypeName === 'Period end' ? Math.min(4, last.Period + 1) : last.Period;
}

let sequence = 0;

/** `count` made three-pointers by `side`'s first listed player, as the reporter's app sends them (both channels); their ClientIds. */
async function threes(matchId: number, events: readonly LoggedEvent[], side: Side, count: number, tag: string): Promise<string[]> {
  const data = events.find((event) => event.MatchEventType === 'MatchData')?.MatchData;
  const shooter = (side === 'H' ? data?.HomePlayers : data?.AwayPlayers)?.[0] ?? null;
  const period = currentPeriod(events);
  let { score } = replay(events);
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    sequence += 1;
    score = side === 'H' ? { h: score.h + 3, a: score.a } : { h: score.h, a: score.a + 3 };
    const clientId = `e2e-${tag}-${Date.now()}-${sequence}`;
    await publishLive(
      server,
      matchId,
      {
        ClientId: clientId,
        // After the simulator's sequence numbers, so the event also counts as new by its number.
        Id: 900_000 + sequence,
        MatchId: matchId,
        MatchEventType: 'Shot',
        Team: side,
        Player: shooter,
        Assist: null,
        ShotResult: MADE_THREE,
        h: score.h,
        a: score.a,
        Period: period,
        PeriodName: `${period}. periode`,
        PeriodTime: '05:00',
      },
      ['all', 'goals'],
    );
    ids.push(clientId);
  }
  return ids;
}

for (const [language, viewport, close] of [
  ['en', { width: 1440, height: 900 }, 'button'],
  ['no', { width: 375, height: 800 }, 'Escape'],
] as const) {
  const labels = CATCH_UP_TEXT[language];
  test(`${language} at ${viewport.width} px: after leaving the tab the card lists the lead change that happened meanwhile`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await withLanguage(page, language);
    const matchId = await liveMatchId(page, BASKETBALL, '11/21/2026');

    // Before the fan arrives: whoever leads (home when level) gets MARGIN points clear.
    const before = (await begunLog(page, matchId)) as unknown as LoggedEvent[];
    const start = replay(before).score;
    const leader: Side = start.h >= start.a ? 'H' : 'A';
    const trailer: Side = leader === 'H' ? 'A' : 'H';
    const ahead = (score: Score) => (leader === 'H' ? score.h - score.a : score.a - score.h);
    const clear = await threes(matchId, before, leader, Math.max(1, Math.ceil((MARGIN - ahead(start)) / 3)), `lead-${language}`);

    await page.goto(`/livematch?matchId=${matchId}&matchDate=2026-11-21`);
    const first = page.getByRole('region', { name: labels.start });
    await expect(first).toBeVisible();
    // The card is the page's until the browser's own read of the log is in (it takes the card over): its
    // final lines are those of that read.
    await expect(page.locator('[data-connection="live"]')).toBeVisible();
    // Basketball's card tells lead changes and period ends only, each with the score.
    for (const line of await first.getByRole('listitem').allInnerTexts()) {
      expect(line).toMatch(language === 'en' ? /(took the lead|End of .+|The match has ended) \(\d+–\d+\)$/ : /(tok ledelsen|Slutt på .+|Kampen er slutt) \(\d+–\d+\)$/);
    }
    await first.getByRole('button', { name: labels.dismiss }).click();
    await expect(first).toHaveCount(0);

    // The fan leaves; the trailing team scores until it leads by MARGIN.
    await setVisible(page, false);
    const atLeave = await logThrough(page, matchId, clear[clear.length - 1] ?? '');
    const seenIds = new Set(atLeave.map((event) => event.ClientId));
    const published = await threes(matchId, atLeave, trailer, Math.floor(ahead(replay(atLeave).score) / 3) + 1 + Math.ceil(MARGIN / 3), `take-${language}`);
    const last = published[published.length - 1] ?? '';
    // The page takes the shots in while hidden (the newest row of the play-by-play), then the fan comes back.
    await expect(page.locator(`[data-client-id="${last}"]`)).toBeAttached();
    const after = await logThrough(page, matchId, last);
    const meanwhile = replay(after).changes.filter((change) => !seenIds.has(change.clientId));
    // Exactly one lead change while away, by one of the test's shots, to the trailing team.
    expect(meanwhile).toHaveLength(1);
    const change = meanwhile[0] ?? { clientId: '', side: trailer, score: { h: 0, a: 0 } };
    expect(published).toContain(change.clientId);
    expect(change.side).toBe(trailer);
    const data = after.find((event) => event.MatchEventType === 'MatchData')?.MatchData;
    const team = (change.side === 'H' ? data?.HomeTeam : data?.AwayTeam) ?? '';
    expect(team).not.toBe('');
    const period = labels.period(currentPeriod(atLeave));

    await setVisible(page, true);
    const since = page.getByRole('region', { name: labels.since });
    await expect(since).toBeVisible();
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(since.getByRole('listitem')).toHaveText([new RegExp(`^${escape(period)}\\s*${escape(labels.leadChange(team, change.score.h, change.score.a))}$`)]);
    expect(await cardBelowScore(page, since)).toBe(true);
    if (close === 'button') await since.getByRole('button', { name: labels.dismiss }).click();
    else await page.keyboard.press('Escape');
    await expect(since).toHaveCount(0);
  });
}
