/**
 * The demo league's world (DESIGN §4), as later issues read it to project match details, standings,
 * statistics, people and live play. Everything here is generated from one seed, one zone and one date
 * (today in that zone), so two leagues built on the same day are deep-equal whatever the hour.
 *
 * Ids: organisations (federations 10/20/30/354, clubs, teams) share one id space; a team is an
 * organisation (`teamId === orgId`). Tournament ids are four digits and a match id is
 * `tournamentId * 1000 + n`, so a match id names its tournament without a lookup.
 */
import type {
  Broadcast,
  HockeyGoalTypeId,
  LiveClientType,
  Match,
  MatchResult,
  Season,
  SportId,
  TeamMember,
  Tournament,
  Transfer,
} from '../../shared/contract';
import type { ByteBudgetCacheStats } from './byteBudgetCache';

/** H home, B away: the sides as incidents and goals name them (SPEC §3). */
export type Side = 'H' | 'B';

/** The score pair after an event. */
export interface Score {
  h: number;
  a: number;
}

export type OrganisationKind = 'federation' | 'club' | 'team' | 'owner';

/** Any organisation of the world: a federation, a club, a team, or another season owner. */
export interface DemoOrganisation {
  orgId: number;
  kind: OrganisationKind;
  name: string;
  /** Base64 text of a small PNG (no data-URL prefix), or "" so the initial shows (SPEC §3). Built lazily. */
  hasLogo: boolean;
  /** Two colours, `#rrggbb`, for the logo and the live view. */
  colours: readonly [string, string];
}

/** A season of one organisation; `season` is the wire record (SPEC §3). */
export interface DemoSeason {
  season: Season;
  /** The organisation that asked for it (`ta/Seasons/?orgId=`); differs from `orgIdOwner` for the foreign record. */
  listedUnderOrgId: number;
  /** Calendar year of `seasonDateFrom`, which `ta/Seasons/?year=` matches. */
  year: number;
  /** false for the records the client must filter out (SPEC §5): not started yet, or owned by another organisation. */
  regular: boolean;
  /** yyyy-MM-dd, the last day the season's fixtures may use. */
  lastDay: string;
}

/** When in the season a league plays (DESIGN §4). */
export type LeaguePhase = 'preseason' | 'regular' | 'playoff';

/** A tournament of one season; `tournament` is the wire record (SPEC §3). */
export interface DemoTournament {
  tournament: Tournament;
  /** The organisation running it (10, 20, 30 or 354). */
  orgId: number;
  /** Stable across seasons: the same league in another year has the same key and the same teams. */
  leagueKey: string;
  phase: LeaguePhase;
  /** 1 top flight … 6 lowest: sets crowds, live coverage and broadcasts. */
  level: number;
  gender: 'men' | 'women';
  /** Play-offs go to sudden-death overtime with no shootout (hockey). */
  playoff: boolean;
  /** The window (yyyy-MM-dd) its rounds are spread over; rounds may spill a few days past it. */
  firstDay: string;
  lastDay: string;
  /** True for the season that holds "today" (DESIGN §4: the today-relative schedule applies to it). */
  current: boolean;
}

/** A team: an organisation that plays in tournaments, belonging to a club. */
export interface DemoTeam {
  teamId: number;
  /** Same as teamId. */
  orgId: number;
  /** The name shown in tables (SPEC §3 `team`, match `hometeam`). */
  name: string;
  /** The team organisation's full name (match `hometeamOrgName`). */
  orgName: string;
  /** Occasionally shown instead of `name` (match `hometeamOverriddenName`). */
  nickname: string | null;
  clubOrgId: number;
  sportId: SportId;
  venue: string;
  gender: 'men' | 'women';
  /** Relative strength, 0.8-1.2: drives simulated results. */
  strength: number;
}

/**
 * One person on a roster. The `TeamMember` fields are exactly the wire record (SPEC §3); the rest is
 * what match projections need (line, captaincy).
 */
export interface RosterMember extends TeamMember {
  /** The team the person plays for (`owningOrgId` is the same team). */
  teamOrgId: number;
  number: number;
  /** Hockey: line 1-4 for skaters, null for goalies; other sports null. */
  line: number | null;
  captain: boolean;
  alternateCaptain: boolean;
}

/** A coach or staff member of a team (live match data carries them). */
export interface DemoCoach {
  personId: number;
  teamOrgId: number;
  firstName: string;
  lastName: string;
  role: 'Hovedtrener' | 'Assistenttrener';
}

