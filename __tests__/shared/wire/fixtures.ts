/**
 * One record per entity in two spellings: `real`, as the federation's API writes it (DESIGN §1 "Real
 * upstream data": string ids, US dates, padded names, camel team keys, federation period ids, extra
 * fields), and `canonical`, as the contract and the demo write it. Both must parse to `entity`.
 */
import type {
  BasketballPlayer,
  Broadcast,
  Goal,
  GoalieStatsRow,
  Incident,
  LineupMember,
  LivePlayer,
  Match,
  MatchGoalie,
  MatchPlayer,
  Organisation,
  Penalty,
  PeriodResult,
  Referee,
  Season,
  SkaterStatsRow,
  StandingsRow,
  Team,
  Tournament,
  VolleyballPlayer,
} from '../../../src/shared/contract';

export interface Fixture<T> {
  real: Record<string, unknown>;
  canonical: Record<string, unknown>;
  entity: T;
}

const season: Season = { seasonId: 201061, seasonName: 'Sesong 2025/2026', seasonDateFrom: '2025-07-01T00:00:00', orgIdOwner: 365 };
export const seasonFixture: Fixture<Season> = {
  real: { seasonId: '201061', seasonName: 'Sesong 2025/2026 ', seasonDateFrom: '07/01/2025 00:00:00', seasonDateTo: '06/30/2026 00:00:00', orgIdOwner: '365', sportId: 152 },
  canonical: { ...season },
  entity: season,
};

const tournament: Tournament = {
  tournamentId: 401234,
  tournamentName: 'EHL',
  sportId: 152,
  division: 1,
  isResultPublished: true,
  areMatchesPublished: true,
  leagueDisplayResults: true,
  seasonId: 201061,
};
export const tournamentFixture: Fixture<Tournament> = {
  real: {
    tournamentId: '401234',
    tournamentNo: '2025-EHL',
    tournamentName: ' EHL ',
    sportId: '152',
    division: '1',
    isResultPublished: true,
    areMatchesPublished: 'true',
    leagueDisplayResults: true,
    seasonId: '201061',
    lastChangedDate: '2025-10-09T08:49:19.63',
  },
  canonical: { ...tournament },
  entity: tournament,
};

const team: Team = { teamId: 50123, team: 'Stjernen Hockey', orgId: 50123 };
export const teamFixture: Fixture<Team> = {
  real: { teamId: '50123', team: 'Stjernen Hockey  ', overriddenName: 'Stjernen', clubOrgId: 32001, orgId: 50123 },
  canonical: { ...team },
  entity: team,
};

const match: Match = {
  matchId: 7001234,
  id: 7001234,
  matchDate: '2025-10-09T00:00:00',
  matchStartTime: 930,
  matchEndTime: null,
  tournamentId: 401234,
  tournamentName: 'EHL',
  seasonId: 201061,
  hometeam: 'Stjernen Hockey',
  awayteam: 'Frisk Asker',
  hometeamId: 50123,
  awayteamId: 50124,
  hometeamOrgName: 'Stjernen Hockey',
  awayteamOrgName: 'Frisk Asker Ishockey',
  hometeamOverriddenName: null,
  awayteamOverriddenName: 'Frisk',
  hometeamClubOrgId: 32001,
  awayteamClubOrgId: null,
  activityAreaName: 'Jordal Amfi',
  spectators: 1200,
  statusTypeId: 3,
  liveClientType: 'Advanced',
  matchResult: { homeGoals: 3, awayGoals: 2, matchEndResult: 'Ordinær tid' },
  sportId: 152,
};
/** A ScheduledMatchesBySport row: camel team keys, string numbers, a plain-day date, a string time. */
export const matchFixture: Fixture<Match> = {
  real: {
    matchId: '7001234',
    id: 7001234,
    matchNo: '0123',
    matchDate: '2025-10-09',
    matchStartTime: ' 930 ',
    matchEndTime: 0,
    tournamentId: 401234,
    tournamentName: 'EHL ',
    seasonId: '201061',
    homeTeam: 'Stjernen Hockey ',
    awayTeam: 'Frisk Asker',
    homeTeamId: '50123',
    awayTeamId: 50124,
    homeTeamOrgName: 'Stjernen Hockey',
    awayTeamOrgName: 'Frisk Asker Ishockey ',
    homeTeamOverriddenName: '',
    awayTeamOverriddenName: 'Frisk',
    homeTeamClubOrgId: '32001',
    awayTeamClubOrgId: 0,
    activityAreaName: ' Jordal Amfi',
    activityAreaId: 4411,
    spectators: '1200',
    statusTypeId: '3',
    liveClientType: 'Advanced',
    matchResult: { homeGoals: '3', awayGoals: 2, matchEndResult: 'Ordinær tid ', extra: true },
    sportId: 152,
    lastChangeDate: '0001-01-01T00:00:00',
  },
  canonical: { ...match, matchDate: '2025-10-09T00:00:00', matchResult: { homeGoals: 3, awayGoals: 2, matchEndResult: 'Ordinær tid' } },
  entity: match,
};

