/** The match slider fed from the store: cards link per SPEC §2/§4 (match, livematch or matchnotready). */
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatStatusLabel, utcDay } from '../pages/shared/matchRowViews';
import { selectSliderModel, selectSliderSource, selectTournamentMatchesRead, sliderRow, type SliderCard } from '../state/matches/selectors';
import { FailedPart } from '../pages/shared/FailedPart';
import { hasScoreToHide } from '../domain/spoiler';
import { useLeagueMatches } from '../state/matches/useLeagueMatches';
import { selectLeagueMatchesPending } from '../state/selection/selectors';
import { selectDelayLine, selectScoreHiddenTest } from '../state/spoiler/selectors';
import type { StateShape } from '../state/shape';
import { MatchSlider, sliderCard, type MatchCardView } from '../ui/MatchSlider';
import { HIDDEN_SCORE_TEXT } from '../ui/ShieldedScore';
import { useNowFor } from './clock';
import { useAppSelector, useAppStore } from './hooks';

export function MatchSliderContainer() {
  const intl = useIntl();
  const store = useAppStore();
  // The cards move on with the clock only when one of them shows something else (issue 26).
  const nowMs = useNowFor((at) => selectSliderModel(store.getState(), at));
  useLeagueMatches();
  const source = useAppSelector((state: StateShape) => selectSliderSource(state, nowMs));
  const loading = useAppSelector(selectLeagueMatchesPending);
  const read = useAppSelector(selectTournamentMatchesRead);
  const isHidden = useAppSelector(selectScoreHiddenTest);
  // Issue 24 case 6: the cards' live scores lag by the fan's broadcast delay; the slider's name says so.
  const delay = useAppSelector(selectDelayLine);
  const label = intl.formatMessage({ id: 'slider.label' });
  const present = useCallback(
    (card: SliderCard): MatchCardView => {
      const dateText = intl.formatDate(utcDay(card.date), { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
      const timeText = card.startTime ?? intl.formatMessage({ id: 'matches.time.tba' });
      // Issue 16: a card is a link, so a hidden score has no Reveal button here (the match page has one).
      const hidden = isHidden(card.matchId) && hasScoreToHide(card.status);
      const state = hidden && card.status.kind === 'final' ? intl.formatMessage({ id: 'spoiler.statusPlayed' }) : formatStatusLabel(intl, card.statusLabel);
      const score = hidden ? HIDDEN_SCORE_TEXT : card.score;
      return {
        key: String(card.matchId),
        href: card.href,
        label: intl.formatMessage(
          { id: 'slider.card' },
          { home: card.homeName, away: card.awayName, score: hidden ? intl.formatMessage({ id: 'spoiler.scoreHidden' }) : score, date: dateText, time: timeText, state },
        ),
        homeName: card.homeName,
        awayName: card.awayName,
        score,
        dateText,
        timeText,
        statusText: state,
        tone: card.statusTone,
      };
    },
    [intl, isHidden],
  );
  // Each card's row and words are made as that card renders (issue 26: not all of them in this render).
  const cards = useMemo(() => source.matches.map((match) => sliderCard(String(match.matchId), () => present(sliderRow(source, match)))), [source, present]);
  return (
    <MatchSlider
      label={delay ? `${label} · ${intl.formatMessage({ id: 'spoiler.delay.active' }, { seconds: delay.seconds })}` : label}
      emptyText={intl.formatMessage({ id: 'slider.empty' })}
      loading={loading}
      failed={read.status === 'failed' ? <FailedPart part="leagueMatches" kind={read.kind} /> : undefined}
      loadingText={intl.formatMessage({ id: 'slider.loading' })}
      cards={cards}
      focusIndex={source.focusIndex}
    />
  );
}
