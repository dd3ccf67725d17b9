/**
 * Wire entities of SPEC §3, field names exactly as the federation's API sends them.
 * These are the shapes on the wire: anything may be missing or null in real data, so the client parses
 * them at the boundary (see `parse.ts`) before any rule sees them.
 */

export type SportId = number;

/** SPEC §1 sport ids. */
export const SPORT = {
  iceHockey: 152,
  basketball: 199,
  volleyball: 157,
  golf: 209,
  padel: 429,
  squash: 216,
  curling: 204,
  frisbeeGolf: 2396,
  handball: 210,
  soccer: 207,
  tableTennis: 201,
  dodgeball: 370,
  floorball: 72,
  futsal: 428,
  rinkbandy: 71,
  cageball: 373,
} as const;

/** SPEC §9: the corporate-sports organisation. */
export const SPECIAL_ORG_ID = 354;

export interface Season {
  seasonId: number;
  seasonName: string;
  /** ISO date-time. */
  seasonDateFrom: string;
  orgIdOwner: number;
}

/**
 * decided here (issue 26): one year's part of the season look-up (`seasonLookup`): the year's ta/Seasons
 * list, or why its read failed (a message naming the target, safe to show).
 */
export type SeasonsOfYear = { year: number; seasons: Season[] } | { year: number; failure: string };

export interface Tournament {
  tournamentId: number;
  tournamentName: string;
  sportId: SportId;
  division: number | null;
  isResultPublished: boolean | null;
  areMatchesPublished: boolean;
  /** League-level flag: false means results and standings are not for public viewing. */
  leagueDisplayResults: boolean | null;
  // decided here: the season a tournament belongs to travels with it (ta/Tournament reads it).
  seasonId: number;
}

export interface Team {
  teamId: number;
  team: string;
  // decided here: the team's organisation, so rosters and statistics can link by orgId.
  orgId: number;
}

export interface Organisation {
  orgId: number;
  /** Empty string means no logo: the team's initial shows. */
  // decided here: the base64 text of a PNG image, without a data-URL prefix (the client adds "data:image/png;base64,").
  orgLogoBase64: string;
}

export type LiveClientType = 'Advanced' | 'Standard' | 'Simple' | 'None';

export interface MatchResult {
  homeGoals: number;
  awayGoals: number;
  matchEndResult: string;
}

export interface Match {
  matchId: number;
  id: number;
  /** ISO date (yyyy-MM-dd) or date-time in the league's time zone. */
  // decided here: the demo league sends the league-zone calendar date at local midnight, no offset ("2026-11-21T00:00:00"); read the first 10 characters.
  matchDate: string;
  /** hhmm as a number, e.g. 1930 or 930. */
  matchStartTime: number | null;
  matchEndTime: number | null;
  tournamentId: number;
  tournamentName: string;
  seasonId: number | null;
  hometeam: string;
  awayteam: string;
  hometeamId: number;
  awayteamId: number;
  hometeamOrgName: string | null;
  awayteamOrgName: string | null;
  hometeamOverriddenName: string | null;
  awayteamOverriddenName: string | null;
  hometeamClubOrgId: number | null;
  awayteamClubOrgId: number | null;
  activityAreaName: string | null;
  spectators: number | null;
  statusTypeId: number | null;
  liveClientType: LiveClientType | null;
  matchResult: MatchResult | null;
  // decided here: the sport travels with a match, so the scoreboard of other tournaments needs no lookup.
  sportId: SportId;
}

export type PartialResultType = 'periods' | 'overtime' | 'shootout';

/**
 * decided here: `partialResultTypeId` is the period's number, the same number incidents and goals carry
 * (`Incident.partialResultTypeId`, `Goal.periodId`). Ice hockey: 1-3 'periods'; a regular-season 5-minute
 * overtime is 4 'overtime' and a shootout after it 5 'shootout' (homeGoals/awayGoals = shootout goals; the
 * winner gets one goal in matchResult); play-off continuation periods are full 20-minute periods 4-12 'periods'.
 * Basketball: 1-4 'periods', extra periods 5-10 'overtime' (E1-E6). Volleyball: sets 1-5 'periods' with the set's
 * points. Only periods that have begun are listed.
 */
