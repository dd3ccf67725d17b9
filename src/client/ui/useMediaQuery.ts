import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { PAGE_STATE_ELEMENT_ID, PAGE_TAKEN_OVER_ATTRIBUTE } from '../../shared/pageRender';
import { BREAKPOINTS } from '../theme/theme';

/** SPEC §9, DESIGN §6.2: under 800 px is a phone (the theme's `media.mobile`). */
export const NARROW_QUERY = `(max-width: ${BREAKPOINTS.mobile - 0.02}px)`;

/**
 * Whether a CSS media query matches, following changes (a phone turned, a window resized); null while the
 * page is rendered on the server and while the browser hydrates that HTML (issue 26: the server cannot know
 * the width, and the hydration render must equal the server's). A component that gets null renders what
 * suits every width — both variants, one hidden by a CSS media query — and gets the answer right after
 * hydration, in a transition: the browser's answer as the hydration render's own value would make React
 * render every such component again at once, in one task (300 ms at 4× CPU on a match page). A component
 * mounted after the page was taken over gets the answer in its first render. Where the browser has no
 * matchMedia (tests, old engines) it reports false.
 */
export function useMediaMatch(query: string): boolean | null {
  const supported = hasMatchMedia();
  const [answering, setAnswering] = useState(pageTakenOver);
  useEffect(() => {
    if (!answering) startTransition(() => setAnswering(true));
  }, [answering]);
  return useSyncExternalStore<boolean | null>(
    (onChange) => {
      if (!supported) return () => undefined;
      const list = mediaList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (!answering ? null : supported ? mediaList(query).matches : false),
    () => null,
  );
}

/**
 * One MediaQueryList per query, kept (per `matchMedia`, which tests replace): its `matches` is live. A list
 * made anew for every read cost 11 ms at 4x CPU of the tables' render once a phone's page was taken over
 * (issue 26): each table, on each render, asked the browser to parse and evaluate the query again.
 */
const mediaLists = new WeakMap<Window['matchMedia'], Map<string, MediaQueryList>>();

function mediaList(query: string): MediaQueryList {
  const { matchMedia } = window;
  let lists = mediaLists.get(matchMedia);
  if (lists === undefined) {
    lists = new Map();
    mediaLists.set(matchMedia, lists);
  }
  let list = lists.get(query);
  if (list === undefined) {
    list = matchMedia.call(window, query);
    lists.set(query, list);
  }
  return list;
}

/**
 * Whether a render may use the browser's answer at once: not on the server, and not while the browser takes
 * a server-rendered page over (it has the page's state element and index.tsx has not yet marked the page
 * taken over at the first commit). A page the browser draws alone answers from its first render.
 */
function pageTakenOver(): boolean {
  if (typeof document === 'undefined') return false;
  return document.getElementById(PAGE_STATE_ELEMENT_ID) === null || document.documentElement.hasAttribute(PAGE_TAKEN_OVER_ATTRIBUTE);
}

/**
 * Whether a CSS media query matches, as `useMediaMatch` but with `fallback` on the server, while hydrating and
 * where there is no matchMedia. Prefer a CSS media query where the markup can be the same (issue 26).
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  const match = useMediaMatch(query);
  return match === null || !hasMatchMedia() ? fallback : match;
}

function hasMatchMedia(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}
