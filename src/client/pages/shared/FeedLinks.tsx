/**
 * The subscribe/download links of one calendar feed (issue 16), labelled in the page's language, on the
 * page's own origin.
 */
import { useIntl } from 'react-intl';
import { calendarLinks } from '../../domain/calendarLinks';
import type { NamedCalendarFeed } from '../../state/calendar/selectors';
import { CalendarLinks } from '../../ui/CalendarLinks';

export function FeedLinks({ feed }: { feed: NamedCalendarFeed }) {
  const intl = useIntl();
  const links = calendarLinks(window.location.origin, feed.feed);
  if (links === null) return null;
  const values = { name: feed.name };
  const fileName = feed.feed.kind === 'team' ? `team-${feed.feed.teamId}.ics` : `tournament-${feed.feed.tournamentId}.ics`;
  return (
    <CalendarLinks
      label={intl.formatMessage({ id: 'calendar.group' }, values)}
      subscribeHref={links.subscribe}
      subscribeText={intl.formatMessage({ id: 'calendar.subscribe' }, values)}
      downloadHref={links.download}
      downloadText={intl.formatMessage({ id: 'calendar.download' }, values)}
      fileName={fileName}
    />
  );
}
