/** Selectors of the finished match page (SPEC §2, §4). */
import { createSelector } from '@reduxjs/toolkit';
import { SPORT } from '../../../shared/contract';
import { broadcastView } from '../../domain/broadcast';
import { logoDataUrl, sideName, type Side } from '../../domain/match/common';
import { resultsShown } from '../../domain/score';
import type { StateShape } from '../shape';

const selectSlot = (state: StateShape) => state.match;
export const selectMatchPageStatus = (state: StateShape) => state.match.status;
export const selectMatchPageError = (state: StateShape) => state.match.error;
export const selectMatchRecord = (state: StateShape) => state.match.match;
export const selectMatchDetails = (state: StateShape) => state.match.details;
const selectMatchLeague = (state: StateShape) => state.match.league;
const selectOrganisations = (state: StateShape) => state.match.organisations;
const selectBroadcast = (state: StateShape) => state.match.broadcast;

/** SPEC §4: published unless the league hides results or the tournament has isResultPublished false. */
export const selectMatchPublished = createSelector([selectMatchLeague], (league) => resultsShown(league));

/** The page's sport: the league's, else the match's own (SPEC §2); null before the match is in. */
export const selectMatchSport = createSelector([selectMatchLeague, selectMatchRecord], (league, match): 'hockey' | 'basketball' | 'volleyball' | 'other' | null => {
  if (match === null) return null;
  const sportId = league?.sportId ?? match.sportId;
  if (sportId === SPORT.iceHockey) return 'hockey';
  if (sportId === SPORT.basketball) return 'basketball';
  if (sportId === SPORT.volleyball) return 'volleyball';
  return 'other';
});

/** SPEC §3 broadcast: the stream link by provider precedence, or null. */
export const selectStreamLink = createSelector([selectBroadcast], (broadcast) => broadcastView(broadcast));

export interface HeaderTeam {
  side: Side;
  name: string;
  orgId: number;
  logo: string | null;
}

/** Both teams as the header shows them: name (overridden when present) and logo data URL. */
export const selectHeaderTeams = createSelector([selectMatchRecord, selectOrganisations], (match, organisations): HeaderTeam[] =>
  match === null
    ? []
    : (['H', 'B'] as const).map((side) => {
        const orgId = side === 'H' ? match.hometeamId : match.awayteamId;
        return { side, name: sideName(match, side), orgId, logo: logoDataUrl(organisations, orgId) };
      }),
);

/** The seasonId and tournamentId the page's links carry (the match's, SPEC §2). */
export const selectMatchLinkQuery = createSelector([selectMatchRecord, selectMatchLeague, selectSlot], (match, league) => ({
  seasonId: match?.seasonId ?? league?.seasonId ?? null,
  tournamentId: match?.tournamentId ?? null,
}));
