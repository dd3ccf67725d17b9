import { rootReducer, type RootState } from '../../../../src/client/app/store';
import { selectCalendarFeeds } from '../../../../src/client/state/calendar/selectors';
import { languageEvents } from '../../../../src/client/state/language/languageSlice';
import { selectionEvents } from '../../../../src/client/state/selection/selectionSlice';
import { aSeason, aTeam, aTournament } from '../../../support/builders';
import { initialRootState, leaguesAnswered, seasonsAnswered, teamsAnswered } from '../../../support/state';

const season = aSeason({ seasonId: 7 });
const league = aTournament({ tournamentId: 71, tournamentName: 'EHL ', sportId: 152, seasonId: 7 });

function stateWith(...actions: Parameters<typeof rootReducer>[1][]): RootState {
  return actions.reduce(rootReducer, initialRootState());
}

const withLeague = (...more: Parameters<typeof rootReducer>[1][]) =>
  stateWith(
    seasonsAnswered([season], []),
    leaguesAnswered(7, [league]),
    languageEvents.languageChosen({ language: 'en' }),
    ...more,
  );

describe('selectCalendarFeeds (issue 16)', () => {
  it('offers no feed before a league is known', () => {
    expect(selectCalendarFeeds(initialRootState())).toEqual({ tournament: null, team: null });
  });

  it('offers the league feed in the page language, and no team feed without a team', () => {
    expect(selectCalendarFeeds(withLeague())).toEqual({ tournament: { feed: { kind: 'tournament', tournamentId: 71, lang: 'en' }, name: 'EHL' }, team: null });
  });

  it('offers the chosen team for the current season once the league names it, in the chosen language; the default season unnamed (issue 29 case 5)', () => {
    const state = withLeague(
      languageEvents.languageChosen({ language: 'no' }),
      teamsAnswered(71, [aTeam({ teamId: 12, team: 'Stjernen ' })]),
      selectionEvents.teamChosen({ teamId: 12 }),
    );
    // The default season: the feed follows the current season, so the subscription keeps working next season.
    expect(selectCalendarFeeds(state).team).toEqual({ feed: { kind: 'team', teamId: 12, seasonId: null, lang: 'no' }, name: 'Stjernen' });
    expect(selectCalendarFeeds(state)).toBe(selectCalendarFeeds(state));
  });

  it('names an earlier season the page shows, so its feed stays on that season (issue 29 case 5)', () => {
    const older = aSeason({ seasonId: 6, seasonDateFrom: '2000-08-01T00:00:00' });
    const state = stateWith(
      seasonsAnswered([season, older], []),
      selectionEvents.seasonChosen({ seasonId: 6 }),
      leaguesAnswered(6, [aTournament({ tournamentId: 61, tournamentName: 'EHL', sportId: 152, seasonId: 6 })]),
      languageEvents.languageChosen({ language: 'en' }),
      teamsAnswered(61, [aTeam({ teamId: 12, team: 'Stjernen' })]),
      selectionEvents.teamChosen({ teamId: 12 }),
    );
    expect(selectCalendarFeeds(state).team).toEqual({ feed: { kind: 'team', teamId: 12, seasonId: 6, lang: 'en' }, name: 'Stjernen' });
  });

  it('offers no team feed for a team the league does not list', () => {
    const state = withLeague(
      teamsAnswered(71, [aTeam({ teamId: 12 })]),
      selectionEvents.teamChosen({ teamId: 99 }),
    );
    expect(selectCalendarFeeds(state).team).toBeNull();
  });
});
