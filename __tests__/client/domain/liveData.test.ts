/**
 * Issue 25 case 6: without a live feed, a match that should be live says "No live data" (domain
 * `liveDataStatus`) instead of SPEC §4's live fallback "0 - 0" or a "not started" phase after its start.
 */
import { liveDataStatus } from '../../../src/client/domain/liveData';
import { matchStatus, presentStatus, statusScore, type MatchStatus } from '../../../src/client/domain/matchStatus';
import { aMatch } from '../../support/builders';

const ZONE = 'Europe/Oslo';
const NOW = new Date('2026-11-21T17:00:00.000Z'); // 18:00 in Oslo
// SPEC §4 live window: today, from its start time to its end time plus 100 (hhmm).
const inWindow = aMatch({ matchDate: '2026-11-21T00:00:00', matchStartTime: 1730, matchEndTime: 1930, liveClientType: 'Advanced', matchResult: null });

describe('liveDataStatus (issue 25 case 6)', () => {
  test('a live-covered match in its window with nothing heard and no feed: "No live data", a dash, not "Live 0 - 0"', () => {
    const status = liveDataStatus(matchStatus(inWindow, NOW, ZONE, null), false, inWindow, NOW, ZONE);
    expect(status).toEqual({ kind: 'noLiveData' });
    expect(presentStatus(status, 'hockey').label.id).toBe('status.noLiveData');
    expect(statusScore(inWindow, status, true, null)).toBe('-');
  });

  test('with a feed the status stands (SPEC §4: live, falling back to 0 - 0)', () => {
    const status = liveDataStatus(matchStatus(inWindow, NOW, ZONE, null), true, inWindow, NOW, ZONE);
    expect(status).toEqual({ kind: 'live', phase: null });
    expect(statusScore(inWindow, status, true, null)).toBe('0 - 0');
  });

  test('a live view\'s "not started" (no events) after the start: no live data; before the start it stands', () => {
    const notStarted: MatchStatus = { kind: 'live', phase: { kind: 'notStarted' } };
    expect(liveDataStatus(notStarted, false, inWindow, NOW, ZONE)).toEqual({ kind: 'noLiveData' });
    // 17:29 in Oslo, a minute before the 17:30 start: rightly not started yet.
    expect(liveDataStatus(notStarted, false, inWindow, new Date('2026-11-21T16:29:00.000Z'), ZONE)).toBe(notStarted);
    // The start minute itself counts as started.
    expect(liveDataStatus(notStarted, false, inWindow, new Date('2026-11-21T16:30:00.000Z'), ZONE)).toEqual({ kind: 'noLiveData' });
    // Without the record the status says live: no live data.
    expect(liveDataStatus(notStarted, false, null, NOW, ZONE)).toEqual({ kind: 'noLiveData' });
  });

  test('what a feed has said, a final with its REST result and other statuses stand', () => {
    const playing: MatchStatus = { kind: 'live', phase: { kind: 'playing', period: 2, periodName: null } };
    expect(liveDataStatus(playing, false, inWindow, NOW, ZONE)).toBe(playing);
    const finished = aMatch({ ...inWindow, statusTypeId: 3, matchResult: { homeGoals: 4, awayGoals: 2, matchEndResult: '4 - 2' } });
    const final = liveDataStatus(matchStatus(finished, NOW, ZONE, null), false, finished, NOW, ZONE);
    expect(final.kind).toBe('final');
    expect(statusScore(finished, final, true, null)).toBe('4 - 2');
    const uncovered = aMatch({ ...inWindow, liveClientType: 'None' });
    expect(liveDataStatus(matchStatus(uncovered, NOW, ZONE, null), false, uncovered, NOW, ZONE)).toEqual({ kind: 'inProgress' });
    const later = aMatch({ ...inWindow, matchStartTime: 2000, matchEndTime: 2200 });
    expect(liveDataStatus(matchStatus(later, NOW, ZONE, null), false, later, NOW, ZONE)).toEqual({ kind: 'scheduled' });
  });
});
