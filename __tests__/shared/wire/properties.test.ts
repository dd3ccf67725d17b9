/**
 * Property tests of the wire parsers (issue 10 §1): take a valid real-shaped record, remove, null, or
 * respell arbitrary fields, and the parser never throws and gives either null (dropped) or an entity with
 * every key of the right type, and nothing more. What it gives is a fixed point: normalised once.
 */
import fc from 'fast-check';
import { parseBroadcast, parseDirectResponse, parseMatch, parseProxyResponse, parseSeason, parseTeam, parseTournament } from '../../../src/shared/wire';
import { parseLiveEvent, parseLiveMatchData, parseLivePlayer } from '../../../src/shared/wire/live';
import {
  matchResponseParsers,
  parseBasketballPlayer,
  parseGoal,
  parseIncident,
  parseIncidentType,
  parseLineupMember,
  parseMatchGoalie,
  parseMatchPlayer,
  parseOrganisation,
  parsePenalty,
  parsePeriodResult,
  parseReferee,
  parseVolleyballPlayer,
} from '../../../src/shared/wire/match';
import { resetWireWarnings } from '../../../src/shared/wire/report';
import { parseStandings, parseStandingsSettings } from '../../../src/shared/wire/standings';
import { parseGoalieStatsRow, parseSkaterStatsRow } from '../../../src/shared/wire/hockeyStats';
import { SPORT, type LiveMatchData } from '../../../src/shared/contract';
import {
  basketballFixture,
  broadcastFixture,
  goalFixture,
  goalieFixture,
  goalieStatsFixture,
  incidentFixture,
  lineupFixture,
  livePlayerFixture,
  matchFixture,
  matchPlayerFixture,
  organisationFixture,
  penaltyFixture,
  periodResultFixture,
  refereeFixture,
  seasonFixture,
  skaterStatsFixture,
  standingsFixture,
  teamFixture,
  tournamentFixture,
  volleyballFixture,
} from './fixtures';
import * as S from './shapes';
import { realGoal, realMatch, realPenalty, realStandingsRow, realTeamMember, realTransfer } from '../../../src/server/demo/realWire/records';
import { asText, isoWithFraction, usDateTime, withTrailingSpace } from '../../../src/server/demo/realWire/variants';
import { parseTeamMembers, parseTransfers } from '../../../src/shared/wire/people';
import { positionLabel } from '../../../src/client/domain/people';
import { WireShapeError } from '../../../src/shared/wire/read';

const RUNS = { numRuns: 200 };

let warn: jest.SpyInstance;
beforeEach(() => {
  resetWireWarnings();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

type WireObject = Record<string, unknown>;
type Mutation = 'remove' | 'null' | 'string' | 'number' | 'object';

const change = fc.tuple(
  fc.constantFrom<Mutation>('remove', 'null', 'string', 'number', 'object'),
  fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 1.5, 200051, 1e21)),
  fc.constantFrom<unknown>({}, { a: 1 }, [], [1, 'x']),
);

/** `record` with an arbitrary subset of its fields removed, nulled, stringified or replaced by a number or an object. */
function mutated(record: WireObject): fc.Arbitrary<WireObject> {
  return fc.subarray(Object.keys(record)).chain((keys) =>
    fc.array(change, { minLength: keys.length, maxLength: keys.length }).map((changes) => {
      const copy: WireObject = { ...record };
      keys.forEach((key, index) => {
        const [mutation, number, object] = changes[index] ?? ['remove', 0, {}];
        if (mutation === 'remove') delete copy[key];
        else if (mutation === 'null') copy[key] = null;
        else if (mutation === 'string') copy[key] = String(copy[key]);
        else if (mutation === 'number') copy[key] = number;
        else copy[key] = object;
      });
      return copy;
    }),
  );
}

function expectShape(value: unknown, shape: S.AnyShape): void {
  expect(S.shapeProblems(value, shape)).toEqual([]);
}

