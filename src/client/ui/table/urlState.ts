/**
 * Table state a user would share (DESIGN §6.2: sort, page, page size) kept in the URL query, so a table
 * view survives a reload and can be sent to someone. Parameters are prefixed by the table's key
 * (`standingsSort=pts.desc&standingsPage=2&standingsSize=50`); defaults are not written, so a fresh URL
 * stays clean; other query parameters (seasonId, tournamentId, team …) are kept as they are.
 */
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export type PageSizeChoice = number | 'all';

/** SPEC §2, §9: the page-size options of every table. */
export const TABLE_PAGE_SIZES: readonly PageSizeChoice[] = [10, 25, 50, 100, 'all'];

export interface SortEntry {
  id: string;
  desc: boolean;
}

export interface TableView {
  sort: SortEntry[];
  /** 1-based, not yet clamped (the table clamps it to its page count). */
  page: number;
  size: PageSizeChoice;
}

/** `id.asc` / `id.desc`; "none" is an explicit "no sort" (a removed default sort). */
export function formatSort(sort: readonly SortEntry[]): string {
  return sort.length === 0 ? 'none' : sort.map((entry) => `${entry.id}.${entry.desc ? 'desc' : 'asc'}`).join(',');
}

export function parseSort(text: string | null, known: (id: string) => boolean): SortEntry[] | null {
  if (text === null) return null;
  if (text === 'none') return [];
  const entries: SortEntry[] = [];
  for (const part of text.split(',')) {
    const match = /^([A-Za-z0-9_-]+)\.(asc|desc)$/.exec(part);
    if (!match?.[1] || !known(match[1])) return null;
    entries.push({ id: match[1], desc: match[2] === 'desc' });
  }
  return entries;
}

export function parsePage(text: string | null): number | null {
  if (text === null || !/^\d{1,6}$/.test(text)) return null;
  return Number(text);
}

/**
 * The page-size options of a table: SPEC §2's 10/25/50/100/all, plus the table's own default when it is not
 * one of them (SPEC §9: rosters and transfers page by 20), so the select always shows the size on screen.
 */
export function pageSizeOptions(defaultSize: PageSizeChoice): readonly PageSizeChoice[] {
  if (TABLE_PAGE_SIZES.includes(defaultSize)) return TABLE_PAGE_SIZES;
  const numbers = [...TABLE_PAGE_SIZES.filter((option): option is number => option !== 'all'), defaultSize as number];
  return [...numbers.sort((a, b) => a - b), 'all'];
}

export function parseSize(text: string | null, options: readonly PageSizeChoice[] = TABLE_PAGE_SIZES): PageSizeChoice | null {
  if (text === 'all') return 'all';
  const size = text === null ? NaN : Number(text);
  return options.includes(size) ? size : null;
}

/**
 * The view of a table: with a `key`, read from the URL (invalid values fall back to the defaults) and
 * written back with `replace`, so paging does not pile up history entries; without one, kept in the
 * component. `columnIds` are the sortable columns a shared URL may name.
 */
export function useTableView(key: string | undefined, defaults: TableView, columnIds: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const [local, setLocal] = useState<TableView>(defaults);
  const sortText = key ? params.get(`${key}Sort`) : null;
  const pageText = key ? params.get(`${key}Page`) : null;
  const sizeText = key ? params.get(`${key}Size`) : null;
  const defaultSort = formatSort(defaults.sort);
  const columns = columnIds.join(',');
  // The sort is its own memo: a page turn must hand the table the same sorting array, or it sorts again.
  const sort = useMemo(() => {
    const known = new Set(columns.split(','));
    return parseSort(sortText, (id) => known.has(id)) ?? parseSort(defaultSort, () => true) ?? [];
  }, [sortText, columns, defaultSort]);
  const fromUrl = useMemo(
    (): TableView => ({ sort, page: parsePage(pageText) ?? defaults.page, size: parseSize(sizeText, pageSizeOptions(defaults.size)) ?? defaults.size }),
    [sort, pageText, sizeText, defaults.page, defaults.size],
  );
  const write = useCallback(
    (next: TableView) => {
      if (!key) {
        setLocal(next);
        return;
      }
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          const put = (name: string, value: string, fallback: string) => {
            if (value === fallback) updated.delete(name);
            else updated.set(name, value);
          };
          put(`${key}Sort`, formatSort(next.sort), defaultSort);
          put(`${key}Page`, String(next.page), String(defaults.page));
          put(`${key}Size`, String(next.size), String(defaults.size));
          return updated;
        },
        { replace: true },
      );
    },
    [key, setParams, defaultSort, defaults.page, defaults.size],
  );
  return [key ? fromUrl : local, write] as const;
}
