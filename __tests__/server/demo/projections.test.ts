/**
 * Consistency of the match detail projections (issue 4): for a sample of finished matches of each sport,
 * what the projections serve equals what this test counts independently from the raw simulated events,
 * and agrees with the match result.
 */
import {
  createDemoLeague,
  type BasketballSimulation,
  type HockeySimulation,
  type Simulation,
  type VolleyballSimulation,
} from '../../../src/server/demo';
import { NotFoundError } from '../../../src/server/dataSource';
import * as projections from '../../../src/server/demo/projections';
import { DEFAULT_DEMO_SEED } from '../../../src/server/config';
import { LIVE_VOLLEYBALL_POINT, MATCH_STATUS, type Match, type PeriodResult } from '../../../src/shared/contract';
import { league, NOW, ZONE } from './support';

type Side = 'H' | 'B';
const SIDES = ['H', 'B'] as const;

/** Finished matches of the current season's published tournaments of a sport. */
function finished(sport: number): Match[] {
  return league()
    .tournaments.filter((entry) => entry.current && entry.tournament.sportId === sport && entry.tournament.areMatchesPublished)
    .flatMap((entry) => league().matches(entry.tournament.tournamentId))
    .filter((match) => match.statusTypeId === MATCH_STATUS.finished);
}

function simulationOf<S extends Simulation['sport']>(matchId: number, sport: S): Extract<Simulation, { sport: S }> {
  const simulation = league().simulation(matchId);
  if (simulation?.sport !== sport) throw new Error(`match ${matchId} is not a simulated ${sport} match`);
  return simulation as Extract<Simulation, { sport: S }>;
}

/** A sample: the first dozen, plus every match with an unusual ending the predicate picks (bounded). */
function sample<S extends Simulation['sport']>(sport: number, kind: S, unusual: (simulation: Extract<Simulation, { sport: S }>) => boolean): number[] {
  const ids = finished(sport).map((match) => match.matchId);
  const odd = ids.filter((matchId) => unusual(simulationOf(matchId, kind))).slice(0, 8);
  return [...new Set([...ids.slice(0, 12), ...odd])];
}

const count = <T>(items: readonly T[], predicate: (item: T) => boolean) => items.filter(predicate).length;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const resultOf = (matchId: number) => league().match(matchId)?.matchResult;
const teamOrgOf = (simulation: Simulation, side: Side) => simulation.lineups[side].teamOrgId;
const periodsOf = (results: PeriodResult[], kinds: PeriodResult['partialResultType'][]) => results.filter((entry) => kinds.includes(entry.partialResultType));

