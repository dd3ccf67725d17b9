/**
 * Issue 16: the game flow's numbers equal the match's own figures. For a sample of finished demo matches of
 * each sport: the flow from the finished record (through the wire parsers, as the match page reads it)
 * agrees with the page's own tables (game details, period and set results) and the match result; and the
 * flow from the match's live feed — applied through the live slice, corrections and deletes included, as
 * the live page holds it — tells the same totals, per period, and the same lead changes.
 */
import { liveEventsOf } from '../../../src/server/live/simulator/toLiveEvents';
import { SPORT, type Match } from '../../../src/shared/contract';
import { basketballFlowFromLive, basketballFlowFromRecord, hockeyFlowFromLive, hockeyFlowFromRecord, volleyballFlowFromLive, volleyballFlowFromRecord } from '../../../src/client/domain/gameFlow';
import { basketballPeriods } from '../../../src/client/domain/match/basketball';
import { gameDetails } from '../../../src/client/domain/match/hockey';
import { setScores } from '../../../src/client/domain/match/volleyball';
import { liveEvents, liveSlice } from '../../../src/client/state/live/liveSlice';
import { league } from '../../server/demo/support';
import { fetchProxy, finishedSample } from '../../support/demoMatches';


/** The match's whole live feed as the live page's store holds it (oldest first). */
function liveHeld(matchId: number) {
  const events = liveEventsOf(league(), matchId).map((timed) => timed.event);
  let state = liveSlice.reducer(undefined, liveEvents.matchViewOpened({ matchId, matchDate: null }));
  state = liveSlice.reducer(state, liveEvents.matchEventsLoaded({ matchId, events }));
  return state.matches[matchId]?.events ?? [];
}

const SAMPLE = 5;
const result = (match: Match) => ({ H: match.matchResult?.homeGoals, B: match.matchResult?.awayGoals });

describe('hockey game flow = the match page figures = the live feed', () => {
  const matches = finishedSample(SPORT.iceHockey, SAMPLE);
  it('has a sample', () => expect(matches).toHaveLength(SAMPLE));
  it.each(matches.map((match) => [match.matchId, match] as const))('match %i', async (_id, match) => {
    const [incidents, penalties, goals] = await Promise.all([
      fetchProxy('matchIncidents', { matchId: match.matchId }),
      fetchProxy('hockeyPenalties', { matchId: match.matchId }),
      fetchProxy('hockeyGoals', { matchId: match.matchId }),
    ]);
    const record = { periods: incidents.matchPeriodResults, incidents: incidents.matchIncidents, penalties, goals };
    const flow = hockeyFlowFromRecord(record);
    const details = gameDetails(record, () => null);
    expect(flow.final).toEqual(result(match));
    expect(flow.final).toEqual(details.total.goals);
    expect(flow.totals.shots).toEqual(details.total.shots);
    expect(flow.perSegment.map((p) => p.shots)).toEqual(details.periods.filter((p) => p.kind !== 'shootout').map((p) => p.shots));
    expect(flow.shots.H.at(-1)?.y).toBe(details.total.shots.H);
    expect(flow.shots.B.at(-1)?.y).toBe(details.total.shots.B);
    expect(flow.goals).toHaveLength(flow.totals.goals.H + flow.totals.goals.B);

    const live = hockeyFlowFromLive(liveHeld(match.matchId), true);
    expect(live.final).toEqual(flow.final);
    expect(live.perSegment).toEqual(flow.perSegment);
    expect(live.shootout).toEqual(flow.shootout);
    expect(live.leadChanges).toBe(flow.leadChanges);
    expect(live.goals.map((g) => [g.side, g.scorer, g.score])).toEqual(flow.goals.map((g) => [g.side, g.scorer, g.score]));
  });
});

describe('basketball lead tracker = the period scores = the live feed', () => {
  const matches = finishedSample(SPORT.basketball, SAMPLE);
  it('has a sample', () => expect(matches).toHaveLength(SAMPLE));
  it.each(matches.map((match) => [match.matchId, match] as const))('match %i', async (_id, match) => {
    const incidents = await fetchProxy('matchIncidents', { matchId: match.matchId });
    const flow = basketballFlowFromRecord(incidents.matchPeriodResults, incidents.matchIncidents);
    expect(flow.final).toEqual(result(match));
    const columns = basketballPeriods(incidents.matchPeriodResults, incidents.matchIncidents);
    expect(flow.perSegment.map((p) => p.points)).toEqual(columns.map((c) => c.points));
    expect(flow.diff.at(-1)?.y).toBe((match.matchResult?.homeGoals ?? 0) - (match.matchResult?.awayGoals ?? 0));

    const live = basketballFlowFromLive(liveHeld(match.matchId));
    expect(live.final).toEqual(flow.final);
    expect(live.perSegment).toEqual(flow.perSegment);
    expect([live.leadChanges, live.ties, live.largestLead]).toEqual([flow.leadChanges, flow.ties, flow.largestLead]);
  });
});

describe('volleyball point progression = the set scores = the live feed', () => {
  const matches = finishedSample(SPORT.volleyball, SAMPLE);
  it('has a sample', () => expect(matches).toHaveLength(SAMPLE));
  it.each(matches.map((match) => [match.matchId, match] as const))('match %i', async (_id, match) => {
    const incidents = await fetchProxy('matchIncidents', { matchId: match.matchId });
    const flow = volleyballFlowFromRecord(incidents.matchPeriodResults, incidents.matchIncidents);
    expect(flow.perSegment.map((p) => p.points)).toEqual(setScores(incidents.matchPeriodResults).map((s) => ({ H: s.home, B: s.away })));
    expect(flow.setsWon).toEqual(result(match));
    const live = volleyballFlowFromLive(liveHeld(match.matchId), true);
    expect(live.perSegment).toEqual(flow.perSegment);
    expect(live.setsWon).toEqual(flow.setsWon);
  });
});
