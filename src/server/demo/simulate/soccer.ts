/**
 * Soccer events of the demo league (issue 13): soccer stays decided at result level (`resultLevelOutcome`;
 * it is not simulated event by event and has no live play), and for a FINISHED match the goals and cards
 * behind its result are derived afterwards, seeded by (seed, matchId), so they always agree with it.
 *
 * decided here:
 * - The match squad (the players who played): the roster in roster order less 0-2 absentees, never fewer
 *   than 7 (or the whole roster if it is smaller) and always with a keeper when the roster has one.
 * - Playing time: the outcome's wall time less a 10-minute half-time break (80 → 70 minutes: 2 × 35, the
 *   corporate 7-a-side format); every goal and card has a minute in 1…that.
 * - Goals: exactly the result's homeGoals by home players and awayGoals by away players, scorers drawn
 *   from the squad weighted by position (Angrep > Midtbane > Forsvar > Keeper; no position: even) and by a
 *   per-person finishing skill that is the same in every match, so a league has real top scorers. A player
 *   sent off does not score after his red card.
 * - Cards: 0-4 yellow cards a match, to players still on the pitch; a second yellow is followed by a red
 *   card at the same minute (`reason: 'secondYellow'`, and both cards count); about one match in 25 has a
 *   straight red. A player sent off gets no further card.
 */
import { MATCH_STATUS, SPORT } from '../../../shared/contract';
import type { DemoLeague, RosterMember, Score, Side } from '../model';
import { createRng, type Rng } from '../random';

export interface SoccerSquad {
  teamOrgId: number;
  /** The players who played, in roster order. */
  playerIds: number[];
}

export interface SoccerGoal {
  minute: number;
  team: Side;
  scorerId: number;
  /** The score after this goal. */
  score: Score;
}

export interface SoccerCard {
  minute: number;
  team: Side;
  personId: number;
  card: 'yellow' | 'red';
  /** Red cards: a second yellow or a straight red; null for yellow cards. */
  reason: 'secondYellow' | 'straight' | null;
}

/** The derived events of one finished soccer match; goals and cards in time order. */
export interface SoccerMatchEvents {
  matchId: number;
  /** Minutes of playing time. */
  minutes: number;
  squads: Record<Side, SoccerSquad>;
  goals: SoccerGoal[];
  cards: SoccerCard[];
}

export interface SoccerSide {
  teamOrgId: number;
  roster: readonly RosterMember[];
}

export interface SoccerInput {
  seed: number;
  matchId: number;
  homeGoals: number;
  awayGoals: number;
  /** The outcome's wall time (seconds), half-time included. */
  durationWallSeconds: number;
  home: SoccerSide;
  away: SoccerSide;
}

const KEEPER = 'Keeper';
const HALF_TIME_MINUTES = 10;
const MIN_SQUAD = 7;
const MAX_ABSENT = 2;
const ABSENT_CHANCE = 0.12;
const STRAIGHT_RED_CHANCE = 0.04;
/** Yellow cards a match: 0-4 with these weights. */
const YELLOW_COUNTS = [0, 1, 2, 3, 4] as const;
const YELLOW_WEIGHTS = [24, 32, 24, 13, 7] as const;

const SCORING_WEIGHT: Readonly<Record<string, number>> = { Angrep: 6, Midtbane: 3, Forsvar: 1.2, [KEEPER]: 0.05 };
const BOOKING_WEIGHT: Readonly<Record<string, number>> = { Angrep: 2, Midtbane: 3, Forsvar: 3.5, [KEEPER]: 0.4 };
const weightOf = (table: Readonly<Record<string, number>>, member: RosterMember): number =>
  member.position === null ? 1 : (table[member.position] ?? 1);

/** The squad of one side: the roster less a few absentees (see the module comment). */
function squadOf(rng: Rng, side: SoccerSide): RosterMember[] {
  const roster = side.roster;
  const floor = Math.min(roster.length, MIN_SQUAD);
  const keepers = roster.filter((member) => member.position === KEEPER);
  const absent = new Set<number>();
  for (const member of rng.shuffle(roster)) {
    if (absent.size >= MAX_ABSENT || roster.length - absent.size <= floor) break;
    if (!rng.chance(ABSENT_CHANCE)) continue;
    // The last keeper available always plays.
    const keepersLeft = keepers.filter((keeper) => !absent.has(keeper.personId)).length;
    if (member.position === KEEPER && keepersLeft <= 1) continue;
    absent.add(member.personId);
  }
  return roster.filter((member) => !absent.has(member.personId));
}

/** A per-person finishing skill, 0.5-1.7, the same in every match of every season. */
function finishing(seed: number, personId: number): number {
  return 0.5 + createRng(seed, 'soccer-finishing', personId).next() * 1.2;
}

/** Draws `count` minutes in 1…minutes, in order. */
function minutesOf(rng: Rng, count: number, minutes: number): number[] {
  return Array.from({ length: count }, () => rng.int(1, minutes)).sort((a, b) => a - b);
}

