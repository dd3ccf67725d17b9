/**
 * The live view's ways on (issue 11 case 2: never a dead end). A finished match links to its result page;
 * a match without live data links to the not-ready notice and back to the scoreboard. seasonId and
 * tournamentId travel as every navigation carries them (SPEC §2): from the live page's own query, else the
 * current selection, else the match record when it is known; the result page works with matchId alone.
 */
import type { Match } from '../../../shared/contract';
import { paths } from '../paths';

export interface LinkQuery {
  seasonId?: number | null;
  tournamentId?: number | null;
}

export interface LiveViewLinks {
  /** The finished match page; null without a match id. */
  result: string | null;
  /** The match-not-ready notice; null without a match id. */
  notReady: string | null;
  scoreboard: string;
}

const known = (value: number | null | undefined): number | null => (typeof value === 'number' && value > 0 ? value : null);

/** The links, with each query value taken from the first source that has it. */
export function liveViewLinks(
  matchId: number | null,
  page: LinkQuery,
  selection: LinkQuery,
  match: Pick<Match, 'seasonId' | 'tournamentId'> | null,
): LiveViewLinks {
  const seasonId = known(page.seasonId) ?? known(selection.seasonId) ?? known(match?.seasonId);
  const tournamentId = known(page.tournamentId) ?? known(selection.tournamentId) ?? known(match?.tournamentId);
  return {
    result: matchId === null ? null : paths.match.href({ matchId, seasonId, tournamentId }),
    notReady: matchId === null ? null : paths.matchnotready.href({ matchId, seasonId, tournamentId }),
    scoreboard: paths.scoreboard.href({ seasonId, tournamentId }),
  };
}
