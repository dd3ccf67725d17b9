/**
 * `createDemoLeague` (DESIGN §4): builds the static world at once, and schedules, simulates and projects
 * lazily with memoization, so construction stays in the tens of milliseconds. The data depends on the seed,
 * the zone and today's date in it, never on the hour: a restart on the same day serves the same league.
 */
import { DateTime } from 'luxon';
import type { Broadcast, Match, Season } from '../../shared/contract';
import { MATCH_STATUS } from '../../shared/contract';
import { finalizeTournament, planTournament, slateMatchId, type SlateCandidate, type TournamentPlan } from './fixtures';
import { ORGANISATION_PLANS, type LeagueSlot } from './leagues';
import { shieldPngBase64 } from './logo';
import type { DemoFixture, DemoLeague, DemoOutcome, DemoTeam, DemoTournament, RosterMember, Simulation } from './model';
import { createRng } from './random';
import { layFillerRelay, type FillerLeague, type FixedSlateMatch } from './slate';
import { isSimulatedSport, outcomeOfSimulation, resultLevelOutcome, simulate } from './simulate';
import { addDays, instantOf, localParts, wireDate } from './time';
import { buildWorld } from './world';
import { ByteBudgetCache } from './byteBudgetCache';

export interface DemoOptions {
  seed: number;
  timeZone: string;
  /** the server's clock */
  now: () => Date;
  /** Bytes of simulations kept in memory at once (estimated, see simulationBytes). Default SIMULATION_CACHE_BYTES. */
  simulationCacheBytes?: number;
}

/**
 * Issue 14: the simulations kept at once, by their estimated heap bytes; the least recently used are
 * recomputed on demand (they are deterministic). 24 MiB holds about 400 hockey matches with every line
 * change, a whole season of the largest league, so a tournament's match pages and statistics rarely
 * simulate twice; standings need none (the outcomes carry what they count).
 */
export const SIMULATION_CACHE_BYTES = 24 * 1024 * 1024;
/**
 * Heap bytes per simulated event and per simulation (lineups, periods), measured on Node 20 with
 * `--expose-gc` (heap used before and after keeping 300 finished simulations of a sport: hockey 62 KB for
 * 313 events, basketball 27 KB for 349): the estimate that bounds the cache. Hockey events carry the
 * players on the ice, hence the larger figure; volleyball (too small to measure apart) is taken as basketball.
 */
const SIMULATION_BYTES_PER_EVENT: Record<Simulation['sport'], number> = { hockey: 185, basketball: 68, volleyball: 68 };
const SIMULATION_BASE_BYTES = 4000;

/** The estimated heap bytes of one simulation (issue 14: the cache is bounded by bytes, not entries). */
export function simulationBytes(simulation: Simulation): number {
  return SIMULATION_BASE_BYTES + simulation.events.length * SIMULATION_BYTES_PER_EVENT[simulation.sport];
}
/** Longer than any match lasts on the real-time line: past this, a match is finished without simulating. */
const LONGEST_MATCH_MS = 5 * 3600 * 1000;

