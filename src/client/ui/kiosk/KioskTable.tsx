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
    <Table>
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

const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0 ${u(0.6)};
  table-layout: auto;
  font-size: ${u(2.5)};
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
  padding: ${u(0.6)} ${u(1.2)};
  white-space: nowrap;
  thead & {
    font-size: ${u(1.8)};
    font-weight: 600;
    color: ${KIOSK_COLORS.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }
  tbody & {
    font-weight: 700;
    background: ${KIOSK_COLORS.surface};
    border-radius: ${u(0.6)} 0 0 ${u(0.6)};
  }
`;

const Td = styled.td<{ $align: 'left' | 'right' | 'center'; $grow: boolean }>`
  text-align: ${({ $align }) => $align};
  padding: ${u(0.6)} ${u(1.2)};
  background: ${KIOSK_COLORS.surface};
  white-space: nowrap;
  ${({ $grow }) => ($grow ? 'width: 100%; max-width: 0; overflow: hidden; text-overflow: ellipsis;' : '')}
  &:last-child {
    border-radius: 0 ${u(0.6)} ${u(0.6)} 0;
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
