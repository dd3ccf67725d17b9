/**
 * Soccer in the demo league (issue 13): the goals and cards derived for each finished soccer match agree with
 * its result, are deterministic, and corpsports/soccer/BestPlayers equals a recount written here from the
 * per-match events (never the production tally) and adds up to the ta/TournamentMatches results.
 */
import type { FastifyInstance } from 'fastify';
import { createDemoDataSource, createDemoLeague, type DemoTournament } from '../../../src/server/demo';
import { NotFoundError } from '../../../src/server/dataSource';
import { soccerMatchEvents } from '../../../src/server/demo/simulate/soccer';
import {
  buildTarget,
  MATCH_STATUS,
  resolveProxyTarget,
  type Match,
  type ProxyParams,
  type ProxyResponse,
  type ProxyTargetName,
  type SoccerPlayerRow,
} from '../../../src/shared/contract';
import { testApp } from '../support/serverFixtures';
import { league, NOW, SEED, ZONE } from './support';

const source = createDemoDataSource(league());
async function ask<N extends ProxyTargetName>(name: N, params: ProxyParams<N>): Promise<ProxyResponse<N>> {
  return (await source.proxy(resolveProxyTarget(buildTarget(name, params)))) as ProxyResponse<N>;
}

const current = (leagueKey: string): DemoTournament => {
  const found = league().tournaments.find((entry) => entry.current && entry.leagueKey === leagueKey);
  if (!found) throw new Error(`no current ${leagueKey}`);
  return found;
};
const soccerId = () => current('c-soccer').tournament.tournamentId;