/** A move within the last year (SPEC §3 Transfer): the person is on the new team's roster. */
export interface DemoTransfer extends Transfer {
  personId: number;
  sportId: SportId;
  /** The federation that registered it (`activity/Transfers/?sfOrgId=`). */
  federationOrgId: number;
  /** null when the player came from a club outside the demo world (abroad). */
  fromTeamOrgId: number | null;
  toTeamOrgId: number;
}

/**
 * The fixed part of a match, decided when the tournament's schedule is made. The wire `Match` is
 * projected from it at a given instant (status and result follow the clock; see `DemoLeague.match`).
 */
export interface DemoFixture {
  matchId: number;
  tournamentId: number;
  seasonId: number;
  sportId: SportId;
  homeTeamId: number;
  awayTeamId: number;
  /** yyyy-MM-dd in the league zone. */
  localDate: string;
  /** hhmm in the league zone (930 is 09:30). */
  startTime: number;
  /** Start plus 2 h 30 min, wrapped past midnight (DESIGN §4). */
  endTime: number;
  /** Epoch milliseconds of the face-off. */
  kickoffMs: number;
  venue: string;
  liveClientType: LiveClientType | null;
  /**
   * A status fixed by the schedule: 4 postponed, 5 canceled, or a value outside 1-5 (6, 9) that the client
   * must drop (SPEC §5). null: scheduled/in progress/finished follow the clock.
   */
  fixedStatus: number | null;
  hometeamOverriddenName: string | null;
  awayteamOverriddenName: string | null;
  broadcastUrls: Broadcast['broadcastUrls'] | null;
  /**
   * A hockey match the day's slate wants decided after regulation (DESIGN §4 decided here: every day one
   * top-league hockey match goes to overtime and one to a shootout); null: however the simulation falls.
   */
  decidedIn: ForcedDecision | null;
  /** The key of its simulation's random stream: the match id, or for today's filler matches a key of their own. */
  simulationKey: string | number;
}

/** How a match the slate forces is decided (hockey: a tie after regulation, then overtime or a shootout). */
export type ForcedDecision = 'overtime' | 'shootout';

/** Time stamps of a simulated event (match time, plus real time for cutting at an instant). */
export interface SimTime {
  /** 0-based position in the event list. */
  seq: number;
  /** Hockey/basketball period (overtime and extra periods continue the count); volleyball set. */
  period: number;
  /** Game-clock seconds elapsed in the period (volleyball: real seconds since the set began). */
  periodSecond: number;
  /** Game-clock seconds since the start, summed over earlier periods. */
  matchSecond: number;
  /** Real seconds after the face-off, with stoppages and intermissions: what `cutSimulation` compares. */
  wallSecond: number;
}

/** Period markers, common to all three sports. */
export type PeriodMarker = { type: 'periodStart' } | { type: 'periodEnd' };

// SPEC §3 goal type ids: one mapping, in the contract (the client reads the federation's codes with it).
export { HOCKEY_GOAL_TYPE, type HockeyGoalTypeId } from '../../shared/contract';

/** One event of a simulated ice hockey match (SPEC §3 sport 152). */
export type HockeyEvent = SimTime &
  (
    | PeriodMarker
    | { type: 'faceoff'; winner: Side; homePlayerId: number; awayPlayerId: number }
    /** A saved shot on goal (SPEC §5: shots per team = recorded shots plus goals). */
    | { type: 'shot'; team: Side; shooterId: number; goalieId: number }
    | {
        type: 'goal';
        team: Side;
        scorerId: number;
        /** 0-2 person ids: first, then second assist. */
        assistIds: number[];
        goalTypeId: HockeyGoalTypeId;
        goalieId: number;
        /** Skaters on ice for each side when it was scored (for +/- and `onIce…ShirtNo`). */
        homeOnIce: number[];
        awayOnIce: number[];
        score: Score;
      }
    | {
        type: 'penalty';
        team: Side;
        personId: number;
        infraction: string;
        minutes: number;
        /** "Hooking - 2 min" (SPEC §3: minutes are parsed from it). */
        severityType: string;
        /** Whether the team plays a skater short while it runs (not for a 10-minute misconduct). */
        reducesStrength: boolean;
        /** Game second it ends: early for a minor when the other team scores on the power play. */
        endMatchSecond: number;
      }
    | { type: 'goalieChange'; team: Side; inId: number; outId: number }
    /**
     * Who is on ice for a side from now on changed: a line change, a penalty starting or ending, a period
     * starting. `onIce` is exactly the skaters the simulation credits time to (and puts on a goal's
     * `homeOnIce`/`awayOnIce`); `forwardLine` and `defencePair` (1-4) are the unit whose turn it is.
     */
    | { type: 'shift'; team: Side; onIce: number[]; forwardLine: number; defencePair: number }
    | { type: 'timeout'; team: Side }
    | { type: 'shootoutAttempt'; team: Side; shooterId: number; goalieId: number; scored: boolean; round: number }
  );

