/** Turns the matches selectors' rows into the matches table's texts, in the current language. */
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { PROVIDER_NAMES } from '../../domain/broadcast';
import type { StatusLabel } from '../../domain/matchStatus';
import type { MatchRow } from '../../state/scoreboard/selectors';
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

export function toRowView(intl: IntlShape, row: MatchRow): MatchRowView {
  const stateText = formatStatusLabel(intl, row.statusLabel);
  const provider = row.broadcast ? PROVIDER_NAMES[row.broadcast.provider] : '';
  return {
    key: String(row.matchId),
    dateText: intl.formatDate(utcDay(row.date), { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }),
    timeText: row.startTime ?? '',
    tournament: row.tournamentName,
    venue: row.venue ?? '',
    homeName: row.homeName,
    awayName: row.awayName,
    score: row.score,
    live: row.status.kind === 'live',
    statusText: stateText,
    statusTone: row.statusTone,
    liveIcon: row.liveIcon,
    liveLabel: row.liveIcon === 'none' ? null : intl.formatMessage({ id: `matches.liveIcon.${row.liveIcon}` }),
    highlighted: row.highlighted,
    href: row.href,
    linkLabel: intl.formatMessage(
      { id: 'matches.rowLink' },
      { home: row.homeName, away: row.awayName, score: row.score, state: stateText },
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

/** The rows as the matches table shows them, each team with its star (issue 16). */
export function useMatchRowViews(rows: readonly MatchRow[]): MatchRowView[] {
  const intl = useIntl();
  const starFor = useFavouriteStars();
  return useMemo(
    () =>
      rows.map((row) => ({
        ...toRowView(intl, row),
        homeStar: starFor(row.homeTeamKey, row.homeName),
        awayStar: starFor(row.awayTeamKey, row.awayName),
      })),
    [rows, intl, starFor],
  );
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
