/** @jest-environment jsdom */
import { readEmbeddedSiteConfig } from '../../../src/client/services/config';
import { SITE_CONFIG_ELEMENT_ID } from '../../../src/shared/siteConfig';
import { testConfig } from '../../support/services';

function pageWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (text !== null) {
    const element = doc.createElement('script');
    element.type = 'application/json';
    element.id = SITE_CONFIG_ELEMENT_ID;
    element.textContent = text;
    doc.head.append(element);
  }
  return doc;
}

describe('the configuration index.html carries (issue 14)', () => {
  it('is read and validated like /config.json', () => {
    expect(readEmbeddedSiteConfig(pageWith(JSON.stringify(testConfig())))).toEqual(testConfig());
  });

  it('is absent on a page the server did not fill in (the client then asks /config.json)', () => {
    expect(readEmbeddedSiteConfig(pageWith(null))).toBeNull();
    expect(readEmbeddedSiteConfig(pageWith(''))).toBeNull();
  });

  it('names what is wrong with a malformed one', () => {
    expect(() => readEmbeddedSiteConfig(pageWith(JSON.stringify({ ...testConfig(), orgId: 'x' })))).toThrow(/orgId/);
    expect(() => readEmbeddedSiteConfig(pageWith('{oops'))).toThrow(SyntaxError);
  });
});
