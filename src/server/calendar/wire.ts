/**
 * The few wire fields the calendar feeds read (issue 16), read as leniently as the client's wire parsers
 * read them (DESIGN §1 "Real upstream data": envelopes or bare lists, ids as text, US or ISO dates, 0 for
 * "no start time", names with trailing spaces). The server may not import the client's parsers (lint zone
 * server → client), so this is the calendar's own small boundary: anything it cannot read is left out of
 * the feed rather than failing it.
 */
import type { Match } from '../../shared/contract';

type WireRecord = Record<string, unknown>;

function asRecord(value: unknown): WireRecord | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as WireRecord) : null;
}

/** The list an answer carries: the answer itself, or the list under one of `keys` of its envelope. */
export function listOf(raw: unknown, keys: readonly string[]): unknown[] {
  if (Array.isArray(raw)) return raw;
  const record = asRecord(raw);
  for (const key of keys) {
    const value = record?.[key];
    if (Array.isArray(value)) return value;
  }
  return [];
}

function num(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

/** A positive integer id from a number or its text; 0 (the API's "none") and junk are null. */
export function wireId(value: unknown): number | null {
  const read = num(value);
  return read !== null && Number.isInteger(read) && read > 0 ? read : null;
}

/** A display text, trimmed; null when blank or absent. */
export function wireText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function wireBool(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value === 'string' && /^(true|false)$/i.test(value.trim())) return value.trim().toLowerCase() === 'true';
  return null;
}

const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})/;
const US_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/;

/** The calendar day `yyyy-MM-dd` of an ISO or US (`MM/dd/yyyy …`) date text; null for none (`0001-…`) or junk. */
export function wireDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const iso = ISO_DAY.exec(text);
  const us = iso ? null : US_DAY.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  if (year === undefined || month === undefined || day === undefined || Number(year) <= 1) return null;
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  if (m < 1 || m > 12 || d < 1 || d > new Date(Date.UTC(y, m, 0)).getUTCDate()) return null;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** An hhmm time from 1930, "1930", "930" or "19:30"; 0 is the API's "no time" (DESIGN §1) and is null. */
export function wireHhmm(value: unknown): number | null {
  let time: number | null = null;
  if (typeof value === 'number') time = value;
  else if (typeof value === 'string') {
    const colon = /^\s*(\d{1,2}):(\d{2})(?::\d{2})?\s*$/.exec(value);
    time = colon ? Number(colon[1]) * 100 + Number(colon[2]) : /^\s*\d{1,4}\s*$/.test(value) ? Number(value) : null;
  }
  if (time === null || !Number.isInteger(time) || time <= 0 || Math.floor(time / 100) > 23 || time % 100 > 59) return null;
  return time;
}

/** What a feed needs of a match: the contract's names, already read. */
export type CalendarMatch = Pick<
  Match,
  | 'matchId'
  | 'matchStartTime'
  | 'matchEndTime'
  | 'tournamentId'
  | 'tournamentName'
  | 'seasonId'
  | 'hometeam'
  | 'awayteam'
  | 'hometeamId'
  | 'awayteamId'
  | 'hometeamOverriddenName'
  | 'awayteamOverriddenName'
  | 'activityAreaName'
  | 'statusTypeId'
  | 'sportId'
> & {
  /** The match's calendar day in the league's zone, `yyyy-MM-dd`. */
  day: string;
};

/** One match record, or null when it lacks what a calendar entry needs (an id, a day, both teams). */
export function readCalendarMatch(value: unknown): CalendarMatch | null {
  const record = asRecord(value);
  if (!record) return null;
  const matchId = wireId(record['matchId']) ?? wireId(record['id']);
  const day = wireDay(record['matchDate']);
  // ScheduledMatchesBySport rows have been seen with camel-cased team keys (DESIGN §1).
  const hometeam = wireText(record['hometeam'] ?? record['homeTeam']);
  const awayteam = wireText(record['awayteam'] ?? record['awayTeam']);
  if (matchId === null || day === null || hometeam === null || awayteam === null) return null;
  return {
    matchId,
    day,
    matchStartTime: wireHhmm(record['matchStartTime']),
    matchEndTime: wireHhmm(record['matchEndTime']),
    tournamentId: wireId(record['tournamentId']) ?? 0,
    tournamentName: wireText(record['tournamentName']) ?? '',
    seasonId: wireId(record['seasonId']),
    hometeam,
    awayteam,
    hometeamId: wireId(record['hometeamId'] ?? record['homeTeamId']) ?? 0,
    awayteamId: wireId(record['awayteamId'] ?? record['awayTeamId']) ?? 0,
    hometeamOverriddenName: wireText(record['hometeamOverriddenName']),
    awayteamOverriddenName: wireText(record['awayteamOverriddenName']),
    activityAreaName: wireText(record['activityAreaName']),
    statusTypeId: num(record['statusTypeId']),
    sportId: wireId(record['sportId']) ?? 0,
  };
}

/** The matches of a `ta/TournamentMatches` answer (envelope or bare list), unreadable rows left out. */
export function readCalendarMatches(raw: unknown): CalendarMatch[] {
  return listOf(raw, ['matches']).flatMap((item) => {
    const match = readCalendarMatch(item);
    return match ? [match] : [];
  });
}

export interface CalendarTournament {
  tournamentId: number;
  tournamentName: string;
  seasonId: number | null;
  /** SPEC §5: only tournaments whose matches are published are shown. */
  areMatchesPublished: boolean;
}

export function readCalendarTournament(value: unknown): CalendarTournament | null {
  const record = asRecord(value);
  const tournamentId = record ? wireId(record['tournamentId']) : null;
  if (!record || tournamentId === null) return null;
  return {
    tournamentId,
    tournamentName: wireText(record['tournamentName']) ?? '',
    seasonId: wireId(record['seasonId']),
    areMatchesPublished: wireBool(record['areMatchesPublished']) ?? false,
  };
}

/** The tournaments of a `ta/Tournament/Season/{seasonId}` answer. */
export function readCalendarTournaments(raw: unknown): CalendarTournament[] {
  return listOf(raw, ['tournamentsInSeason', 'tournaments']).flatMap((item) => {
    const tournament = readCalendarTournament(item);
    return tournament ? [tournament] : [];
  });
}

export interface CalendarTeam {
  teamId: number;
  name: string;
}

/** The teams of a `ta/TournamentTeams` answer; the overridden name wins, as on the site (SPEC §2 slider). */
export function readCalendarTeams(raw: unknown): CalendarTeam[] {
  return listOf(raw, ['teams']).flatMap((item) => {
    const record = asRecord(item);
    const teamId = record ? wireId(record['teamId']) : null;
    const name = record ? (wireText(record['overriddenName']) ?? wireText(record['team'])) : null;
    return teamId !== null && name !== null ? [{ teamId, name }] : [];
  });
}
