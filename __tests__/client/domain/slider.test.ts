import { firstUpcomingIndex, sliderMatches } from '../../../src/client/domain/slider';
import { aMatch } from '../../support/builders';

const OSLO = 'Europe/Oslo';
// 21 November 2026, 18:00 in Oslo.
const now = new Date('2026-11-21T17:00:00Z');

describe('sliderMatches (SPEC §2: ±1 month of today, else the last 30)', () => {
  it.each([
    ['one month before, inclusive', '2026-10-21', true],
    ['a day more than a month before', '2026-10-20', false],
    ['today', '2026-11-21', true],
    ['one month after, inclusive', '2026-12-21', true],
    ['a day more than a month after', '2026-12-22', false],
  ])('%s (%s) → shown %p', (_, matchDate, shown) => {
    const inside = aMatch({ matchDate: '2026-11-10' });
    const probe = aMatch({ matchDate });
    const ids = sliderMatches([probe, inside], now, OSLO).map((m) => m.matchId);
    expect(ids.includes(probe.matchId)).toBe(shown);
  });

  it('sorts by date and start time', () => {
    const late = aMatch({ matchDate: '2026-11-21', matchStartTime: 2000 });
    const early = aMatch({ matchDate: '2026-11-21', matchStartTime: 930 });
    const yesterday = aMatch({ matchDate: '2026-11-20', matchStartTime: 2100 });
    expect(sliderMatches([late, early, yesterday], now, OSLO)).toEqual([yesterday, early, late]);
  });

  it('falls back to the last 30 matches by date when none is in the window', () => {
    const old = Array.from({ length: 40 }, (_, day) =>
      aMatch({ matchId: day + 1, matchDate: `2025-0${1 + Math.floor(day / 28)}-${String((day % 28) + 1).padStart(2, '0')}` }),
    );
    const shown = sliderMatches([...old].reverse(), now, OSLO);
    expect(shown).toHaveLength(30);
    expect(shown.map((m) => m.matchId)).toEqual(old.slice(10).map((m) => m.matchId));
  });

  it('is empty for no matches', () => {
    expect(sliderMatches([], now, OSLO)).toEqual([]);
  });
});

describe('firstUpcomingIndex (SPEC §2: centred on the first match not yet past)', () => {
  const finished = aMatch({ matchDate: '2026-11-21', matchStartTime: 1200, matchEndTime: 1430 });
  const inProgress = aMatch({ matchDate: '2026-11-21', matchStartTime: 1700, matchEndTime: 1930 });
  const later = aMatch({ matchDate: '2026-11-21', matchStartTime: 2000, matchEndTime: 2230 });
  const tomorrow = aMatch({ matchDate: '2026-11-22', matchStartTime: 930, matchEndTime: 1200 });

  it.each([
    ['a match in progress is not past', [finished, inProgress, later], 1],
    ['the next match later today', [finished, later, tomorrow], 1],
    ['a three-digit start time tomorrow', [finished, tomorrow], 1],
    ['all past → the last', [finished, finished], 1],
    ['empty → 0', [], 0],
  ])('%s', (_, matches, index) => {
    expect(firstUpcomingIndex(matches, now, OSLO)).toBe(index);
  });
});