const broadcast: Broadcast = { matchId: 7001234, broadcastUrls: { play: 'https://play.example.com/7001234', tv2: 'https://tv2.example.com/a' } };
export const broadcastFixture: Fixture<Broadcast> = {
  real: { matchId: '7001234', broadcastUrls: { play: ' https://play.example.com/7001234 ', tv2: 'https://tv2.example.com/a', mygame: null, other: 'x' } },
  canonical: { matchId: 7001234, broadcastUrls: { ...broadcast.broadcastUrls } },
  entity: broadcast,
};

const periodResult: PeriodResult = { partialResultTypeId: 2, partialResultType: 'periods', homeGoals: 1, awayGoals: 0 };
export const periodResultFixture: Fixture<PeriodResult> = {
  // Another sport's period id means nothing: the name says which period it is (issue 25 case 3).
  real: { partialResultTypeId: 200071, partialResultType: '2. periode ', homeGoals: '1', awayGoals: 0 },
  canonical: { ...periodResult },
  entity: periodResult,
};

const incident: Incident = { incidentType: 'Shot', incidentSubTypeId: null, team: 'B', partialResultTypeId: 2, personId: 800123, incidentTypeId: 301 };
export const incidentFixture: Fixture<Incident> = {
  real: { incidentType: 'Shot ', incidentSubTypeId: null, team: 'A', partialResultTypeId: '200051', personId: '800123', incidentTypeId: '301' },
  canonical: { ...incident },
  entity: incident,
};

const referee: Referee = { refereeId: 9001, refereeType: 'Hoveddommer', firstName: 'Ola', lastName: 'Nordmann', nonOfficialReferee: false, nonOfficialRefereeName: null };
export const refereeFixture: Fixture<Referee> = {
  real: { refereeId: '9001', refereeType: 'Hoveddommer ', firstName: 'Ola', lastName: 'Nordmann ', nonOfficialReferee: false, nonOfficialRefereeName: '' },
  canonical: { ...referee },
  entity: referee,
};

const lineup: LineupMember = { position: 'CE', number: 9, lastName: 'Hansen', personId: 800123, teamOrgId: 50123 };
export const lineupFixture: Fixture<LineupMember> = {
  real: { position: 'CE', number: '9', firstName: 'Per', lastName: 'Hansen ', personId: '800123', teamOrgId: '50123', birthDate: '03/14/2004 00:00:00' },
  canonical: { ...lineup },
  entity: lineup,
};

const organisation: Organisation = { orgId: 50123, orgLogoBase64: 'iVBORw0KGgo=' };
export const organisationFixture: Fixture<Organisation> = {
  real: { orgId: '50123', orgLogoBase64: 'iVBORw0KGgo=\n', orgName: 'Stjernen Hockey ' },
  canonical: { ...organisation },
  entity: organisation,
};

