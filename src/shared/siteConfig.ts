/** What `GET /config.json` carries (DESIGN §3): everything the client boots from. */
export type Language = 'en' | 'no';

export interface LiveSettings {
  subscribeKey: string;
  /**
   * host[:port] of the publish/subscribe service, or null for "the page's own origin": the embedded
   * endpoint (DESIGN §5). The server never echoes the request's Host here, so a forged Host cannot point
   * the page elsewhere through a shared cache; the client reads its own location instead.
   */
  origin: string | null;
  /** https for the service; with a null origin the client follows the page's own protocol. */
  ssl: boolean;
  /**
   * Issue 25 case 6: whether anything publishes live events here (the real service, the demo's simulator,
   * or a publisher holding LIVE_PUBLISH_KEY). False in upstream mode with none of them: no match will ever
   * have live data, so a match in its live window says "No live data" rather than a made-up "0 - 0".
   */
  feed: boolean;
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
  /**
   * Server clock milliseconds per real millisecond (LIVE_SPEED; 1 is real time). The server's clock runs at
   * this rate from `serverNow`, so the client runs its own clock at the same rate to agree with the data.
   */
  clockRate: number;
  live: LiveSettings;
  /**
   * Issue 15: the client build the server serves (BUILD_ID, else a hash of the built index.html, whose
   * script names carry the build's content hashes); null when none is built. A kiosk that sees another id
   * than the one it booted with reloads. Optional: an older server sends none.
   */
  buildId?: string | null;
}

/** The id of the `<script type="application/json">` element in which index.html carries the configuration. */
export const SITE_CONFIG_ELEMENT_ID = 'site-config';
