/** Issue 15: the ops wall's feed-health rules (src/client/domain/live/opsHealth.ts), `now` passed in. */
import type { LiveEvent } from '../../../../src/shared/contract/live';
import {
  compareByAttention,
  eventsScore,
  feedHealth,
  healthChanges,
  healthThresholds,
  isDecisiveEvent,
  scoresDisagree,
  SILENCE_FLOOR_MS,
  type AttentionFacts,
  type FeedHealthFacts,
} from '../../../../src/client/domain/live/opsHealth';
import type { LivePhase } from '../../../../src/client/domain/live/phase';

const NOW = 1_800_000_000_000;
const playing: LivePhase = { kind: 'playing', period: 2, periodName: null };
const facts = (o: Partial<FeedHealthFacts> = {}): FeedHealthFacts => ({
  phase: playing,
  connection: 'live',
  connectionLostSinceMs: null,
  lastEventMs: NOW,
  scoreMismatchSinceMs: null,
  ...o,
});
const hockey = healthThresholds('hockey', 1);
let seq = 0;
const ev = (o: Partial<LiveEvent>): LiveEvent => ({ ClientId: `c${(seq += 1)}`, MatchId: 1, MatchEventType: 'Timer', ...o });

describe('healthThresholds', () => {
  test('silence is judged in match time: real thresholds shrink with the clock rate, down to a floor', () => {
    expect(hockey.silenceAmberMs).toBe(120_000);
    expect(hockey.silenceRedMs).toBe(240_000);
    const fast = healthThresholds('hockey', 20);
    expect(fast.silenceAmberMs).toBe(6000);
    expect(fast.silenceRedMs).toBe(12_000);
    const veryFast = healthThresholds('hockey', 3600);
    expect(veryFast.silenceAmberMs).toBe(SILENCE_FLOOR_MS.amber);
    expect(veryFast.silenceRedMs).toBe(SILENCE_FLOOR_MS.red);
  });

  test('delivery problems are not scaled by the clock rate', () => {
    expect(healthThresholds('volleyball', 60).connectionRedMs).toBe(hockey.connectionRedMs);
    expect(healthThresholds('volleyball', 60).mismatchRedMs).toBe(hockey.mismatchRedMs);
  });

  test('a nonsense rate counts as real time', () => {
    expect(healthThresholds('basketball', 0)).toEqual(healthThresholds('basketball', 1));
  });
});

describe('feedHealth', () => {
  test.each([
    [0, 'ok'],
    [119_999, 'ok'],
    [120_000, 'amber'],
    [239_999, 'amber'],
    [240_000, 'red'],
  ] as const)('in play, silent for %p ms → %p', (silentMs, level) => {
    const health = feedHealth(facts({ lastEventMs: NOW - silentMs }), hockey, NOW);
    expect(health.level).toBe(level);
    expect(health.reasons).toEqual(level === 'ok' ? [] : ['silent']);
    expect(health.silentSeconds).toBe(Math.floor(silentMs / 1000));
  });

  test.each<[string, LivePhase | null]>([
    ['an intermission', { kind: 'intermission', period: 1, periodName: null }],
    ['a match not begun', { kind: 'notStarted' }],
    ['a match ended', { kind: 'ended', decidedIn: 'regulation' }],
    ['a feed never heard', null],
  ])('silence is no alarm in %s', (_what, phase) => {
    expect(feedHealth(facts({ phase, lastEventMs: NOW - 3_600_000 }), hockey, NOW).level).toBe('ok');
  });

  test('silence says nothing while the wall is still connecting (reading history)', () => {
    expect(feedHealth(facts({ connection: 'connecting', lastEventMs: NOW - 600_000 }), hockey, NOW).level).toBe('ok');
  });

  test('a lost connection is amber at once and red after ten seconds', () => {
    expect(feedHealth(facts({ connection: 'reconnecting', connectionLostSinceMs: NOW }), hockey, NOW)).toMatchObject({ level: 'amber', reasons: ['connectionLost'] });
    expect(feedHealth(facts({ connection: 'offline', connectionLostSinceMs: NOW - 10_000 }), hockey, NOW).level).toBe('red');
    // Still connecting for the first time is not a loss.
    expect(feedHealth(facts({ connection: 'connecting', lastEventMs: null, phase: null }), hockey, NOW).level).toBe('ok');
  });

  test('a score disagreement is amber after 3 s and red after 10 s, but not once the match has ended', () => {
    expect(feedHealth(facts({ scoreMismatchSinceMs: NOW - 2999 }), hockey, NOW).level).toBe('ok');
    expect(feedHealth(facts({ scoreMismatchSinceMs: NOW - 3000 }), hockey, NOW)).toMatchObject({ level: 'amber', reasons: ['scoreMismatch'] });
    expect(feedHealth(facts({ scoreMismatchSinceMs: NOW - 10_000 }), hockey, NOW).level).toBe('red');
    expect(feedHealth(facts({ phase: { kind: 'ended', decidedIn: 'shootout' }, scoreMismatchSinceMs: NOW - 60_000 }), hockey, NOW).level).toBe('ok');
  });

  test('the worst condition decides; every condition is named, worst first', () => {
    const health = feedHealth(
      facts({ lastEventMs: NOW - 130_000, scoreMismatchSinceMs: NOW - 20_000 }),
      hockey,
      NOW,
    );
    expect(health).toMatchObject({ level: 'red', reasons: ['scoreMismatch', 'silent'] });
    // A lost connection stands for the silence it causes: silence is not judged without a live connection.
    const lost = feedHealth(facts({ lastEventMs: NOW - 130_000, connection: 'reconnecting', connectionLostSinceMs: NOW - 20_000 }), hockey, NOW);
    expect(lost).toMatchObject({ level: 'red', reasons: ['connectionLost'] });
  });
});

