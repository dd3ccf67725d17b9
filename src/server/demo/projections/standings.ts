/**
 * Standings of the demo league (SPEC §2 Standings, §3 standings row and settings, §9): every row is
 * counted from the league's finished matches — their simulated events for hockey, basketball and
 * volleyball, their result for the other sports — so the table agrees with every match page. A match
 * counts when its wire status is finished (3): in-progress, scheduled, postponed, cancelled and the
 * statuses the client drops (SPEC §5) do not. Unknown tournament ids throw NotFoundError (HTTP 404).
 */
import { MATCH_STATUS, SPORT, type PresentationSetting, type StandingsRow } from '../../../shared/contract';
import { hockeyPointsFactor, hockeyPointsPercentage } from '../../../shared/rules/standings';
import { NotFoundError } from '../../dataSource';
import type { DemoLeague, DemoTournament, Side } from '../model';

/** What one team gathered from one finished match. */
interface MatchLine {
  won: boolean;
  lost: boolean;
  drawn: boolean;
  /** How a won or lost match was decided (hockey). */
  decidedBy: 'regulation' | 'overtime' | 'shootout';
  goalsFor: number;
  goalsAgainst: number;
  penaltyMinutes: number;
  /** Volleyball rally points. */
  partialFor: number;
  partialAgainst: number;
}

type Table = 'hockey' | 'basketball' | 'volleyball' | 'generic' | 'golf';

function tableOf(sportId: number): Table {
  if (sportId === SPORT.iceHockey) return 'hockey';
  if (sportId === SPORT.basketball) return 'basketball';
  if (sportId === SPORT.volleyball) return 'volleyball';
  if (sportId === SPORT.golf) return 'golf';
  return 'generic';
}

/**
 * decided here: the points a match gives (the contract's StandingsRow comment names them).
 * Hockey factor 3 (SPEC §9 league names): 3 regulation win, 2 overtime or shootout win, 1 overtime or
 * shootout loss (the bonus point), 1 draw. Factor 2: 2 any win, 1 overtime or shootout loss (bonus), 1 draw.
 * Basketball: 2 win, 1 loss (FIBA). Volleyball: 3 for 3-0 or 3-1, 2 for 3-2, 1 for 2-3. Generic sports:
 * 3 win, 1 draw. Golf (match play): 2 win, 1 halved.
 */
function pointsOf(table: Table, line: MatchLine, factor: 2 | 3): { points: number; bonus: number } {
  const extra = line.decidedBy !== 'regulation';
  switch (table) {
    case 'hockey':
      if (line.won) return { points: factor === 3 && !extra ? 3 : 2, bonus: 0 };
      if (line.lost) return extra ? { points: 1, bonus: 1 } : { points: 0, bonus: 0 };
      return { points: 1, bonus: 0 };
    case 'basketball':
      return { points: line.won ? 2 : 1, bonus: 0 };
    case 'volleyball':
      if (line.won) return { points: line.goalsAgainst >= 2 ? 2 : 3, bonus: 0 };
      return { points: line.goalsFor >= 2 ? 1 : 0, bonus: 0 };
    case 'golf':
      return { points: line.won ? 2 : line.drawn ? 1 : 0, bonus: 0 };
    case 'generic':
      return { points: line.won ? 3 : line.drawn ? 1 : 0, bonus: 0 };
  }
}

/**
 * The lines of both teams of one finished match, from its outcome: for simulated sports that carries the
 * facts of its events (how it was decided, penalty minutes, rally points; issue 14), so the table does not
 * simulate the tournament again once its results are known.
 */
function matchLines(league: DemoLeague, matchId: number, homeGoals: number, awayGoals: number): Record<Side, MatchLine> {
  const outcome = league.outcome(matchId);
  const winner: Side | null = homeGoals > awayGoals ? 'H' : awayGoals > homeGoals ? 'B' : null;
  const decidedBy = outcome?.decidedBy ?? 'regulation';
  const minutes = outcome?.penaltyMinutes ?? { H: 0, B: 0 };
  const partial = outcome?.rallyPoints ?? { H: 0, B: 0 };
  const line = (side: Side): MatchLine => {
    const other: Side = side === 'H' ? 'B' : 'H';
    return {
      won: winner === side,
      lost: winner === other,
      drawn: winner === null,
      decidedBy,
      goalsFor: side === 'H' ? homeGoals : awayGoals,
      goalsAgainst: side === 'H' ? awayGoals : homeGoals,
      penaltyMinutes: minutes[side],
      partialFor: partial[side],
      partialAgainst: partial[other],
    };
  };
  return { H: line('H'), B: line('B') };
}