/** SPEC §3 sport 199 shot sub-type ids. */
export const BASKETBALL_SHOT = {
  onePointMade: 200444,
  onePointMiss: 200445,
  twoPointMade: 200443,
  twoPointMiss: 200581,
  threePointMade: 200442,
  threePointMiss: 200580,
} as const;
export type BasketballShotId = (typeof BASKETBALL_SHOT)[keyof typeof BASKETBALL_SHOT];
/** SPEC §3 sport 199 incident type ids. */
export const BASKETBALL_INCIDENT = { offensiveRebound: 407, defensiveRebound: 408, turnover: 410 } as const;
/** SPEC §3 sport 199 foul ids used by the simulation. */
export const BASKETBALL_FOUL = {
  foul: 200437,
  personal: 200447,
  defensive: 200448,
  offensive: 200449,
  unsportsmanlike: 200450,
  technical: 200451,
  technicalBench: 200454,
} as const;

/** One event of a simulated basketball match (SPEC §3 sport 199). `personId` null: a team-level incident. */
export type BasketballEvent = SimTime &
  (
    | PeriodMarker
    | {
        type: 'shot';
        team: Side;
        personId: number;
        subTypeId: BasketballShotId;
        /** 1, 2 or 3 for a made shot, 0 for a miss. */
        points: number;
        made: boolean;
        assistId: number | null;
        score: Score;
      }
    | { type: 'rebound'; team: Side; personId: number | null; incidentTypeId: 407 | 408 }
    | { type: 'turnover'; team: Side; personId: number | null; incidentTypeId: 410 }
    | { type: 'steal'; team: Side; personId: number }
    | { type: 'block'; team: Side; personId: number }
    | { type: 'foul'; team: Side; personId: number | null; foulTypeId: number }
    | { type: 'substitution'; team: Side; inId: number; outId: number }
    | { type: 'timeout'; team: Side }
  );

/** One event of a simulated volleyball match (SPEC §3 sport 157); period is the set. */
export type VolleyballEvent = SimTime &
  (
    | PeriodMarker
    | {
        type: 'point';
        team: Side;
        /** The scorer, or null when the point came from the other side's error. */
        personId: number | null;
        kind: 'ace' | 'attack' | 'block' | 'opponentError';
        /** Points in the current set after this rally. */
        score: Score;
      }
    | { type: 'timeout'; team: Side }
  );

/** One side's dressed players for a simulated match. */
export interface SimLineup {
  teamOrgId: number;
  /** Dressed players in roster order. */
  playerIds: number[];
  /** Hockey: the goalie who starts; others null. */
  startingGoalieId: number | null;
  /** Basketball/volleyball starters (hockey: line 1 and the starting goalie). */
  starterIds: number[];
  /** Seconds on ice / court per person, summed over the match (derived from the same shifts). */
  secondsPlayed: Record<number, number>;
}

/** Per-period (per-set) score and where it sits on the real-time line. */
export interface PeriodScore {
  period: number;
  kind: 'regular' | 'overtime' | 'shootout';
  home: number;
  away: number;
  startWallSecond: number;
  endWallSecond: number;
}

interface SimulationBase {
  matchId: number;
  kickoffMs: number;
  /** Real seconds from face-off to the final whistle. */
  durationWallSeconds: number;
  lineups: Record<Side, SimLineup>;
  periods: PeriodScore[];
  /** Derived from the events; the finished match's `matchResult` is exactly this. */
  result: MatchResult;
  winner: Side | null;
}

export interface HockeySimulation extends SimulationBase {
  sport: 'hockey';
  decidedBy: 'regulation' | 'overtime' | 'shootout';
  events: HockeyEvent[];
}

export interface BasketballSimulation extends SimulationBase {
  sport: 'basketball';
  events: BasketballEvent[];
}

export interface VolleyballSimulation extends SimulationBase {
  sport: 'volleyball';
  events: VolleyballEvent[];
}

/** A match simulated event by event (hockey, basketball, volleyball). */
export type Simulation = HockeySimulation | BasketballSimulation | VolleyballSimulation;

