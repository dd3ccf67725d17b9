import { STATS_PAGE_SIZE, STATS_PAGE_SIZE_PHONE } from '../../domain/statistics';
import { BREAKPOINTS } from '../../theme/theme';
import { useMediaQuery } from '../useMediaQuery';

const PHONE_QUERY = `(max-width: ${BREAKPOINTS.mobile - 0.02}px)`;

/** SPEC §9: a statistics table pages by 20, by 10 on a phone (under the 800 px breakpoint, as DataTable's narrow view). */
export function useStatsPageSize(): number {
  return useMediaQuery(PHONE_QUERY) ? STATS_PAGE_SIZE_PHONE : STATS_PAGE_SIZE;
}
