/**
 * The statistics filters above a table (SPEC §2 ice hockey filters): the number of matches (All, Last 1,
 * 2, 4, 5, 10; SPEC §9) and, where the table has it, the opponent team, clearable (its empty choice, or
 * the clear button beside it). Native selects (ui/filters/Select): the platform's own accessible picker.
 * Labels are the shared `stats.filter.*` messages; the page keeps the choice in the URL
 * (useStatsFilterParams).
 */
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { MATCH_COUNT_OPTIONS, parseMatchCount, parseOpponentId, type MatchCount } from '../../domain/statistics';
import { Select, type SelectOption } from '../filters/Select';
import { OutlinedButton } from '../OutlinedButton';

export interface OpponentFilter {
  /** The chosen team's organisation id; null for every opponent. */
  value: number | null;
  /** The league's teams: the organisation id as text, and the name. */
  options: readonly SelectOption[];
  onChange: (opponentId: number | null) => void;
}

export interface StatsFiltersProps {
  matchCount: MatchCount;
  onMatchCountChange: (count: MatchCount) => void;
  opponent?: OpponentFilter;
}

export function StatsFilters({ matchCount, onMatchCountChange, opponent }: StatsFiltersProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const countOptions: SelectOption[] = MATCH_COUNT_OPTIONS.map((count) => ({
    value: String(count),
    label: count === 0 ? t('stats.filter.allMatches') : t('stats.filter.lastMatches', { count }),
  }));
  return (
    <Group role="group" aria-label={t('stats.filter.label')}>
      <Item>
        <Select
          label={t('stats.filter.matches')}
          value={String(matchCount)}
          options={countOptions}
          onChange={(value) => onMatchCountChange(parseMatchCount(value))}
        />
      </Item>
      {opponent !== undefined && (
        <Item>
          <Select
            label={t('stats.filter.opponent')}
            value={opponent.value === null ? '' : String(opponent.value)}
            options={opponent.options}
            placeholder={t('stats.filter.allOpponents')}
            onChange={(value) => opponent.onChange(parseOpponentId(value))}
          />
          {opponent.value !== null && (
            <ClearButton type="button" onClick={() => opponent.onChange(null)}>
              {t('stats.filter.clearOpponent')}
            </ClearButton>
          )}
        </Item>
      )}
    </Group>
  );
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0 ${({ theme }) => theme.space.lg};
`;

const Item = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 12rem;
`;

const ClearButton = styled(OutlinedButton)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;