describe('match projections: ice hockey', () => {
  const matches = sample(152, 'hockey', (simulation) => simulation.decidedBy !== 'regulation');
  const hockey = (matchId: number) => simulationOf(matchId, 'hockey');

  it('samples regulation, overtime and shootout endings', () => {
    const endings = new Set(matches.map((matchId) => hockey(matchId).decidedBy));
    expect(endings).toEqual(new Set(['regulation', 'overtime', 'shootout']));
  });

  it.each(matches)('match %i: period goals equal the events and sum to the result (shootout winner +1)', (matchId) => {
    const simulation = hockey(matchId);
    const { matchPeriodResults } = projections.matchIncidents(league(), matchId);
    const periods = [...new Set(simulation.events.map((event) => event.period))];
    expect(matchPeriodResults.map((entry) => entry.partialResultTypeId)).toEqual(periods);
    for (const entry of matchPeriodResults) {
      const goals = (side: Side) =>
        count(simulation.events, (event) => event.period === entry.partialResultTypeId && ((event.type === 'goal' && event.team === side) || (event.type === 'shootoutAttempt' && event.scored && event.team === side)));
      expect([entry.homeGoals, entry.awayGoals]).toEqual([goals('H'), goals('B')]);
    }
    const shootout = periodsOf(matchPeriodResults, ['shootout'])[0];
    const played = periodsOf(matchPeriodResults, ['periods', 'overtime']);
    const bonus = (side: Side) => (shootout ? Number(side === 'H' ? shootout.homeGoals > shootout.awayGoals : shootout.awayGoals > shootout.homeGoals) : 0);
    expect(sum(played.map((entry) => entry.homeGoals)) + bonus('H')).toBe(resultOf(matchId)?.homeGoals);
    expect(sum(played.map((entry) => entry.awayGoals)) + bonus('B')).toBe(resultOf(matchId)?.awayGoals);
    expect(matchPeriodResults.slice(0, 3).every((entry) => entry.partialResultType === 'periods')).toBe(true);
    if (simulation.decidedBy === 'shootout') expect(matchPeriodResults.map((entry) => entry.partialResultType).slice(3)).toEqual(['overtime', 'shootout']);
  });

  it.each(matches)('match %i: the goals list per side is the score minus the shootout goal, with its event details', (matchId) => {
    const simulation = hockey(matchId);
    const all = projections.hockeyGoals(league(), matchId);
    // The scored shootout attempts come last, in the shootout period (issue 11 case 6): not goals of the score.
    const attempts = simulation.events.flatMap((event) => (event.type === 'shootoutAttempt' && event.scored ? [event] : []));
    const goals = all.slice(0, all.length - attempts.length);
    expect(all.slice(goals.length).map((goal) => [goal.personId, goal.periodId, goal.homeOrAwayTeam])).toEqual(
      attempts.map((event) => [event.shooterId, event.period, event.team]),
    );
    const shootoutBonus = (side: Side) => Number(simulation.decidedBy === 'shootout' && simulation.winner === side);
    expect(count(goals, (goal) => goal.homeOrAwayTeam === 'H')).toBe((resultOf(matchId)?.homeGoals ?? NaN) - shootoutBonus('H'));
    expect(count(goals, (goal) => goal.homeOrAwayTeam === 'B')).toBe((resultOf(matchId)?.awayGoals ?? NaN) - shootoutBonus('B'));
    const events = simulation.events.filter((event) => event.type === 'goal');
    goals.forEach((goal, index) => {
      const event = events[index];
      if (event?.type !== 'goal') throw new Error('goal without event');
      const minutes = Math.floor(event.periodSecond / 60);
      expect(goal.periodTime).toBe(`${String(minutes).padStart(2, '0')}:${String(event.periodSecond % 60).padStart(2, '0')}`);
      expect(goal.periodTime).toMatch(/^[01]\d:[0-5]\d$/);
      expect([goal.personId, goal.periodId, goal.goalTypeId, goal.homeOrAwayTeam]).toEqual([event.scorerId, event.period, event.goalTypeId, event.team]);
      expect([goal.firstAssistPersonId, goal.secondAssistPersonId]).toEqual([event.assistIds[0] ?? null, event.assistIds[1] ?? null]);
      expect(goal.orgId).toBe(teamOrgOf(simulation, event.team));
      const shirts = (ids: number[]) => ids.map((personId) => league().person(personId)?.number).join(',');
      expect(goal.onIceHomeTeamShirtNo).toBe(shirts(event.homeOnIce));
      expect(goal.onIceAwayTeamShirtNo).toBe(shirts(event.awayOnIce));
    });
  });

  it.each(matches)('match %i: penalty minutes parsed from the severity equal the events and the players\' PIM', (matchId) => {
    const simulation = hockey(matchId);
    const penalties = projections.hockeyPenalties(league(), matchId);
    const players = projections.hockeyPlayers(league(), matchId);
    for (const side of SIDES) {
      const teamOrgId = teamOrgOf(simulation, side);
      const parsed = penalties.filter((penalty) => penalty.orgId === teamOrgId).map((penalty) => Number(/ - (\d+) min$/.exec(penalty.severityType)?.[1]));
      const fromEvents = simulation.events.flatMap((event) => (event.type === 'penalty' && event.team === side ? [event.minutes] : []));
      expect(parsed).toEqual(fromEvents);
      expect(sum(players.filter((player) => player.teamOrgId === teamOrgId).map((player) => player.pim))).toBe(sum(fromEvents));
    }
  });

  it.each(matches)('match %i: player rows count goals, assists, shots, plus/minus and faceoffs from the events', (matchId) => {
    const simulation = hockey(matchId);
    const players = projections.hockeyPlayers(league(), matchId);
    expect(players.map((player) => player.personId)).toEqual([...simulation.lineups.H.playerIds, ...simulation.lineups.B.playerIds]);
    const goals = simulation.events.filter((event) => event.type === 'goal');
    for (const player of players) {
      const id = player.personId;
      const scored = count(goals, (goal) => goal.type === 'goal' && goal.scorerId === id);
      const assisted = count(goals, (goal) => goal.type === 'goal' && goal.assistIds.includes(id));
      const saved = count(simulation.events, (event) => event.type === 'shot' && event.shooterId === id);
      let plusMinus = 0;
      for (const goal of goals) {
        if (goal.type !== 'goal' || goal.goalTypeId === 200142 || goal.goalTypeId === 200143) continue;
        const [mine, theirs] = goal.team === 'H' ? [goal.homeOnIce, goal.awayOnIce] : [goal.awayOnIce, goal.homeOnIce];
        if (mine.includes(id)) plusMinus += 1;
        if (theirs.includes(id)) plusMinus -= 1;
      }
      const taken = count(simulation.events, (event) => event.type === 'faceoff' && (event.homePlayerId === id || event.awayPlayerId === id));
      const won = count(simulation.events, (event) => event.type === 'faceoff' && (event.winner === 'H' ? event.homePlayerId : event.awayPlayerId) === id);
      expect([player.goalsScored, player.assists, player.pts, player.shots, player.points]).toEqual([scored, assisted, scored + assisted, saved + scored, plusMinus]);
      expect(player.faceoffs_WinPct).toBe(taken === 0 ? null : won / taken);
      const member = league().person(id);
      expect(player.memberType).toBe(member?.position === 'GK1' || member?.position === 'GK2' ? member.position : 'Player');
      expect(player.lineNumber).toBe(player.memberType === 'Player' ? member?.line : null);
    }
    for (const side of SIDES) {
      const team = players.filter((player) => player.teamOrgId === teamOrgOf(simulation, side));
      // SPEC §5: shots per team = recorded shots plus goals; the incidents say the same.
      const shotIncidents = count(projections.matchIncidents(league(), matchId).matchIncidents, (incident) => incident.incidentType === 'Shot' && incident.team === side);
      expect(sum(team.map((player) => player.shots))).toBe(shotIncidents + count(goals, (goal) => goal.type === 'goal' && goal.team === side));
      expect(count(team, (player) => player.bestPlayer)).toBe(1);
      // Time on ice is the simulation's own shift tally, and the goalies' is what the events give.
      for (const player of team) expect(player.playerTimeSeconds).toBe(simulation.lineups[side].secondsPlayed[player.personId] ?? 0);
    }
  });

  it.each(matches)('match %i: goalie saves are shots faced minus goals against; time in net covers the match', (matchId) => {
    const simulation: HockeySimulation = hockey(matchId);
    const goalies = projections.hockeyGoalies(league(), matchId);
    const lastSecond = Math.max(...simulation.events.map((event) => event.matchSecond));
    for (const side of SIDES) {
      const team = goalies.filter((goalie) => goalie.orgId === teamOrgOf(simulation, side));
      expect(team.length).toBeGreaterThanOrEqual(1);
      expect(sum(team.map((goalie) => goalie.minutesPlayed * 60 + goalie.secondsPlayed))).toBe(lastSecond);
      for (const goalie of team) {
        const faced = count(simulation.events, (event) => (event.type === 'shot' || event.type === 'goal') && event.goalieId === goalie.personId);
        const against = count(simulation.events, (event) => event.type === 'goal' && event.goalieId === goalie.personId);
        expect([goalie.shots, goalie.sv]).toEqual([faced, faced - against]);
        expect(goalie.secondsPlayed).toBeLessThan(60);
        expect(goalie.minutesPlayed * 60 + goalie.secondsPlayed).toBe(simulation.lineups[side].secondsPlayed[goalie.personId]);
        expect(goalie.svPct).toBe(faced === 0 ? null : Math.round((1000 * (faced - against)) / faced) / 10);
      }
    }
  });

  it('numbers play-off continuation periods 4-12 as periods, and a regular-season overtime as overtime', () => {
    const playoff = league().tournaments.find((entry) => entry.playoff && entry.tournament.sportId === 152 && league().matches(entry.tournament.tournamentId).some((match) => match.statusTypeId === MATCH_STATUS.finished));
    const overtime = league()
      .matches(playoff?.tournament.tournamentId ?? 0)
      .map((match) => match.matchId)
      .find((matchId) => (league().simulation(matchId)?.periods.length ?? 0) > 3);
    if (overtime === undefined) throw new Error('no play-off match went to overtime');
    const results = projections.matchIncidents(league(), overtime).matchPeriodResults;
    expect(results.length).toBeGreaterThan(3);
    expect(results.every((entry) => entry.partialResultType === 'periods')).toBe(true);
    const regular = matches.find((matchId) => hockey(matchId).decidedBy === 'overtime');
    expect(projections.matchIncidents(league(), regular ?? 0).matchPeriodResults.map((entry) => [entry.partialResultTypeId, entry.partialResultType])).toEqual([
      [1, 'periods'],
      [2, 'periods'],
      [3, 'periods'],
      [4, 'overtime'],
    ]);
  });
});

