/**
 * corpsports/soccer/BestPlayers/{tournamentId} (SPEC §2 Soccer players, §3 Soccer row, §7): counted from
 * the goals and cards derived for each finished soccer match (`soccerMatchEvents`, simulate/soccer.ts), so
 * the goals add up to the results of `ta/TournamentMatches`.
 *
 * decided here:
 * - A row per player who played (was in the match squad of) at least one match of the tournament finished
 *   at the league's now; `matches` counts those matches, `goals`, `yellowCards`, `redCarts` his goals and
 *   cards in them (a second yellow counts as a yellow and a red card).
 * - `orgId`/`teamName`: the team he played for (a team is its own organisation here).
 * - Order: goals descending, then fewer matches, then person id (a stable order for equal rows).
 * - Unknown tournament: NotFoundError (HTTP 404); a tournament of another sport: [].
 */
import { SPORT, type SoccerPlayerRow } from '../../../shared/contract';
import { NotFoundError } from '../../dataSource';
import type { DemoLeague } from '../model';
import { soccerMatchEvents } from '../simulate/soccer';
import { personOf } from './played';

/** One player's counts over the tournament (every figure a number; the wire row allows null). */
interface Tally {
  personId: number;
  teamOrgId: number;
  matches: number;
  goals: number;
  redCards: number;
  yellowCards: number;
}

export function soccerBestPlayers(league: DemoLeague, tournamentId: number): SoccerPlayerRow[] {
  const entry = league.tournament(tournamentId);
  if (!entry) throw new NotFoundError(`no tournament ${tournamentId}`);
  if (entry.tournament.sportId !== SPORT.soccer) return [];
  const now = league.now();
  const tallies = new Map<number, Tally>();
  const tallyOf = (personId: number, teamOrgId: number): Tally => {
    let tally = tallies.get(personId);
    if (!tally) {
      tally = { personId, teamOrgId, matches: 0, goals: 0, redCards: 0, yellowCards: 0 };
      tallies.set(personId, tally);
    }
    return tally;
  };
  for (const fixture of league.fixtures(tournamentId)) {
    // Cheap pre-filter: a fixture not yet kicked off or with a fixed status (postponed, …) has no events.
    if (fixture.kickoffMs > now.getTime() || fixture.fixedStatus !== null) continue;
    const events = soccerMatchEvents(league, fixture.matchId, now);
    if (!events) continue;
    for (const squad of [events.squads.H, events.squads.B]) {
      for (const personId of squad.playerIds) tallyOf(personId, squad.teamOrgId).matches += 1;
    }
    for (const goal of events.goals) tallyOf(goal.scorerId, events.squads[goal.team].teamOrgId).goals += 1;
    for (const card of events.cards) {
      const tally = tallyOf(card.personId, events.squads[card.team].teamOrgId);
      if (card.card === 'red') tally.redCards += 1;
      else tally.yellowCards += 1;
    }
  }
  return [...tallies.values()]
    .sort((a, b) => b.goals - a.goals || a.matches - b.matches || a.personId - b.personId)
    .map((tally): SoccerPlayerRow => {
      const person = personOf(league, tally.personId);
      return {
        personId: tally.personId,
        orgId: tally.teamOrgId,
        firstName: person.firstName,
        lastName: person.lastName,
        teamName: league.team(tally.teamOrgId)?.name ?? '',
        matches: tally.matches,
        goals: tally.goals,
        redCarts: tally.redCards,
        yellowCards: tally.yellowCards,
      };
    });
}
