/**
 * Which calendar feeds the current selection offers (issue 16): the selected league's, and the selected
 * team's for its season, each in the page's language, with the name the links are labelled by.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { CalendarFeed } from '../../../shared/calendarFeeds';
import { selectCurrentLeague, selectCurrentSeason, selectDefaultSeason, selectSelectedTeam } from '../catalog/selectors';
import { selectLanguage } from '../language/languageSlice';

export interface NamedCalendarFeed {
  feed: CalendarFeed;
  /** The team's or league's name, as the links' labels say it. */
  name: string;
}

export interface CalendarFeedsModel {
  tournament: NamedCalendarFeed | null;
  /** null until a team is chosen and named by the league's team list. */
  team: NamedCalendarFeed | null;
}

/**
 * The feeds of the selection; a team feed needs the team's season (the current one, else its league's). While
 * that is the default season (SPEC §4) the feed names none, so it follows the next season too (issue 29 case 5).
 */
export const selectCalendarFeeds = createSelector(
  [selectLanguage, selectCurrentSeason, selectDefaultSeason, selectCurrentLeague, selectSelectedTeam],
  (lang, season, defaultSeason, league, team): CalendarFeedsModel => {
    const seasonId = season?.seasonId ?? league?.seasonId ?? null;
    const teamName = team?.team.trim() ?? '';
    const feedSeason = seasonId !== null && seasonId === defaultSeason?.seasonId ? null : seasonId;
    return {
      tournament: league === null ? null : { feed: { kind: 'tournament', tournamentId: league.tournamentId, lang }, name: league.tournamentName.trim() },
      team:
        team === null || seasonId === null || teamName === ''
          ? null
          : { feed: { kind: 'team', teamId: team.teamId, seasonId: feedSeason, lang }, name: teamName },
    };
  },
);
