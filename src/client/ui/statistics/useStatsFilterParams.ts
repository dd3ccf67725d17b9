/**
 * The statistics filters kept in the URL beside the table's sort and page (DESIGN §6.2):
 * `matches=5&opponent=123`. A deep link is read with the domain's parsers, so `matches=7` or
 * `opponent=abc` falls back to All / no opponent; "All" and "no opponent" are not written, so a fresh
 * URL stays clean. A filter change starts the table again at its first page and replaces the history
 * entry (as a sort or page change does).
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseMatchCount, parseOpponentId, type MatchCount } from '../../domain/statistics';

export const MATCHES_PARAM = 'matches';
export const OPPONENT_PARAM = 'opponent';

export function useStatsFilterParams(tableKey: string) {
  const [params, setParams] = useSearchParams();
  const matchCount = parseMatchCount(params.get(MATCHES_PARAM));
  const opponentId = parseOpponentId(params.get(OPPONENT_PARAM));
  const write = useCallback(
    (name: string, value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete(name);
          else next.set(name, value);
          next.delete(`${tableKey}Page`);
          return next;
        },
        { replace: true },
      ),
    [setParams, tableKey],
  );
  const setMatchCount = useCallback((count: MatchCount) => write(MATCHES_PARAM, count === 0 ? null : String(count)), [write]);
  const setOpponent = useCallback((id: number | null) => write(OPPONENT_PARAM, id === null ? null : String(id)), [write]);
  return { matchCount, opponentId, setMatchCount, setOpponent };
}
