import type { SiteConfig } from '../../../shared/siteConfig';

interface WithSite {
  site: SiteConfig;
}

export const selectSiteConfig = (state: WithSite): SiteConfig => state.site;
export const selectOrgId = (state: WithSite): number => state.site.orgId;
/** The configured sport (null for a multi-sport organisation). */
export const selectConfiguredSportId = (state: WithSite): number | null => state.site.sportId;
/** The league's IANA time zone: "today" and hhmm times are read in it. */
export const selectTimeZone = (state: WithSite): string => state.site.timeZone;
/** How fast the server's clock runs (config.clockRate; LIVE_SPEED in a demo, 1 in real use): the live clock's rate. */
export const selectClockRate = (state: WithSite): number => state.site.clockRate;
/**
 * Issue 25 case 6: whether anything publishes live events (config `live.feed`). The one reading of the flag:
 * every surface that shows a match's status (the lists' rows, the live view, the match header, the kiosk)
 * passes it to `liveDataStatus` (domain/liveData), so none shows a made-up live score without a feed.
 */
export const selectLiveFeed = (state: WithSite): boolean => state.site.live.feed;
