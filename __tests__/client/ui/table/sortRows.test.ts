/**
 * Issue 26: the DataTable sorts its data itself (sortRows) and hands TanStack only the page. The order must
 * be TanStack's own: each case below is sorted by TanStack's getSortedRowModel over the same data and
 * columns, and sortRows must give exactly that order.
 */
import { createTable, getCoreRowModel, getSortedRowModel, type ColumnDef, type Row, type SortingState } from '@tanstack/react-table';
import { sortRows } from '../../../../src/client/ui/table/sortRows';

interface Player {
  id: string;
  name: string;
  team: { name: string };
  pts: number | null;
  pim?: number;
  joined: Date;
  code: string;
}

const players: Player[] = Array.from({ length: 40 }, (_, i) => ({
  id: `p${i}`,
  name: ['Ola', 'kari', 'Åse', 'Per', 'anne', 'Bjørn'][i % 6] as string,
  team: { name: `Team ${(i * 7) % 12}` },
  pts: i % 9 === 0 ? null : (i * 13) % 17,
  ...(i % 4 === 0 ? {} : { pim: (i * 5) % 7 }),
  joined: new Date(Date.UTC(2020, i % 5, 1 + (i % 3))),
  code: `A${(i * 3) % 10}`,
}));

// Every kind of column the site uses: accessorFn, (dotted) accessor key, 'basic', 'auto', undefined last,
// a custom sorting function, inverted sorting and a column that does not sort.
const columns: ColumnDef<Player, any>[] = [
  { id: 'name', accessorFn: (row) => row.name },
  { accessorKey: 'team.name' },
  { id: 'pts', accessorFn: (row) => row.pts ?? undefined, sortingFn: 'basic', sortUndefined: 'last' },
  { id: 'pim', accessorFn: (row) => row.pim, sortUndefined: 'first' },
  { id: 'plain', accessorFn: (row) => row.pim },
  { id: 'joined', accessorFn: (row) => row.joined },
  { accessorKey: 'code' },
  { id: 'custom', accessorFn: (row) => row.name, sortingFn: (a: Row<Player>, b: Row<Player>) => a.original.name.length - b.original.name.length },
  { id: 'inverted', accessorFn: (row) => row.pts ?? 0, invertSorting: true },
  { id: 'fixed', accessorFn: (row) => row.pts ?? 0, enableSorting: false },
];

function tanstackOrder(data: Player[], sorting: SortingState, enableSorting = true): string[] {
  const table = createTable<Player>({
    data,
    columns,
    state: { sorting },
    onStateChange: () => undefined,
    renderFallbackValue: null,
    enableSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  return table.getSortedRowModel().rows.map((row) => row.original.id);
}

const ids = (rows: readonly Player[]) => rows.map((row) => row.id);

describe('sortRows: TanStack’s order without its row model (issue 26)', () => {
  const cases: SortingState[] = [
    [{ id: 'name', desc: false }],
    [{ id: 'name', desc: true }],
    [{ id: 'team_name', desc: false }],
    [{ id: 'pts', desc: false }],
    [{ id: 'pts', desc: true }],
    [{ id: 'pim', desc: false }],
    [{ id: 'pim', desc: true }],
    [{ id: 'plain', desc: true }],
    [{ id: 'joined', desc: true }],
    [{ id: 'code', desc: false }],
    [{ id: 'custom', desc: false }],
    [{ id: 'inverted', desc: false }],
    [{ id: 'fixed', desc: true }],
    [{ id: 'unknown', desc: true }],
    [{ id: 'pim', desc: false }, { id: 'name', desc: true }],
  ];
  it.each(cases.map((sorting) => [JSON.stringify(sorting), sorting] as const))('sorts as TanStack does: %s', (_name, sorting) => {
    expect(ids(sortRows(players, sorting, columns))).toEqual(tanstackOrder(players, sorting));
  });

  it('sorts a short table as TanStack does (its automatic choice reads the rows after the tenth)', () => {
    const few = players.slice(0, 8);
    expect(ids(sortRows(few, [{ id: 'code', desc: false }], columns))).toEqual(tanstackOrder(few, [{ id: 'code', desc: false }]));
    expect(ids(sortRows(few, [{ id: 'name', desc: false }], columns))).toEqual(tanstackOrder(few, [{ id: 'name', desc: false }]));
  });

  it('leaves the data as it is when nothing sorts or sorting is off', () => {
    expect(sortRows(players, [], columns)).toBe(players);
    expect(sortRows(players, [{ id: 'pts', desc: true }], columns, false)).toBe(players);
    expect(tanstackOrder(players, [{ id: 'pts', desc: true }], false)).toEqual(ids(players));
  });
});