/** What every match ends with, whichever the sport (other sports are decided at result level). */
export interface DemoOutcome {
  result: MatchResult;
  durationWallSeconds: number;
  /**
   * The few facts of the events that standings count besides the result (issue 14: kept with the outcome,
   * so a table needs no simulation once its matches are known, and simulations can be evicted):
   * how a hockey match was decided ('regulation' for every other sport), penalty minutes per side (hockey,
   * else 0) and rally points per side over all sets (volleyball, else 0).
   */
  decidedBy: 'regulation' | 'overtime' | 'shootout';
  penaltyMinutes: Readonly<Record<Side, number>>;
  rallyPoints: Readonly<Record<Side, number>>;
}

/** A simulation as far as it has been played at some instant (the live view and simulator). */
export interface SimulationCut<S extends Simulation = Simulation> {
  simulation: S;
  /** Seconds since face-off at the cut (negative: not started). */
  atWallSecond: number;
  /** The events with `wallSecond` at or before the cut. */
  events: S['events'];
  started: boolean;
  finished: boolean;
  /** Score so far (volleyball: sets won so far). */
  score: Score;
  /** The period under way, or the last one played. null before the start. */
  period: number | null;
}

/** The whole demo world and its lazy simulations (DESIGN §4). */
export interface DemoLeague {
  readonly seed: number;
  readonly timeZone: string;
  /** `now()` at construction (ISO instant); only its date in the zone (`today`) shapes the data. */
  readonly anchor: string;
  /** "Today" in the league zone at construction, yyyy-MM-dd: with the seed and zone, all the data depends on. */
  readonly today: string;
  /** The server's clock, as given. */
  now(): Date;

  readonly organisations: readonly DemoOrganisation[];
  organisation(orgId: number): DemoOrganisation | undefined;
  /** Base64 PNG of the organisation's logo, or "" (SPEC §3). Memoized. */
  logo(orgId: number): string;

  /** Every season record, bad ones included. */
  readonly seasons: readonly DemoSeason[];
  /** `ta/Seasons/?orgId=&year=`: the records listed under that organisation whose seasonDateFrom year is `year`. */
  seasonsFor(orgId: number, year: number): Season[];
  /** The season of `orgId` that holds today (latest regular season already started). */
  currentSeason(orgId: number): DemoSeason | undefined;

  readonly tournaments: readonly DemoTournament[];
  tournament(tournamentId: number): DemoTournament | undefined;
  tournamentsInSeason(seasonId: number): DemoTournament[];
  teams(tournamentId: number): readonly DemoTeam[];
  team(teamId: number): DemoTeam | undefined;

  /** The tournament's fixtures in date order (lazy, memoized). */
  fixtures(tournamentId: number): readonly DemoFixture[];
  fixture(matchId: number): DemoFixture | undefined;
  /** Wire matches of a tournament as of `at` (default: now): status and result follow the clock. */
  matches(tournamentId: number, at?: Date): Match[];
  match(matchId: number, at?: Date): Match | undefined;
  /** Wire matches of every published tournament of those sports dated `localDate` (yyyy-MM-dd). */
  matchesOn(sportIds: readonly number[], localDate: string, at?: Date): Match[];

  /** The full event list of a hockey, basketball or volleyball match; null for other sports or unknown ids. */
  simulation(matchId: number): Simulation | null;
  /** The result and length of any match (from its simulation where there is one). Memoized. */
  outcome(matchId: number): DemoOutcome | undefined;
  /**
   * Issue 14, no blocking: what `fixtures(tournamentId)` computes, as a generator that yields after each
   * small unit of work (a plan, one slate candidate's simulation), for src/server/slices.ts to run in
   * slices. Afterwards `fixtures` only reads. Nothing to do when the fixtures are known.
   */
  prepareFixtures(tournamentId: number): Generator<void>;
  /** `prepareFixtures`, then the outcome of each match that has kicked off, one per unit. */
  prepareOutcomes(tournamentId: number): Generator<void>;
  /** What the bounded caches hold (issue 14): the simulations by estimated bytes, and the memoized outcomes. */
  cacheStats(): { simulations: ByteBudgetCacheStats; outcomes: number };

  /** Roster of a team (empty for an unknown team). */
  roster(teamOrgId: number): readonly RosterMember[];
  /** All rosters, by team org id. */
  readonly rosters: ReadonlyMap<number, readonly RosterMember[]>;
  coaches(teamOrgId: number): readonly DemoCoach[];
  person(personId: number): RosterMember | undefined;
  /** Transfers within the year before the anchor, newest first. */
  readonly transfers: readonly DemoTransfer[];

  /** Broadcast records of matches that have links (SPEC §3), filtered as the targets ask. */
  broadcasts(filter: { sportId?: number; tournamentId?: number; matchId?: number }): Broadcast[];
}
