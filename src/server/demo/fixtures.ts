/**
 * Round-robin schedules (DESIGN §4). Rounds are spread over the tournament's window; in the current season
 * the round nearest today is played today. Everything here is a function of (seed, zone, today's date),
 * never of the hour the league is built at, so a restart on the same day serves the same fixtures.
 *
 * Today's slate (leagues with a `Slate`), in two steps: `planTournament` decides which pairings may play
 * today, and `finalizeTournament` gives them their kick-offs once the day is laid out (src/server/demo/slate.ts):
 * - 'full': the first four pairings of today's round at fixed evening times (FULL_SLATE_TIMES), so at 18:00
 *   one has finished, one is in progress and two come later. For hockey the third is decided in overtime
 *   and the fourth in a shootout (DESIGN §4 decided here: a full-match test can count on both every day).
 * - 'live' (filler): today's round and, when the day needs them, the rounds next to it (FILLER_ROUNDS in
 *   all: the next ones, or the last ones played when the season is about to end); the day's relay takes as
 *   many as it needs to keep one live-covered match of the sport in progress around the clock. The rest are
 *   played on their ordinary days. A filler's simulation has a random stream of its own (`simulationKey`),
 *   since its id follows from its kick-off, which follows from how long the matches before it last.
 */
import { SPORT, type Broadcast, type BroadcastProvider, type LiveClientType } from '../../shared/contract';
import type { Slate } from './leagues';
import type { DemoFixture, DemoTeam, DemoTournament, ForcedDecision } from './model';
import { at, createRng, type Rng } from './random';
import { addMinutesToHhmm, dayNumber, instantOf, isoFromDay, weekday } from './time';

/** DESIGN §4: a match takes about two and a half hours on the schedule (end = start + 2:30). */
export const SCHEDULED_MINUTES = 150;

export interface PlanInput {
  seed: number;
  tournament: DemoTournament;
  teams: readonly DemoTeam[];
  /** The league's slate when it is the current season's (null otherwise). */
  slate: Slate;
  /** Today in the league zone, yyyy-MM-dd. */
  today: string;
}

export type Pairing = { home: DemoTeam; away: DemoTeam };

/** Circle method; a bye is added for an odd count. Each round, every team plays at most once. */
export function roundRobin(teams: readonly DemoTeam[], legs: 1 | 2): Pairing[][] {
  const slots: (DemoTeam | null)[] = [...teams];
  if (slots.length % 2 === 1) slots.push(null);
  const size = slots.length;
  const rounds: Pairing[][] = [];
  for (let round = 0; round < size - 1; round += 1) {
    const pairs: Pairing[] = [];
    for (let index = 0; index < size / 2; index += 1) {
      const first = slots[index] ?? null;
      const second = slots[size - 1 - index] ?? null;
      if (!first || !second) continue;
      // Alternate who is at home so no team hosts every match.
      const flip = index === 0 ? round % 2 === 1 : (round + index) % 2 === 0;
      pairs.push(flip ? { home: second, away: first } : { home: first, away: second });
    }
    rounds.push(pairs);
    // Keep slot 0 fixed, rotate the rest by one.
    const moved = slots.pop() ?? null;
    slots.splice(1, 0, moved);
  }
  if (legs === 1) return rounds;
  return [...rounds, ...rounds.map((pairs) => pairs.map(({ home, away }) => ({ home: away, away: home })))];
}

const WEEKDAY_TIMES = [1800, 1830, 1900, 1900, 1930, 1930, 2000];
const WEEKEND_TIMES = [1300, 1400, 1500, 1600, 1700, 1800, 1800];
const MORNING_TIMES = [930, 945, 1000, 1045, 1115, 1200];

function pickTime(rng: Rng, tournament: DemoTournament, date: string): number {
  const weekend = weekday(date) >= 6;
  if (tournament.level >= 5 || (weekend && rng.chance(0.25))) return rng.pick(MORNING_TIMES);
  return rng.pick(weekend ? WEEKEND_TIMES : WEEKDAY_TIMES);
}

function liveClientTypeFor(rng: Rng, tournament: DemoTournament): LiveClientType | null {
  const sport = tournament.tournament.sportId;
  if (sport !== SPORT.iceHockey && sport !== SPORT.basketball && sport !== SPORT.volleyball) return rng.chance(0.5) ? 'None' : null;
  const weights =
    tournament.level === 1 ? [70, 20, 5, 3, 2] : tournament.level === 2 ? [10, 40, 30, 12, 8] : [0, 10, 20, 40, 30];
  const choice = rng.weighted(['Advanced', 'Standard', 'Simple', 'None', null] as const, weights);
  return choice;
}

