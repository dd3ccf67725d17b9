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

export interface PeriodResult {
  partialResultTypeId: number;
  partialResultType: PartialResultType;
  homeGoals: number;
  awayGoals: number;
}

export interface Incident {
  incidentType: string;
  incidentSubTypeId: number | null;
  /** H home, B away. */
  team: 'H' | 'B';
  partialResultTypeId: number;
  /** null: a team-level incident. */
  personId: number | null;
  incidentTypeId: number;
}

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
  periodTime: string;
  homeOrAwayTeam: 'H' | 'B';
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
  servingStartTime: string;
  servingStartPeriodId: number;
}

export interface Referee {
  refereeId: number;
  refereeType: string;
  firstName: string;
  lastName: string;
  nonOfficialReferee: boolean;
  nonOfficialRefereeName: string | null;
}

export type HockeyMemberType = 'Player' | 'GK1' | 'GK2';

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

export interface LineupMember {
  position: string;
  number: number | null;
  lastName: string;
  personId: number;
  teamOrgId: number;
}

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

export interface StandingsRow {
  position: number;
  orgId: number;
  orgName: string;
  matches: number;
  victories: number;
  draws: number;
  losses: number;
  totalPoints: number;
  goalsScored: number;
  goalsConceeded: number;
  goalDifference: number;
  penaltyMinutes: number;
  bonusPointsTotal: number;
  totalGoalsFormatted: string;
  pointsPercentageOfTotal: number;
  victoriesFulltimeTotal: number;
  victoriesOvertimeTotal: number;
  victoriesPenaltiesTotal: number;
  lossesFulltimeTotal: number;
  lossesOvertimeTotal: number;
  lossesPenaltiesTotal: number;
  partialPointsScored: number;
  partialPointsConceded: number;
  partialPointsDifference: number;
}

export interface PresentationSetting {
  presentationParameterTypeId: number;
  presentationParameterLabel: string;
  presentationParameterName: string;
}

export interface SkaterGame {
  matchDate: string;
  homeTeamName: string;
  awayTeamName: string;
  tournamentName: string;
  goalsScored: number;
  goalsAgainst: number;
  assists: number;
  pts: number;
  /** plus/minus */
  points: number;
  pim: number;
  powerPlayGoals: number;
  powerPlayGoalAssists: number;
  shortHandGoals: number;
  shortHandGoalAssists: number;
  gwg: number;
  shots: number;
  shotsPct: number;
  faceOffs: number;
  faceoffsWinPct: number;
  gamePlayed: number;
  minutesPlayed: number;
  secondsPlayed: number;
  tournamentId: number;
  teamName: string;
  matchId: number;
}

export interface GoalieGame {
  matchdate: string;
  minutesPlayed: number;
  secondsPlayed: number;
  wins: number;
  ties: number;
  losses: number;
  so: number;
  ga: number;
  gaa: number;
  sv: number;
  sV_Pct: number;
  gamePlayed: number;
}

export interface BasketballSeasonStats {
  personId: number;
  orgId: number;
  orgName: string;
  // decided here: player names travel with statistics rows.
  firstName: string;
  lastName: string;
  matches: number;
  totalSeconds: number;
  points: number;
  fouls: number;
  p1Sum: number;
  p1MissSum: number;
  p2Sum: number;
  p2MissSum: number;
  p3Sum: number;
  p3MissSum: number;
  offRebSum: number;
  defRebSum: number;
  assists: number;
  toSum: number;
  stSum: number;
  blSum: number;
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
}

export interface SkaterStatsRow {
  personId: number;
  orgId: number;
  firstName: string;
  lastName: string;
  teamName: string;
  gp: number;
  g: number;
  a: number;
  pts: number;
  plusMinus: number;
  pim: number;
  ppg: number;
  ppa: number;
  shg: number;
  sha: number;
  gwg: number;
  sog: number;
  /** 0-1 fraction */
  faceoffsWinPct: number;
  faceoffs: number;
}

export interface GoalieStatsRow {
  personId: number;
  orgId: number;
  firstName: string;
  lastName: string;
  teamName: string;
  gp: number;
  toiSeconds: number;
  w: number;
  l: number;
  so: number;
  ga: number;
  sv: number;
}

export interface TeamStatsRow {
  teamName: string;
  orgId: number;
  gp: number;
  ppgf: number;
  adv: number;
  ppPct: number;
  shga: number;
  ppga: number;
  tsh: number;
  pkPct: number;
  shgf: number;
  faceoffsWinPct: number;
}

export interface AttendanceRow {
  teamName: string;
  /** Spectators at the team's last home match. */
  yesterday: number;
  total: number;
  games: number;
}

export interface SoccerPlayerRow {
  personId: number;
  orgId: number;
  firstName: string;
  lastName: string;
  teamName: string;
  matches: number;
  goals: number;
  redCarts: number;
  yellowCards: number;
}

/**
 * decided here: statusTypeId values. SPEC §5 keeps null and 1-5; anything else (6 deleted, 7 walk-over
 * draft, …) is dropped by the client.
 */
export const MATCH_STATUS = {
  scheduled: 1,
  inProgress: 2,
  finished: 3,
  postponed: 4,
  canceled: 5,
} as const;
