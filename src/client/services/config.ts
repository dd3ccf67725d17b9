/**
 * Boot configuration (DESIGN §3), parsed and validated once: from the JSON the server puts in index.html
 * (server/routes/indexPage.ts, no round trip), else from GET /config.json.
 */
import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '../../shared/siteConfig';
import { parseSiteConfig } from '../../shared/wire';

/**
 * The configuration index.html carries, or null when it has none (a page not served by this server).
 * A malformed one throws like a malformed /config.json would: the boot error names it.
 */
export function readEmbeddedSiteConfig(doc: Pick<Document, 'getElementById'>): SiteConfig | null {
  const element = doc.getElementById(SITE_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return null;
  return parseSiteConfig(JSON.parse(element.textContent));
}

export function fetchSiteConfig(
  doFetch: typeof fetch = (input, init) => fetch(input, init),
  signal?: AbortSignal,
): Promise<SiteConfig> {
  return doFetch('/config.json', { headers: { accept: 'application/json' }, signal }).then((response) => {
    if (!response.ok) throw new Error(`GET /config.json answered ${response.status}`);
    return response.json().then(parseSiteConfig);
  });
}
