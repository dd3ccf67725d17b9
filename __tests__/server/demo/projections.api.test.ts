/**
 * The match detail targets over HTTP (issue 4, SPEC §7): each answers 200 with exactly the contract's shape
 * for a finished match of its sport, and 404 for an unknown match id.
 */
import type { FastifyInstance } from 'fastify';
import { createDemoDataSource } from '../../../src/server/demo';
import {
  buildTarget,
  MATCH_STATUS,
  type BasketballPlayer,
  type Broadcast,
  type Goal,
  type Incident,
  type IncidentType,
  type LineupMember,
  type Match,
  type MatchGoalie,
  type MatchPlayer,
  type Organisation,
  type Penalty,
  type PeriodResult,
  type ProxyParams,
  type ProxyTargetName,
  type Referee,
  type VolleyballPlayer,
} from '../../../src/shared/contract';
import { testApp } from '../support/serverFixtures';
import { league } from './support';

/** A field's kind on the wire; `?` marks nullable, `absent or` a key only some records carry (soccer incidents' minute and names). */
type Kind = 'number' | 'string' | 'boolean' | 'object' | 'number?' | 'string?' | 'boolean?' | 'object?' | 'absent or number' | 'absent or string';
/** Every key of the entity, and only those: adding a field to the contract breaks this test's compile. */
type Shape<T> = Record<keyof T, Kind>;

