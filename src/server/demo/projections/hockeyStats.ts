/**
 * Ice hockey statistics of a tournament (SPEC §2 Statistics tables, §3 stats rows, §7 icehockey/TournamentPlayers,
 * tournamentGoalieLeaders, TeamStatistics, spectators): every figure is summed from the per-match box scores
 * (`hockeyBox`, the match page's own rows) and the simulated events of the tournament's FINISHED matches at
 * the league's now (wire status 3, as standings: a match in progress does not count), so a table agrees with
 * every match page and every game log.
 *
 * decided here:
 * - Skaters: one row per player (memberType Player, never GK1/GK2) who dressed for at least one counted match
 *   (`gp` = those matches). `sog` = shots including goals (the match page's `shots`), `faceoffs` = taken,
 *   `shotsPct` = floor(100 × g / sog) as the federation reports it (null with no shots; the site shows its
 *   own S% from g and sog), `faceoffsWinPct` = won / taken over all counted matches as a 0-1 fraction
 *   (null when he took none).
 *   Sorted by points, then goals (descending), then fewer games, then name.
 * - Goalies: one row per goalie who was in net (the match page's GoalieLeaders) in a counted match; `gp` =
 *   those matches, `toiSeconds` their time in net. The decision (`w`/`l`) goes to the goalie of his team with
 *   the most time in net (the starter on equal time), as the game logs do; `so` = alone in net for his team
 *   with no goal against. Sorted by wins (descending), then goals against per 60 minutes, time in net, name.
 * - Teams: one row per team of the tournament (gp 0 and zeros for a team without a counted match), sorted by
 *   name. PP/SH goals are the goal types of icehockey/Match/Goals (PP1/PP2, SH1/SH2; shootout goals are not
 *   goals of the match). A power-play opportunity (`adv` of the other team, `tsh` of the offender's team) is a
 *   penalty that takes a skater off the ice (not a 10-minute misconduct, which is served with a substitute
 *   on ice) and, once called, leaves the other team with more skaters than the offender's (SPEC §3 PP1/PP2:
 *   at most two penalties count at once). So a coincident penalty that only evens the strength (5-on-4 to
 *   4-on-4) is no opportunity, and a second penalty that turns 5-on-4 into 5-on-3 is a second one; an
 *   advantage that appears when the other team's penalty expires first is none (no penalty was called).
 *   `ppPct` = round(100 × ppgf / adv), `pkPct` = round(100 × (tsh − ppga) / tsh), 0 without opportunities
 *   (SPEC §5 season rule; a major can concede several goals, so pkPct is not clamped); `faceoffsWinPct` is a
 *   0-1 fraction of the faceoffs of its counted matches (null with none).
 * - Attendance: one row per team of the tournament over its finished HOME matches: `yesterday` = spectators
 *   at the last of them ("last match" of SPEC §2; null when it has none yet), `total` and `games`. Sorted by
 *   the average (total / games, descending), then name; teams without a home match last.
 * - Filters: `opponentId` keeps only the matches between a team and that team (applied first: the opponent's
 *   own players then have no rows); `numberMatches` N keeps each player's (goalie's in net, team's) last N of
 *   the remaining finished matches in which he played, newest by kick-off (then match id); null or 0 = all.
 *   `orgId` (team statistics) keeps only that team's row ([] for a team not in the tournament).
 * - An unknown tournament is a NotFoundError (HTTP 404); a tournament of another sport answers [].
 *
 * Performance: a finished match never changes, so its summary (lines per skater, goalie and team) is made once
 * per league and kept (bounded); each answer then re-reads which matches are finished at now and sums the
 * summaries, so the filters cost no simulation.
 */
import {
  MATCH_STATUS,
  SPORT,
  type AttendanceRow,
  type GoalieStatsRow,
  type SkaterStatsRow,
  type TeamStatsRow,
} from '../../../shared/contract';
import { NotFoundError } from '../../dataSource';
import { HOCKEY_GOAL_TYPE, type DemoFixture, type DemoLeague, type DemoTeam, type HockeyEvent, type Side } from '../model';
import { ByteBudgetCache } from '../byteBudgetCache';
import { goalieOutcome, hockeyBox } from './hockey';

/** The filters of SPEC §7's statistics targets (null: no filter). */
export interface HockeyStatsFilters {
  opponentId?: number | null;
  numberMatches?: number | null;
}

