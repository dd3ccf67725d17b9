/**
 * Facts about the demo league that browser tests build on (issue 11 F): which hockey match of a day goes to
 * overtime, and which to a shootout. Pure: computed from the same league builder the server uses, so a
 * server started with the default seed and zone (DEMO_SEED, LEAGUE_TZ unset) on that day plays exactly
 * this match, and a test can set DEMO_NOW a minute before `kickoffIso` and play it to the end.
 */
import { DEFAULT_DEMO_SEED } from '../config';
import { DEMO_ORG } from '../sites';
import { createDemoLeague } from './league';
import type { ForcedDecision } from './model';
import { instantOf } from './time';

export interface DecidedMatch {
  matchId: number;
  tournamentId: number;
  seasonId: number;
  /** Face-off, ISO instant (UTC). */
  kickoffIso: string;
  homeName: string;
  awayName: string;
  /** The final result (a shootout win counts one goal for the winner, as the match result does). */
  finalHome: number;
  finalAway: number;
  decidedIn: ForcedDecision;
}

export interface DecidedMatchOptions {
  /** DEMO_SEED; default the server's default seed. */
  seed?: number;
  /** LEAGUE_TZ; default Europe/Oslo. */
  timeZone?: string;
  /** Default 'overtime'. */
  decidedIn?: ForcedDecision;
}

/**
 * The live-covered (Advanced) hockey match of the top league's slate (EHL, the hockey preset's first league)
 * that is tied after regulation and decided in overtime (or, with `decidedIn: 'shootout'`, in a shootout)
 * on `dateIso` (yyyy-MM-dd in the zone). Throws if the league has none, which would be a generator bug.
 */
export function overtimeMatchOf(dateIso: string, options: DecidedMatchOptions = {}): DecidedMatch {
  const timeZone = options.timeZone ?? 'Europe/Oslo';
  const decidedIn = options.decidedIn ?? 'overtime';
  // Any hour of the day builds the same league; noon is as good as any.
  const noon = new Date(instantOf(dateIso, 1200, timeZone));
  const league = createDemoLeague({ seed: options.seed ?? DEFAULT_DEMO_SEED, timeZone, now: () => noon });
  const season = league.currentSeason(DEMO_ORG.hockeyFederation);
  const tournament = league.tournaments.find((entry) => entry.current && entry.leagueKey === 'h-ehl' && entry.tournament.seasonId === season?.season.seasonId);
  const fixture = tournament
    ? league.fixtures(tournament.tournament.tournamentId).find((found) => found.localDate === dateIso && found.decidedIn === decidedIn)
    : undefined;
  const simulation = fixture ? league.simulation(fixture.matchId) : null;
  if (!tournament || !fixture || !simulation || simulation.sport !== 'hockey' || simulation.decidedBy !== decidedIn) {
    throw new Error(`the demo league has no hockey match decided in ${decidedIn} on ${dateIso}`);
  }
  return {
    matchId: fixture.matchId,
    tournamentId: fixture.tournamentId,
    seasonId: fixture.seasonId,
    kickoffIso: new Date(fixture.kickoffMs).toISOString(),
    homeName: league.team(fixture.homeTeamId)?.name ?? '',
    awayName: league.team(fixture.awayTeamId)?.name ?? '',
    finalHome: simulation.result.homeGoals,
    finalAway: simulation.result.awayGoals,
    decidedIn,
  };
}
