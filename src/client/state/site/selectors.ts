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