describe('derived soccer events', () => {
  let matches: Match[];
  beforeAll(async () => {
    matches = (await ask('tournamentMatches', { tournamentId: soccerId() })).matches;
  });
  const finished = () => matches.filter((match) => match.statusTypeId === MATCH_STATUS.finished);

  it('gives every finished match exactly its result in goals, by players of the scoring side who played', () => {
    expect(finished().length).toBeGreaterThan(10);
    for (const match of finished()) {
      const events = soccerMatchEvents(league(), match.matchId);
      if (!events || !match.matchResult) throw new Error(`no events for finished match ${match.matchId}`);
      expect(events.goals.filter((goal) => goal.team === 'H')).toHaveLength(match.matchResult.homeGoals);
      expect(events.goals.filter((goal) => goal.team === 'B')).toHaveLength(match.matchResult.awayGoals);
      expect(events.squads.H.teamOrgId).toBe(match.hometeamId);
      expect(events.squads.B.teamOrgId).toBe(match.awayteamId);
      const homeRoster = new Set(league().roster(match.hometeamId).map((member) => member.personId));
      const awayRoster = new Set(league().roster(match.awayteamId).map((member) => member.personId));
      expect(events.squads.H.playerIds.every((id) => homeRoster.has(id))).toBe(true);
      expect(events.squads.B.playerIds.every((id) => awayRoster.has(id))).toBe(true);
      expect(events.squads.H.playerIds.length).toBeGreaterThanOrEqual(7);
      expect(events.squads.B.playerIds.length).toBeGreaterThanOrEqual(7);
      for (const goal of events.goals) expect(events.squads[goal.team].playerIds).toContain(goal.scorerId);
      for (const card of events.cards) expect(events.squads[card.team].playerIds).toContain(card.personId);
      // The last goal carries the final score; minutes are in the match and in order.
      const last = events.goals[events.goals.length - 1];
      if (last) expect(last.score).toEqual({ h: match.matchResult.homeGoals, a: match.matchResult.awayGoals });
      const minutes = [...events.goals, ...events.cards].map((event) => event.minute);
      expect(minutes.every((minute) => minute >= 1 && minute <= events.minutes)).toBe(true);
      expect(events.goals.map((goal) => goal.minute)).toEqual([...events.goals.map((goal) => goal.minute)].sort((a, b) => a - b));
      expect(events.cards.filter((card) => card.card === 'yellow').length).toBeLessThanOrEqual(4);
    }
  });

  it('has no events for unfinished, postponed or cancelled matches, other sports and unknown ids', () => {
    const others = matches.filter((match) => match.statusTypeId !== MATCH_STATUS.finished);
    expect(others.some((match) => match.statusTypeId === MATCH_STATUS.scheduled)).toBe(true);
    for (const match of others) expect(soccerMatchEvents(league(), match.matchId)).toBeNull();
    const hockey = league().matches(current('h-ehl').tournament.tournamentId).find((match) => match.statusTypeId === MATCH_STATUS.finished);
    expect(soccerMatchEvents(league(), hockey?.matchId ?? 0)).toBeNull();
    expect(soccerMatchEvents(league(), 4087999)).toBeNull();
    // The same finished match asked for before its kick-off has none either.
    const first = finished()[0] as Match;
    expect(soccerMatchEvents(league(), first.matchId, new Date(0))).toBeNull();
  });

  it('is deterministic: a second league with the same seed derives the same events', () => {
    const again = createDemoLeague({ seed: SEED, timeZone: ZONE, now: () => NOW });
    for (const match of finished().slice(0, 15)) {
      expect(soccerMatchEvents(again, match.matchId)).toEqual(soccerMatchEvents(league(), match.matchId));
    }
    const other = createDemoLeague({ seed: SEED + 1, timeZone: ZONE, now: () => NOW });
    const differs = finished().some((match) => JSON.stringify(soccerMatchEvents(other, match.matchId)) !== JSON.stringify(soccerMatchEvents(league(), match.matchId)));
    expect(differs).toBe(true);
  });

  it('books cards believably: 0-4 yellows a match, occasionally a red, nobody booked after a red', () => {
    let reds = 0;
    let yellows = 0;
    for (const match of finished()) {
      const events = soccerMatchEvents(league(), match.matchId);
      if (!events) continue;
      yellows += events.cards.filter((card) => card.card === 'yellow').length;
      const sentOff = new Map<number, number>();
      for (const card of events.cards) {
        const at = sentOff.get(card.personId);
        if (at !== undefined) expect(card.minute).toBe(at); // only the red of a second yellow, at the same minute
        if (card.card === 'red') {
          reds += 1;
          sentOff.set(card.personId, card.minute);
        }
      }
      for (const goal of events.goals) {
        const at = sentOff.get(goal.scorerId);
        if (at !== undefined) expect(goal.minute).toBeLessThanOrEqual(at);
      }
    }
    expect(yellows).toBeGreaterThan(finished().length / 2);
    expect(reds).toBeLessThan(finished().length / 2);
  });
});

