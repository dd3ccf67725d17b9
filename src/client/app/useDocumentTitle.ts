/**
 * The browser tab's title (issue 11 case 9): the page's own parts, most specific first, then the site's
 * title — "Storhamar – Vålerenga 3 - 2 · Match · Hockey Centre". A tab among twenty says which match it is.
 */
import { useEffect } from 'react';
import { useAppSelector } from './hooks';
import { useServerHead } from './serverHead';

export const TITLE_SEPARATOR = ' · ';

/** The title text from its parts: empty and missing parts are left out. */
export function documentTitle(parts: readonly (string | null | undefined)[], siteTitle: string): string {
  return [...parts, siteTitle].filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(TITLE_SEPARATOR);
}

/** Sets document.title while the page is shown; the parts are compared by value, so no memo is needed. */
export function useDocumentTitle(...parts: (string | null | undefined)[]): void {
  const siteTitle = useAppSelector((state) => state.site.title);
  const title = documentTitle(parts, siteTitle);
  const head = useServerHead();
  head?.record({ pageTitle: title });
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Routes whose page names its own subject in the title (a match, a team, a person): the shell leaves their title alone. */
const SELF_TITLED: ReadonlySet<string> = new Set(['match', 'livematch', 'matchnotready', 'teammembers', 'player']);

/**
 * The shell's title for the other routes: the page's name and the league ("Standings · EHL · <site>"), so
 * every tab says where it is. Set by the shell (a parent, whose effect runs after its page's), so a page
 * that titles itself is skipped here rather than overwritten.
 */
export function useRouteTitle(route: string | null, pageName: string | null, leagueName: string | null): void {
  const siteTitle = useAppSelector((state) => state.site.title);
  const own = route !== null && SELF_TITLED.has(route);
  const title = documentTitle([pageName, leagueName], siteTitle);
  const head = useServerHead();
  if (!own) head?.record({ routeTitle: title });
  useEffect(() => {
    if (!own) document.title = title;
  }, [own, title]);
}
