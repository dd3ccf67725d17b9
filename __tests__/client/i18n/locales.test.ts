import english from '../../../locales/en.json';
import norwegian from '../../../locales/no.json';
import { loadMessages } from '../../../src/client/i18n/messages';

describe('message catalogues', () => {
  it('English and Norwegian have the same keys', () => {
    expect(Object.keys(norwegian).sort()).toEqual(Object.keys(english).sort());
  });

  it('no message is empty, and ids follow area.section.key', () => {
    for (const [id, text] of [...Object.entries(english), ...Object.entries(norwegian)]) {
      expect(text.trim()).not.toBe('');
      expect(id).toMatch(/^[a-z]+(\.[a-zA-Z]+){1,3}$/);
    }
  });

  it('has every menu label of SPEC §2', () => {
    for (const key of ['scoreboard', 'standings', 'schedule', 'rosters', 'statistics', 'players', 'goalies', 'attendance', 'teams', 'transfers']) {
      expect(Object.keys(english)).toContain(`navigation.${key}`);
    }
  });

  it('serves the Norwegian catalogue for Norwegian', async () => {
    const messages = await loadMessages('no');
    expect(messages['navigation.standings']).toBe('Tabell');
  });
});
