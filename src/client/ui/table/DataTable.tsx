/**
 * The one table of the site (DESIGN §6.2), on TanStack Table (headless): typed columns, sorting that
 * toggles ascending → descending → off with `aria-sort` (SPEC §2 Statistics), paging with the SPEC §9
 * sizes 10/25/50/100/all and the page clamped to 1…page count, expandable rows, a card list or a sideways
 * scrolling table with a fixed first column under 800 px, sort/page/size in the URL, and CSV export.
 */
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Row,
  type SortingState,
} from '@tanstack/react-table';
import { Fragment, useCallback, useEffect, useId, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { NativeSelect } from '../NativeSelect';
import { OutlinedButton } from '../OutlinedButton';
import { onlyOn, type ViewportSide } from '../responsive';
import { NARROW_QUERY, useMediaMatch } from '../useMediaQuery';
import { csvDialect, csvValue, toCsv } from './csv';
import { accessorOf, sortRows } from './sortRows';
import { pageSizeOptions, useTableView, type PageSizeChoice, type SortEntry, type TableView } from './urlState';

declare module '@tanstack/react-table' {
  // TanStack's declaration merging needs the generic parameters it declares, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData, TValue> {
    /** Right-aligned tabular figures. */
    numeric?: boolean;
    /** The full name of an abbreviated header (shown as `<abbr title>`). */
    title?: string;
    /** Long text (a goal with its assists) wraps instead of widening the table. */
    wrap?: boolean;
    /** Centred, header and cells (a match's score between the two teams). */
    center?: boolean;
    /**
     * The cell's accessible name when its content holds a control (issue 16: a team's star), so the row
     * header still reads as the team's name rather than the star's name and the team's name.
     */
    cellLabel?: (row: TData) => string;
    /** A numeric column's decimals: the CSV writes its figures with as many, in the reader's language (issue 27 case 5). */
    digits?: number;
    /** The cell as plain text where it is not the column's value (a time's mm:ss): what the CSV holds. */
    csvText?: (row: TData) => string | null;
    /**
     * Issue 27: a key column, on screen at a glance on a phone (under 800 px). Once a table has one, its
     * other columns (not frozen, not the sorted one) wait under 800 px for the table's "All columns" switch,
     * so the figures a fan came for are never behind a sideways scroll. A table with none shows every column.
     */
    key?: boolean;
    /** Issue 27: a shorter header under 800 px ("Pts" for "Total points"); the full one stays its title. */
    shortHeader?: string;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface TableMeta<TData> {
    /**
     * Issue 26: how many rows of the current sort come before the page shown. TanStack holds only the
     * page's rows (the table sorts and pages itself), so a row's place over every page is this + its
     * index on the page + 1.
     */
    pageOffset?: number;
  }
}

/**
 * A column of a DataTable. `any` is the value type because a table's columns hold values of different
 * types, and TanStack's ColumnDef is invariant in it (its own docs type column arrays this way).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any, no-restricted-syntax
export type DataColumn<Row> = ColumnDef<Row, any>;

/** A default page size that differs under 800 px (SPEC §9: statistics page by 20, by 10 on a phone). */
export interface ResponsivePageSize {
  wide: number;
  narrow: number;
}

export interface DataTableProps<T> {
  /** The table's accessible name, its `<caption>`. */
  caption: string;
  captionHidden?: boolean;
  columns: readonly DataColumn<T>[];
  data: readonly T[];
  getRowId: (row: T) => string;
  /** Each body row has a header cell (`<th scope="row">`); default true. */
  rowHeader?: boolean;
  /** The column whose cell names the row (a team, a player); default the first column. */
  rowHeaderColumn?: string;
  /**
   * Under 800 px, how many leading columns stay put while the rest scroll (default 1). With 2 the first
   * column is a narrow one (a position), so the second can sit right after it.
   */
  frozenColumns?: 1 | 2;
  /** The sort a fresh view starts with; [] for the data's own order. */
  defaultSort?: SortEntry[];
  /** Default true: headers sort on click. The match page's fixed tables turn it off. */
  enableSorting?: boolean;
  /**
   * The default page size; paging (and its controls) only when given. With one size per width, the server's
   * HTML (issue 26: it cannot know the width) holds the rows of both first views and CSS shows the one that
   * fits; once hydrated, the table pages by the size of the width it has.
   */
  pageSize?: PageSizeChoice | ResponsivePageSize;
  /** Keeps sort, page and page size in the URL query under this prefix. */
  urlKey?: string;
  /** A row that opens a page as a whole; a click on a link or button inside it does only that. */
  rowHref?: (row: T) => string | null;
  /** Expandable rows: the content under a row, toggled by a click on the row or Enter/Space on its button. */
  renderExpanded?: (row: T) => ReactNode;
  /** Under 800 px: a sideways scrolling table with a fixed first column (default), or a card list. */
  narrow?: 'scroll' | 'cards';
  renderCard?: (row: T) => ReactNode;
  /** Rows of `<tfoot>` (totals), one node per column. */
  footerRows?: { id: string; cells: ReactNode[] }[];
  /** A highlighted row (SPEC §2: matches with a result or live). */
  highlightRow?: (row: T) => boolean;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** Offers the sorted rows (every page) as a CSV download under this name. */
  csvFileName?: string;
  /**
   * Rows listed apart, after all the others under any sort (issue 24 case 14: goalies under the qualifying
   * share): sorted among themselves by the same sort, muted, in a row group of their own headed by `label`.
   */
  trailingGroup?: { has: (row: T) => boolean; label: string };
  /**
   * Issue 26: the rows shown are about to be replaced (a new read loads): the table stays as it is, usable,
   * says `aria-busy` and dims its rows, so a filter change never blanks it.
   */
  busy?: boolean;
}

/** The width of a narrow first column (a position) when two columns are frozen. */
const FROZEN_FIRST_WIDTH = '2.75rem';
/** Issue 27: the same on a phone, with its narrower gutters ("10", or "#" and its sort mark). */
const FROZEN_FIRST_WIDTH_NARROW = '2rem';
const NO_SORT: SortEntry[] = [];
/** A hidden column that sorts the trailing group after the other rows, ahead of whatever sort is chosen. */
const GROUP_COLUMN = '__group';

function isInteractive(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('a, button, input, select, label') !== null;
}

interface PageWindow {
  /** 1-based, clamped to 1…pageCount (SPEC §2: a shared URL may ask for any page). */
  page: number;
  pageCount: number;
  /** The page's rows are `start` (inclusive) to `end` (exclusive) of the sorted rows. */
  start: number;
  end: number;
}

function pageWindow(total: number, size: PageSizeChoice, requested: number): PageWindow {
  const perPage = size === 'all' ? Math.max(1, total) : size;
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(Math.max(1, requested), pageCount);
  return { page, pageCount, start: (page - 1) * perPage, end: Math.min(total, page * perPage) };
}

/**
 * Issue 27: whether the box is narrower than the table in it, followed as either changes size (a phone
 * turned, "All columns" pressed, a new page of rows). False on the server and until measured, so the server's
 * HTML and the hydration render agree; only a browser can know.
 */
function useOverflow(ref: { readonly current: HTMLElement | null }, mounted: unknown): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (box === null) return undefined;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild !== null) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
    // Observed from when the box is drawn (`mounted` changes when it may come or go), not on every render.
  }, [ref, mounted]);
  return overflows;
}

