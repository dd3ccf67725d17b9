/**
 * What the server renderer learns from the tree beyond its markup (DESIGN §6.4): the page's title (the browser
 * sets `document.title` in an effect, which never runs on the server) and the answer's status (an unknown
 * match is a 404 for a crawler too). In the browser no collector is provided and nothing is recorded.
 */
import { createContext, useContext } from 'react';

export interface ServerHead {
  /** The title of a page that names its own subject (a match, a team, a person). */
  readonly pageTitle: string | null;
  /** The shell's title for the other routes. */
  readonly routeTitle: string | null;
  /** The HTTP status the page asks for (404 for something that does not exist); 200 when none asked. */
  readonly status: number;
  /** Records what the rendered tree says (called while rendering on the server only). */
  record(entry: { pageTitle: string } | { routeTitle: string } | { status: number }): void;
}

export function serverHead(): ServerHead {
  const head = {
    pageTitle: null as string | null,
    routeTitle: null as string | null,
    status: 200,
    record(entry: { pageTitle: string } | { routeTitle: string } | { status: number }) {
      Object.assign(head, entry);
    },
  };
  return head;
}

export const ServerHeadContext = createContext<ServerHead | null>(null);

/** The collector while rendering on the server, else null. */
export function useServerHead(): ServerHead | null {
  return useContext(ServerHeadContext);
}

/** The title the rendered page carries: the page's own, else the shell's, else the site's. */
export function titleOf(head: ServerHead, siteTitle: string): string {
  return head.pageTitle ?? head.routeTitle ?? siteTitle;
}

/**
 * DESIGN §6.4: the status a server-rendered page answers with — 404 for something that does not exist, 503
 * when its data could not be had — so a crawler and a CDN see what a reader sees. No effect in the browser.
 */
export function usePageStatus(status: number | null): void {
  const head = useServerHead();
  if (status !== null && head !== null && status > head.status) head.record({ status });
}
