/**
 * The story before and around a match (issue 29 case 3): each team's form (its last five results), the two
 * teams' head-to-head, and a team's place in the table. Pure rules over the match records the site already
 * reads (SPEC §3 Match, §7 ta/TournamentMatches); `now` is passed in.
 *
 * decided here:
 * - A result is named as the standings name it (SPEC §2 hockey "victories full time/overtime/penalties" and
 *   "losses by type", §9 parameters 35-40; the site's W / OTW / SOW / L / OTL / SOL): hockey tells a win or a
 *   loss in overtime (OTW/OTL) and in a shootout, the standings' "penalties" (SOW/SOL), from the record's
 *   result text (domain/match/status `decidedInFromResult`: "3 - 2 (SO)"). Basketball's extra periods and
 *   volleyball's sets count as a plain win or loss (their tables have only W and L, SPEC §2); a level result
 *   is a draw (D) where the sport has draws, and unreadable where it cannot have one.
 * - Played: a match whose status is final (the one status function, domain/matchStatus, without a feed).
 *   A match marked finished whose result is missing or unreadable stays in the form as a dash: it was played,
 *   its result is not known. A postponed or cancelled match, or one still to come, is not in the form.
 * - Order: newest first (FlashScore's form column; NHL.com's "last 10" is a record, not a sequence), by day,
 *   then start time, then id.
 * - What a fan may not see is never in the story: the caller passes which matches' results may show (the
 *   results visibility rule, state/visibility); a match whose results are hidden is left out entirely, so
 *   neither its outcome nor the fact that it was played leaks.
 */
import { SPORT, type Match, type StandingsRow } from '../../shared/contract';
import { decidedInFromResult } from './match/status';
import { compareMatchesByDate } from './matches';
import { matchStatus } from './matchStatus';

/** SPEC §9-style short names of a result, from the team's side. */
export type FormOutcome = 'W' | 'OTW' | 'SOW' | 'D' | 'L' | 'OTL' | 'SOL';

/** A win of any kind (in regulation, overtime or a shootout), from the team's side. */
export function isWin(outcome: FormOutcome): boolean {
  return outcome === 'W' || outcome === 'OTW' || outcome === 'SOW';
}

/** One played match from one team's side: its outcome (null: not readable, shown as a dash). */
export interface TeamResult {
  match: Match;
  outcome: FormOutcome | null;
  /** The team's goals and the opponent's; null when the result is not readable. */
  goalsFor: number | null;
  goalsAgainst: number | null;
  opponentId: number;
}

/** SPEC §2 standings: sports whose tables count draws. Hockey has a draws column too (a friendly may end level). */
const NO_DRAWS: ReadonlySet<number> = new Set([SPORT.basketball, SPORT.volleyball]);

/** The number of matches a form shows (issue 29: the last five, as NHL.com and FlashScore show). */
export const FORM_LENGTH = 5;

const readable = (value: number) => Number.isInteger(value) && value >= 0;

/**
 * The outcome of `match` for `teamId` by the sport's rules (see the module comment); null when the team does
 * not play in it, the result is missing or unreadable, or a level score where the sport has no draws.
 */
export function outcomeFor(match: Match, teamId: number): FormOutcome | null {
  const home = match.hometeamId === teamId;
  if (!home && match.awayteamId !== teamId) return null;
  const result = match.matchResult;
  if (result === null || !readable(result.homeGoals) || !readable(result.awayGoals)) return null;
  const [own, other] = home ? [result.homeGoals, result.awayGoals] : [result.awayGoals, result.homeGoals];
  if (own === other) return NO_DRAWS.has(match.sportId) ? null : 'D';
  const won = own > other;
  if (match.sportId === SPORT.iceHockey) {
    const decided = decidedInFromResult(result);
    if (decided === 'overtime') return won ? 'OTW' : 'OTL';
    if (decided === 'shootout') return won ? 'SOW' : 'SOL';
  }
  return won ? 'W' : 'L';
}

/** decided here (contract MATCH_STATUS): statusTypeId 3 finished. */
const FINISHED = 3;

/** Whether `match` has been played by `now`: final by the one status function, or marked finished without a readable result. */
export function isPlayed(match: Match, now: Date, zone: string): boolean {
  return matchStatus(match, now, zone, null).kind === 'final' || match.statusTypeId === FINISHED;
}

function resultOf(match: Match, teamId: number): TeamResult {
  const home = match.hometeamId === teamId;
  const outcome = outcomeFor(match, teamId);
  const result = match.matchResult;
  const known = outcome !== null && result !== null;
  return {
    match,
    outcome,
    goalsFor: known ? (home ? result.homeGoals : result.awayGoals) : null,
    goalsAgainst: known ? (home ? result.awayGoals : result.homeGoals) : null,
    opponentId: home ? match.awayteamId : match.hometeamId,
  };
}