const PERIOD_RESULT: Shape<PeriodResult> = { partialResultTypeId: 'number', partialResultType: 'string', homeGoals: 'number', awayGoals: 'number' };
const INCIDENT: Shape<Incident> = {
  incidentType: 'string',
  incidentSubTypeId: 'number?',
  team: 'string',
  partialResultTypeId: 'number',
  personId: 'number?',
  incidentTypeId: 'number',
  minute: 'absent or number',
  firstName: 'absent or string',
  lastName: 'absent or string',
};
const REFEREE: Shape<Referee> = {
  refereeId: 'number',
  refereeType: 'string',
  firstName: 'string',
  lastName: 'string',
  nonOfficialReferee: 'boolean',
  nonOfficialRefereeName: 'string?',
};
const INCIDENT_TYPE: Shape<IncidentType> = { matchIncidentTypeId: 'number', matchIncidentTypeName: 'string' };
const LINEUP_MEMBER: Shape<LineupMember> = { position: 'string', number: 'number?', lastName: 'string', personId: 'number', teamOrgId: 'number' };
const GOAL: Shape<Goal> = {
  personId: 'number',
  orgId: 'number',
  teamName: 'string',
  shirtNo: 'number?',
  firstName: 'string',
  lastName: 'string',
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
const PENALTY: Shape<Penalty> = {
  personId: 'number',
  orgId: 'number',
  teamName: 'string',
  shirtNo: 'number?',
  firstName: 'string',
  lastName: 'string',
  infractionType: 'string',
  severityType: 'string',
  servingStartTime: 'string',
  servingStartPeriodId: 'number',
};
const MATCH_PLAYER: Shape<MatchPlayer> = {
  personId: 'number',
  orgId: 'number',
  teamOrgId: 'number',
  firstName: 'string',
  lastName: 'string',
  shirtNo: 'number?',
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
const GOALIE: Shape<MatchGoalie> = {
  personId: 'number',
  orgId: 'number',
  shirtNo: 'number?',
  firstName: 'string',
  lastName: 'string',
  minutesPlayed: 'number',
  secondsPlayed: 'number',
  shots: 'number',
  sv: 'number',
  svPct: 'number?',
};
const BASKETBALL_PLAYER: Shape<BasketballPlayer> = {
  personId: 'number',
  orgId: 'number',
  teamOrgId: 'number',
  firstName: 'string',
  lastName: 'string',
  shirtNo: 'number?',
  p1Sum: 'number',
  p1MissSum: 'number',
  p2Sum: 'number',
  p2MissSum: 'number',
  p3Sum: 'number',
  p3MissSum: 'number',
  fouls: 'number',
  offRebSum: 'number',
  defRebSum: 'number',
  blSum: 'number',
  stSum: 'number',
  toSum: 'number',
  assists: 'number',
  totalSeconds: 'number',
};
const VOLLEYBALL_PLAYER: Shape<VolleyballPlayer> = {
  personId: 'number',
  orgId: 'number',
  teamOrgId: 'number',
  firstName: 'string',
  lastName: 'string',
  shirtNo: 'number?',
  totalPoints: 'number',
  attackPoints: 'number',
  blockPoints: 'number',
  aces: 'number',
};
const ORGANISATION: Shape<Organisation> = { orgId: 'number', orgLogoBase64: 'string' };
const BROADCAST: Shape<Broadcast> = { matchId: 'number', broadcastUrls: 'object' };
const MATCH: Shape<Match> = {
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
  matchResult: 'object?',
  sportId: 'number',
};

/** Fails with the path of the first field that is missing, extra, or of the wrong kind. */
function expectShape(value: unknown, shape: Record<string, Kind>, where: string): void {
  const record = value as Record<string, unknown>;
  const expected = Object.entries(shape).filter(([key, kind]) => !kind.startsWith('absent or ') || key in record);
  expect({ where, keys: Object.keys(record).sort() }).toEqual({ where, keys: expected.map(([key]) => key).sort() });
  for (const [key, rawKind] of expected) {
    const kind = rawKind.replace('absent or ', '');
    const field = record[key];
    const nullable = kind.endsWith('?');
    const actual = field === null ? 'null' : typeof field;
    expect({ where: `${where}.${key}`, ok: actual === kind.replace('?', '') || (nullable && actual === 'null') }).toEqual({ where: `${where}.${key}`, ok: true });
  }
}

function expectList(value: unknown, shape: Record<string, Kind>, where: string): void {
  expect(Array.isArray(value)).toBe(true);
  const items = value as unknown[];
  expect({ where, empty: items.length === 0 }).toEqual({ where, empty: false });
  items.forEach((item, index) => expectShape(item, shape, `${where}[${index}]`));
}

const finishedToday = (sportId: number): number => {
  const match = league()
    .matchesOn([sportId], league().today)
    .find((candidate) => candidate.statusTypeId === MATCH_STATUS.finished && (league().broadcasts({ matchId: candidate.matchId }).length > 0 || sportId !== 152));
  if (!match) throw new Error(`no finished match of sport ${sportId} today`);
  return match.matchId;
};

describe('match detail targets over HTTP (demo league)', () => {
  let app: FastifyInstance;
  const hockey = finishedToday(152);
  const basketball = finishedToday(199);
  const volleyball = finishedToday(157);

  beforeAll(() => {
    app = testApp({ dataSource: createDemoDataSource(league()) });
  });
  afterAll(() => app.close());

  async function ask<N extends ProxyTargetName>(name: N, params: ProxyParams<N>) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/proxy',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ taReqUrl: buildTarget(name, params) }),
    });
    return { status: response.statusCode, body: response.json() as unknown };
  }

  it('ta/Match answers the match record', async () => {
    const { status, body } = await ask('match', { matchId: hockey });
    expect(status).toBe(200);
    expectShape(body, MATCH, 'match');
    expectShape((body as Match).matchResult, { homeGoals: 'number', awayGoals: 'number', matchEndResult: 'string' }, 'matchResult');
  });

  it.each([
    ['hockey', hockey],
    ['basketball', basketball],
    ['volleyball', volleyball],
  ])('ta/MatchIncidents answers period results and incidents (%s)', async (_sport, matchId) => {
    const { status, body } = await ask('matchIncidents', { matchId });
    expect(status).toBe(200);
    const answer = body as { matchPeriodResults: unknown; matchIncidents: unknown };
    expect(Object.keys(answer).sort()).toEqual(['matchIncidents', 'matchPeriodResults']);
    expectList(answer.matchPeriodResults, PERIOD_RESULT, 'matchPeriodResults');
    expectList(answer.matchIncidents, INCIDENT, 'matchIncidents');
  });

  it('ta/MatchReferee, ta/MatchIncidentTypes and ta/MatchTeamMembers answer their lists', async () => {
    const referees = await ask('matchReferees', { matchid: hockey });
    expect(referees.status).toBe(200);
    expectList((referees.body as { referees: unknown }).referees, REFEREE, 'referees');
    const types = await ask('matchIncidentTypes', { sfOrgId: 354 });
    expect(types.status).toBe(200);
    expectList((types.body as { matchIncidentTypes: unknown }).matchIncidentTypes, INCIDENT_TYPE, 'matchIncidentTypes');
    const lineups = await ask('matchTeamMembers', { matchId: hockey });
    expect(lineups.status).toBe(200);
    expectList((lineups.body as { lineups: unknown }).lineups, LINEUP_MEMBER, 'lineups');
  });

  it.each([
    ['hockeyGoals', GOAL],
    ['hockeyPenalties', PENALTY],
    ['hockeyPlayers', MATCH_PLAYER],
    ['hockeyGoalies', GOALIE],
  ] as const)('%s answers a bare list of the contract rows', async (name, shape) => {
    const { status, body } = await ask(name, { matchId: hockey });
    expect(status).toBe(200);
    expectList(body, shape, name);
  });

  it('basketball/match/Players and volleyball/match/Players answer rows in data', async () => {
    const basket = await ask('basketballMatchPlayers', { matchId: basketball });
    expect(basket.status).toBe(200);
    expect(Object.keys(basket.body as object)).toEqual(['data']);
    expectList((basket.body as { data: unknown }).data, BASKETBALL_PLAYER, 'basketball');
    const volley = await ask('volleyballMatchPlayers', { matchId: volleyball });
    expect(volley.status).toBe(200);
    expectList((volley.body as { data: unknown }).data, VOLLEYBALL_PLAYER, 'volleyball');
  });

  it('org/Organisation and broadcasts/schedule/match answer the header data', async () => {
    const match = league().match(hockey);
    const orgs = await ask('organisations', { orgIds: [match?.hometeamId ?? 0, match?.awayteamId ?? 0] });
    expect(orgs.status).toBe(200);
    expectList(orgs.body, ORGANISATION, 'organisations');
    const broadcasts = await ask('broadcastsByMatch', { matchId: hockey });
    expect(broadcasts.status).toBe(200);
    expectList(broadcasts.body, BROADCAST, 'broadcasts');
  });

  it.each([
    'match',
    'matchIncidents',
    'matchReferees',
    'matchTeamMembers',
    'hockeyGoals',
    'hockeyPenalties',
    'hockeyPlayers',
    'hockeyGoalies',
    'basketballMatchPlayers',
    'volleyballMatchPlayers',
  ] as const)('%s answers 404 for an unknown match id', async (name) => {
    const params = (name === 'matchReferees' ? { matchid: 4087999 } : { matchId: 4087999 }) as ProxyParams<typeof name>;
    const { status, body } = await ask(name, params);
    expect(status).toBe(404);
    expect(body).toMatchObject({ message: expect.stringContaining('4087999') });
  });
});
