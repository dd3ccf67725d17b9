import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DataTable, type DataColumn } from '../table';

export interface Column {
  key: string;
  label: string;
  /** The full name for screen readers when the label is an abbreviation. */
  title?: string;
  numeric?: boolean;
  /** Long text that wraps (a goal with its assists). */
  wrap?: boolean;
  /** Issue 27: on a phone at a glance beside the name; once a table has one, its other columns wait for "All columns". */
  phoneKey?: boolean;
  /** Issue 27: a shorter header on a phone (the full one becomes its title). */
  short?: string;
}

export interface Row {
  key: string;
  /** One node per column; the row-header column's is the `<th scope="row">`. */
  cells: ReactNode[];
  /** A row that opens a page as a whole (SPEC §2 goalies): its first link is also the keyboard path. */
  href?: string;
}

/**
 * A match-page statistics table: the site's DataTable (DESIGN §6.2) in the fixed order the match page
 * shows, captioned, scrolling sideways on a phone with the name column fixed.
 */
export function StatTable({
  caption,
  captionHidden,
  columns,
  rows,
  footer,
  rowHeaderKey,
}: {
  caption: string;
  captionHidden?: boolean;
  columns: Column[];
  rows: Row[];
  footer?: Row;
  /** The column whose cell names the row; the first by default. */
  rowHeaderKey?: string;
}) {
  const tableColumns = useMemo(
    (): DataColumn<Row>[] =>
      columns.map((column, index) => ({
        id: column.key,
        header: column.label,
        accessorFn: (row: Row) => row.cells[index],
        cell: (info) => info.row.original.cells[index],
        meta: { numeric: column.numeric, title: column.title, wrap: column.wrap, key: column.phoneKey, shortHeader: column.short },
      })),
    [columns],
  );
  return (
    <DataTable
      caption={caption}
      captionHidden={captionHidden}
      rowHeaderColumn={rowHeaderKey}
      columns={tableColumns}
      data={rows}
      getRowId={(row) => row.key}
      enableSorting={false}
      rowHref={(row) => row.href ?? null}
      footerRows={footer ? [{ id: footer.key, cells: footer.cells }] : undefined}
      empty={null}
    />
  );
}

/** A person's name as a link to the player page. */
export function PersonLink({ href, children }: { href: string | null; children: ReactNode }) {
  return href === null ? <>{children}</> : <NameLink to={href}>{children}</NameLink>;
}

/** A number or a dash when it is missing (SPEC: a malformed record shows dashes). */
export function dash(value: number | string | null | undefined): string {
  return value === null || value === undefined || value === '' || (typeof value === 'number' && !Number.isFinite(value)) ? '-' : String(value);
}

const NameLink = styled(Link)`
  color: inherit;
`;