interface SkaterLine {
  personId: number;
  teamId: number;
  firstName: string;
  lastName: string;
  g: number;
  a: number;
  plusMinus: number;
  pim: number;
  ppg: number;
  ppa: number;
  shg: number;
  sha: number;
  gwg: number;
  sog: number;
  faceoffs: number;
  faceoffsWon: number;
}

interface GoalieLine {
  personId: number;
  teamId: number;
  firstName: string;
  lastName: string;
  seconds: number;
  w: number;
  l: number;
  so: number;
  ga: number;
  sv: number;
}

interface TeamLine {
  ppgf: number;
  adv: number;
  shga: number;
  ppga: number;
  tsh: number;
  shgf: number;
  faceoffs: number;
  faceoffsWon: number;
}

/** What one finished match adds to the tables. */
interface MatchSummary {
  matchId: number;
  kickoffMs: number;
  teams: Record<Side, number>;
  skaters: SkaterLine[];
  goalies: GoalieLine[];
  teamLines: Record<Side, TeamLine>;
}

type PenaltyEvent = Extract<HockeyEvent, { type: 'penalty' }>;

const isPowerPlay = (goalTypeId: number) => goalTypeId === HOCKEY_GOAL_TYPE.PP1 || goalTypeId === HOCKEY_GOAL_TYPE.PP2;
const isShortHanded = (goalTypeId: number) => goalTypeId === HOCKEY_GOAL_TYPE.SH1 || goalTypeId === HOCKEY_GOAL_TYPE.SH2;
const otherSide = (side: Side): Side => (side === 'H' ? 'B' : 'H');

/** Skaters on ice for a side given the strength-reducing penalties running (SPEC §3: at most two count). */
const skatersWith = (running: number): number => 5 - Math.min(2, running);

/** The team lines of both sides of one finished match, from its events (see the module comment). */
function teamLinesOf(events: readonly HockeyEvent[]): Record<Side, TeamLine> {
  const empty = (): TeamLine => ({ ppgf: 0, adv: 0, shga: 0, ppga: 0, tsh: 0, shgf: 0, faceoffs: 0, faceoffsWon: 0 });
  const lines: Record<Side, TeamLine> = { H: empty(), B: empty() };
  const called: PenaltyEvent[] = [];
  for (const event of events) {
    switch (event.type) {
      case 'faceoff':
        lines.H.faceoffs += 1;
        lines.B.faceoffs += 1;
        lines[event.winner].faceoffsWon += 1;
        break;
      case 'goal': {
        const against = lines[otherSide(event.team)];
        if (isPowerPlay(event.goalTypeId)) {
          lines[event.team].ppgf += 1;
          against.ppga += 1;
        } else if (isShortHanded(event.goalTypeId)) {
          lines[event.team].shgf += 1;
          against.shga += 1;
        }
        break;
      }
      case 'penalty': {
        if (event.reducesStrength) {
          // Penalties still running when this one is called: earlier ones that end after now (an expired one,
          // or a minor a power-play goal ended, has `endMatchSecond` at or before now).
          const running = (side: Side) =>
            called.filter((penalty) => penalty.team === side && penalty.reducesStrength && penalty.endMatchSecond > event.matchSecond).length;
          const offender = event.team;
          const beneficiary = otherSide(offender);
          const offenderSkaters = skatersWith(running(offender) + 1);
          const otherSkaters = skatersWith(running(beneficiary));
          if (otherSkaters > offenderSkaters && skatersWith(running(offender)) !== offenderSkaters) {
            lines[beneficiary].adv += 1;
            lines[offender].tsh += 1;
          }
        }
        called.push(event);
        break;
      }
      default:
        break;
    }
  }
  return lines;
}

