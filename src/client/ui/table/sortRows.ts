/**
 * Issue 26: the DataTable's rows in its sort, worked out over the plain data instead of TanStack's row
 * model. TanStack builds a row object (with every feature's methods) for each row of its `data` and copies
 * each one to sort them: a new answer of 5,000 statistics rows cost 40–60 ms in those alone. The table
 * sorts here and hands TanStack only the page's rows (manual sorting and paging).
 *
 * The order is TanStack's own (table-core 8, getSortedRowModel): the same sorting functions (`sortingFns`,
 * or a column's own), its 'auto' choice (from the values of the rows after the tenth, as TanStack reads
 * them), `sortUndefined` (default 1), `desc` and `invertSorting`, ties in the data's order, and a sort
 * entry only for a column that can sort.
 */
import { reSplitAlphaNumeric, sortingFns, type ColumnDef, type Row, type SortingFn, type SortingState } from '@tanstack/react-table';

/** A column definition as the DataTable gets it (TanStack's ColumnDef is invariant in its value type). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any, no-restricted-syntax
type AnyColumn<T> = ColumnDef<T, any>;

type Accessor<T> = (row: T, index: number) => unknown;

/**
 * What a sorting function reads of a row: its value in a column, the row, its place in the data. The values
 * of a column are read once for every row, into one array per column (as TanStack caches them per row).
 */
class SortRow<T> {
  constructor(
    readonly index: number,
    readonly original: T,
    private readonly values: (columnId: string) => readonly unknown[],
  ) {}

  getValue(columnId: string): unknown {
    return this.values(columnId)[this.index];
  }
}

/** The column's id as TanStack gives it (id, else the accessor key with dots as underscores, else a text header). */
export function columnIdOf<T>(column: AnyColumn<T>): string | undefined {
  const key = 'accessorKey' in column && typeof column.accessorKey === 'string' ? column.accessorKey : undefined;
  return column.id ?? key?.replace(/\./g, '_') ?? (typeof column.header === 'string' ? column.header : undefined);
}

/** The column's value of a row: its accessorFn, or its (possibly dotted) accessor key. */
export function accessorOf<T>(column: AnyColumn<T>): Accessor<T> | undefined {
  if ('accessorFn' in column && typeof column.accessorFn === 'function') return column.accessorFn as Accessor<T>;
  const key = 'accessorKey' in column && typeof column.accessorKey === 'string' ? column.accessorKey : undefined;
  if (key === undefined) return undefined;
  const path = key.split('.');
  return (row) => path.reduce<unknown>((value, part) => (value == null ? undefined : (value as Record<string, unknown>)[part]), row);
}

/** TanStack's 'auto' sorting function, chosen from the values of the rows after the tenth (as it reads them). */
function autoSortingFn<T>(rows: readonly SortRow<T>[], columnId: string): SortingFn<T> {
  let isString = false;
  for (const row of rows.slice(10)) {
    const value = row.getValue(columnId);
    if (Object.prototype.toString.call(value) === '[object Date]') return sortingFns.datetime;
    if (typeof value === 'string') {
      isString = true;
      if (value.split(reSplitAlphaNumeric).length > 1) return sortingFns.alphanumeric;
    }
  }
  return isString ? sortingFns.text : sortingFns.basic;
}

function sortingFnOf<T>(column: AnyColumn<T>, rows: readonly SortRow<T>[], columnId: string): SortingFn<T> {
  const chosen = column.sortingFn ?? 'auto';
  if (typeof chosen === 'function') return chosen;
  if (chosen === 'auto') return autoSortingFn(rows, columnId);
  return sortingFns[chosen as keyof typeof sortingFns] as SortingFn<T>;
}

/**
 * `data` in the order of `sorting` over `columns` (the same array when nothing sorts). `enableSorting` is
 * the table's switch: off, no column sorts.
 */
export function sortRows<T>(data: readonly T[], sorting: SortingState, columns: readonly AnyColumn<T>[], enableSorting = true): readonly T[] {
  if (data.length === 0 || sorting.length === 0 || !enableSorting) return data;
  const byId = new Map<string, { column: AnyColumn<T>; accessor: Accessor<T> }>();
  for (const column of columns) {
    const id = columnIdOf(column);
    const accessor = accessorOf(column);
    if (id !== undefined && accessor !== undefined && (column.enableSorting ?? true)) byId.set(id, { column, accessor });
  }
  const entries = sorting.filter((entry) => byId.has(entry.id));
  if (entries.length === 0) return data;
  const columnValues = new Map<string, readonly unknown[]>();
  const valuesOf = (columnId: string): readonly unknown[] => {
    let values = columnValues.get(columnId);
    if (values === undefined) {
      const accessor = byId.get(columnId)?.accessor;
      values = accessor === undefined ? [] : data.map((row, index) => accessor(row, index));
      columnValues.set(columnId, values);
    }
    return values;
  };
  const rows = data.map((original, index) => new SortRow(index, original, valuesOf));
  const infos = entries.map((entry) => {
    const { column } = byId.get(entry.id) as { column: AnyColumn<T> };
    return { id: entry.id, desc: entry.desc, sortUndefined: column.sortUndefined ?? 1, invert: column.invertSorting === true, fn: sortingFnOf(column, rows, entry.id) };
  });
  rows.sort((a, b) => {
    for (const info of infos) {
      let order = 0;
      const aValue = a.getValue(info.id);
      const bValue = b.getValue(info.id);
      if (aValue === undefined || bValue === undefined) {
        if (info.sortUndefined === 'first') return aValue === undefined ? -1 : 1;
        if (info.sortUndefined === 'last') return aValue === undefined ? 1 : -1;
        if (info.sortUndefined !== false) order = aValue === undefined && bValue === undefined ? 0 : aValue === undefined ? info.sortUndefined : -info.sortUndefined;
      }
      // TanStack's sorting functions read `getValue` (and a column's own may read `original`) only.
      if (order === 0) order = info.fn(a as unknown as Row<T>, b as unknown as Row<T>, info.id);
      if (order !== 0) {
        if (info.desc) order *= -1;
        if (info.invert) order *= -1;
        return order;
      }
    }
    return a.index - b.index;
  });
  return rows.map((row) => row.original);
}
