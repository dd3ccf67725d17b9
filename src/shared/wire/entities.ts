/**
 * Parsers from wire JSON to the contract entities (SPEC §3). A record without its identity (id, name,
 * date) is dropped; any other missing or null field gets a neutral value, so a malformed record never
 * reaches a rule or a component half-formed. Every variant the real API sends (DESIGN §1 "Real upstream
 * data": string ids, US or zone-less dates, padded names, camel-cased team keys) is normalised here, once.
 * Each parser takes the `WireReport` of the answer it is part of; called alone it reports under its call.
 */
import type { Broadcast, BroadcastProvider, LiveClientType, Match, MatchResult, Season, Team, Tournament } from '../contract';
import { bool, dateTime, hhmm, id, num, readRecord, text, type WireRecord } from './read';
import { directReport, proxyReport, type WireReport } from './report';

const SEASON_REPORT = directReport('seasons');
const TOURNAMENT_REPORT = proxyReport('tournament');
const TEAM_REPORT = proxyReport('tournamentTeams');
const MATCH_REPORT = proxyReport('match');
const BROADCAST_REPORT = proxyReport('broadcastsByMatch');

/** ta/Seasons item. `seasonDateFrom` is the canonical date-time; a season without one is dropped. */
export function parseSeason(value: unknown, report: WireReport = SEASON_REPORT): Season | null {
  const record = readRecord(value, report);
  if (!record) return null;
  const seasonId = id(record, 'seasonId', report);
  const seasonDateFrom = dateTime(record, 'seasonDateFrom', report);
  const orgIdOwner = id(record, 'orgIdOwner', report);
  if (seasonId === null || seasonDateFrom === null || orgIdOwner === null) return null;
  return { seasonId, seasonName: text(record, 'seasonName', report) ?? String(seasonId), seasonDateFrom, orgIdOwner };
}

export function parseTournament(value: unknown, report: WireReport = TOURNAMENT_REPORT): Tournament | null {
  const record = readRecord(value, report);
  if (!record) return null;
  const tournamentId = id(record, 'tournamentId', report);
  const sportId = id(record, 'sportId', report);
  if (tournamentId === null || sportId === null) return null;
  return {
    tournamentId,
    tournamentName: text(record, 'tournamentName', report) ?? '',
    sportId,
    division: num(record, 'division', report),
    isResultPublished: bool(record, 'isResultPublished', report),
    // SPEC §5 keeps only tournaments whose matches are published: unknown is not published.
    areMatchesPublished: bool(record, 'areMatchesPublished', report) ?? false,
    leagueDisplayResults: bool(record, 'leagueDisplayResults', report),
    seasonId: id(record, 'seasonId', report) ?? 0,
  };
}

/**
 * ta/TournamentTeams item. The real API adds `overriddenName` and `clubOrgId` (DESIGN §1); the Team entity
 * has no place for them, so `team` stays the registered name and the overridden one only stands in when
 * the registered name is missing.
 */
export function parseTeam(value: unknown, report: WireReport = TEAM_REPORT): Team | null {
  const record = readRecord(value, report);
  if (!record) return null;
  const teamId = id(record, 'teamId', report);
  if (teamId === null) return null;
  return {
    teamId,
    team: text(record, 'team', report) ?? text(record, 'overriddenName', report) ?? '',
    orgId: id(record, 'orgId', report) ?? teamId,
  };
}

const LIVE_CLIENT_TYPES: readonly LiveClientType[] = ['Advanced', 'Standard', 'Simple', 'None'];

function parseLiveClientType(record: WireRecord, report: WireReport): LiveClientType | null {
  const value = text(record, 'liveClientType', report);
  if (value === null) return null;
  const type = LIVE_CLIENT_TYPES.find((candidate) => candidate.toLowerCase() === value.toLowerCase());
  if (type === undefined) report.unreadable('liveClientType', value);
  return type ?? null;
}

function parseMatchResult(value: unknown, report: WireReport): MatchResult | null {
  const record = readRecord(value, report);
  if (!record) return null;
  const homeGoals = num(record, 'homeGoals', report);
  const awayGoals = num(record, 'awayGoals', report);
  if (homeGoals === null || awayGoals === null) return null;
  return { homeGoals, awayGoals, matchEndResult: text(record, 'matchEndResult', report) ?? '' };
}