/** The goals and cards behind a finished soccer result (pure; see the module comment). */
export function deriveSoccerEvents(input: SoccerInput): SoccerMatchEvents {
  const { seed, matchId } = input;
  const minutes = Math.max(20, Math.round(input.durationWallSeconds / 60) - HALF_TIME_MINUTES);
  const sides: Record<Side, SoccerSide> = { H: input.home, B: input.away };
  const squadRng = createRng(seed, 'soccer', matchId, 'squad');
  const squads: Record<Side, RosterMember[]> = { H: squadOf(squadRng, sides.H), B: squadOf(squadRng, sides.B) };

  // Cards first, so a player sent off neither scores nor is booked again afterwards.
  const cardRng = createRng(seed, 'soccer', matchId, 'cards');
  const sentOffAt = new Map<number, number>();
  const yellows = new Map<number, number>();
  const cards: SoccerCard[] = [];
  const onPitch = (side: Side, minute: number) =>
    squads[side].filter((member) => (sentOffAt.get(member.personId) ?? Number.POSITIVE_INFINITY) > minute);
  const yellowCount = cardRng.weighted(YELLOW_COUNTS, YELLOW_WEIGHTS);
  const bookings = minutesOf(cardRng, yellowCount, minutes).map((minute) => ({ minute, straight: false }));
  if (cardRng.chance(STRAIGHT_RED_CHANCE)) bookings.push({ minute: cardRng.int(1, minutes), straight: true });
  bookings.sort((a, b) => a.minute - b.minute);
  for (const { minute, straight } of bookings) {
    const team: Side = cardRng.chance(0.5) ? 'H' : 'B';
    const candidates = onPitch(team, minute);
    if (candidates.length === 0) continue;
    const member = cardRng.weighted(candidates, candidates.map((candidate) => weightOf(BOOKING_WEIGHT, candidate)));
    const personId = member.personId;
    if (straight) {
      cards.push({ minute, team, personId, card: 'red', reason: 'straight' });
      sentOffAt.set(personId, minute);
      continue;
    }
    const booked = (yellows.get(personId) ?? 0) + 1;
    yellows.set(personId, booked);
    cards.push({ minute, team, personId, card: 'yellow', reason: null });
    if (booked === 2) {
      cards.push({ minute, team, personId, card: 'red', reason: 'secondYellow' });
      sentOffAt.set(personId, minute);
    }
  }

  const goalRng = createRng(seed, 'soccer', matchId, 'goals');
  const timeline: { minute: number; team: Side }[] = [];
  for (const [team, count] of [['H', input.homeGoals], ['B', input.awayGoals]] as const) {
    for (const minute of minutesOf(goalRng, count, minutes)) timeline.push({ minute, team });
  }
  timeline.sort((a, b) => a.minute - b.minute || (a.team === b.team ? 0 : a.team === 'H' ? -1 : 1));
  const score: Score = { h: 0, a: 0 };
  const goals = timeline.map(({ minute, team }): SoccerGoal => {
    let candidates = onPitch(team, minute);
    if (candidates.length === 0) candidates = squads[team];
    if (candidates.length === 0) throw new Error(`soccer match ${matchId}: side ${team} scored with nobody in its squad`);
    const weights = candidates.map((candidate) => weightOf(SCORING_WEIGHT, candidate) * finishing(seed, candidate.personId));
    const scorer = goalRng.weighted(candidates, weights);
    if (team === 'H') score.h += 1;
    else score.a += 1;
    return { minute, team, scorerId: scorer.personId, score: { ...score } };
  });

  const squad = (side: Side): SoccerSquad => ({
    teamOrgId: sides[side].teamOrgId,
    playerIds: squads[side].map((member) => member.personId),
  });
  return { matchId, minutes, squads: { H: squad('H'), B: squad('B') }, goals, cards };
}

/**
 * The derived events of a soccer match finished at `at` (default: the league's now); null for an unknown
 * match, another sport, or a match not finished then (scheduled, in progress, postponed, cancelled).
 */
export function soccerMatchEvents(league: DemoLeague, matchId: number, at: Date = league.now()): SoccerMatchEvents | null {
  const fixture = league.fixture(matchId);
  if (!fixture || fixture.sportId !== SPORT.soccer) return null;
  if (league.match(matchId, at)?.statusTypeId !== MATCH_STATUS.finished) return null;
  const outcome = league.outcome(matchId);
  if (!outcome) return null;
  return deriveSoccerEvents({
    seed: league.seed,
    matchId,
    homeGoals: outcome.result.homeGoals,
    awayGoals: outcome.result.awayGoals,
    durationWallSeconds: outcome.durationWallSeconds,
    home: { teamOrgId: fixture.homeTeamId, roster: league.roster(fixture.homeTeamId) },
    away: { teamOrgId: fixture.awayTeamId, roster: league.roster(fixture.awayTeamId) },
  });
}
