import { resultsShown } from '../../../src/client/domain/score';
import { NO_SCORE, statusScore, type LiveSummary, type MatchStatus } from '../../../src/client/domain/matchStatus';

const result = { homeGoals: 3, awayGoals: 1, matchEndResult: '3 - 1' };
const fed = (h: number, a: number): LiveSummary => ({ score: { h, a }, phase: { kind: 'playing', period: 2, periodName: null } });
const live: MatchStatus = { kind: 'live', phase: null };
const final: MatchStatus = { kind: 'final', decidedIn: null };

describe('statusScore (SPEC §4 score display)', () => {
  it.each<[string, MatchStatus, boolean, typeof result | null, LiveSummary | null, string]>([
    ['finished, published: the end result', final, true, result, null, '3 - 1'],
    ['finished, results not published: a dash', final, false, result, null, NO_SCORE],
    ['live with a live score: the live score', live, true, null, fed(2, 2), '2 - 2'],
    ['live score wins over the result so far', live, true, result, fed(4, 1), '4 - 1'],
    ['live, no live score: the result so far', live, true, result, null, '3 - 1'],
    ['live, nothing yet: 0 - 0', live, true, null, null, '0 - 0'],
    ['live but not published: a dash, even with a live score', live, false, null, fed(1, 0), NO_SCORE],
    ['scheduled: a dash', { kind: 'scheduled' }, true, null, null, NO_SCORE],
    ['scheduled ignores a stray live score', { kind: 'scheduled' }, true, null, fed(1, 0), NO_SCORE],
    ['final without a result record yet: the feed’s last score', final, true, null, fed(4, 5), '4 - 5'],
    ['final without a result record or feed: a dash', final, true, null, null, NO_SCORE],
    ['in progress without coverage: the result so far, or a dash', { kind: 'inProgress' }, true, null, null, NO_SCORE],
    ['postponed: a dash', { kind: 'postponed' }, true, null, null, NO_SCORE],
  ])('%s', (_, status, published, matchResult, summary, expected) => {
    expect(statusScore({ matchResult }, status, published, summary)).toBe(expected);
  });
});

describe('resultsShown (SPEC §4 published results, with the match page rule)', () => {
  it.each([
    ['both flags true', { isResultPublished: true, leagueDisplayResults: true }, true],
    ['unknown flags count as published', { isResultPublished: null, leagueDisplayResults: null }, true],
    ['isResultPublished false', { isResultPublished: false, leagueDisplayResults: true }, false],
    ['the league does not display results', { isResultPublished: true, leagueDisplayResults: false }, false],
  ])('%s → %p', (_, league, expected) => {
    expect(resultsShown(league)).toBe(expected);
  });

  it('no league known: published (true when unknown)', () => {
    expect(resultsShown(null)).toBe(true);
  });
});