/** `hometeamId` → `homeTeamId`: ScheduledMatchesBySport rows have been seen with both spellings (DESIGN §1). */
const camelTeam = (key: string): string => key.replace(/^(home|away)team/, '$1Team');

const teamText = (record: WireRecord, key: string, report: WireReport): string | null =>
  text(record, key, report) ?? text(record, camelTeam(key), report);
const teamId = (record: WireRecord, key: string, report: WireReport): number | null =>
  id(record, key, report) ?? id(record, camelTeam(key), report);

/**
 * A match of any match list or of ta/Match. `matchDate` is the canonical date-time (a match whose date is
 * missing or unreadable is dropped: the date is part of its identity); `matchStartTime`/`matchEndTime`
 * are hhmm numbers with 0 read as none. Every statusTypeId is kept, 7 (a withdrawn team) included: the
 * SPEC §5 filter, not the parser, decides what shows.
 */
export function parseMatch(value: unknown, report: WireReport = MATCH_REPORT): Match | null {
  const record = readRecord(value, report);
  if (!record) return null;
  const matchId = id(record, 'matchId', report) ?? id(record, 'id', report);
  const matchDate = dateTime(record, 'matchDate', report);
  if (matchId === null || matchDate === null) return null;
  return {
    matchId,
    id: id(record, 'id', report) ?? matchId,
    matchDate,
    matchStartTime: hhmm(record, 'matchStartTime', report),
    matchEndTime: hhmm(record, 'matchEndTime', report),
    tournamentId: id(record, 'tournamentId', report) ?? 0,
    tournamentName: text(record, 'tournamentName', report) ?? '',
    seasonId: id(record, 'seasonId', report),
    hometeam: teamText(record, 'hometeam', report) ?? '',
    awayteam: teamText(record, 'awayteam', report) ?? '',
    hometeamId: teamId(record, 'hometeamId', report) ?? 0,
    awayteamId: teamId(record, 'awayteamId', report) ?? 0,
    hometeamOrgName: teamText(record, 'hometeamOrgName', report),
    awayteamOrgName: teamText(record, 'awayteamOrgName', report),
    hometeamOverriddenName: teamText(record, 'hometeamOverriddenName', report),
    awayteamOverriddenName: teamText(record, 'awayteamOverriddenName', report),
    hometeamClubOrgId: teamId(record, 'hometeamClubOrgId', report),
    awayteamClubOrgId: teamId(record, 'awayteamClubOrgId', report),
    activityAreaName: text(record, 'activityAreaName', report),
    spectators: num(record, 'spectators', report),
    statusTypeId: num(record, 'statusTypeId', report),
    liveClientType: parseLiveClientType(record, report),
    matchResult: parseMatchResult(record['matchResult'], report.at('matchResult')),
    sportId: id(record, 'sportId', report) ?? 0,
  };
}

const BROADCAST_PROVIDERS: readonly BroadcastProvider[] = ['play', 'mygame', 'direktesport', 'tv2'];

/**
 * A broadcast record (SPEC §3): the match id and the provider links that are strings. Whether a link is
 * safe to open is a rule (domain/broadcast.ts), not the parser's business; unknown providers are dropped.
 */
export function parseBroadcast(value: unknown, report: WireReport = BROADCAST_REPORT): Broadcast | null {
  const record = readRecord(value, report);
  if (!record) return null;
  const matchId = id(record, 'matchId', report);
  const urlsReport = report.at('broadcastUrls');
  const urls = readRecord(record['broadcastUrls'], urlsReport);
  if (matchId === null || !urls) return null;
  const broadcastUrls: Broadcast['broadcastUrls'] = {};
  for (const provider of BROADCAST_PROVIDERS) {
    const url = urls[provider];
    // A link is text only: a number here is no address, unlike a name that happens to be numeric.
    if (typeof url === 'string' && url.trim() !== '') broadcastUrls[provider] = url.trim();
    else if (url !== undefined && url !== null && typeof url !== 'string') urlsReport.unreadable(provider, url);
  }
  return { matchId, broadcastUrls };
}