describe('corpsports/soccer/BestPlayers', () => {
  let rows: SoccerPlayerRow[];
  let matches: Match[];
  beforeAll(async () => {
    rows = await ask('soccerBestPlayers', { tournamentId: soccerId() });
    matches = (await ask('tournamentMatches', { tournamentId: soccerId() })).matches;
  });

  /** The recount: per person, from the per-match events of the finished matches of ta/TournamentMatches. */
  function recount(): Map<number, { teamOrgId: number; matches: number; goals: number; yellow: number; red: number }> {
    const counts = new Map<number, { teamOrgId: number; matches: number; goals: number; yellow: number; red: number }>();
    const of = (personId: number, teamOrgId: number) => {
      const found = counts.get(personId) ?? { teamOrgId, matches: 0, goals: 0, yellow: 0, red: 0 };
      counts.set(personId, found);
      return found;
    };
    for (const match of matches.filter((item) => item.statusTypeId === MATCH_STATUS.finished)) {
      const events = soccerMatchEvents(league(), match.matchId);
      if (!events) throw new Error(`no events for ${match.matchId}`);
      for (const personId of events.squads.H.playerIds) of(personId, match.hometeamId).matches += 1;
      for (const personId of events.squads.B.playerIds) of(personId, match.awayteamId).matches += 1;
      for (const goal of events.goals) of(goal.scorerId, goal.team === 'H' ? match.hometeamId : match.awayteamId).goals += 1;
      for (const card of events.cards) {
        const entry = of(card.personId, card.team === 'H' ? match.hometeamId : match.awayteamId);
        if (card.card === 'red') entry.red += 1;
        else entry.yellow += 1;
      }
    }
    return counts;
  }

  it('lists every player who played, with the recounted matches, goals and cards', () => {
    const counts = recount();
    expect(rows.length).toBe(counts.size);
    expect(new Set(rows.map((row) => row.personId))).toEqual(new Set(counts.keys()));
    // A sample: the top ten, every tenth row, the last, and everyone the recount finds sent off.
    const sample = [
      ...rows.slice(0, 10),
      ...rows.filter((_, index) => index % 10 === 0),
      rows[rows.length - 1] as SoccerPlayerRow,
      ...rows.filter((row) => (counts.get(row.personId)?.red ?? 0) > 0),
    ];
    expect(sample.some((row) => (counts.get(row.personId)?.red ?? 0) > 0)).toBe(true);
    for (const row of sample) {
      const expected = counts.get(row.personId);
      const person = league().person(row.personId);
      expect(row).toEqual({
        personId: row.personId,
        orgId: expected?.teamOrgId,
        firstName: person?.firstName,
        lastName: person?.lastName,
        teamName: league().team(expected?.teamOrgId ?? 0)?.name,
        matches: expected?.matches,
        goals: expected?.goals,
        redCarts: expected?.red,
        yellowCards: expected?.yellow,
      });
    }
    const total = (pick: (row: SoccerPlayerRow) => number | null) => rows.reduce((sum, row) => sum + (pick(row) ?? 0), 0);
    const recounted = [...counts.values()];
    expect(total((row) => row.yellowCards)).toBe(recounted.reduce((sum, entry) => sum + entry.yellow, 0));
    expect(total((row) => row.redCarts)).toBe(recounted.reduce((sum, entry) => sum + entry.red, 0));
    expect(total((row) => row.matches)).toBe(recounted.reduce((sum, entry) => sum + entry.matches, 0));
    expect(total((row) => row.yellowCards)).toBeGreaterThan(0);
  });

  it('adds up to the finished results of ta/TournamentMatches', () => {
    const resultGoals = matches
      .filter((match) => match.statusTypeId === MATCH_STATUS.finished)
      .reduce((sum, match) => sum + (match.matchResult?.homeGoals ?? 0) + (match.matchResult?.awayGoals ?? 0), 0);
    expect(resultGoals).toBeGreaterThan(0);
    expect(rows.reduce((sum, row) => sum + (row.goals ?? 0), 0)).toBe(resultGoals);
    // Per team too: a team's players' goals are the goals it scored.
    for (const team of league().teams(soccerId())) {
      const scored = matches
        .filter((match) => match.statusTypeId === MATCH_STATUS.finished)
        .reduce(
          (sum, match) =>
            sum + (match.hometeamId === team.teamId ? (match.matchResult?.homeGoals ?? 0) : match.awayteamId === team.teamId ? (match.matchResult?.awayGoals ?? 0) : 0),
          0,
        );
      expect(rows.filter((row) => row.orgId === team.teamId).reduce((sum, row) => sum + (row.goals ?? 0), 0)).toBe(scored);
    }
  });

  it('is sorted by goals, then fewer matches; scorers are mostly forwards', () => {
    for (let index = 1; index < rows.length; index += 1) {
      const before = rows[index - 1] as SoccerPlayerRow;
      const row = rows[index] as SoccerPlayerRow;
      expect((before.goals ?? 0) > (row.goals ?? 0) || (before.goals === row.goals && (before.matches ?? 0) <= (row.matches ?? 0))).toBe(true);
    }
    const top = rows.slice(0, 10).map((row) => league().person(row.personId)?.position);
    expect(top.filter((position) => position === 'Angrep' || position === 'Midtbane').length).toBeGreaterThanOrEqual(7);
  });

  it('answers [] for a tournament of another sport and 404 for an unknown tournament', async () => {
    await expect(ask('soccerBestPlayers', { tournamentId: current('h-ehl').tournament.tournamentId })).resolves.toEqual([]);
    await expect(ask('soccerBestPlayers', { tournamentId: 77 })).rejects.toBeInstanceOf(NotFoundError);
  });

  describe('over HTTP', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = testApp({ dataSource: createDemoDataSource(league()) });
      await app.ready();
    });
    afterAll(() => app.close());
    const proxy = (taReqUrl: string) => app.inject({ method: 'POST', url: '/api/proxy', payload: { taReqUrl } });

    it('answers the rows for the tournament', async () => {
      const response = await proxy(`corpsports/soccer/BestPlayers/${soccerId()}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(rows);
    });

    it('answers 404 with a JSON message for an unknown tournament', async () => {
      const response = await proxy('corpsports/soccer/BestPlayers/77');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'no tournament 77' });
    });
  });
});

describe('ta/MatchIncidents of a soccer match (issue 24 case 10)', () => {
  let matches: Match[];
  beforeAll(async () => {
    matches = (await ask('tournamentMatches', { tournamentId: soccerId() })).matches;
  });

  it('lists a finished match\'s goals (as many per side as its result) and cards, each with its minute, half and named player', async () => {
    const finished = matches.filter((match) => match.statusTypeId === MATCH_STATUS.finished);
    expect(finished.length).toBeGreaterThan(5);
    let cardsSeen = 0;
    for (const match of finished) {
      const events = soccerMatchEvents(league(), match.matchId);
      if (!events) throw new Error(`no events for ${match.matchId}`);
      const { matchIncidents, matchPeriodResults } = await ask('matchIncidents', { matchId: match.matchId });
      expect(matchPeriodResults).toEqual([]);
      const goals = matchIncidents.filter((incident) => incident.incidentType === 'Goal');
      expect({ match: match.matchId, H: goals.filter((goal) => goal.team === 'H').length, B: goals.filter((goal) => goal.team === 'B').length }).toEqual({
        match: match.matchId,
        H: match.matchResult?.homeGoals,
        B: match.matchResult?.awayGoals,
      });
      expect(goals.map((goal) => [goal.minute, goal.personId])).toEqual(events.goals.map((goal) => [goal.minute, goal.scorerId]));
      const cards = matchIncidents.filter((incident) => incident.incidentType !== 'Goal');
      expect(cards.map((card) => [card.incidentType, card.minute, card.personId])).toEqual(
        events.cards.map((card) => [card.card === 'red' ? 'RedCard' : 'YellowCard', card.minute, card.personId]),
      );
      cardsSeen += cards.length;
      const minutes = matchIncidents.map((incident) => incident.minute ?? -1);
      expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
      for (const incident of matchIncidents) {
        const person = league().person(incident.personId ?? 0);
        expect({ firstName: incident.firstName, lastName: incident.lastName }).toEqual({ firstName: person?.firstName, lastName: person?.lastName });
        expect(incident.partialResultTypeId).toBe((incident.minute ?? 0) <= events.minutes / 2 ? 1 : 2);
      }
    }
    expect(cardsSeen).toBeGreaterThan(0);
  });

  it('has none for a match not yet played', async () => {
    const upcoming = matches.find((match) => match.statusTypeId !== MATCH_STATUS.finished && match.matchResult === null);
    if (!upcoming) throw new Error('no upcoming soccer match');
    expect(await ask('matchIncidents', { matchId: upcoming.matchId })).toEqual({ matchPeriodResults: [], matchIncidents: [] });
  });
});
