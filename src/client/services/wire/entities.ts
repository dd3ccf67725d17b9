/**
 * Parsers from wire JSON to the contract entities (SPEC §3). A record without its identity (id, name,
 * date) is dropped; any other missing or null field gets a neutral value, so a malformed record never
 * reaches a rule or a component half-formed.
 */
import type { Broadcast, BroadcastProvider, LiveClientType, Match, MatchResult, Season, Team, Tournament } from '../../../shared/contract';
import { asRecord, bool, id, num, str } from './read';

export function parseSeason(value: unknown): Season | null {
  const record = asRecord(value);
  if (!record) return null;
  const seasonId = id(record, 'seasonId');
  const seasonDateFrom = str(record, 'seasonDateFrom');
  const orgIdOwner = id(record, 'orgIdOwner');
  if (seasonId === null || seasonDateFrom === null || orgIdOwner === null) return null;
  return { seasonId, seasonName: str(record, 'seasonName') ?? String(seasonId), seasonDateFrom, orgIdOwner };
}

export function parseTournament(value: unknown): Tournament | null {
  const record = asRecord(value);
  if (!record) return null;
  const tournamentId = id(record, 'tournamentId');
  const sportId = id(record, 'sportId');
  if (tournamentId === null || sportId === null) return null;
  return {
    tournamentId,
    tournamentName: str(record, 'tournamentName') ?? '',
    sportId,
    division: num(record, 'division'),
    isResultPublished: bool(record, 'isResultPublished'),
    // SPEC §5 keeps only tournaments whose matches are published: unknown is not published.
    areMatchesPublished: bool(record, 'areMatchesPublished') ?? false,
    leagueDisplayResults: bool(record, 'leagueDisplayResults'),
    seasonId: id(record, 'seasonId') ?? 0,
  };
}

export function parseTeam(value: unknown): Team | null {
  const record = asRecord(value);
  if (!record) return null;
  const teamId = id(record, 'teamId');
  if (teamId === null) return null;
  return { teamId, team: str(record, 'team') ?? '', orgId: id(record, 'orgId') ?? teamId };
}

const LIVE_CLIENT_TYPES: readonly LiveClientType[] = ['Advanced', 'Standard', 'Simple', 'None'];

function parseLiveClientType(value: unknown): LiveClientType | null {
  return LIVE_CLIENT_TYPES.find((type) => type === value) ?? null;
}

function parseMatchResult(value: unknown): MatchResult | null {
  const record = asRecord(value);
  if (!record) return null;
  const homeGoals = num(record, 'homeGoals');
  const awayGoals = num(record, 'awayGoals');
  if (homeGoals === null || awayGoals === null) return null;
  return { homeGoals, awayGoals, matchEndResult: str(record, 'matchEndResult') ?? '' };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

export function parseMatch(value: unknown): Match | null {
  const record = asRecord(value);
  if (!record) return null;
  const matchId = id(record, 'matchId') ?? id(record, 'id');
  const matchDate = str(record, 'matchDate');
  if (matchId === null || matchDate === null || !ISO_DAY.test(matchDate)) return null;
  return {
    matchId,
    id: id(record, 'id') ?? matchId,
    matchDate,
    matchStartTime: num(record, 'matchStartTime'),
    matchEndTime: num(record, 'matchEndTime'),
    tournamentId: id(record, 'tournamentId') ?? 0,
    tournamentName: str(record, 'tournamentName') ?? '',
    seasonId: id(record, 'seasonId'),
    hometeam: str(record, 'hometeam') ?? '',
    awayteam: str(record, 'awayteam') ?? '',
    hometeamId: id(record, 'hometeamId') ?? 0,
    awayteamId: id(record, 'awayteamId') ?? 0,
    hometeamOrgName: str(record, 'hometeamOrgName'),
    awayteamOrgName: str(record, 'awayteamOrgName'),
    hometeamOverriddenName: str(record, 'hometeamOverriddenName'),
    awayteamOverriddenName: str(record, 'awayteamOverriddenName'),
    hometeamClubOrgId: id(record, 'hometeamClubOrgId'),
    awayteamClubOrgId: id(record, 'awayteamClubOrgId'),
    activityAreaName: str(record, 'activityAreaName'),
    spectators: num(record, 'spectators'),
    statusTypeId: num(record, 'statusTypeId'),
    liveClientType: parseLiveClientType(record['liveClientType']),
    matchResult: parseMatchResult(record['matchResult']),
    sportId: id(record, 'sportId') ?? 0,
  };
}

const BROADCAST_PROVIDERS: readonly BroadcastProvider[] = ['play', 'mygame', 'direktesport', 'tv2'];

/**
 * A broadcast record (SPEC §3): the match id and the provider links that are strings. Whether a link is
 * safe to open is a rule (domain/broadcast.ts), not the parser's business; unknown providers are dropped.
 */
export function parseBroadcast(value: unknown): Broadcast | null {
  const record = asRecord(value);
  if (!record) return null;
  const matchId = id(record, 'matchId');
  const urls = asRecord(record['broadcastUrls']);
  if (matchId === null || !urls) return null;
  const broadcastUrls: Broadcast['broadcastUrls'] = {};
  for (const provider of BROADCAST_PROVIDERS) {
    const url = urls[provider];
    if (typeof url === 'string') broadcastUrls[provider] = url;
  }
  return { matchId, broadcastUrls };
}
