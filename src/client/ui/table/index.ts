export { DataTable, type DataColumn, type DataTableProps, type ResponsivePageSize } from './DataTable';
export { TABLE_PAGE_SIZES, type PageSizeChoice, type SortEntry } from './urlState';
export { csvDialect, csvValue, toCsv, type CsvDialect } from './csv';
export { keyColumns } from './keyColumns';