export interface PeriodResult {
  partialResultTypeId: number;
  partialResultType: PartialResultType;
  homeGoals: number;
  awayGoals: number;
}

/**
 * decided here: incident vocabulary of ta/MatchIncidents. `incidentType` is the live event type name
 * (`LIVE_EVENT_TYPE`). Ice hockey: 'Shot' (a saved shot; goals are not incidents, see the period results) and
 * 'Penalty'. Basketball: 'Shot' with `incidentSubTypeId` = the SPEC §3 shot id (200444 … 200580), 'Foul' with
 * `incidentTypeId` = the SPEC §3 foul id, 'OffensiveRebound' 407, 'DefensiveRebound' 408, 'Turnover' 410,
 * 'Steal', 'Block'. Volleyball: 'Point' with `incidentTypeId` = the point type (`LIVE_VOLLEYBALL_POINT`, the
 * ids of the volleyball catalogue), personId null for the other side's error. Soccer (issue 24 case 10): 'Goal',
 * 'YellowCard' and 'RedCard' (a red card's `incidentSubTypeId` says why: a second yellow or a straight red),
 * each with the match `minute` and the player's name (a soccer match has no player list to look it up in),
 * `partialResultTypeId` the half (1, 2). Ids: `MATCH_INCIDENT_TYPE`.
 */
export interface Incident {
  incidentType: string;
  incidentSubTypeId: number | null;
  /** H home, B away. */
  team: 'H' | 'B';
  partialResultTypeId: number;
  /** null: a team-level incident. */
  personId: number | null;
  incidentTypeId: number;
  /** decided here: the match minute (1, 2, …) of a soccer goal or card; absent for the other sports. */
  minute?: number;
  /** decided here: the player's names on a soccer goal or card; absent for the other sports. */
  firstName?: string;
  lastName?: string;
}

/** decided here: the incident type ids of ta/MatchIncidents beyond those SPEC §3 names. */
export const MATCH_INCIDENT_TYPE = {
  hockeyShot: 301,
  hockeyPenalty: 302,
  basketballShot: 400,
  offensiveRebound: 407,
  defensiveRebound: 408,
  steal: 409,
  turnover: 410,
  block: 411,
  soccerGoal: 501,
  soccerYellowCard: 502,
  soccerRedCard: 503,
  /** A red card's `incidentSubTypeId`: the second yellow card of the match. */
  soccerSecondYellow: 504,
  /** A red card's `incidentSubTypeId`: a straight red card. */
  soccerStraightRed: 505,
} as const;

/**
 * decided here: ta/MatchIncidentTypes?sfOrgId= answers the catalogue of the organisation's sport: 354 (SPEC §9)
 * and the volleyball association the volleyball point types, the hockey federation and the basketball
 * association their own; any other organisation an empty list.
 */
export interface IncidentType {
  matchIncidentTypeId: number;
  matchIncidentTypeName: string;
}

export interface Goal {
  personId: number;
  orgId: number;
  teamName: string;
  shirtNo: number | null;
  firstName: string;
  lastName: string;
  firstAssistPersonId: number | null;
  firstAssistShirtNo: number | null;
  firstAssistFirstName: string | null;
  firstAssistLastName: string | null;
  secondAssistPersonId: number | null;
  secondAssistShirtNo: number | null;
  secondAssistFirstName: string | null;
  secondAssistLastName: string | null;
  goalTypeId: number;
  periodId: number;
  /** mm:ss within the period. */
  // decided here: elapsed time in the period (00:00-19:59), not the count-down clock.
  periodTime: string;
  homeOrAwayTeam: 'H' | 'B';
  // decided here: the skaters on ice (goalies left out) as shirt numbers joined by "," with no spaces, e.g. "4,7,12,19,23".
  onIceHomeTeamShirtNo: string;
  onIceAwayTeamShirtNo: string;
}

export interface Penalty {
  personId: number;
  orgId: number;
  teamName: string;
  shirtNo: number | null;
  firstName: string;
  lastName: string;
  infractionType: string;
  /** "name - N min": minutes are parsed from it. */
  severityType: string;
  // decided here: mm:ss elapsed in the period when the penalty was called.
  servingStartTime: string;
  servingStartPeriodId: number;
}

