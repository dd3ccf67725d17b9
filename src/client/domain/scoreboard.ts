/** Scoreboard and schedule list rules (SPEC §2 "Matches table and scoreboard", "Schedule"; §4 schedule toggle). */
import type { Match, Tournament } from '../../shared/contract';
import { compareMatchesByDate } from './matches';
import { matchStatus, type LiveSummary, type MatchStatus } from './matchStatus';
import { matchDay, matchInstant } from './time';

/** The league's matches dated `isoDate`, in kick-off order. */
export function matchesOnDate(matches: readonly Match[], isoDate: string): Match[] {
  return matches.filter((match) => matchDay(match) === isoDate).sort(compareMatchesByDate);
}

/** SPEC §2 team filter: no team keeps everything; a team keeps its home and away matches. */
export function involvesTeam(match: Pick<Match, 'hometeamId' | 'awayteamId'>, teamId: number | null): boolean {
  return teamId === null || match.hometeamId === teamId || match.awayteamId === teamId;
}

export function filterByTeam(matches: readonly Match[], teamId: number | null): Match[] {
  return teamId === null ? [...matches] : matches.filter((match) => involvesTeam(match, teamId));
}

/**
 * SPEC §2 "matches in other tournaments": the date's scheduled matches of the organisation's other
 * tournaments — those of its catalogue (the season's leagues, SPEC §5: owned by the organisation, matches
 * published) but the selected one — in kick-off order. ScheduledMatchesBySport answers for a whole sport,
 * every organisation's leagues of it included (issue 24 case 9); those are not the organisation's, so not
 * listed (nor opened inside its site).
 */
export function otherTournamentMatches(
  matches: readonly Match[],
  tournamentId: number | null,
  catalogue: readonly Pick<Tournament, 'tournamentId'>[],
): Match[] {
  const own = new Set(catalogue.map((league) => league.tournamentId));
  return matches.filter((match) => match.tournamentId !== tournamentId && own.has(match.tournamentId)).sort(compareMatchesByDate);
}

/**
 * The sport ids ScheduledMatchesBySport is asked for (SPEC §7): the configured sport; with none configured
 * (the multi-sport organisation), the distinct sports of the season's leagues in ascending order (a
 * stable request key). Empty when there is nothing to ask for yet.
 */
export function scheduledSportIds(configuredSportId: number | null, leagues: readonly Pick<Tournament, 'sportId'>[]): number[] {
  if (configuredSportId !== null) return [configuredSportId];
  return [...new Set(leagues.map((league) => league.sportId))].sort((a, b) => a - b);
}

/** SPEC §2, §4 schedule toggle. */
export type ScheduleView = 'upcoming' | 'played';
export const DEFAULT_SCHEDULE_VIEW: ScheduleView = 'upcoming';
/** Local-storage key of the remembered toggle. */
export const SCHEDULE_VIEW_STORAGE_KEY = 'scheduleView';

/** A stored toggle value; anything unknown is the default (Upcoming). */
export function parseScheduleView(raw: string | null): ScheduleView {
  return raw === 'played' ? 'played' : DEFAULT_SCHEDULE_VIEW;
}

/**
 * Whether a match belongs to the Played list (SPEC §2 Schedule): it is finished by the one status rule
 * (`matchStatus`: the record's result, or its feed's match end), or its end has passed without it being
 * played now (a match the league never reported, or one called off, stays with the past, not the future).
 * Upcoming is everything else: not yet finished and not past — later today, in progress, in the future.
 */
export function isPlayed(match: Match, status: MatchStatus, now: Date, zone: string): boolean {
  if (status.kind === 'final') return true;
  if (status.kind === 'live' || status.kind === 'inProgress') return false;
  const end = matchInstant(match, zone, 'end');
  return end !== null && end < now.getTime();
}

/**
 * SPEC §2 schedule lists: Upcoming soonest first, Played most recent first. `live`: what the followed
 * matches' feeds say (a match whose feed has ended is Played before its record says so).
 */
export function scheduleMatches(
  matches: readonly Match[],
  view: ScheduleView,
  now: Date,
  zone: string,
  live: Readonly<Record<number, LiveSummary>>,
): Match[] {
  const played = (match: Match) => isPlayed(match, matchStatus(match, now, zone, live[match.matchId] ?? null), now, zone);
  if (view === 'upcoming') return matches.filter((match) => !played(match)).sort(compareMatchesByDate);
  return matches.filter(played).sort((a, b) => compareMatchesByDate(b, a));
}
