/**
 * DEMO_WIRE=real (DESIGN §1 "Real upstream data"): the demo league in the federation's real wire variants.
 * (a) the answers really differ as the real API's do; (b) the client's parser of each target reads the
 * real-wire answer to exactly the entities of the contract answer.
 */
import { parseDirectResponse, parseProxyResponse } from '../../../src/shared/wire/responses';
import { matchResponseParsers } from '../../../src/shared/wire/match';
import { setScores } from '../../../src/client/domain/match/volleyball';
import { parseStandings } from '../../../src/shared/wire/standings';
import { parseHockeyGoalies, parseHockeyPlayers } from '../../../src/shared/wire/hockeyStats';
import { createClock } from '../../../src/server/clock';
import type { DataSource } from '../../../src/server/dataSource';
import { createServerParts } from '../../../src/server/dataSources';
import { createDemoDataSource, createDemoLeague, type DemoLeague, type DemoTournament } from '../../../src/server/demo';
import {
  createRealWireDataSource,
  federationPeriodOf,
  realWireProxyAnswer,
} from '../../../src/server/demo/realWire';
import { variantOf } from '../../../src/server/demo/realWire/variants';
import {
  buildDirectTarget,
  buildTarget,
  resolveDirectTarget,
  resolveProxyTarget,
  type Match,
  type ProxyTargetName,
} from '../../../src/shared/contract';
import { periodNumber } from '../../../src/shared/contract/periods';
import { testConfig } from '../support/serverFixtures';
import { NOW, SEED, ZONE, league } from './support';

type WireRecord = Record<string, unknown>;
type Parser = (raw: unknown) => unknown;

const HOCKEY = 152;
const BASKETBALL = 199;
const VOLLEYBALL = 157;
const US_DATE_TIME = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/;
const ISO_FRACTION = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d+$/;
const ISO_PLAIN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

const realSourceOf = (demoLeague: DemoLeague): DataSource =>
  createRealWireDataSource(createDemoDataSource(demoLeague), {
    clubOrgId: (teamId) => demoLeague.team(teamId)?.clubOrgId ?? null,
    sportOfMatch: (matchId) => demoLeague.fixture(matchId)?.sportId ?? null,
  });
const contractSource = createDemoDataSource(league());
const realSource = realSourceOf(league());

const record = (value: unknown): WireRecord => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`not a record: ${JSON.stringify(value)}`);
  return value as WireRecord;
};
const list = (value: unknown): WireRecord[] => {
  if (!Array.isArray(value)) throw new Error(`not a list: ${JSON.stringify(value)?.slice(0, 200)}`);
  return value.map(record);
};
const endsWithSpace = (value: unknown) => typeof value === 'string' && value.endsWith(' ');

async function proxyBoth(text: string): Promise<{ contract: unknown; real: unknown }> {
  const target = resolveProxyTarget(text);
  return { contract: await contractSource.proxy(target), real: await realSource.proxy(target) };
}

async function directBoth(text: string): Promise<{ contract: unknown; real: unknown }> {
  const target = resolveDirectTarget(text);
  return { contract: await contractSource.direct(target), real: await realSource.direct(target) };
}

/** A current, published league of the sport that shows results (an ordinary page's league). */
function currentLeague(sportId: number, leagueKey?: string): DemoTournament {
  const found = league().tournaments.find(
    ({ current, tournament, leagueKey: key }) =>
      current &&
      tournament.sportId === sportId &&
      tournament.areMatchesPublished &&
      tournament.isResultPublished !== false &&
      tournament.leagueDisplayResults !== false &&
      (leagueKey === undefined || key === leagueKey) &&
      league().matches(tournament.tournamentId).some((match) => match.statusTypeId === 3),
  );
  if (!found) throw new Error(`no current league of sport ${sportId}`);
  return found;
}

const ehl = currentLeague(HOCKEY, 'h-ehl');
const basketballLeague = currentLeague(BASKETBALL);
const volleyballLeague = currentLeague(VOLLEYBALL);
const finished = (entry: DemoTournament, count: number): Match[] =>
  league()
    .matches(entry.tournament.tournamentId)
    .filter((match) => match.statusTypeId === 3)
    .slice(0, count);
