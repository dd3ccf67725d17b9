/**
 * Issue 14, long live lists stay fast: the play-by-play fold advanced by what changed (events appended at
 * the end, the oldest dropped at the MAX_EVENTS bound) must equal folding the resulting events afresh, for
 * any feed — line changes split across the change, other events at the same instant, period boundaries,
 * filters. And it must really be incremental: the rows of untouched runs are the same objects.
 */
import fc from 'fast-check';
import type { LiveEvent, LivePlayer } from '../../../../src/shared/contract/live';
import type { EventCategory } from '../../../../src/client/domain/live/filters';
import { advancePlayByPlay, foldPlayByPlay, playByPlayRows } from '../../../../src/client/domain/live/playByPlay';

const player = (Id: number, PositionId: number): LivePlayer => ({ Id, TeamId: 1, ShirtNo: Id, FirstName: 'F', LastName: `L${Id}`, PositionId });

/** A small vocabulary so that instants repeat and line changes pile up across any split. */
const eventArb = fc.record({
  kind: fc.constantFrom('in', 'out', 'goalieIn', 'goal', 'faceoff', 'periodStart', 'periodEnd', 'timeout', 'stopTimer', 'noTime'),
  team: fc.constantFrom<'H' | 'A'>('H', 'A'),
  second: fc.integer({ min: 0, max: 3 }),
  slot: fc.integer({ min: 0, max: 20 }),
});
type Spec = typeof eventArb extends fc.Arbitrary<infer T> ? T : never;

function toEvents(specs: readonly Spec[], prefix: string): LiveEvent[] {
  return specs.map((spec, index) => {
    const base: LiveEvent = { ClientId: `${prefix}${index}`, MatchId: 1, MatchEventType: 'Timeout', Team: spec.team, Period: 1, PeriodTime: `00:0${spec.second}` };
    switch (spec.kind) {
      case 'in':
      case 'out':
        return { ...base, MatchEventType: 'PlayerTime', Direction: spec.kind === 'in' ? 'In' : 'Out', Player: player(100 + spec.slot, spec.slot) };
      case 'goalieIn':
        return { ...base, MatchEventType: 'PlayerTime', Direction: 'In', IsGoalie: true, Player: player(200, 20) };
      case 'goal':
        return { ...base, MatchEventType: 'Goal', Player: player(100 + spec.slot, spec.slot) };
      case 'faceoff':
        return { ...base, MatchEventType: 'Faceoff' };
      case 'periodStart':
      case 'periodEnd':
        return { ...base, MatchEventType: 'Timer', EventType: 2, TypeName: spec.kind === 'periodStart' ? 'Period start' : 'Period end', PeriodName: `${spec.slot % 5}. periode` };
      case 'stopTimer':
        return { ...base, MatchEventType: 'Timer', EventType: 1, TypeName: 'Stop' };
      case 'noTime':
        return { ClientId: base.ClientId, MatchId: 1, MatchEventType: 'PlayerTime', Direction: 'In', Team: spec.team, Player: player(100 + spec.slot, spec.slot) };
      default:
        return base;
    }
  });
}

const SELECTIONS: readonly (readonly EventCategory[])[] = [
  ['goals', 'penalties', 'penaltyShots', 'shootouts', 'timeouts', 'timers', 'playerTime'],
  ['playerTime', 'goalieChanges', 'faceoffs'],
  ['goals', 'timers'],
];
const roster: ReadonlyMap<number, LivePlayer> = new Map([[105, player(105, 5)]]);

describe('the play-by-play fold advanced by a change equals the fold of the result (issue 14)', () => {
  test('any feed, any split into kept + appended, any number dropped off the front, any selection', () => {
    fc.assert(
      fc.property(
        fc.array(eventArb, { maxLength: 40 }),
        fc.array(eventArb, { maxLength: 15 }),
        fc.nat(),
        fc.constantFrom(...SELECTIONS),
        (before, after, dropSeed, selected) => {
          const folded = toEvents(before, 'a');
          const appended = toEvents(after, 'b');
          const drop = folded.length === 0 ? 0 : dropSeed % (folded.length + 1);
          const result = [...folded.slice(drop), ...appended];
          const advanced = advancePlayByPlay(foldPlayByPlay('hockey', folded, selected, roster), { dropped: folded.slice(0, drop), appended });
          const fresh = foldPlayByPlay('hockey', result, selected, roster);
          expect(advanced.rows).toEqual(fresh.rows);
          expect(advanced.runs).toEqual(fresh.runs);
          expect(advanced.listed).toEqual(fresh.listed);
        },
      ),
      { numRuns: 400 },
    );
  });

  test('advanced one event at a time, a whole feed ends where one fold of it does', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 60 }), fc.constantFrom(...SELECTIONS), (specs, selected) => {
        const events = toEvents(specs, 'e');
        let fold = foldPlayByPlay('hockey', [], selected, roster);
        for (const event of events) fold = advancePlayByPlay(fold, { dropped: [], appended: [event] });
        expect(fold.rows).toEqual(foldPlayByPlay('hockey', events, selected, roster).rows);
        expect(fold.listed).toEqual(foldPlayByPlay('hockey', events, selected, roster).listed);
      }),
      { numRuns: 200 },
    );
  });

  test('the rows come oldest first; playByPlayRows lists them newest first', () => {
    const events = toEvents([{ kind: 'goal', team: 'H', second: 1, slot: 1 }, { kind: 'timeout', team: 'A', second: 2, slot: 0 }], 'x');
    const fold = foldPlayByPlay('hockey', events, SELECTIONS[0] ?? []);
    expect(fold.rows.map((row) => row.key)).toEqual(['x0', 'x1']);
    expect(playByPlayRows('hockey', events, SELECTIONS[0] ?? []).map((row) => row.key)).toEqual(['x1', 'x0']);
  });

  test('incremental: untouched rows are the same objects, and a change outside the filter changes nothing', () => {
    const selected = SELECTIONS[0] ?? [];
    const events = toEvents(
      [
        { kind: 'goal', team: 'H', second: 0, slot: 1 },
        { kind: 'out', team: 'H', second: 1, slot: 1 },
        { kind: 'in', team: 'H', second: 1, slot: 6 },
        { kind: 'timeout', team: 'A', second: 2, slot: 0 },
      ],
      'k',
    );
    const fold = foldPlayByPlay('hockey', events, selected);
    // A faceoff is not in the default hockey filter: the same fold comes back.
    const faceoff: LiveEvent = { ClientId: 'f', MatchId: 1, MatchEventType: 'Faceoff', Period: 1, PeriodTime: '00:03' };
    expect(advancePlayByPlay(fold, { dropped: [], appended: [faceoff] })).toBe(fold);
    // A goal at a later instant is one more row; the rows before it are untouched.
    const goal: LiveEvent = { ClientId: 'g', MatchId: 1, MatchEventType: 'Goal', Team: 'H', Period: 1, PeriodTime: '00:03' };
    const next = advancePlayByPlay(fold, { dropped: [], appended: [goal] });
    expect(next.rows).toHaveLength(fold.rows.length + 1);
    fold.rows.forEach((row, index) => expect(next.rows[index]).toBe(row));
    // Dropping the oldest event keeps the later rows as they were.
    const trimmed = advancePlayByPlay(next, { dropped: events.slice(0, 1), appended: [] });
    expect(trimmed.rows.map((row) => row.key)).toEqual(next.rows.slice(1).map((row) => row.key));
    trimmed.rows.forEach((row, index) => expect(row).toBe(next.rows[index + 1]));
  });
});
