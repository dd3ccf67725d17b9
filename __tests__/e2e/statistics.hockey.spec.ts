/**
 * The four ice hockey statistics tables against the real server (issue 13): SPEC §2 columns, sort cycle,
 * page size, the match-count and opponent filters, team row → players, player → profile, CSV. Also run by
 * the hockey-real project (DEMO_WIRE=real, issue 25 case 1): the same tables from the federation's names.
 */
import { expect, test, type Locator } from './fixtures';
import { withLanguage } from './support';
import { columnTexts, downloadCsv, fitsTheScreen, headerTexts, numbers, sortBy } from './statsSupport';

const PLAYER_COLUMNS = ['#', 'Player', 'Team', 'GP', 'G', 'A', 'PTS', '+/-', 'PIM', 'PP', 'PPA', 'SH', 'SHA', 'GWG', 'SOG', 'S%', 'FO', 'FO%'];

const nonIncreasing = (values: number[]) => values.every((value, index) => index === 0 || value <= (values[index - 1] ?? value));

test('players: SPEC columns, points leaders first, sort cycle, "all", filters that change the rows, CSV, profile link', async ({ page }) => {
  await withLanguage(page, 'en');
  await page.goto('/statistics/players');
  const table = page.getByRole('table', { name: 'Players of EHL' });
  await expect(table.locator('tbody tr')).toHaveCount(20);
  expect(await headerTexts(table)).toEqual(PLAYER_COLUMNS);
  // Full names for the abbreviations.
  await expect(table.getByRole('columnheader', { name: /^PTS/ }).getByRole('button')).toHaveAttribute('title', 'Points');
  expect(nonIncreasing(numbers(await columnTexts(table, 'PTS')))).toBe(true);
  expect(await columnTexts(table, '#')).toEqual(Array.from({ length: 20 }, (_, index) => String(index + 1)));

  // Tri-state sort: ascending, descending, off.
  await sortBy(table, /^G\b/, 'ascending');
  await sortBy(table, /^G\b/, 'descending');
  expect(nonIncreasing(numbers(await columnTexts(table, 'G')))).toBe(true);
  await sortBy(table, /^G\b/, 'none');

  // Page size "all": every player of the league.
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('all');
  await expect.poll(async () => table.locator('tbody tr').count()).toBeGreaterThan(20);
  const all = await table.locator('tbody tr').count();

  // Last 1 match: nobody has more than one game.
  await page.getByLabel('Number of matches').selectOption({ label: 'Last 1' });
  await expect(page).toHaveURL(/matches=1/);
  // While a filter's read loads, the table gives way to a loading notice: read the games once it is back.
  await expect.poll(async () => Math.max(...numbers(await columnTexts(table, 'GP').catch(() => [])))).toBe(1);
  // Against one opponent only: fewer rows (his own players are gone), games against that team only.
  await page.getByLabel('Number of matches').selectOption({ label: 'All' });
  await page.getByLabel('Opponent').selectOption({ index: 1 });
  await expect(page).toHaveURL(/opponent=\d+/);
  await expect
    .poll(async () => {
      const rows = await table.locator('tbody tr').count();
      return rows > 0 && rows < all;
    })
    .toBe(true);
  expect(Math.max(...numbers(await columnTexts(table, 'GP')))).toBeLessThanOrEqual(3);

  // The CSV: the table as filtered and sorted, with the column names of the language.
  const csv = await downloadCsv(page);
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toContain('PTS');
  expect(lines[0]).toContain('Player');
  expect(lines).toHaveLength((await table.locator('tbody tr').count()) + 1);

  // A player's name opens the profile.
  await table.locator('tbody tr').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/player\/\?playerId=\d+&orgId=\d+&seasonId=\d+&tournamentId=\d+/);
  await expect(page.getByRole('heading', { name: 'Last 5 games', level: 2 })).toBeVisible();
});

test('players: a row expands to the player’s games in the league; a deep link with bad filters falls back', async ({ page }) => {
  await withLanguage(page, 'en');
  await page.goto('/statistics/players?matches=7&opponent=abc');
  const table = page.getByRole('table', { name: 'Players of EHL' });
  await expect(table.locator('tbody tr')).toHaveCount(20);
  await expect(page.getByLabel('Number of matches')).toHaveValue('0');
  const first = table.locator('tbody tr').first();
  const [games = 0] = numbers(await columnTexts(table, 'GP'));
  await first.getByRole('button', { name: 'Show details' }).click();
  const breakdown = table.getByRole('table').first();
  await expect(breakdown.locator('tbody tr').first()).toBeVisible();
  expect(await breakdown.locator('tbody tr').count()).toBe(Math.min(games, 10));
});