describe('match projections: basketball', () => {
  const matches = sample(199, 'basketball', (simulation) => simulation.periods.length > 4);
  const basketball = (matchId: number): BasketballSimulation => simulationOf(matchId, 'basketball');
  const VALUE: Readonly<Record<number, number>> = { 200444: 1, 200443: 2, 200442: 3 };

  it('samples a match with extra periods', () => {
    expect(matches.some((matchId) => basketball(matchId).periods.length > 4)).toBe(true);
  });

  it.each(matches)('match %i: points = 1·p1 + 2·p2 + 3·p3 per player, equal to the events, summing to the score', (matchId) => {
    const simulation = basketball(matchId);
    const { data } = projections.basketballPlayers(league(), matchId);
    expect(data.map((player) => player.personId)).toEqual([...simulation.lineups.H.playerIds, ...simulation.lineups.B.playerIds]);
    const points = (player: (typeof data)[number]) => player.p1Sum + 2 * player.p2Sum + 3 * player.p3Sum;
    for (const player of data) {
      const own = simulation.events.filter((event) => event.type === 'shot' && event.personId === player.personId);
      expect(points(player)).toBe(sum(own.map((event) => (event.type === 'shot' ? (VALUE[event.subTypeId] ?? 0) : 0))));
      const shots = (subTypeId: number) => count(own, (event) => event.type === 'shot' && event.subTypeId === subTypeId);
      expect([player.p1Sum, player.p1MissSum, player.p2Sum, player.p2MissSum, player.p3Sum, player.p3MissSum]).toEqual(
        [200444, 200445, 200443, 200581, 200442, 200580].map(shots),
      );
      const by = (type: string, extra: (event: Simulation['events'][number]) => boolean = () => true) =>
        count(simulation.events, (event) => event.type === type && 'personId' in event && event.personId === player.personId && extra(event));
      expect([player.fouls, player.toSum, player.stSum, player.blSum]).toEqual([by('foul'), by('turnover'), by('steal'), by('block')]);
      expect([player.offRebSum, player.defRebSum]).toEqual([
        by('rebound', (event) => event.type === 'rebound' && event.incidentTypeId === 407),
        by('rebound', (event) => event.type === 'rebound' && event.incidentTypeId === 408),
      ]);
      expect(player.assists).toBe(count(simulation.events, (event) => event.type === 'shot' && event.made && event.assistId === player.personId));
    }
    const team = (side: Side) => sum(data.filter((player) => player.teamOrgId === teamOrgOf(simulation, side)).map(points));
    expect([team('H'), team('B')]).toEqual([resultOf(matchId)?.homeGoals, resultOf(matchId)?.awayGoals]);
  });

  it.each(matches)('match %i: period scores sum to the result; incidents carry shot sub-types, fouls and team-level rebounds', (matchId) => {
    const simulation = basketball(matchId);
    const { matchPeriodResults, matchIncidents } = projections.matchIncidents(league(), matchId);
    expect(matchPeriodResults.map((entry) => [entry.partialResultTypeId, entry.partialResultType])).toEqual(
      simulation.periods.map((period) => [period.period, period.period <= 4 ? 'periods' : 'overtime']),
    );
    expect(sum(matchPeriodResults.map((entry) => entry.homeGoals))).toBe(resultOf(matchId)?.homeGoals);
    expect(sum(matchPeriodResults.map((entry) => entry.awayGoals))).toBe(resultOf(matchId)?.awayGoals);
    const shotsInEvents = simulation.events.filter((event) => event.type === 'shot');
    const shotIncidents = matchIncidents.filter((incident) => incident.incidentType === 'Shot');
    expect(shotIncidents.map((incident) => [incident.incidentSubTypeId, incident.personId, incident.team, incident.partialResultTypeId])).toEqual(
      shotsInEvents.map((event) => (event.type === 'shot' ? [event.subTypeId, event.personId, event.team, event.period] : [])),
    );
    const fouls = matchIncidents.filter((incident) => incident.incidentType === 'Foul');
    expect(fouls.map((incident) => [incident.incidentTypeId, incident.personId])).toEqual(
      simulation.events.flatMap((event) => (event.type === 'foul' ? [[event.foulTypeId, event.personId]] : [])),
    );
    for (const incident of fouls) expect([200437, 200447, 200448, 200449, 200450, 200451, 200452, 200453, 200454, 200455, 200456, 200461, 200462]).toContain(incident.incidentTypeId);
    for (const [type, id] of [['OffensiveRebound', 407], ['DefensiveRebound', 408], ['Turnover', 410]] as const) {
      const listed = matchIncidents.filter((incident) => incident.incidentType === type);
      expect(listed.every((incident) => incident.incidentTypeId === id)).toBe(true);
      const teamLevel = count(simulation.events, (event) => (event.type === 'rebound' || event.type === 'turnover') && event.incidentTypeId === id && event.personId === null);
      expect(count(listed, (incident) => incident.personId === null)).toBe(teamLevel);
    }
  });

  it.each(matches)('match %i: seconds on court replay the substitutions exactly (five on court all match)', (matchId) => {
    const simulation = basketball(matchId);
    const { data } = projections.basketballPlayers(league(), matchId);
    const gameSeconds = Math.max(...simulation.events.map((event) => event.matchSecond));
    for (const side of SIDES) {
      const team = data.filter((player) => player.teamOrgId === teamOrgOf(simulation, side));
      for (const player of team) expect(player.totalSeconds).toBe(simulation.lineups[side].secondsPlayed[player.personId] ?? 0);
      expect(sum(team.map((player) => player.totalSeconds))).toBe(5 * gameSeconds);
    }
  });
});

