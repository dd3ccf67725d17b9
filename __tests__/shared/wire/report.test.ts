/**
 * Reporting what cannot be read (issue 10: "reported once … naming the target and the field"; DESIGN §1):
 * one console warning per (target, field) per page load, none for what is merely missing.
 */
import { parseDirectResponse, parseProxyResponse } from '../../../src/shared/wire';
import { matchResponseParsers } from '../../../src/shared/wire/match';
import { createWireReport, resetWireWarnings } from '../../../src/shared/wire/report';
import { parseStandings } from '../../../src/shared/wire/standings';
import { WireShapeError } from '../../../src/shared/wire/read';

let warn: jest.SpyInstance;
beforeEach(() => {
  resetWireWarnings();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

const messages = (): string[] => warn.mock.calls.map((call: unknown[]) => String(call[0]));

describe('the wire report', () => {
  it('warns once for a repeated unreadable field, naming the target and the field path', () => {
    const answer = {
      matches: [
        { matchId: 1, matchDate: 'tomorrow' },
        { matchId: 2, matchDate: 'next week' },
        { matchId: 3, matchDate: '2025-10-09' },
      ],
    };
    const parsed = parseProxyResponse('tournamentMatches', answer);
    parseProxyResponse('tournamentMatches', answer);
    expect(parsed.matches.map((match) => match.matchId)).toEqual([3]);
    expect(messages()).toEqual([expect.stringContaining('ta/TournamentMatches: matches[].matchDate')]);
    expect(messages()[0]).toContain('"tomorrow"');
  });

  it('is not printed for null, missing or blank values', () => {
    parseProxyResponse('tournamentMatches', {
      matches: [
        { matchId: 1, matchDate: null },
        { matchId: 2 },
        { matchId: 3, matchDate: '2025-10-09', hometeam: null, spectators: '', matchStartTime: 0, seasonId: 0, matchResult: null, liveClientType: null },
        null,
      ],
    });
    parseDirectResponse('seasons', null);
    matchResponseParsers.hockeyGoals({ goals: null });
    parseProxyResponse('tournamentTeams', { teams: [{ teamId: 1, team: '  ', orgId: null }] });
    expect(warn).not.toHaveBeenCalled();
  });

  it('names nested fields, list items and the answer itself', () => {
    parseProxyResponse('scheduledMatchesBySport', { matches: [{ matchId: 1, matchDate: '2025-10-09', matchResult: { homeGoals: { n: 1 }, awayGoals: 1 } }, 'oops'] });
    expect(() => matchResponseParsers.hockeyGoals({ goals: 'none' })).toThrow(WireShapeError);
    expect(() => matchResponseParsers.matchReferees({})).toThrow(WireShapeError);
    expect(() => parseStandings(42)).toThrow(WireShapeError);
    expect(messages()).toEqual([
      expect.stringContaining('ta/ScheduledMatchesBySport: matches[].matchResult.homeGoals'),
      expect.stringContaining('ta/ScheduledMatchesBySport: matches[] could not be read ("oops")'),
      expect.stringContaining('icehockey/Match/Goals: goals could not be read ("none")'),
      expect.stringContaining('ta/MatchReferee: referees could not be read ({})'),
      expect.stringContaining('ta/TournamentStandings: (the answer) could not be read (42)'),
    ]);
  });

  it('reports the same field of another target separately, and again after a reset (a new page load)', () => {
    const bad = [{ matchId: 'abc!', matchDate: '2025-10-09' }];
    parseProxyResponse('tournamentMatches', bad);
    parseProxyResponse('scheduledMatchesBySport', bad);
    parseProxyResponse('tournamentMatches', bad);
    expect(warn).toHaveBeenCalledTimes(2);
    resetWireWarnings();
    parseProxyResponse('tournamentMatches', bad);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('reports through an unreadable type of every kind: number, text, boolean, list', () => {
    parseProxyResponse('tournamentMatches', [
      { matchId: 1, matchDate: '2025-10-09', spectators: { n: 5 }, tournamentName: ['EHL'], hometeamId: true, liveClientType: 'Fancy' },
    ]);
    parseDirectResponse('tournamentsInSeason', { tournamentsInSeason: [{ tournamentId: 1, sportId: 152, areMatchesPublished: 'maybe' }] });
    const fields = messages().map((message) => /^\[wire\] (.+?) could not be read/.exec(message)?.[1]);
    expect(fields.sort()).toEqual([
      'ta/Tournament/Season: tournamentsInSeason[].areMatchesPublished',
      'ta/TournamentMatches: matches[].hometeamId',
      'ta/TournamentMatches: matches[].liveClientType',
      'ta/TournamentMatches: matches[].spectators',
      'ta/TournamentMatches: matches[].tournamentName',
    ]);
  });

  it('keeps a long value short in the message', () => {
    createWireReport('x/Y').unreadable('field', 'z'.repeat(500));
    expect(messages()[0]?.length).toBeLessThan(140);
  });
});
