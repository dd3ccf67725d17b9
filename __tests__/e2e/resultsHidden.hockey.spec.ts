/**
 * Issue 24 case 1 (SPEC §4 results visibility) in the browser: every route that can show a match or a person
 * of a league that does not publish results — scoreboard, slider, schedule, match, live, profile,
 * statistics, standings, calendar feed — shows no score of it. The demo ids at the E2E clock are found
 * through the API here, never hard-coded: the current season's leagues with results switched off
 * (isResultPublished false, leagueDisplayResults false), a finished match and a live-covered match of
 * them, and a player of one of their teams. The ops wall and the kiosk start servers of their own; they are
 * covered by component tests (__tests__/client/state/ops/opsVisibility.test.ts,
 * __tests__/client/pages/KioskResultsHidden.test.tsx).
 */
import { expect, test, type Locator, type Page } from './fixtures';
import { E2E_NOW } from '../../playwright.config';
import { parseTeamMembers } from '../../src/shared/wire/people';
import { buildTarget, type Match, type TeamMember, type Tournament } from '../../src/shared/contract';
import { leaguesOf, readProxy, startedSeasons } from './apiSupport';
import { withLanguage } from './support';

/** A score as the site writes one ("2 - 1", the kiosk's "2 – 1"). */
const SCORE = /\d+ [-–] \d+/;

interface HiddenWorld {
  seasonId: number;
  leagues: Tournament[];
  finished: Match;
  covered: Match;
  player: { personId: number; teamId: number; tournamentId: number };
}

const hides = (league: Tournament) => league.isResultPublished === false || league.leagueDisplayResults === false;
const today = E2E_NOW.slice(0, 10);

async function hiddenWorld(page: Page): Promise<HiddenWorld> {
  const [season] = await startedSeasons(page, 0);
  if (!season) throw new Error('no started season');
  const leagues = (await leaguesOf(page, season.seasonId)).filter((league) => league.areMatchesPublished && hides(league));
  expect(leagues.length).toBeGreaterThan(0);
  const matches = (await Promise.all(leagues.map((league) => readProxy(page, 'tournamentMatches', { tournamentId: league.tournamentId })))).flatMap((answer) => answer.matches);
  const listed = matches.filter((match) => match.statusTypeId === null || (match.statusTypeId >= 1 && match.statusTypeId <= 5));
  const finished = listed.find((match) => match.matchResult !== null);
  // A live-covered match of today (begun or over), else any live-covered one with a result.
  const coveredOnes = listed.filter((match) => match.liveClientType !== null && match.liveClientType !== 'None');
  const covered = coveredOnes.find((match) => match.matchDate.slice(0, 10) === today && match.matchResult !== null) ?? coveredOnes.find((match) => match.matchResult !== null);
  if (!finished || !covered) throw new Error('the demo has no finished and live-covered match of a results-hidden league');
  const league = leagues.find((entry) => entry.tournamentId === finished.tournamentId) ?? leagues[0];
  if (!league) throw new Error('no hidden league');
  const { teams } = await readProxy(page, 'tournamentTeams', { tournamentId: league.tournamentId });
  let player: HiddenWorld['player'] | null = null;
  for (const team of teams) {
    const answer = await page.request.get(`/api/proxy?taReqUrl=${buildTarget('teamMembers', { teamId: team.teamId })}`);
    const members: TeamMember[] = parseTeamMembers(await answer.json());
    const skater = members.find((member) => member.position !== null && !/^GK/.test(member.position));
    if (skater) {
      player = { personId: skater.personId, teamId: team.teamId, tournamentId: league.tournamentId };
      break;
    }
  }
  if (!player) throw new Error(`no skater in ${league.tournamentName}`);
  return { seasonId: season.seasonId, leagues, finished, covered, player };
}

async function expectNoScore(locator: Locator): Promise<void> {
  await expect(locator).not.toContainText(SCORE);
}

