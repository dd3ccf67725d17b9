import { shortSiteTitle } from '../../../src/client/domain/siteTitle';

describe('shortSiteTitle (issue 27: whole words on a phone)', () => {
  it.each([
    ['Ishockey Kampsenter', 'Ishockey'],
    ['Bedriftsidrett Match Centre', 'Bedriftsidrett'],
    ['Volleyball Kampsenter', 'Volleyball'],
    ['  Basket   Kampsenter ', 'Basket'],
    ['Kampsenter', 'Kampsenter'],
    ['', ''],
  ])('%j → %j', (title, short) => {
    expect(shortSiteTitle(title)).toBe(short);
  });
});
