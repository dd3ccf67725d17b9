/**
 * One status per match (issue 11 "one mechanism"): the record, the clock and what the feed says give the
 * status; the status gives the label, the tone and the score (SPEC §4 score display).
 */
import { LIVE_EVENT_TYPE, LIVE_PERIOD_EVENT, LIVE_TIMER, type LiveEvent } from '../../../src/shared/contract/live';
import { decidedIn, livePhase } from '../../../src/client/domain/live/phase';
import { periodLabel } from '../../../src/client/domain/live/periods';
import {
  followsLiveScore,
  liveSummary,
  matchStatus,
  presentStatus,
  statusScore,
  type LiveSummary,
} from '../../../src/client/domain/matchStatus';
import { aMatch } from '../../support/builders';

const ZONE = 'Europe/Oslo';
// 18:00 in Oslo on 2026-11-21.
const NOW = new Date('2026-11-21T17:00:00Z');
const today = '2026-11-21T00:00:00';

let clientId = 0;
function ev(fields: Partial<LiveEvent>): LiveEvent {
  clientId += 1;
  return { Id: clientId, ClientId: `c${clientId}`, MatchId: 1, MatchEventType: LIVE_EVENT_TYPE.goal, ...fields } as LiveEvent;
}
const periodEvent = (TypeName: string, Period: number, PeriodName?: string) =>
  ev({ MatchEventType: LIVE_EVENT_TYPE.timer, EventType: LIVE_TIMER.periodEvent, TypeName, Period, PeriodName: PeriodName ?? `${Period}. periode` });
const goal = (Team: 'H' | 'B', Period: number, h: number, a: number) => ev({ MatchEventType: LIVE_EVENT_TYPE.goal, Team, Period, h, a });

describe('livePhase: where a match stands, from its period events', () => {
  test('nothing yet, a period, an intermission, overtime, the end', () => {
    const events: LiveEvent[] = [];
    expect(livePhase('hockey', events)).toEqual({ kind: 'notStarted' });
    events.push(periodEvent(LIVE_PERIOD_EVENT.matchStart, 1), periodEvent(LIVE_PERIOD_EVENT.periodStart, 1));
    expect(livePhase('hockey', events)).toEqual({ kind: 'playing', period: 1, periodName: '1. periode' });
    events.push(goal('H', 1, 1, 0), periodEvent(LIVE_PERIOD_EVENT.periodEnd, 1));
    expect(livePhase('hockey', events)).toEqual({ kind: 'intermission', period: 1, periodName: '1. periode' });
    events.push(periodEvent(LIVE_PERIOD_EVENT.periodStart, 4, 'Overtime'));
    expect(livePhase('hockey', events)).toMatchObject({ kind: 'playing', period: 4, periodName: 'Overtime' });
    events.push(periodEvent(LIVE_PERIOD_EVENT.matchEnd, 4, 'Overtime'));
    expect(livePhase('hockey', events)).toEqual({ kind: 'ended', decidedIn: 'overtime' });
  });

  test('history that begins mid-period still says which period is played', () => {
    expect(livePhase('hockey', [goal('B', 2, 0, 1)])).toEqual({ kind: 'playing', period: 2, periodName: null });
  });

  test('decided in: regulation, overtime, shootout; a play-off "5. periode" is overtime, not a shootout', () => {
    expect(decidedIn('hockey', [periodEvent(LIVE_PERIOD_EVENT.matchEnd, 3)])).toBe('regulation');
    expect(decidedIn('hockey', [ev({ MatchEventType: LIVE_EVENT_TYPE.shootout, Period: 5, ResultText: 'Goal', Team: 'H' })])).toBe('shootout');
    expect(decidedIn('hockey', [periodEvent(LIVE_PERIOD_EVENT.periodStart, 5, '5. periode')])).toBe('overtime');
    expect(decidedIn('basketball', [periodEvent(LIVE_PERIOD_EVENT.periodStart, 5, '1. ekstraomgang')])).toBe('overtime');
    expect(decidedIn('volleyball', [periodEvent(LIVE_PERIOD_EVENT.periodStart, 5, '5. sett')])).toBe('regulation');
  });

  test('period labels: the feed name decides, up to 12 hockey periods (SPEC §3, §9)', () => {
    expect(periodLabel('hockey', 4)).toEqual({ kind: 'overtime' });
    expect(periodLabel('hockey', 5)).toEqual({ kind: 'shootout' });
    expect(periodLabel('hockey', 5, '5. periode')).toEqual({ kind: 'period', n: 5 });
    expect(periodLabel('hockey', 12, '12. periode')).toEqual({ kind: 'period', n: 12 });
    expect(periodLabel('hockey', 13, '13. periode')).toBeNull();
    expect(periodLabel('hockey', 4, 'Overtime')).toEqual({ kind: 'overtime' });
    expect(periodLabel('basketball', 6, '2. ekstraomgang')).toEqual({ kind: 'extra', n: 2 });
  });
});

