/**
 * A person's game logs (SPEC §3 Skater game, Goalie game, Basketball season stats; §7 icehockey/Player,
 * icehockey/Goalie, basketball/tournament/players|teams). Every figure is the match page's own, from the same
 * per-match box score (`hockeyBox`, `basketballPlayers`), so a profile agrees with every match it lists.
 *
 * decided here:
 * - A hockey row is one FINISHED match (at the league's now) of one of the person's tournaments
 *   (`personTournaments`), newest first (kick-off, then match id). `?numberMatches=5`: the last five over all
 *   of them; `?tournamentId=`: every such match of that tournament ([] for a tournament the person's team is
 *   not in; 404 for an unknown tournament or person).
 * - Skater rows: every match the person dressed for, as icehockey/Match/Players lists them, goalies included
 *   (a goalie's skater rows are his Match/Players rows: time on ice = time in net, no faceoffs).
 * - Goalie rows: every match the person was in net for (as icehockey/Match/GoalieLeaders lists them). Only
 *   roster goalies (GK1/GK2) are ever put in net, so a skater's goalie rows are [] without simulating.
 * - `goalsAgainst` (skater): goals his team conceded while he was on the ice (skaters on ice, or in net),
 *   power-play goals against included. `gwg`: see `hockeyBox` (none for a shootout win).
 * - Goalie decision: the goalie of the team with the most time in net (the starter on equal time) gets the
 *   win or the loss; the others none. A match here always has a winner, so `ties` is 0. `so`: in net for
 *   the whole match (the team's only goalie) with no goal against (shootout goals do not count).
 * - Basketball rows sum the person's basketball/match/Players rows over the tournament's finished matches;
 *   `matches` counts those with time on court, and a person (team) is listed only with one such match.
 *   Team rows sum their players' rows (totalSeconds is then player-seconds), with the team in orgName and
 *   personId 0, names ''.
 */
import {
  MATCH_STATUS,
  SPORT,
  type BasketballPlayer,
  type BasketballSeasonStats,
  type GoalieGame,
  type SkaterGame,
} from '../../../shared/contract';
import { NotFoundError } from '../../dataSource';
import type { DemoFixture, DemoLeague, DemoTeam, DemoTournament, RosterMember } from '../model';
import { wireDate } from '../time';
import { basketballPlayers } from './basketball';
import { goalieOutcome, hockeyBox, type HockeyBox } from './hockey';
import { personOrThrow, personTournaments } from './people';

/** Which rows: the last `count` over all the person's tournaments, or every one of one tournament. */
export type GameScope = { last: number } | { tournamentId: number };

const isGoalie = (person: RosterMember): boolean => person.position === 'GK1' || person.position === 'GK2';

interface Candidate {
  fixture: DemoFixture;
  entry: DemoTournament;
  team: DemoTeam;
}

/** The person's team's matches in scope that have kicked off, newest first (finished or not: the caller checks). */
function candidates(league: DemoLeague, person: RosterMember, scope: GameScope): Candidate[] {
  let tournaments = personTournaments(league, person);
  if ('tournamentId' in scope) {
    if (!league.tournament(scope.tournamentId)) throw new NotFoundError(`no tournament ${scope.tournamentId}`);
    tournaments = tournaments.filter(({ entry }) => entry.tournament.tournamentId === scope.tournamentId);
  }
  const nowMs = league.now().getTime();
  const found: Candidate[] = [];
  for (const { entry, team } of tournaments) {
    if (entry.tournament.sportId !== SPORT.iceHockey) continue;
    for (const fixture of league.fixtures(entry.tournament.tournamentId)) {
      if (fixture.kickoffMs > nowMs || fixture.fixedStatus !== null) continue;
      if (fixture.homeTeamId === team.teamId || fixture.awayTeamId === team.teamId) found.push({ fixture, entry, team });
    }
  }
  return found.sort((a, b) => b.fixture.kickoffMs - a.fixture.kickoffMs || b.fixture.matchId - a.fixture.matchId);
}

