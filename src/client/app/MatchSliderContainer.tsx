/** The match slider fed from the store: cards link per SPEC §2/§4 (match, livematch or matchnotready). */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatStatusLabel, utcDay } from '../pages/shared/matchRowViews';
import { selectSliderModel } from '../state/matches/selectors';
import { selectLeagueMatchesPending } from '../state/selection/selectors';
import type { StateShape } from '../state/shape';
import { MatchSlider, type MatchCardView } from '../ui/MatchSlider';
import { useNow } from './clock';
import { useAppSelector } from './hooks';

export function MatchSliderContainer() {
  const intl = useIntl();
  const nowMs = useNow();
  const model = useAppSelector((state: StateShape) => selectSliderModel(state, nowMs));
  const loading = useAppSelector(selectLeagueMatchesPending);
  const cards = useMemo(
    () =>
      model.cards.map((card): MatchCardView => {
        const dateText = intl.formatDate(utcDay(card.date), { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
        const timeText = card.startTime ?? '';
        const state = formatStatusLabel(intl, card.statusLabel);
        return {
          key: String(card.matchId),
          href: card.href,
          label: intl.formatMessage(
            { id: 'slider.card' },
            { home: card.homeName, away: card.awayName, score: card.score, date: dateText, time: timeText, state },
          ),
          homeName: card.homeName,
          awayName: card.awayName,
          score: card.score,
          dateText,
          timeText,
          statusText: state,
          tone: card.statusTone,
        };
      }),
    [model.cards, intl],
  );
  return (
    <MatchSlider
      label={intl.formatMessage({ id: 'slider.label' })}
      emptyText={intl.formatMessage({ id: 'slider.empty' })}
      loading={loading}
      loadingText={intl.formatMessage({ id: 'slider.loading' })}
      cards={cards}
      focusIndex={model.focusIndex}
    />
  );
}
