/** Scoreboard and schedule list rules (SPEC §2 "Matches table and scoreboard", "Schedule"; §4 schedule toggle). */
import type { Match, Tournament } from '../../shared/contract';
import { compareMatchesByDate } from './matches';
import { matchState } from './matchState';
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

/** SPEC §2 "matches in other tournaments": the scheduled matches of the date outside the selected league. */
export function otherTournamentMatches(matches: readonly Match[], tournamentId: number | null): Match[] {
  return matches.filter((match) => match.tournamentId !== tournamentId).sort(compareMatchesByDate);
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
 * Whether a match belongs to the Played list: it is finished (a result, out of its live window), or its
 * end has passed without a result (a match the league never reported stays with the past, not the future).
 * Everything else — later today, in progress, in the future — is Upcoming.
 */
export function isPlayed(match: Match, now: Date, zone: string): boolean {
  const state = matchState(match, now, zone);
  if (state === 'live') return false;
  if (state === 'finished') return true;
  const end = matchInstant(match, zone, 'end');
  return end !== null && end.toMillis() < now.getTime();
}

/** SPEC §2 schedule lists: Upcoming soonest first, Played most recent first. */
export function scheduleMatches(matches: readonly Match[], view: ScheduleView, now: Date, zone: string): Match[] {
  if (view === 'upcoming') return matches.filter((match) => !isPlayed(match, now, zone)).sort(compareMatchesByDate);
  return matches.filter((match) => isPlayed(match, now, zone)).sort((a, b) => compareMatchesByDate(b, a));
}
