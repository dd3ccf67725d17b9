import { NO_SCORE, resultsShown, scoreDisplay } from '../../../src/client/domain/score';
import type { MatchState } from '../../../src/client/domain/matchState';

const result = { homeGoals: 3, awayGoals: 1, matchEndResult: '3 - 1' };

describe('scoreDisplay (SPEC §4 score display)', () => {
  it.each<[string, MatchState, boolean, typeof result | null, { h: number; a: number } | null, string]>([
    ['finished, published: the end result', 'finished', true, result, null, '3 - 1'],
    ['finished, results not published: a dash', 'finished', false, result, null, NO_SCORE],
    ['live with a live score: the live score', 'live', true, null, { h: 2, a: 2 }, '2 - 2'],
    ['live score wins over the result so far', 'live', true, result, { h: 4, a: 1 }, '4 - 1'],
    ['live, no live score: the result so far', 'live', true, result, null, '3 - 1'],
    ['live, nothing yet: 0 - 0', 'live', true, null, null, '0 - 0'],
    ['live but not published: a dash, even with a live score', 'live', false, null, { h: 1, a: 0 }, NO_SCORE],
    ['not ready: a dash', 'notReady', true, null, null, NO_SCORE],
    ['not ready ignores a stray live score', 'notReady', true, null, { h: 1, a: 0 }, NO_SCORE],
    ['finished without a result record: a dash', 'finished', true, null, null, NO_SCORE],
  ])('%s', (_, state, published, matchResult, live, expected) => {
    expect(scoreDisplay({ matchResult }, state, published, live)).toBe(expected);
  });

  it('the live score is optional', () => {
    expect(scoreDisplay({ matchResult: null }, 'live', true)).toBe('0 - 0');
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
