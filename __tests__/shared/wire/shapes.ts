/**
 * The shape of every contract entity the wire parsers produce, as data, so a property test can check that
 * whatever came in, what comes out has every key with the right primitive type (and nothing else).
 * `Shape<T>` makes the compiler hold each table to its entity: a key added to the contract fails here.
 */
import type {
  BasketballPlayer,
  Broadcast,
  Goal,
  GoalieStatsRow,
  Incident,
  IncidentType,
  LineupMember,
  LivePlayer,
  Match,
  MatchGoalie,
  MatchPlayer,
  MatchResult,
  Organisation,
  Penalty,
  PeriodResult,
  PresentationSetting,
  Referee,
  Season,
  SkaterStatsRow,
  StandingsRow,
  Team,
  Tournament,
  VolleyballPlayer,
} from '../../../src/shared/contract';

export type Kind = 'number' | 'string' | 'boolean' | 'number?' | 'string?' | 'boolean?' | 'record' | 'record?' | 'optional';
export type Shape<T> = { readonly [K in keyof T]-?: Kind };
/** Any entity's shape, for code that checks shapes without knowing the entity. */
export type AnyShape = Readonly<Record<string, Kind>>;

export const seasonShape: Shape<Season> = { seasonId: 'number', seasonName: 'string', seasonDateFrom: 'string', orgIdOwner: 'number' };
export const tournamentShape: Shape<Tournament> = {
  tournamentId: 'number',
  tournamentName: 'string',
  sportId: 'number',
  division: 'number?',
  isResultPublished: 'boolean?',
  areMatchesPublished: 'boolean',
  leagueDisplayResults: 'boolean?',
  seasonId: 'number',
};
export const teamShape: Shape<Team> = { teamId: 'number', team: 'string', orgId: 'number' };
export const matchResultShape: Shape<MatchResult> = { homeGoals: 'number', awayGoals: 'number', matchEndResult: 'string' };
export const matchShape: Shape<Match> = {
  matchId: 'number',
  id: 'number',
  matchDate: 'string',
  matchStartTime: 'number?',
  matchEndTime: 'number?',
  tournamentId: 'number',
  tournamentName: 'string',
  seasonId: 'number?',
  hometeam: 'string',
  awayteam: 'string',
  hometeamId: 'number',
  awayteamId: 'number',
  hometeamOrgName: 'string?',
  awayteamOrgName: 'string?',
  hometeamOverriddenName: 'string?',
  awayteamOverriddenName: 'string?',
  hometeamClubOrgId: 'number?',
  awayteamClubOrgId: 'number?',
  activityAreaName: 'string?',
  spectators: 'number?',
  statusTypeId: 'number?',
  liveClientType: 'string?',
  matchResult: 'record?',
  sportId: 'number',
};
export const broadcastShape: Shape<Broadcast> = { matchId: 'number', broadcastUrls: 'record' };
export const periodResultShape: Shape<PeriodResult> = { partialResultTypeId: 'number', partialResultType: 'string', homeGoals: 'number', awayGoals: 'number' };
export const incidentShape: Shape<Incident> = {
  incidentType: 'string',
  incidentSubTypeId: 'number?',
  team: 'string',
  partialResultTypeId: 'number',
  personId: 'number?',
  incidentTypeId: 'number',
  // Soccer's (issue 24 case 10): only on the incidents that carry them.
  minute: 'optional',
  firstName: 'optional',
  lastName: 'optional',
};
export const incidentTypeShape: Shape<IncidentType> = { matchIncidentTypeId: 'number', matchIncidentTypeName: 'string' };
export const refereeShape: Shape<Referee> = {
  refereeId: 'number',
  refereeType: 'string',
  firstName: 'string',
  lastName: 'string',
  nonOfficialReferee: 'boolean',
  nonOfficialRefereeName: 'string?',
};
export const lineupShape: Shape<LineupMember> = { position: 'string', number: 'number?', lastName: 'string', personId: 'number', teamOrgId: 'number' };
export const organisationShape: Shape<Organisation> = { orgId: 'number', orgLogoBase64: 'string' };
const person = { personId: 'number', orgId: 'number', shirtNo: 'number?', firstName: 'string', lastName: 'string' } as const;
export const goalShape: Shape<Goal> = {
  ...person,
  teamName: 'string',
  firstAssistPersonId: 'number?',
  firstAssistShirtNo: 'number?',
  firstAssistFirstName: 'string?',
  firstAssistLastName: 'string?',
  secondAssistPersonId: 'number?',
  secondAssistShirtNo: 'number?',
  secondAssistFirstName: 'string?',
  secondAssistLastName: 'string?',
  goalTypeId: 'number',
  periodId: 'number',
  periodTime: 'string',
  homeOrAwayTeam: 'string',
  onIceHomeTeamShirtNo: 'string',
  onIceAwayTeamShirtNo: 'string',
};
export const penaltyShape: Shape<Penalty> = {
  ...person,
  teamName: 'string',
  infractionType: 'string',
  severityType: 'string',
  servingStartTime: 'string',
  servingStartPeriodId: 'number',
};
export const matchPlayerShape: Shape<MatchPlayer> = {
  ...person,
  teamOrgId: 'number',
  memberType: 'string',
  lineNumber: 'number?',
  goalsScored: 'number',
  assists: 'number',
  pts: 'number',
  points: 'number',
  shots: 'number',
  pim: 'number',
  faceoffs_WinPct: 'number?',
  playerTime: 'string?',
  playerTimeSeconds: 'number?',
  bestPlayer: 'boolean',
};
export const goalieShape: Shape<MatchGoalie> = {
  ...person,
  minutesPlayed: 'number',
  secondsPlayed: 'number',
  shots: 'number',
  sv: 'number',
  svPct: 'number?',
};
const statsPerson = { personId: 'number', orgId: 'number', firstName: 'string', lastName: 'string', teamName: 'string' } as const;
const skaterFigures = ['gp', 'g', 'a', 'pts', 'plusMinus', 'pim', 'ppg', 'ppa', 'shg', 'sha', 'gwg', 'sog', 'shotsPct', 'faceoffsWinPct', 'faceoffs'] as const;
export const skaterStatsShape: Shape<SkaterStatsRow> = { ...statsPerson, ...(Object.fromEntries(skaterFigures.map((key) => [key, 'number?'])) as Record<(typeof skaterFigures)[number], 'number?'>) };
const goalieFigures = ['gp', 'toiSeconds', 'w', 'l', 'so', 'ga', 'sv'] as const;
export const goalieStatsShape: Shape<GoalieStatsRow> = { ...statsPerson, ...(Object.fromEntries(goalieFigures.map((key) => [key, 'number?'])) as Record<(typeof goalieFigures)[number], 'number?'>) };
const basketballFigures = ['p1Sum', 'p1MissSum', 'p2Sum', 'p2MissSum', 'p3Sum', 'p3MissSum', 'fouls', 'offRebSum', 'defRebSum', 'blSum', 'stSum', 'toSum', 'assists', 'totalSeconds'] as const;
export const basketballShape: Shape<BasketballPlayer> = {
  ...person,
  teamOrgId: 'number',
  ...(Object.fromEntries(basketballFigures.map((key) => [key, 'number'])) as Record<(typeof basketballFigures)[number], 'number'>),
};
export const volleyballShape: Shape<VolleyballPlayer> = {
  ...person,
  teamOrgId: 'number',
  totalPoints: 'number',
  attackPoints: 'number',
  blockPoints: 'number',
  aces: 'number',
};
export const livePlayerShape: Shape<LivePlayer> = {
  Id: 'number',
  TeamId: 'number',
  ShirtNo: 'number?',
  FirstName: 'string',
  LastName: 'string',
  IsCaptain: 'optional',
  IsAlternateCaptain: 'optional',
  PositionId: 'optional',
  PositionName: 'optional',
  IsStarter: 'optional',
};
const standingsFigures = [
  'matches',
  'victories',
  'draws',
  'losses',
  'totalPoints',
  'goalsScored',
  'goalsConceeded',
  'goalDifference',
  'penaltyMinutes',
  'bonusPointsTotal',
  'pointsPercentageOfTotal',
  'victoriesFulltimeTotal',
  'victoriesOvertimeTotal',
  'victoriesPenaltiesTotal',
  'lossesFulltimeTotal',
  'lossesOvertimeTotal',
  'lossesPenaltiesTotal',
  'partialPointsScored',
  'partialPointsConceded',
  'partialPointsDifference',
] as const;
export const standingsShape: Shape<StandingsRow> = {
  position: 'number',
  orgId: 'number',
  orgName: 'string',
  totalGoalsFormatted: 'string?',
  ...(Object.fromEntries(standingsFigures.map((key) => [key, 'number?'])) as Record<(typeof standingsFigures)[number], 'number?'>),
};
export const settingShape: Shape<PresentationSetting> = {
  presentationParameterTypeId: 'number',
  presentationParameterLabel: 'string',
  presentationParameterName: 'string',
};

function fits(value: unknown, kind: Kind): boolean {
  if (kind === 'optional') return true;
  const nullable = kind.endsWith('?');
  if (nullable && value === null) return true;
  const base = nullable ? kind.slice(0, -1) : kind;
  if (base === 'number') return typeof value === 'number' && Number.isFinite(value);
  if (base === 'record') return typeof value === 'object' && value !== null && !Array.isArray(value);
  return typeof value === base;
}

/** What is wrong with `value` as an entity of `shape` (missing keys, wrong types, extra keys); [] when nothing. */
export function shapeProblems(value: unknown, shape: AnyShape): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [`not an object: ${String(value)}`];
  const record = value as Record<string, unknown>;
  const kinds = shape;
  const problems: string[] = [];
  for (const [key, kind] of Object.entries(kinds)) {
    if (kind !== 'optional' && !(key in record)) problems.push(`${key} missing`);
    else if (!fits(record[key], kind)) problems.push(`${key}: ${JSON.stringify(record[key])} is not ${kind}`);
  }
  for (const key of Object.keys(record)) if (!(key in kinds)) problems.push(`${key} is not a field of the entity`);
  return problems;
}
