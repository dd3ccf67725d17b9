/**
 * Live events at the boundary (SPEC §3 Live event, Live match data; DESIGN §5): untrusted messages from
 * the feed or the live-events fetch become `LiveEvent`s. A message without a ClientId or MatchEventType is
 * dropped (null); malformed fields are left out, so the view shows dashes instead of failing.
 */
import type { LiveEvent, LiveMatchData, LivePlayer, LiveReferee, LiveTeamSide } from '../../../shared/contract/live';
import { asRecord, bool, listOf, num, str, type WireRecord } from './read';

export function parseLivePlayer(raw: unknown): LivePlayer | null {
  const r = asRecord(raw);
  if (!r) return null;
  const playerId = num(r, 'Id');
  if (playerId === null) return null;
  const player: LivePlayer = {
    Id: playerId,
    TeamId: num(r, 'TeamId') ?? 0,
    ShirtNo: num(r, 'ShirtNo'),
    FirstName: str(r, 'FirstName') ?? '',
    LastName: str(r, 'LastName') ?? '',
  };
  const captain = bool(r, 'IsCaptain');
  if (captain !== null) player.IsCaptain = captain;
  const alternate = bool(r, 'IsAlternateCaptain');
  if (alternate !== null) player.IsAlternateCaptain = alternate;
  const position = num(r, 'PositionId');
  if (position !== null) player.PositionId = position;
  const positionName = str(r, 'PositionName');
  if (positionName !== null) player.PositionName = positionName;
  const starter = bool(r, 'IsStarter');
  if (starter !== null) player.IsStarter = starter;
  return player;
}

function parseReferee(raw: unknown): LiveReferee | null {
  const r = asRecord(raw);
  if (!r) return null;
  return { Type: str(r, 'Type') ?? '', Name: str(r, 'Name') ?? '' };
}

export function parseLiveMatchData(raw: unknown): LiveMatchData | null {
  const r = asRecord(raw);
  if (!r) return null;
  const players = (key: string) => listOf(r[key], parseLivePlayer);
  return {
    MatchId: num(r, 'MatchId') ?? 0,
    HomeTeam: str(r, 'HomeTeam') ?? '',
    AwayTeam: str(r, 'AwayTeam') ?? '',
    HomeTeamId: num(r, 'HomeTeamId') ?? 0,
    AwayTeamId: num(r, 'AwayTeamId') ?? 0,
    HomePlayers: players('HomePlayers'),
    AwayPlayers: players('AwayPlayers'),
    HomeGoalies: players('HomeGoalies'),
    AwayGoalies: players('AwayGoalies'),
    HomeCoaches: players('HomeCoaches'),
    AwayCoaches: players('AwayCoaches'),
    TournamentName: str(r, 'TournamentName') ?? undefined,
    ActivityArea: str(r, 'ActivityArea') ?? undefined,
    MatchStartTime: str(r, 'MatchStartTime') ?? undefined,
    Referees: listOf(r.Referees, parseReferee),
    Attendance: num(r, 'Attendance'),
  };
}

function side(r: WireRecord, key: string): LiveTeamSide | undefined {
  const value = r[key];
  return value === 'H' || value === 'A' || value === 'B' ? value : undefined;
}

const PLAYER_FIELDS = ['Player', 'PlayerIn', 'PlayerOut', 'Opponent', 'Assist', 'FirstAssist', 'SecondAssist', 'Goalie'] as const;
const LIST_FIELDS = ['ActivePlayers', 'Opponents', 'HomePlayersOnIce', 'AwayPlayersOnIce', 'Players'] as const;
const NUMBER_FIELDS = ['Id', 'GoalType', 'ShotResult', 'FoulType', 'Type', 'Minutes', 'RoundNo', 'ShooterId', 'Period', 'EventType', 'h', 'a'] as const;
const TEXT_FIELDS = [
  'DeletedEventClientId',
  'TimeToken',
  'TypeName',
  'InfractionName',
  'ResultText',
  'DirectionName',
  'PeriodName',
  'PeriodTime',
  'Time',
  'TotalMatchTime',
] as const;

/** A live event, or null when the message is not one. `timetoken` fills TimeToken when the event has none. */
export function parseLiveEvent(raw: unknown, timetoken?: string): LiveEvent | null {
  const r = asRecord(raw);
  if (!r) return null;
  const clientId = str(r, 'ClientId');
  const type = str(r, 'MatchEventType');
  if (!clientId || !type) return null;
  const event: LiveEvent = { ClientId: clientId, MatchId: num(r, 'MatchId') ?? 0, MatchEventType: type };
  for (const key of NUMBER_FIELDS) {
    const value = num(r, key);
    if (value !== null) event[key] = value;
  }
  for (const key of TEXT_FIELDS) {
    const value = str(r, key);
    if (value !== null) event[key] = value;
  }
  for (const key of PLAYER_FIELDS) {
    if (key in r) event[key] = parseLivePlayer(r[key]);
  }
  for (const key of LIST_FIELDS) {
    if (Array.isArray(r[key])) event[key] = listOf(r[key], parseLivePlayer);
  }
  const team = side(r, 'Team');
  if (team) event.Team = team;
  const direction = r.Direction;
  if (direction === 'In' || direction === 'Out') event.Direction = direction;
  const coach = bool(r, 'IsCoach');
  if (coach !== null) event.IsCoach = coach;
  const goalie = bool(r, 'IsGoalie');
  if (goalie !== null) event.IsGoalie = goalie;
  if (r.MatchData !== undefined) {
    const data = parseLiveMatchData(r.MatchData);
    if (data) event.MatchData = data;
  }
  if (event.TimeToken === undefined && timetoken) event.TimeToken = timetoken;
  return event;
}
