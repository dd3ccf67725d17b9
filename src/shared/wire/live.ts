/**
 * Live events at the boundary (SPEC §3 Live event, Live match data; DESIGN §5): untrusted messages from
 * the feed or the live-events fetch become `LiveEvent`s. A message without a ClientId or MatchEventType is
 * dropped (null); malformed fields are left out, so the view shows dashes instead of failing.
 */
import { hockeyGoalTypeId } from '../contract/goalTypes';
import type { LiveEvent, LiveMatchData, LivePlayer, LiveReferee, LiveTeamSide } from '../contract/live';
import { bool, clockTime, num, readRecord, text, type WireRecord } from './read';
import { createWireReport, type WireReport } from './report';

// Messages from the feed have no call path; their reports go under this label.
const FEED_REPORT = createWireReport('live feed');

export function parseLivePlayer(raw: unknown, report: WireReport = FEED_REPORT): LivePlayer | null {
  const r = readRecord(raw, report);
  if (!r) return null;
  const playerId = num(r, 'Id', report);
  if (playerId === null) return null;
  const player: LivePlayer = {
    Id: playerId,
    TeamId: num(r, 'TeamId', report) ?? 0,
    ShirtNo: num(r, 'ShirtNo', report),
    FirstName: text(r, 'FirstName', report) ?? '',
    LastName: text(r, 'LastName', report) ?? '',
  };
  const captain = bool(r, 'IsCaptain', report);
  if (captain !== null) player.IsCaptain = captain;
  const alternate = bool(r, 'IsAlternateCaptain', report);
  if (alternate !== null) player.IsAlternateCaptain = alternate;
  const position = num(r, 'PositionId', report);
  if (position !== null) player.PositionId = position;
  const positionName = text(r, 'PositionName', report);
  if (positionName !== null) player.PositionName = positionName;
  const starter = bool(r, 'IsStarter', report);
  if (starter !== null) player.IsStarter = starter;
  return player;
}

function parseReferee(raw: unknown, report: WireReport): LiveReferee | null {
  const r = readRecord(raw, report);
  if (!r) return null;
  return { Type: text(r, 'Type', report) ?? '', Name: text(r, 'Name', report) ?? '' };
}

/** The items of a list field of a live message; a value there that is not a list is reported. */
function itemsOf<T>(r: WireRecord, key: string, parse: (item: unknown, report: WireReport) => T | null, report: WireReport): T[] {
  const value = r[key];
  if (!Array.isArray(value)) {
    if (value !== undefined && value !== null) report.unreadable(key, value);
    return [];
  }
  const itemReport = report.at(`${key}[]`);
  const parsed: T[] = [];
  for (const item of value) {
    const result = parse(item, itemReport);
    if (result !== null) parsed.push(result);
  }
  return parsed;
}

export function parseLiveMatchData(raw: unknown, report: WireReport = FEED_REPORT.at('MatchData')): LiveMatchData | null {
  const r = readRecord(raw, report);
  if (!r) return null;
  const players = (key: string) => itemsOf(r, key, parseLivePlayer, report);
  return {
    MatchId: num(r, 'MatchId', report) ?? 0,
    HomeTeam: text(r, 'HomeTeam', report) ?? '',
    AwayTeam: text(r, 'AwayTeam', report) ?? '',
    HomeTeamId: num(r, 'HomeTeamId', report) ?? 0,
    AwayTeamId: num(r, 'AwayTeamId', report) ?? 0,
    HomePlayers: players('HomePlayers'),
    AwayPlayers: players('AwayPlayers'),
    HomeGoalies: players('HomeGoalies'),
    AwayGoalies: players('AwayGoalies'),
    HomeCoaches: players('HomeCoaches'),
    AwayCoaches: players('AwayCoaches'),
    TournamentName: text(r, 'TournamentName', report) ?? undefined,
    ActivityArea: text(r, 'ActivityArea', report) ?? undefined,
    MatchStartTime: text(r, 'MatchStartTime', report) ?? undefined,
    Referees: itemsOf(r, 'Referees', parseReferee, report),
    Attendance: num(r, 'Attendance', report),
  };
}