const hockeyMatches = finished(ehl, 5);
const basketballMatch = finished(basketballLeague, 1)[0];
const volleyballMatch = finished(volleyballLeague, 1)[0];
const todayUs = (() => {
  const [year, month, day] = league().today.split('-');
  return `${month}/${day}/${year}`;
})();
const hockeyOrgId = 10;
const currentHockeySeasonId = ehl.tournament.seasonId;
const years = [0, 1, 2, 3, 4, 5].map((back) => Number(league().today.slice(0, 4)) - back);

describe('the real wire differs as the federation API does (DESIGN §1)', () => {
  it('ta/Seasons: the {year, seasons} envelope, ids as text, seasonDateFrom in the US spelling', async () => {
    for (const year of years) {
      const { contract, real } = await directBoth(buildDirectTarget('seasons', { orgId: hockeyOrgId, year }));
      expect(Object.keys(record(real))).toEqual(['year', 'seasons']);
      expect(record(real)['year']).toBe(year);
      const seasons = list(record(real)['seasons']);
      expect(seasons).toHaveLength(list(contract).length);
      for (const season of seasons) {
        expect(typeof season['seasonId']).toBe('string');
        expect(typeof season['orgIdOwner']).toBe('string');
        expect(season['seasonDateFrom']).toMatch(US_DATE_TIME);
      }
    }
  });

  it('ta/Tournament/Season: the envelope stays; some ids as text, some names with trailing spaces', async () => {
    const { real } = await directBoth(buildDirectTarget('tournamentsInSeason', { seasonId: currentHockeySeasonId }));
    const tournaments = list(record(real)['tournamentsInSeason']);
    expect(tournaments.some((t) => typeof t['tournamentId'] === 'string')).toBe(true);
    expect(tournaments.some((t) => typeof t['tournamentId'] === 'number')).toBe(true);
    expect(tournaments.some((t) => endsWithSpace(t['tournamentName']))).toBe(true);
    expect(tournaments.some((t) => !endsWithSpace(t['tournamentName']))).toBe(true);
  });

  it('ta/TournamentTeams: {tournamentId, tournamentNo, teams} with overriddenName and clubOrgId', async () => {
    const tournamentId = ehl.tournament.tournamentId;
    const { real } = await proxyBoth(buildTarget('tournamentTeams', { tournamentId }));
    expect(record(real)).toMatchObject({ tournamentId, tournamentNo: expect.any(String) });
    const teams = list(record(real)['teams']);
    expect(teams.length).toBeGreaterThanOrEqual(8);
    for (const team of teams) {
      expect(team).toHaveProperty('overriddenName');
      expect(team['clubOrgId']).toBe(league().team(Number(team['teamId']))?.clubOrgId);
    }
    expect(teams.some((team) => team['overriddenName'] === null)).toBe(true);
    expect(teams.some((team) => typeof team['overriddenName'] === 'string')).toBe(true);
    expect(teams.some((team) => typeof team['teamId'] === 'string')).toBe(true);
    expect(teams.some((team) => endsWithSpace(team['team']))).toBe(true);
  });

  it('ta/TournamentMatches: the envelope, three date spellings, ids as text, trailing spaces, unknown fields', async () => {
    const matches: WireRecord[] = [];
    for (const entry of [ehl, basketballLeague, volleyballLeague]) {
      const tournamentId = entry.tournament.tournamentId;
      const { real } = await proxyBoth(buildTarget('tournamentMatches', { tournamentId }));
      expect(record(real)).toMatchObject({ tournamentId, tournamentNo: expect.any(String) });
      const rows = list(record(real)['matches']);
      // Every variant on one league's page, not only over the three.
      expect(rows.some((m) => US_DATE_TIME.test(String(m['matchDate'])))).toBe(true);
      expect(rows.some((m) => ISO_FRACTION.test(String(m['matchDate'])))).toBe(true);
      expect(rows.some((m) => ISO_PLAIN.test(String(m['matchDate'])))).toBe(true);
      expect(rows.some((m) => typeof m['matchId'] === 'string' && typeof m['hometeamId'] === 'string')).toBe(true);
      expect(rows.some((m) => typeof m['matchId'] === 'number')).toBe(true);
      expect(rows.some((m) => endsWithSpace(m['hometeam']) || endsWithSpace(m['awayteam']))).toBe(true);
      matches.push(...rows);
    }
    for (const match of matches) {
      expect(match).toMatchObject({ matchNo: String(match['matchId']), arenaId: 0 });
      // Only ScheduledMatchesBySport uses the camel-cased team keys.
      expect(match).toHaveProperty('hometeam');
    }
  });

  it('ta/ScheduledMatchesBySport today: about half the rows spell homeTeam/awayTeam, with the other variants', async () => {
    const { contract, real } = await proxyBoth(buildTarget('scheduledMatchesBySport', { sportIds: [HOCKEY, BASKETBALL, VOLLEYBALL], date: todayUs }));
    const rows = list(record(real)['matches']);
    expect(rows).toHaveLength(list(record(contract)['matches']).length);
    const camel = rows.filter((row) => 'homeTeam' in row);
    expect(camel.length).toBeGreaterThan(rows.length / 4);
    expect(camel.length).toBeLessThan((rows.length * 3) / 4);
    for (const row of camel) {
      expect(Object.keys(row)).toEqual(expect.arrayContaining(['homeTeam', 'awayTeam', 'homeTeamId', 'awayTeamId']));
      expect(Object.keys(row)).not.toEqual(expect.arrayContaining(['hometeam']));
      expect(row).not.toHaveProperty('awayteam');
      expect(row).not.toHaveProperty('hometeamId');
      expect(row).not.toHaveProperty('awayteamId');
    }
    expect(rows.some((row) => US_DATE_TIME.test(String(row['matchDate'])))).toBe(true);
    expect(rows.some((row) => ISO_FRACTION.test(String(row['matchDate'])))).toBe(true);
    expect(rows.some((row) => typeof row['matchId'] === 'string')).toBe(true);
    expect(rows.some((row) => endsWithSpace(row['hometeam'] ?? row['homeTeam']) || endsWithSpace(row['awayteam'] ?? row['awayTeam']))).toBe(true);
  });

  it('ta/Match spells a match exactly as ta/TournamentMatches does (the same record, the same variant)', async () => {
    const { real: inTournament } = await proxyBoth(buildTarget('tournamentMatches', { tournamentId: ehl.tournament.tournamentId }));
    const rows = list(record(inTournament)['matches']);
    for (const match of hockeyMatches) {
      const { real } = await proxyBoth(buildTarget('match', { matchId: match.matchId }));
      expect(real).toStrictEqual(rows.find((row) => Number(row['matchId']) === match.matchId));
    }
  });

  it('ta/MatchReferee and ta/MatchTeamMembers answer bare lists; shirt numbers are text for some people', async () => {
    const matchId = hockeyMatches[0]?.matchId ?? 0;
    const referees = await proxyBoth(buildTarget('matchReferees', { matchid: matchId }));
    expect(referees.real).toStrictEqual(record(referees.contract)['referees']);
    const members = await proxyBoth(buildTarget('matchTeamMembers', { matchId }));
    const lineups = list(members.real);
    expect(lineups).toHaveLength(list(record(members.contract)['lineups']).length);
    expect(lineups.some((member) => typeof member['number'] === 'string')).toBe(true);
    expect(lineups.some((member) => typeof member['number'] === 'number')).toBe(true);
  });

  it('hockey goals and penalties: periods as federation ids (200049 + n) on every other one, shirt numbers as text on some', async () => {
    const federation = (value: unknown) => typeof value === 'number' && value >= 200_050 && value <= 200_061;
    const plain = (value: unknown) => typeof value === 'number' && value >= 1 && value <= 12;
    const goals: WireRecord[] = [];
    const penalties: WireRecord[] = [];
    for (const match of hockeyMatches) {
      const matchGoals = list((await proxyBoth(buildTarget('hockeyGoals', { matchId: match.matchId }))).real);
      const matchPenalties = list((await proxyBoth(buildTarget('hockeyPenalties', { matchId: match.matchId }))).real);
      // Both spellings on one match page, whenever it has two goals (penalties) or more.
      if (matchGoals.length >= 2) {
        expect(matchGoals.some((goal) => federation(goal['periodId']))).toBe(true);
        expect(matchGoals.some((goal) => plain(goal['periodId']))).toBe(true);
      }
      if (matchPenalties.length >= 2) {
        expect(matchPenalties.some((penalty) => federation(penalty['servingStartPeriodId']))).toBe(true);
        expect(matchPenalties.some((penalty) => plain(penalty['servingStartPeriodId']))).toBe(true);
      }
      goals.push(...matchGoals);
      penalties.push(...matchPenalties);
    }
    expect(goals.length).toBeGreaterThan(5);
    expect(penalties.length).toBeGreaterThan(5);
    expect(goals.some((goal) => typeof goal['shirtNo'] === 'string')).toBe(true);
    expect(penalties.some((penalty) => typeof penalty['shirtNo'] === 'string')).toBe(true);
  });

  it('hockey goals and penalties: clocks as "05:12", 512 or "512", goal types as goalTypeId, goalType code or both, on one match page (issue 25 case 2)', async () => {
    const spelling = (value: unknown) => (typeof value === 'number' ? 'integer' : /^\d{1,4}$/.test(String(value)) ? 'digits' : /^\d{2}:\d{2}$/.test(String(value)) ? 'clock' : 'other');
    const typeSpelling = (goal: WireRecord) => ('goalType' in goal ? ('goalTypeId' in goal ? 'both' : 'code') : 'id');
    let seen = 0;
    for (const match of hockeyMatches) {
      const goals = list((await proxyBoth(buildTarget('hockeyGoals', { matchId: match.matchId }))).real);
      const penalties = list((await proxyBoth(buildTarget('hockeyPenalties', { matchId: match.matchId }))).real);
      if (goals.length >= 3) {
        seen += 1;
        expect(new Set(goals.map((goal) => spelling(goal['periodTime'])))).toEqual(new Set(['integer', 'digits', 'clock']));
        expect(new Set(goals.map(typeSpelling))).toEqual(new Set(['id', 'code', 'both']));
        for (const goal of goals) if ('goalType' in goal) expect(goal['goalType']).toMatch(/^(EQ|PP1|PP2|SH1|SH2)$/);
      }
      if (penalties.length >= 3) expect(new Set(penalties.map((penalty) => spelling(penalty['servingStartTime'])))).toEqual(new Set(['integer', 'digits', 'clock']));
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('basketball and volleyball periods: other ids than hockey’s, SPEC §3 names on some matches, unplayed 0-0 sets (issue 25 case 3)', async () => {
    const periodsOf = async (match: Match) => {
      const { contract, real } = await proxyBoth(buildTarget('matchIncidents', { matchId: match.matchId }));
      return { contract: list(record(contract)['matchPeriodResults']), real: list(record(real)['matchPeriodResults']), realAnswer: real, contractAnswer: contract };
    };
    const names = new Set<string>();
    for (const match of finished(basketballLeague, 6)) {
      const { contract, real, realAnswer, contractAnswer } = await periodsOf(match);
      expect(real).toHaveLength(contract.length);
      for (const period of real) expect(period['partialResultTypeId']).toBeGreaterThan(200_053);
      for (const period of real) names.add(String(period['partialResultType']));
      for (const incident of list(record(realAnswer)['matchIncidents'])) expect(incident['partialResultTypeId']).toBeGreaterThan(200_053);
      // Meaning unchanged: the client reads the same periods and incidents.
      expect(matchResponseParsers.matchIncidents(realAnswer)).toStrictEqual(matchResponseParsers.matchIncidents(contractAnswer));
    }
    expect(names).toContain('1. periode');
    expect(names).toContain('periods');
    let padded = 0;
    for (const match of finished(volleyballLeague, 8)) {
      const { contract, real, realAnswer, contractAnswer } = await periodsOf(match);
      const unplayed = real.slice(contract.length);
      if (contract.length === 3 || contract.length === 4) {
        expect(real).toHaveLength(5);
        expect(unplayed.every((set) => set['homeGoals'] === 0 && set['awayGoals'] === 0)).toBe(true);
        padded += 1;
      } else expect(real).toHaveLength(contract.length);
      const parsedReal = matchResponseParsers.matchIncidents(realAnswer);
      const parsedContract = matchResponseParsers.matchIncidents(contractAnswer);
      expect(setScores(parsedReal.matchPeriodResults)).toStrictEqual(setScores(parsedContract.matchPeriodResults));
      expect(parsedReal.matchIncidents).toStrictEqual(parsedContract.matchIncidents);
    }
    expect(padded).toBeGreaterThan(0);
  });

  it('standings: team names with trailing spaces and orgId as text on some rows', async () => {
    for (const entry of [ehl, basketballLeague, volleyballLeague]) {
      const { real } = await proxyBoth(buildTarget('standings', { tournamentId: entry.tournament.tournamentId }));
      const rows = list(real);
      expect(rows.some((row) => endsWithSpace(row['orgName']))).toBe(true);
      expect(rows.some((row) => typeof row['orgId'] === 'string')).toBe(true);
    }
  });

  it('hockey statistics (issue 25 case 1): players in the federation’s names, points as +/-, a rank; goalies with minutesPlayed', async () => {
    const tournamentId = ehl.tournament.tournamentId;
    const players = await proxyBoth(buildTarget('hockeyTournamentPlayers', { tournamentId, numberMatches: null, opponentId: null }));
    const contractPlayers = list(players.contract);
    const realPlayers = list(players.real);
    expect(realPlayers).toHaveLength(contractPlayers.length);
    realPlayers.forEach((row, index) => {
      const contract = contractPlayers[index] ?? {};
      expect(Object.keys(row)).toEqual(expect.arrayContaining(['gamesPlayed', 'goalsScored', 'assists', 'pts', 'points', 'powerPlayGoals', 'shots', 'shotsPct', 'faceOffs', 'rank']));
      for (const name of ['gp', 'g', 'a', 'plusMinus', 'ppg', 'sog', 'faceoffs']) expect(row).not.toHaveProperty(name);
      expect(row['points']).toBe(contract['plusMinus']);
      expect(row['pts']).toBe(contract['pts']);
      expect(row['rank']).toBe(index + 1);
    });
    expect(realPlayers.some((row) => typeof row['personId'] === 'string')).toBe(true);

    const goalies = await proxyBoth(buildTarget('hockeyTournamentGoalies', { tournamentId, numberMatches: null, opponentId: null }));
    const envelope = ['bare', 'data', 'goalies'][variantOf('goalieEnvelope', tournamentId, 3)] ?? 'bare';
    const realGoalies = list(envelope === 'bare' ? goalies.real : record(goalies.real)[envelope]);
    expect(realGoalies).toHaveLength(list(goalies.contract).length);
    expect(realGoalies.some((row) => typeof row['minutesPlayed'] === 'string' && /^\d+:[0-5]\d$/.test(row['minutesPlayed']))).toBe(true);
    expect(realGoalies.some((row) => typeof row['minutesPlayed'] === 'number')).toBe(true);
    for (const row of realGoalies) for (const name of ['gp', 'toiSeconds', 'w', 'l']) expect(row).not.toHaveProperty(name);
  });

  it('tournamentGoalieLeaders comes bare, as {data} or as {goalies}, one of them per tournament', () => {
    const target = (tournamentId: number) => resolveProxyTarget(buildTarget('hockeyTournamentGoalies', { tournamentId, numberMatches: null, opponentId: null }));
    const row = { personId: 9, orgId: 7, firstName: 'A', lastName: 'B', teamName: 'T', gp: 1, toiSeconds: 3600, w: 1, l: 0, so: 0, ga: 2, sv: 20 };
    const forms = new Set(
      Array.from({ length: 12 }, (_, index) => {
        const answer = realWireProxyAnswer(target(1000 + index), [row]);
        expect(realWireProxyAnswer(target(1000 + index), [row])).toStrictEqual(answer);
        return Array.isArray(answer) ? 'bare' : Object.keys(record(answer)).join();
      }),
    );
    expect([...forms].sort()).toEqual(['bare', 'data', 'goalies']);
  });

  it('passes the other targets through unchanged', async () => {
    const match = hockeyMatches[0] ?? ({} as Match);
    for (const text of [
      buildTarget('matchIncidents', { matchId: match.matchId }),
      buildTarget('organisations', { orgIds: [match.hometeamId, match.awayteamId] }),
      buildTarget('broadcastsBySport', { sportId: HOCKEY }),
      buildTarget('standingsSettings', { tournamentId: ehl.tournament.tournamentId }),
      buildTarget('matchIncidentTypes', { sfOrgId: hockeyOrgId }),
    ]) {
      const { contract, real } = await proxyBoth(text);
      expect(real).toStrictEqual(contract);
    }
  });

  it('is deterministic and leaves the demo league’s records untouched', async () => {
    const again = realSourceOf(createDemoLeague({ seed: SEED, timeZone: ZONE, now: () => NOW }));
    const text = buildTarget('scheduledMatchesBySport', { sportIds: [HOCKEY, BASKETBALL, VOLLEYBALL], date: todayUs });
    const before = JSON.stringify(await contractSource.proxy(resolveProxyTarget(text)));
    const real = await realSource.proxy(resolveProxyTarget(text));
    expect(await again.proxy(resolveProxyTarget(text))).toStrictEqual(real);
    expect(JSON.stringify(await contractSource.proxy(resolveProxyTarget(text)))).toBe(before);
  });

  it('writes 0 for a missing start time and "0001-01-01T00:00:00" for a missing birth date (none in the demo league)', () => {
    const [sample] = hockeyMatches;
    const match = realWireProxyAnswer(resolveProxyTarget(buildTarget('match', { matchId: 1 })), { ...sample, matchStartTime: null });
    expect(record(match)['matchStartTime']).toBe(0);
    const members = realWireProxyAnswer(resolveProxyTarget(buildTarget('teamMembers', { teamId: 1 })), [
      { personId: 5, owningOrgId: 1, firstName: 'A', lastName: 'B', birthDate: null, number: 9, position: null, nationality: null, height: null, imageUrl: null },
    ]);
    expect(list(members)[0]?.['birthDate']).toBe('0001-01-01T00:00:00');
  });

  it('writes period n as the federation id 200049 + n, for periods 1-12 only', () => {
    expect(federationPeriodOf(1)).toBe(200_050);
    expect(federationPeriodOf(12)).toBe(200_061);
    expect(federationPeriodOf(0)).toBe(0);
    expect(federationPeriodOf(13)).toBe(13);
  });

  it('writes period ids the client reads back: periodNumber(federationPeriodOf(n)) is n for 1-12', () => {
    for (let period = 1; period <= 12; period += 1) expect(periodNumber(Number(federationPeriodOf(period)))).toBe(period);
  });

  it('is switched on by DEMO_WIRE=real in the server parts', () => {
    const clock = createClock({ startAt: NOW });
    const real = createServerParts(testConfig({ demoWire: 'real', demoSeed: SEED, timeZone: ZONE }), clock);
    expect(real.dataSource.status().detail).toContain('real wire variants');
    const contract = createServerParts(testConfig({ demoSeed: SEED, timeZone: ZONE }), clock);
    expect(contract.dataSource.status().detail).not.toContain('real wire');
  });
});

const proxyParser =
  (name: ProxyTargetName): Parser =>
  (raw) =>
    parseProxyResponse(name, raw);

/** [label, target text, direct?, the parser the client uses for it (src/client/state/**, services/api.ts)]. */
const cases: [string, string, 'direct' | 'proxy', Parser][] = [
  ...years.map((year): [string, string, 'direct', Parser] => [
    `seasons of ${year}`,
    buildDirectTarget('seasons', { orgId: hockeyOrgId, year }),
    'direct',
    (raw) => parseDirectResponse('seasons', raw),
  ]),
  ...[currentHockeySeasonId, basketballLeague.tournament.seasonId, volleyballLeague.tournament.seasonId].map(
    (seasonId): [string, string, 'direct', Parser] => [
      `tournaments in season ${seasonId}`,
      buildDirectTarget('tournamentsInSeason', { seasonId }),
      'direct',
      (raw) => parseDirectResponse('tournamentsInSeason', raw),
    ],
  ),
  ...[ehl, basketballLeague, volleyballLeague].flatMap(({ tournament }): [string, string, 'proxy', Parser][] => [
    [`teams of ${tournament.tournamentName}`, buildTarget('tournamentTeams', { tournamentId: tournament.tournamentId }), 'proxy', proxyParser('tournamentTeams')],
    [`matches of ${tournament.tournamentName}`, buildTarget('tournamentMatches', { tournamentId: tournament.tournamentId }), 'proxy', proxyParser('tournamentMatches')],
    [`the tournament ${tournament.tournamentName}`, buildTarget('tournament', { tournamentId: tournament.tournamentId }), 'proxy', proxyParser('tournament')],
    [`standings of ${tournament.tournamentName}`, buildTarget('standings', { tournamentId: tournament.tournamentId }), 'proxy', parseStandings],
  ]),
  ...[[HOCKEY], [BASKETBALL, VOLLEYBALL], [HOCKEY, BASKETBALL, VOLLEYBALL]].map((sportIds): [string, string, 'proxy', Parser] => [
    `scheduled matches of sports ${sportIds.join(',')} today`,
    buildTarget('scheduledMatchesBySport', { sportIds, date: todayUs }),
    'proxy',
    proxyParser('scheduledMatchesBySport'),
  ]),
  ...[...hockeyMatches.slice(0, 2), basketballMatch, volleyballMatch].flatMap((match): [string, string, 'proxy', Parser][] => {
    const matchId = match?.matchId ?? 0;
    return [
      [`match ${matchId}`, buildTarget('match', { matchId }), 'proxy', proxyParser('match')],
      [`referees of ${matchId}`, buildTarget('matchReferees', { matchid: matchId }), 'proxy', matchResponseParsers.matchReferees],
    ];
  }),
  ...hockeyMatches.slice(0, 3).flatMap(({ matchId }): [string, string, 'proxy', Parser][] => [
    [`team members of ${matchId}`, buildTarget('matchTeamMembers', { matchId }), 'proxy', matchResponseParsers.matchTeamMembers],
    [`hockey goals of ${matchId}`, buildTarget('hockeyGoals', { matchId }), 'proxy', matchResponseParsers.hockeyGoals],
    [`hockey penalties of ${matchId}`, buildTarget('hockeyPenalties', { matchId }), 'proxy', matchResponseParsers.hockeyPenalties],
    [`hockey players of ${matchId}`, buildTarget('hockeyPlayers', { matchId }), 'proxy', matchResponseParsers.hockeyPlayers],
    [`hockey goalies of ${matchId}`, buildTarget('hockeyGoalies', { matchId }), 'proxy', matchResponseParsers.hockeyGoalies],
  ]),
  ...[null, 2].flatMap((numberMatches): [string, string, 'proxy', Parser][] => {
    const params = { tournamentId: ehl.tournament.tournamentId, numberMatches, opponentId: null };
    return [
      [`hockey players of EHL, last ${numberMatches ?? 'all'} matches`, buildTarget('hockeyTournamentPlayers', params), 'proxy', parseHockeyPlayers],
      [`hockey goalies of EHL, last ${numberMatches ?? 'all'} matches`, buildTarget('hockeyTournamentGoalies', params), 'proxy', parseHockeyGoalies],
    ];
  }),
  [
    `basketball players of ${basketballMatch?.matchId}`,
    buildTarget('basketballMatchPlayers', { matchId: basketballMatch?.matchId ?? 0 }),
    'proxy',
    matchResponseParsers.basketballMatchPlayers,
  ],
  [
    `volleyball players of ${volleyballMatch?.matchId}`,
    buildTarget('volleyballMatchPlayers', { matchId: volleyballMatch?.matchId ?? 0 }),
    'proxy',
    matchResponseParsers.volleyballMatchPlayers,
  ],
];

describe('the client parses the real wire to the contract’s entities (the key test)', () => {
  it.each(cases)('%s', async (_label, text, kind, parse) => {
    const { contract, real } = kind === 'direct' ? await directBoth(text) : await proxyBoth(text);
    const expected = parse(contract);
    // A vacuous pass (both parse to nothing) would prove nothing.
    expect(JSON.stringify(expected)).not.toMatch(/^(\[\]|\{"\w+":\[\]\})$/);
    expect(parse(real)).toStrictEqual(expected);
  });

  it('reads a real "0" start time as no start time', () => {
    const [sample] = hockeyMatches;
    const contract = { matches: [{ ...sample, matchStartTime: null }] };
    const target = resolveProxyTarget(buildTarget('tournamentMatches', { tournamentId: sample?.tournamentId ?? 0 }));
    expect(parseProxyResponse('tournamentMatches', realWireProxyAnswer(target, contract))).toStrictEqual(
      parseProxyResponse('tournamentMatches', contract),
    );
  });
});