const newestFirst = (a: Match, b: Match) => compareMatchesByDate(b, a);

export interface StoryScope {
  now: Date;
  zone: string;
  /** Whether this match's results may show (the results visibility rule and the fan's spoiler shield). */
  mayShow: (match: Match) => boolean;
  /** Only matches before this one (the match the story is told for), when given: its own result is not its story. */
  before?: Match | null;
}

/** The matches of `scope` that count: played, results shown, before the story's match, not it. */
function playedMatches(matches: readonly Match[], scope: StoryScope): Match[] {
  const { before } = scope;
  return matches.filter(
    (match) =>
      (before === undefined || before === null || (match.matchId !== before.matchId && compareMatchesByDate(match, before) < 0)) &&
      isPlayed(match, scope.now, scope.zone) &&
      scope.mayShow(match),
  );
}

/**
 * A team's form: its last FORM_LENGTH played matches in `matches` (one tournament's list, or several), newest
 * first; fewer when it has played fewer, empty when none.
 */
export function teamForm(matches: readonly Match[], teamId: number, scope: StoryScope, length = FORM_LENGTH): TeamResult[] {
  return playedMatches(
    matches.filter((match) => match.hometeamId === teamId || match.awayteamId === teamId),
    scope,
  )
    .sort(newestFirst)
    .slice(0, length)
    .map((match) => resultOf(match, teamId));
}

export interface HeadToHead {
  /** The meetings, newest first, from the first team's side. */
  meetings: TeamResult[];
  /** Wins of each team (any kind: in regulation, overtime or a shootout), draws, and meetings whose result is not readable. */
  summary: { wins: number; draws: number; losses: number; unknown: number };
}

/**
 * The two teams' played meetings in `matches`, from `teamId`'s side, newest first, and the tally: `wins` are
 * `teamId`'s, `losses` the other team's wins.
 */
export function headToHead(matches: readonly Match[], teamId: number, otherId: number, scope: StoryScope): HeadToHead {
  const meetings = playedMatches(
    matches.filter(
      (match) => (match.hometeamId === teamId && match.awayteamId === otherId) || (match.hometeamId === otherId && match.awayteamId === teamId),
    ),
    scope,
  )
    .sort(newestFirst)
    .map((match) => resultOf(match, teamId));
  const summary = { wins: 0, draws: 0, losses: 0, unknown: 0 };
  for (const { outcome } of meetings) {
    if (outcome === null) summary.unknown += 1;
    else if (outcome === 'D') summary.draws += 1;
    else if (isWin(outcome)) summary.wins += 1;
    else summary.losses += 1;
  }
  return { meetings, summary };
}

/** A team's place in the table: its position and points, each null when the row lacks it (a dash). */
export interface TablePlace {
  position: number | null;
  points: number | null;
  /** Teams in the table. */
  of: number;
}

const positive = (value: number | null | undefined): number | null =>
  value !== null && value !== undefined && Number.isFinite(value) && value > 0 ? value : null;
const figure = (value: number | null | undefined): number | null => (value !== null && value !== undefined && Number.isFinite(value) ? value : null);

/**
 * A team's row in the league's standings, found by its organisation (`orgId`, the standings' key; the team's
 * own id when the league's team list does not name its organisation, as the standings page links it); null
 * when the table does not list the team.
 */
export function tablePlace(rows: readonly StandingsRow[], orgId: number): TablePlace | null {
  const row = rows.find((entry) => entry.orgId === orgId);
  if (row === undefined) return null;
  return { position: positive(row.position), points: figure(row.totalPoints), of: rows.length };
}

/**
 * The same competition a season earlier (issue 29 "head-to-head this season and last"): the league of the
 * same sport whose name is the same, ignoring case and surrounding spaces ("EHL" of 2025/26 for "EHL" of
 * 2026/27); null when the earlier season has none.
 */
export function sameCompetition<T extends { tournamentName: string; sportId: number }>(leagues: readonly T[], league: { tournamentName: string; sportId: number }): T | null {
  const name = league.tournamentName.trim().toLowerCase();
  if (name === '') return null;
  return leagues.find((entry) => entry.sportId === league.sportId && entry.tournamentName.trim().toLowerCase() === name) ?? null;
}

/** The season before `seasonId` in a newest-first season list (SPEC §5); null when it is the oldest or not listed. */
export function seasonBefore<T extends { seasonId: number }>(seasons: readonly T[], seasonId: number | null): T | null {
  const index = seasons.findIndex((season) => season.seasonId === seasonId);
  return index < 0 ? null : (seasons[index + 1] ?? null);
}
