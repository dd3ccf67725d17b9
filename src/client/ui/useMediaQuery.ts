import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '../theme/theme';

/** SPEC §9, DESIGN §6.2: under 800 px is a phone (the theme's `media.mobile`). */
export const NARROW_QUERY = `(max-width: ${BREAKPOINTS.mobile - 0.02}px)`;

/**
 * Whether a CSS media query matches, following changes (a phone turned, a window resized); null while the
 * page is rendered on the server and while the browser hydrates that HTML (issue 26: the server cannot know
 * the width, and the hydration render must equal the server's). A component that gets null renders what
 * suits every width — both variants, one hidden by a CSS media query — and React renders it again with the
 * answer right after hydration. Where the browser has no matchMedia (tests, old engines) it reports false.
 */
export function useMediaMatch(query: string): boolean | null {
  const supported = hasMatchMedia();
  return useSyncExternalStore<boolean | null>(
    (onChange) => {
      if (!supported) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (supported ? window.matchMedia(query).matches : false),
    () => null,
  );
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