describe('matchStatus and its score (SPEC §4)', () => {
  const covered = aMatch({ matchDate: today, matchStartTime: 1730, matchEndTime: 2000, liveClientType: 'Advanced', matchResult: null });
  const uncovered = aMatch({ matchDate: today, matchStartTime: 1730, matchEndTime: 2000, liveClientType: 'None', matchResult: null });
  const playingPhase = { kind: 'playing', period: 2, periodName: '2. periode' } as const;
  const playing: LiveSummary = { score: { h: 5, a: 1 }, phase: playingPhase };

  test('a covered match in its window: live, with the feed’s score; before anything is heard, 0 - 0', () => {
    const status = matchStatus(covered, NOW, ZONE, playing);
    expect(status).toEqual({ kind: 'live', phase: playing.phase });
    expect(statusScore(covered, status, true, playing)).toBe('5 - 1');
    const unheard = matchStatus(covered, NOW, ZONE, null);
    expect(unheard).toEqual({ kind: 'live', phase: null });
    expect(statusScore(covered, unheard, true, null)).toBe('0 - 0');
  });

  test('an uncovered match in its window is in progress, and shows a dash, not a made-up 0 - 0', () => {
    const status = matchStatus(uncovered, NOW, ZONE, null);
    expect(status).toEqual({ kind: 'inProgress' });
    expect(statusScore(uncovered, status, true, null)).toBe('-');
    expect(presentStatus(status, 'hockey')).toMatchObject({ label: { id: 'status.inProgress' }, tone: 'muted' });
  });

  test('the feed’s match end makes it final at once, with how it was decided and the final score', () => {
    const ended: LiveSummary = { score: { h: 4, a: 5 }, phase: { kind: 'ended', decidedIn: 'overtime' } };
    const status = matchStatus(covered, NOW, ZONE, ended);
    expect(status).toEqual({ kind: 'final', decidedIn: 'overtime' });
    expect(statusScore(covered, status, true, ended)).toBe('4 - 5');
    expect(presentStatus(status, 'hockey')).toMatchObject({ label: { id: 'status.finalOvertime' }, tone: 'final' });
  });

  test('hidden results stay hidden in every status', () => {
    const finished = aMatch({ matchDate: '2026-11-20T00:00:00', matchResult: { homeGoals: 3, awayGoals: 2, matchEndResult: '3-2' } });
    expect(statusScore(finished, matchStatus(finished, NOW, ZONE, null), false, null)).toBe('-');
    expect(statusScore(covered, matchStatus(covered, NOW, ZONE, playing), false, playing)).toBe('-');
  });

  test('postponed, cancelled and scheduled outside the window', () => {
    const later = { matchDate: '2026-11-22T00:00:00', matchStartTime: 1800, matchResult: null };
    expect(matchStatus(aMatch({ ...later, statusTypeId: 4 }), NOW, ZONE, null)).toEqual({ kind: 'postponed' });
    expect(matchStatus(aMatch({ ...later, statusTypeId: 5 }), NOW, ZONE, null)).toEqual({ kind: 'cancelled' });
    expect(matchStatus(aMatch({ ...later, statusTypeId: 1 }), NOW, ZONE, null)).toEqual({ kind: 'scheduled' });
  });

  // Issue 24 case 8: a withdrawn match (7, 9) opened by a direct link said "Not started".
  test.each([7, 9])('withdrawn (statusTypeId %i): says so, in the future and in its old time slot', (statusTypeId) => {
    const later = aMatch({ matchDate: '2026-11-22T00:00:00', matchStartTime: 1800, statusTypeId, liveClientType: null });
    const inSlot = aMatch({ matchDate: today, matchStartTime: 1720, matchEndTime: 1950, statusTypeId, liveClientType: null });
    expect(matchStatus(later, NOW, ZONE, null)).toEqual({ kind: 'withdrawn' });
    expect(matchStatus(inSlot, NOW, ZONE, null)).toEqual({ kind: 'withdrawn' });
    expect(presentStatus({ kind: 'withdrawn' }, 'hockey')).toEqual({ label: { id: 'status.withdrawn' }, tone: 'warning' });
    expect(statusScore(inSlot, { kind: 'withdrawn' }, true, null)).toBe('-');
  });

  test('a postponed match in its old time slot is postponed, not in progress; its feed playing wins', () => {
    const inSlot = aMatch({ matchDate: today, matchStartTime: 1720, matchEndTime: 1950, statusTypeId: 4 });
    expect(matchStatus(inSlot, NOW, ZONE, null)).toEqual({ kind: 'postponed' });
    expect(matchStatus(inSlot, NOW, ZONE, playing)).toEqual({ kind: 'live', phase: playing.phase });
  });

  test('labels: a period by its name, an intermission after period n, not yet started', () => {
    expect(presentStatus({ kind: 'live', phase: playingPhase }, 'hockey').label).toEqual({ id: 'live.period.period', values: { n: 2 } });
    expect(presentStatus({ kind: 'live', phase: { kind: 'playing', period: 4, periodName: 'Overtime' } }, 'hockey').label).toEqual({ id: 'live.period.overtime' });
    expect(presentStatus({ kind: 'live', phase: { kind: 'intermission', period: 2, periodName: null } }, 'hockey').label).toEqual({
      id: 'status.intermission',
      values: { n: 2 },
    });
    expect(presentStatus({ kind: 'live', phase: { kind: 'notStarted' } }, 'hockey').label).toEqual({ id: 'status.startingSoon' });
  });

  test('liveSummary: the channel’s newest pair wins; otherwise the score is counted from the events', () => {
    const events = [periodEvent(LIVE_PERIOD_EVENT.periodStart, 1), goal('H', 1, 1, 0), goal('B', 1, 1, 1)];
    expect(liveSummary('hockey', events, { h: 1, a: 1 }).score).toEqual({ h: 1, a: 1 });
    expect(liveSummary('hockey', events, null).score).toEqual({ h: 1, a: 1 });
    expect(liveSummary('hockey', [], null)).toEqual({ score: null, phase: { kind: 'notStarted' } });
  });

  test('volleyball (issue 24 case 5): the summary’s score is sets won, the channel’s pair (the set’s points) is the running set', () => {
    const point = (Team: 'H' | 'B', Period: number, h: number, a: number) => ev({ MatchEventType: LIVE_EVENT_TYPE.point, Team, Period, h, a });
    const set1 = [...Array(25)].map((_, i) => point('H', 1, i + 1, 0));
    const events = [periodEvent(LIVE_PERIOD_EVENT.periodStart, 1, '1. sett'), ...set1, periodEvent(LIVE_PERIOD_EVENT.periodEnd, 1, '1. sett'), periodEvent(LIVE_PERIOD_EVENT.periodStart, 2, '2. sett'), point('B', 2, 0, 1), point('H', 2, 1, 1)];
    const summary = liveSummary('volleyball', events, { h: 1, a: 1 });
    expect(summary).toEqual({ score: { h: 1, a: 0 }, phase: { kind: 'playing', period: 2, periodName: '2. sett' }, set: { set: 2, h: 1, a: 1 } });
    const status = matchStatus(covered, NOW, ZONE, summary);
    expect(statusScore(covered, status, true, summary)).toBe('1 - 0');
    expect(presentStatus(status, 'volleyball', summary.set ?? null).label).toEqual({ id: 'status.setScore', values: { n: 2, h: 1, a: 1 } });
    // Without the set (results hidden, another sport) the label is the set's name.
    expect(presentStatus(status, 'volleyball', null).label).toEqual({ id: 'live.period.set', values: { n: 2 } });
    expect(liveSummary('volleyball', [], { h: 3, a: 2 })).toEqual({ score: null, phase: { kind: 'notStarted' }, set: null });
  });

  test('a finished record says how it was decided by its result text (issue 24 case 4), the feed first', () => {
    const finished = (matchEndResult: string) => aMatch({ matchDate: '2026-11-20T00:00:00', statusTypeId: 3, matchResult: { homeGoals: 3, awayGoals: 2, matchEndResult } });
    expect(matchStatus(finished('3 - 2 (SO)'), NOW, ZONE, null)).toEqual({ kind: 'final', decidedIn: 'shootout' });
    expect(matchStatus(finished('3 - 2 (OT)'), NOW, ZONE, null)).toEqual({ kind: 'final', decidedIn: 'overtime' });
    expect(matchStatus(finished('3 - 2'), NOW, ZONE, null)).toEqual({ kind: 'final', decidedIn: null });
    expect(matchStatus(finished('3 - 2 (SO)'), NOW, ZONE, { score: { h: 3, a: 2 }, phase: { kind: 'ended', decidedIn: 'overtime' } })).toEqual({ kind: 'final', decidedIn: 'overtime' });
  });

  test('lists follow the feed of covered matches of today in their window, and of started ones without a result', () => {
    expect(followsLiveScore(covered, NOW, ZONE)).toBe(true);
    expect(followsLiveScore(uncovered, NOW, ZONE)).toBe(false);
    expect(followsLiveScore(aMatch({ ...covered, matchStartTime: 2100, matchEndTime: 2330 }), NOW, ZONE)).toBe(false);
    expect(followsLiveScore(aMatch({ ...covered, matchDate: '2026-11-20T00:00:00' }), NOW, ZONE)).toBe(false);
  });
});