/** decided here: ta/MatchReferee lists the match officials in order (refereeType e.g. "Hoveddommer"); a non-official stand-in has nonOfficialReferee true and the name also in nonOfficialRefereeName. */
export interface Referee {
  refereeId: number;
  refereeType: string;
  firstName: string;
  lastName: string;
  nonOfficialReferee: boolean;
  nonOfficialRefereeName: string | null;
}

export type HockeyMemberType = 'Player' | 'GK1' | 'GK2';

/**
 * decided here: icehockey/Match/Players lists every dressed player of both teams (goalies with memberType
 * GK1/GK2 and lineNumber null). `orgId` and `teamOrgId` are both the team's organisation. Lines are carried
 * by `lineNumber` (1-4): the lineup view joins ta/MatchTeamMembers to these rows by personId. `points` is
 * plus/minus, `shots` shots on goal including goals, `faceoffs_WinPct` null without faceoffs, `playerTime`
 * "mm:ss" (minutes may exceed 59) and `playerTimeSeconds` null for skaters until the match has ended.
 * `bestPlayer`: one per team once the match has ended.
 */
export interface MatchPlayer {
  personId: number;
  orgId: number;
  teamOrgId: number;
  firstName: string;
  lastName: string;
  shirtNo: number | null;
  memberType: HockeyMemberType;
  lineNumber: number | null;
  goalsScored: number;
  assists: number;
  pts: number;
  points: number;
  shots: number;
  pim: number;
  /** 0-1 fraction. */
  faceoffs_WinPct: number | null;
  playerTime: string | null;
  playerTimeSeconds: number | null;
  bestPlayer: boolean;
}

/**
 * decided here: icehockey/Match/GoalieLeaders lists the goalies of both teams who have been in net; `orgId`
 * is the team's organisation. Time in net is `minutesPlayed`:`secondsPlayed` (secondsPlayed is the 0-59
 * remainder). `shots` are shots on goal faced (shootout left out), `sv` saves = shots - goals against,
 * `svPct` the save percentage 0-100 rounded to one decimal, null with no shots faced.
 */
export interface MatchGoalie {
  personId: number;
  orgId: number;
  shirtNo: number | null;
  firstName: string;
  lastName: string;
  minutesPlayed: number;
  secondsPlayed: number;
  shots: number;
  sv: number;
  svPct: number | null;
}

/**
 * decided here: ta/MatchTeamMembers lists the dressed players of both teams, home first, in roster order
 * (hockey: GK1, GK2, then line 1-4 as LD, RD, LW, CE, RW). Empty before the match starts. The line of a
 * hockey skater is MatchPlayer.lineNumber of the same personId (icehockey/Match/Players).
 */
export interface LineupMember {
  position: string;
  number: number | null;
  lastName: string;
  personId: number;
  teamOrgId: number;
}

/** decided here: basketball/match/Players lists every dressed player of both teams; `orgId` = `teamOrgId` = the team. */
export interface BasketballPlayer {
  personId: number;
  orgId: number;
  teamOrgId: number;
  firstName: string;
  lastName: string;
  shirtNo: number | null;
  p1Sum: number;
  p1MissSum: number;
  p2Sum: number;
  p2MissSum: number;
  p3Sum: number;
  p3MissSum: number;
  fouls: number;
  offRebSum: number;
  defRebSum: number;
  blSum: number;
  stSum: number;
  toSum: number;
  assists: number;
  totalSeconds: number;
}

/** decided here: volleyball/match/Players lists every dressed player of both teams; `orgId` = `teamOrgId` = the team. */
export interface VolleyballPlayer {
  personId: number;
  orgId: number;
  teamOrgId: number;
  firstName: string;
  lastName: string;
  shirtNo: number | null;
  totalPoints: number;
  attackPoints: number;
  blockPoints: number;
  aces: number;
}

export type BroadcastProvider = 'play' | 'mygame' | 'direktesport' | 'tv2';

export interface Broadcast {
  matchId: number;
  broadcastUrls: Partial<Record<BroadcastProvider, string | null>>;
}