/** Builds the demo league of the day `now()` falls on in the zone. Deterministic in (seed, timeZone, that date). */
export function createDemoLeague(options: DemoOptions): DemoLeague {
  const { seed, timeZone } = options;
  const anchorMs = options.now().getTime();
  const local = localParts(anchorMs, timeZone);
  const today = local.date;
  const world = buildWorld({ seed, today });

  const slots = new Map<string, LeagueSlot>();
  for (const plan of ORGANISATION_PLANS) for (const slot of plan.leagues) slots.set(slot.key, slot);
  const organisations = new Map(world.organisations.map((org) => [org.orgId, org]));
  const tournaments = new Map(world.tournaments.map((entry) => [entry.tournament.tournamentId, entry]));
  const persons = new Map<number, RosterMember>();
  for (const roster of world.rosters.values()) for (const member of roster) persons.set(member.personId, member);

  const logos = new Map<number, string>();
  const fixturesByTournament = new Map<number, DemoFixture[]>();
  const fixturesById = new Map<number, DemoFixture>();
  const outcomes = new Map<number, DemoOutcome | null>();
  const simulations = new ByteBudgetCache<number, Simulation>(options.simulationCacheBytes ?? SIMULATION_CACHE_BYTES, simulationBytes);

  const plans = new Map<number, TournamentPlan>();
  const planOf = (entry: DemoTournament): TournamentPlan => {
    const tournamentId = entry.tournament.tournamentId;
    let plan = plans.get(tournamentId);
    if (!plan) {
      plan = planTournament({
        seed,
        tournament: entry,
        teams: world.tournamentTeams.get(tournamentId) ?? [],
        slate: entry.current ? (slots.get(entry.leagueKey)?.slate ?? null) : null,
        today,
      });
      plans.set(tournamentId, plan);
    }
    return plan;
  };

  /** A slate candidate simulated as the match `matchId` would be (the kick-off does not change a simulation). */
  const candidateSimulation = (plan: TournamentPlan, candidate: SlateCandidate, matchId: number): Simulation | null => {
    const home = candidate.pairing.home;
    const away = candidate.pairing.away;
    return simulate(plan.tournament.tournament.sportId, {
      seed,
      matchId,
      kickoffMs: 0,
      home: { team: home, roster: world.rosters.get(home.teamId) ?? [] },
      away: { team: away, roster: world.rosters.get(away.teamId) ?? [] },
      playoff: plan.tournament.playoff,
      rngKey: candidate.today.simulationKey ?? matchId,
      decide: candidate.today.decidedIn,
    });
  };

  /**
   * How long a slate candidate lasts (wall seconds; null: not simulated), memoized: laying a sport's day
   * needs dozens of them, which `slateUnits` computes one per slice beforehand (issue 14), so the laying
   * itself no longer holds the event loop. A few hundred numbers a day.
   */
  const candidateSeconds = new Map<string, number | null>();
  const candidateSecondsOf = (plan: TournamentPlan, index: number, matchId: number): number | null => {
    const key = `${plan.tournament.tournament.tournamentId}:${index}:${matchId}`;
    let seconds = candidateSeconds.get(key);
    if (seconds === undefined) {
      seconds = candidateSimulation(plan, plan.candidates[index] as SlateCandidate, matchId)?.durationWallSeconds ?? null;
      candidateSeconds.set(key, seconds);
    }
    return seconds;
  };
  const slatePlansOf = (sportId: number): TournamentPlan[] =>
    world.tournaments
      .filter((entry) => entry.current && entry.tournament.sportId === sportId)
      .map(planOf)
      .filter((plan) => plan.candidates.length > 0);
  /** The fixed slate candidates of a plan in kick-off order, with their index among the plan's candidates. */
  const fixedCandidates = (plan: TournamentPlan) =>
    plan.candidates
      .map((candidate, index) => ({ candidate, index }))
      .filter(({ candidate }) => candidate.fixedTime !== null)
      .sort((a, b) => (a.candidate.fixedTime ?? 0) - (b.candidate.fixedTime ?? 0));

  /** Today's slate kick-offs (hhmm) by tournament and candidate, laid once per sport (src/server/demo/slate.ts). */
  const slateTimes = new Map<number, ReadonlyMap<number, number>>();
  const layToday = (sportId: number): void => {
    const slatePlans = slatePlansOf(sportId);
    const fixed: FixedSlateMatch[] = [];
    const fillers: FillerLeague[] = [];
    for (const plan of slatePlans) {
      const times = new Map<number, number>();
      const fixedOnes = fixedCandidates(plan);
      fixedOnes.forEach(({ candidate, index }, order) => {
        const startTime = candidate.fixedTime ?? 0;
        times.set(index, startTime);
        const seconds = isSimulatedSport(sportId) ? candidateSecondsOf(plan, index, slateMatchId(plan, order)) : null;
        if (seconds !== null) fixed.push({ kickoffMs: instantOf(today, startTime, timeZone), durationMs: seconds * 1000 });
      });
      slateTimes.set(plan.tournament.tournament.tournamentId, times);
      if (fixedOnes.length === 0 && isSimulatedSport(sportId)) {
        fillers.push({
          tournamentId: plan.tournament.tournament.tournamentId,
          candidates: plan.candidates
            .map((candidate, index) => ({ candidate: index, priority: candidate.priority, homeTeamId: candidate.pairing.home.teamId, awayTeamId: candidate.pairing.away.teamId }))
            .sort((a, b) => a.priority - b.priority),
        });
      }
    }
    if (fillers.length === 0) return;
    const planById = new Map(slatePlans.map((plan) => [plan.tournament.tournament.tournamentId, plan]));
    const relay = layFillerRelay({
      dayStartMs: instantOf(today, 0, timeZone),
      dayEndMs: instantOf(addDays(today, 1), 0, timeZone),
      fixed,
      leagues: fillers,
      // A filler's simulation does not depend on its id (it has a random stream of its own).
      durationMs: (tournamentId, candidate) => (candidateSecondsOf(planById.get(tournamentId) as TournamentPlan, candidate, 0) ?? 0) * 1000,
      hhmmOf: (instantMs) => {
        const { minutes } = localParts(instantMs, timeZone);
        return Math.floor(minutes / 60) * 100 + (minutes % 60);
      },
      instantOfHhmm: (hhmm) => instantOf(today, hhmm, timeZone),
    });
    for (const [tournamentId, times] of relay) slateTimes.set(tournamentId, times);
  };

  /**
   * What laying a sport's day computes, one unit per `yield` (issue 14): its tournaments' plans, then every
   * slate candidate's length (fillers: each candidate the relay may take). The relay itself then only reads.
   */
  function* slateUnits(sportId: number): Generator<void> {
    for (const entry of world.tournaments) {
      if (!entry.current || entry.tournament.sportId !== sportId || plans.has(entry.tournament.tournamentId)) continue;
      planOf(entry);
      yield;
    }
    if (!isSimulatedSport(sportId)) return;
    for (const plan of slatePlansOf(sportId)) {
      const fixedOnes = fixedCandidates(plan);
      const wanted = fixedOnes.length > 0 ? fixedOnes.map(({ index }, order) => [index, slateMatchId(plan, order)] as const) : plan.candidates.map((_, index) => [index, 0] as const);
      for (const [index, matchId] of wanted) {
        if (candidateSeconds.has(`${plan.tournament.tournament.tournamentId}:${index}:${matchId}`)) continue;
        candidateSecondsOf(plan, index, matchId);
        yield;
      }
    }
  }

  /** `fixtures(tournamentId)` in units (issue 14): the plan, the sport's day when it is not laid yet, then the rest. */
  function* prepareFixtures(tournamentId: number): Generator<void> {
    if (fixturesByTournament.has(tournamentId)) return;
    const entry = tournaments.get(tournamentId);
    if (!entry) return;
    const plan = planOf(entry);
    yield;
    if (plan.candidates.length > 0 && !slateTimes.has(tournamentId)) yield* slateUnits(entry.tournament.sportId);
    fixtures(tournamentId);
    yield;
  }

  /** The outcome of every match of the tournament that has kicked off, one simulation per unit (issue 14). */
  function* prepareOutcomes(tournamentId: number): Generator<void> {
    yield* prepareFixtures(tournamentId);
    const nowMs = options.now().getTime();
    for (const found of fixtures(tournamentId)) {
      if (found.fixedStatus !== null || found.kickoffMs > nowMs || outcomes.has(found.matchId)) continue;
      outcome(found.matchId);
      yield;
    }
  }

  const fixtures = (tournamentId: number): readonly DemoFixture[] => {
    const cached = fixturesByTournament.get(tournamentId);
    if (cached) return cached;
    const entry = tournaments.get(tournamentId);
    if (!entry) return [];
    const plan = planOf(entry);
    if (plan.candidates.length > 0 && !slateTimes.has(tournamentId)) layToday(entry.tournament.sportId);
    const made = finalizeTournament(plan, timeZone, slateTimes.get(tournamentId) ?? new Map<number, number>());
    fixturesByTournament.set(tournamentId, made);
    for (const fixture of made) fixturesById.set(fixture.matchId, fixture);
    return made;
  };

  const fixture = (matchId: number): DemoFixture | undefined => {
    if (!fixturesById.has(matchId)) fixtures(Math.floor(matchId / 1000));
    return fixturesById.get(matchId);
  };

  const simulation = (matchId: number): Simulation | null => {
    const cached = simulations.get(matchId);
    if (cached) return cached;
    const found = fixture(matchId);
    if (!found || found.fixedStatus !== null || !isSimulatedSport(found.sportId)) return null;
    const home = world.teams.get(found.homeTeamId);
    const away = world.teams.get(found.awayTeamId);
    if (!home || !away) return null;
    const made = simulate(found.sportId, {
      seed,
      matchId,
      kickoffMs: found.kickoffMs,
      home: { team: home, roster: world.rosters.get(home.teamId) ?? [] },
      away: { team: away, roster: world.rosters.get(away.teamId) ?? [] },
      playoff: tournaments.get(found.tournamentId)?.playoff ?? false,
      rngKey: found.simulationKey,
      decide: found.decidedIn,
    });
    if (made) simulations.set(matchId, made);
    return made;
  };

  const outcome = (matchId: number): DemoOutcome | undefined => {
    if (outcomes.has(matchId)) return outcomes.get(matchId) ?? undefined;
    const found = fixture(matchId);
    let made: DemoOutcome | null = null;
    if (found && found.fixedStatus === null) {
      const simulated = simulation(matchId);
      if (simulated) made = outcomeOfSimulation(simulated);
      else {
        const home = world.teams.get(found.homeTeamId)?.strength ?? 1;
        const away = world.teams.get(found.awayTeamId)?.strength ?? 1;
        made = resultLevelOutcome(seed, matchId, found.sportId, home / away);
      }
    }
    outcomes.set(matchId, made);
    return made ?? undefined;
  };

  /** SPEC §3 status ids from the clock: scheduled before face-off, in progress until the end, then finished. */
  const statusAt = (found: DemoFixture, atMs: number): number => {
    if (found.fixedStatus !== null) return found.fixedStatus;
    if (atMs < found.kickoffMs) return MATCH_STATUS.scheduled;
    if (atMs >= found.kickoffMs + LONGEST_MATCH_MS) return MATCH_STATUS.finished;
    const length = (outcome(found.matchId)?.durationWallSeconds ?? 0) * 1000;
    return atMs < found.kickoffMs + length ? MATCH_STATUS.inProgress : MATCH_STATUS.finished;
  };

  const project = (found: DemoFixture, at: Date): Match => {
    const entry = tournaments.get(found.tournamentId);
    const home = world.teams.get(found.homeTeamId) as DemoTeam;
    const away = world.teams.get(found.awayTeamId) as DemoTeam;
    const status = statusAt(found, at.getTime());
    const played = status === MATCH_STATUS.inProgress || status === MATCH_STATUS.finished;
    const crowd = createRng(seed, 'spectators', found.matchId);
    const level = entry?.level ?? 4;
    const spectators = played ? Math.round(crowd.int(60, 220) * Math.pow(2.1, 6 - level) / 8) : null;
    return {
      matchId: found.matchId,
      id: found.matchId,
      matchDate: wireDate(found.localDate),
      matchStartTime: found.startTime,
      matchEndTime: found.endTime,
      tournamentId: found.tournamentId,
      tournamentName: entry?.tournament.tournamentName ?? '',
      seasonId: found.seasonId,
      hometeam: home.name,
      awayteam: away.name,
      hometeamId: home.teamId,
      awayteamId: away.teamId,
      hometeamOrgName: home.orgName,
      awayteamOrgName: away.orgName,
      hometeamOverriddenName: found.hometeamOverriddenName,
      awayteamOverriddenName: found.awayteamOverriddenName,
      hometeamClubOrgId: home.clubOrgId,
      awayteamClubOrgId: away.clubOrgId,
      activityAreaName: found.venue,
      spectators,
      statusTypeId: status,
      liveClientType: found.liveClientType,
      matchResult: status === MATCH_STATUS.finished ? (outcome(found.matchId)?.result ?? null) : null,
      sportId: found.sportId,
    };
  };

  const seasonsBySeasonId = new Map(world.seasons.map((entry) => [entry.season.seasonId, entry]));
  const tournamentsOfSeason = new Map<number, DemoTournament[]>();
  for (const entry of world.tournaments) {
    const list = tournamentsOfSeason.get(entry.tournament.seasonId) ?? [];
    list.push(entry);
    tournamentsOfSeason.set(entry.tournament.seasonId, list);
  }

  const league: DemoLeague = {
    seed,
    timeZone,
    anchor: new Date(anchorMs).toISOString(),
    today,
    now: options.now,
    organisations: world.organisations,
    organisation: (orgId) => organisations.get(orgId),
    logo: (orgId) => {
      const org = organisations.get(orgId);
      if (!org || !org.hasLogo) return '';
      let text = logos.get(orgId);
      if (text === undefined) {
        text = shieldPngBase64(org.colours, orgId);
        logos.set(orgId, text);
      }
      return text;
    },
    seasons: world.seasons,
    seasonsFor: (orgId, year): Season[] =>
      world.seasons
        .filter((entry) => entry.listedUnderOrgId === orgId && entry.season.seasonDateFrom.startsWith(`${year}-`))
        .map((entry) => entry.season),
    currentSeason: (orgId) =>
      [...world.seasons]
        .reverse()
        .find((entry) => entry.regular && entry.season.orgIdOwner === orgId && entry.season.seasonDateFrom.slice(0, 10) <= today),
    tournaments: world.tournaments,
    tournament: (tournamentId) => tournaments.get(tournamentId),
    tournamentsInSeason: (seasonId) => (seasonsBySeasonId.has(seasonId) ? (tournamentsOfSeason.get(seasonId) ?? []) : []),
    teams: (tournamentId) => world.tournamentTeams.get(tournamentId) ?? [],
    team: (teamId) => world.teams.get(teamId),
    fixtures,
    fixture,
    matches: (tournamentId, at = options.now()) => fixtures(tournamentId).map((found) => project(found, at)),
    match: (matchId, at = options.now()) => {
      const found = fixture(matchId);
      return found ? project(found, at) : undefined;
    },
    matchesOn: (sportIds, localDate, at = options.now()) => {
      const wanted = new Set(sportIds);
      const found: DemoFixture[] = [];
      for (const entry of world.tournaments) {
        if (!wanted.has(entry.tournament.sportId) || !entry.tournament.areMatchesPublished) continue;
        // Only tournaments whose window can hold the date (with a margin: rounds spill over their window a little).
        if (localDate < addDays(entry.firstDay, -30) || localDate > addDays(entry.lastDay, 30)) continue;
        for (const candidate of fixtures(entry.tournament.tournamentId)) if (candidate.localDate === localDate) found.push(candidate);
      }
      found.sort((a, b) => a.kickoffMs - b.kickoffMs || a.matchId - b.matchId);
      return found.map((candidate) => project(candidate, at));
    },
    simulation,
    outcome,
    prepareFixtures,
    prepareOutcomes,
    cacheStats: () => ({ simulations: simulations.stats(), outcomes: outcomes.size }),
    roster: (teamOrgId) => world.rosters.get(teamOrgId) ?? [],
    rosters: world.rosters,
    coaches: (teamOrgId) => world.coaches.get(teamOrgId) ?? [],
    person: (personId) => persons.get(personId),
    transfers: world.transfers,
    broadcasts: (filter): Broadcast[] => {
      let candidates: readonly DemoFixture[];
      if (filter.matchId !== undefined) {
        const found = fixture(filter.matchId);
        candidates = found ? [found] : [];
      } else if (filter.tournamentId !== undefined) {
        candidates = fixtures(filter.tournamentId);
      } else {
        // The by-sport schedule: current seasons, from a week back to a month ahead.
        const from = addDays(today, -7);
        const to = addDays(today, 31);
        candidates = world.tournaments
          .filter((entry) => entry.current && entry.tournament.areMatchesPublished)
          .flatMap((entry) => fixtures(entry.tournament.tournamentId))
          .filter((found) => found.localDate >= from && found.localDate <= to);
      }
      return candidates
        .filter((found) => found.broadcastUrls !== null && (filter.sportId === undefined || found.sportId === filter.sportId))
        .filter((found) => filter.tournamentId === undefined || found.tournamentId === filter.tournamentId)
        .map((found) => ({ matchId: found.matchId, broadcastUrls: { ...found.broadcastUrls } }));
    },
  };
  return league;
}

/** The anchor's calendar year in the zone (handy for `ta/Seasons/?year=`). */
export function yearOf(league: DemoLeague): number {
  return DateTime.fromISO(league.anchor, { zone: league.timeZone }).year;
}
