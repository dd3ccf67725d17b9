/**
 * The player profile's table columns (SPEC §2 Player profile), declared once per table beside the page:
 * abbreviated headers with their full names as titles (as the standings page), a dash for a missing figure,
 * the match of a game as a link to its match page.
 */
import { createColumnHelper } from '@tanstack/react-table';
import type { IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { BasketballAverages, GoalieLine, ShootingAverage, SkaterLine } from '../../domain/profile';
import type { BasketballTournamentRow, GameRow, TournamentRow } from '../../state/profile/selectors';
import type { DataColumn } from '../../ui/table';
import { utcDay } from '../shared/matchRowViews';

type Cell = number | string | null | undefined;

/** A figure as text: a dash when the record lacks it (SPEC §8). */
export function dash(value: Cell): string {
  return value === null || value === undefined || value === '' || (typeof value === 'number' && !Number.isFinite(value)) ? '-' : String(value);
}

/** A header written out in full (date, match, tournament, year, team). */
const plain = (intl: IntlShape, key: string) => intl.formatMessage({ id: `profile.short.${key}` });

/** An abbreviated header and its full name. */
const label = (intl: IntlShape, key: string) => ({
  header: intl.formatMessage({ id: `profile.short.${key}` }),
  title: intl.formatMessage({ id: `profile.long.${key}` }),
});

/** A numeric column over a row's figure line; a dash sorts after every figure, whichever way. */
function figureColumn<R, L>(intl: IntlShape, key: string, line: (row: R) => L | null, pick: (line: L) => Cell): DataColumn<R> {
  const { header, title } = label(intl, key);
  return {
    id: key,
    header,
    accessorFn: (row: R) => {
      const current = line(row);
      const value = current === null ? null : pick(current);
      return value === null ? undefined : value;
    },
    cell: (info) => dash(info.getValue() as Cell),
    sortUndefined: 'last',
    meta: { numeric: true, title },
  };
}

export function formatDay(intl: IntlShape, day: string): string {
  return day === '' ? '-' : intl.formatDate(utcDay(day), { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
}

/** The date and match columns of a game table: the match links to its match page. */
function gameColumns<L>(intl: IntlShape): DataColumn<GameRow<L>>[] {
  const column = createColumnHelper<GameRow<L>>();
  return [
    column.accessor('day', {
      id: 'date',
      header: plain(intl, 'date'),
      cell: (info) => formatDay(intl, info.getValue()),
    }),
    column.accessor('match', {
      id: 'match',
      header: plain(intl, 'match'),
      cell: (info) => <MatchLink to={info.row.original.matchHref}>{info.getValue() || intl.formatMessage({ id: 'profile.matchLink' })}</MatchLink>,
    }),
  ];
}

const SKATER_FIGURES: readonly [string, (line: SkaterLine) => Cell][] = [
  ['goals', (line) => line.goals],
  ['assists', (line) => line.assists],
  ['points', (line) => line.points],
  ['plusMinus', (line) => line.plusMinus],
  ['pim', (line) => line.penaltyMinutes],
  ['ppg', (line) => line.powerPlayGoals],
  ['ppa', (line) => line.powerPlayAssists],
  ['shg', (line) => line.shortHandedGoals],
  ['sha', (line) => line.shortHandedAssists],
  ['gwg', (line) => line.gameWinningGoals],
  ['sog', (line) => line.shotsOnGoal],
  ['shotPct', (line) => line.shotPercent],
  ['faceoffs', (line) => line.faceoffs],
  ['faceoffPct', (line) => line.faceoffPercent],
  ['toi', (line) => line.timeOnIce],
];

const GOALIE_FIGURES: readonly [string, (line: GoalieLine) => Cell][] = [
  ['toi', (line) => line.timeOnIce],
  ['wins', (line) => line.wins],
  ['ties', (line) => line.ties],
  ['losses', (line) => line.losses],
  ['shutouts', (line) => line.shutouts],
  ['goalsAgainst', (line) => line.goalsAgainst],
  ['gaa', (line) => line.goalsAgainstAverage],
  ['saves', (line) => line.saves],
  ['savePct', (line) => line.savePercent],
];

/** SPEC §2 skater game table (last 5 and a tournament's games): date, match, G … TOI. */
export function skaterGameColumns(intl: IntlShape): DataColumn<GameRow<SkaterLine>>[] {
  return [...gameColumns<SkaterLine>(intl), ...SKATER_FIGURES.map(([key, pick]) => figureColumn(intl, key, (row: GameRow<SkaterLine>) => row.line, pick))];
}

/** SPEC §2 goalie game table: date, match, TOI, W, T, L, SO, GA, GAA, SV, SV%. */
export function goalieGameColumns(intl: IntlShape): DataColumn<GameRow<GoalieLine>>[] {
  return [...gameColumns<GoalieLine>(intl), ...GOALIE_FIGURES.map(([key, pick]) => figureColumn(intl, key, (row: GameRow<GoalieLine>) => row.line, pick))];
}

/** The tournament, year and team columns of a previous-tournaments table. */
function tournamentColumns<L>(intl: IntlShape): DataColumn<TournamentRow<L>>[] {
  const column = createColumnHelper<TournamentRow<L>>();
  return [
    column.accessor('tournament', { id: 'tournament', header: plain(intl, 'tournament'), cell: (info) => dash(info.getValue()) }),
    column.accessor((row) => row.year ?? undefined, {
      id: 'year',
      header: plain(intl, 'year'),
      cell: (info) => dash(info.getValue()),
      sortUndefined: 'last',
      meta: { numeric: true },
    }),
    column.accessor('team', { id: 'team', header: plain(intl, 'team'), cell: (info) => dash(info.getValue()) }),
  ];
}

function gamesPlayed<L extends { gamesPlayed: number }>(intl: IntlShape): DataColumn<TournamentRow<L>> {
  return figureColumn(intl, 'gp', (row: TournamentRow<L>) => row.totals, (line) => line.gamesPlayed);
}

/** SPEC §2 skater previous tournaments: the tournament, its year and team, then its totals. */
export function skaterTournamentColumns(intl: IntlShape): DataColumn<TournamentRow<SkaterLine>>[] {
  return [
    ...tournamentColumns<SkaterLine>(intl),
    gamesPlayed<SkaterLine>(intl),
    ...SKATER_FIGURES.map(([key, pick]) => figureColumn(intl, key, (row: TournamentRow<SkaterLine>) => row.totals, pick)),
  ];
}

/** SPEC §2 goalie previous tournaments. */
export function goalieTournamentColumns(intl: IntlShape): DataColumn<TournamentRow<GoalieLine>>[] {
  return [
    ...tournamentColumns<GoalieLine>(intl),
    gamesPlayed<GoalieLine>(intl),
    ...GOALIE_FIGURES.map(([key, pick]) => figureColumn(intl, key, (row: TournamentRow<GoalieLine>) => row.totals, pick)),
  ];
}

/** The one row of the basketball season averages table. */
export interface AveragesRow {
  id: string;
  team: string;
  averages: BasketballAverages;
}

const shots = (shooting: ShootingAverage) => (shooting.made === null && shooting.attempts === null ? null : `${dash(shooting.made)}/${dash(shooting.attempts)}`);

const AVERAGE_FIGURES: readonly [string, (averages: BasketballAverages) => Cell][] = [
  ['gp', (a) => a.matches],
  ['minutes', (a) => a.minutes],
  ['basketballPoints', (a) => a.points],
  ['rebounds', (a) => a.rebounds],
  ['basketballAssists', (a) => a.assists],
  ['steals', (a) => a.steals],
  ['blocks', (a) => a.blocks],
  ['turnovers', (a) => a.turnovers],
  ['fouls', (a) => a.fouls],
  ['freeThrows', (a) => shots(a.freeThrows)],
  ['freeThrowPct', (a) => a.freeThrows.percent],
  ['twoPointers', (a) => shots(a.twoPointers)],
  ['twoPointPct', (a) => a.twoPointers.percent],
  ['threePointers', (a) => shots(a.threePointers)],
  ['threePointPct', (a) => a.threePointers.percent],
  ['efficiency', (a) => a.efficiency],
];

/** SPEC §2 basketball season averages row: the team, then the per-match figures. */
export function averagesColumns(intl: IntlShape): DataColumn<AveragesRow>[] {
  const column = createColumnHelper<AveragesRow>();
  return [
    column.accessor('team', { id: 'team', header: plain(intl, 'team'), cell: (info) => dash(info.getValue()) }),
    ...AVERAGE_FIGURES.map(([key, pick]) => figureColumn(intl, key, (row: AveragesRow) => row.averages, pick)),
  ];
}

/** SPEC §2 basketball last tournaments: year, tournament (to its standings), team. */
export function basketballTournamentColumns(intl: IntlShape): DataColumn<BasketballTournamentRow>[] {
  const column = createColumnHelper<BasketballTournamentRow>();
  return [
    column.accessor((row) => row.year ?? undefined, {
      id: 'year',
      header: plain(intl, 'year'),
      cell: (info) => dash(info.getValue()),
      sortUndefined: 'last',
      meta: { numeric: true },
    }),
    column.accessor('tournament', {
      id: 'tournament',
      header: plain(intl, 'tournament'),
      cell: (info) => <MatchLink to={info.row.original.href}>{dash(info.getValue())}</MatchLink>,
    }),
    column.accessor('team', { id: 'team', header: plain(intl, 'team'), cell: (info) => dash(info.getValue()) }),
  ];
}

const MatchLink = styled(Link)`
  color: inherit;
  font-weight: 600;
`;
