import { initialLanguage } from '../../../src/client/domain/language';

describe('initialLanguage (SPEC §1)', () => {
  it.each([
    [null, null, 'en'],
    [null, 152, 'no'],
    ['en', 152, 'en'],
    ['no', null, 'no'],
    ['de', 152, 'no'],
    ['de', null, 'en'],
    ['', 199, 'no'],
  ])('saved %p with sport %p → %p', (saved, sport, language) => {
    expect(initialLanguage(saved, sport)).toBe(language);
  });
});
