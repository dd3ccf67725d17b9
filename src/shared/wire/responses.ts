/**
 * Response parsers per contract target (DESIGN §2) for the reads the first bundle makes (boot, scoreboard,
 * schedule, live). The reads of lazily loaded pages carry their own parser (`ProxyParser`), which comes
 * with the page's chunk; a target with neither is refused rather than passed through unchecked.
 * Each answer gets its own `WireReport` labelled with the call's path, so what cannot be read is named
 * (`ta/TournamentMatches: matches[].matchDate`); lists come bare or in their envelope (DESIGN §1).
 */
import {
  directTargets,
  type DirectResponse,
  type DirectTargetName,
  type ProxyResponse,
  type ProxyTargetName,
  type Season,
  type SeasonsOfYear,
} from '../contract';
import { parseBroadcast, parseMatch, parseSeason, parseTeam, parseTournament } from './entities';
import { parseLiveEvent } from './live';
import { id, listIn, readRecord, str, WireShapeError } from './read';
import { directReport, label, proxyReport, type WireReport } from './report';

type ProxyParsers = { [N in ProxyTargetName]?: (raw: unknown, report: WireReport) => ProxyResponse<N> };
type DirectParsers = { [N in DirectTargetName]: (raw: unknown, report: WireReport) => DirectResponse<N> };

const broadcasts = (raw: unknown, report: WireReport) => listIn(raw, ['broadcasts', 'data'], parseBroadcast, report);

const proxyParsers: ProxyParsers = {
  tournamentTeams: (raw, report) => ({ teams: listIn(raw, 'teams', parseTeam, report) }),
  tournamentMatches: (raw, report) => ({ matches: listIn(raw, 'matches', parseMatch, report) }),
  scheduledMatchesBySport: (raw, report) => ({ matches: listIn(raw, 'matches', parseMatch, report) }),
  broadcastsBySport: broadcasts,
  broadcastsByTournament: broadcasts,
  broadcastsByMatch: broadcasts,
  // The scoreboard reads the league of a listed match outside the season's list (SPEC §4 results flags).
  tournament: (raw, report) => {
    const tournament = parseTournament(raw, report);
    if (tournament === null) throw new TypeError('ta/Tournament: the answer is not a tournament record');
    return tournament;
  },
  // A live view opened by direct link reads its match's record for the match's league (state/visibility, SPEC
  // §4 results flags) before any list holds it: without this the read failed, on the server always, so a live
  // page of a league outside the season's list was never known to show its results and carried no events.
  match: (raw, report) => {
    const match = parseMatch(raw, report);
    if (match === null) throw new TypeError('ta/Match: the answer is not a match record');
    return match;
  },
  liveMatchEvents: (raw, report) => ({ events: listIn(raw, 'events', (item, itemReport) => parseLiveEvent(item, undefined, itemReport), report) }),
};

const parseSeasons = (raw: unknown, report: WireReport): Season[] => listIn(raw, 'seasons', parseSeason, report);

/**
 * One year of the season look-up (issue 26): the year's ta/Seasons answer as the server received it, read
 * exactly as a ta/Seasons answer is (reported under ta/Seasons), or the failure the server reports. A year
 * whose answer cannot be read failed, like a failed ta/Seasons read; an item without a year is dropped.
 */
function parseSeasonsOfYear(item: unknown, report: WireReport): SeasonsOfYear | null {
  const record = readRecord(item, report);
  const year = record === null ? null : id(record, 'year', report);
  if (record === null || year === null) return null;
  const failure = str(record, 'failure');
  if (failure !== null) return { year, failure };
  try {
    if (!('seasons' in record)) throw new WireShapeError('seasons');
    return { year, seasons: parseSeasons(record['seasons'], directReport('seasons')) };
  } catch (error) {
    if (!(error instanceof WireShapeError)) throw error;
    return { year, failure: `${label(directTargets.seasons.path)}: the answer could not be read` };
  }
}

const directParsers: DirectParsers = {
  seasons: parseSeasons,
  seasonLookup: (raw, report) => ({ years: listIn(raw, 'years', parseSeasonsOfYear, report) }),
  tournamentsInSeason: (raw, report) => ({ tournamentsInSeason: listIn(raw, 'tournamentsInSeason', parseTournament, report) }),
};

/**
 * The parser of one proxy target's answer. Called with the answer alone it reports to a fresh console
 * report of the target (the client); the server passes its own report (a counting one, server/wire).
 */
export type ProxyParser<N extends ProxyTargetName> = (raw: unknown, report?: WireReport) => ProxyResponse<N>;

export function parseProxyResponse<N extends ProxyTargetName>(name: N, raw: unknown, report: WireReport = proxyReport(name)): ProxyResponse<N> {
  const parser = proxyParsers[name] as ((value: unknown, report: WireReport) => ProxyResponse<N>) | undefined;
  if (!parser) throw new TypeError(`${name}: no wire parser is loaded for this answer`);
  return parser(raw, report);
}

export function parseDirectResponse<N extends DirectTargetName>(name: N, raw: unknown, report: WireReport = directReport(name)): DirectResponse<N> {
  const parser = directParsers[name] as (value: unknown, report: WireReport) => DirectResponse<N>;
  return parser(raw, report);
}
