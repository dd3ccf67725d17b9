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
