import { calendarLinks } from '../../../src/client/domain/calendarLinks';
import { calendarFeedPath } from '../../../src/shared/calendarFeeds';

describe('calendarFeedPath (issue 16)', () => {
  it('writes the team feed with its season and language, the tournament feed with its language', () => {
    expect(calendarFeedPath({ kind: 'team', teamId: 12, seasonId: 3, lang: 'no' })).toBe('/calendar/team/12.ics?seasonId=3&lang=no');
    expect(calendarFeedPath({ kind: 'tournament', tournamentId: 700, lang: 'en' })).toBe('/calendar/tournament/700.ics?lang=en');
    expect(calendarFeedPath({ kind: 'tournament', tournamentId: 700 })).toBe('/calendar/tournament/700.ics');
  });
});

describe('calendarLinks (issue 16)', () => {
  const team = { kind: 'team', teamId: 12, seasonId: 3, lang: 'en' } as const;

  it('subscribes with webcal: and downloads from the page origin, https or http, port kept', () => {
    expect(calendarLinks('https://kamp.example', team)).toEqual({
      subscribe: 'webcal://kamp.example/calendar/team/12.ics?seasonId=3&lang=en',
      download: 'https://kamp.example/calendar/team/12.ics?seasonId=3&lang=en',
    });
    expect(calendarLinks('http://127.0.0.1:25480', { kind: 'tournament', tournamentId: 7, lang: 'no' })).toEqual({
      subscribe: 'webcal://127.0.0.1:25480/calendar/tournament/7.ics?lang=no',
      download: 'http://127.0.0.1:25480/calendar/tournament/7.ics?lang=no',
    });
    expect(calendarLinks('HTTPS://Kamp.example/', team)?.download).toBe('https://Kamp.example/calendar/team/12.ics?seasonId=3&lang=en');
  });

  it.each(['null', 'file://', 'about:blank', '', 'https://kamp.example/path'])('gives no links for the origin %j', (origin) => {
    expect(calendarLinks(origin, team)).toBeNull();
  });
});
