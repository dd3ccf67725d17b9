/** Boot configuration: GET /config.json (DESIGN §3), parsed and validated once. */
import type { SiteConfig } from '../../shared/siteConfig';
import { parseSiteConfig } from './wire';

export function fetchSiteConfig(
  doFetch: typeof fetch = (input, init) => fetch(input, init),
  signal?: AbortSignal,
): Promise<SiteConfig> {
  return doFetch('/config.json', { headers: { accept: 'application/json' }, signal }).then((response) => {
    if (!response.ok) throw new Error(`GET /config.json answered ${response.status}`);
    return response.json().then(parseSiteConfig);
  });
}
