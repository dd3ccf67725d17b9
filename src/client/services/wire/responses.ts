/**
 * Response parsers per contract target (DESIGN §2). A target with a parser here reaches the client as
 * contract entities; a target without one yet (the later issues add theirs) passes through unchanged.
 */
import type {
  DirectResponse,
  DirectTargetName,
  ProxyResponse,
  ProxyTargetName,
} from '../../../shared/contract';
import { parseMatch, parseSeason, parseTeam, parseTournament } from './entities';
import { parseLiveEvent } from './live';
import { asRecord, listOf } from './read';

type ProxyParsers = { [N in ProxyTargetName]?: (raw: unknown) => ProxyResponse<N> };
type DirectParsers = { [N in DirectTargetName]: (raw: unknown) => DirectResponse<N> };

const field = (raw: unknown, key: string): unknown => asRecord(raw)?.[key];

const proxyParsers: ProxyParsers = {
  tournamentTeams: (raw) => ({ teams: listOf(field(raw, 'teams'), parseTeam) }),
  tournamentMatches: (raw) => ({ matches: listOf(field(raw, 'matches'), parseMatch) }),
  scheduledMatchesBySport: (raw) => ({ matches: listOf(field(raw, 'matches'), parseMatch) }),
  liveMatchEvents: (raw) => ({ events: listOf(field(raw, 'events'), (event) => parseLiveEvent(event)) }),
};

const directParsers: DirectParsers = {
  seasons: (raw) => listOf(raw, parseSeason),
  tournamentsInSeason: (raw) => ({ tournamentsInSeason: listOf(field(raw, 'tournamentsInSeason'), parseTournament) }),
};

export function parseProxyResponse<N extends ProxyTargetName>(name: N, raw: unknown): ProxyResponse<N> {
  const parser = proxyParsers[name] as ((value: unknown) => ProxyResponse<N>) | undefined;
  return parser ? parser(raw) : (raw as ProxyResponse<N>);
}

export function parseDirectResponse<N extends DirectTargetName>(name: N, raw: unknown): DirectResponse<N> {
  const parser = directParsers[name] as (value: unknown) => DirectResponse<N>;
  return parser(raw);
}
