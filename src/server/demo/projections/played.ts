/**
 * What every match projection starts from: the match's simulated events as far as they have been played
 * at the league's "now" (DESIGN §4: every aggregate is derived from the events, so pages agree with the
 * result). A finished match is its whole simulation; a match in progress is cut at now; a fixture has no
 * events yet.
 */
import { NotFoundError } from '../../dataSource';
import type { DemoFixture, DemoLeague, DemoTeam, RosterMember, Side, Simulation, SimulationCut } from '../model';
import { simulationAt } from '../simulate';

export interface PlayedMatch<S extends Simulation = Simulation> {
  fixture: DemoFixture;
  /** null for sports decided at result level, postponed or cancelled matches. */
  cut: SimulationCut<S> | null;
}

/** The fixture and its cut at `league.now()`; throws NotFoundError (HTTP 404) for an unknown match id. */
export function playedSoFar(league: DemoLeague, matchId: number): PlayedMatch {
  const fixture = league.fixture(matchId);
  if (!fixture) throw new NotFoundError(`no match ${matchId}`);
  const simulation = league.simulation(matchId);
  return { fixture, cut: simulation ? simulationAt(simulation, league.now()) : null };
}

/** The cut when the match is of `sport` (and simulated), else null: a hockey target asked for a basketball match answers empty. */
export function cutOf<K extends Simulation['sport']>(
  played: PlayedMatch,
  sport: K,
): SimulationCut<Extract<Simulation, { sport: K }>> | null {
  const { cut } = played;
  if (!cut || cut.simulation.sport !== sport) return null;
  return cut as SimulationCut<Extract<Simulation, { sport: K }>>;
}

/** "mm:ss" from seconds, zero-padded; minutes may exceed 59 (SPEC §5: time on ice is mm:ss zero-padded). */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** The team of a side. */
export function teamOf(league: DemoLeague, fixture: DemoFixture, side: Side): DemoTeam {
  const team = league.team(side === 'H' ? fixture.homeTeamId : fixture.awayTeamId);
  if (!team) throw new Error(`fixture ${fixture.matchId} names an unknown team`);
  return team;
}

/** A dressed person; the simulation only ever names roster members, so a miss is a generator bug. */
export function personOf(league: DemoLeague, personId: number): RosterMember {
  const person = league.person(personId);
  if (!person) throw new Error(`the simulation names unknown person ${personId}`);
  return person;
}

/** The dressed players of both sides, home first, in roster order. */
export function dressed(league: DemoLeague, simulation: Simulation): { side: Side; member: RosterMember }[] {
  return (['H', 'B'] as const).flatMap((side) =>
    simulation.lineups[side].playerIds.map((personId) => ({ side, member: personOf(league, personId) })),
  );
}

/** Adds one to a per-person tally. */
export function bump(tally: Map<number, number>, personId: number, by = 1): void {
  tally.set(personId, (tally.get(personId) ?? 0) + by);
}

/** The person fields every box-score row starts with (SPEC §3: a team is its own organisation here). */
export function playerIdentity(member: RosterMember) {
  return {
    personId: member.personId,
    orgId: member.teamOrgId,
    teamOrgId: member.teamOrgId,
    firstName: member.firstName,
    lastName: member.lastName,
    shirtNo: member.number,
  };
}