const goal: Goal = {
  personId: 800123,
  orgId: 50123,
  teamName: 'Stjernen Hockey',
  shirtNo: 9,
  firstName: 'Per',
  lastName: 'Hansen',
  firstAssistPersonId: 800124,
  firstAssistShirtNo: 12,
  firstAssistFirstName: 'Ola',
  firstAssistLastName: 'Berg',
  secondAssistPersonId: null,
  secondAssistShirtNo: null,
  secondAssistFirstName: null,
  secondAssistLastName: null,
  goalTypeId: 200142,
  periodId: 2,
  periodTime: '12:34',
  homeOrAwayTeam: 'H',
  onIceHomeTeamShirtNo: '4,7,9,12,19',
  onIceAwayTeamShirtNo: '2,5,10,11',
};
export const goalFixture: Fixture<Goal> = {
  real: {
    ...goal,
    personId: '800123',
    teamName: 'Stjernen Hockey ',
    shirtNo: '9',
    firstAssistPersonId: '800124',
    firstAssistShirtNo: ' 12 ',
    lastName: 'Hansen ',
    secondAssistPersonId: 0,
    secondAssistFirstName: '',
    // Issue 25 case 2: the API's "none" id beside the SPEC §3 code, and the clock in the integer mmss form.
    goalTypeId: 0,
    goalType: 'pp1 ',
    periodId: 200051,
    periodTime: 1234,
    matchId: 7001234,
  },
  canonical: { ...goal },
  entity: goal,
};

const penalty: Penalty = {
  personId: 800125,
  orgId: 50124,
  teamName: 'Frisk Asker',
  shirtNo: 22,
  firstName: 'Jon',
  lastName: 'Dahl',
  infractionType: 'Hooking',
  severityType: 'Liten straff - 2 min',
  servingStartTime: '05:10',
  servingStartPeriodId: 3,
};
export const penaltyFixture: Fixture<Penalty> = {
  real: { ...penalty, personId: '800125', orgId: '50124', teamName: 'Frisk Asker ', shirtNo: '22', servingStartPeriodId: '200052', servingStartTime: '510', severityType: 'Liten straff - 2 min ' },
  canonical: { ...penalty },
  entity: penalty,
};

const matchPlayer: MatchPlayer = {
  personId: 800123,
  orgId: 50123,
  teamOrgId: 50123,
  firstName: 'Per',
  lastName: 'Hansen',
  shirtNo: 9,
  memberType: 'Player',
  lineNumber: 1,
  goalsScored: 1,
  assists: 0,
  pts: 1,
  points: 1,
  shots: 4,
  pim: 0,
  faceoffs_WinPct: 0.55,
  playerTime: '18:20',
  playerTimeSeconds: 1100,
  bestPlayer: true,
};
export const matchPlayerFixture: Fixture<MatchPlayer> = {
  real: { ...matchPlayer, personId: '800123', shirtNo: '9', lineNumber: '1', faceoffs_WinPct: '0.55', bestPlayer: 'true', lastName: ' Hansen' },
  canonical: { ...matchPlayer },
  entity: matchPlayer,
};

const goalie: MatchGoalie = { personId: 800130, orgId: 50123, shirtNo: 30, firstName: 'Lars', lastName: 'Lund', minutesPlayed: 60, secondsPlayed: 0, shots: 31, sv: 29, svPct: 93.5 };
export const goalieFixture: Fixture<MatchGoalie> = {
  real: { ...goalie, personId: '800130', shirtNo: '30', svPct: '93.5', firstName: 'Lars ' },
  canonical: { ...goalie },
  entity: goalie,
};

const skaterStats: SkaterStatsRow = {
  personId: 800123, orgId: 50123, firstName: 'Ola', lastName: 'Hansen', teamName: 'Stjernen', gp: 20, g: 11, a: 14, pts: 25, plusMinus: -3, pim: 12,
  ppg: 4, ppa: 6, shg: 1, sha: 2, gwg: 3, sog: 60, shotsPct: 18.3, faceoffsWinPct: 0.532, faceoffs: 310,
};
/** icehockey/TournamentPlayers (issue 25 case 1): the federation's names, `points` is +/-, `pts` G+A. */
export const skaterStatsFixture: Fixture<SkaterStatsRow> = {
  real: {
    personId: '800123', orgId: 50123, firstName: 'Ola', lastName: 'Hansen', teamName: 'Stjernen ', teamShortName: 'STJ', position: 'CE', rank: 1,
    gamesPlayed: 20, goalsScored: '11', assists: 14, pts: 25, points: -3, pim: 12, powerPlayGoals: 4, powerPlayGoalAssists: 6, shortHandedGoals: 1,
    shortHandedGoalAssists: 2, gwg: 3, shots: 60, shotsPct: '18.3', faceOffs: 310, faceoffsWinPct: 0.532,
  },
  canonical: { ...skaterStats },
  entity: skaterStats,
};