const PROVIDERS: readonly BroadcastProvider[] = ['play', 'mygame', 'direktesport', 'tv2'];

function broadcastUrl(provider: BroadcastProvider, matchId: number): string {
  return `https://${provider}.example.com/kamp/${matchId}`;
}

function broadcastsFor(rng: Rng, tournament: DemoTournament): BroadcastProvider[] {
  const share = tournament.level === 1 ? 0.35 : tournament.level === 2 ? 0.15 : 0.03;
  if (!rng.chance(share)) return [];
  const first = rng.weighted(PROVIDERS, [30, 30, 25, 15]);
  if (!rng.chance(0.15)) return [first];
  return PROVIDERS.filter((provider) => provider === first || rng.chance(0.4));
}

interface Planned {
  pairing: Pairing;
  date: string;
  startTime: number;
  liveClientType: LiveClientType | null;
  providers: BroadcastProvider[];
  fixedStatus: number | null;
  /** One of today's slate matches: never postponed or duplicated. */
  slate: boolean;
  decidedIn: ForcedDecision | null;
  /** null: the match id. */
  simulationKey: string | null;
}

/** A pairing that may play today; whether it does (and when) is the day's relay's to say. */
export interface SlateCandidate {
  pairing: Pairing;
  /** 'full' slates: the fixed kick-off (hhmm); fillers: null. */
  fixedTime: number | null;
  /** Fillers: the order the day's relay takes them in (today's round, then the next, then the ones before). */
  priority: number;
  /** The match when played today (its date and start time are set then). */
  today: Omit<Planned, 'date' | 'startTime'>;
  /** The match when the day does not need it: on its ordinary day. */
  fallback: Planned;
}

/** A tournament's schedule before today's slate has its times. */
export interface TournamentPlan {
  tournament: DemoTournament;
  seed: number;
  today: string;
  /** Every fixture in schedule order; a number stands for that candidate. */
  layout: (Planned | number)[];
  candidates: SlateCandidate[];
  /**
   * Fixtures dated before today. A full slate's league has only its fixed matches today, so the k-th of them
   * in kick-off order (0-based) has the id `tournamentId * 1000 + before + k + 1` (`slateMatchId`).
   */
  before: number;
}

/**
 * DESIGN §4, decided here: the full slate's kick-offs. At 18:00 the first has finished (still inside the
 * SPEC §9 live window), the second is in progress, two are later; at other hours the filler relay keeps a
 * match in progress.
 */
export const FULL_SLATE_TIMES = [1445, 1720, 1900, 2030] as const;
/** Broadcasts of the full slate, so every provider appears among today's matches (DESIGN §4). */
const FULL_SLATE_PROVIDERS: readonly (readonly BroadcastProvider[])[] = [['tv2'], ['play', 'mygame'], ['direktesport'], ['direktesport']];
/** The full slate's live-covered match that 18:00 finds in progress. */
const FULL_SLATE_IN_PROGRESS = 1;
/** Hockey full slate: which of its matches is decided how (index in FULL_SLATE_TIMES). */
const FULL_SLATE_DECIDED: Readonly<Record<number, ForcedDecision>> = { 2: 'overtime', 3: 'shootout' };
/** A filler league plays at most this many rounds on one day: today's and the next ones (or, at the season's end, the last ones). */
export const FILLER_ROUNDS = 4;

const LIVE_TYPES = ['Advanced', 'Standard', 'Simple'] as const;

const isLiveSport = (sportId: number) => sportId === SPORT.iceHockey || sportId === SPORT.basketball || sportId === SPORT.volleyball;

