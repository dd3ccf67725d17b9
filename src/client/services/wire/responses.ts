/**
 * Response parsers per contract target (DESIGN §2) for the reads the first bundle makes (boot, scoreboard,
 * schedule, live). The reads of lazily loaded pages carry their own parser (`ProxyParser`), which comes
 * with the page's chunk; a target with neither is refused rather than passed through unchecked.
 */
import type {
  DirectResponse,
  DirectTargetName,
  ProxyResponse,
  ProxyTargetName,
} from '../../../shared/contract';
import { parseBroadcast, parseMatch, parseSeason, parseTeam, parseTournament } from './entities';
import { parseLiveEvent } from './live';
import { asRecord, listOf } from './read';

type ProxyParsers = { [N in ProxyTargetName]?: (raw: unknown) => ProxyResponse<N> };
type DirectParsers = { [N in DirectTargetName]: (raw: unknown) => DirectResponse<N> };

const field = (raw: unknown, key: string): unknown => asRecord(raw)?.[key];

const proxyParsers: ProxyParsers = {
  tournamentTeams: (raw) => ({ teams: listOf(field(raw, 'teams'), parseTeam) }),
  tournamentMatches: (raw) => ({ matches: listOf(field(raw, 'matches'), parseMatch) }),
  scheduledMatchesBySport: (raw) => ({ matches: listOf(field(raw, 'matches'), parseMatch) }),
  broadcastsBySport: (raw) => listOf(raw, parseBroadcast),
  broadcastsByTournament: (raw) => listOf(raw, parseBroadcast),
  broadcastsByMatch: (raw) => listOf(raw, parseBroadcast),
  liveMatchEvents: (raw) => ({ events: listOf(field(raw, 'events'), parseLiveEvent) }),
};

const directParsers: DirectParsers = {
  seasons: (raw) => listOf(raw, parseSeason),
  tournamentsInSeason: (raw) => ({ tournamentsInSeason: listOf(field(raw, 'tournamentsInSeason'), parseTournament) }),
};

/** The parser of one proxy target's answer. */
export type ProxyParser<N extends ProxyTargetName> = (raw: unknown) => ProxyResponse<N>;

export function parseProxyResponse<N extends ProxyTargetName>(name: N, raw: unknown): ProxyResponse<N> {
  const parser = proxyParsers[name] as ProxyParser<N> | undefined;
  if (!parser) throw new TypeError(`${name}: no wire parser is loaded for this answer`);
  return parser(raw);
}

export function parseDirectResponse<N extends DirectTargetName>(name: N, raw: unknown): DirectResponse<N> {
  const parser = directParsers[name] as (value: unknown) => DirectResponse<N>;
  return parser(raw);
}
