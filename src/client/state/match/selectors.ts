/** Derivations of the finished match page (SPEC §2, §4) from what its reads returned. */
import { SPORT, type Match, type Organisation, type PeriodResult, type Tournament } from '../../../shared/contract';
import { basketballFlowFromRecord, hockeyFlowFromRecord, volleyballFlowFromRecord, type GameFlow } from '../../domain/gameFlow';
import type { LiveSport } from '../../domain/live/sport';
import { fixtureName, logoDataUrl, sideName, type Side } from '../../domain/match/common';
import { withDecidedIn } from '../../domain/match/status';
import type { TeamNames } from '../../domain/matches';
import type { MatchDetails } from './matchApi';
import { liveDataStatus } from '../../domain/liveData';
import { matchStatus, presentStatus, statusScore, type LiveSummary, type MatchStatus, type StatusPresentation } from '../../domain/matchStatus';

export type MatchSport = 'hockey' | 'basketball' | 'volleyball' | 'soccer' | 'other';

/** The page's sport: the league's, else the match's own (SPEC §2). */
export function matchSport(league: Tournament | null, match: Match): MatchSport {
  const sportId = league?.sportId ?? match.sportId;
  if (sportId === SPORT.iceHockey) return 'hockey';
  if (sportId === SPORT.basketball) return 'basketball';
  if (sportId === SPORT.volleyball) return 'volleyball';
  // Corporate soccer (issue 24 case 10): goals and cards from the match's incidents.
  if (sportId === SPORT.soccer) return 'soccer';
  return 'other';
}

export interface HeaderTeam {
  side: Side;
  name: string;
  orgId: number;
  logo: string | null;
}

/** Both teams as the header shows them: name (overridden when present) and logo data URL. */
export function headerTeams(match: Match, organisations: readonly Organisation[]): HeaderTeam[] {
  return (['H', 'B'] as const).map((side) => {
    const orgId = side === 'H' ? match.hometeamId : match.awayteamId;
    return { side, name: sideName(match, side), orgId, logo: logoDataUrl(organisations, orgId) };
  });
}

/** The seasonId and tournamentId the page's links carry (the match's, SPEC §2). */
export function matchLinkQuery(match: Match, league: Tournament | null) {
  return { seasonId: match.seasonId ?? league?.seasonId ?? null, tournamentId: match.tournamentId };
}

/** The live view's sport of a match page sport (its period names for a live status label). */
export function liveSportOfPage(sport: MatchSport): LiveSport | null {
  return sport === 'other' || sport === 'soccer' ? null : sport;
}

export interface HeaderStatus {
  status: MatchStatus;
  presentation: StatusPresentation;
  /** SPEC §4 score display: the result, the live score, or a dash (always a dash while results are hidden). */
  score: string;
}

/**
 * The match header's status and score (issue 11 case 9), by the one status function every list uses
 * (domain/matchStatus): final (after overtime or a shootout, read from the period results when the feed did
 * not say), live, postponed, cancelled. While results are hidden (SPEC §4) the score is a dash and a final
 * does not say how it was decided: "Final (SO)" would tell part of a hidden result.
 */
export function headerStatus(
  view: { match: Match; sport: MatchSport; published: boolean; periods: readonly PeriodResult[] },
  now: Date,
  zone: string,
  live: LiveSummary | null,
  liveFeed: boolean,
): HeaderStatus {
  const sport = liveSportOfPage(view.sport);
  // Issue 25 case 6: without a live feed, a match that should be live says "No live data", not "Live 0 - 0".
  const raw = liveDataStatus(matchStatus(view.match, now, zone, live), liveFeed, view.match, now, zone);
  const status: MatchStatus =
    raw.kind !== 'final' ? raw : view.published ? withDecidedIn(raw, sport, view.periods) : { kind: 'final', decidedIn: null };
  return { status, presentation: presentStatus(status, sport, view.published ? (live?.set ?? null) : null), score: statusScore(view.match, status, view.published, view.published ? live : null) };
}

/** The tab title's match part (issue 11 case 9): "Storhamar – Vålerenga 3 - 2", or with a dash when no score may show. */
export function matchTabTitle(match: TeamNames, score: string): string {
  return `${fixtureName(match)} ${score}`;
}

/**
 * Issue 16 game flow of a finished match from its own record (the details the page shows), so the chart's
 * numbers are the page's: null for other sports and while the record has no periods.
 */
export function matchGameFlow(sport: MatchSport, details: Pick<MatchDetails, 'periods' | 'incidents' | 'goals' | 'penalties'>): GameFlow | null {
  if (details.periods.length === 0 && details.incidents.length === 0) return null;
  if (sport === 'hockey') return hockeyFlowFromRecord(details);
  if (sport === 'basketball') return basketballFlowFromRecord(details.periods, details.incidents);
  if (sport === 'volleyball') return volleyballFlowFromRecord(details.periods, details.incidents);
  return null;
}
