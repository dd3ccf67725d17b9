/**
 * Consistency (issue 4): for a sample of finished demo matches of each sport, the numbers the match page
 * derives (the client's wire parsers, then its domain rules) equal an independent count made here from
 * the raw simulated events of `league.simulation(matchId)`.
 */
import { type BasketballSimulation, type HockeySimulation, type VolleyballSimulation } from '../../../../src/server/demo';
import { SPORT, type Match } from '../../../../src/shared/contract';
import { basketballPeriods, basketballRow, teamRow } from '../../../../src/client/domain/match/basketball';
import { gameDetails, goalieSavePercent, goalType, penaltyTotals, playedPeriods, scoringSummary, sortGoals } from '../../../../src/client/domain/match/hockey';
import { setScores, sortByTotalPoints } from '../../../../src/client/domain/match/volleyball';
import { league } from '../../../server/demo/support';
import { fetchProxy, finishedSample } from '../../../support/demoMatches';


const SAMPLE = 6;

describe('hockey match page agrees with the simulated events', () => {
  const matches = finishedSample(SPORT.iceHockey, SAMPLE);
  it('has a sample', () => expect(matches.length).toBe(SAMPLE));

  it.each(matches.map((match) => [match.matchId, match] as const))('match %i', async (_id, match) => {
    const simulation = league().simulation(match.matchId) as HockeySimulation;
    const [incidents, penalties, goals, goalies] = await Promise.all([
      fetchProxy('matchIncidents', { matchId: match.matchId }),
      fetchProxy('hockeyPenalties', { matchId: match.matchId }),
      fetchProxy('hockeyGoals', { matchId: match.matchId }),
      fetchProxy('hockeyGoalies', { matchId: match.matchId }),
    ]);
    const sideOf = (orgId: number) => (orgId === match.hometeamId ? 'H' : orgId === match.awayteamId ? 'B' : null);
    const record = { periods: incidents.matchPeriodResults, incidents: incidents.matchIncidents, penalties, goals };
    const rows = gameDetails(record, sideOf).periods;

    // Independent: per period (not the shootout), goals and shots (saved shots + goals) and penalty minutes.
    const simulatedPeriods = simulation.periods.filter((period) => period.kind !== 'shootout');
    for (const period of simulatedPeriods) {
      const row = rows.find((candidate) => candidate.periodId === period.period);
      const inPeriod = simulation.events.filter((event) => event.period === period.period);
      for (const side of ['H', 'B'] as const) {
        const goalsScored = inPeriod.filter((event) => event.type === 'goal' && event.team === side).length;
        const saved = inPeriod.filter((event) => event.type === 'shot' && event.team === side).length;
        const minutes = inPeriod.reduce((sum, event) => sum + (event.type === 'penalty' && event.team === side ? event.minutes : 0), 0);
        expect({ period: period.period, side, goals: row?.goals[side], shots: row?.shots?.[side], pim: row?.penaltyMinutes[side] }).toEqual({
          period: period.period,
          side,
          goals: goalsScored,
          shots: saved + goalsScored,
          pim: minutes,
        });
      }
    }
    // Penalty totals per team.
    const totals = penaltyTotals(penalties, playedPeriods(record), sideOf).total;
    for (const side of ['H', 'B'] as const) {
      expect(totals[side]).toBe(simulation.events.reduce((sum, event) => sum + (event.type === 'penalty' && event.team === side ? event.minutes : 0), 0));
    }
    // Goal types in match order.
    const simGoals = simulation.events.filter((event) => event.type === 'goal');
    const labels: Record<number, string> = { 200141: 'EQ', 200142: 'PP1', 200143: 'PP2', 200144: 'SH1', 200145: 'SH2' };
    // The endpoint lists the shootout's scorers too (in the shootout period): they are not goals of the match.
    const shootoutIds = new Set(playedPeriods(record).filter((period) => period.kind === 'shootout').map((period) => period.periodId));
    const matchGoals = goals.filter((entry) => !shootoutIds.has(entry.periodId));
    expect(sortGoals(matchGoals).map((entry) => goalType(entry.goalTypeId))).toEqual(simGoals.map((event) => labels[event.goalTypeId]));
    const scoredAttempts = simulation.events.filter((event) => event.type === 'shootoutAttempt' && event.scored);
    expect(goals.length - matchGoals.length).toBe(scoredAttempts.length);
    // Goalie save percentage from shots faced in regulation and overtime.
    for (const goalie of goalies) {
      const faced = simulation.events.filter((event) => (event.type === 'shot' || event.type === 'goal') && event.goalieId === goalie.personId);
      const against = faced.filter((event) => event.type === 'goal').length;
      const expected = faced.length > 0 ? Math.round((1000 * (faced.length - against)) / faced.length) / 10 : 0;
      expect(goalieSavePercent(goalie.sv, goalie.shots)).toBe(expected);
    }
  });
});