/** The summary of a finished hockey match; null when it is not one (not simulated hockey, or not over). */
function summarise(league: DemoLeague, fixture: DemoFixture): MatchSummary | null {
  const box = hockeyBox(league, fixture.matchId);
  if (!box || !box.cut.finished) return null;
  const { simulation } = box.cut;
  const skaters: SkaterLine[] = box.players
    .filter((row) => row.memberType === 'Player')
    .map((row) => {
      const extras = box.extras(row.personId);
      return {
        personId: row.personId,
        teamId: row.teamOrgId,
        firstName: row.firstName,
        lastName: row.lastName,
        g: row.goalsScored,
        a: row.assists,
        plusMinus: row.points,
        pim: row.pim,
        ppg: extras.powerPlayGoals,
        ppa: extras.powerPlayGoalAssists,
        shg: extras.shortHandGoals,
        sha: extras.shortHandGoalAssists,
        gwg: extras.gwg,
        sog: row.shots,
        faceoffs: extras.faceOffs,
        // The match page's fraction is won / taken, so this is the whole number of faceoffs won.
        faceoffsWon: row.faceoffs_WinPct === null ? 0 : Math.round(row.faceoffs_WinPct * extras.faceOffs),
      };
    });
  const goalies: GoalieLine[] = box.goalies.map((line) => {
    const outcome = goalieOutcome(box, line);
    return {
      personId: line.personId,
      teamId: line.orgId,
      firstName: line.firstName,
      lastName: line.lastName,
      seconds: outcome.seconds,
      w: outcome.win ? 1 : 0,
      l: outcome.loss ? 1 : 0,
      so: outcome.shutout ? 1 : 0,
      ga: outcome.goalsAgainst,
      sv: line.sv,
    };
  });
  return {
    matchId: fixture.matchId,
    kickoffMs: fixture.kickoffMs,
    teams: { H: simulation.lineups.H.teamOrgId, B: simulation.lineups.B.teamOrgId },
    skaters,
    goalies,
    teamLines: teamLinesOf(box.cut.events),
  };
}

/**
 * Summaries kept per league: a finished match's is final. Bounded by estimated bytes (issue 14), least
 * recently used first; an evicted one is summed again from the deterministic simulation, identically.
 * 8 MiB holds about 1,300 matches, more than the largest tournament's season.
 */
export const SUMMARY_CACHE_BYTES = 8 * 1024 * 1024;
/** Heap bytes of a summary: measured on Node 20 (heap used over 1,000 kept summaries, `--expose-gc`). */
const SUMMARY_BASE_BYTES = 700;
const SUMMARY_BYTES_PER_LINE = 170;
const summaryBytes = (summary: MatchSummary): number =>
  SUMMARY_BASE_BYTES + (summary.skaters.length + summary.goalies.length) * SUMMARY_BYTES_PER_LINE;
const summaryCaches = new WeakMap<DemoLeague, ByteBudgetCache<number, MatchSummary>>();

function summaryCacheOf(league: DemoLeague): ByteBudgetCache<number, MatchSummary> {
  let cache = summaryCaches.get(league);
  if (!cache) {
    cache = new ByteBudgetCache(SUMMARY_CACHE_BYTES, summaryBytes);
    summaryCaches.set(league, cache);
  }
  return cache;
}

function summaryOf(league: DemoLeague, fixture: DemoFixture): MatchSummary | null {
  const cache = summaryCacheOf(league);
  const cached = cache.get(fixture.matchId);
  if (cached) return cached;
  // Only a finished match's summary is kept (it is final); anything else is asked again next time.
  const made = summarise(league, fixture);
  if (!made) return null;
  cache.set(fixture.matchId, made);
  return made;
}

/**
 * Issue 14, no blocking: the tournament's outcomes, then the summary of each finished match, one per
 * unit, for src/server/slices.ts; the statistics answers then only add summaries up (unless the budget
 * evicted some meanwhile, which costs time, never a different figure).
 */
export function* prepareHockeyStats(league: DemoLeague, tournamentId: number): Generator<void> {
  const entry = league.tournament(tournamentId);
  if (!entry || entry.tournament.sportId !== SPORT.iceHockey) return;
  yield* league.prepareOutcomes(tournamentId);
  const cache = summaryCacheOf(league);
  for (const fixture of finishedHockeyFixtures(league, tournamentId) ?? []) {
    if (cache.get(fixture.matchId)) continue;
    summaryOf(league, fixture);
    yield;
  }
}

/**
 * The tournament's matches finished at the league's now (wire status 3), newest first (kick-off, then match
 * id). Unknown tournament: NotFoundError; a tournament of another sport: null.
 */
function finishedHockeyFixtures(league: DemoLeague, tournamentId: number): DemoFixture[] | null {
  const entry = league.tournament(tournamentId);
  if (!entry) throw new NotFoundError(`no tournament ${tournamentId}`);
  if (entry.tournament.sportId !== SPORT.iceHockey) return null;
  const now = league.now();
  return league
    .fixtures(tournamentId)
    .filter((fixture) => fixture.kickoffMs <= now.getTime() && fixture.fixedStatus === null)
    .filter((fixture) => league.match(fixture.matchId, now)?.statusTypeId === MATCH_STATUS.finished)
    .sort((a, b) => b.kickoffMs - a.kickoffMs || b.matchId - a.matchId);
}