test.describe('a league that does not publish results shows none on any surface (issue 24 case 1)', () => {
  let world: HiddenWorld;

  test.beforeEach(async ({ page }) => {
    await withLanguage(page, 'en');
    world ??= await hiddenWorld(page);
  });

  test('match page: the match, "Results not published", no score in the page or the tab title', async ({ page }) => {
    const { finished } = world;
    await page.goto(`/match?matchId=${finished.matchId}`);
    await expect(page.getByText('Results not published').first()).toBeVisible();
    await expect(page.getByText(finished.hometeam).first()).toBeVisible();
    await expectNoScore(page.locator('main'));
    expect(await page.title()).not.toMatch(SCORE);
  });

  test('live view by direct link: the match and why, no score, no goals, no game flow, no score in the title', async ({ page }) => {
    const { covered } = world;
    await page.goto(`/livematch?matchId=${covered.matchId}&matchDate=${covered.matchDate.slice(0, 10)}`);
    await expect(page.getByText('Results not published')).toBeVisible();
    await expect(page.getByLabel(/^Score .* against .*: -$|^Score/)).toHaveText('-');
    await expect(page.getByRole('tab', { name: 'Play-by-play' })).toBeVisible();
    const main = page.locator('main');
    await expectNoScore(main);
    await expect(main).not.toContainText(/\bGoal\b/);
    await expect(page.getByTestId('game-flow')).toHaveCount(0);
    await expect(main).not.toContainText(/\(SO\)|\(OT\)/);
    expect(await page.title()).not.toMatch(SCORE);
  });

  test('scoreboard and slider: the hidden league’s cards and rows carry no score', async ({ page }) => {
    const league = world.leagues.find((entry) => entry.tournamentId === world.finished.tournamentId) ?? world.leagues[0];
    await page.goto(`/scoreboard?seasonId=${world.seasonId}&tournamentId=${league?.tournamentId ?? 0}`);
    const slider = page.getByRole('region', { name: 'Matches in the league' });
    await expect(slider.getByRole('link').first()).toBeVisible();
    await expectNoScore(slider);
    // Today's other tournaments list: the hidden leagues' rows, on the first league's scoreboard.
    await page.goto(`/scoreboard?seasonId=${world.seasonId}`);
    const hiddenRows = page.getByRole('row').filter({ hasText: new RegExp(world.leagues.map((hidden) => hidden.tournamentName).join('|')) });
    await expect(hiddenRows.first()).toBeVisible();
    for (const row of await hiddenRows.all()) await expectNoScore(row);
  });

  test('schedule, Played: every played match of the hidden league without its score', async ({ page }) => {
    await page.goto(`/schedule?seasonId=${world.seasonId}&tournamentId=${world.finished.tournamentId}`);
    await page.getByRole('radio', { name: 'Played' }).click();
    await expect(page.getByText(world.finished.hometeam).first()).toBeVisible();
    await expectNoScore(page.locator('main'));
  });

  test('standings and statistics: not open for public viewing', async ({ page }) => {
    const query = `seasonId=${world.seasonId}&tournamentId=${world.finished.tournamentId}`;
    for (const path of ['/standings', '/statistics/players', '/statistics/goalies', '/statistics/teams']) {
      await page.goto(`${path}?${query}`);
      await expect(page.getByText('Not open for public viewing').first()).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
    }
  });

  test('player profile: his games and tournament of the hidden league show dashes and say why; the name stays', async ({ page }) => {
    const { player } = world;
    await page.goto(`/player/?playerId=${player.personId}&orgId=${player.teamId}&seasonId=${world.seasonId}&tournamentId=${player.tournamentId}`);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByText('Results not published')).toBeVisible();
    const tournaments = page.getByRole('table', { name: /^Tournaments of / });
    const row = tournaments.getByRole('row').filter({ hasText: world.leagues.find((league) => league.tournamentId === player.tournamentId)?.tournamentName ?? '' });
    // GP, then G, A, PTS, +/- as dashes.
    await expect(row.first()).toContainText(/\d+\s*-\s*-\s*-\s*-/);
    expect(await page.title()).toMatch(/\S+ · Player/);
  });

  test('calendar feed of the hidden league: no score in any entry', async ({ page }) => {
    const response = await page.request.get(`/calendar/tournament/${world.finished.tournamentId}.ics?lang=en`);
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toContain('BEGIN:VEVENT');
    const result = world.finished.matchResult;
    expect(text.split('\n').filter((line) => /^(SUMMARY|DESCRIPTION)/.test(line)).join('\n')).not.toMatch(SCORE);
    if (result) expect(text).not.toContain(`${result.homeGoals} - ${result.awayGoals}`);
  });
});
