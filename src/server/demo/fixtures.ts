/**
 * Round-robin schedules (DESIGN §4). Rounds are spread over the tournament's window; in the current season
 * the round nearest today is played today, and leagues with a slate get today's matches at times relative
 * to the anchor: one finished earlier today (when the clock allows), one in progress, more later today.
 */
import { SPORT, type Broadcast, type BroadcastProvider, type LiveClientType } from '../../shared/contract';
import type { Slate } from './leagues';
import type { DemoFixture, DemoTeam, DemoTournament } from './model';
import { at, createRng, type Rng } from './random';
import { addMinutesToHhmm, dayNumber, instantOf, isoFromDay, minutesToHhmm, weekday } from './time';

/** DESIGN §4: a match takes about two and a half hours on the schedule (end = start + 2:30). */
export const SCHEDULED_MINUTES = 150;

export interface ScheduleInput {
  seed: number;
  timeZone: string;
  tournament: DemoTournament;
  teams: readonly DemoTeam[];
  slate: Slate;
  /** Today in the league zone and minutes after midnight of the anchor instant. */
  today: string;
  nowMinutes: number;
}

type Pairing = { home: DemoTeam; away: DemoTeam };

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
}

const SLATE_PROVIDERS: Readonly<Record<string, BroadcastProvider[]>> = {
  finished: ['tv2'],
  live: ['play', 'mygame'],
  later: ['direktesport'],
};

const floorTo = (minutes: number, step: number) => Math.floor(minutes / step) * step;
const ceilTo = (minutes: number, step: number) => Math.ceil(minutes / step) * step;

/**
 * Today's times for a slate league, as minutes after midnight, each with its role. A role is dropped
 * when the time of day does not allow it (no finished match before 03:15, nothing later after 22:45).
 */
function slateTimes(slate: Exclude<Slate, null>, nowMinutes: number): { minutes: number; role: 'finished' | 'live' | 'later' }[] {
  const times: { minutes: number; role: 'finished' | 'live' | 'later' }[] = [];
  // Finished: kicked off 3 h 15 min ago or earlier, longer than any simulated match lasts.
  const finished = floorTo(nowMinutes - 195, 15);
  if (slate === 'full' && finished >= 0) times.push({ minutes: finished, role: 'finished' });
  // In progress: kicked off up to 45 minutes ago, shorter than any simulated match.
  times.push({ minutes: Math.max(0, floorTo(nowMinutes - 40, 5)), role: 'live' });
  const later = ceilTo(nowMinutes + 60, 15);
  if (later <= 23 * 60 + 45) times.push({ minutes: later, role: 'later' });
  if (slate === 'full' && later + 90 <= 23 * 60 + 45) times.push({ minutes: later + 90, role: 'later' });
  return times;
}

/** The tournament's fixtures, sorted by kick-off, with match ids `tournamentId * 1000 + n`. */
export function scheduleTournament(input: ScheduleInput): DemoFixture[] {
  const { tournament, teams, today, seed } = input;
  const rng = createRng(seed, 'schedule', tournament.tournament.tournamentId);
  if (teams.length < 2) return [];
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

  const planned: Planned[] = [];
  rounds.forEach((pairs, round) => {
    const slate = round === todayRound && input.slate ? slateTimes(input.slate, input.nowMinutes) : [];
    pairs.forEach((pairing, index) => {
      const slot = slate[index];
      let date: string;
      let startTime: number;
      let liveClientType = liveClientTypeFor(rng, tournament);
      let providers = broadcastsFor(rng, tournament);
      if (slot) {
        date = today;
        startTime = minutesToHhmm(slot.minutes);
        const liveSport = tournament.tournament.sportId !== SPORT.soccer;
        if (liveSport && (slot.role === 'live' || liveClientType === null || liveClientType === 'None')) {
          liveClientType = input.slate === 'full' && slot.role === 'live' ? 'Advanced' : rng.pick(['Advanced', 'Standard', 'Simple'] as const);
        }
        // Every provider appears among today's matches of a full slate (DESIGN §4).
        if (input.slate === 'full') providers = SLATE_PROVIDERS[slot.role] ?? [];
      } else {
        // Spread a round over its day and the two after; the slate's round keeps the rest off today.
        const offset = round === todayRound && input.slate ? rng.int(1, 2) : rng.pick([0, 0, 1, 2]);
        date = isoFromDay(roundDay(round) + offset);
        startTime = pickTime(rng, tournament, date);
      }
      planned.push({ pairing, date, startTime, liveClientType, providers, fixedStatus: null, slate: slot !== undefined });
    });
  });

  // Records with a status the client handles or drops (SPEC §5): postponed/canceled, and 6/9 outside 1-5.
  const extra = createRng(seed, 'status', tournament.tournament.tournamentId);
  const ordinary = planned.filter((entry) => !entry.slate);
  if (tournament.current && ordinary.length > 4) {
    if (extra.chance(0.5)) at(ordinary, extra.int(0, ordinary.length - 1)).fixedStatus = extra.pick([4, 5]);
    const source = at(ordinary, extra.int(0, ordinary.length - 1));
    planned.push({ ...source, fixedStatus: 6, startTime: addMinutesToHhmm(source.startTime, 30) });
    if (input.slate) {
      const another = at(ordinary, extra.int(0, ordinary.length - 1));
      planned.push({ ...another, fixedStatus: 9, liveClientType: null, providers: [] });
    }
  } else if (extra.chance(0.2) && ordinary.length > 0) {
    planned.push({ ...at(ordinary, extra.int(0, ordinary.length - 1)), fixedStatus: 6 });
  }

  const withInstant = planned.map((entry) => ({ ...entry, kickoffMs: instantOf(entry.date, entry.startTime, input.timeZone) }));
  withInstant.sort((a, b) => a.kickoffMs - b.kickoffMs || a.pairing.home.teamId - b.pairing.home.teamId || (a.fixedStatus ?? 0) - (b.fixedStatus ?? 0));
  const names = createRng(seed, 'names', tournament.tournament.tournamentId);
  const overrideShare = tournament.phase === 'preseason' ? 0.5 : 0.04;
  return withInstant.map((entry, index): DemoFixture => {
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
    };
  });
}
