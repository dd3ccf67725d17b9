/**
 * The bench's reading of a page's HTML without JavaScript (issue 26, scripts/render-bench.mjs): what it reports
 * as "in the HTML" must be what a reader without JavaScript gets, neither the state JSON nor the styles, and a
 * date or a time span is no score.
 */
import { compareWithRendered, countScores, htmlFigures } from '../../scripts/bench/htmlFigures.mjs';

/** Today's answer for every route: the SPA shell. */
const SHELL = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Match Centre</title>
<script defer src="/assets/main.js"></script></head><body><noscript>Match Centre needs JavaScript to show results.</noscript><div id="root"></div></body></html>`;

/** A server-rendered scoreboard as React writes it: text separators, the state as JSON, styles, a slider outside main. */
const RENDERED = `<!doctype html><html lang="no"><head><meta charset="utf-8"><title>Kampoversikt · EHL · Ishockey Kampsenter</title>
<style data-styled="true">.a{margin:0 1px}</style></head><body><div id="root">
<header><ul><li>Stavanger 2<!-- --> - <!-- -->0</li></ul></header>
<main><h1 class="sc-a">Kamp<!-- -->oversikt</h1><p>Lørdag 2026-11-21, 17:00–19:30</p>
<table><thead><tr><th>Hjemme</th><th>Borte</th><th>Resultat</th></tr></thead><tbody>
<tr><td>Sparta &amp; Co</td><td>Lillehammer</td><td>2<!-- -->–<!-- -->3</td></tr>
<tr><td>Narvik</td><td>Frisk</td><td>4 - 1</td></tr>
</tbody></table></main></div>
<script type="application/json" id="state">{"matches":[{"result":"5 - 5"},{"result":"6 - 6"}]}</script></body></html>`;

describe('htmlFigures', () => {
  it('finds no heading, rows or scores in the SPA shell, only its one title', () => {
    expect(htmlFigures(SHELL)).toEqual({ title: 'Match Centre', h1s: [], rows: 0, scores: 0 });
  });

  it('reads a rendered page as a reader without JavaScript sees it: the main content, not the state JSON', () => {
    expect(htmlFigures(RENDERED)).toEqual({ title: 'Kampoversikt · EHL · Ishockey Kampsenter', h1s: ['Kampoversikt'], rows: 2, scores: 2 });
  });

  it('counts scores, not dates, times or time spans', () => {
    expect(countScores('2026-11-21 17:00–19:30 3 - 1 2–3 (1-0, 0-2) 10.5-11')).toBe(4);
  });
});

describe('compareWithRendered', () => {
  const shown = { title: 'Kampoversikt · EHL · Ishockey Kampsenter', h1: 'Kampoversikt', rows: 2, scores: 2 };

  it('says no for each figure the shell lacks', () => {
    const carried = compareWithRendered(htmlFigures(SHELL), shown);
    expect([carried.title.present, carried.h1.present, carried.rows.present, carried.scores.present]).toEqual([false, false, false, false]);
  });

  it('says yes when the HTML carries the title, the heading, every row and every score the page shows', () => {
    const carried = compareWithRendered(htmlFigures(RENDERED), shown);
    expect([carried.title.present, carried.h1.present, carried.rows.present, carried.scores.present]).toEqual([true, true, true, true]);
  });

  it('has nothing to compare where the rendered page shows none (a live page without a table)', () => {
    const carried = compareWithRendered(htmlFigures(SHELL), { ...shown, rows: 0, scores: 0 });
    expect([carried.rows.present, carried.scores.present]).toEqual([null, null]);
  });
});
