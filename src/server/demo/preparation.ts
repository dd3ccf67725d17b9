/**
 * Issue 14, no blocking: what the demo league must compute before a target's synchronous projection can
 * answer without holding the event loop, as a generator of small units (a tournament's plan, one match's
 * simulation, one summary) that the data source runs in slices (src/server/slices.ts). Everything computed
 * lands in the league's memos and bounded caches; the projection then reads it. A unit that the budget has
 * evicted again by then is recomputed in place (deterministic: same figures, only slower), so this decides
 * speed, never an answer.
 */
import { MATCH_STATUS, SPORT, type ResolvedProxyTarget } from '../../shared/contract';
import type { DemoLeague } from './model';
import { prepareHockeyStats } from './projections/hockeyStats';
import { personTournaments } from './projections/people';
import { addDays, isoFromUsDate } from './time';

/** A match id names its tournament (src/server/demo/model.ts: `tournamentId * 1000 + n`). */
const tournamentOfMatch = (matchId: number): number => Math.floor(matchId / 1000);

/** The match's tournament's fixtures, then its outcome and simulation (one unit). */
function* prepareMatch(league: DemoLeague, matchId: number): Generator<void> {
  yield* league.prepareFixtures(tournamentOfMatch(matchId));
  if (!league.fixture(matchId)) return;
  league.outcome(matchId);
  league.simulation(matchId);
  yield;
}

/**
 * The tournament's fixtures, then for each match that has kicked off (of `teamId` only, when given) its
 * outcome and, once finished, its simulation (the box scores a table or a game log sums), one per unit.
 */
function* prepareFinishedSimulations(league: DemoLeague, tournamentId: number, teamId?: number): Generator<void> {
  yield* league.prepareFixtures(tournamentId);
  const now = league.now();
  for (const fixture of league.fixtures(tournamentId)) {
    if (fixture.fixedStatus !== null || fixture.kickoffMs > now.getTime()) continue;
    if (teamId !== undefined && fixture.homeTeamId !== teamId && fixture.awayTeamId !== teamId) continue;
    if (league.match(fixture.matchId, now)?.statusTypeId === MATCH_STATUS.finished) league.simulation(fixture.matchId);
    yield;
  }
}

/**
 * A person's game logs. The last five: the fixtures of his hockey tournaments (the newest few matches are
 * then simulated in place, as few as the rows need). One tournament: its outcomes and his team's simulations.
 */
function* preparePersonGames(league: DemoLeague, personId: number, tournamentId?: number): Generator<void> {
  const person = league.person(personId);
  if (!person) return;
  for (const { entry, team } of personTournaments(league, person)) {
    if (entry.tournament.sportId !== SPORT.iceHockey) continue;
    if (tournamentId === undefined) yield* league.prepareFixtures(entry.tournament.tournamentId);
    else if (entry.tournament.tournamentId === tournamentId) yield* prepareFinishedSimulations(league, tournamentId, team.teamId);
  }
}

/** `matchesOn`'s tournaments (published, of the sports, window near the date), then the date's outcomes. */
function* prepareDay(league: DemoLeague, sportIds: readonly number[], localDate: string): Generator<void> {
  const wanted = new Set(sportIds);
  const nowMs = league.now().getTime();
  for (const entry of league.tournaments) {
    if (!wanted.has(entry.tournament.sportId) || !entry.tournament.areMatchesPublished) continue;
    if (localDate < addDays(entry.firstDay, -30) || localDate > addDays(entry.lastDay, 30)) continue;
    const tournamentId = entry.tournament.tournamentId;
    yield* league.prepareFixtures(tournamentId);
    for (const fixture of league.fixtures(tournamentId)) {
      if (fixture.localDate !== localDate || fixture.fixedStatus !== null || fixture.kickoffMs > nowMs) continue;
      league.outcome(fixture.matchId);
      yield;
    }
  }
}

/** The fixtures of every current published tournament (the by-sport broadcast schedule). */
function* prepareCurrentFixtures(league: DemoLeague): Generator<void> {
  for (const entry of league.tournaments) {
    if (entry.current && entry.tournament.areMatchesPublished) yield* league.prepareFixtures(entry.tournament.tournamentId);
  }
}

/** The units a proxy target's answer needs (none for the world's static records). */
export function* prepareProxyTarget(league: DemoLeague, target: ResolvedProxyTarget): Generator<void> {
  switch (target.name) {
    case 'tournamentMatches':
    case 'standings':
    case 'hockeySpectators':
    case 'soccerBestPlayers':
    case 'broadcastsByTournament':
      yield* league.prepareOutcomes(target.params.tournamentId);
      return;
    case 'hockeyTournamentPlayers':
    case 'hockeyTournamentGoalies':
    case 'hockeyTeamStatistics':
      yield* prepareHockeyStats(league, target.params.tournamentId);
      return;
    case 'basketballPlayerSeason':
    case 'basketballTournamentPlayers':
    case 'basketballTournamentTeams':
      yield* prepareFinishedSimulations(league, target.params.tournamentId);
      return;
    case 'match':
    case 'matchIncidents':
    case 'matchTeamMembers':
    case 'hockeyGoals':
    case 'hockeyPenalties':
    case 'hockeyPlayers':
    case 'hockeyGoalies':
    case 'basketballMatchPlayers':
    case 'volleyballMatchPlayers':
    case 'broadcastsByMatch':
      yield* prepareMatch(league, target.params.matchId);
      return;
    case 'matchReferees':
      yield* prepareMatch(league, target.params.matchid);
      return;
    case 'scheduledMatchesBySport':
      yield* prepareDay(league, target.params.sportIds, isoFromUsDate(target.params.date));
      return;
    case 'broadcastsBySport':
      yield* prepareCurrentFixtures(league);
      return;
    case 'skaterLastGames':
    case 'goalieLastGames':
      yield* preparePersonGames(league, target.params.personId);
      return;
    case 'skaterTournamentGames':
    case 'goalieTournamentGames':
      yield* preparePersonGames(league, target.params.personId, target.params.tournamentId);
      return;
    default:
      return;
  }
}
