/**
 * The columns of an ice hockey game table (SPEC §2 Player profile: last 5 games and a tournament's games;
 * the statistics tables' per-match breakdown): date, the match as a link to its match page, then the
 * skater's or goalie's figures with abbreviated headers and their full names as titles. One declaration,
 * so a match reads the same on the profile and under a statistics row. Also the figure lists and the
 * figure column the profile's tournament totals use.
 */
import type { IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DECIMALS, formatDecimal } from '../../domain/formatNumbers';
import type { GoalieLine, SkaterLine } from '../../domain/profile';
import type { DataColumn } from '../table';

/** A game row as the tables need it (the state's row models have this shape and may carry more). */
export interface GameColumnsRow<L> {
  id: string;
  /** `YYYY-MM-DD`, or '' when unknown. */
  day: string;
  /** "Home – Away"; '' when unknown. */
  match: string;
  matchHref: string;
  line: L;
}

export type Cell = number | string | null | undefined;

/** A figure as text: a dash when the record lacks it (SPEC §8). */
export function dash(value: Cell): string {
  return value === null || value === undefined || value === '' || (typeof value === 'number' && !Number.isFinite(value)) ? '-' : String(value);
}

/** "21 Nov 2026" from `YYYY-MM-DD`, the calendar day whatever the device's zone; a dash when unknown. */
export function formatDay(intl: IntlShape, day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return '-';
  return intl.formatDate(Date.UTC(year, month - 1, date), { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
}

/**
 * A numeric column over a row's figure line (null: no line); a dash sorts after every figure, whichever way.
 * With `digits`, its figures read with that many decimals in the reader's language (issue 27 case 4).
 */
export function figureColumn<R, L>(intl: IntlShape, key: string, line: (row: R) => L | null, pick: (line: L) => Cell, digits?: number): DataColumn<R> {
  return {
    id: key,
    header: intl.formatMessage({ id: `profile.short.${key}` }),
    accessorFn: (row: R) => {
      const current = line(row);
      const value = current === null ? null : pick(current);
      return value === null ? undefined : value;
    },
    cell: (info) => {
      const value = info.getValue() as Cell;
      return digits !== undefined && typeof value === 'number' ? formatDecimal(intl, value, digits) : dash(value);
    },
    sortUndefined: 'last',
    meta: { numeric: true, title: intl.formatMessage({ id: `profile.long.${key}` }), digits },
  };
}

/** A figure of a line: its key (the header's message), how it is read, and its decimals when it has any. */
export type Figure<L> = readonly [key: string, pick: (line: L) => Cell, digits?: number];

export const SKATER_FIGURES: readonly Figure<SkaterLine>[] = [
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
  ['faceoffPct', (line) => line.faceoffPercent, DECIMALS.faceoffPercent],
  ['toi', (line) => line.timeOnIce],
];

export const GOALIE_FIGURES: readonly Figure<GoalieLine>[] = [
  ['toi', (line) => line.timeOnIce],
  ['wins', (line) => line.wins],
  ['ties', (line) => line.ties],
  ['losses', (line) => line.losses],
  ['shutouts', (line) => line.shutouts],
  ['goalsAgainst', (line) => line.goalsAgainst],
  ['gaa', (line) => line.goalsAgainstAverage, DECIMALS.goalsAgainstAverage],
  ['saves', (line) => line.saves],
  ['savePct', (line) => line.savePercent, DECIMALS.savePercent],
];

/** The date and match columns of a game table: the match links to its match page. */
function matchColumns<R extends GameColumnsRow<unknown>>(intl: IntlShape): DataColumn<R>[] {
  return [
    {
      id: 'date',
      header: intl.formatMessage({ id: 'profile.short.date' }),
      accessorFn: (row: R) => row.day,
      cell: (info) => formatDay(intl, info.getValue() as string),
    },
    {
      id: 'match',
      header: intl.formatMessage({ id: 'profile.short.match' }),
      accessorFn: (row: R) => row.match,
      cell: (info) => (
        <MatchLink to={info.row.original.matchHref}>{(info.getValue() as string) || intl.formatMessage({ id: 'profile.matchLink' })}</MatchLink>
      ),
    },
  ];
}

/** SPEC §2 skater game table: date, match, G … TOI. */
export function skaterGameColumns<R extends GameColumnsRow<SkaterLine>>(intl: IntlShape): DataColumn<R>[] {
  return [...matchColumns<R>(intl), ...SKATER_FIGURES.map(([key, pick, digits]) => figureColumn(intl, key, (row: R) => row.line, pick, digits))];
}

/** SPEC §2 goalie game table: date, match, TOI, W, T, L, SO, GA, GAA, SV, SV%. */
export function goalieGameColumns<R extends GameColumnsRow<GoalieLine>>(intl: IntlShape): DataColumn<R>[] {
  return [...matchColumns<R>(intl), ...GOALIE_FIGURES.map(([key, pick, digits]) => figureColumn(intl, key, (row: R) => row.line, pick, digits))];
}

export const MatchLink = styled(Link)`
  color: inherit;
  font-weight: 600;
`;