describe('match projections: volleyball', () => {
  const matches = sample(157, 'volleyball', (simulation) => simulation.periods.length === 5);
  const volleyball = (matchId: number): VolleyballSimulation => simulationOf(matchId, 'volleyball');

  it.each(matches)('match %i: set scores are the rallies of each set, and sets won are the result', (matchId) => {
    const simulation = volleyball(matchId);
    const { matchPeriodResults, matchIncidents } = projections.matchIncidents(league(), matchId);
    expect(matchPeriodResults.length).toBeLessThanOrEqual(5);
    const won = { H: 0, B: 0 };
    matchPeriodResults.forEach((set, index) => {
      expect(set.partialResultTypeId).toBe(index + 1);
      expect(set.partialResultType).toBe('periods');
      const rallies = (side: Side) => count(simulation.events, (event) => event.type === 'point' && event.period === set.partialResultTypeId && event.team === side);
      expect([set.homeGoals, set.awayGoals]).toEqual([rallies('H'), rallies('B')]);
      const target = set.partialResultTypeId === 5 ? 15 : 25;
      expect(Math.max(set.homeGoals, set.awayGoals)).toBeGreaterThanOrEqual(target);
      expect(Math.abs(set.homeGoals - set.awayGoals)).toBeGreaterThanOrEqual(2);
      won[set.homeGoals > set.awayGoals ? 'H' : 'B'] += 1;
    });
    expect([won.H, won.B]).toEqual([resultOf(matchId)?.homeGoals, resultOf(matchId)?.awayGoals]);
    expect(matchIncidents.length).toBe(count(simulation.events, (event) => event.type === 'point'));
    expect(new Set(matchIncidents.map((incident) => incident.incidentTypeId))).toEqual(new Set(Object.values(LIVE_VOLLEYBALL_POINT)));
  });

  it.each(matches)('match %i: player points by kind add up, and with the other side\'s errors make the team\'s rallies', (matchId) => {
    const simulation = volleyball(matchId);
    const { data } = projections.volleyballPlayers(league(), matchId);
    for (const player of data) {
      const kinds = (kind: string) => count(simulation.events, (event) => event.type === 'point' && event.personId === player.personId && event.kind === kind);
      expect([player.attackPoints, player.blockPoints, player.aces]).toEqual([kinds('attack'), kinds('block'), kinds('ace')]);
      expect(player.totalPoints).toBe(player.attackPoints + player.blockPoints + player.aces);
    }
    for (const side of SIDES) {
      const scored = sum(data.filter((player) => player.teamOrgId === teamOrgOf(simulation, side)).map((player) => player.totalPoints));
      const errors = count(simulation.events, (event) => event.type === 'point' && event.team === side && event.personId === null);
      expect(scored + errors).toBe(count(simulation.events, (event) => event.type === 'point' && event.team === side));
    }
  });
});

