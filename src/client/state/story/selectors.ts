/**
 * The story before and around a match (issue 29 case 3) as a row model, from the reads of the one api
 * (DESIGN §6.1): the match's record, its league's matches (ta/TournamentMatches, the read the lists share),
 * the league's standings and teams, and the same competition a season earlier (the previous season's
 * leagues, then that league's matches). The rules are domain/matchStory; what may show is the one results
 * visibility selector (state/visibility `selectTournamentVisibility`, SPEC §4): a league whose results are
 * hidden adds nothing — no form entry, no meeting, no table place — and an unknown one waits.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { Match, Season, StandingsRow, Team, Tournament } from '../../../shared/contract';
import {
  headToHead,
  sameCompetition,
  seasonBefore,
  tablePlace,
  teamForm,
  type FormOutcome,
  type HeadToHead,
  type StoryScope,
  type TablePlace,
  type TeamResult,
} from '../../domain/matchStory';
import { sideName } from '../../domain/match/common';
import { matchHref } from '../../domain/matchLinks';
import { matchDay } from '../../domain/time';
import type { ResultsVisibility } from '../../domain/score';
import { selectCachedRead } from '../api/api';
import type { LeaguesArg } from '../catalog/catalogApi';
import { selectSeasons } from '../catalog/selectors';
import { readStateOfEntry, type ReadState } from '../readState';
import type { StateShape } from '../shape';
import { selectConfiguredSportId, selectTimeZone } from '../site/selectors';
import { selectTournamentVisibility } from '../visibility/selectors';

const selectNowMsArg = (_state: StateShape, _matchId: number | null, nowMs: number) => nowMs;

const selectStoryMatch = (state: StateShape, matchId: number | null): Match | null => {
  if (matchId === null) return null;
  const data = selectCachedRead<Match>(state, 'getMatch', { matchId })?.data;
  return data !== undefined && data.matchId === matchId ? data : null;
};

/** What the story reads, each null while it cannot be asked yet (the match or the previous season not known). */
export interface StoryReads {
  /** The match's league: its matches, standings and teams. */
  tournamentId: number | null;
  /** The previous season's leagues, in the catalog's own argument (its cache entry). */
  previousLeagues: LeaguesArg | null;
}

const NO_READS: StoryReads = Object.freeze({ tournamentId: null, previousLeagues: null });

/** The reads the story needs first (the previous league is found from the previous season's leagues). */
export const selectStoryReads = createSelector(
  [selectStoryMatch, selectSeasons, selectConfiguredSportId],
  (match, seasons, sportId): StoryReads => {
    if (match === null || match.tournamentId <= 0) return NO_READS;
    const previous = seasonBefore(seasons, match.seasonId);
    return { tournamentId: match.tournamentId, previousLeagues: previous === null ? null : { seasonId: previous.seasonId, sportId } };
  },
);

const selectPreviousLeaguesEntry = (state: StateShape, matchId: number | null) => {
  const arg = selectStoryReads(state, matchId).previousLeagues;
  return arg === null ? undefined : selectCachedRead<Tournament[]>(state, 'getLeagues', arg);
};

/** The same competition a season earlier (domain `sameCompetition`); null when there is none or it is not known yet. */
export const selectPreviousLeague = createSelector([selectStoryMatch, selectPreviousLeaguesEntry], (match, entry): Tournament | null =>
  match === null || entry?.data === undefined ? null : sameCompetition(entry.data, { tournamentName: match.tournamentName, sportId: match.sportId }),
);

const matchesEntryOf = (state: StateShape, tournamentId: number | null) =>
  tournamentId === null ? undefined : selectCachedRead<Match[]>(state, 'getTournamentMatches', { tournamentId });
const selectMatchesEntry = (state: StateShape, matchId: number | null) => matchesEntryOf(state, selectStoryReads(state, matchId).tournamentId);
const selectPreviousMatchesEntry = (state: StateShape, matchId: number | null) =>
  matchesEntryOf(state, selectPreviousLeague(state, matchId)?.tournamentId ?? null);
