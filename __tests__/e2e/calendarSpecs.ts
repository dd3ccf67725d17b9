/** The calendar feed browser tests, shared by the hockey and basketball presets (issue 16). */
import { expect, test } from './fixtures';
import { calendarCase, expectFeedLinks, expectFeedMatches, expectNoSidewaysScroll, fetchFeed, openPage, teamMatches, WORDS } from './calendarSupport';

export function calendarSpecs(leagueName?: string): void {
  for (const lang of ['en', 'no'] as const) {
    for (const width of [375, 1440]) {
      test(`roster (${lang}, ${width} px): subscribe and download links for the team; the feed has one event per match of the team`, async ({ page }) => {
        const subject = await calendarCase(page, leagueName);
        const { seasonId, league, team } = subject;
        await openPage(page, lang, width, `/teammembers?seasonId=${seasonId}&tournamentId=${league.tournamentId}&team=${team.teamId}`);
        const name = team.team.trim();
        // The current (default) season's feed names no season: it follows the next one (issue 29 case 5).
        const url = await expectFeedLinks(page, lang, name, `/calendar/team/${team.teamId}.ics?lang=${lang}`, width);
        await expectNoSidewaysScroll(page);
        const feed = await fetchFeed(page, url);
        expect(feed.name).toMatch(new RegExp(`${WORDS[lang].calendarName(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
        await expectFeedMatches(page, feed, await teamMatches(page, subject));
      });

      test(`schedule (${lang}, ${width} px): the league's feed, and the team's once the schedule is narrowed to it`, async ({ page }) => {
        const { seasonId, league, team } = await calendarCase(page, leagueName);
        await openPage(page, lang, width, `/schedule?seasonId=${seasonId}&tournamentId=${league.tournamentId}`);
        const leagueUrl = await expectFeedLinks(page, lang, league.tournamentName.trim(), `/calendar/tournament/${league.tournamentId}.ics?lang=${lang}`, width);
        await expect(page.getByRole('group', { name: WORDS[lang].group(team.team.trim()) })).toHaveCount(0);
        const feed = await fetchFeed(page, leagueUrl);
        const { matches } = await (await page.request.get(`/api/proxy?taReqUrl=ta/TournamentMatches/?tournamentId=${league.tournamentId}`)).json();
        expect(feed.events.length).toBe((matches as { statusTypeId: number | null }[]).filter((match) => match.statusTypeId === null || (match.statusTypeId >= 1 && match.statusTypeId <= 5)).length);

        await page.goto(`/schedule?seasonId=${seasonId}&tournamentId=${league.tournamentId}&team=${team.teamId}`);
        await expectFeedLinks(page, lang, team.team.trim(), `/calendar/team/${team.teamId}.ics?lang=${lang}`, width);
        await expectFeedLinks(page, lang, league.tournamentName.trim(), `/calendar/tournament/${league.tournamentId}.ics?lang=${lang}`, width);
        await expectNoSidewaysScroll(page);
      });
    }
  }

  test('the feed keeps its UIDs across two requests and answers in both languages', async ({ page }) => {
    const { seasonId, team } = await calendarCase(page, leagueName);
    await page.goto('/');
    const origin = new URL(page.url()).origin;
    const en = await fetchFeed(page, `${origin}/calendar/team/${team.teamId}.ics?seasonId=${seasonId}&lang=en`);
    const again = await fetchFeed(page, `${origin}/calendar/team/${team.teamId}.ics?seasonId=${seasonId}&lang=en`);
    const no = await fetchFeed(page, `${origin}/calendar/team/${team.teamId}.ics?seasonId=${seasonId}&lang=no`);
    expect(again.events.map((event) => event.uid)).toEqual(en.events.map((event) => event.uid));
    expect(no.events.map((event) => event.uid)).toEqual(en.events.map((event) => event.uid));
    // Issue 29 case 5: without seasonId, the current season's feed (today 400).
    const current = await fetchFeed(page, `${origin}/calendar/team/${team.teamId}.ics?lang=en`);
    expect(current.events.map((event) => event.uid).sort()).toEqual(en.events.map((event) => event.uid).sort());
    expect(en.name).toContain(': matches');
    expect(no.name).toContain(': kamper');
  });
}