/** Extra checks of the nested parts the flat shape tables cannot describe. */
const nested: Partial<Record<string, (value: WireObject) => void>> = {
  match: (value) => {
    if (value['matchResult'] !== null) expectShape(value['matchResult'], S.matchResultShape);
    expect(value['matchDate']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  },
  season: (value) => expect(value['seasonDateFrom']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
  // Issue 25 case 1: a statistics row that is kept has at least one key figure (else it is dropped as unreadable).
  'skater statistics row': (value) => expect(['gp', 'g', 'a', 'pts'].some((key) => value[key] !== null)).toBe(true),
  'goalie statistics row': (value) => expect(['gp', 'toiSeconds', 'ga', 'sv'].some((key) => value[key] !== null)).toBe(true),
  broadcast: (value) => {
    for (const url of Object.values(value['broadcastUrls'] as WireObject)) expect(typeof url).toBe('string');
  },
};

const entityCases: [string, WireObject, (value: unknown) => unknown, S.AnyShape][] = [
  ['season', seasonFixture.real, (value) => parseSeason(value), S.seasonShape],
  ['tournament', tournamentFixture.real, (value) => parseTournament(value), S.tournamentShape],
  ['team', teamFixture.real, (value) => parseTeam(value), S.teamShape],
  ['match', matchFixture.real, (value) => parseMatch(value), S.matchShape],
  ['broadcast', broadcastFixture.real, (value) => parseBroadcast(value), S.broadcastShape],
  ['period result', periodResultFixture.real, (value) => parsePeriodResult(value), S.periodResultShape],
  ['incident', incidentFixture.real, (value) => parseIncident(value), S.incidentShape],
  ['incident type', { matchIncidentTypeId: '301', matchIncidentTypeName: 'Shot ' }, (value) => parseIncidentType(value), S.incidentTypeShape],
  ['referee', refereeFixture.real, (value) => parseReferee(value), S.refereeShape],
  ['lineup member', lineupFixture.real, (value) => parseLineupMember(value), S.lineupShape],
  ['organisation', organisationFixture.real, (value) => parseOrganisation(value), S.organisationShape],
  ['goal', goalFixture.real, (value) => parseGoal(value), S.goalShape],
  ['penalty', penaltyFixture.real, (value) => parsePenalty(value), S.penaltyShape],
  ['hockey player', matchPlayerFixture.real, (value) => parseMatchPlayer(value), S.matchPlayerShape],
  ['goalie', goalieFixture.real, (value) => parseMatchGoalie(value), S.goalieShape],
  ['basketball player', basketballFixture.real, (value) => parseBasketballPlayer(value), S.basketballShape],
  ['volleyball player', volleyballFixture.real, (value) => parseVolleyballPlayer(value), S.volleyballShape],
  ['live player', livePlayerFixture.real, (value) => parseLivePlayer(value), S.livePlayerShape],
  ['standings row', standingsFixture.real, (value) => parseStandings([value])[0] ?? null, S.standingsShape],
  // Issue 25 case 1: a row none of whose key figures reads is null (dropped), never a row of dashes.
  ['skater statistics row', skaterStatsFixture.real, (value) => parseSkaterStatsRow(value), S.skaterStatsShape],
  ['goalie statistics row', goalieStatsFixture.real, (value) => parseGoalieStatsRow(value), S.goalieStatsShape],
];

describe('entity parsers under arbitrary field damage', () => {
  it.each(entityCases)('%s: never throws; null or a whole entity, normalised once', (name, record, parse, shape) => {
    fc.assert(
      fc.property(mutated(record), (damaged) => {
        const parsed = parse(damaged);
        if (parsed === null) return;
        expectShape(parsed, shape);
        nested[name]?.(parsed as WireObject);
        expect(parse(parsed)).toEqual(parsed);
      }),
      RUNS,
    );
  });
});

const livePlayerProblems = (value: unknown): string[] => (value === null ? [] : S.shapeProblems(value, S.livePlayerShape));

const liveMatchShape: S.Shape<LiveMatchData> = {
  MatchId: 'number',
  HomeTeam: 'string',
  AwayTeam: 'string',
  HomeTeamId: 'number',
  AwayTeamId: 'number',
  HomePlayers: 'optional',
  AwayPlayers: 'optional',
  HomeGoalies: 'optional',
  AwayGoalies: 'optional',
  HomeCoaches: 'optional',
  AwayCoaches: 'optional',
  TournamentName: 'optional',
  ActivityArea: 'optional',
  MatchStartTime: 'optional',
  Referees: 'optional',
  Attendance: 'number?',
};

const liveMatchRecord: WireObject = {
  MatchId: '7001234',
  HomeTeam: 'Stjernen ',
  AwayTeam: 'Frisk Asker',
  HomeTeamId: '50123',
  AwayTeamId: 50124,
  HomePlayers: [livePlayerFixture.real],
  AwayGoalies: [livePlayerFixture.real],
  TournamentName: 'EHL ',
  ActivityArea: 'Jordal Amfi',
  MatchStartTime: '19:30',
  Referees: [{ Type: 'Hoveddommer', Name: 'Ola Nordmann' }],
  Attendance: '1200',
};

const liveEventRecord: WireObject = {
  ClientId: ' c-1 ',
  MatchId: '7001234',
  MatchEventType: 'Goal',
  Id: '55',
  Team: 'H',
  Player: livePlayerFixture.real,
  FirstAssist: livePlayerFixture.real,
  HomePlayersOnIce: [livePlayerFixture.real],
  Period: '2',
  PeriodName: '2. periode ',
  Time: '12:34',
  GoalType: 200142,
  h: '1',
  a: 0,
  IsGoalie: false,
  MatchData: liveMatchRecord,
};

function liveEventProblems(value: WireObject): string[] {
  const problems: string[] = [];
  const number = ['Id', 'GoalType', 'ShotResult', 'FoulType', 'Type', 'Minutes', 'RoundNo', 'ShooterId', 'Period', 'EventType', 'h', 'a', 'MatchId'];
  const texts = ['ClientId', 'MatchEventType', 'DeletedEventClientId', 'TimeToken', 'TypeName', 'InfractionName', 'ResultText', 'DirectionName', 'PeriodName', 'PeriodTime', 'Time', 'TotalMatchTime'];
  for (const key of number) if (key in value && !Number.isFinite(value[key])) problems.push(key);
  for (const key of texts) if (key in value && typeof value[key] !== 'string') problems.push(key);
  for (const key of ['Player', 'PlayerIn', 'PlayerOut', 'Opponent', 'Assist', 'FirstAssist', 'SecondAssist', 'Goalie']) problems.push(...livePlayerProblems(value[key] ?? null));
  for (const key of ['ActivePlayers', 'Opponents', 'HomePlayersOnIce', 'AwayPlayersOnIce', 'Players']) {
    if (key in value) problems.push(...(Array.isArray(value[key]) ? (value[key] as unknown[]).flatMap(livePlayerProblems) : [key]));
  }
  if (value['MatchData'] !== undefined) problems.push(...S.shapeProblems(value['MatchData'], liveMatchShape));
  return problems;
}

describe('live parsers under arbitrary field damage', () => {
  it('live match data', () => {
    fc.assert(
      fc.property(mutated(liveMatchRecord), (damaged) => {
        const parsed = parseLiveMatchData(damaged);
        if (parsed === null) return;
        expectShape(parsed, liveMatchShape);
        for (const player of [...(parsed.HomePlayers ?? []), ...(parsed.AwayGoalies ?? [])]) expectShape(player, S.livePlayerShape);
      }),
      RUNS,
    );
  });

  it('live events', () => {
    fc.assert(
      fc.property(mutated(liveEventRecord), (damaged) => {
        const parsed = parseLiveEvent(damaged);
        if (parsed === null) return;
        expect(liveEventProblems(parsed as unknown as WireObject)).toEqual([]);
        expect(parseLiveEvent(parsed)).toEqual(parsed);
      }),
      RUNS,
    );
  });
});

interface ResponseCase {
  name: string;
  /** The answer around one item, in the envelope the case exercises. */
  answer: (item: unknown) => unknown;
  item: WireObject;
  parse: (raw: unknown) => unknown;
  /** The parsed items, or a failure when the parsed answer is not of the contract's shape. */
  items: (parsed: unknown) => unknown[];
  shape: S.AnyShape;
  /** ta/Match and ta/Tournament answer one record: a malformed one is a failed call (TypeError). */
  single?: boolean;
}

const envelope = (key: string) => (parsed: unknown): unknown[] => {
  const value = (parsed as WireObject)[key];
  if (!Array.isArray(value)) throw new Error(`${key} is not a list`);
  expect(Object.keys(parsed as WireObject)).toEqual([key]);
  return value;
};
const bare = (parsed: unknown): unknown[] => {
  if (!Array.isArray(parsed)) throw new Error('not a list');
  return parsed;
};
const one = (parsed: unknown): unknown[] => [parsed];

const responseCases: ResponseCase[] = [
  { name: 'ta/Seasons', answer: (item) => ({ year: 2025, seasons: [item] }), item: seasonFixture.real, parse: (raw) => parseDirectResponse('seasons', raw), items: bare, shape: S.seasonShape },
  { name: 'ta/Tournament/Season', answer: (item) => ({ tournamentsInSeason: [item] }), item: tournamentFixture.real, parse: (raw) => parseDirectResponse('tournamentsInSeason', raw), items: envelope('tournamentsInSeason'), shape: S.tournamentShape },
  { name: 'ta/TournamentTeams', answer: (item) => ({ tournamentId: 1, tournamentNo: 'x', teams: [item] }), item: teamFixture.real, parse: (raw) => parseProxyResponse('tournamentTeams', raw), items: envelope('teams'), shape: S.teamShape },
  { name: 'ta/TournamentMatches', answer: (item) => ({ tournamentId: 1, tournamentNo: 'x', matches: [item] }), item: matchFixture.real, parse: (raw) => parseProxyResponse('tournamentMatches', raw), items: envelope('matches'), shape: S.matchShape },
  { name: 'ta/ScheduledMatchesBySport', answer: (item) => [item], item: matchFixture.real, parse: (raw) => parseProxyResponse('scheduledMatchesBySport', raw), items: envelope('matches'), shape: S.matchShape },
  { name: 'broadcasts/schedule', answer: (item) => ({ broadcasts: [item] }), item: broadcastFixture.real, parse: (raw) => parseProxyResponse('broadcastsBySport', raw), items: bare, shape: S.broadcastShape },
  { name: 'broadcasts/schedule/match', answer: (item) => [item], item: broadcastFixture.real, parse: (raw) => matchResponseParsers.broadcastsByMatch(raw), items: bare, shape: S.broadcastShape },
  { name: 'ta/Match', answer: (item) => item, item: matchFixture.real, parse: (raw) => parseProxyResponse('match', raw), items: one, shape: S.matchShape, single: true },
  { name: 'ta/Tournament', answer: (item) => item, item: tournamentFixture.real, parse: (raw) => parseProxyResponse('tournament', raw), items: one, shape: S.tournamentShape, single: true },
  { name: 'ta/MatchIncidents (periods)', answer: (item) => ({ matchPeriodResults: [item], matchIncidents: [] }), item: periodResultFixture.real, parse: (raw) => matchResponseParsers.matchIncidents(raw), items: (parsed) => (parsed as { matchPeriodResults: unknown[] }).matchPeriodResults, shape: S.periodResultShape },
  { name: 'ta/MatchIncidents (incidents)', answer: (item) => ({ matchPeriodResults: [], matchIncidents: [item] }), item: incidentFixture.real, parse: (raw) => matchResponseParsers.matchIncidents(raw), items: (parsed) => (parsed as { matchIncidents: unknown[] }).matchIncidents, shape: S.incidentShape },
  { name: 'ta/MatchReferee', answer: (item) => [item], item: refereeFixture.real, parse: (raw) => matchResponseParsers.matchReferees(raw), items: envelope('referees'), shape: S.refereeShape },
  { name: 'ta/MatchIncidentTypes', answer: (item) => ({ matchIncidentTypes: [item] }), item: { matchIncidentTypeId: 301, matchIncidentTypeName: 'Shot' }, parse: (raw) => matchResponseParsers.matchIncidentTypes(raw), items: envelope('matchIncidentTypes'), shape: S.incidentTypeShape },
  { name: 'ta/MatchTeamMembers', answer: (item) => [item], item: lineupFixture.real, parse: (raw) => matchResponseParsers.matchTeamMembers(raw), items: envelope('lineups'), shape: S.lineupShape },
  { name: 'icehockey/Match/Goals', answer: (item) => [item], item: goalFixture.real, parse: (raw) => matchResponseParsers.hockeyGoals(raw), items: bare, shape: S.goalShape },
  { name: 'icehockey/Match/Penalties', answer: (item) => ({ penalties: [item] }), item: penaltyFixture.real, parse: (raw) => matchResponseParsers.hockeyPenalties(raw), items: bare, shape: S.penaltyShape },
  { name: 'icehockey/Match/Players', answer: (item) => [item], item: matchPlayerFixture.real, parse: (raw) => matchResponseParsers.hockeyPlayers(raw), items: bare, shape: S.matchPlayerShape },
  { name: 'icehockey/Match/GoalieLeaders', answer: (item) => [item], item: goalieFixture.real, parse: (raw) => matchResponseParsers.hockeyGoalies(raw), items: bare, shape: S.goalieShape },
  { name: 'basketball/match/Players', answer: (item) => ({ data: [item] }), item: basketballFixture.real, parse: (raw) => matchResponseParsers.basketballMatchPlayers(raw), items: envelope('data'), shape: S.basketballShape },
  { name: 'volleyball/match/Players', answer: (item) => ({ data: [item] }), item: volleyballFixture.real, parse: (raw) => matchResponseParsers.volleyballMatchPlayers(raw), items: envelope('data'), shape: S.volleyballShape },
  { name: 'org/Organisation', answer: (item) => [item], item: organisationFixture.real, parse: (raw) => matchResponseParsers.organisations(raw), items: bare, shape: S.organisationShape },
  { name: 'ta/TournamentStandings', answer: (item) => [item], item: standingsFixture.real, parse: parseStandings, items: bare, shape: S.standingsShape },
  {
    name: 'ta/TournamentStandings/Settings',
    answer: (item) => ({ presentationSettings: [item] }),
    item: { presentationParameterTypeId: '41', presentationParameterLabel: 'PIM ', presentationParameterName: 'penaltyMinutes' },
    parse: parseStandingsSettings,
    items: envelope('presentationSettings'),
    shape: S.settingShape,
  },
];

function checkAnswer(entry: ResponseCase, raw: unknown): void {
  let parsed: unknown;
  try {
    parsed = entry.parse(raw);
  } catch (error) {
    // An answer that is not a list where one belongs is a failed read (issue 25 case 5); otherwise only a
    // single-record answer may fail, and only as a named failed call.
    if (error instanceof WireShapeError) return;
    expect(entry.single).toBe(true);
    expect(error).toBeInstanceOf(TypeError);
    return;
  }
  for (const item of entry.items(parsed)) expectShape(item, entry.shape);
}

describe('response parsers under arbitrary damage', () => {
  it.each(responseCases.map((entry) => [entry.name, entry] as const))('%s: damaged records', (_name, entry) => {
    fc.assert(
      fc.property(mutated(entry.item), (damaged) => checkAnswer(entry, entry.answer(damaged))),
      RUNS,
    );
  });

  it.each(responseCases.map((entry) => [entry.name, entry] as const))('%s: a damaged envelope', (_name, entry) => {
    const answer = entry.answer(entry.item);
    if (Array.isArray(answer) || typeof answer !== 'object' || answer === null) {
      for (const raw of [null, {}, 'x', 5, [null, 'x', 5]]) checkAnswer(entry, raw);
      return;
    }
    fc.assert(
      fc.property(mutated(answer as WireObject), (damaged) => checkAnswer(entry, damaged)),
      RUNS,
    );
  });

  it('the live-events answer', () => {
    fc.assert(
      fc.property(mutated(liveEventRecord), (damaged) => {
        const parsed = parseProxyResponse('liveMatchEvents', { events: [damaged] });
        expect(Object.keys(parsed)).toEqual(['events']);
        for (const event of parsed.events) expect(liveEventProblems(event as unknown as WireObject)).toEqual([]);
      }),
      RUNS,
    );
  });
});

/**
 * Issue 25: random mixes of the real wire's variants (DESIGN §1; the DEMO_WIRE=real spellings of
 * src/server/demo/realWire) of a contract record parse to the entities of the contract record itself,
 * and none of them is reported as unreadable: each variant is normalised once, and is not drift.
 */
describe('real-wire variants in random mixes read as the contract record (issue 25)', () => {
  const NAMES = ['Stjernen Hockey', 'Frisk Asker', 'Vålerenga', 'Lillehammer IK', 'Comet'];
  const id = fc.integer({ min: 1, max: 99_999_999 });
  const isoDate = fc
    .record({ y: fc.integer({ min: 2000, max: 2040 }), mo: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }), h: fc.integer({ min: 0, max: 23 }), mi: fc.integer({ min: 0, max: 59 }) })
    .map(({ y, mo, d, h, mi }) => `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}T${String(h).padStart(2, '0')}:${String(mi).padStart(2, '0')}:00`);
  const hhmm = fc.option(fc.record({ h: fc.integer({ min: 9, max: 22 }), m: fc.integer({ min: 0, max: 59 }) }).map(({ h, m }) => h * 100 + m), { nil: null });
  const MATCH_IDS = ['matchId', 'id', 'tournamentId', 'seasonId', 'hometeamId', 'awayteamId', 'sportId'] as const;
  const CAMEL: Record<string, string> = { hometeam: 'homeTeam', awayteam: 'awayTeam', hometeamId: 'homeTeamId', awayteamId: 'awayTeamId' };

  const contractMatch = fc
    .record({ matchId: id, tournamentId: id, seasonId: id, hometeamId: id, awayteamId: id, home: fc.constantFrom(...NAMES), away: fc.constantFrom(...NAMES), matchDate: isoDate, start: hhmm, statusTypeId: fc.constantFrom(1, 2, 3, 7) })
    .map(({ home, away, start, ...rest }) => ({ ...matchFixture.entity, ...rest, id: rest.matchId, hometeam: home, awayteam: away, matchStartTime: start, matchEndTime: null }));

  /** One choice per field among the spellings the real API uses for it. */
  const matchMix = fc.record({
    textIds: fc.array(fc.boolean(), { minLength: MATCH_IDS.length, maxLength: MATCH_IDS.length }),
    date: fc.constantFrom('contract', 'us', 'fraction'),
    spaces: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
    camel: fc.boolean(),
    noStart: fc.constantFrom('null', 'zero', 'absent'),
    extras: fc.boolean(),
    envelope: fc.boolean(),
  });

  it('a match list', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(contractMatch, matchMix), { minLength: 1, maxLength: 4 }), fc.boolean(), (rows, envelope) => {
        const wire = rows.map(([match, mix]) => {
          let record: Record<string, unknown> = { ...match };
          MATCH_IDS.forEach((key, index) => {
            if (mix.textIds[index]) record[key] = asText(record[key]);
          });
          if (mix.date === 'us') record['matchDate'] = usDateTime(match.matchDate);
          if (mix.date === 'fraction') record['matchDate'] = isoWithFraction(match.matchDate);
          (['hometeam', 'awayteam', 'tournamentName'] as const).forEach((key, index) => {
            if (mix.spaces[index]) record[key] = withTrailingSpace(record[key]);
          });
          if (match.matchStartTime === null && mix.noStart === 'zero') record['matchStartTime'] = 0;
          if (match.matchStartTime === null && mix.noStart === 'absent') delete record['matchStartTime'];
          if (mix.extras) Object.assign(record, { matchNo: String(match.matchId), arenaId: 0, lastChangeDate: '0001-01-01T00:00:00' });
          if (mix.camel) record = Object.fromEntries(Object.entries(record).map(([key, value]) => [CAMEL[key] ?? key, value]));
          return record;
        });
        const contract = rows.map(([match]) => match);
        expect(parseProxyResponse('tournamentMatches', envelope ? { tournamentId: 1, matches: wire } : wire).matches).toEqual(contract);
        expect(parseProxyResponse('tournamentMatches', { matches: contract }).matches).toEqual(contract);
      }),
      RUNS,
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it('the demo’s real-wire records, whose variant each record key picks', () => {
    fc.assert(
      fc.property(contractMatch, fc.boolean(), (match, camel) => {
        expect(parseMatch(realMatch(match, camel))).toEqual(parseMatch(match));
      }),
      RUNS,
    );
    fc.assert(
      fc.property(id, id, fc.boolean(), fc.integer({ min: 1, max: 4 }), (personId, assist, federation, periodId) => {
        const goal = { ...goalFixture.entity, personId, firstAssistPersonId: assist, periodId };
        expect(parseGoal(realGoal(goal, federation))).toEqual(parseGoal(goal));
        const penalty = { ...penaltyFixture.entity, personId, servingStartPeriodId: periodId };
        expect(parsePenalty(realPenalty(penalty, federation))).toEqual(parsePenalty(penalty));
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(id, fc.constantFrom(...NAMES)), { minLength: 1, maxLength: 6 }), (teams) => {
        const rows = teams.map(([orgId, orgName], index) => ({ ...standingsFixture.entity, orgId, orgName, position: index + 1 }));
        expect(parseStandings(rows.map(realStandingsRow))).toEqual(parseStandings(rows));
      }),
      RUNS,
    );
    fc.assert(
      fc.property(id, fc.option(fc.integer({ min: 1, max: 99 }), { nil: null }), fc.option(isoDate, { nil: null }), isoDate, (personId, number, birthDate, permitted) => {
        const member = { personId, owningOrgId: 50123, firstName: 'Ola', lastName: 'Hansen', birthDate, number, position: 'CE', nationality: 'NOR', height: 182, imageUrl: null };
        // The real wire may spell a position another way ("C" for "CE"): the same named position by the one rule.
        const named = (members: ReturnType<typeof parseTeamMembers>) => members.map((entry) => ({ ...entry, position: positionLabel(entry.position, SPORT.iceHockey) }));
        expect(named(parseTeamMembers([realTeamMember(member)]))).toEqual(named(parseTeamMembers([member])));
        const transfer = { transferId: personId, firstName: 'Ola', lastName: 'Hansen', fromOrgName: 'Stjernen', toOrgName: 'Frisk Asker', datePermittedToPlayNewOrg: permitted };
        expect(parseTransfers([realTransfer(transfer)])).toEqual(parseTransfers([transfer]));
      }),
      RUNS,
    );
    expect(warn).not.toHaveBeenCalled();
  });
});