/** Plans the tournament's fixtures: every date and time but those of today's slate. Deterministic in (seed, today). */
export function planTournament(input: PlanInput): TournamentPlan {
  const { tournament, teams, today, seed } = input;
  const plan: TournamentPlan = { tournament, seed, today, layout: [], candidates: [], before: 0 };
  const rng = createRng(seed, 'schedule', tournament.tournament.tournamentId);
  if (teams.length < 2) return plan;
  const legs = tournament.phase === 'regular' ? 2 : 1;
  const rounds = roundRobin(rng.shuffle(teams), legs);
  const first = dayNumber(tournament.firstDay);
  const last = dayNumber(tournament.lastDay);
  const span = Math.max(1, last - first);
  const todayNumber = dayNumber(today);
  const holdsToday = tournament.current && todayNumber >= first && todayNumber <= last;

  // Round r is played on day roundDay(r) (and the two days after); in the current season round k is today.
  let roundDay: (round: number) => number;
  let todayRound = -1;
  if (holdsToday && rounds.length > 1) {
    const gap = Math.min(12, Math.max(3, Math.floor(span / (rounds.length - 1))));
    todayRound = Math.min(rounds.length - 1, Math.max(0, Math.round(((todayNumber - first) / span) * (rounds.length - 1))));
    roundDay = (round) => todayNumber + (round - todayRound) * gap;
  } else {
    const gap = Math.max(1, Math.floor(span / Math.max(1, rounds.length - 1)));
    roundDay = (round) => first + round * gap;
  }

  const slate = todayRound >= 0 ? input.slate : null;
  const sportId = tournament.tournament.sportId;
  const liveSport = isLiveSport(sportId);
  // A filler league's rounds that may play today, by the order the relay takes them: today's, the next
  // ones, and, when the season ends before FILLER_ROUNDS of them, the last ones played.
  const fillerRounds = new Map<number, number>();
  if (slate === 'live' && liveSport) {
    for (let round = todayRound; round < rounds.length && fillerRounds.size < FILLER_ROUNDS; round += 1) fillerRounds.set(round, fillerRounds.size);
    for (let round = todayRound - 1; round >= 0 && fillerRounds.size < FILLER_ROUNDS; round -= 1) fillerRounds.set(round, fillerRounds.size);
  }
  const ordinary: Planned[] = [];
  rounds.forEach((pairs, round) => {
    pairs.forEach((pairing, index) => {
      let liveClientType = liveClientTypeFor(rng, tournament);
      let providers = broadcastsFor(rng, tournament);
      const fixedTime = slate === 'full' && round === todayRound ? FULL_SLATE_TIMES[index] : undefined;
      if (fixedTime !== undefined) {
        // The full slate's calls on the stream are those of the schedule before issue 11, so a day's matches
        // keep their coverage and broadcasts.
        if (liveSport && (index === FULL_SLATE_IN_PROGRESS || liveClientType === null || liveClientType === 'None')) {
          liveClientType = index === FULL_SLATE_IN_PROGRESS ? 'Advanced' : rng.pick(LIVE_TYPES);
        }
        const decidedIn = sportId === SPORT.iceHockey && !tournament.playoff ? (FULL_SLATE_DECIDED[index] ?? null) : null;
        // A full-match browser test follows the decided matches with every event there is.
        if (decidedIn !== null) liveClientType = 'Advanced';
        providers = [...(FULL_SLATE_PROVIDERS[index] ?? [])];
        const today: SlateCandidate['today'] = { pairing, liveClientType, providers, fixedStatus: null, slate: true, decidedIn, simulationKey: null };
        plan.layout.push(plan.candidates.length);
        plan.candidates.push({ pairing, fixedTime, priority: index, today, fallback: { ...today, date: input.today, startTime: fixedTime } });
        return;
      }
      // Spread a round over its day and the two after; the slate's round keeps the rest off today.
      const offset = round === todayRound && slate ? rng.int(1, 2) : rng.pick([0, 0, 1, 2]);
      const date = isoFromDay(roundDay(round) + offset);
      const startTime = pickTime(rng, tournament, date);
      const entry: Planned = { pairing, date, startTime, liveClientType, providers, fixedStatus: null, slate: false, decidedIn: null, simulationKey: null };
      const fillerRank = fillerRounds.get(round);
      if (fillerRank !== undefined) {
        // Any filler may be the one in progress: all are live-covered.
        const coverage = rng.pick(LIVE_TYPES);
        const covered = liveClientType === null || liveClientType === 'None' ? coverage : liveClientType;
        const simulationKey = `slate-${tournament.tournament.tournamentId}-${plan.candidates.length}`;
        plan.layout.push(plan.candidates.length);
        plan.candidates.push({
          pairing,
          fixedTime: null,
          priority: fillerRank * 100 + index,
          today: { ...entry, liveClientType: covered, slate: true, simulationKey },
          fallback: entry,
        });
        return;
      }
      plan.layout.push(entry);
      ordinary.push(entry);
    });
  });

  // Records with a status the client handles or drops (SPEC §5): postponed/canceled, and 6/9 outside 1-5.
  const extra = createRng(seed, 'status', tournament.tournament.tournamentId);
  if (tournament.current && ordinary.length > 4) {
    if (extra.chance(0.5)) at(ordinary, extra.int(0, ordinary.length - 1)).fixedStatus = extra.pick([4, 5]);
    const source = at(ordinary, extra.int(0, ordinary.length - 1));
    plan.layout.push({ ...source, fixedStatus: 6, startTime: addMinutesToHhmm(source.startTime, 30) });
    if (input.slate) {
      const another = at(ordinary, extra.int(0, ordinary.length - 1));
      plan.layout.push({ ...another, fixedStatus: 9, liveClientType: null, providers: [] });
    }
  } else if (extra.chance(0.2) && ordinary.length > 0) {
    plan.layout.push({ ...at(ordinary, extra.int(0, ordinary.length - 1)), fixedStatus: 6 });
  }
  // Only slate matches are dated today (a round's others go to the days after it), so in a full slate's
  // league this count places them.
  plan.before = plan.layout.filter((item) => typeof item !== 'number' && item.date < today).length;
  return plan;
}