/**
 * The "scroll sideways" hint, measuring the box itself: when the measure came in the table's own state, it
 * rendered the whole table again right after a phone's page was taken over (64 ms at 4x CPU of a scoreboard's
 * long task, issue 26); now only this line is.
 */
function ScrollHint({ box, mounted, children }: { box: { readonly current: HTMLElement | null }; mounted: unknown; children: ReactNode }) {
  const overflows = useOverflow(box, mounted);
  return (
    <Hint aria-hidden="true" $shown={overflows}>
      {children}
    </Hint>
  );
}

/** Which widths show a row drawn for the pages of both sizes (`undefined`: both). */
type RowWidths = ViewportSide | 'none';

export function DataTable<T>({
  caption,
  captionHidden = false,
  columns,
  data,
  getRowId,
  rowHeader = true,
  rowHeaderColumn,
  frozenColumns = 1,
  defaultSort = NO_SORT,
  enableSorting = true,
  pageSize,
  urlKey,
  rowHref,
  renderExpanded,
  narrow = 'scroll',
  renderCard,
  footerRows,
  highlightRow,
  empty,
  csvFileName,
  trailingGroup,
  busy = false,
}: DataTableProps<T>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  // null while the server renders and the browser hydrates: CSS then picks the variant (issue 26).
  const isNarrow = useMediaMatch(NARROW_QUERY);
  const bodyId = useId();
  const regionId = `${bodyId}-region`;
  const paged = pageSize !== undefined;
  const sizes = typeof pageSize === 'object' ? pageSize : undefined;
  const defaultSize = typeof pageSize === 'object' ? (isNarrow === true ? pageSize.narrow : pageSize.wide) : pageSize;
  const defaults = useMemo((): TableView => ({ sort: defaultSort, page: 1, size: defaultSize ?? 'all' }), [defaultSort, defaultSize]);
  const columnIds = useMemo(() => columns.map((column) => column.id ?? ''), [columns]);
  // Figures sort as numbers without TanStack's per-sort type sniffing (5,000 rows: a third faster).
  const inTrailingGroup = trailingGroup?.has;
  const tableColumns = useMemo(() => {
    const own = columns.map((column): DataColumn<T> => (column.meta?.numeric && column.sortingFn === undefined ? { ...column, sortingFn: 'basic' } : column));
    if (inTrailingGroup === undefined) return own;
    const group: DataColumn<T> = { id: GROUP_COLUMN, accessorFn: (row: T) => (inTrailingGroup(row) ? 1 : 0), sortingFn: 'basic', enableHiding: true };
    return [...own, group];
  }, [columns, inTrailingGroup]);
  const [view, setView] = useTableView(urlKey, defaults, columnIds);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  // Issue 27: under 800 px a table with key columns shows them alone until the reader asks for all.
  const [allColumns, setAllColumns] = useState(false);
  const scrollRef = useRef<HTMLDivElement>(null);
  // Whether the box is there and in which layout: the scroll hint measures again when either changes.
  const boxDrawn = `${data.length === 0} ${isNarrow}`;

  const shown = paged ? pageWindow(data.length, view.size, view.page) : { page: 1, pageCount: 1, start: 0, end: data.length };
  const { pageCount } = shown;
  // Until hydrated, a table with a size per width at its default holds the rows of both pages: a phone
  // gets its own first view in the server's HTML, and nothing moves when the browser takes over.
  const narrowShown = sizes !== undefined && isNarrow === null && view.size === sizes.wide ? pageWindow(data.length, sizes.narrow, view.page) : undefined;

  const grouped = trailingGroup !== undefined;
  // The trailing group's column sorts first, whatever the reader sorts by; it is never shown nor stored.
  const sorting: SortingState = grouped ? [{ id: GROUP_COLUMN, desc: false }, ...view.sort] : (view.sort as SortingState);
  // Issue 26: the table sorts and pages the data itself (TanStack's order, see sortRows) and hands TanStack
  // only the page's rows: TanStack's row model of every row cost 40–60 ms per new answer of 5,000 rows.
  // Memoized on the sort's content: `sorting` is a new array on every render.
  const sortKey = JSON.stringify(sorting);
  const sortedAll = useMemo(() => sortRows(data, JSON.parse(sortKey) as SortingState, tableColumns, enableSorting), [data, sortKey, tableColumns, enableSorting]);
  const pageOffset = Math.min(shown.start, narrowShown?.start ?? shown.start);
  const pageEnd = Math.max(shown.end, narrowShown?.end ?? shown.end);
  const pageRows = useMemo(() => (pageOffset === 0 && pageEnd === sortedAll.length ? sortedAll : sortedAll.slice(pageOffset, pageEnd)), [sortedAll, pageOffset, pageEnd]);
  const inWindow = (range: PageWindow, index: number) => index >= range.start && index < range.end;
  const widthsOf = (rowIndex: number): RowWidths | undefined => {
    if (narrowShown === undefined) return undefined;
    const index = pageOffset + rowIndex;
    const wide = inWindow(shown, index);
    const narrow = inWindow(narrowShown, index);
    return wide && narrow ? undefined : wide ? 'wide' : narrow ? 'narrow' : 'none';
  };
  // The table instance is only read while rendering and nothing memoises on it (no React Compiler here).
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: pageRows as T[],
    columns: tableColumns,
    getRowId: (row) => getRowId(row),
    state: {
      sorting,
      columnVisibility: grouped ? { [GROUP_COLUMN]: false } : {},
    },
    meta: { pageOffset },
    enableSorting,
    // SPEC §2: ascending → descending → off, for text and figures alike.
    sortDescFirst: false,
    enableSortingRemoval: true,
    enableMultiSort: false,
    manualSorting: true,
    manualPagination: true,
    autoResetPageIndex: false,
    onSortingChange: (updater) => {
      const sort = typeof updater === 'function' ? updater(sorting) : updater;
      setView({ ...view, sort: sort.filter(({ id }) => id !== GROUP_COLUMN).map(({ id, desc }) => ({ id, desc })), page: 1 });
    },
    onPaginationChange: () => undefined,
    getCoreRowModel: getCoreRowModel(),
  });

  const goTo = (next: number) => setView({ ...view, page: Math.min(Math.max(1, next), pageCount) });
  const toggle = useCallback((id: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const onRowClick = (row: Row<T>) => (event: MouseEvent) => {
    if (isInteractive(event.target)) return;
    if (renderExpanded) toggle(row.id);
    else {
      const href = rowHref?.(row.original);
      if (href) void navigate(href);
    }
  };

  const downloadCsv = () => {
    const columns = table.getVisibleLeafColumns();
    const headers = columns.map((column) => (typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id));
    // Every page's rows in the current sort, each cell as the table shows it (issue 27 case 5).
    const cells = columns.map((column) => {
      const { csvText, digits } = column.columnDef.meta ?? {};
      const accessor = accessorOf(column.columnDef);
      return (row: T, index: number) => (csvText ? (csvText(row) ?? '') : csvValue(accessor?.(row, index), intl, digits));
    });
    const indexOf = new Map(data.map((row, index) => [row, index]));
    const rows = sortedAll.map((row) => cells.map((cell) => cell(row, indexOf.get(row) ?? 0)));
    const blob = new Blob([toCsv(headers, rows, csvDialect(intl))], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = csvFileName ?? 'table.csv';
    link.click();
    URL.revokeObjectURL(url);
  };

  if (data.length === 0) return <>{empty ?? <Quiet>{t('table.empty')}</Quiet>}</>;

  const rows = table.getRowModel().rows;
  const hasCards = narrow === 'cards' && renderCard !== undefined;
  // Cards on a phone, the table from 800 px; both until hydrated, CSS showing one (issue 26).
  const cards = hasCards && isNarrow !== false;
  const tableShown = !hasCards || isNarrow !== true;
  const leafColumns = table.getVisibleLeafColumns();
  const columnCount = leafColumns.length;
  const headerColumnId = rowHeader ? (rowHeaderColumn ?? leafColumns[0]?.id) : undefined;
  const headerIndex = leafColumns.findIndex((column) => column.id === headerColumnId);
  // An expandable row's toggle sits in the cell that names the row (a player), not in a narrow rank column.
  const toggleColumnId = headerColumnId ?? leafColumns[0]?.id;
  // Issue 27: a column waits for "All columns" on a phone unless it is key, frozen, names the row or is sorted by.
  const hasKeyColumns = leafColumns.some((column) => column.columnDef.meta?.key === true);
  const isMinor = (index: number) => {
    const column = leafColumns[index];
    if (!hasKeyColumns || allColumns || column === undefined || index < frozenColumns) return false;
    return column.id !== headerColumnId && column.columnDef.meta?.key !== true && column.getIsSorted() === false;
  };
  const minorCount = leafColumns.filter((_, index) => isMinor(index)).length;
  const cellClass = (index: number, meta: { numeric?: boolean; wrap?: boolean; center?: boolean } | undefined) =>
    [index < frozenColumns ? `frozen frozen-${index}` : '', index === headerIndex ? 'names-row' : '', isMinor(index) ? 'minor' : '', meta?.numeric ? 'num' : '', meta?.center ? 'center' : '', meta?.wrap ? 'wrap' : '']
      .filter(Boolean)
      .join(' ') || undefined;
  // The page's rows of the trailing group come last (its hidden column sorts first).
  const isTrailing = (row: Row<T>) => trailingGroup?.has(row.original) ?? false;
  const leading = rows.filter((row) => !isTrailing(row));
  const trailing = rows.filter(isTrailing);
  const widthsClass = (widths: RowWidths | undefined) => (widths === undefined ? undefined : widths === 'none' ? 'no-width' : `${widths}-only`);
  const rowClass = (row: Row<T>) => widthsClass(widthsOf(row.index));
  // The trailing group's label goes with its rows: drawn for a width only where one of them is.
  const trailingOn = (side: ViewportSide) =>
    trailing.some((row) => {
      const widths = widthsOf(row.index);
      return widths === undefined || widths === side;
    });
  const trailingLabelClass = widthsClass(trailingOn('wide') ? (trailingOn('narrow') ? undefined : 'wide') : 'narrow');

  // One pager, or until hydrated one per width when their pages differ (a phone's first page of 10 rows).
  const pagers: { key: ViewportSide; at: PageWindow; size: PageSizeChoice; defaultSize: PageSizeChoice; className?: string }[] =
    narrowShown !== undefined && sizes !== undefined
      ? [
          { key: 'wide', at: shown, size: view.size, defaultSize: defaults.size, className: 'wide-only' },
          { key: 'narrow', at: narrowShown, size: sizes.narrow, defaultSize: sizes.narrow, className: 'narrow-only' },
        ]
      : [{ key: isNarrow === true && sizes !== undefined ? 'narrow' : 'wide', at: shown, size: view.size, defaultSize: defaults.size }];

  const renderRow = (row: Row<T>) => {
    const isOpen = expanded.has(row.id);
    const clickable = renderExpanded !== undefined || (rowHref?.(row.original) ?? null) !== null;
    const detailId = `${bodyId}-${row.id}`;
    return (
      <Fragment key={row.id}>
        <BodyRow
          className={rowClass(row)}
          $clickable={clickable}
          $highlight={highlightRow?.(row.original) ?? false}
          $muted={isTrailing(row)}
          onClick={clickable ? onRowClick(row) : undefined}
        >
          {row.getVisibleCells().map((cell, index) => {
            const meta = cell.column.columnDef.meta;
            const value = flexRender(cell.column.columnDef.cell, cell.getContext());
            const inner =
              cell.column.id === toggleColumnId && renderExpanded ? (
                <ExpandButton
                  type="button"
                  aria-expanded={isOpen}
                  aria-controls={isOpen ? detailId : undefined}
                  aria-label={t(isOpen ? 'table.collapse' : 'table.expand')}
                  onClick={() => toggle(row.id)}
                >
                  <span aria-hidden="true">{isOpen ? '−' : '+'}</span>
                </ExpandButton>
              ) : null;
            return cell.column.id === headerColumnId ? (
              <th key={cell.id} scope="row" className={cellClass(index, meta)} aria-label={meta?.cellLabel?.(row.original)}>
                {inner}
                {value}
              </th>
            ) : (
              <td key={cell.id} className={cellClass(index, meta)} aria-label={meta?.cellLabel?.(row.original)}>
                {inner}
                {value}
              </td>
            );
          })}
        </BodyRow>
        {renderExpanded && isOpen && (
          <tr id={detailId} className={rowClass(row)}>
            <td colSpan={columnCount}>{renderExpanded(row.original)}</td>
          </tr>
        )}
      </Fragment>
    );
  };

  return (
    <Wrapper>
      {cards && renderCard && (
        <Cards aria-label={caption} aria-busy={busy || undefined} $only="narrow">
          {leading.map((row) => (
            <li key={row.id} className={rowClass(row)}>
              {renderCard(row.original)}
            </li>
          ))}
          {trailingGroup && trailing.length > 0 && <GroupLabel className={trailingLabelClass}>{trailingGroup.label}</GroupLabel>}
          {trailing.map((row) => (
            <li key={row.id} className={rowClass(row)}>
              {renderCard(row.original)}
            </li>
          ))}
        </Cards>
      )}
      {tableShown && (
        <>
          {!hasCards && (
            <TableBar $only="narrow">
              {/* Issue 27: said only when the table really is wider than its box (measured in the browser); its
                  line is kept meanwhile, so the page does not move when the measure comes. */}
              <ScrollHint box={scrollRef} mounted={boxDrawn}>
                {t('table.scrollHint')}
              </ScrollHint>
              {hasKeyColumns && (minorCount > 0 || allColumns) && (
                <ColumnsSwitch type="button" aria-pressed={allColumns} aria-controls={regionId} onClick={() => setAllColumns(!allColumns)} $only="narrow">
                  {t('table.allColumns')}
                </ColumnsSwitch>
              )}
            </TableBar>
          )}
          <Scroll ref={scrollRef} id={regionId} role="region" aria-label={caption} tabIndex={0} $only={hasCards ? 'wide' : undefined}>
            <Table aria-busy={busy || undefined}>
              <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
              <thead>
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    {group.headers.map((header, index) => {
                      const column = header.column;
                      const meta = column.columnDef.meta;
                      const full = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext());
                      // A short header for a phone, the full one from 800 px; CSS shows one (no hydration difference).
                      const label =
                        meta?.shortHeader === undefined ? (
                          full
                        ) : (
                          <>
                            <span className="long-header">{full}</span>
                            <span className="short-header">{meta.shortHeader}</span>
                          </>
                        );
                      const longName = meta?.title ?? (meta?.shortHeader !== undefined && typeof column.columnDef.header === 'string' ? column.columnDef.header : undefined);
                      const content = longName ? <abbr title={longName}>{label}</abbr> : label;
                      const sorted = column.getIsSorted();
                      // A header with no text (the corner of a cross table) heads no column.
                      if (column.columnDef.header === '') return <td key={header.id} className={cellClass(index, undefined)} />;
                      return (
                        <th
                          key={header.id}
                          scope="col"
                          className={cellClass(index, meta)}
                          aria-sort={column.getCanSort() ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                        >
                          {column.getCanSort() ? (
                            <SortButton
                              type="button"
                              onClick={column.getToggleSortingHandler()}
                              title={meta?.title}
                              // An abbreviation's full name is part of the header's accessible name ("PTS, Points").
                              aria-label={meta?.title && typeof column.columnDef.header === 'string' ? `${column.columnDef.header}, ${meta.title}` : undefined}
                            >
                              {content}
                              <SortMark aria-hidden="true" $sorted={sorted} />
                            </SortButton>
                          ) : (
                            content
                          )}
                        </th>
                      );
                    })}
                  </tr>
                ))}
              </thead>
              <tbody id={bodyId}>
                {leading.map(renderRow)}
              </tbody>
              {trailingGroup && trailing.length > 0 && (
                <tbody>
                  <GroupRow className={trailingLabelClass}>
                    <th scope="rowgroup" colSpan={columnCount}>
                      <span>{trailingGroup.label}</span>
                    </th>
                  </GroupRow>
                  {trailing.map(renderRow)}
                </tbody>
              )}
              {footerRows && (
                <tfoot>
                  {footerRows.map((footer) => (
                    <tr key={footer.id}>
                      {footer.cells.map((cell, index) => {
                        const column = leafColumns[index];
                        const meta = column?.columnDef.meta;
                        return column !== undefined && column.id === headerColumnId ? (
                          <th key={index} scope="row" className={cellClass(index, meta)}>
                            {cell}
                          </th>
                        ) : (
                          <td key={index} className={cellClass(index, meta)}>
                            {cell}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tfoot>
              )}
            </Table>
          </Scroll>
        </>
      )}
      {(paged || csvFileName) && (
        <Controls>
          {paged &&
            pagers.map(({ key, at, size, defaultSize, className }) => (
              <nav key={key} className={className} aria-label={t('table.pagination', { table: caption })}>
                <PageButton type="button" onClick={() => goTo(1)} disabled={at.page <= 1} aria-label={t('table.first')}>
                  «
                </PageButton>
                <PageButton type="button" onClick={() => goTo(at.page - 1)} disabled={at.page <= 1} aria-label={t('table.previous')}>
                  ‹
                </PageButton>
                <PageText aria-live="polite">{t('table.pageOf', { page: at.page, count: at.pageCount })}</PageText>
                <PageButton type="button" onClick={() => goTo(at.page + 1)} disabled={at.page >= at.pageCount} aria-label={t('table.next')}>
                  ›
                </PageButton>
                <PageButton type="button" onClick={() => goTo(at.pageCount)} disabled={at.page >= at.pageCount} aria-label={t('table.last')}>
                  »
                </PageButton>
                <label>
                  {t('table.pageSize')}{' '}
                  <NativeSelect
                    value={String(size)}
                    onChange={(event) => {
                      const choice = event.target.value === 'all' ? 'all' : Number(event.target.value);
                      setView({ ...view, size: choice, page: 1 });
                    }}
                  >
                    {pageSizeOptions(defaultSize).map((option) => (
                      <option key={String(option)} value={String(option)}>
                        {option === 'all' ? t('table.all') : option}
                      </option>
                    ))}
                  </NativeSelect>
                </label>
              </nav>
            ))}
          {csvFileName && (
            <PageButton type="button" onClick={downloadCsv}>
              {t('table.downloadCsv')}
            </PageButton>
          )}
        </Controls>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
  max-width: 100%;
  /* Until hydrated, the rows and pagers of one width's page only (issue 26: a phone pages by 10). */
  ${({ theme }) => theme.media.mobile} {
    .wide-only {
      display: none;
    }
  }
  ${({ theme }) => theme.media.desktop} {
    .narrow-only {
      display: none;
    }
  }
  .no-width {
    display: none;
  }
`;

const Quiet = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The hint and the "All columns" switch above a table, on a phone. */
const TableBar = styled.div<{ $only?: ViewportSide }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.xs};
  ${onlyOn}
`;

const Hint = styled.p<{ $shown: boolean }>`
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  visibility: ${({ $shown }) => ($shown ? 'visible' : 'hidden')};
`;

const ColumnsSwitch = styled(OutlinedButton)<{ $only?: ViewportSide }>`
  font-size: 0.875rem;
  min-height: 2.25rem;
  margin-left: auto;
  flex: none;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.rowHighlight};
    font-weight: 600;
  }
  ${onlyOn}
`;

/** Two frozen columns: the first (a position) exactly `width` wide, the second sticking where it ends. */
const frozenPair = (width: string) => css`
  .frozen-0:has(+ .frozen-1) {
    width: ${width};
    min-width: ${width};
    max-width: ${width};
  }
  .frozen-1 {
    left: ${width};
  }
`;

const Scroll = styled.div<{ $only?: ViewportSide }>`
  overflow-x: auto;
  max-width: 100%;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
  .frozen {
    left: 0;
    z-index: 1;
  }
  ${frozenPair(FROZEN_FIRST_WIDTH)}
  .short-header {
    display: none;
  }
  /* Under 800 px the frozen columns stay put while the figures scroll under them. */
  ${({ theme }) => theme.media.mobile} {
    .frozen {
      position: sticky;
      /* The page's own colour, so the figures scrolling under it do not show through (only while it sticks:
         from 800 px a highlighted row keeps its colour in its first cell, the matches table's date). */
      background: ${({ theme }) => theme.colors.surface};
    }
    /* Issue 27: the key columns at a glance, the rest on demand; short headers; a long name wraps at its spaces. */
    .minor {
      display: none;
    }
    .short-header {
      display: inline;
    }
    .long-header {
      display: none;
    }
    /* The name column takes what the figures leave: its width does not follow the names as the rows arrive
       (a long name in a row parsed later widened it and moved every figure column, a layout shift). */
    .names-row {
      white-space: normal;
      width: 100%;
    }
    /* Narrower gutters: five key columns and a team fit 375 px (more specific than the table's own). */
    table th,
    table td {
      padding-left: 0.3rem;
      padding-right: 0.3rem;
    }
    ${frozenPair(FROZEN_FIRST_WIDTH_NARROW)}
    .frozen:not(:has(+ .frozen)) {
      box-shadow: 1px 0 0 ${({ theme }) => theme.colors.border};
    }
  }
  thead .frozen {
    background: ${({ theme }) => theme.colors.surface};
  }
  ${onlyOn}
`;

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-variant-numeric: tabular-nums;
  &[aria-busy='true'] tbody {
    opacity: 0.6;
  }
  caption {
    text-align: left;
    font-weight: 600;
    padding: ${({ theme }) => theme.space.sm} 0;
  }
  caption.visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
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
    vertical-align: bottom;
  }
  .num {
    text-align: right;
  }
  .center {
    text-align: center;
  }
  .wrap {
    white-space: normal;
    min-width: 11rem;
  }
  abbr {
    text-decoration: none;
  }
  tfoot th,
  tfoot td {
    font-weight: 600;
  }
`;

const SortButton = styled.button`
  all: unset;
  cursor: pointer;
  display: inline-flex;
  gap: 0.2em;
  align-items: baseline;
  font-weight: 600;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The arrow is drawn by CSS so it never becomes part of the header's text (aria-sort says it). */
const SortMark = styled.span<{ $sorted: false | 'asc' | 'desc' }>`
  display: inline-block;
  min-width: 0.8em;
  font-size: 0.75em;
  &::after {
    content: '${({ $sorted }) => ($sorted === 'asc' ? '▲' : $sorted === 'desc' ? '▼' : '')}';
  }
`;

const BodyRow = styled.tr<{ $clickable: boolean; $highlight: boolean; $muted: boolean }>`
  cursor: ${({ $clickable }) => ($clickable ? 'pointer' : 'auto')};
  color: ${({ $muted, theme }) => ($muted ? theme.colors.textMuted : 'inherit')};
  background: ${({ $highlight, theme }) => ($highlight ? theme.colors.rowHighlight : 'transparent')};
  &:hover {
    background: ${({ $clickable, $highlight, theme }) => ($clickable || $highlight ? theme.colors.rowHighlight : 'transparent')};
  }
`;

/** The trailing group's heading row: a rule above it sets the group apart. */
const GroupRow = styled.tr`
  th {
    padding-top: ${({ theme }) => theme.space.md};
    border-top: 2px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    font-size: 0.875rem;
    white-space: normal;
  }
  /* The heading spans the whole table; under 800 px it stays in view, wrapped to the screen, while the figures scroll. */
  th > span {
    position: sticky;
    left: ${({ theme }) => theme.space.sm};
    display: inline-block;
    max-width: calc(100vw - 3rem);
  }
`;

const ExpandButton = styled.button`
  font: inherit;
  margin-right: ${({ theme }) => theme.space.xs};
  min-width: 1.75rem;
  min-height: 1.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  cursor: pointer;
`;

const Cards = styled.ul<{ $only?: ViewportSide }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  &[aria-busy='true'] {
    opacity: 0.6;
  }
  ${onlyOn}
`;

const GroupLabel = styled.li`
  margin-top: ${({ theme }) => theme.space.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space.sm};
  nav {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
  }
  select {
    min-height: 2.5rem;
  }
`;

const PageButton = styled(OutlinedButton)`
  min-width: 2.5rem;
  min-height: 2.5rem;
`;

const PageText = styled.span`
  padding: 0 ${({ theme }) => theme.space.sm};
`;
