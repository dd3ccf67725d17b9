// What a page's HTML carries for a reader without JavaScript (issue 26, scripts/render-bench.mjs): its <title>,
// its <h1> texts, its table rows and its scores, read from the HTML as a server sends it, and compared with
// what Chromium shows for the same URL with JavaScript. Pure functions, tested in __tests__/scripts.

/** HTML without <script> and <style> elements: the state JSON and the styles are not what a reader sees. */
const visibleHtml = (html) => html.replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<style\b[\s\S]*?<\/style>/gi, '');
/** A score ("3 - 1", "3–1"), not a date (2026-11-21), a time span (17:00–19:00) or a decimal range. */
const SCORE = /(?<![\d:./-])\d{1,3} ?[-–] ?\d{1,3}(?![\d:./-])/g;
const decode = (text) =>
  text
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
const squash = (text) => decode(text).replace(/\s+/g, ' ').trim();
const withoutComments = (fragment) => fragment.replace(/<!--[\s\S]*?-->/g, '');
/** Text of an HTML fragment as a reader sees it: comments (React's text separators) dropped, tags read as spaces. */
const textOf = (fragment) => squash(withoutComments(fragment).replace(/<[^>]+>/g, ' '));
/** Text of an element as its textContent has it (the rendered page's <h1> is read so): tags dropped. */
const textContentOf = (fragment) => squash(withoutComments(fragment).replace(/<[^>]+>/g, ''));

/** The number of scores in a text (a page's visible text, or textOf an HTML). */
export const countScores = (text) => text.match(SCORE)?.length ?? 0;

/**
 * The title, the <h1> texts, and the rows of every <tbody> and the scores of the visible text in the page's
 * <main> (as the rendered page is read: the slider's scores in the header are not the page's), or in its
 * <body> when it has no <main>.
 */
export function htmlFigures(html) {
  const visible = visibleHtml(html);
  const content = /<main\b[\s\S]*<\/main>/i.exec(visible)?.[0] ?? visible.replace(/^[\s\S]*?<body\b[^>]*>/i, '');
  return {
    title: squash(/<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? ''),
    h1s: [...visible.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)].map((match) => textContentOf(match[1])),
    rows: [...content.matchAll(/<tbody\b[\s\S]*?<\/tbody>/gi)].reduce((sum, body) => sum + (body[0].match(/<tr\b/gi)?.length ?? 0), 0),
    scores: countScores(textOf(content)),
  };
}

/**
 * The HTML's figures beside the rendered page's (`shown`: its document.title, its main <h1> text or null, its
 * <tbody> rows and the scores of its visible text): each `present` is true when the HTML carries it, false when
 * not, null when the rendered page has none either (a live page has no table).
 */
export function compareWithRendered(figures, shown) {
  return {
    title: { html: figures.title, withJs: shown.title, present: figures.title !== '' && figures.title === shown.title },
    h1: { html: figures.h1s[0] ?? null, withJs: shown.h1, present: shown.h1 === null ? null : figures.h1s.includes(shown.h1) },
    rows: { html: figures.rows, withJs: shown.rows, present: shown.rows === 0 ? null : figures.rows >= shown.rows },
    scores: { html: figures.scores, withJs: shown.scores, present: shown.scores === 0 ? null : figures.scores >= shown.scores },
  };
}
