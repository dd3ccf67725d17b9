/** Issue 29 case 2: which matches an embed lists (domain/embed), `now` passed in. */
import { embedSnippet, teamMatches, todaysMatches } from '../../../src/client/domain/embed';
import { aMatch } from '../../support/builders';

const ZONE = 'Europe/Oslo';
// Saturday 21 November 2026, 18:30 in Oslo.
const NOW = new Date('2026-11-21T17:30:00Z');
const result = (homeGoals: number, awayGoals: number) => ({ homeGoals, awayGoals, matchEndResult: `${homeGoals}-${awayGoals}` });

describe('teamMatches', () => {
  const earlier = aMatch({ matchId: 1, matchDate: '2026-11-14', statusTypeId: 3, matchResult: result(2, 1) });
  const lastWeekend = aMatch({ matchId: 2, matchDate: '2026-11-18', hometeamId: 13, awayteamId: 11, statusTypeId: 3, matchResult: result(0, 4) });
  const otherTeams = aMatch({ matchId: 3, matchDate: '2026-11-20', hometeamId: 12, awayteamId: 13, statusTypeId: 3, matchResult: result(1, 1) });
  const postponed = aMatch({ matchId: 4, matchDate: '2026-11-22', statusTypeId: 4 });
  const withdrawn = aMatch({ matchId: 5, matchDate: '2026-11-23', statusTypeId: 7 });
  const coming = aMatch({ matchId: 6, matchDate: '2026-11-25', matchStartTime: 1900 });
  const later = aMatch({ matchId: 7, matchDate: '2026-12-02' });

  it('takes the latest match over as the last and the earliest coming one as the next, ignoring other teams', () => {
    const { next, last } = teamMatches([later, coming, otherTeams, earlier, lastWeekend], 11, NOW, ZONE);
    expect(last?.matchId).toBe(2);
    expect(next?.matchId).toBe(6);
  });

  it('passes over called-off matches and those not listed (SPEC §5 status 7)', () => {
    expect(teamMatches([postponed, withdrawn, coming], 11, NOW, ZONE).next?.matchId).toBe(6);
  });

  it('calls a match being played now the next one until its final whistle', () => {
    const live = aMatch({ matchId: 8, matchDate: '2026-11-21', matchStartTime: 1800, matchEndTime: 2030 });
    expect(teamMatches([coming, live, earlier], 11, NOW, ZONE)).toEqual({ next: live, last: earlier });
    const over = { ...live, statusTypeId: 3, matchResult: result(3, 2) };
    expect(teamMatches([coming, over, earlier], 11, NOW, ZONE)).toEqual({ next: coming, last: over });
  });

  it('has neither for a team without matches, and no next for a past match left without a result', () => {
    expect(teamMatches([coming], 99, NOW, ZONE)).toEqual({ next: null, last: null });
    const stale = aMatch({ matchId: 9, matchDate: '2026-11-10' });
    expect(teamMatches([stale], 11, NOW, ZONE)).toEqual({ next: null, last: null });
  });
});

describe('todaysMatches', () => {
  it("keeps today's listed matches in the league zone, by time with unknown times last", () => {
    const tba = aMatch({ matchId: 1, matchDate: '2026-11-21', matchStartTime: null });
    const evening = aMatch({ matchId: 2, matchDate: '2026-11-21', matchStartTime: 2030 });
    const afternoon = aMatch({ matchId: 3, matchDate: '2026-11-21', matchStartTime: 1445 });
    const tomorrow = aMatch({ matchId: 4, matchDate: '2026-11-22', matchStartTime: 1400 });
    const unlisted = aMatch({ matchId: 5, matchDate: '2026-11-21', statusTypeId: 9 });
    expect(todaysMatches([tba, evening, tomorrow, afternoon, unlisted], NOW, ZONE).map((match) => match.matchId)).toEqual([3, 2, 1]);
  });

  it('turns the day at midnight in the league zone, not in UTC', () => {
    const sunday = aMatch({ matchId: 1, matchDate: '2026-11-22', matchStartTime: 1400 });
    // 23:30 UTC on the 21st is 00:30 on the 22nd in Oslo.
    expect(todaysMatches([sunday], new Date('2026-11-21T23:30:00Z'), ZONE).map((match) => match.matchId)).toEqual([1]);
  });
});

describe('embedSnippet', () => {
  it('frames the embed at the container width, lazily, named, in the page language', () => {
    expect(embedSnippet('https://kamp.example', { kind: 'team', tournamentId: 700, teamId: 11 }, 'no', 'Stjernen: kamper')).toBe(
      '<iframe src="https://kamp.example/embed/team?tournamentId=700&amp;teamId=11&amp;lang=no" title="Stjernen: kamper" loading="lazy" style="width:100%;border:0" height="300"></iframe>',
    );
  });

  it('escapes a title that would break out of its attribute', () => {
    expect(embedSnippet('https://kamp.example', { kind: 'match', matchId: 1 }, 'en', 'A "B" <C> & D')).toContain('title="A &quot;B&quot; &lt;C> &amp; D"');
  });
});
