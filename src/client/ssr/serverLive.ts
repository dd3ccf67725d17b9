/**
 * The live services on the server (DESIGN §6.4): there is no live connection while a page renders, so the
 * feed never answers — the sagas' first reads over HTTP (a live match's events so far) still run and their
 * answers are in the HTML, and the view says it is connecting until the browser's own feed takes over.
 */
import type { LiveFeed, LiveServices } from '../services/liveFeed';
import { paths } from '../domain/paths';
import { liveEvents } from '../state/live/liveSlice';
import { selectFeedDelaySeconds } from '../state/spoiler/selectors';
import type { StateShape } from '../state/shape';

const never = <T>() => new Promise<T>(() => undefined);

const silentFeed: LiveFeed = {
  fetchHistory: () => never(),
  subscribe: () => ({ stop: () => undefined }),
  probe: () => never(),
  stop: () => undefined,
};

export const serverLiveServices: LiveServices = { feed: silentFeed, connectivity: { subscribe: () => () => undefined } };

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
