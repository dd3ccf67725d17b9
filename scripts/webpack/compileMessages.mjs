// Webpack loader for locales/*.json: compiles every ICU message to its AST at build time, so the browser
// needs react-intl's small no-parser build instead of the message parser (about 9 KB gzip less in the
// initial bundle). A message that does not parse fails the build and names the message id.
import { parse } from '@formatjs/icu-messageformat-parser';

export default function compileMessages(source) {
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    try {
      compiled[id] = parse(message);
    } catch (error) {
      throw new Error(`${this.resourcePath}: message "${id}" does not parse: ${error.message}`);
    }
  }
  return JSON.stringify(compiled);
}
