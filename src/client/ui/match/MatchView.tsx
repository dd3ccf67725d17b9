/**
 * The match page's links and sides now live in domain/match/links (the row-model selectors build them);
 * re-exported here for the live page, which still reads them from ui.
 */
export { playerHref, sideOfMatch, teamPlayersHref, type LinkQuery } from '../../domain/match/links';
