/**
 * Column builders of the statistics tables (DESIGN §6.2: columns are data, the markup is DataTable's).
 * An abbreviated header carries its full name as its title and accessible description (SPEC §2, as the
 * standings page); a figure the answer lacks shows a dash and sorts after every figure, whichever way.
 */
import type { CellContext } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDecimal, type NumberFormatter } from '../../domain/formatNumbers';
import type { DataColumn } from '../table';

/** A header: what the column shows (an abbreviation) and its full name. */
export interface ColumnLabel {
  header: string;
  title: string;
}

/** A figure as text: a dash when unknown (SPEC §8). */
export function dash(value: number | string | null | undefined): string {
  return value === null || value === undefined || value === '' || (typeof value === 'number' && !Number.isFinite(value)) ? '-' : String(value);
}

/**
 * A numeric column: `value` is what it sorts by, `text` how a cell reads where that is not the figure
 * itself (a time's mm:ss); the CSV holds the text too (issue 27 case 5). Default: the value, as written.
 */
export function figureColumn<R>(id: string, label: ColumnLabel, value: (row: R) => number | null, text?: (row: R) => string | null): DataColumn<R> {
  return {
    id,
    header: label.header,
    accessorFn: (row: R) => value(row) ?? undefined,
    cell: (info: CellContext<R, unknown>) => dash(text ? text(info.row.original) : (info.getValue() as number | undefined)),
    sortUndefined: 'last',
    meta: { numeric: true, title: label.title, ...(text ? { csvText: text } : {}) },
  };
}

/**
 * A column of figures with `digits` decimals (a percentage's one, GAA's two), written in the reader's
 * language ("91,7" / "91.7", issue 27 case 4) on screen and in the CSV.
 */
export function decimalColumn<R>(id: string, label: ColumnLabel, value: (row: R) => number | null, format: NumberFormatter, digits: number): DataColumn<R> {
  return {
    id,
    header: label.header,
    accessorFn: (row: R) => value(row) ?? undefined,
    cell: (info: CellContext<R, unknown>) => formatDecimal(format, info.getValue() as number | undefined, digits),
    sortUndefined: 'last',
    meta: { numeric: true, title: label.title, digits },
  };
}

/**
 * The rank column: on screen the row's place in the table's current sort (every page counted), exported
 * as the row's own `rank` (its place in the default order). Not sortable: sorting by place is the sort.
 * A row whose rank is null is listed unranked (issue 24 case 14: a goalie under the qualifying share): its
 * cell is empty, and the table lists such rows after the ranked ones, so the ranked ones' places are theirs.
 */
export function rankColumn<R extends { rank: number | null }>(label: ColumnLabel): DataColumn<R> {
  return {
    id: 'rank',
    header: label.header,
    accessorFn: (row: R) => row.rank ?? undefined,
    enableSorting: false,
    cell: (info: CellContext<R, unknown>) => {
      if (info.row.original.rank === null) return '';
      // The place over every page (the DataTable sorts and pages itself, issue 26).
      return String((info.table.options.meta?.pageOffset ?? 0) + info.row.index + 1);
    },
    meta: { numeric: true, title: label.title },
  };
}

/** A text column (a name, a team), linked when the row has somewhere to go. */
export function linkColumn<R>(id: string, header: string, value: (row: R) => string, href: (row: R) => string | null, title?: string): DataColumn<R> {
  return {
    id,
    header,
    accessorFn: (row: R) => value(row),
    cell: (info: CellContext<R, unknown>): ReactNode => {
      const name = dash(value(info.row.original));
      const to = href(info.row.original);
      return to === null ? name : <NameLink to={to}>{name}</NameLink>;
    },
    ...(title ? { meta: { title } } : {}),
  };
}

/** A plain text column. */
export function textColumn<R>(id: string, header: string, value: (row: R) => string): DataColumn<R> {
  return { id, header, accessorFn: (row: R) => value(row), cell: (info: CellContext<R, unknown>) => dash(info.getValue() as string) };
}

const NameLink = styled(Link)`
  color: inherit;
  font-weight: 600;
`;
