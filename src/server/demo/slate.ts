/**
 * Today's slate of one live sport (DESIGN §4): kick-offs that keep at least one live-covered match of the
 * sport in progress at every instant of the day from its first kick-off, as a function of the day alone
 * (never of the hour the league is built at). The full slate's matches have fixed times; filler matches are
 * laid as a relay: the first at 00:05 (issue 24 case 12: a real record's `matchStartTime` 0 means "no time",
 * DESIGN §1, so nothing kicks off at 00:00), each next one on the 5-minute mark at least five minutes before
 * the coverage so far runs out, taken in turn from the sport's filler leagues. Each match's real length comes from its simulation,
 * so the relay holds whatever the simulated match lasts (a volleyball sweep takes under an hour, a hockey
 * shootout over three).
 *
 * A kick-off is a wall-clock time, which names one instant only: on the night the clocks go back, a
 * kick-off that would fall in the repeated hour moves back to the last 5-minute mark before it (more
 * overlap, no gap); where there is none it moves past it.
 */

/** A fixed (full slate) match of the day: its instants. */
export interface FixedSlateMatch {
  kickoffMs: number;
  durationMs: number;
}

/** One filler league: the pairings it may play today, in the order it would take them. */
export interface FillerLeague {
  tournamentId: number;
  candidates: readonly { candidate: number; homeTeamId: number; awayTeamId: number }[];
}

export interface RelayInput {
  /** Today's first and the next day's first instant in the zone. */
  dayStartMs: number;
  dayEndMs: number;
  fixed: readonly FixedSlateMatch[];
  leagues: readonly FillerLeague[];
  /** Real length (ms) of a filler match: candidate `candidate` of the league. */
  durationMs(tournamentId: number, candidate: number): number;
  /** hhmm of an instant in the league zone, and the instant of an hhmm today (the two may disagree on DST nights). */
  hhmmOf(instantMs: number): number;
  instantOfHhmm(hhmm: number): number;
}

const MINUTE = 60_000;
/** Kick-offs fall on 5-minute marks. */
const STEP = 5 * MINUTE;
/** A filler kicks off at least this long before the coverage so far runs out. */
const OVERLAP = 5 * MINUTE;
/** The day's first kick-off, after midnight: 00:00 is hhmm 0, which the real API uses for "no time" (DESIGN §1). */
export const FIRST_KICKOFF_AFTER_MIDNIGHT = 5 * MINUTE;

interface Placed {
  homeTeamId: number;
  awayTeamId: number;
  endMs: number;
}

/**
 * The latest kick-off at or before `instantMs` and not before `firstMs` (else the first after it) whose hhmm
 * names that very instant today.
 */
function nameableKickoff(instantMs: number, firstMs: number, input: RelayInput): number {
  const nameable = (kickoff: number) => input.instantOfHhmm(input.hhmmOf(kickoff)) === kickoff;
  // Bounded: a repeated hour is twelve steps long.
  for (let kickoff = instantMs, step = 0; step < 24 && kickoff >= firstMs; kickoff -= STEP, step += 1) if (nameable(kickoff)) return kickoff;
  for (let kickoff = instantMs + STEP, step = 0; step < 24; kickoff += STEP, step += 1) if (nameable(kickoff)) return kickoff;
  return instantMs;
}

/**
 * The filler kick-offs (hhmm) of the day, by tournament and candidate index. Stops when the day is
 * covered or the leagues have no pairing left to play (the tests hold the demo's leagues to enough).
 */
export function layFillerRelay(input: RelayInput): Map<number, Map<number, number>> {
  const times = new Map<number, Map<number, number>>();
  const placed = new Map<number, Placed[]>();
  const used = new Map<number, Set<number>>();
  for (const league of input.leagues) {
    times.set(league.tournamentId, new Map());
    placed.set(league.tournamentId, []);
    used.set(league.tournamentId, new Set());
  }
  const fixed = [...input.fixed].sort((a, b) => a.kickoffMs - b.kickoffMs);
  const firstKickoff = input.dayStartMs + FIRST_KICKOFF_AFTER_MIDNIGHT;
  let coveredUntil = firstKickoff;
  let turn = 0;
  const budget = input.leagues.reduce((sum, league) => sum + league.candidates.length, 0);
  for (let placements = 0; placements < budget; placements += 1) {
    // Fixed matches under way when the coverage would run out carry it on.
    for (const match of fixed) {
      if (match.kickoffMs <= coveredUntil && match.kickoffMs + match.durationMs > coveredUntil) coveredUntil = match.kickoffMs + match.durationMs;
    }
    if (coveredUntil >= input.dayEndMs) break;
    const wanted = coveredUntil === firstKickoff ? coveredUntil : Math.max(firstKickoff, Math.floor((coveredUntil - OVERLAP) / STEP) * STEP);
    const kickoff = nameableKickoff(wanted, firstKickoff, input);
    let chosen: { league: FillerLeague; entry: FillerLeague['candidates'][number] } | null = null;
    for (let offset = 0; offset < input.leagues.length && chosen === null; offset += 1) {
      const league = input.leagues[(turn + offset) % input.leagues.length] as FillerLeague;
      const taken = used.get(league.tournamentId) as Set<number>;
      const busy = (placed.get(league.tournamentId) as Placed[]).filter((match) => match.endMs > kickoff);
      // No team plays two matches at once: a pairing waits while either side is still playing.
      const entry = league.candidates.find(
        (item) =>
          !taken.has(item.candidate) &&
          !busy.some((match) => [match.homeTeamId, match.awayTeamId].some((team) => team === item.homeTeamId || team === item.awayTeamId)),
      );
      if (entry) {
        chosen = { league, entry };
        turn = (turn + offset + 1) % input.leagues.length;
      }
    }
    if (chosen === null) break;
    const { league, entry } = chosen;
    const endMs = kickoff + input.durationMs(league.tournamentId, entry.candidate);
    (used.get(league.tournamentId) as Set<number>).add(entry.candidate);
    (placed.get(league.tournamentId) as Placed[]).push({ homeTeamId: entry.homeTeamId, awayTeamId: entry.awayTeamId, endMs });
    (times.get(league.tournamentId) as Map<number, number>).set(entry.candidate, input.hhmmOf(kickoff));
    coveredUntil = Math.max(coveredUntil, endMs);
  }
  return times;
}
