/**
 * SPEC §4 results visibility, the one selector every surface reads (issue 24 case 1): for a match
 * `selectResultsVisibility(state, matchId)`, for lists of many tournaments the stable function
 * `selectTournamentVisibility(state)(tournamentId)`. Both apply domain/score `resultsVisibility` to the
 * tournament's record wherever the store holds it: the selected season's leagues, any other season's league
 * list read, the kiosk's league, or the records read for this rule (state/visibility). A record held nowhere
 * is 'unknown', which every surface treats as hidden.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { Match, Tournament } from '../../../shared/contract';
import { resultsVisibility, type ResultsVisibility } from '../../domain/score';
import { selectCurrentLeague, selectLeagues } from '../catalog/selectors';
import { selectTournamentMatchesEntry } from '../matches/read';
import { selectScheduledEntry } from '../scoreboard/read';
import { sameItems } from '../sameItems';
import type { StateShape } from '../shape';

const selectCatalogLeagues = selectLeagues;
const selectKioskLeague = (state: StateShape) => state.kiosk.league.data;
const selectReadTournaments = (state: StateShape) => state.visibility.tournaments;

/**
 * The league lists of other seasons the store holds (a match's story reads last season's, issue 29 case 3):
 * their records carry the same flags, so a league found there is known without a read of its own — and the
 * server's render, where the visibility saga's reads do not run, shows what they allow. Stable while no
 * league list changes (the cache changes with every read).
 */
const selectOtherSeasonsLeagues = createSelector(
  [(state: StateShape) => state.api.queries],
  (queries): readonly (readonly Tournament[])[] =>
    Object.values(queries).flatMap((entry) => (entry?.endpointName === 'getLeagues' && entry.data !== undefined ? [entry.data as Tournament[]] : [])),
  { memoizeOptions: { resultEqualityCheck: sameItems } },
);

/** Every tournament record the store holds, by id (the rule's input; the current season's list, the kiosk's league and records read for it win). */
export const selectKnownTournaments = createSelector(
  [selectOtherSeasonsLeagues, selectCatalogLeagues, selectKioskLeague, selectReadTournaments],
  (otherSeasons, leagues, kioskLeague, read): ReadonlyMap<number, Tournament> => {
    const known = new Map<number, Tournament>();
    for (const list of otherSeasons) for (const league of list) known.set(league.tournamentId, league);
    for (const league of leagues) known.set(league.tournamentId, league);
    if (kioskLeague) known.set(kioskLeague.tournamentId, kioskLeague);
    for (const tournament of Object.values(read)) known.set(tournament.tournamentId, tournament);
    return known;
  },
);

/**
 * SPEC §4: a stable function "may this tournament's results show?" for lists (rows, tiles, a person's
 * games); it changes only when a tournament record arrives.
 */
export const selectTournamentVisibility = createSelector(
  [selectKnownTournaments],
  (known) =>
    (tournamentId: number | null): ResultsVisibility =>
      resultsVisibility(tournamentId === null ? null : (known.get(tournamentId) ?? null)),
);

const selectMatchIdArg = (_state: StateShape, matchId: number) => matchId;
const selectLeagueMatches = (state: StateShape) => selectTournamentMatchesEntry(state)?.data ?? null;
const selectScheduledMatches = (state: StateShape) => selectScheduledEntry(state)?.data ?? null;
const selectKioskMatches = (state: StateShape) => state.kiosk.matches.data;
const selectMatchTournaments = (state: StateShape) => state.visibility.matchTournaments;

const findIn = (matches: readonly Match[] | null, matchId: number) => matches?.find((match) => match.matchId === matchId)?.tournamentId ?? null;

/** The tournament a match belongs to, from any list that holds its record or from its own read; null: unknown. */
export const selectMatchTournamentId = createSelector(
  [selectMatchTournaments, selectLeagueMatches, selectScheduledMatches, selectKioskMatches, selectMatchIdArg],
  (read, league, scheduled, kiosk, matchId): number | null =>
    read[matchId] ?? findIn(league, matchId) ?? findIn(scheduled, matchId) ?? findIn(kiosk, matchId),
);

/** SPEC §4: whether the results of `matchId` may show ('unknown' until its tournament's flags are held). */
export const selectResultsVisibility = createSelector(
  [selectTournamentVisibility, selectMatchTournamentId],
  (visibilityOf, tournamentId): ResultsVisibility => visibilityOf(tournamentId),
);

/**
 * SPEC §2 standings and statistics, §4: whether the selected league's tables are open for public viewing —
 * its results show by the one rule (a league that hides results hides the tables built from them).
 */
export const selectCurrentLeagueResultsShown = createSelector(
  [selectCurrentLeague, selectTournamentVisibility],
  (league, visibilityOf): boolean => league !== null && visibilityOf(league.tournamentId) === 'shown',
);
