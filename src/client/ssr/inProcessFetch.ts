/**
 * The renderer's fetch (DESIGN §6.4): the client's api service calls the site's own API in-process (the
 * server's read path with its cache), and the renderer learns when no read is left waiting.
 */
import type { ApiFetch } from '../../shared/pageRender';

export interface ReadTracker {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  /** How many reads have been answered (a status below 400) so far. */
  answered(): number;
  /**
   * Resolves true once no read is waiting and none starts within the following turns of the event loop (the
   * sagas start the next read as soon as an answer is in), or false when the deadline comes first.
   */
  settled(deadline: number): Promise<boolean>;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Turns of the event loop that must pass with nothing waiting before the reads count as settled. */
const QUIET_TURNS = 3;

export function inProcessFetch(fetchApi: ApiFetch): ReadTracker {
  let waiting = 0;
  let answered = 0;
  let changed: () => void = () => undefined;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    waiting += 1;
    try {
      const answer = await fetchApi(url, { headers });
      if (answer.status < 400) answered += 1;
      return new Response(answer.status === 204 || answer.status === 304 ? null : answer.body, { status: answer.status, headers: answer.headers });
    } finally {
      waiting -= 1;
      changed();
    }
  };
  async function settled(deadline: number): Promise<boolean> {
    for (;;) {
      let quiet = 0;
      while (waiting === 0 && quiet < QUIET_TURNS) {
        await nextTurn();
        quiet = waiting === 0 ? quiet + 1 : 0;
      }
      if (waiting === 0) return true;
      const remaining = deadline - Date.now();
      if (remaining <= 0) return false;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        changed = () => {
          clearTimeout(timer);
          changed = () => undefined;
          resolve();
        };
      });
    }
  }
  return { fetch, answered: () => answered, settled };
}