function side(r: WireRecord, key: string): LiveTeamSide | undefined {
  const value = r[key];
  return value === 'H' || value === 'A' || value === 'B' ? value : undefined;
}

const PLAYER_FIELDS = ['Player', 'PlayerIn', 'PlayerOut', 'Opponent', 'Assist', 'FirstAssist', 'SecondAssist', 'Goalie'] as const;
const LIST_FIELDS = ['ActivePlayers', 'Opponents', 'HomePlayersOnIce', 'AwayPlayersOnIce', 'Players'] as const;
const NUMBER_FIELDS = ['Id', 'ShotResult', 'FoulType', 'Type', 'Minutes', 'RoundNo', 'ShooterId', 'Period', 'EventType', 'h', 'a'] as const;
const TEXT_FIELDS = [
  'DeletedEventClientId',
  'TimeToken',
  'TypeName',
  'InfractionName',
  'ResultText',
  'DirectionName',
  'PeriodName',
  'Time',
  'TotalMatchTime',
] as const;

/** A live goal's type: the SPEC §3 id, or the code the id stands for ("PP1"); an unknown code is reported. */
function liveGoalType(r: WireRecord, report: WireReport): number | null {
  const value = r['GoalType'];
  if (typeof value === 'string' && /[a-z]/i.test(value)) {
    const byCode = hockeyGoalTypeId(value);
    if (byCode === null) report.unreadable('GoalType', value);
    return byCode;
  }
  return num(r, 'GoalType', report);
}

/**
 * A live event, or null when the message is not one. `timetoken` fills TimeToken when the event has none.
 * Texts are trimmed and a blank one is left out, like every display text at the boundary (DESIGN §1).
 */
export function parseLiveEvent(raw: unknown, timetoken?: string, report: WireReport = FEED_REPORT): LiveEvent | null {
  const r = readRecord(raw, report);
  if (!r) return null;
  const clientId = text(r, 'ClientId', report);
  const type = text(r, 'MatchEventType', report);
  if (!clientId || !type) return null;
  const event: LiveEvent = { ClientId: clientId, MatchId: num(r, 'MatchId', report) ?? 0, MatchEventType: type };
  for (const key of NUMBER_FIELDS) {
    const value = num(r, key, report);
    if (value !== null) event[key] = value;
  }
  for (const key of TEXT_FIELDS) {
    const value = text(r, key, report);
    if (value !== null) event[key] = value;
  }
  // The same clock and goal type spellings as the finished match's goals (issue 25 case 2): 512 is "05:12",
  // "PP1" is the SPEC §3 id.
  const periodTime = clockTime(r, 'PeriodTime', report);
  if (periodTime !== null) event.PeriodTime = periodTime;
  const goalType = liveGoalType(r, report);
  if (goalType !== null) event.GoalType = goalType;
  for (const key of PLAYER_FIELDS) {
    if (key in r) event[key] = parseLivePlayer(r[key], report.at(key));
  }
  for (const key of LIST_FIELDS) {
    // A list the message does not carry (or cannot) stays absent: it is not an empty one.
    const players = itemsOf(r, key, parseLivePlayer, report);
    if (Array.isArray(r[key])) event[key] = players;
  }
  const team = side(r, 'Team');
  if (team) event.Team = team;
  const direction = r.Direction;
  if (direction === 'In' || direction === 'Out') event.Direction = direction;
  const coach = bool(r, 'IsCoach', report);
  if (coach !== null) event.IsCoach = coach;
  const goalie = bool(r, 'IsGoalie', report);
  if (goalie !== null) event.IsGoalie = goalie;
  if (r.MatchData !== undefined) {
    const data = parseLiveMatchData(r.MatchData, report.at('MatchData'));
    if (data) event.MatchData = data;
  }
  if (event.TimeToken === undefined && timetoken) event.TimeToken = timetoken;
  return event;
}
