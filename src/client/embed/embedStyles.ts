/**
 * The embeds' one style sheet, inline in each document (a few hundred bytes compressed: no extra request).
 * Colours are roles (STYLE.md): light by default, dark under prefers-color-scheme, and `data-theme` on
 * <html> (`?theme=`) wins over the system either way. Sized by the container: fluid width, no fixed height;
 * the standings' less important columns step back below 30rem of the embed's own width, and a match line's
 * time goes above the names below 22rem (container queries: a narrow sidebar column and a phone alike).
 */
const LIGHT = '--bg:#fff;--fg:#15191e;--muted:#4f5862;--line:#d7dce1;--accent:#0a4fa3;--live:#b3141d;--warn:#8a4b00;';
const DARK = '--bg:#14181d;--fg:#eef1f4;--muted:#aab3bd;--line:#39424c;--accent:#8cc2ff;--live:#ff8a8f;--warn:#ffc266;';

export const EMBED_STYLES = [
  `:root{${LIGHT}color-scheme:light}`,
  `@media (prefers-color-scheme:dark){:root{${DARK}color-scheme:dark}}`,
  `:root[data-theme=light]{${LIGHT}color-scheme:light}`,
  `:root[data-theme=dark]{${DARK}color-scheme:dark}`,
  '*{box-sizing:border-box}',
  'body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}',
  '.embed{container-type:inline-size;padding:.75rem;max-width:100%}',
  'h1{font-size:1.05rem;margin:0 0 .5rem}',
  'h2.caption{font-size:.8rem;margin:.5rem 0 .15rem;color:var(--muted);text-transform:uppercase;letter-spacing:.04em}',
  'a{color:var(--accent)}',
  '.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}',
  '.matches{list-style:none;margin:0;padding:0}',
  '.match{border-top:1px solid var(--line)}',
  '.match:first-child{border-top:0}',
  '.line{display:grid;grid-template-columns:3.2rem 1fr auto 1fr;gap:.15rem .5rem;align-items:center;padding:.45rem 0;color:inherit;text-decoration:none;min-height:44px}',
  'a.line:hover .home,a.line:hover .away,a.line:focus-visible .home,a.line:focus-visible .away{text-decoration:underline}',
  '.when{color:var(--muted);font-size:.85rem;font-variant-numeric:tabular-nums}',
  '.home{text-align:right}',
  '.home,.away{overflow-wrap:break-word;hyphens:auto}',
  '.score{font-weight:700;font-variant-numeric:tabular-nums;white-space:nowrap;text-align:center;min-width:3.2rem}',
  '.line .status{grid-column:2/5;text-align:center;font-size:.8rem}',
  // A narrow column (a club's sidebar) gives the names the whole width: the time goes above them.
  '@container (max-width:22rem){.line{grid-template-columns:1fr auto 1fr}.line .when{grid-column:1/4;text-align:center}.line .status{grid-column:1/4}}',
  '.tone-live{color:var(--live);font-weight:600}',
  '.tone-muted,.tone-final{color:var(--muted)}',
  '.tone-warning{color:var(--warn);font-weight:600}',
  '.empty{color:var(--muted);margin:.25rem 0}',
  '.scorecard{text-align:center}',
  '.scorecard p{margin:.25rem 0}',
  '.teams{display:grid;grid-template-columns:1fr auto 1fr;gap:.75rem;align-items:center;font-weight:600}',
  '.big-score{font-size:2rem;font-weight:800;font-variant-numeric:tabular-nums;white-space:nowrap}',
  '.scorecard .when,.note{color:var(--muted);font-size:.85rem}',
  'table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}',
  'th,td{padding:.35rem .3rem;border-bottom:1px solid var(--line);text-align:left}',
  'thead th{font-size:.8rem;color:var(--muted);font-weight:600}',
  'abbr{text-decoration:none}',
  '.num{text-align:right;white-space:nowrap}',
  'th.team{font-weight:500;overflow-wrap:anywhere}',
  '@container (max-width:30rem){.wide{display:none}}',
  '.notice h1{font-size:1rem}',
  '.notice-problem h1{color:var(--warn)}',
  '.more{margin:.6rem 0 0;font-size:.85rem}',
  '.more a{display:inline-block;padding:.5rem 0}',
].join('');