/** The first finished hockey match of each way of deciding it (regular-season overtime and shootout, play-off overtime). */
function decidedSample(): { kind: string; match: Match }[] {
  const wanted = new Map<string, Match>();
  for (const entry of league().tournaments.filter((candidate) => candidate.tournament.sportId === SPORT.iceHockey)) {
    for (const match of league().matches(entry.tournament.tournamentId)) {
      if (match.matchResult === null || match.statusTypeId !== 3) continue;
      const simulation = league().simulation(match.matchId) as HockeySimulation;
      if (simulation.decidedBy === 'regulation') continue;
      const kind = `${entry.playoff ? 'play-off' : 'regular season'} ${simulation.decidedBy}`;
      if (!wanted.has(kind)) wanted.set(kind, match);
      if (wanted.size === 3) return [...wanted].map(([found, value]) => ({ kind: found, match: value }));
    }
  }
  return [...wanted].map(([found, value]) => ({ kind: found, match: value }));
}

describe('hockey overtime and shootout on the match page (issue 11 case 6)', () => {
  const sample = decidedSample();
  it('the demo league has a regular-season overtime, a shootout and a play-off overtime', () =>
    expect(sample.map((entry) => entry.kind).sort()).toEqual(['play-off overtime', 'regular season overtime', 'regular season shootout']));

  it.each(sample.map((entry) => [entry.kind, entry.match] as const))('%s: every period shown, the summary ends at the final score', async (_kind, match) => {
    const simulation = league().simulation(match.matchId) as HockeySimulation;
    const [incidents, penalties, goals] = await Promise.all([
      fetchProxy('matchIncidents', { matchId: match.matchId }),
      fetchProxy('hockeyPenalties', { matchId: match.matchId }),
      fetchProxy('hockeyGoals', { matchId: match.matchId }),
    ]);
    const record = { periods: incidents.matchPeriodResults, incidents: incidents.matchIncidents, penalties, goals };
    const sideOf = (orgId: number) => (orgId === match.hometeamId ? 'H' : orgId === match.awayteamId ? 'B' : null);
    // Every simulated period has a column, goalless ones too, with its SPEC §2 label (a play-off's extra
    // periods are full periods by their number: "5. periode").
    const playoff = league().tournament(match.tournamentId)?.playoff ?? false;
    const label = (period: (typeof simulation.periods)[number]) =>
      period.kind === 'shootout' ? 'SO' : period.kind === 'overtime' && !playoff ? 'SD' : String(period.period);
    expect(playedPeriods(record).map((period) => period.label)).toEqual(simulation.periods.map(label));
    const details = gameDetails(record, sideOf);
    const final = { H: match.matchResult?.homeGoals, B: match.matchResult?.awayGoals };
    expect(details.total.goals).toEqual(final);
    expect(details.total.penaltyMinutes).toEqual(penaltyTotals(penalties, playedPeriods(record), sideOf).total);
    const summary = scoringSummary(record);
    const last = summary.shootout?.score ?? summary.lines.at(-1)?.score;
    expect(last).toEqual(final);
    expect(summary.shootout !== null).toBe(simulation.decidedBy === 'shootout');
    if (summary.shootout !== null) {
      const scoredBy = (side: 'H' | 'B') => simulation.events.filter((event) => event.type === 'shootoutAttempt' && event.scored && event.team === side).length;
      expect(summary.shootout.goals).toEqual({ H: scoredBy('H'), B: scoredBy('B') });
    }
  });
});

