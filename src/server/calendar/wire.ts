/**
 * What the calendar feeds read of the wire (issue 16), read by the shared wire parsers (`shared/wire`, the
 * client's own: issue 25 "one copy"), so every variant the site reads (DESIGN §1 "Real upstream data":
 * envelopes or bare lists, ids as text, US or ISO dates, 0 for "no start time", camel-cased team keys,
 * names with trailing spaces) reads the same in a feed. A record the parsers cannot read is left out of
 * the feed rather than failing it; an answer that is not a list where one belongs fails the feed (502:
 * a calendar app keeps its last copy, where an empty feed would wipe the fan's matches). Nothing is
 * reported here: in upstream mode the drift check
 * (server/wire) has counted each fresh answer already, and a feed re-reads cached ones.
 */
import type { Match, Season } from '../../shared/contract';
import { parseDirectResponse } from '../../shared/wire/responses';
import { parseMatch, parseTeam, parseTournament } from '../../shared/wire/entities';
import { UpstreamError } from '../dataSource';
import { asRecord, listIn, text, WireShapeError, type ItemParser } from '../../shared/wire/read';
import type { WireReport } from '../../shared/wire/report';

/** Hears nothing: see the module comment. */
const SILENT: WireReport = {
  unreadable() {},
  at: () => SILENT,
};

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

/** The items of a list answer; an answer with no readable list is the upstream's failure, not an empty feed. */
function listOf<T>(raw: unknown, keys: string | readonly string[], parse: ItemParser<T>): T[] {
  try {
    return listIn(raw, keys, parse, SILENT);
  } catch (error) {
    if (error instanceof WireShapeError) throw new UpstreamError('the upstream answer could not be read as a list', 502);
    throw error;
  }
}

/** One match record, or null when it lacks what a calendar entry needs (an id, a day, both teams). */
export function readCalendarMatch(value: unknown): CalendarMatch | null {
  const match = parseMatch(value, SILENT);
  if (match === null || match.hometeam === '' || match.awayteam === '') return null;
  return {
    matchId: match.matchId,
    // The canonical date-time is league-local `yyyy-MM-ddTHH:mm:ss`: its day is the first ten characters.
    day: match.matchDate.slice(0, 10),
    matchStartTime: match.matchStartTime,
    matchEndTime: match.matchEndTime,
    tournamentId: match.tournamentId,
    tournamentName: match.tournamentName,
    seasonId: match.seasonId,
    hometeam: match.hometeam,
    awayteam: match.awayteam,
    hometeamId: match.hometeamId,
    awayteamId: match.awayteamId,
    hometeamOverriddenName: match.hometeamOverriddenName,
    awayteamOverriddenName: match.awayteamOverriddenName,
    activityAreaName: match.activityAreaName,
    statusTypeId: match.statusTypeId,
    sportId: match.sportId,
  };
}

/** The matches of a `ta/TournamentMatches` answer (envelope or bare list), unreadable rows left out. */
export function readCalendarMatches(raw: unknown): CalendarMatch[] {
  return listOf(raw, 'matches', readCalendarMatch);
}

export interface CalendarTournament {
  tournamentId: number;
  tournamentName: string;
  seasonId: number | null;
  /** SPEC §5: only tournaments whose matches are published are shown. */
  areMatchesPublished: boolean;
}

export function readCalendarTournament(value: unknown): CalendarTournament | null {
  const tournament = parseTournament(value, SILENT);
  if (tournament === null) return null;
  return {
    tournamentId: tournament.tournamentId,
    tournamentName: tournament.tournamentName,
    // The parser's 0 is "no season".
    seasonId: tournament.seasonId === 0 ? null : tournament.seasonId,
    areMatchesPublished: tournament.areMatchesPublished,
  };
}

/** The tournaments of a `ta/Tournament/Season/{seasonId}` answer. */
export function readCalendarTournaments(raw: unknown): CalendarTournament[] {
  return listOf(raw, ['tournamentsInSeason', 'tournaments'], readCalendarTournament);
}

export interface CalendarTeam {
  teamId: number;
  name: string;
}

/** The teams of a `ta/TournamentTeams` answer; the overridden name wins, as on the site (SPEC §2 slider). */
export function readCalendarTeams(raw: unknown): CalendarTeam[] {
  return listOf(
    raw,
    'teams',
    (item) => {
      const team = parseTeam(item, SILENT);
      // The Team entity keeps the registered name; the overridden one is read beside it, by the same reader.
      const record = asRecord(item);
      const name = (record && text(record, 'overriddenName')) ?? team?.team ?? '';
      return team === null || name === '' ? null : { teamId: team.teamId, name };
    },
  );
}

/**
 * The seasons of a season look-up answer (issue 26 `seasonLookup`: each year's ta/Seasons list, or its
 * failure), every year's together; a failed year adds none (the look-up fails only when all did).
 */
export function readCalendarSeasons(raw: unknown): Season[] {
  try {
    return parseDirectResponse('seasonLookup', raw, SILENT).years.flatMap((part) => ('seasons' in part ? part.seasons : []));
  } catch (error) {
    if (error instanceof WireShapeError) throw new UpstreamError('the season look-up could not be read', 502);
    throw error;
  }
}
