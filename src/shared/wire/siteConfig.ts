/**
 * GET /config.json, parsed once at boot (STYLE.md: configuration is parsed with a schema and fails fast).
 * Unlike data records, a bad configuration is not tolerated: the error names the field.
 */
import type { Language, SiteConfig } from '../siteConfig';
import { asRecord, bool, id, str, type WireRecord } from './read';

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function required<T>(value: T | null, field: string, expected: string): T {
  if (value === null) throw new ConfigError(`config.json: ${field} must be ${expected}`);
  return value;
}

function requiredString(record: WireRecord, key: string, prefix = ''): string {
  return required(str(record, key), `${prefix}${key}`, 'a string');
}

/**
 * `live.origin`: host[:port] of an external service, or null for the page's own origin (the embedded
 * endpoint, DESIGN §5). Present either way: a missing field is a broken server, not "same origin".
 */
function liveOrigin(live: WireRecord): string | null {
  const origin = live['origin'];
  if (origin === null) return null;
  if (typeof origin === 'string' && origin.trim() !== '') return origin.trim();
  throw new ConfigError('config.json: live.origin must be a host[:port] string, or null for the page\'s own origin');
}

export function parseSiteConfig(raw: unknown): SiteConfig {
  const record = required(asRecord(raw), 'the document', 'a JSON object');
  const sportIdRaw = record['sportId'];
  const sportId = sportIdRaw === null || sportIdRaw === undefined ? null : required(id(record, 'sportId'), 'sportId', 'a positive id or null');
  const language = record['defaultLanguage'];
  const defaultLanguage: Language = language === 'no' || language === 'en' ? language : sportId === null ? 'en' : 'no';
  const timeZone = requiredString(record, 'timeZone');
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    throw new ConfigError(`config.json: timeZone "${timeZone}" is not an IANA time zone`);
  }
  const serverNow = requiredString(record, 'serverNow');
  if (Number.isNaN(Date.parse(serverNow))) throw new ConfigError('config.json: serverNow must be an ISO instant');
  const live = required(asRecord(record['live']), 'live', 'an object');
  // An older server sends no rate: its clock runs at the real rate.
  const rate = record['clockRate'];
  const clockRate = typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? rate : 1;
  const buildId = str(record, 'buildId');
  return {
    orgId: required(id(record, 'orgId'), 'orgId', 'a positive id'),
    sportId,
    title: requiredString(record, 'title'),
    logo: str(record, 'logo') ?? '',
    defaultLanguage,
    timeZone,
    serverNow,
    clockRate,
    live: {
      subscribeKey: str(live, 'subscribeKey') ?? '',
      origin: liveOrigin(live),
      ssl: bool(live, 'ssl') ?? false,
      // Issue 25 case 6: an older server sends no flag, and always had a feed in mind: absent means a feed.
      feed: bool(live, 'feed') ?? true,
    },
    ...(buildId === null ? {} : { buildId }),
  };
}