const goalieStats: GoalieStatsRow = { personId: 800130, orgId: 50123, firstName: 'Lars', lastName: 'Lund', teamName: 'Stjernen', gp: 12, toiSeconds: 43_136, w: 8, l: 4, so: 2, ga: 25, sv: 300 };
/** icehockey/tournamentGoalieLeaders (issue 25 case 1): `minutesPlayed` as "mmm:ss" here (or a number of minutes). */
export const goalieStatsFixture: Fixture<GoalieStatsRow> = {
  real: { personId: '800130', orgId: '50123', firstName: 'Lars ', lastName: 'Lund', teamName: 'Stjernen', gamesPlayed: '12', minutesPlayed: '718:56', wins: 8, losses: 4, so: 2, ga: 25, sv: 300, svPct: 92.3 },
  canonical: { ...goalieStats },
  entity: goalieStats,
};

const basketball: BasketballPlayer = {
  personId: 810001,
  orgId: 60001,
  teamOrgId: 60001,
  firstName: 'Kari',
  lastName: 'Moe',
  shirtNo: 7,
  p1Sum: 3,
  p1MissSum: 1,
  p2Sum: 5,
  p2MissSum: 4,
  p3Sum: 2,
  p3MissSum: 3,
  fouls: 2,
  offRebSum: 1,
  defRebSum: 6,
  blSum: 0,
  stSum: 2,
  toSum: 3,
  assists: 4,
  totalSeconds: 1800,
};
export const basketballFixture: Fixture<BasketballPlayer> = {
  real: { ...basketball, personId: '810001', shirtNo: '7', p2Sum: '5', lastName: 'Moe ' },
  canonical: { ...basketball },
  entity: basketball,
};

const volleyball: VolleyballPlayer = {
  personId: 820001,
  orgId: 70001,
  teamOrgId: 70001,
  firstName: 'Ida',
  lastName: 'Berg',
  shirtNo: 11,
  totalPoints: 14,
  attackPoints: 10,
  blockPoints: 2,
  aces: 2,
};
export const volleyballFixture: Fixture<VolleyballPlayer> = {
  real: { ...volleyball, personId: '820001', shirtNo: '11', totalPoints: '14', firstName: ' Ida' },
  canonical: { ...volleyball },
  entity: volleyball,
};

const livePlayer: LivePlayer = { Id: 800123, TeamId: 50123, ShirtNo: 9, FirstName: 'Per', LastName: 'Hansen', IsCaptain: true };
export const livePlayerFixture: Fixture<LivePlayer> = {
  real: { Id: '800123', TeamId: '50123', ShirtNo: '9', FirstName: 'Per ', LastName: 'Hansen', IsCaptain: 'true' },
  canonical: { ...livePlayer },
  entity: livePlayer,
};

const standingsRow: StandingsRow = {
  position: 1,
  orgId: 50123,
  orgName: 'Stjernen Hockey',
  matches: 10,
  victories: 7,
  draws: null,
  losses: 3,
  totalPoints: 21,
  goalsScored: 40,
  goalsConceeded: 25,
  goalDifference: 15,
  penaltyMinutes: 88,
  bonusPointsTotal: null,
  totalGoalsFormatted: '40 - 25',
  pointsPercentageOfTotal: 0.7,
  victoriesFulltimeTotal: 6,
  victoriesOvertimeTotal: 1,
  victoriesPenaltiesTotal: 0,
  lossesFulltimeTotal: 3,
  lossesOvertimeTotal: 0,
  lossesPenaltiesTotal: 0,
  partialPointsScored: null,
  partialPointsConceded: null,
  partialPointsDifference: null,
};
export const standingsFixture: Fixture<StandingsRow> = {
  real: { ...standingsRow, position: '1', orgId: '50123', orgName: 'Stjernen Hockey ', matches: '10', totalGoalsFormatted: ' 40 - 25 ', draws: '' },
  canonical: { ...standingsRow },
  entity: standingsRow,
};