describe('match projections: matches not finished, other sports, unknown ids', () => {
  const today = (sport: number, status: number) => league().matchesOn([sport], league().today).filter((match) => match.statusTypeId === status);

  it.each([152, 199, 157])('sport %i: a match in progress shows what has been played so far, agreeing with the live score', (sport) => {
    const match = today(sport, MATCH_STATUS.inProgress)[0];
    const simulation = league().simulation(match?.matchId ?? 0);
    if (!match || !simulation) throw new Error('no match in progress');
    const played = projections.playedSoFar(league(), match.matchId).cut;
    if (!played) throw new Error('no cut');
    expect(played.finished).toBe(false);
    const { matchPeriodResults } = projections.matchIncidents(league(), match.matchId);
    expect(matchPeriodResults.length).toBeGreaterThan(0);
    expect(matchPeriodResults.length).toBeLessThanOrEqual(simulation.periods.length);
    if (simulation.sport === 'volleyball') {
      expect(projections.volleyballPlayers(league(), match.matchId).data.length).toBeGreaterThan(0);
      return;
    }
    expect(sum(matchPeriodResults.map((entry) => entry.homeGoals))).toBe(played.score.h);
    expect(sum(matchPeriodResults.map((entry) => entry.awayGoals))).toBe(played.score.a);
    if (simulation.sport === 'hockey') {
      expect(projections.hockeyGoals(league(), match.matchId)).toHaveLength(played.score.h + played.score.a);
      const players = projections.hockeyPlayers(league(), match.matchId);
      expect(players.filter((player) => player.memberType === 'Player').every((player) => player.playerTime === null && !player.bestPlayer)).toBe(true);
    }
  });

  it.each([152, 199, 157])('sport %i: a fixture later today has no details yet, but its referees are appointed', (sport) => {
    const fixture = today(sport, MATCH_STATUS.scheduled)[0];
    if (!fixture) throw new Error('no fixture later today');
    const { matchId } = fixture;
    expect(projections.matchIncidents(league(), matchId)).toEqual({ matchPeriodResults: [], matchIncidents: [] });
    expect(projections.matchTeamMembers(league(), matchId)).toEqual({ lineups: [] });
    expect([projections.hockeyGoals, projections.hockeyPenalties, projections.hockeyPlayers, projections.hockeyGoalies].map((project) => project(league(), matchId))).toEqual([[], [], [], []]);
    expect(projections.basketballPlayers(league(), matchId)).toEqual({ data: [] });
    expect(projections.volleyballPlayers(league(), matchId)).toEqual({ data: [] });
    expect(projections.matchReferees(league(), matchId).referees.length).toBeGreaterThan(0);
  });

  it('answers empty details for a sport decided at result level (soccer aside), and the hockey targets empty for a basketball match', () => {
    const finishedOf = (leagueKey: string) => {
      const entry = league().tournaments.find((candidate) => candidate.current && candidate.leagueKey === leagueKey);
      return league().matches(entry?.tournament.tournamentId ?? 0).find((item) => item.statusTypeId === MATCH_STATUS.finished);
    };
    const handball = finishedOf('c-handball');
    expect(projections.matchIncidents(league(), handball?.matchId ?? 0)).toEqual({ matchPeriodResults: [], matchIncidents: [] });
    // Issue 24 case 10: a finished soccer match has its derived goals and cards (tested in soccer.test.ts).
    const soccer = finishedOf('c-soccer');
    const goals = projections.matchIncidents(league(), soccer?.matchId ?? 0).matchIncidents.filter((incident) => incident.incidentType === 'Goal');
    expect(goals.length).toBe((soccer?.matchResult?.homeGoals ?? 0) + (soccer?.matchResult?.awayGoals ?? 0));
    expect(projections.matchTeamMembers(league(), soccer?.matchId ?? 0).lineups.length).toBeGreaterThan(0);
    const basket = finished(199)[0]?.matchId ?? 0;
    expect(projections.hockeyGoals(league(), basket)).toEqual([]);
    expect(projections.volleyballPlayers(league(), basket)).toEqual({ data: [] });
  });

  it.each([
    ['ta/MatchIncidents', projections.matchIncidents],
    ['ta/MatchReferee', projections.matchReferees],
    ['ta/MatchTeamMembers', projections.matchTeamMembers],
    ['icehockey/Match/Goals', projections.hockeyGoals],
    ['icehockey/Match/Penalties', projections.hockeyPenalties],
    ['icehockey/Match/Players', projections.hockeyPlayers],
    ['icehockey/Match/GoalieLeaders', projections.hockeyGoalies],
    ['basketball/match/Players', projections.basketballPlayers],
    ['volleyball/match/Players', projections.volleyballPlayers],
  ] as const)('%s refuses an unknown match id', (_name, project) => {
    expect(() => project(league(), 4087999)).toThrow(NotFoundError);
    expect(() => project(league(), 12)).toThrow(NotFoundError);
  });
});

