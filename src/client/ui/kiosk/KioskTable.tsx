/**
 * The kiosk's tables (issue 15: today's matches, the standings, the next matches): one `<table>` with
 * column headers, rows that share the height of the view (no scrolling: the page passes only what fits),
 * numbers right-aligned in tabular figures. Presentational.
 */
import styled from 'styled-components';
import { KIOSK_COLORS, u } from './KioskFrame';

export interface KioskColumn {
  key: string;
  label: string;
  align?: 'left' | 'right' | 'center';
  /** The column that takes the room left (team names): cut with an ellipsis rather than pushing the rest. */
  grow?: boolean;
}

export interface KioskRow {
  key: string;
  cells: Record<string, string>;
  /** Live rows are marked (the accent bar). */
  live?: boolean;
}

export function KioskTable({ caption, columns, rows }: { caption: string; columns: KioskColumn[]; rows: KioskRow[] }) {
  return (
    <Table $rows={rows.length}>
      <Caption>{caption}</Caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <Th key={column.key} scope="col" $align={column.align ?? 'left'}>
              {column.label}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <Tr key={row.key} $live={row.live === true}>
            {columns.map((column, index) =>
              index === 0 ? (
                <Th key={column.key} scope="row" $align={column.align ?? 'left'}>
                  {row.cells[column.key] ?? ''}
                </Th>
              ) : (
                <Td key={column.key} $align={column.align ?? 'left'} $grow={column.grow === true}>
                  {row.cells[column.key] ?? ''}
                </Td>
              ),
            )}
          </Tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * The type shrinks with the number of rows so every row fits the view's ~40 units of height: a row is
 * about 1.9 em (line, padding, spacing), the header row counted as one more.
 */
const Table = styled.table<{ $rows: number }>`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0 0.2em;
  table-layout: auto;
  font-size: min(${u(2.6)}, calc(${u(40)} / ${({ $rows }) => 1.9 * ($rows + 1)}));
`;

const Caption = styled.caption`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

const Th = styled.th<{ $align: 'left' | 'right' | 'center' }>`
  text-align: ${({ $align }) => $align};
  padding: 0.25em 0.5em;
  white-space: nowrap;
  thead & {
    font-size: 0.7em;
    font-weight: 600;
    color: ${KIOSK_COLORS.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }
  tbody & {
    font-weight: 700;
    background: ${KIOSK_COLORS.surface};
    border-radius: 0.25em 0 0 0.25em;
  }
`;

const Td = styled.td<{ $align: 'left' | 'right' | 'center'; $grow: boolean }>`
  text-align: ${({ $align }) => $align};
  padding: 0.25em 0.5em;
  background: ${KIOSK_COLORS.surface};
  white-space: nowrap;
  ${({ $grow }) => ($grow ? 'width: 100%; max-width: 0; overflow: hidden; text-overflow: ellipsis;' : '')}
  &:last-child {
    border-radius: 0 0.25em 0.25em 0;
  }
`;

const Tr = styled.tr<{ $live: boolean }>`
  & > * {
    ${({ $live }) => ($live ? `color: ${KIOSK_COLORS.liveAccent};` : '')}
  }
  & > :first-child {
    box-shadow: inset ${u(0.5)} 0 0 ${({ $live }) => ($live ? KIOSK_COLORS.liveAccent : 'transparent')};
  }
`;