describe('scores', () => {
  test('decisive events are the scoring and timer ones', () => {
    expect(['Goal', 'PenaltyShot', 'Shootout', 'Shot', 'Point', 'Timer'].every((t) => isDecisiveEvent({ MatchEventType: t }))).toBe(true);
    expect(['Faceoff', 'PlayerTime', 'Penalty', 'Substitution', 'MatchData'].some((t) => isDecisiveEvent({ MatchEventType: t }))).toBe(false);
  });

  test('volleyball: a set starts at 0 - 0 with its Period start, as the goals channel says', () => {
    const events = [
      ev({ MatchEventType: 'Point', Team: 'H', Period: 1 }),
      ev({ MatchEventType: 'Point', Team: 'H', Period: 1 }),
      ev({ MatchEventType: 'Timer', EventType: 2, TypeName: 'Period end', Period: 1 }),
      ev({ MatchEventType: 'Timer', EventType: 2, TypeName: 'Period start', Period: 2 }),
    ];
    expect(eventsScore('volleyball', events, false)).toEqual({ h: 0, a: 0 });
    expect(eventsScore('volleyball', [...events, ev({ MatchEventType: 'Point', Team: 'B', Period: 2 })], false)).toEqual({ h: 0, a: 1 });
  });

  test('hockey counts goals; basketball made shots by value', () => {
    expect(eventsScore('hockey', [ev({ MatchEventType: 'Goal', Team: 'H' }), ev({ MatchEventType: 'Goal', Team: 'B' }), ev({ MatchEventType: 'Goal', Team: 'H' })], false)).toEqual({ h: 2, a: 1 });
    expect(eventsScore('basketball', [ev({ MatchEventType: 'Shot', Team: 'H', ShotResult: 200442 }), ev({ MatchEventType: 'Shot', Team: 'A', ShotResult: 200581 })], false)).toEqual({ h: 3, a: 0 });
  });

  test('disagreement needs both scores', () => {
    expect(scoresDisagree({ h: 1, a: 0 }, { h: 1, a: 0 })).toBe(false);
    expect(scoresDisagree({ h: 1, a: 0 }, { h: 0, a: 0 })).toBe(true);
    expect(scoresDisagree(null, { h: 0, a: 0 })).toBe(false);
    expect(scoresDisagree({ h: 0, a: 1 }, null)).toBe(false);
  });
});

describe('compareByAttention', () => {
  const tile = (o: Partial<AttentionFacts>): AttentionFacts => ({
    matchId: 1,
    level: 'ok',
    phase: playing,
    followed: true,
    silentSeconds: 0,
    kickoffMs: NOW,
    ...o,
  });

  test('red, then amber, then healthy; in play before a break before not begun before ended before unfollowed', () => {
    const tiles = [
      tile({ matchId: 1, followed: false, phase: null }),
      tile({ matchId: 2, phase: { kind: 'ended', decidedIn: 'regulation' } }),
      tile({ matchId: 3, phase: { kind: 'notStarted' } }),
      tile({ matchId: 4, phase: { kind: 'intermission', period: 1, periodName: null } }),
      tile({ matchId: 5 }),
      tile({ matchId: 6, level: 'amber' }),
      tile({ matchId: 7, level: 'red', phase: { kind: 'intermission', period: 1, periodName: null } }),
    ];
    expect([...tiles].sort(compareByAttention).map((t) => t.matchId)).toEqual([7, 6, 5, 4, 3, 2, 1]);
  });

  test('ended matches: the latest first, whatever their silence', () => {
    const ended: LivePhase = { kind: 'ended', decidedIn: 'regulation' };
    const tiles = [tile({ matchId: 1, phase: ended, kickoffMs: NOW - 9000, silentSeconds: 50 }), tile({ matchId: 2, phase: ended, kickoffMs: NOW - 1000, silentSeconds: 5 })];
    expect([...tiles].sort(compareByAttention).map((t) => t.matchId)).toEqual([2, 1]);
  });

  test('then the longest silence, then kick-off, then id: a total order', () => {
    const tiles = [
      tile({ matchId: 3, silentSeconds: 5, kickoffMs: NOW + 1 }),
      tile({ matchId: 2, silentSeconds: 5, kickoffMs: NOW + 1 }),
      tile({ matchId: 1, silentSeconds: 5, kickoffMs: NOW }),
      tile({ matchId: 4, silentSeconds: 50 }),
    ];
    expect([...tiles].sort(compareByAttention).map((t) => t.matchId)).toEqual([4, 1, 2, 3]);
  });
});

describe('healthChanges', () => {
  test('only a change of level is announced; a new healthy tile is not a change', () => {
    const before = new Map([
      [1, 'ok' as const],
      [2, 'amber' as const],
    ]);
    const after = [
      { matchId: 1, health: { level: 'ok' as const, reasons: [] } },
      { matchId: 2, health: { level: 'red' as const, reasons: ['silent' as const] } },
      { matchId: 3, health: { level: 'ok' as const, reasons: [] } },
    ];
    expect(healthChanges(before, after)).toEqual([{ matchId: 2, from: 'amber', to: 'red', reasons: ['silent'] }]);
    expect(healthChanges(new Map([[2, 'red']]), [{ matchId: 2, health: { level: 'ok', reasons: [] } }])).toEqual([
      { matchId: 2, from: 'red', to: 'ok', reasons: [] },
    ]);
  });
});