describe('basketball match page agrees with the simulated events', () => {
  const matches = finishedSample(SPORT.basketball, SAMPLE);
  it('has a sample', () => expect(matches.length).toBe(SAMPLE));

  it.each(matches.map((match) => [match.matchId, match] as const))('match %i', async (_id, match) => {
    const simulation = league().simulation(match.matchId) as BasketballSimulation;
    const [incidents, players] = await Promise.all([
      fetchProxy('matchIncidents', { matchId: match.matchId }),
      fetchProxy('basketballMatchPlayers', { matchId: match.matchId }),
    ]);
    for (const player of players.data) {
      const shots = simulation.events.filter((event) => event.type === 'shot' && event.personId === player.personId);
      const row = basketballRow(player);
      expect(row.points).toBe(shots.reduce((sum, event) => sum + (event.type === 'shot' ? event.points : 0), 0));
      const ft = shots.filter((event) => event.type === 'shot' && (event.subTypeId === 200444 || event.subTypeId === 200445));
      const ftMade = ft.filter((event) => event.type === 'shot' && event.made).length;
      const expectedPct = ft.length === 0 ? 0 : ftMade === ft.length ? 100 : Math.floor((100 * ftMade) / ft.length);
      expect(row.freeThrows).toEqual({ made: ftMade, attempts: ft.length, percent: expectedPct });
    }
    const columns = basketballPeriods(incidents.matchPeriodResults, incidents.matchIncidents);
    for (const column of columns) {
      for (const side of ['H', 'B'] as const) {
        const inPeriod = simulation.events.filter((event) => event.period === column.period);
        expect(column.fouls[side]).toBe(inPeriod.filter((event) => event.type === 'foul' && event.team === side && event.personId !== null).length);
        expect(column.points[side]).toBe(inPeriod.reduce((sum, event) => sum + (event.type === 'shot' && event.team === side ? event.points : 0), 0));
      }
    }
    // Every played extra period has a column, and no unplayed one.
    expect(columns.filter((column) => column.period > 4).map((column) => column.period)).toEqual(simulation.periods.filter((period) => period.period > 4).map((period) => period.period));
    for (const side of ['H', 'B'] as const) {
      const unattributed = (kind: 'rebound' | 'turnover', typeId: number) =>
        simulation.events.filter((event) => event.type === kind && event.team === side && event.personId === null && event.incidentTypeId === typeId).length;
      expect(teamRow(incidents.matchIncidents, side)).toEqual({
        offensiveRebounds: unattributed('rebound', 407),
        defensiveRebounds: unattributed('rebound', 408),
        rebounds: unattributed('rebound', 407) + unattributed('rebound', 408),
        turnovers: unattributed('turnover', 410),
      });
    }
  });
});

describe('volleyball match page agrees with the simulated events', () => {
  const matches = finishedSample(SPORT.volleyball, SAMPLE);
  it('has a sample', () => expect(matches.length).toBe(SAMPLE));

  it.each(matches.map((match) => [match.matchId, match] as const))('match %i', async (_id, match) => {
    const simulation = league().simulation(match.matchId) as VolleyballSimulation;
    const [incidents, players] = await Promise.all([
      fetchProxy('matchIncidents', { matchId: match.matchId }),
      fetchProxy('volleyballMatchPlayers', { matchId: match.matchId }),
    ]);
    const sets = setScores(incidents.matchPeriodResults);
    const setNumbers = [...new Set(simulation.events.filter((event) => event.type === 'point').map((event) => event.period))];
    expect(sets.map((set) => [set.home, set.away])).toEqual(
      setNumbers.map((set) => {
        const points = simulation.events.filter((event) => event.type === 'point' && event.period === set);
        return [points.filter((event) => event.type === 'point' && event.team === 'H').length, points.filter((event) => event.type === 'point' && event.team === 'B').length];
      }),
    );
    const sorted = sortByTotalPoints(players.data);
    for (const player of sorted) {
      expect(player.totalPoints).toBe(simulation.events.filter((event) => event.type === 'point' && event.personId === player.personId).length);
    }
    expect(sorted.map((player) => player.totalPoints)).toEqual([...sorted.map((player) => player.totalPoints)].sort((a, b) => b - a));
  });
});