const selectStandingsEntry = (state: StateShape, matchId: number | null) => {
  const tournamentId = selectStoryReads(state, matchId).tournamentId;
  return tournamentId === null ? undefined : selectCachedRead<StandingsRow[]>(state, 'getStandings', { tournamentId });
};
const selectTeamsEntry = (state: StateShape, matchId: number | null) => {
  const tournamentId = selectStoryReads(state, matchId).tournamentId;
  return tournamentId === null ? undefined : selectCachedRead<Team[]>(state, 'getTeams', { tournamentId });
};
const selectStorySeasons = createSelector([selectStoryMatch, selectSeasons], (match, seasons): { current: Season | null; previous: Season | null } => ({
  current: seasons.find((season) => season.seasonId === match?.seasonId) ?? null,
  previous: seasonBefore(seasons, match?.seasonId ?? null),
}));

/** One played match in a team's form or in the meetings, as the page shows it (the page words it). */
export interface StoryResultModel {
  matchId: number;
  /** The match page (SPEC §2 route match, with its season and league). */
  href: string;
  outcome: FormOutcome | null;
  /** "3 - 2" from the home side, or null when not readable (a dash). */
  score: string | null;
  day: string;
  home: string;
  away: string;
  /** The opponent's name (the form's accessible text: "Won in overtime against …"). */
  opponent: string;
}

export interface StoryTeamModel {
  teamId: number;
  name: string;
  /** Newest first, at most five. */
  form: readonly StoryResultModel[];
  /** The team's place in its league's table; null when the table does not list it or could not be read. */
  place: TablePlace | null;
}

export type StorySeasonModel =
  /** `seasonName`: empty when the season list does not name it. */
  | { status: 'ready'; seasonName: string; meetings: readonly StoryResultModel[] }
  | { status: 'loading' | 'none' | 'hidden' | 'failed'; seasonName: string | null };

export type MatchStoryModel =
  | { status: 'loading' }
  /** The match's league hides its results (SPEC §4): the story has nothing to tell. */
  | { status: 'hidden' }
  | { status: 'failed'; read: ReadState }
  | {
      status: 'ready';
      /** Home, then away. */
      teams: readonly [StoryTeamModel, StoryTeamModel];
      /** This season's meetings, then last season's. */
      seasons: readonly [StorySeasonModel, StorySeasonModel];
      /** Both seasons together, from the home team's side: its wins, draws, the away team's wins. */
      summary: HeadToHead['summary'];
      /** The standings read: ready, loading or failed (a failed table leaves the places as dashes). */
      table: ReadState;
    };

const LOADING: MatchStoryModel = Object.freeze({ status: 'loading' });
const HIDDEN: MatchStoryModel = Object.freeze({ status: 'hidden' });

function resultModel(result: TeamResult): StoryResultModel {
  const { match } = result;
  const home = sideName(match, 'H');
  const away = sideName(match, 'B');
  const readable = result.goalsFor !== null && match.matchResult !== null;
  return {
    matchId: match.matchId,
    href: matchHref(match, 'match', { seasonId: match.seasonId, tournamentId: match.tournamentId }),
    outcome: result.outcome,
    score: readable && match.matchResult !== null ? `${match.matchResult.homeGoals} - ${match.matchResult.awayGoals}` : null,
    day: matchDay(match),
    home,
    away,
    opponent: match.hometeamId === result.opponentId ? home : away,
  };
}

const shown = (visibility: ResultsVisibility) => visibility === 'shown';

/**
 * Issue 29 case 3: the story of `matchId` at `nowMs` (the clock reading, passed in): both teams' form (before
 * this match), their meetings this season and last, and their table places. Loading until the match, its
 * league's matches and its league's results flags are known.
 */