function tournamentOrThrow(league: DemoLeague, tournamentId: number): DemoTournament {
  const entry = league.tournament(tournamentId);
  if (!entry) throw new NotFoundError(`no tournament ${tournamentId}`);
  return entry;
}

/** ta/TournamentStandings/?tournamentId=: every team of the tournament, ranked (tie-breaks below). */
export function standings(league: DemoLeague, tournamentId: number): StandingsRow[] {
  const entry = tournamentOrThrow(league, tournamentId);
  const { tournamentName, sportId } = entry.tournament;
  const table = tableOf(sportId);
  const factor = hockeyPointsFactor(tournamentName);
  const rows = new Map<number, StandingsRow>(
    league.teams(tournamentId).map((team) => [
      team.teamId,
      {
        position: 0,
        orgId: team.orgId,
        orgName: team.name,
        matches: 0,
        victories: 0,
        draws: 0,
        losses: 0,
        totalPoints: 0,
        goalsScored: 0,
        goalsConceeded: 0,
        goalDifference: 0,
        penaltyMinutes: 0,
        bonusPointsTotal: 0,
        totalGoalsFormatted: '0 - 0',
        pointsPercentageOfTotal: null,
        victoriesFulltimeTotal: 0,
        victoriesOvertimeTotal: 0,
        victoriesPenaltiesTotal: 0,
        lossesFulltimeTotal: 0,
        lossesOvertimeTotal: 0,
        lossesPenaltiesTotal: 0,
        partialPointsScored: 0,
        partialPointsConceded: 0,
        partialPointsDifference: 0,
      },
    ]),
  );
  const add = (row: StandingsRow, key: keyof StandingsRow, by: number) => {
    (row[key] as number) = ((row[key] as number | null) ?? 0) + by;
  };
  for (const match of league.matches(tournamentId)) {
    if (match.statusTypeId !== MATCH_STATUS.finished || match.matchResult === null) continue;
    const lines = matchLines(league, match.matchId, match.matchResult.homeGoals, match.matchResult.awayGoals);
    for (const [side, teamId] of [['H', match.hometeamId], ['B', match.awayteamId]] as const) {
      const row = rows.get(teamId);
      if (!row) continue;
      const line = lines[side];
      const { points, bonus } = pointsOf(table, line, factor);
      add(row, 'matches', 1);
      add(row, line.won ? 'victories' : line.lost ? 'losses' : 'draws', 1);
      if (line.won) add(row, line.decidedBy === 'regulation' ? 'victoriesFulltimeTotal' : line.decidedBy === 'overtime' ? 'victoriesOvertimeTotal' : 'victoriesPenaltiesTotal', 1);
      if (line.lost) add(row, line.decidedBy === 'regulation' ? 'lossesFulltimeTotal' : line.decidedBy === 'overtime' ? 'lossesOvertimeTotal' : 'lossesPenaltiesTotal', 1);
      add(row, 'totalPoints', points);
      add(row, 'bonusPointsTotal', bonus);
      add(row, 'goalsScored', line.goalsFor);
      add(row, 'goalsConceeded', line.goalsAgainst);
      add(row, 'penaltyMinutes', line.penaltyMinutes);
      add(row, 'partialPointsScored', line.partialFor);
      add(row, 'partialPointsConceded', line.partialAgainst);
    }
  }
  const ranked = [...rows.values()].map((row): StandingsRow => {
    const scored = row.goalsScored ?? 0;
    const conceded = row.goalsConceeded ?? 0;
    return {
      ...row,
      goalDifference: scored - conceded,
      totalGoalsFormatted: `${scored} - ${conceded}`,
      partialPointsDifference: (row.partialPointsScored ?? 0) - (row.partialPointsConceded ?? 0),
      pointsPercentageOfTotal: table === 'hockey' ? hockeyPointsPercentage(row.totalPoints ?? 0, row.matches ?? 0, factor) : null,
    };
  });
  // decided here: ties are broken by goal difference, then goals scored, then fewer matches, then name.
  ranked.sort(
    (a, b) =>
      (b.totalPoints ?? 0) - (a.totalPoints ?? 0) ||
      (b.goalDifference ?? 0) - (a.goalDifference ?? 0) ||
      (b.goalsScored ?? 0) - (a.goalsScored ?? 0) ||
      (a.matches ?? 0) - (b.matches ?? 0) ||
      a.orgName.localeCompare(b.orgName, 'nb'),
  );
  return ranked.map((row, index) => ({ ...row, position: index + 1 }));
}

