import { createIntl } from 'react-intl';
import { intlLocale } from '../../../../src/client/i18n/messages';
import { csvDialect, csvValue, toCsv } from '../../../../src/client/ui/table/csv';

const norwegian = createIntl({ locale: intlLocale('no'), messages: {} });
const english = createIntl({ locale: intlLocale('en'), messages: {} });
const BOM = '\uFEFF';

describe('CSV of a table in the reader’s language (issue 27 case 5)', () => {
  it('Norwegian: ";" between fields, decimal comma, a UTF-8 byte order mark', () => {
    const dialect = csvDialect(norwegian);
    expect(dialect).toEqual({ separator: ';', bom: true });
    const rows = [['Ola Keeper', '60:00', csvValue(0, norwegian, 2), csvValue(91.7, norwegian, 1)]];
    expect(toCsv(['Spiller', 'TOI', 'GAA', 'SV%'], rows, dialect)).toBe(`${BOM}Spiller;TOI;GAA;SV%\r\nOla Keeper;60:00;0,00;91,7\r\n`);
  });

  it('English: "," between fields and a decimal point (with the byte order mark too)', () => {
    const dialect = csvDialect(english);
    expect(dialect).toEqual({ separator: ',', bom: true });
    const rows = [['Ola Keeper', '60:00', csvValue(0, english, 2), csvValue(91.7, english, 1)]];
    expect(toCsv(['Player', 'TOI', 'GAA', 'SV%'], rows, dialect)).toBe(`${BOM}Player,TOI,GAA,SV%\r\nOla Keeper,60:00,0.00,91.7\r\n`);
  });

  it('quotes a field holding the separator, a quote or a line break, and only then', () => {
    const no = csvDialect(norwegian);
    const en = csvDialect(english);
    // A Norwegian decimal comma needs no quotes under ";"; a ";" in a name does.
    expect(toCsv(['Lag'], [['4,1'], ['A; B'], ['Say "hi"'], ['two\nlines']], no)).toBe(`${BOM}Lag\r\n4,1\r\n"A; B"\r\n"Say ""hi"""\r\n"two\nlines"\r\n`);
    expect(toCsv(['Team'], [['Stjernen, Fredrikstad'], ['A; B']], en)).toBe(`${BOM}Team\r\n"Stjernen, Fredrikstad"\r\nA; B\r\n`);
  });

  it('leaves a missing value empty, and writes text as it is', () => {
    expect(toCsv(['a', 'b', 'c'], [[null, undefined, 'Vålerenga']], { separator: ',', bom: false })).toBe('a,b,c\r\n,,Vålerenga\r\n');
    expect(csvValue(null, english)).toBe('');
    expect(csvValue('Kommissær', norwegian)).toBe('Kommissær');
    expect(csvValue(1200, norwegian)).toBe('1200');
    expect(csvValue(-5, norwegian)).toBe('-5');
  });
});
