/**
 * Live messaging wire types (SPEC §3 Live match data, Live event; DESIGN §5). PascalCase as on the wire.
 * Every field but the identity ones may be absent: events are parsed at the boundary.
 */

export type LiveTeamSide = 'H' | 'A' | 'B';

export interface LivePlayer {
  Id: number;
  TeamId: number;
  ShirtNo: number | null;
  FirstName: string;
  LastName: string;
  IsCaptain?: boolean;
  IsAlternateCaptain?: boolean;
  PositionId?: number | null;
  PositionName?: string | null;
  IsStarter?: boolean;
}

export interface LiveReferee {
  Type: string;
  Name: string;
}

export interface LiveMatchData {
  MatchId: number;
  HomeTeam: string;
  AwayTeam: string;
  HomeTeamId: number;
  AwayTeamId: number;
  HomePlayers?: LivePlayer[];
  AwayPlayers?: LivePlayer[];
  HomeGoalies?: LivePlayer[];
  AwayGoalies?: LivePlayer[];
  HomeCoaches?: LivePlayer[];
  AwayCoaches?: LivePlayer[];
  TournamentName?: string;
  ActivityArea?: string;
  MatchStartTime?: string;
  Referees?: LiveReferee[];
  Attendance?: number | null;
}

/** One message on `match:{id}:all` or `match:{id}:goals`. */
export interface LiveEvent {
  Id?: number;
  ClientId: string;
  MatchId: number;
  MatchEventType: string;
  DeletedEventClientId?: string | null;
  TimeToken?: string;
  TypeName?: string;
  Team?: LiveTeamSide;
  Player?: LivePlayer | null;
  PlayerIn?: LivePlayer | null;
  PlayerOut?: LivePlayer | null;
  Opponent?: LivePlayer | null;
  Assist?: LivePlayer | null;
  FirstAssist?: LivePlayer | null;
  SecondAssist?: LivePlayer | null;
  Goalie?: LivePlayer | null;
  GoalType?: number | null;
  ShotResult?: number | null;
  FoulType?: number | null;
  IsCoach?: boolean;
  Type?: number | null;
  ActivePlayers?: LivePlayer[];
  Opponents?: LivePlayer[];
  HomePlayersOnIce?: LivePlayer[];
  AwayPlayersOnIce?: LivePlayer[];
  InfractionName?: string | null;
  Minutes?: number | null;
  ResultText?: string | null;
  RoundNo?: number | null;
  ShooterId?: number | null;
  Direction?: 'In' | 'Out';
  DirectionName?: string | null;
  IsGoalie?: boolean;
  PeriodName?: string | null;
  PeriodTime?: string | null;
  Period?: number | null;
  Time?: string | null;
  TotalMatchTime?: string | null;
  EventType?: number | null;
  Players?: LivePlayer[];
  MatchData?: LiveMatchData;
  /** The score pair after this event. */
  h?: number;
  a?: number;
}

/** Channel names (SPEC §7 Real-time connection). */
export const liveChannels = {
  all: (matchId: number) => `match:${matchId}:all`,
  goals: (matchId: number) => `match:${matchId}:goals`,
} as const;

/** SPEC §7/§9: history is read in pages of this many messages. */
export const HISTORY_PAGE_SIZE = 100;

