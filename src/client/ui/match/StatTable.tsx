import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';

export interface Column {
  key: string;
  label: string;
  /** The full name for screen readers when the label is an abbreviation. */
  title?: string;
  numeric?: boolean;
}

export interface Row {
  key: string;
  /** The first cell is the row header (`<th scope="row">`). */
  cells: ReactNode[];
  /** A row that opens a page as a whole (SPEC §2 goalies): its first link is also the keyboard path. */
  href?: string;
  muted?: boolean;
}

/**
 * A statistics table: `<th scope>` headers, the caption as its name, and a scroll container of its own so
 * a wide table scrolls sideways on a phone instead of widening the page.
 */
export function StatTable({ caption, columns, rows, footer }: { caption: string; columns: Column[]; rows: Row[]; footer?: Row }) {
  const navigate = useNavigate();
  return (
    <Scroll role="region" aria-label={caption} tabIndex={0}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" title={column.title} className={column.numeric ? 'num' : undefined}>
                {column.title ? <abbr title={column.title}>{column.label}</abbr> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <BodyRow
              key={row.key}
              $clickable={row.href !== undefined}
              onClick={row.href === undefined ? undefined : (event) => {
                if ((event.target as HTMLElement).closest('a')) return;
                void navigate(row.href as string);
              }}
            >
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">{cell}</th>
                ) : (
                  <td key={index} className={columns[index]?.numeric ? 'num' : undefined}>{cell}</td>
                ),
              )}
            </BodyRow>
          ))}
        </tbody>
        {footer && (
          <tfoot>
            <tr>
              {footer.cells.map((cell, index) =>
                index === 0 ? <th key={index} scope="row">{cell}</th> : <td key={index} className={columns[index]?.numeric ? 'num' : undefined}>{cell}</td>,
              )}
            </tr>
          </tfoot>
        )}
      </Table>
    </Scroll>
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

const Scroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
  margin-bottom: ${({ theme }) => theme.space.lg};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-variant-numeric: tabular-nums;
  caption {
    text-align: left;
    font-weight: 600;
    padding: ${({ theme }) => theme.space.sm} 0;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    white-space: nowrap;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surface};
  }
  .num {
    text-align: right;
  }
  abbr {
    text-decoration: none;
  }
  tfoot th,
  tfoot td {
    font-weight: 600;
  }
`;

const BodyRow = styled.tr<{ $clickable: boolean }>`
  cursor: ${({ $clickable }) => ($clickable ? 'pointer' : 'auto')};
  &:hover {
    background: ${({ $clickable, theme }) => ($clickable ? theme.colors.rowHighlight : 'transparent')};
  }
`;

const NameLink = styled(Link)`
  color: inherit;
`;