/**
 * SPEC §3 standings row. A figure the answer lacks is null (it shows as a dash, SPEC §8: never a wrong number).
 * decided here: volleyball keeps sets in goalsScored/goalsConceeded/goalDifference and rally points in the
 * partialPoints fields; golf is team match play: draws are halved matches, goalsScored/goalsConceeded are
 * holes won/lost, and its table is #, Team, GP, W, H(alved), L, holes won, holes lost, +/-, P. Points per
 * match are decided in src/server/demo/projections/standings.ts (hockey by the SPEC §9 factor).
 */
export interface StandingsRow {
  position: number;
  orgId: number;
  orgName: string;
  matches: number | null;
  victories: number | null;
  draws: number | null;
  losses: number | null;
  totalPoints: number | null;
  goalsScored: number | null;
  goalsConceeded: number | null;
  goalDifference: number | null;
  penaltyMinutes: number | null;
  bonusPointsTotal: number | null;
  totalGoalsFormatted: string | null;
  pointsPercentageOfTotal: number | null;
  victoriesFulltimeTotal: number | null;
  victoriesOvertimeTotal: number | null;
  victoriesPenaltiesTotal: number | null;
  lossesFulltimeTotal: number | null;
  lossesOvertimeTotal: number | null;
  lossesPenaltiesTotal: number | null;
  partialPointsScored: number | null;
  partialPointsConceded: number | null;
  partialPointsDifference: number | null;
}

export interface PresentationSetting {
  presentationParameterTypeId: number;
  presentationParameterLabel: string;
  presentationParameterName: string;
}

/**
 * One ice hockey skater's line for one finished match (icehockey/Player/{personId}). Decided here: both forms
 * of the call answer one row per match the person dressed for, newest first, `gamePlayed` 1: `?numberMatches=5`
 * the last five over every tournament, `?tournamentId=` every match of that tournament (the client sums a
 * tournament's rows). `minutesPlayed`/`secondsPlayed` are time on ice as whole minutes and the seconds left
 * over (as the match goalie's); `shotsPct` and `faceoffsWinPct` are the match's (0-100, floor; 0-1 fraction).
 * Here and in the goalie and basketball rows, a figure the answer lacks is null (a dash, SPEC §8).
 */
export interface SkaterGame {
  matchDate: string;
  homeTeamName: string;
  awayTeamName: string;
  tournamentName: string;
  goalsScored: number | null;
  goalsAgainst: number | null;
  assists: number | null;
  pts: number | null;
  /** plus/minus */
  points: number | null;
  pim: number | null;
  powerPlayGoals: number | null;
  powerPlayGoalAssists: number | null;
  shortHandGoals: number | null;
  shortHandGoalAssists: number | null;
  gwg: number | null;
  shots: number | null;
  shotsPct: number | null;
  faceOffs: number | null;
  faceoffsWinPct: number | null;
  gamePlayed: number;
  minutesPlayed: number | null;
  secondsPlayed: number | null;
  tournamentId: number;
  teamName: string;
  matchId: number;
}

/**
 * One ice hockey goalie's line for one finished match he was in net for (icehockey/Goalie/{personId}), in
 * the same two forms as `SkaterGame`. `gaa` is goals against per 60 minutes (two decimals), `sV_Pct` the save
 * percentage with one decimal (as the match page's goalie table).
 */
export interface GoalieGame {
  matchdate: string;
  minutesPlayed: number | null;
  secondsPlayed: number | null;
  wins: number | null;
  ties: number | null;
  losses: number | null;
  so: number | null;
  ga: number | null;
  gaa: number | null;
  sv: number | null;
  sV_Pct: number | null;
  gamePlayed: number;
  // decided here: a game row names its match (the profile links it to the match page) and the teams.
  matchId: number;
  tournamentId: number;
  tournamentName: string;
  homeTeamName: string;
  awayTeamName: string;
  teamName: string;
}

export interface BasketballSeasonStats {
  personId: number;
  orgId: number;
  orgName: string;
  // decided here: player names travel with statistics rows.
  firstName: string;
  lastName: string;
  matches: number | null;
  totalSeconds: number | null;
  points: number | null;
  fouls: number | null;
  p1Sum: number | null;
  p1MissSum: number | null;
  p2Sum: number | null;
  p2MissSum: number | null;
  p3Sum: number | null;
  p3MissSum: number | null;
  offRebSum: number | null;
  defRebSum: number | null;
  assists: number | null;
  toSum: number | null;
  stSum: number | null;
  blSum: number | null;
}