test('teams in Norwegian on a phone: a team row opens that team’s players, 10 a page', async ({ page }) => {
  await withLanguage(page, 'no');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/statistics/teams');
  const table = page.getByRole('table', { name: 'Lag i EHL' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  // Issue 27: the key figures at a glance (and the sorted column), every column on demand.
  expect(await headerTexts(table)).toEqual(['Lag', 'GP', 'PP%', 'PK%']);
  await page.getByRole('button', { name: 'Alle kolonner' }).click();
  expect(await headerTexts(table)).toEqual(['Lag', 'GP', 'PPGF', 'ADV', 'PP%', 'SHGA', 'PPGA', 'TSH', 'PK%', 'SHGF', 'FO%']);
  await fitsTheScreen(page, 375);
  const teamLink = table.locator('tbody tr').first().getByRole('link');
  const team = (await teamLink.innerText()).trim();
  await teamLink.click();
  await expect(page).toHaveURL(/\/statistics\/players\?seasonId=\d+&tournamentId=\d+&teamOrgId=\d+/);
  const players = page.getByRole('table', { name: `Spillere for ${team} i EHL` });
  await expect(players.locator('tbody tr').first()).toBeVisible();
  expect(await players.locator('tbody tr').count()).toBeLessThanOrEqual(10);
  await page.getByRole('button', { name: 'Alle kolonner' }).click();
  for (const name of await columnTexts(players, 'Lag')) expect(name).toBe(team);
  await page.getByRole('link', { name: 'Vis alle spillere' }).click();
  await expect(page.getByRole('table', { name: 'Spillere i EHL' })).toBeVisible();
});

test('goalies and attendance: SPEC columns, figures that add up, a sort cycle', async ({ page }) => {
  await withLanguage(page, 'en');
  await page.goto('/statistics/goalies');
  const goalies = page.getByRole('table', { name: 'Goalies of EHL' });
  await expect(goalies.locator('tbody tr').first()).toBeVisible();
  expect(await headerTexts(goalies)).toEqual(['#', 'Player', 'Team', 'GP', 'TOI', 'W', 'L', 'SO', 'GA', 'GAA', 'SV', 'SV%']);
  for (const value of await columnTexts(goalies, 'SV%')) expect(value).toMatch(/^(\d{1,3}\.\d|-)$/);
  await sortBy(goalies, /^GA\b/, 'ascending');
  await sortBy(goalies, /^GA\b/, 'descending');
  await sortBy(goalies, /^GA\b/, 'none');

  await page.goto('/statistics/attendance');
  const attendance = page.getByRole('table', { name: 'Attendance in EHL' });
  await expect(attendance.locator('tbody tr').first()).toBeVisible();
  expect(await headerTexts(attendance)).toEqual(['Team', 'Last match', 'Total', 'Games', 'Average']);
  const totals = numbers(await columnTexts(attendance, 'Total'));
  const games = numbers(await columnTexts(attendance, 'Games'));
  const averages = numbers(await columnTexts(attendance, 'Average'));
  totals.forEach((total, index) => {
    const played = games[index] ?? 0;
    if (played > 0) expect(averages[index]).toBe(Math.round(total / played));
  });
});

const READ_TABLES = {
  en: [
    ['/statistics/players', 'Players of EHL'],
    ['/statistics/goalies', 'Goalies of EHL'],
  ],
  no: [
    ['/statistics/players', 'Spillere i EHL'],
    ['/statistics/goalies', 'Keepere i EHL'],
  ],
} as const;

for (const language of ['en', 'no'] as const) {
  test(`players and goalies (${language}): no column of the first rows is all dashes (issue 25 case 1: the real wire too)`, async ({ page }) => {
    await withLanguage(page, language);
    // Per table, the columns whose first rows show nothing but dashes: both tables read before one verdict.
    const dashed: Record<string, string[]> = {};
    for (const [path, name] of READ_TABLES[language]) {
      await page.goto(path);
      const table = page.getByRole('table', { name });
      await expect(table.locator('tbody tr').first()).toBeVisible();
      const columns = await headerTexts(table);
      const rows = (await goalieRows(table)).filter((row) => !row.group).slice(0, 10);
      expect(rows.length).toBeGreaterThan(3);
      dashed[path] = columns.filter((_, index) => rows.every((row) => /^[-–—]?$/.test(row.cells[index] ?? '')));
    }
    expect(dashed).toEqual({ '/statistics/players': [], '/statistics/goalies': [] });
  });
}

/** Every body row's cells as shown, and whether it is the heading of the unranked group. */
async function goalieRows(table: Locator): Promise<{ group: boolean; cells: string[] }[]> {
  return table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => ({ group: row.querySelector('th[scope="rowgroup"]') !== null, cells: [...row.children].map((cell) => (cell as HTMLElement).innerText.trim()) })),
  );
}

