/**
 * Issue 24 case 1 (SPEC §4): the calendar feeds never carry a result — not in the title, not in the
 * description — so a tournament that does not publish its results leaks none through them. A finished
 * match of such a tournament, read from the wire with its result, becomes an entry without it.
 */
import { calendarEntries } from '../../../src/server/calendar/events';
import { readCalendarMatches } from '../../../src/server/calendar/wire';
import { match } from './support';

const site = { orgId: 10, timeZone: 'Europe/Oslo', origin: 'https://kamp.example' };

it.each(['en', 'no'] as const)('%s: a finished match of an unpublished tournament has no score in its entry', (lang) => {
  const finished = match(41, 702, 11, 12, {
    tournamentName: 'U16 Elite',
    statusTypeId: 3,
    matchResult: { homeGoals: 89, awayGoals: 66, matchEndResult: '89-66' },
  });
  const [entry] = calendarEntries(readCalendarMatches([finished]), lang, site);
  expect(entry?.summary).toBe('Stjernen – Frisk Asker (U16 Elite)');
  for (const text of [entry?.summary ?? '', entry?.description ?? '', entry?.location ?? '']) {
    expect(text).not.toMatch(/89|66|\d+\s*[-–:]\s*\d+(?!\d*\/)/);
  }
});
