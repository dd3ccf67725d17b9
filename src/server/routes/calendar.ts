/**
 * The calendar feeds (issue 16 "Team calendar feeds"): `GET /calendar/team/{teamId}.ics?seasonId=&lang=`
 * (without `seasonId` the current season, issue 29 case 5) and `GET /calendar/tournament/{tournamentId}.ics?lang=` answer iCalendar text (RFC 5545), one VEVENT per
 * listed match, for a calendar app to subscribe to (webcal:) or a fan to download. Bad ids or language are
 * a 400 naming the problem; a team or tournament that is not there (or not published) a 404; both JSON
 * like every error of the app (errors.ts). Answers carry the read path's Cache-Control (the feed's least
 * fresh part) and a weak ETag over the entries, so a calendar server polling every few minutes gets 304s.
 */
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { CALENDAR_ROUTE } from '../../shared/calendarFeeds';
import { id } from '../../shared/contract/params';
import type { Language } from '../../shared/siteConfig';
import { calendarEntries, CALENDAR_MESSAGES, type CalendarEntry, type CalendarSite } from '../calendar/events';
import { currentFeedSeason, teamFeed, tournamentFeed, type FeedContent } from '../calendar/feeds';
import { renderCalendar } from '../calendar/ics';
import type { Clock } from '../clock';
import { defaultLanguage, type ServerConfig } from '../config';
import type { ReadPath } from '../readPath';
import { BadRequestError } from './errors';

export interface CalendarOptions {
  readPath: ReadPath;
  config: Pick<ServerConfig, 'orgId' | 'sportId' | 'timeZone' | 'title'>;
  clock: Clock;
}

const FILE = /^([0-9]{1,10})\.ics$/;

/** The id of `<id>.ics`, or a 400 that says what was expected. */
export function readFeedFile(file: string, what: 'team' | 'tournament'): number {
  const match = FILE.exec(file);
  const value = match?.[1] === undefined ? undefined : id.parse(match[1]);
  if (value === undefined) throw new BadRequestError(`the ${what} feed is /calendar/${what}/<${what}Id>.ics with a positive integer id, not ${JSON.stringify(file.slice(0, 40))}`);
  return value;
}

/**
 * `?seasonId=` of a team feed (a team feed covers one season); null when absent: the feed follows the current
 * season (issue 29 case 5). Issue 28: a value that is there but wrong is named as such, not called missing.
 */
export function readFeedSeason(raw: unknown): number | null {
  if (raw === undefined || raw === '') return null;
  if (typeof raw !== 'string') throw new BadRequestError('seasonId is given more than once: give one positive integer id');
  const value = id.parse(raw);
  if (value === undefined) throw new BadRequestError(`seasonId must be a positive integer id, not ${JSON.stringify(raw.slice(0, 40))}`);
  return value;
}

/** `?lang=en|no`, or the site's default language (SPEC §1) when absent. */
export function readFeedLanguage(raw: unknown, sportId: number | null): Language {
  if (raw === undefined || raw === '') return defaultLanguage(sportId);
  if (raw === 'en' || raw === 'no') return raw;
  throw new BadRequestError('lang must be "en" or "no"');
}

// A host name, IPv4 or [IPv6] with an optional port: anything else in Host is not echoed into the feed.
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}))*|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/;

/** The page origin the entries link to, from the request; null when its Host is not a plain host. */
export function requestOrigin(protocol: string, host: string | undefined): string | null {
  if (host === undefined || host.length > 255 || !HOST.test(host)) return null;
  return `${protocol === 'https' ? 'https' : 'http'}://${host}`;
}

function weakEtag(entries: readonly CalendarEntry[], name: string): string {
  const hash = createHash('sha256');
  hash.update(name);
  for (const entry of entries) hash.update(JSON.stringify(entry));
  return `W/"${hash.digest('base64url').slice(0, 27)}"`;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

export const calendarRoutes: FastifyPluginAsync<CalendarOptions> = async (app, { readPath, config, clock }) => {
  const send = (request: FastifyRequest, reply: FastifyReply, content: FeedContent, name: string, lang: Language, fileName: string) => {
    const site: CalendarSite = { orgId: config.orgId, timeZone: config.timeZone, origin: requestOrigin(request.protocol, request.host) };
    const entries = calendarEntries(content.matches, lang, site);
    const etag = weakEtag(entries, name);
    reply
      .header('cache-control', content.cacheControl)
      .header('etag', etag)
      .header('vary', 'accept-encoding, host');
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    const body = renderCalendar({
      name,
      lang,
      timeZone: config.timeZone,
      stamp: clock.now(),
      // Ask calendar apps to look again about as often as the data may change, but not more than every 15 min.
      refreshSeconds: Math.max(15 * 60, content.maxAgeSeconds),
      entries,
    });
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `inline; filename="${fileName}"`)
      .send(body);
  };

  app.get<{ Params: { file: string }; Querystring: Record<string, unknown> }>(`${CALENDAR_ROUTE.team}:file`, async (request, reply) => {
    const teamId = readFeedFile(request.params.file, 'team');
    const lang = readFeedLanguage(request.query.lang, config.sportId);
    const asked = readFeedSeason(request.query.seasonId);
    // Without a season: the one the site shows by default now, so a subscription follows it into the next.
    const season = asked === null ? await currentFeedSeason(readPath, config, clock.now()) : { seasonId: asked, current: false, answers: [] };
    const content = await teamFeed(readPath, teamId, season);
    const name = `${config.title} – ${CALENDAR_MESSAGES[lang].teamCalendar(content.title)}`;
    return send(request, reply, content, name, lang, asked === null ? `team-${teamId}.ics` : `team-${teamId}-${asked}.ics`);
  });

  app.get<{ Params: { file: string }; Querystring: Record<string, unknown> }>(`${CALENDAR_ROUTE.tournament}:file`, async (request, reply) => {
    const tournamentId = readFeedFile(request.params.file, 'tournament');
    const lang = readFeedLanguage(request.query.lang, config.sportId);
    const content = await tournamentFeed(readPath, tournamentId);
    const name = `${config.title} – ${CALENDAR_MESSAGES[lang].tournamentCalendar(content.title)}`;
    return send(request, reply, content, name, lang, `tournament-${tournamentId}.ics`);
  });
};
