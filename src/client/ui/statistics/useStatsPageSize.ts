import { STATS_PAGE_SIZE, STATS_PAGE_SIZE_PHONE } from '../../domain/statistics';
import type { ResponsivePageSize } from '../table';

const STATS_PAGE_SIZES: ResponsivePageSize = { wide: STATS_PAGE_SIZE, narrow: STATS_PAGE_SIZE_PHONE };

/**
 * SPEC §9: a statistics table pages by 20, by 10 on a phone (under the 800 px breakpoint, as DataTable's
 * narrow view). Both sizes go to the table, which picks by CSS until hydrated and by the width after (issue
 * 26: the server cannot know the width), so the server's HTML shows a phone its first 10 rows.
 */
export function useStatsPageSize(): ResponsivePageSize {
  return STATS_PAGE_SIZES;
}