/** The id of the k-th (0-based, in kick-off order) of today's slate matches of a planned tournament. */
export function slateMatchId(plan: TournamentPlan, k: number): number {
  return plan.tournament.tournament.tournamentId * 1000 + plan.before + k + 1;
}

/**
 * The tournament's fixtures, sorted by kick-off, with match ids `tournamentId * 1000 + n`. `startTimes`:
 * today's kick-off (hhmm) of each candidate that plays today, by candidate index; the others play on their
 * ordinary day. Throws if a full slate's match has not the id `slateMatchId` promised (a generator bug).
 */
export function finalizeTournament(plan: TournamentPlan, timeZone: string, startTimes: ReadonlyMap<number, number>): DemoFixture[] {
  const { tournament, seed, today } = plan;
  const planned = plan.layout.map((item): Planned => {
    if (typeof item !== 'number') return item;
    const candidate = plan.candidates[item] as SlateCandidate;
    const startTime = startTimes.get(item);
    return startTime === undefined ? candidate.fallback : { ...candidate.today, date: today, startTime };
  });
  const withInstant = planned.map((entry) => ({ ...entry, kickoffMs: instantOf(entry.date, entry.startTime, timeZone) }));
  withInstant.sort((a, b) => a.kickoffMs - b.kickoffMs || a.pairing.home.teamId - b.pairing.home.teamId || (a.fixedStatus ?? 0) - (b.fixedStatus ?? 0));
  const names = createRng(seed, 'names', tournament.tournament.tournamentId);
  const overrideShare = tournament.phase === 'preseason' ? 0.5 : 0.04;
  const fixtures = withInstant.map((entry, index): DemoFixture => {
    const matchId = tournament.tournament.tournamentId * 1000 + index + 1;
    const override = names.chance(overrideShare);
    const urls: Broadcast['broadcastUrls'] = {};
    for (const provider of entry.providers) urls[provider] = broadcastUrl(provider, matchId);
    return {
      matchId,
      tournamentId: tournament.tournament.tournamentId,
      seasonId: tournament.tournament.seasonId,
      sportId: tournament.tournament.sportId,
      homeTeamId: entry.pairing.home.teamId,
      awayTeamId: entry.pairing.away.teamId,
      localDate: entry.date,
      startTime: entry.startTime,
      endTime: addMinutesToHhmm(entry.startTime, SCHEDULED_MINUTES),
      kickoffMs: entry.kickoffMs,
      venue: entry.pairing.home.venue,
      liveClientType: entry.liveClientType,
      fixedStatus: entry.fixedStatus,
      hometeamOverriddenName: override ? entry.pairing.home.nickname : null,
      awayteamOverriddenName: override ? entry.pairing.away.nickname : null,
      broadcastUrls: entry.providers.length > 0 ? urls : null,
      decidedIn: entry.decidedIn,
      simulationKey: entry.simulationKey ?? matchId,
    };
  });
  if (plan.candidates.some((candidate) => candidate.fixedTime !== null)) {
    fixtures
      .filter((fixture) => fixture.localDate === today)
      .forEach((fixture, k) => {
        if (fixture.matchId !== slateMatchId(plan, k)) throw new Error(`demo schedule: today's match ${fixture.matchId} was promised id ${slateMatchId(plan, k)}`);
      });
  }
  return fixtures;
}
