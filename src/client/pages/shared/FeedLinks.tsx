/**
 * The subscribe/download links of one calendar feed (issue 16), labelled in the page's language, on the
 * page's own origin.
 */
import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { calendarLinks } from '../../domain/calendarLinks';
import type { NamedCalendarFeed } from '../../state/calendar/selectors';
import { CalendarLinks } from '../../ui/CalendarLinks';

const neverChanges = () => () => undefined;

/**
 * The page's origin, known in the browser only: the server's render (and the hydration that follows it) has
 * none, so the links appear once the page runs (DESIGN §6.4: a subscription link needs an absolute address).
 */
function usePageOrigin(): string | null {
  return useSyncExternalStore(neverChanges, () => window.location.origin, () => null);
}

export function FeedLinks({ feed }: { feed: NamedCalendarFeed }) {
  const intl = useIntl();
  const origin = usePageOrigin();
  const links = origin === null ? null : calendarLinks(origin, feed.feed);
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
