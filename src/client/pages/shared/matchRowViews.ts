/** Turns the matches selectors' rows into the matches table's texts, in the current language. */
import { useCallback, useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PROVIDER_NAMES } from '../../domain/broadcast';
import type { StatusLabel } from '../../domain/matchStatus';
import { hasScoreToHide } from '../../domain/spoiler';
import type { MatchRow } from '../../state/scoreboard/selectors';
import { selectScoreHiddenTest } from '../../state/spoiler/selectors';
import { spoilerEvents } from '../../state/spoiler/spoilerSlice';
import { HIDDEN_SCORE_TEXT } from '../../ui/ShieldedScore';
import type { MatchColumnLabels, MatchRowView } from '../../ui/MatchesTable';
import { useFavouriteStars } from './favouriteStars';

/** Midnight UTC of an ISO day, formatted in UTC so the calendar day never shifts with the device zone. */
export function utcDay(isoDate: string): number {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

/** "21 November 2026" / "21. november 2026": the date in headings. */
export function formatLongDate(intl: IntlShape, isoDate: string): string {
  return intl.formatDate(utcDay(isoDate), { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
}

/** A status label in the current language ("2. periode", "Final (OT)"): rows, cards, the match and live headers. */
export function formatStatusLabel(intl: IntlShape, label: StatusLabel): string {
  return intl.formatMessage({ id: label.id }, label.values);
}

/**
 * Issue 16 spoiler shield: a match whose score is hidden shows the placeholder, says "score hidden" in its
 * link's name, and a finished one says only "Played" (a "Final (OT)" would tell the score was level).
 */
export function toRowView(intl: IntlShape, row: MatchRow, scoreHidden = false): MatchRowView {
  const hidden = scoreHidden && hasScoreToHide(row.status);
  const stateText = hidden && row.status.kind === 'final' ? intl.formatMessage({ id: 'spoiler.statusPlayed' }) : formatStatusLabel(intl, row.statusLabel);
  const scoreText = hidden ? intl.formatMessage({ id: 'spoiler.scoreHidden' }) : row.score;
  const provider = row.broadcast ? PROVIDER_NAMES[row.broadcast.provider] : '';
  return {
    key: String(row.matchId),
    dateText: intl.formatDate(utcDay(row.date), { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }),
    // Issue 24 case 12: no start time (the API's 0, DESIGN §1) is "to be announced", not a blank.
    timeText: row.startTime ?? intl.formatMessage({ id: 'matches.time.tba' }),
    tournament: row.tournamentName,
    venue: row.venue ?? '',
    homeName: row.homeName,
    awayName: row.awayName,
    score: hidden ? HIDDEN_SCORE_TEXT : row.score,
    scoreHidden: hidden,
    reveal: hidden
      ? { text: intl.formatMessage({ id: 'spoiler.reveal' }), label: intl.formatMessage({ id: 'spoiler.revealMatch' }, { home: row.homeName, away: row.awayName }) }
      : null,
    live: row.status.kind === 'live',
    statusText: stateText,
    statusTone: row.statusTone,
    liveIcon: row.liveIcon,
    liveLabel: row.liveIcon === 'none' ? null : intl.formatMessage({ id: `matches.liveIcon.${row.liveIcon}` }),
    highlighted: row.highlighted,
    href: row.href,
    linkLabel: intl.formatMessage(
      { id: 'matches.rowLink' },
      { home: row.homeName, away: row.awayName, score: scoreText, state: stateText },
    ),
    stream: row.broadcast
      ? {
          url: row.broadcast.url,
          logo: row.broadcast.logo,
          text: intl.formatMessage({ id: 'matches.stream.watch' }),
          label: intl.formatMessage({ id: 'matches.stream.label' }, { provider }),
        }
      : null,
  };
}

/** The rows as the matches table shows them: each team with its star, each score shielded when the spoiler shield hides it (issue 16). */
export function useMatchRowViews(rows: readonly MatchRow[]): MatchRowView[] {
  const intl = useIntl();
  const starFor = useFavouriteStars();
  const isHidden = useAppSelector(selectScoreHiddenTest);
  return useMemo(
    () =>
      rows.map((row) => ({
        ...toRowView(intl, row, isHidden(row.matchId)),
        homeStar: starFor(row.homeTeamKey, row.homeName),
        awayStar: starFor(row.awayTeamKey, row.awayName),
      })),
    [rows, intl, starFor, isHidden],
  );
}

/** The lists' "Reveal" (row keys are match ids). */
export function useRevealRow(): (key: string) => void {
  const dispatch = useAppDispatch();
  return useCallback((key: string) => void dispatch(spoilerEvents.matchRevealed({ matchId: Number(key) })), [dispatch]);
}

export function useMatchColumns(): MatchColumnLabels {
  const intl = useIntl();
  return useMemo(() => {
    const label = (key: keyof MatchColumnLabels) => intl.formatMessage({ id: `matches.column.${key}` });
    return {
      date: label('date'),
      start: label('start'),
      tournament: label('tournament'),
      venue: label('venue'),
      home: label('home'),
      score: label('score'),
      away: label('away'),
      live: label('live'),
      stream: label('stream'),
    };
  }, [intl]);
}
