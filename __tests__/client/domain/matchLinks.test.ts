import { fillMatchQuery, matchHref } from '../../../src/client/domain/matchLinks';
import { aMatch, aTournament } from '../../support/builders';

describe('fillMatchQuery (SPEC §2: a missing seasonId from the tournament, then seasonId/tournamentId from the match)', () => {
  const match = aMatch({ seasonId: 30, tournamentId: 40 });
  it.each([
    ['a full query is kept', { seasonId: 1, tournamentId: 2 }, aTournament({ seasonId: 20 }), { seasonId: 1, tournamentId: 2 }],
    ['no season: from the tournament', { seasonId: null, tournamentId: 2 }, aTournament({ seasonId: 20 }), { seasonId: 20, tournamentId: 2 }],
    ['no season, no tournament known: from the match', { seasonId: null, tournamentId: 2 }, null, { seasonId: 30, tournamentId: 2 }],
    ['the tournament has no season (0): from the match', { seasonId: null, tournamentId: 2 }, aTournament({ seasonId: 0 }), { seasonId: 30, tournamentId: 2 }],
    ['no tournament id: from the match', { seasonId: 1, tournamentId: null }, null, { seasonId: 1, tournamentId: 40 }],
    ['nothing at all: both from the match', { seasonId: null, tournamentId: null }, null, { seasonId: 30, tournamentId: 40 }],
  ])('%s', (_, query, tournament, expected) => {
    expect(fillMatchQuery(query, tournament, match)).toEqual(expected);
  });

  it('a match without ids leaves the gaps empty', () => {
    const bare = aMatch({ seasonId: null, tournamentId: 0 });
    expect(fillMatchQuery({ seasonId: null, tournamentId: null }, null, bare)).toEqual({ seasonId: null, tournamentId: null });
  });
});

describe('matchHref (SPEC §2 route table)', () => {
  const match = aMatch({ matchId: 77, matchDate: '2026-11-21T00:00:00' });
  const query = { seasonId: 1, tournamentId: 2 };
  it.each([
    ['match', '/match?matchId=77&seasonId=1&tournamentId=2'],
    ['livematch', '/livematch?matchId=77&matchDate=2026-11-21&seasonId=1&tournamentId=2'],
    ['matchnotready', '/matchnotready?matchId=77&seasonId=1&tournamentId=2'],
  ] as const)('%s → %s', (destination, href) => {
    expect(matchHref(match, destination, query)).toBe(href);
  });
});