const setting = (presentationParameterTypeId: number, presentationParameterLabel: string, presentationParameterName: keyof StandingsRow): PresentationSetting => ({
  presentationParameterTypeId,
  presentationParameterLabel,
  presentationParameterName,
});

/**
 * decided here: the columns per table, SPEC §9 type ids where §9 has one; the figures §9 has no id for
 * (differences and volleyball rally points) carry ids from 1001 on, named by their row field.
 */
const SETTINGS: Readonly<Record<Table, readonly PresentationSetting[]>> = {
  hockey: [
    setting(1, 'GP', 'matches'),
    setting(35, 'W', 'victoriesFulltimeTotal'),
    setting(36, 'OTW', 'victoriesOvertimeTotal'),
    setting(37, 'SOW', 'victoriesPenaltiesTotal'),
    setting(3, 'D', 'draws'),
    setting(38, 'L', 'lossesFulltimeTotal'),
    setting(39, 'OTL', 'lossesOvertimeTotal'),
    setting(40, 'SOL', 'lossesPenaltiesTotal'),
    setting(34, 'BP', 'bonusPointsTotal'),
    setting(100, 'Goals', 'totalGoalsFormatted'),
    setting(5, 'P', 'totalPoints'),
    setting(7, 'GF', 'goalsScored'),
    setting(8, 'GA', 'goalsConceeded'),
    setting(41, 'PIM', 'penaltyMinutes'),
    setting(42, 'P%', 'pointsPercentageOfTotal'),
  ],
  basketball: [setting(1, 'GP', 'matches'), setting(2, 'W', 'victories'), setting(4, 'L', 'losses'), setting(1001, '+/-', 'goalDifference'), setting(5, 'P', 'totalPoints')],
  volleyball: [
    setting(2, 'W', 'victories'),
    setting(4, 'L', 'losses'),
    setting(5, 'P', 'totalPoints'),
    setting(7, 'SW', 'goalsScored'),
    setting(8, 'SL', 'goalsConceeded'),
    setting(1001, 'S+/-', 'goalDifference'),
    setting(1002, 'PW', 'partialPointsScored'),
    setting(1003, 'PL', 'partialPointsConceded'),
    setting(1004, 'P+/-', 'partialPointsDifference'),
  ],
  generic: [setting(1, 'GP', 'matches'), setting(2, 'W', 'victories'), setting(4, 'L', 'losses'), setting(3, 'D', 'draws'), setting(1001, '+/-', 'goalDifference'), setting(5, 'P', 'totalPoints')],
  golf: [
    setting(1, 'GP', 'matches'),
    setting(2, 'W', 'victories'),
    setting(3, 'H', 'draws'),
    setting(4, 'L', 'losses'),
    setting(7, 'HW', 'goalsScored'),
    setting(8, 'HL', 'goalsConceeded'),
    setting(1001, '+/-', 'goalDifference'),
    setting(5, 'P', 'totalPoints'),
  ],
};

/** ta/TournamentStandings/Settings/{tournamentId}: the tournament's columns in display order. */
export function standingsSettings(league: DemoLeague, tournamentId: number): { presentationSettings: PresentationSetting[] } {
  const entry = tournamentOrThrow(league, tournamentId);
  return { presentationSettings: SETTINGS[tableOf(entry.tournament.sportId)].map((item) => ({ ...item })) };
}
