/**
 * The contract between the server and the embed renderer (issue 29 case 2): the small pages under `/embed/`
 * that club and league websites frame. The server reads through its read path (the same cache and
 * allow-list as the data API) and the live endpoint; the renderer is client code in the page renderer's
 * bundle (`dist/ssr/render.js`, `renderEmbed`), so the client's domain rules (results visibility, match
 * status, score, standings) decide what an embed shows. Types only: neither side imports the other's code.
 */
import type { Language, SiteConfig } from './siteConfig';

/** The embeds, by their path under /embed/. */
export const EMBED_KINDS = ['standings', 'team', 'match', 'today'] as const;
export type EmbedKind = (typeof EMBED_KINDS)[number];

export const EMBED_PATH_PREFIX = '/embed/';

/** The one script an embed may load: the live score's refresh (served by the server, a few hundred bytes). */
export const EMBED_LIVE_SCRIPT_PATH = '/embed/live.js';

export type EmbedTheme = 'light' | 'dark';

/** One read's outcome: the answer's JSON, or why there is none (a 404 of the source, or a failure). */
export type EmbedReadResult = { ok: true; body: unknown } | { ok: false; reason: 'notFound' | 'unavailable' };

/** One proxy target (`ta/Match?matchId=1`), read through the server's read path. */
export type EmbedRead = (target: string) => Promise<EmbedReadResult>;

/** One message of a live channel as the live endpoint keeps it, oldest first. */
export interface EmbedLiveMessage {
  timetoken: string;
  message: unknown;
}

export interface EmbedRenderInput {
  /** 'unknown': a path under /embed/ that names no embed (answered 404 with a notice in words). */
  kind: EmbedKind | 'unknown';
  /** The query's values (`tournamentId`, `teamId`, `matchId`); the renderer reads and checks them. */
  query: Readonly<Record<string, string | undefined>>;
  /** `?lang=`, or the site's default language. */
  language: Language;
  /** `?theme=`, or null: the reader's system setting (prefers-color-scheme). */
  theme: EmbedTheme | null;
  /** The site's configuration; its `serverNow` is the instant the embed is rendered at. */
  config: SiteConfig;
  /** `https://host[:port]` of the site, for the links back to the full page; null when the request named none. */
  siteOrigin: string | null;
  read: EmbedRead;
  /**
   * The messages of a match's goals channel (`match:{id}:goals`), or null when this server does not hold the
   * live feed (an external messaging service): the embed then shows the record's score.
   */
  goals: (matchId: number) => readonly EmbedLiveMessage[] | null;
}

export interface EmbedRenderOutput {
  /** 200; 400 for a malformed query; 404 for something that does not exist; 503 when the data could not be read. */
  status: number;
  /** The whole document. */
  html: string;
  /** Whether every read answered (a page that is not complete is not cached by a CDN). */
  complete: boolean;
}

export type RenderEmbed = (input: EmbedRenderInput) => Promise<EmbedRenderOutput>;
