/**
 * SPEC §4 loading flag and SPEC §8 error message, derived from the request statuses rather than stored
 * twice: a failed request's message sits beside its status until the next attempt.
 */
import { createSelector } from '@reduxjs/toolkit';
import { readStateOfEntry, type ReadFailureKind } from '../readState';
import { readErrorMessage, type CachedRead } from '../api/api';
import { selectLeaguesEntry, selectSeasonsEntry, selectTeamsEntry } from '../catalog/selectors';
import { selectTournamentMatchesEntry } from '../matches/read';
import { selectScheduledEntry } from '../scoreboard/read';
import type { StateShape } from '../shape';

/** The message of a failed cached read, else null. */
const entryError = (entry: CachedRead<unknown> | undefined): string | null =>
  entry !== undefined && (entry.status === 'rejected' || entry.error !== undefined) ? readErrorMessage(entry.error) : null;

/** True while the seasons, leagues or teams the shell depends on are loading (the slider has its own). */
export const selectIsLoading = (state: StateShape): boolean =>
  [selectSeasonsEntry(state), selectLeaguesEntry(state), selectTeamsEntry(state)].some((entry) => entry?.status === 'pending');

/**
 * The messages of the failed reads, one per line (a year of the season look-up that failed included); null
 * when nothing failed. A string, so it needs no memo: equal messages compare equal for useSelector.
 */
export const selectErrorMessage = (state: StateShape): string | null => {
  const seasons = selectSeasonsEntry(state);
  const errors = [
    entryError(seasons) ?? seasons?.data?.failures[0] ?? null,
    entryError(selectLeaguesEntry(state)),
    entryError(selectTeamsEntry(state)),
    entryError(selectTournamentMatchesEntry(state)),
    entryError(selectScheduledEntry(state)),
  ].filter((error): error is string => error !== null);
  return errors.length === 0 ? null : errors.join('\n');
};

/** A part of the shell that could not be loaded, for the one failed-part notice (issue 25 case 5). */
export interface FailedShellPart {
  part: 'seasons' | 'leagues' | 'teams';
  kind: ReadFailureKind;
}

/**
 * The catalog reads the whole site stands on that failed (and are being retried): seasons, leagues, teams.
 * Memoized on their cache entries, so an unchanged failure keeps its array.
 */
export const selectFailedShellParts = createSelector(
  [selectSeasonsEntry, selectLeaguesEntry, selectTeamsEntry],
  (seasons, leagues, teams): readonly FailedShellPart[] => {
    const parts: FailedShellPart[] = [];
    for (const [part, entry] of [['seasons', seasons], ['leagues', leagues], ['teams', teams]] as const) {
      const read = readStateOfEntry(entry);
      if (read.status === 'failed') parts.push({ part, kind: read.kind });
    }
    return parts;
  },
);