/** Rows of the finished matches in scope, newest first, as `row` makes them (null: not one of his). */
function gameRows<R>(
  league: DemoLeague,
  person: RosterMember,
  scope: GameScope,
  row: (box: HockeyBox, candidate: Candidate) => R | null,
): R[] {
  const limit = 'last' in scope ? scope.last : Number.POSITIVE_INFINITY;
  const rows: R[] = [];
  for (const candidate of candidates(league, person, scope)) {
    if (rows.length >= limit) break;
    const box = hockeyBox(league, candidate.fixture.matchId);
    if (!box || !box.cut.finished) continue;
    const made = row(box, candidate);
    if (made !== null) rows.push(made);
  }
  return rows;
}

function matchNames(league: DemoLeague, { fixture, entry }: Candidate) {
  return {
    homeTeamName: league.team(fixture.homeTeamId)?.name ?? '',
    awayTeamName: league.team(fixture.awayTeamId)?.name ?? '',
    tournamentName: entry.tournament.tournamentName,
  };
}

/** icehockey/Player/{personId}: the person's skater lines (see the module comment). */
export function skaterGames(league: DemoLeague, personId: number, scope: GameScope): SkaterGame[] {
  const person = personOrThrow(league, personId);
  return gameRows(league, person, scope, (box, candidate): SkaterGame | null => {
    const line = box.players.find((player) => player.personId === personId);
    if (!line) return null;
    const extras = box.extras(personId);
    const seconds = line.playerTimeSeconds;
    return {
      matchDate: wireDate(candidate.fixture.localDate),
      ...matchNames(league, candidate),
      goalsScored: line.goalsScored,
      goalsAgainst: extras.goalsAgainst,
      assists: line.assists,
      pts: line.pts,
      points: line.points,
      pim: line.pim,
      powerPlayGoals: extras.powerPlayGoals,
      powerPlayGoalAssists: extras.powerPlayGoalAssists,
      shortHandGoals: extras.shortHandGoals,
      shortHandGoalAssists: extras.shortHandGoalAssists,
      gwg: extras.gwg,
      shots: line.shots,
      shotsPct: line.shots === 0 ? 0 : Math.floor((100 * line.goalsScored) / line.shots),
      faceOffs: extras.faceOffs,
      faceoffsWinPct: line.faceoffs_WinPct,
      gamePlayed: 1,
      minutesPlayed: seconds === null ? null : Math.floor(seconds / 60),
      secondsPlayed: seconds === null ? null : seconds % 60,
      tournamentId: candidate.entry.tournament.tournamentId,
      teamName: candidate.team.name,
      matchId: candidate.fixture.matchId,
    };
  });
}

/** icehockey/Goalie/{personId}: the person's lines in net (see the module comment). */
export function goalieGames(league: DemoLeague, personId: number, scope: GameScope): GoalieGame[] {
  const person = personOrThrow(league, personId);
  if (!isGoalie(person)) {
    // Still validates the tournament id, as the skater form does.
    if ('tournamentId' in scope && !league.tournament(scope.tournamentId)) throw new NotFoundError(`no tournament ${scope.tournamentId}`);
    return [];
  }
  return gameRows(league, person, scope, (box, candidate): GoalieGame | null => {
    const line = box.goalies.find((goalie) => goalie.personId === personId);
    if (!line) return null;
    const outcome = goalieOutcome(box, line);
    const ga = outcome.goalsAgainst;
    const seconds = outcome.seconds;
    return {
      matchdate: wireDate(candidate.fixture.localDate),
      minutesPlayed: line.minutesPlayed,
      secondsPlayed: line.secondsPlayed,
      wins: outcome.win ? 1 : 0,
      ties: 0,
      losses: outcome.loss ? 1 : 0,
      so: outcome.shutout ? 1 : 0,
      ga,
      gaa: seconds === 0 ? null : Math.round((ga * 3600 * 100) / seconds) / 100,
      sv: line.sv,
      sV_Pct: line.svPct,
      gamePlayed: 1,
      matchId: candidate.fixture.matchId,
      tournamentId: candidate.entry.tournament.tournamentId,
      ...matchNames(league, candidate),
      teamName: candidate.team.name,
    };
  });
}

// ---- Basketball ------------------------------------------------------------------------------------