export interface TeamMember {
  personId: number;
  owningOrgId: number;
  firstName: string;
  lastName: string;
  birthDate: string | null;
  number: number | null;
  position: string | null;
  nationality: string | null;
  height: number | null;
  imageUrl: string | null;
}

/**
 * decided here (issue 25): ta/TeamMembers lists the team's staff too (`memberType: "TeamSupport"`, players
 * `"Player"` or no memberType). The parser keeps them apart from the players; `role` is the staff member's
 * role text ("Hovedtrener"), null when the answer gives none.
 */
export interface TeamStaffMember {
  personId: number;
  firstName: string;
  lastName: string;
  role: string | null;
}

/** decided here (issue 25): a roster as read, its players and its staff, each in the answer's order. */
export interface TeamRoster {
  players: TeamMember[];
  staff: TeamStaffMember[];
}

export interface Transfer {
  transferId: number;
  firstName: string;
  lastName: string;
  fromOrgName: string;
  toOrgName: string;
  datePermittedToPlayNewOrg: string;
}

export interface TournamentForPerson {
  tournamentId: number;
  tournamentName: string;
  startDate: string;
  endDate: string;
  // decided here: the season, the sport and the team the person played the tournament for (the basketball
  // profile's last-tournaments table shows the team; the profile tells a person of another sport by it).
  seasonId: number;
  sportId: number;
  orgId: number;
  teamName: string;
}

/**
 * The statistics tables' rows (SPEC §3, §7 icehockey/TournamentPlayers and the rest). A figure the answer
 * lacks is null (a dash, SPEC §8); the percentages and averages are derived by the client from the counts
 * by SPEC §5's season rules.
 */
export interface SkaterStatsRow {
  personId: number;
  orgId: number;
  firstName: string;
  lastName: string;
  teamName: string;
  gp: number | null;
  g: number | null;
  a: number | null;
  pts: number | null;
  plusMinus: number | null;
  pim: number | null;
  ppg: number | null;
  ppa: number | null;
  shg: number | null;
  sha: number | null;
  gwg: number | null;
  sog: number | null;
  /**
   * Shooting percentage as the answer reports it (0-100; the federation's `shotsPct`). The table shows its
   * own season-rule S% from `g` and `sog` when both are known, this one only when they are not.
   */
  shotsPct: number | null;
  /** 0-1 fraction */
  faceoffsWinPct: number | null;
  faceoffs: number | null;
}

export interface GoalieStatsRow {
  personId: number;
  orgId: number;
  firstName: string;
  lastName: string;
  teamName: string;
  gp: number | null;
  toiSeconds: number | null;
  w: number | null;
  l: number | null;
  so: number | null;
  ga: number | null;
  sv: number | null;
}

export interface TeamStatsRow {
  teamName: string;
  orgId: number;
  gp: number | null;
  ppgf: number | null;
  adv: number | null;
  ppPct: number | null;
  shga: number | null;
  ppga: number | null;
  tsh: number | null;
  pkPct: number | null;
  shgf: number | null;
  faceoffsWinPct: number | null;
}

export interface AttendanceRow {
  teamName: string;
  /** Spectators at the team's last home match. */
  yesterday: number | null;
  total: number | null;
  games: number | null;
}

export interface SoccerPlayerRow {
  personId: number;
  orgId: number;
  firstName: string;
  lastName: string;
  teamName: string;
  matches: number | null;
  goals: number | null;
  redCarts: number | null;
  yellowCards: number | null;
}

/**
 * decided here: statusTypeId values. SPEC §5 keeps null and 1-5 in the lists; anything else (6 deleted,
 * 7 a withdrawn team's match (DESIGN §1), 9 withdrawn, …) is dropped from them, though a direct link may
 * still open such a match (it then says it was withdrawn).
 */
export const MATCH_STATUS = {
  scheduled: 1,
  inProgress: 2,
  finished: 3,
  postponed: 4,
  canceled: 5,
  withdrawnTeam: 7,
  withdrawn: 9,
} as const;
