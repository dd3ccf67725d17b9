/**
 * The CSS rules styled-components wrote for an element (its own class names), as text: jsdom applies no
 * layout, so a test of sizes and link styling reads the declared rules. Minified: no spaces after ":" or
 * around braces, so a pattern can say `:hover{…}`.
 */
export function cssRulesFor(element: Element): string {
  const css = Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n');
  const rules: string[] = [];
  for (const name of Array.from(element.classList)) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // A rule whose selector names the class: `.abc{…}`, `.abc:hover{…}`, `.abc span{…}`.
    for (const match of css.matchAll(new RegExp(`\\.${escaped}(?![\\w-])[^{}]*\\{[^{}]*\\}`, 'g'))) rules.push(match[0]);
  }
  return rules.join('\n').replace(/\s*([{}:;])\s*/g, '$1');
}

/** Every font-size declared in the document's styled-components rules. */
export function declaredFontSizes(): string[] {
  const css = Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n');
  return Array.from(css.matchAll(/font-size:\s*([^;}]+)/g), (match) => (match[1] ?? '').trim());
}