test('goalie leaders: only goalies with 40 % of their team’s games are ranked, the rest follow unranked under any sort (issue 24 case 14)', async ({ page }) => {
  await withLanguage(page, 'en');
  await page.goto('/statistics/goalies');
  const goalies = page.getByRole('table', { name: 'Goalies of EHL' });
  await expect(goalies.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByText(/^Ranked: goalies in net for at least 40 % of their team's games \(\d+ goalies\)/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('all');
  await expect(goalies.locator('tbody th[scope="rowgroup"]')).toHaveText(/^Not ranked: under 40 % of the team's games \(\d+\)$/);

  const columns = await headerTexts(goalies);
  const at = (name: string) => columns.indexOf(name);
  const read = async () => {
    const rows = await goalieRows(goalies);
    const split = rows.findIndex((row) => row.group);
    return { ranked: rows.slice(0, split).map((row) => row.cells), unranked: rows.slice(split + 1).map((row) => row.cells), groups: rows.filter((row) => row.group).length };
  };
  const { ranked, unranked, groups } = await read();
  expect(groups).toBe(1);
  expect(ranked.length).toBeGreaterThan(5);
  expect(unranked.length).toBeGreaterThan(0);
  // A team's games: its goalies' decisions (each game gives one goalie of each team a win or a loss).
  const teamGames = new Map<string, number>();
  for (const cells of [...ranked, ...unranked]) {
    const team = cells[at('Team')] ?? '';
    teamGames.set(team, (teamGames.get(team) ?? 0) + Number(cells[at('W')]) + Number(cells[at('L')]));
  }
  const share = (cells: string[]) => (100 * Number(cells[at('GP')])) / (teamGames.get(cells[at('Team')] ?? '') ?? 1);
  for (const cells of ranked) expect(share(cells)).toBeGreaterThanOrEqual(40);
  for (const cells of unranked) expect(share(cells)).toBeLessThan(40);
  expect(ranked.map((cells) => cells[at('#')])).toEqual(ranked.map((_, index) => String(index + 1)));
  for (const cells of unranked) expect(cells[at('#')]).toBe('');
  const savePcts = ranked.map((cells) => Number(cells[at('SV%')]));
  expect(nonIncreasing(savePcts)).toBe(true);
  // The case: a backup with a couple of very good games had the best SV% and led the table; now he is below.
  expect(Math.max(...unranked.map((cells) => Number(cells[at('SV%')])))).toBeGreaterThan(savePcts[0] ?? 100);

  // Sorted by the reader (GP ascending): the ranked still come first, each group in that order, numbered anew.
  await sortBy(goalies, /^GP\b/, 'ascending');
  const byGames = await read();
  expect(byGames.groups).toBe(1);
  expect(byGames.ranked).toHaveLength(ranked.length);
  const games = byGames.ranked.map((cells) => Number(cells[at('GP')]));
  expect(games).toEqual([...games].sort((a, b) => a - b));
  expect(byGames.ranked.map((cells) => cells[at('#')])).toEqual(ranked.map((_, index) => String(index + 1)));
});

test('goalie leaders in Norwegian on a phone: the note and the unranked group, within the screen', async ({ page }) => {
  await withLanguage(page, 'no');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/statistics/goalies?goaliesSize=all');
  const goalies = page.getByRole('table', { name: 'Keepere i EHL' });
  await expect(goalies.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByText(/^Rangert: keepere som har stått i minst 40 % av lagets kamper/)).toBeVisible();
  await expect(goalies.locator('tbody th[scope="rowgroup"]')).toHaveText(/^Ikke rangert: under 40 % av lagets kamper/);
  await fitsTheScreen(page, 375);
});

test('goalies in Norwegian (issue 27 cases 4-5): GAA and SV% with decimal commas; the CSV holds them as shown, ";"-separated, TOI as mm:ss', async ({ page }) => {
  await withLanguage(page, 'no');
  await page.goto('/statistics/goalies');
  const goalies = page.getByRole('table', { name: 'Keepere i EHL' });
  await expect(goalies.locator('tbody tr').first()).toBeVisible();
  // The first tbody holds the ranked goalies (the unranked follow in a group of their own).
  const shownSavePct = (await goalies.locator('tbody').first().locator('tr > :nth-child(12)').allInnerTexts()).map((text) => text.trim());
  for (const value of shownSavePct) expect(value).toMatch(/^(\d{1,3},\d|-)$/);
  for (const value of await columnTexts(goalies, 'GAA')) expect(value).toMatch(/^(\d+,\d{2}|-)$/);
  const csv = await downloadCsv(page, 'Last ned CSV');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const [head = '', ...lines] = csv.slice(1).trim().split(/\r?\n/);
  const columns = head.split(';');
  expect(columns).toEqual(await headerTexts(goalies));
  const cells = lines.map((line) => line.split(';'));
  for (const row of cells) {
    expect(row[columns.indexOf('TOI')]).toMatch(/^\d+:\d{2}$/);
    expect(row[columns.indexOf('GAA')]).toMatch(/^(\d+,\d{2})?$/);
  }
  expect(cells.slice(0, shownSavePct.length).map((row) => row[columns.indexOf('SV%')] || '-')).toEqual(shownSavePct);
});