/** The summaries of the finished matches, newest first, after the opponent filter; null for another sport. */
function countedMatches(league: DemoLeague, tournamentId: number, opponentId: number | null): MatchSummary[] | null {
  const fixtures = finishedHockeyFixtures(league, tournamentId);
  if (!fixtures) return null;
  return fixtures
    .filter((fixture) => opponentId === null || fixture.homeTeamId === opponentId || fixture.awayTeamId === opponentId)
    .map((fixture) => summaryOf(league, fixture))
    .filter((summary): summary is MatchSummary => summary !== null);
}

const limitOf = (numberMatches: number | null | undefined): number =>
  numberMatches === null || numberMatches === undefined || numberMatches <= 0 ? Number.POSITIVE_INFINITY : numberMatches;

/**
 * Per key (person or team), its lines of the counted matches, newest first, at most `numberMatches` of them.
 * `linesOf` gives a match's lines with their key; lines of the opponent team itself are left out.
 */
function lastLines<L extends { teamId: number }>(
  matches: readonly MatchSummary[],
  filters: HockeyStatsFilters,
  linesOf: (match: MatchSummary) => readonly { key: number; line: L }[],
): Map<number, L[]> {
  const limit = limitOf(filters.numberMatches);
  const opponentId = filters.opponentId ?? null;
  const found = new Map<number, L[]>();
  for (const match of matches) {
    for (const { key, line } of linesOf(match)) {
      if (opponentId !== null && line.teamId === opponentId) continue;
      let lines = found.get(key);
      if (!lines) {
        lines = [];
        found.set(key, lines);
      }
      if (lines.length < limit) lines.push(line);
    }
  }
  return found;
}

const teamName = (league: DemoLeague, teamId: number): string => league.team(teamId)?.name ?? '';
const sum = <L>(lines: readonly L[], figure: (line: L) => number): number => lines.reduce((total, line) => total + figure(line), 0);
const byName = (a: { lastName: string; firstName: string; personId: number }, b: { lastName: string; firstName: string; personId: number }) =>
  a.lastName.localeCompare(b.lastName, 'nb') || a.firstName.localeCompare(b.firstName, 'nb') || a.personId - b.personId;

/** icehockey/TournamentPlayers/{tournamentId}: the skaters' rows (see the module comment). */
export function hockeyTournamentPlayers(league: DemoLeague, tournamentId: number, filters: HockeyStatsFilters = {}): SkaterStatsRow[] {
  const matches = countedMatches(league, tournamentId, filters.opponentId ?? null);
  if (!matches) return [];
  const perPerson = lastLines(matches, filters, (match) => match.skaters.map((line) => ({ key: line.personId, line })));
  const rows = [...perPerson.values()].flatMap((lines): SkaterStatsRow[] => {
    const [latest] = lines;
    if (!latest) return [];
    const g = sum(lines, (line) => line.g);
    const a = sum(lines, (line) => line.a);
    const faceoffs = sum(lines, (line) => line.faceoffs);
    const sog = sum(lines, (line) => line.sog);
    return [
      {
        personId: latest.personId,
        orgId: latest.teamId,
        firstName: latest.firstName,
        lastName: latest.lastName,
        teamName: teamName(league, latest.teamId),
        gp: lines.length,
        g,
        a,
        pts: g + a,
        plusMinus: sum(lines, (line) => line.plusMinus),
        pim: sum(lines, (line) => line.pim),
        ppg: sum(lines, (line) => line.ppg),
        ppa: sum(lines, (line) => line.ppa),
        shg: sum(lines, (line) => line.shg),
        sha: sum(lines, (line) => line.sha),
        gwg: sum(lines, (line) => line.gwg),
        sog,
        shotsPct: sog === 0 ? null : Math.floor((100 * g) / sog),
        faceoffsWinPct: faceoffs === 0 ? null : sum(lines, (line) => line.faceoffsWon) / faceoffs,
        faceoffs,
      },
    ];
  });
  return rows.sort((x, y) => (y.pts ?? 0) - (x.pts ?? 0) || (y.g ?? 0) - (x.g ?? 0) || (x.gp ?? 0) - (y.gp ?? 0) || byName(x, y));
}

