import { languageOfLocale } from '../../../src/client/domain/language';
import { INFRACTIONS, REFEREE_ROLES, termIn } from '../../../src/client/domain/terms';

describe('termIn (issue 27 case 6: data words in the reader’s language)', () => {
  it.each([
    ['Hoveddommer', 'Referee'],
    ['Linjedommer', 'Linesperson'],
    ['Dommer 1', 'Referee 1'],
    ['Kommissær', 'Commissioner'],
    ['1. dommer', '1st referee'],
  ])('the referee role %s reads %s in English and stays in Norwegian', (role, english) => {
    expect(termIn('en', 'refereeRole', role)).toBe(english);
    expect(termIn('no', 'refereeRole', role)).toBe(role);
  });

  it.each([
    ['Hooking', 'Hekting'],
    ['Tripping', 'Felling'],
    ['Cross-checking', 'Krysstakling'],
    ['Too many men', 'For mange spillere på isen'],
  ])('the infraction %s reads %s in Norwegian and stays in English', (infraction, norwegian) => {
    expect(termIn('no', 'infraction', infraction)).toBe(norwegian);
    expect(termIn('en', 'infraction', infraction)).toBe(infraction);
  });

  it('finds a term by its name in either language, whatever its case, spacing or hyphens', () => {
    expect(termIn('en', 'infraction', 'Hekting')).toBe('Hooking');
    expect(termIn('no', 'infraction', ' cross checking ')).toBe('Krysstakling');
    expect(termIn('en', 'refereeRole', 'HOVEDDOMMER ')).toBe('Referee');
  });

  it('shows an unknown value as it came (trimmed), and nothing for no text', () => {
    expect(termIn('en', 'refereeRole', ' Oppmann ')).toBe('Oppmann');
    expect(termIn('no', 'infraction', 'Goalie interference')).toBe('Goalie interference');
    expect(termIn('en', 'refereeRole', '')).toBeNull();
    expect(termIn('no', 'infraction', null)).toBeNull();
    expect(termIn('no', 'infraction', undefined)).toBeNull();
  });

  it('keeps the two kinds apart: a referee role is no infraction', () => {
    expect(termIn('en', 'infraction', 'Hoveddommer')).toBe('Hoveddommer');
  });

  it('every known term has both languages, and no name means two different terms', () => {
    for (const terms of [REFEREE_ROLES, INFRACTIONS]) {
      for (const term of terms) {
        expect(term.en.trim()).not.toBe('');
        expect(term.no.trim()).not.toBe('');
      }
      const norwegian = terms.map((term) => term.no.toLowerCase());
      expect(new Set(norwegian).size).toBe(norwegian.length);
    }
  });
});

describe('languageOfLocale', () => {
  it.each([
    ['nb-NO', 'no'],
    ['no', 'no'],
    ['nn-NO', 'no'],
    ['en-GB', 'en'],
    ['en', 'en'],
  ])('%s is %s', (locale, language) => {
    expect(languageOfLocale(locale)).toBe(language);
  });
});
