/**
 * iCalendar text (RFC 5545) for feeds and downloads, made with ical-generator. Times are written in their
 * event's zone (DTSTART;TZID=...) with that zone's VTIMEZONE, so a 19:00 dinner in Amsterdam stays 19:00
 * there whatever the reader's zone and whatever daylight saving does in between.
 */
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { TZDate } from "@date-fns/tz";
import { vtimezone } from "./vtimezone.ts";

export interface IcsEntry {
  /** Stable across feeds and downloads, so a calendar updates the entry instead of adding a copy. */
  uid: string;
  summary: string;
  description: string;
  location: string | null;
  url: string | null;
  startAt: Date;
  endAt: Date;
  timeZone: string;
  status: "confirmed" | "tentative" | "cancelled";
  createdAt: Date;
  updatedAt: Date;
}

interface IcsCalendar {
  name: string;
  description?: string;
  entries: IcsEntry[];
  /** How often a subscribed calendar should fetch again (feeds only). */
  refreshSeconds?: number;
  /** The zone the whole calendar is about (one event's file): Google reads X-WR-TIMEZONE. */
  timeZone?: string;
}

const STATUS = {
  confirmed: ICalEventStatus.CONFIRMED,
  tentative: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
} as const;

/**
 * TEXT (RFC 5545 3.3.11) holds no control character but tab, and a line break only as the two characters
 * "\n": a raw CR or LF in a name would end the property and start one of the author's choosing.
 */
function plainText(value: string): string {
  return value.replace(/\r\n?/g, "\n").replace(/[^\P{Cc}\t\n]/gu, "");
}

/**
 * ical-generator escapes the event's properties but writes the calendar's NAME, X-WR-CALNAME and X-WR-CALDESC
 * as given: those are escaped here, the rest are handed over plain so nothing is escaped twice.
 */
function escapedText(value: string): string {
  return plainText(value)
    .replace(/[\\;,]/g, (sign) => `\\${sign}`)
    .replace(/\n/g, "\\n");
}

/** Zones an app cannot have a rule for (a name Intl does not know) are written in UTC instead. */
function knownZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** A revision number that only grows: seconds between the record's creation and its last change. */
function sequence(entry: IcsEntry): number {
  return Math.max(0, Math.floor((entry.updatedAt.getTime() - entry.createdAt.getTime()) / 1000));
}

export function renderCalendar(calendar: IcsCalendar): string {
  const times = calendar.entries.flatMap((e) => [e.startAt.getTime(), e.endAt.getTime()]);
  const fromMs = times.length > 0 ? Math.min(...times) : Date.now();
  const toMs = times.length > 0 ? Math.max(...times) : Date.now();
  const cal = ical({
    prodId: "//Gatherly//Calendar//EN",
    method: ICalCalendarMethod.PUBLISH,
    name: escapedText(calendar.name),
    ...(calendar.description ? { description: escapedText(calendar.description) } : {}),
    ...(calendar.refreshSeconds ? { ttl: calendar.refreshSeconds } : {}),
    // No calendar-wide zone name: ical-generator would then write DTSTAMP and LAST-MODIFIED as local
    // times, which RFC 5545 wants in UTC. Each event names its own zone instead.
    timezone: { name: null, generator: (zone) => vtimezone(zone, fromMs, toMs) },
  });
  if (calendar.timeZone && knownZone(calendar.timeZone)) cal.x("X-WR-TIMEZONE", calendar.timeZone);
  for (const entry of calendar.entries) {
    const zone = knownZone(entry.timeZone) ? entry.timeZone : "UTC";
    // A TZDate reads its wall-clock fields in the zone, which is what ical-generator writes after TZID=.
    const at = (ms: number) => (zone === "UTC" ? new Date(ms) : new TZDate(ms, zone));
    cal.createEvent({
      id: entry.uid,
      sequence: sequence(entry),
      start: at(entry.startAt.getTime()),
      end: at(Math.max(entry.endAt.getTime(), entry.startAt.getTime())),
      timezone: zone,
      summary: plainText(entry.status === "cancelled" ? `Cancelled: ${entry.summary}` : entry.summary),
      description: plainText(entry.description) || null,
      location: plainText(entry.location ?? "").trim() || null,
      url: entry.url,
      status: STATUS[entry.status],
      stamp: entry.updatedAt,
      created: entry.createdAt,
      lastModified: entry.updatedAt,
    });
  }
  return cal.toString();
}