/** icehockey/tournamentGoalieLeaders/{tournamentId}: the goalies' rows (see the module comment). */
export function hockeyTournamentGoalies(league: DemoLeague, tournamentId: number, filters: HockeyStatsFilters = {}): GoalieStatsRow[] {
  const matches = countedMatches(league, tournamentId, filters.opponentId ?? null);
  if (!matches) return [];
  const perGoalie = lastLines(matches, filters, (match) => match.goalies.map((line) => ({ key: line.personId, line })));
  const rows = [...perGoalie.values()].flatMap((lines): GoalieStatsRow[] => {
    const [latest] = lines;
    if (!latest) return [];
    return [
      {
        personId: latest.personId,
        orgId: latest.teamId,
        firstName: latest.firstName,
        lastName: latest.lastName,
        teamName: teamName(league, latest.teamId),
        gp: lines.length,
        toiSeconds: sum(lines, (line) => line.seconds),
        w: sum(lines, (line) => line.w),
        l: sum(lines, (line) => line.l),
        so: sum(lines, (line) => line.so),
        ga: sum(lines, (line) => line.ga),
        sv: sum(lines, (line) => line.sv),
      },
    ];
  });
  const perHour = (row: GoalieStatsRow) => ((row.toiSeconds ?? 0) === 0 ? Number.POSITIVE_INFINITY : ((row.ga ?? 0) * 3600) / (row.toiSeconds ?? 1));
  return rows.sort((x, y) => (y.w ?? 0) - (x.w ?? 0) || perHour(x) - perHour(y) || (y.toiSeconds ?? 0) - (x.toiSeconds ?? 0) || byName(x, y));
}

const percent = (made: number, attempts: number): number => (attempts === 0 ? 0 : Math.round((100 * made) / attempts));

/** icehockey/TeamStatistics/{tournamentId}: one row per team (see the module comment); `orgId` keeps one. */
export function hockeyTeamStatistics(
  league: DemoLeague,
  tournamentId: number,
  filters: { orgId?: number | null; numberMatches?: number | null } = {},
): TeamStatsRow[] {
  const matches = countedMatches(league, tournamentId, null);
  if (!matches) return [];
  const perTeam = lastLines(matches, { numberMatches: filters.numberMatches ?? null }, (match) =>
    (['H', 'B'] as const).map((side) => ({ key: match.teams[side], line: { ...match.teamLines[side], teamId: match.teams[side] } })),
  );
  const orgId = filters.orgId ?? null;
  return league
    .teams(tournamentId)
    .filter((team) => orgId === null || team.orgId === orgId)
    .map((team): TeamStatsRow => {
      const lines = perTeam.get(team.teamId) ?? [];
      const ppgf = sum(lines, (line) => line.ppgf);
      const adv = sum(lines, (line) => line.adv);
      const ppga = sum(lines, (line) => line.ppga);
      const tsh = sum(lines, (line) => line.tsh);
      const faceoffs = sum(lines, (line) => line.faceoffs);
      return {
        teamName: team.name,
        orgId: team.orgId,
        gp: lines.length,
        ppgf,
        adv,
        ppPct: percent(ppgf, adv),
        shga: sum(lines, (line) => line.shga),
        ppga,
        tsh,
        pkPct: percent(tsh - ppga, tsh),
        shgf: sum(lines, (line) => line.shgf),
        faceoffsWinPct: faceoffs === 0 ? null : sum(lines, (line) => line.faceoffsWon) / faceoffs,
      };
    })
    .sort((a, b) => a.teamName.localeCompare(b.teamName, 'nb') || a.orgId - b.orgId);
}

/** icehockey/spectators/{tournamentId}: one row per team over its finished home matches (see the module comment). */
export function hockeySpectators(league: DemoLeague, tournamentId: number): AttendanceRow[] {
  const fixtures = finishedHockeyFixtures(league, tournamentId);
  if (!fixtures) return [];
  const now = league.now();
  const home = new Map<number, { yesterday: number | null; total: number; games: number }>();
  // Newest first: the first home match met is the team's last one.
  for (const fixture of fixtures) {
    const spectators = league.match(fixture.matchId, now)?.spectators ?? 0;
    const entry = home.get(fixture.homeTeamId) ?? { yesterday: spectators, total: 0, games: 0 };
    entry.total += spectators;
    entry.games += 1;
    home.set(fixture.homeTeamId, entry);
  }
  const average = (games: number, total: number) => (games === 0 ? Number.NEGATIVE_INFINITY : total / games);
  return league
    .teams(tournamentId)
    .map((team: DemoTeam) => ({ team, entry: home.get(team.teamId) ?? { yesterday: null, total: 0, games: 0 } }))
    .sort((a, b) => average(b.entry.games, b.entry.total) - average(a.entry.games, a.entry.total) || a.team.name.localeCompare(b.team.name, 'nb'))
    .map(({ team, entry }): AttendanceRow => ({ teamName: team.name, yesterday: entry.yesterday, total: entry.total, games: entry.games }));
}