describe('match projections: officials, lineups and catalogues', () => {
  it('appoints distinct officials of the sport, the same for the same match, with a stand-in in low leagues', () => {
    const hockeyMatch = finished(152)[0]?.matchId ?? 0;
    const { referees } = projections.matchReferees(league(), hockeyMatch);
    expect(referees.map((referee) => referee.refereeType)).toEqual(['Hoveddommer', 'Hoveddommer', 'Linjedommer', 'Linjedommer']);
    expect(new Set(referees.map((referee) => referee.refereeId)).size).toBe(4);
    expect(projections.matchReferees(league(), hockeyMatch)).toEqual({ referees });
    const low = league().tournaments.find((entry) => entry.current && entry.level >= 5 && entry.tournament.sportId === 152);
    const lowMatch = league().matches(low?.tournament.tournamentId ?? 0)[0]?.matchId ?? 0;
    const standIns = projections.matchReferees(league(), lowMatch).referees.filter((referee) => referee.nonOfficialReferee);
    expect(standIns).toHaveLength(1);
    expect(standIns[0]?.nonOfficialRefereeName).toBe(`${standIns[0]?.firstName} ${standIns[0]?.lastName}`);
    expect(projections.matchReferees(league(), finished(157)[0]?.matchId ?? 0).referees.map((referee) => referee.refereeType)).toEqual(['1. dommer', '2. dommer', 'Linjedommer']);
  });

  it('lists the dressed players of both teams with hockey positions; lines come from the player rows', () => {
    const matchId = finished(152)[0]?.matchId ?? 0;
    const { lineups } = projections.matchTeamMembers(league(), matchId);
    const simulation = simulationOf(matchId, 'hockey');
    expect(lineups.map((member) => member.personId)).toEqual([...simulation.lineups.H.playerIds, ...simulation.lineups.B.playerIds]);
    expect(new Set(lineups.map((member) => member.position))).toEqual(new Set(['GK1', 'GK2', 'RD', 'LD', 'RW', 'CE', 'LW']));
    const lines = new Map(projections.hockeyPlayers(league(), matchId).map((player) => [player.personId, player.lineNumber]));
    const home = lineups.filter((member) => member.teamOrgId === simulation.lineups.H.teamOrgId);
    for (let line = 1; line <= 4; line += 1) {
      expect(home.filter((member) => lines.get(member.personId) === line).map((member) => member.position)).toEqual(['LD', 'RD', 'LW', 'CE', 'RW']);
    }
  });

  it('serves the incident type catalogues: 354 is volleyball\'s (SPEC §9), unknown organisations none', () => {
    expect(projections.incidentTypes(354).matchIncidentTypes.map((type) => type.matchIncidentTypeId).sort()).toEqual(Object.values(LIVE_VOLLEYBALL_POINT).sort());
    expect(projections.incidentTypes(20).matchIncidentTypes.map((type) => type.matchIncidentTypeId)).toEqual(expect.arrayContaining([407, 408, 410, 200437, 200462]));
    expect(projections.incidentTypes(10).matchIncidentTypes.length).toBeGreaterThan(0);
    expect(projections.incidentTypes(999)).toEqual({ matchIncidentTypes: [] });
  });
});

