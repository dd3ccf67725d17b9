/**
 * The live services on the server (DESIGN §6.4): there is no live connection while a page renders, so no
 * subscription ever answers and the live page's own channels stay silent — its events so far come over
 * HTTP (the live-events fetch), and the view says it is connecting until the browser's own feed takes over.
 *
 * Issue 26, the lists' live scores: the goals channels the lists follow (state/liveScores) are read from
 * the history of the site's own live endpoint (the demo's simulator, or whoever publishes to it), in-process
 * like the API's reads, so the scoreboard's, the slider's and the schedule's live scores are in the HTML.
 * With an external messaging service configured the server reads nothing (the browser does, as before).
 * What the HTML may carry is decided once every read is in (`liveScoresShownInPage`). A long history (the
 * live page's events so far) is applied in one go: the page carries all of it, never part.
 */
import { HISTORY_PAGE_SIZE } from '../../shared/contract/live';
import type { LiveSettings } from '../../shared/siteConfig';
import type { LiveFeed, LiveFeedMessage, LiveServices } from '../services/liveFeed';
import { nextTimetoken } from '../domain/live/time';
import { paths } from '../domain/paths';
import type { LiveSport } from '../domain/live/sport';
import { liveEvents } from '../state/live/liveSlice';
import { selectFeedDelaySeconds, selectIsScoreHidden } from '../state/spoiler/selectors';
import { selectResultsVisibility } from '../state/visibility/selectors';
import type { StateShape } from '../state/shape';

const never = <T>() => new Promise<T>(() => undefined);

/** The site's own endpoints as the renderer reads them (ssr/inProcessFetch). */
type Fetch = (input: string) => Promise<Response>;

const GOALS_CHANNEL = /^match:(\d+):goals$/;

/** One history page of the embedded endpoint (PubNub's fetchMessages v3), oldest first; [] when unreadable. */
async function historyPage(fetch: Fetch, subscribeKey: string, channel: string, start: string | undefined, after: string | undefined): Promise<LiveFeedMessage[]> {
  const range = after !== undefined ? `&end=${nextTimetoken(after)}` : start !== undefined ? `&start=${start}` : '';
  const answer = await fetch(`/v3/history/sub-key/${encodeURIComponent(subscribeKey)}/channel/${encodeURIComponent(channel)}?max=${HISTORY_PAGE_SIZE}${range}`);
  if (!answer.ok) throw new Error(`live history answered ${answer.status}`);
  const body = (await answer.json()) as { channels?: Record<string, { message: unknown; timetoken: string | number }[]> };
  return (body.channels?.[channel] ?? []).map((item) => ({ channel, timetoken: String(item.timetoken), message: item.message }));
}

/**
 * The renderer's live services: a feed whose subscriptions never answer, and whose history answers for
 * the lists' goals channels when the live endpoint is this server's own (`live.origin` null).
 */
export function serverLiveServices(fetch: Fetch, live: LiveSettings): LiveServices {
  const ownEndpoint = live.origin === null || live.origin === '';
  const feed: LiveFeed = {
    fetchHistory: (channel, start, after) =>
      ownEndpoint && GOALS_CHANNEL.test(channel) ? historyPage(fetch, live.subscribeKey, channel, start, after) : never(),
    subscribe: () => ({ stop: () => undefined }),
    probe: () => never(),
    stop: () => undefined,
  };
  return { feed, connectivity: { subscribe: () => () => undefined }, applyAtOnce: true };
}

/**
 * Issue 26: the lists' feeds whose live score this page may carry, by the rules that guard what fans see:
 * none for a reader watching with a broadcast delay (the delay line is the browser's, and a score sent now
 * would be ahead of it), and of the others only the matches whose results show (SPEC §4,
 * `selectResultsVisibility`: a league not known yet counts as hidden) and whose score the spoiler shield
 * does not hide (`selectIsScoreHidden`). The renderer keeps only these before it writes the page, so
 * neither the markup nor the state in the HTML has any other live score; the browser reads the rest.
 */
export function liveScoresShownInPage(state: StateShape): { matchId: number; sport: LiveSport }[] {
  if (selectFeedDelaySeconds(state) > 0) return [];
  return Object.entries(state.liveScores.byMatch)
    .map(([id, feed]) => ({ matchId: Number(id), sport: feed.sport }))
    .filter(({ matchId }) => selectResultsVisibility(state, matchId) === 'shown' && !selectIsScoreHidden(state, matchId));
}

/**
 * The live views whose events so far this page may not carry (issue 26; the same rules as the lists'): a
 * match whose results do not show (SPEC §4, unknown included) or whose score the spoiler shield hides. The
 * renderer closes them before it writes the page, so neither the markup nor the state has their events;
 * the browser's view opens them itself (and shows them as its rules say).
 */
export function liveViewsWithheldFromPage(state: StateShape): number[] {
  return Object.keys(state.live.matches)
    .map(Number)
    .filter((matchId) => selectResultsVisibility(state, matchId) !== 'shown' || selectIsScoreHidden(state, matchId));
}

/**
 * The live view the requested page opens (the page's effect does it in the browser), or null. A reader who
 * watches with a broadcast delay gets none: what is shown waits for the delay, which the browser keeps.
 */
export function liveViewOpenedBy(url: string, state: StateShape): ReturnType<typeof liveEvents.matchViewOpened> | null {
  const [pathname = '/', search = ''] = url.split('?', 2);
  if (pathname !== paths.livematch.path || selectFeedDelaySeconds(state) > 0) return null;
  const { matchId, matchDate } = paths.livematch.parse(`?${search}`);
  if (matchId === undefined || matchId === null) return null;
  return liveEvents.matchViewOpened({ matchId, matchDate: matchDate ?? null, broadcastDelay: false });
}