/**
 * decided here: the live event vocabulary (SPEC §3 "Event types by sport", DESIGN §5). Every event has
 * `ClientId` (unique; a correction re-sends the same ClientId with new content), `MatchId`,
 * `MatchEventType`, `Id` (the publisher's sequence number), and where it applies `Team` ('H' home,
 * 'A' away), `Period` (1…; hockey overtime 4, shootout 5; basketball extra periods 5…), `PeriodName`
 * (SPEC §3 names: "1. periode", "Overtime", "Shootout", "1. ekstraomgang"), `PeriodTime` (mm:ss elapsed
 * in the period) and `TotalMatchTime` (mm:ss elapsed in the match). Scoring events carry the score after
 * them in `h`/`a` and are published on both `match:{id}:all` and `match:{id}:goals`.
 *
 * - Goals channel (decided here, issue 11): everything that changes a match's score or state — Goal, a
 *   made basketball Shot, Point, their corrections, every shootout attempt, and the period events (Match
 *   start, Period start/end, Match end) — each with the score pair after it in `h`/`a` (during a shootout
 *   the match score, still level; the Match end carries the final result), so a list that follows only
 *   the goals channel shows the same score and state as the live page.
 * - MatchData: `MatchData` (teams, players with PositionId lines, goalies, coaches, referees, arena,
 *   start time, attendance). The live view shows no data until one has arrived (SPEC §4).
 * - Timer: `EventType` 0 with TypeName 'Start' (the clock runs), 1 with 'Stop' (frozen at TotalMatchTime),
 *   2 for period events with TypeName 'Match start' | 'Period start' | 'Period end' | 'Match end'.
 * - Delete: `DeletedEventClientId` names the event to remove.
 * - PlayerTime (152) and Substitution (199): `Direction` 'In' | 'Out' with `Player` (152) or
 *   `PlayerIn`/`PlayerOut` (199); `IsGoalie` for goalies.
 * - 152 Goal: Player, FirstAssist, SecondAssist, GoalType (200141…200145), HomePlayersOnIce,
 *   AwayPlayersOnIce, h, a. Penalty: Player, InfractionName, Minutes. Shot: Player, Goalie, ShotResult
 *   (LIVE_SHOT_RESULT). Faceoff: Team and Player of the winner, Opponent. PenaltyShot: Player, Goalie,
 *   ResultText 'Goal' | 'Miss' (h, a on a goal). Shootout: Player, ShooterId, Goalie, RoundNo, ResultText
 *   'Goal' | 'Miss', h, a (shootout goals so far). Timeout: Team.
 * - 199 Shot: Player, ShotResult = the shot sub-type id (200444 one-point goal … 200580 three-point miss),
 *   h, a on a made shot. OffensiveRebound / DefensiveRebound / Turnover: Player (null: a team rebound or
 *   team turnover). Foul: Player, FoulType (a foul id of SPEC §3), IsCoach. Block, Steal: Player, Opponent.
 *   Timeout: Team. TeamUpdate: Players (with IsStarter).
 * - 157 Point: Player (null for an opponent error), Type (LIVE_VOLLEYBALL_POINT), Period = set number,
 *   h, a = points in the set. Penalty: Player. Timeout: Team.
 */
export const LIVE_EVENT_TYPE = {
  matchData: 'MatchData',
  timer: 'Timer',
  delete: 'Delete',
  playerTime: 'PlayerTime',
  goal: 'Goal',
  penalty: 'Penalty',
  shot: 'Shot',
  faceoff: 'Faceoff',
  penaltyShot: 'PenaltyShot',
  shootout: 'Shootout',
  timeout: 'Timeout',
  defensiveRebound: 'DefensiveRebound',
  offensiveRebound: 'OffensiveRebound',
  substitution: 'Substitution',
  foul: 'Foul',
  block: 'Block',
  steal: 'Steal',
  turnover: 'Turnover',
  teamUpdate: 'TeamUpdate',
  point: 'Point',
} as const;

/** Timer `EventType` values (decided here). */
export const LIVE_TIMER = { start: 0, stop: 1, periodEvent: 2 } as const;

/** Period event names of Timer events with EventType 2 (SPEC §3). */
export const LIVE_PERIOD_EVENT = {
  matchStart: 'Match start',
  matchEnd: 'Match end',
  periodStart: 'Period start',
  periodEnd: 'Period end',
} as const;

/** Hockey shot results (decided here). */
export const LIVE_SHOT_RESULT = { saved: 0, missed: 1, blocked: 2 } as const;

/** Volleyball point types in `Type` (decided here). */
export const LIVE_VOLLEYBALL_POINT = { attack: 1, block: 2, ace: 3, opponentError: 4 } as const;

/** The live positions of SPEC §5: PositionId 0-4 line 1, 5-9 line 2, 10-14 line 3, 15-19 line 4, 20 goalie. */
export const LIVE_GOALIE_POSITION_ID = 20;
