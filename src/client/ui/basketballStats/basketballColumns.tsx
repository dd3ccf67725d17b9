/**
 * The figure columns of the basketball statistics tables (SPEC §2 Statistics tables), shared by the
 * players and teams pages: abbreviated headers with their full names as titles (as the standings page),
 * per-match figures in the language's number format, a dash for a missing figure (SPEC §8) that sorts
 * after every figure whichever way. The CSV holds what the table shows (issue 27 case 5).
 */
import type { Row } from '@tanstack/react-table';
import type { IntlShape } from 'react-intl';
import { DECIMALS, formatDecimal } from '../../domain/formatNumbers';
import type { BasketballAverages, ShootingAverage } from '../../domain/profile';
import type { DataColumn } from '../table';

/** What a basketball statistics row carries for its figure columns. */
export interface BasketballFigureRow {
  averages: BasketballAverages;
  /** Seconds on court per match: the MIN column (mm:ss) sorts by it. */
  secondsPerMatch: number | null;
}

export type BasketballFigureKey =
  | 'gp'
  | 'minutes'
  | 'points'
  | 'rebounds'
  | 'assists'
  | 'steals'
  | 'blocks'
  | 'turnovers'
  | 'fouls'
  | 'freeThrows'
  | 'freeThrowPct'
  | 'twoPointers'
  | 'twoPointPct'
  | 'threePointers'
  | 'threePointPct'
  | 'efficiency';

const DASH = '-';

/** An abbreviated header and its full name (`stats.basketball.short.*` / `long.*`). */
export function basketballHeader(intl: IntlShape, key: string): { header: string; title: string } {
  return {
    header: intl.formatMessage({ id: `stats.basketball.short.${key}` }),
    title: intl.formatMessage({ id: `stats.basketball.long.${key}` }),
  };
}

const shooting = (key: 'freeThrows' | 'twoPointers' | 'threePointers') => (a: BasketballAverages) => a[key];

const defined = <V,>(value: V | null): V | undefined => (value === null ? undefined : value);

/** A numeric column: its value a number (undefined when missing), shown with `digits` decimals in the reader's language. */
function numberColumn<R extends BasketballFigureRow>(
  intl: IntlShape,
  key: BasketballFigureKey,
  pick: (row: R) => number | null,
  digits: number,
): DataColumn<R> {
  const { header, title } = basketballHeader(intl, key);
  return {
    id: key,
    header,
    accessorFn: (row: R) => defined(pick(row)),
    cell: (info) => formatDecimal(intl, info.getValue() as number | undefined, digits),
    sortUndefined: 'last',
    meta: { numeric: true, title, digits },
  };
}

/** A text column that sorts by a number of the row (mm:ss by seconds, made/attempted by made). */
function textColumn<R extends BasketballFigureRow>(
  intl: IntlShape,
  key: BasketballFigureKey,
  text: (row: R) => string | null,
  sortBy: (row: R) => number | null,
): DataColumn<R> {
  const { header, title } = basketballHeader(intl, key);
  return {
    id: key,
    header,
    accessorFn: (row: R) => defined(text(row)),
    cell: (info) => (info.getValue() as string | undefined) ?? DASH,
    sortingFn: (a: Row<R>, b: Row<R>) => (sortBy(a.original) ?? 0) - (sortBy(b.original) ?? 0),
    sortUndefined: 'last',
    meta: { numeric: true, title },
  };
}

/** Made/attempted per match as the table shows it, in the reader's language ("2,5/3,1"); null when neither is known. */
function shotsText(intl: IntlShape, shot: ShootingAverage): string | null {
  if (shot.made === null && shot.attempts === null) return null;
  return `${formatDecimal(intl, shot.made, DECIMALS.perMatch)}/${formatDecimal(intl, shot.attempts, DECIMALS.perMatch)}`;
}

function shotsColumn<R extends BasketballFigureRow>(intl: IntlShape, key: 'freeThrows' | 'twoPointers' | 'threePointers'): DataColumn<R> {
  const pick = shooting(key);
  return textColumn<R>(intl, key, (row) => shotsText(intl, pick(row.averages)), (row) => pick(row.averages).made);
}

/**
 * The columns of `keys`, in that order: games played (whole), per-match figures (one decimal), MIN as
 * mm:ss, made/attempted per match, percentages (whole, SPEC §5 season rule) and efficiency per match (two
 * decimals), all as the player profile's season averages row computes them (domain/profile).
 */
export function basketballFigureColumns<R extends BasketballFigureRow>(intl: IntlShape, keys: readonly BasketballFigureKey[]): DataColumn<R>[] {
  const whole = 0;
  const one = DECIMALS.perMatch;
  const two = DECIMALS.efficiency;
  const perMatch = (pick: (a: BasketballAverages) => number | null) => (row: R) => pick(row.averages);
  const build = (key: BasketballFigureKey): DataColumn<R> => {
    switch (key) {
      case 'gp':
        return numberColumn(intl, key, perMatch((a) => a.matches), whole);
      case 'minutes':
        return textColumn(intl, key, (row) => row.averages.minutes, (row) => row.secondsPerMatch);
      case 'points':
        return numberColumn(intl, key, perMatch((a) => a.points), one);
      case 'rebounds':
        return numberColumn(intl, key, perMatch((a) => a.rebounds), one);
      case 'assists':
        return numberColumn(intl, key, perMatch((a) => a.assists), one);
      case 'steals':
        return numberColumn(intl, key, perMatch((a) => a.steals), one);
      case 'blocks':
        return numberColumn(intl, key, perMatch((a) => a.blocks), one);
      case 'turnovers':
        return numberColumn(intl, key, perMatch((a) => a.turnovers), one);
      case 'fouls':
        return numberColumn(intl, key, perMatch((a) => a.fouls), one);
      case 'freeThrows':
      case 'twoPointers':
      case 'threePointers':
        return shotsColumn(intl, key);
      case 'freeThrowPct':
        return numberColumn(intl, key, perMatch((a) => a.freeThrows.percent), whole);
      case 'twoPointPct':
        return numberColumn(intl, key, perMatch((a) => a.twoPointers.percent), whole);
      case 'threePointPct':
        return numberColumn(intl, key, perMatch((a) => a.threePointers.percent), whole);
      case 'efficiency':
        return numberColumn(intl, key, perMatch((a) => a.efficiency), two);
    }
  };
  return keys.map(build);
}