export const selectMatchStory = createSelector(
  [
    selectStoryMatch,
    selectMatchesEntry,
    selectPreviousLeague,
    selectPreviousMatchesEntry,
    selectPreviousLeaguesEntry,
    selectStorySeasons,
    selectStandingsEntry,
    selectTeamsEntry,
    selectTournamentVisibility,
    selectTimeZone,
    selectNowMsArg,
  ],
  (match, matchesEntry, previousLeague, previousEntry, previousLeaguesEntry, { current, previous: previousSeason }, standingsEntry, teamsEntry, visibilityOf, zone, nowMs): MatchStoryModel => {
    if (match === null) return LOADING;
    const visibility = visibilityOf(match.tournamentId);
    if (visibility === 'hidden') return HIDDEN;
    if (visibility === 'unknown') return LOADING;
    const read = readStateOfEntry(matchesEntry);
    if (read.status === 'failed') return { status: 'failed', read };
    const matches = matchesEntry?.data;
    if (matches === undefined) return LOADING;

    const scope: StoryScope = { now: new Date(nowMs), zone, mayShow: (each) => shown(visibilityOf(each.tournamentId)), before: match };
    const homeId = match.hometeamId;
    const awayId = match.awayteamId;
    const teamIdToOrg = new Map((teamsEntry?.data ?? []).map((team) => [team.teamId, team.orgId]));
    const rows = standingsEntry?.data;
    const team = (teamId: number, side: 'H' | 'B'): StoryTeamModel => ({
      teamId,
      name: sideName(match, side),
      form: teamForm(matches, teamId, scope).map(resultModel),
      place: rows === undefined ? null : tablePlace(rows, teamIdToOrg.get(teamId) ?? teamId),
    });

    const thisSeason = headToHead(matches, homeId, awayId, scope);
    let lastSeason: HeadToHead | null = null;
    let last: StorySeasonModel;
    const lastName = previousSeason?.seasonName ?? null;
    if (previousSeason === null) last = { status: 'none', seasonName: null };
    else if (readStateOfEntry(previousLeaguesEntry).status === 'failed') last = { status: 'failed', seasonName: lastName };
    else if (previousLeaguesEntry?.data === undefined) last = { status: 'loading', seasonName: lastName };
    else if (previousLeague === null) last = { status: 'none', seasonName: lastName };
    else {
      const lastVisibility = visibilityOf(previousLeague.tournamentId);
      const lastRead = readStateOfEntry(previousEntry);
      if (lastVisibility === 'hidden') last = { status: 'hidden', seasonName: lastName };
      else if (lastRead.status === 'failed') last = { status: 'failed', seasonName: lastName };
      else if (lastVisibility === 'unknown' || previousEntry?.data === undefined) last = { status: 'loading', seasonName: lastName };
      else {
        lastSeason = headToHead(previousEntry.data, homeId, awayId, { ...scope, before: null });
        last = { status: 'ready', seasonName: previousSeason.seasonName, meetings: lastSeason.meetings.map(resultModel) };
      }
    }
    const summary = { ...thisSeason.summary };
    if (lastSeason !== null) {
      summary.wins += lastSeason.summary.wins;
      summary.draws += lastSeason.summary.draws;
      summary.losses += lastSeason.summary.losses;
      summary.unknown += lastSeason.summary.unknown;
    }
    return {
      status: 'ready',
      teams: [team(homeId, 'H'), team(awayId, 'B')],
      seasons: [{ status: 'ready', seasonName: current?.seasonName ?? '', meetings: thisSeason.meetings.map(resultModel) }, last],
      summary,
      table: readStateOfEntry(standingsEntry),
    };
  },
);

const selectLeagueMatchesEntry = (state: StateShape, tournamentId: number | null) => matchesEntryOf(state, tournamentId);
const selectLeagueNowMs = (_state: StateShape, _tournamentId: number | null, nowMs: number) => nowMs;
const NO_FORMS: ReadonlyMap<number, readonly StoryResultModel[]> = new Map();

/**
 * Issue 29 case 3, the standings' form column: each team's last five results in the league (`tournamentId`)
 * at `nowMs`, newest first, by team id; empty while the league's matches are not read or its results do not
 * show (SPEC §4: the one visibility selector). A team with no entry has played no match.
 */
export const selectLeagueForms = createSelector(
  [selectLeagueMatchesEntry, selectTournamentVisibility, selectTimeZone, selectLeagueNowMs, (_state: StateShape, tournamentId: number | null) => tournamentId],
  (entry, visibilityOf, zone, nowMs, tournamentId): ReadonlyMap<number, readonly StoryResultModel[]> => {
    const matches = entry?.data;
    if (matches === undefined || matches.length === 0 || !shown(visibilityOf(tournamentId))) return NO_FORMS;
    const scope: StoryScope = { now: new Date(nowMs), zone, mayShow: (match) => shown(visibilityOf(match.tournamentId)) };
    const teamIds = new Set(matches.flatMap((match) => [match.hometeamId, match.awayteamId]));
    return new Map([...teamIds].map((teamId) => [teamId, teamForm(matches, teamId, scope).map(resultModel)]));
  },
);
