/** What `GET /config.json` carries (DESIGN §3): everything the client boots from. */
export type Language = 'en' | 'no';

export interface LiveSettings {
  subscribeKey: string;
  /** host[:port] of the publish/subscribe service; the embedded endpoint is the site's own host. */
  origin: string;
  ssl: boolean;
}

export interface SiteConfig {
  orgId: number;
  /** null: a multi-sport organisation with no configured sport. */
  sportId: number | null;
  title: string;
  /** URL of the header logo. */
  logo: string;
  /** SPEC §1: English when no sport id is configured, otherwise Norwegian. */
  defaultLanguage: Language;
  /** IANA zone in which "today", match dates and hhmm times are read (LEAGUE_TZ). */
  timeZone: string;
  /** The server's "now" (ISO instant) when it answered; the client keeps its clock at this offset. */
  serverNow: string;
  live: LiveSettings;
}
