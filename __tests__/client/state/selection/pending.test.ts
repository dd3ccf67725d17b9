/**
 * Issue 14: what the shell shows while the boot's reads are out — the slider and the scoreboard say
 * "loading", never "no matches", until the seasons, the leagues and the league's matches are answered; a
 * failure or nothing to load ends the loading state.
 */
import { rootReducer, type RootState } from '../../../../src/client/app/store';
import { selectLeagueMatchesPending, selectSelectionPending } from '../../../../src/client/state/selection/selectors';
import { aMatch, aSeason, aTournament } from '../../../support/builders';
import { initialRootState, leaguesAnswered, leaguesArg, seasonsAnswered, TEST_SEASONS_ARG, tournamentMatchesAnswered, withCachedEntry } from '../../../support/state';

const season = aSeason({ seasonId: 7 });
const league = aTournament({ tournamentId: 70, tournamentName: 'EHL' });

const after = (...actions: Parameters<typeof rootReducer>[1][]): RootState => actions.reduce<RootState>((state, action) => rootReducer(state, action), initialRootState());

const seasonsIn = [seasonsAnswered([season])];
const leaguesIn = [leaguesAnswered(7, [league])];
const down = { status: 'rejected', error: { status: 500, message: 'down', code: null } } as const;

describe('boot loading states (issue 14)', () => {
  test.each<[string, RootState, boolean, boolean]>([
    ['nothing asked yet', after(), true, true],
    ['seasons loading', withCachedEntry(after(), 'getSeasons', TEST_SEASONS_ARG, { status: 'pending' }), true, true],
    ['seasons in, leagues not asked', after(...seasonsIn), true, true],
    ['leagues loading', withCachedEntry(after(...seasonsIn), 'getLeagues', leaguesArg(7), { status: 'pending' }), true, true],
    ['leagues in, matches not asked', after(...seasonsIn, ...leaguesIn), false, true],
    ['matches loading', withCachedEntry(after(...seasonsIn, ...leaguesIn), 'getTournamentMatches', { tournamentId: 70 }, { status: 'pending' }), false, true],
    ['another league’s matches in', after(...seasonsIn, ...leaguesIn, tournamentMatchesAnswered(71, [aMatch()])), false, true],
    ['matches in', after(...seasonsIn, ...leaguesIn, tournamentMatchesAnswered(70, [aMatch()])), false, false],
    [
      'matches failed',
      withCachedEntry(after(...seasonsIn, ...leaguesIn), 'getTournamentMatches', { tournamentId: 70 }, { status: 'rejected', error: { status: 500, message: 'down', code: null } }),
      false,
      false,
    ],
    [
      'matches failed, retry running',
      withCachedEntry(after(...seasonsIn, ...leaguesIn), 'getTournamentMatches', { tournamentId: 70 }, { status: 'pending', error: { status: 500, message: 'down', code: null } }),
      false,
      false,
    ],
    ['seasons failed', withCachedEntry(after(), 'getSeasons', TEST_SEASONS_ARG, down), false, false],
    ['no season at all', after(seasonsAnswered([])), false, false],
    ['a season without leagues', after(...seasonsIn, leaguesAnswered(7, [])), false, false],
    ['leagues failed', withCachedEntry(after(...seasonsIn), 'getLeagues', leaguesArg(7), down), false, false],
  ])('%s: selection pending %p, league matches pending %p', (_name, state, selection, matches) => {
    expect(selectSelectionPending(state)).toBe(selection);
    expect(selectLeagueMatchesPending(state)).toBe(matches);
  });
});