type Summed = Omit<BasketballSeasonStats, 'personId' | 'orgId' | 'orgName' | 'firstName' | 'lastName' | 'points'>;
const SUMMED = ['totalSeconds', 'fouls', 'p1Sum', 'p1MissSum', 'p2Sum', 'p2MissSum', 'p3Sum', 'p3MissSum', 'offRebSum', 'defRebSum', 'assists', 'toSum', 'stSum', 'blSum'] as const satisfies readonly (keyof Summed & keyof BasketballPlayer)[];

interface Total {
  personId: number;
  orgId: number;
  firstName: string;
  lastName: string;
  matches: number;
  sums: Record<(typeof SUMMED)[number], number>;
}

const emptySums = (): Total['sums'] => Object.fromEntries(SUMMED.map((key) => [key, 0])) as Total['sums'];

function add(total: Total, row: BasketballPlayer): void {
  for (const key of SUMMED) total.sums[key] += row[key];
  if (row.totalSeconds > 0) total.matches += 1;
}

function seasonRow(league: DemoLeague, total: Total): BasketballSeasonStats {
  const { sums } = total;
  return {
    personId: total.personId,
    orgId: total.orgId,
    orgName: league.team(total.orgId)?.name ?? '',
    firstName: total.firstName,
    lastName: total.lastName,
    matches: total.matches,
    points: sums.p1Sum + 2 * sums.p2Sum + 3 * sums.p3Sum,
    ...sums,
  };
}

const byPoints = (a: BasketballSeasonStats, b: BasketballSeasonStats) =>
  (b.points ?? 0) - (a.points ?? 0) || a.orgId - b.orgId || a.personId - b.personId;

/** The box-score rows of every finished match of a tournament (basketball only; others none). Unknown: 404. */
function finishedBasketballRows(league: DemoLeague, tournamentId: number): BasketballPlayer[][] {
  const entry = league.tournament(tournamentId);
  if (!entry) throw new NotFoundError(`no tournament ${tournamentId}`);
  if (entry.tournament.sportId !== SPORT.basketball) return [];
  const now = league.now();
  return league
    .fixtures(tournamentId)
    .filter((fixture) => fixture.kickoffMs <= now.getTime() && fixture.fixedStatus === null)
    .filter((fixture) => league.match(fixture.matchId, now)?.statusTypeId === MATCH_STATUS.finished)
    .map((fixture) => basketballPlayers(league, fixture.matchId).data);
}

/**
 * basketball/tournament/players/{tournamentId}: one row per player who played in the tournament's finished
 * matches, points first; with `personId` only that person's row ([] when they did not play; an unknown
 * person is a 404).
 */
export function basketballTournamentPlayers(league: DemoLeague, tournamentId: number, personId?: number): BasketballSeasonStats[] {
  if (personId !== undefined) personOrThrow(league, personId);
  const totals = new Map<number, Total>();
  for (const rows of finishedBasketballRows(league, tournamentId)) {
    for (const row of rows) {
      if (personId !== undefined && row.personId !== personId) continue;
      let total = totals.get(row.personId);
      if (!total) {
        total = { personId: row.personId, orgId: row.teamOrgId, firstName: row.firstName, lastName: row.lastName, matches: 0, sums: emptySums() };
        totals.set(row.personId, total);
      }
      add(total, row);
    }
  }
  return [...totals.values()].filter((total) => total.matches > 0).map((total) => seasonRow(league, total)).sort(byPoints);
}

/** basketball/tournament/teams/{tournamentId}: one row per team, its players' rows summed; `matches` = matches played. */
export function basketballTournamentTeams(league: DemoLeague, tournamentId: number): BasketballSeasonStats[] {
  const totals = new Map<number, Total>();
  for (const rows of finishedBasketballRows(league, tournamentId)) {
    const counted = new Set<number>();
    for (const row of rows) {
      let total = totals.get(row.teamOrgId);
      if (!total) {
        total = { personId: 0, orgId: row.teamOrgId, firstName: '', lastName: '', matches: 0, sums: emptySums() };
        totals.set(row.teamOrgId, total);
      }
      for (const key of SUMMED) total.sums[key] += row[key];
      if (!counted.has(row.teamOrgId)) {
        counted.add(row.teamOrgId);
        total.matches += 1;
      }
    }
  }
  return [...totals.values()].map((total) => seasonRow(league, total)).sort(byPoints);
}
