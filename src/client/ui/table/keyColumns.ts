import type { DataColumn } from './DataTable';

/**
 * Issue 27: the same columns with those named by `ids` marked key (`meta.key`): on a phone they are on
 * screen at a glance beside the frozen name column, the others wait for the table's "All columns" switch.
 */
export function keyColumns<Row>(columns: readonly DataColumn<Row>[], ids: readonly string[]): DataColumn<Row>[] {
  const wanted = new Set(ids);
  return columns.map((column) => (column.id !== undefined && wanted.has(column.id) ? { ...column, meta: { ...column.meta, key: true } } : column));
}
