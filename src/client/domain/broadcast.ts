/**
 * SPEC §3 Broadcast: the derived view of a match's broadcast links (provider, url, logo, horizontal logo),
 * chosen by provider precedence play → mygame → direktesport → tv2.
 */
import type { Broadcast, BroadcastProvider } from '../../shared/contract';

/** SPEC §3 provider precedence. */
export const PROVIDER_PRECEDENCE: readonly BroadcastProvider[] = ['play', 'mygame', 'direktesport', 'tv2'];

/** The provider names as shown to people (brand names, the same in every language). */
export const PROVIDER_NAMES: Readonly<Record<BroadcastProvider, string>> = {
  play: 'Play',
  mygame: 'MyGame',
  direktesport: 'Direktesport',
  tv2: 'TV 2',
};

export interface BroadcastView {
  provider: BroadcastProvider;
  /** An absolute http(s) URL. */
  url: string;
  /** Square-ish logo (the table's stream button). */
  logo: string;
  /** Wide logo (the match page's stream button). */
  logoHorizontal: string;
}

/**
 * The link if it is an absolute http or https URL (normalised), else null: a `javascript:`, `data:` or
 * relative link from upstream never reaches an href.
 */
export function safeStreamUrl(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(raw.trim());
  } catch {
    return null;
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
}

/** The logos the site serves for each provider (public/brand/providers). */
export function providerLogos(provider: BroadcastProvider): { logo: string; logoHorizontal: string } {
  return { logo: `/brand/providers/${provider}.svg`, logoHorizontal: `/brand/providers/${provider}-horizontal.svg` };
}

/**
 * SPEC §3: the first provider in precedence order whose link is a usable http(s) URL; links that are not
 * are dropped before precedence applies (so an unsafe "play" link gives way to a good "mygame" one).
 * Null when the match has no usable link.
 */
export function broadcastView(broadcast: Pick<Broadcast, 'broadcastUrls'> | null | undefined): BroadcastView | null {
  if (!broadcast) return null;
  for (const provider of PROVIDER_PRECEDENCE) {
    const url = safeStreamUrl(broadcast.broadcastUrls[provider]);
    if (url !== null) return { provider, url, ...providerLogos(provider) };
  }
  return null;
}

/** Broadcast views by match id; a later record for the same match fills in only when an earlier had none. */
export function broadcastViewsByMatch(broadcasts: readonly Broadcast[]): ReadonlyMap<number, BroadcastView> {
  const views = new Map<number, BroadcastView>();
  for (const broadcast of broadcasts) {
    if (views.has(broadcast.matchId)) continue;
    const view = broadcastView(broadcast);
    if (view !== null) views.set(broadcast.matchId, view);
  }
  return views;
}