describe('sample matches for browser tests (default seed, DEMO_NOW 2026-11-21T17:00:00Z)', () => {
  const demo = createDemoLeague({ seed: DEFAULT_DEMO_SEED, timeZone: ZONE, now: () => NOW });

  it.each([
    [4087037, 152, true],
    [4143031, 199, true],
    [4186038, 157, true],
    [4101029, 152, false],
    [4102016, 152, false],
    [4149037, 199, false],
    [4150036, 199, false],
    [4191029, 157, false],
    [4192021, 157, false],
  ])('match %i (sport %i) is finished on 2026-11-21; results published: %s', (matchId, sportId, published) => {
    const match = demo.match(matchId);
    expect(match).toMatchObject({ sportId, statusTypeId: MATCH_STATUS.finished, matchDate: '2026-11-21T00:00:00' });
    const tournament = demo.tournament(match?.tournamentId ?? 0)?.tournament;
    expect(tournament?.isResultPublished !== false && tournament?.leagueDisplayResults !== false).toBe(published);
  });

  it.each([
    [4087037, 'hockey overtime, tv2 link', ['periods', 'periods', 'periods', 'overtime']],
    [4098014, 'hockey shootout', ['periods', 'periods', 'periods', 'overtime', 'shootout']],
    [4186036, 'volleyball five sets', ['periods', 'periods', 'periods', 'periods', 'periods']],
  ] as const)('match %i: %s', (matchId, _what, types) => {
    expect(demo.match(matchId)?.statusTypeId).toBe(MATCH_STATUS.finished);
    expect(projections.matchIncidents(demo, matchId).matchPeriodResults.map((entry) => entry.partialResultType)).toEqual(types);
  });
});
