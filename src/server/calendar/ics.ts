/**
 * Calendar entries as iCalendar text (RFC 5545), written by ical-generator with the league zone's
 * VTIMEZONE from @touch4it/ical-timezones, so DTSTART/DTEND carry TZID=<LEAGUE_TZ> and a client shows the
 * league's wall-clock times wherever the fan is.
 */
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventStatus, type ICalEventData } from 'ical-generator';
import type { Language } from '../../shared/siteConfig';
import type { CalendarEntry, CalendarStatus } from './events';

export interface CalendarDocument {
  /** X-WR-CALNAME: what a calendar app lists the subscription as. */
  name: string;
  lang: Language;
  timeZone: string;
  /** DTSTAMP of every entry: when this copy of the feed was written. */
  stamp: Date;
  /** REFRESH-INTERVAL / X-PUBLISHED-TTL hint, seconds. */
  refreshSeconds: number;
  entries: readonly CalendarEntry[];
}

const STATUS: Readonly<Record<CalendarStatus, ICalEventStatus>> = {
  CONFIRMED: ICalEventStatus.CONFIRMED,
  TENTATIVE: ICalEventStatus.TENTATIVE,
  CANCELLED: ICalEventStatus.CANCELLED,
};

function eventData(entry: CalendarEntry, stamp: Date, timeZone: string): ICalEventData {
  const timing: Pick<ICalEventData, 'start' | 'end' | 'allDay' | 'timezone'> =
    entry.when.kind === 'timed'
      ? { start: entry.when.start, end: entry.when.end, timezone: timeZone }
      : { start: entry.when.day, allDay: true };
  return {
    id: entry.uid,
    ...timing,
    stamp,
    summary: entry.summary,
    location: entry.location,
    description: entry.description,
    url: entry.url,
    status: STATUS[entry.status],
    sequence: entry.sequence,
  };
}

/** The feed as text. */
export function renderCalendar(document: CalendarDocument): string {
  const calendar = ical({
    name: document.name,
    prodId: { company: 'Match Centre', product: 'Calendar feeds', language: document.lang === 'no' ? 'NB' : 'EN' },
    // The zone goes on each timed entry (TZID) and its VTIMEZONE is written once from those. Not as the
    // calendar's own zone: ical-generator then writes DTSTAMP in that zone without "Z", which RFC 5545
    // forbids (DTSTAMP is UTC).
    timezone: { name: null, generator: getVtimezoneComponent },
    x: { 'X-WR-TIMEZONE': document.timeZone },
    ttl: document.refreshSeconds,
  });
  for (const entry of document.entries) calendar.createEvent(eventData(entry, document.stamp, document.timeZone));
  return calendar.toString();
}
