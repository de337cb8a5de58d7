/**
 * How dates and times are written for people: one rule for the pages, the mails and the PDFs (docs/architecture.md,
 * "Dates and times").
 *
 * - In English (`DATE_LOCALE`), whatever the reader's browser says, so a page, its mail and its PDF agree.
 * - In the time zone of the event the time belongs to, never the reader's.
 * - A zone is named with the offset in force on the date shown: a June evening in New York is GMT-4, a
 *   January one GMT-5, whatever today is. Where the shown dates span a clock change, both offsets are named.
 *   Without a date there is no offset to name, so only the zone's name is shown.
 * - Calendar days (due days, journey steps, day headings) are days, not instants: no zone can move them.
 *
 * Pure Intl, with its spaces made plain: the browser and the server print the same text.
 */
import { isoToZonedInput, isValidTimeZone, zonedInputToIso } from "./zoned-time.ts";

export const DATE_LOCALE = "en-US";

/**
 * ICU versions disagree on spaces: Node writes "4:00\u202fPM" and "4:00\u2009–\u20097:00", browsers plain spaces. A
 * prerendered page must read exactly as the browser then renders it (a hydration mismatch otherwise), and a
 * page, its mail and its PDF should agree: every date and time is written with plain spaces.
 */
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, " ");

interface DateFormat {
  format(date: Date): string;
  formatRange(start: Date, end: Date): string;
  formatToParts(date: Date): Intl.DateTimeFormatPart[];
}

const formats = new Map<string, DateFormat>();

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): DateFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    const intl = new Intl.DateTimeFormat(DATE_LOCALE, { ...options, timeZone });
    format = {
      format: (date) => plainSpaces(intl.format(date)),
      formatRange: (start, end) => plainSpaces(intl.formatRange(start, end)),
      formatToParts: (date) => intl.formatToParts(date),
    };
    formats.set(key, format);
  }
  return format;
}

/** An unknown zone reads as UTC rather than failing the page or the mail. */
const knownZone = (timeZone: string) => (isValidTimeZone(timeZone) ? timeZone : "UTC");

function instant(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "America/New York": an IANA zone as people read it. */
function zoneName(timeZone: string): string {
  return timeZone.replaceAll("_", " ");
}

/** "GMT-4", "GMT+5:30", "GMT": the zone's offset at that instant. */
export function zoneOffset(timeZone: string, at: string | Date): string {
  const date = instant(at) ?? new Date(0);
  const offset = formatter(knownZone(timeZone), { timeZoneName: "shortOffset" })
    .formatToParts(date)
    .find((part) => part.type === "timeZoneName")?.value;
  // ICU writes no offset as "GMT" or "GMT+0" depending on its version.
  return !offset || offset === "GMT+0" || offset === "UTC" ? "GMT" : offset;
}

/** "GMT-4", or "GMT-4 to GMT-5" when the clocks change between `at` and `until`. */
function offsets(timeZone: string, at: string, until?: string): string {
  const first = zoneOffset(timeZone, at);
  const last = until && instant(until) ? zoneOffset(timeZone, until) : first;
  return first === last ? first : `${first} to ${last}`;
}

/**
 * "America/New York (GMT-4)": the zone with its offset on the date shown, both offsets when a clock change
 * falls between `at` and `until`; only the name when no date is given (a list of times on many dates).
 */
export function describeTimeZone(timeZone: string, at?: string | null, until?: string | null): string {
  if (!isValidTimeZone(timeZone)) return timeZone;
  if (!at || !instant(at)) return zoneName(timeZone);
  return `${zoneName(timeZone)} (${offsets(timeZone, at, until ?? undefined)})`;
}

/**
 * The zone named under a date-and-time field: with its offset at the wall-clock time typed
 * ("2027-06-12T18:30"), or at `fallback` (an instant) while the field is empty.
 */
export function describeTimeZoneForInput(
  timeZone: string,
  local: string | undefined,
  fallback?: string | null,
): string {
  return describeTimeZone(timeZone, local ? zonedInputToIso(local, timeZone) : fallback);
}

const DATE_TIME: Intl.DateTimeFormatOptions = {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
};

/**
 * "Sat, Jun 12, 2027, 6:00 – 11:00 PM" in the event's zone, or one moment when the end is not after the
 * start; the caller names the zone beside it (`describeTimeZone`) or uses `formatEventWhen`.
 */
export function formatEventRange(startIso: string, endIso: string, timeZone: string): string {
  const start = instant(startIso);
  if (!start) return "Date to be confirmed";
  const end = instant(endIso);
  const format = formatter(knownZone(timeZone), DATE_TIME);
  return end && end.getTime() > start.getTime() ? format.formatRange(start, end) : format.format(start);
}

/**
 * The whole "when" on one line, for mails, PDFs, link previews and pickers:
 * "Sat, Jun 12, 2027, 6:00 – 11:00 PM (America/New York, GMT-4)".
 */
export function formatEventWhen(startIso: string, endIso: string, timeZone: string): string {
  const range = formatEventRange(startIso, endIso, timeZone);
  if (!instant(startIso)) return range;
  const zone = knownZone(timeZone);
  return `${range} (${zoneName(zone)}, ${offsets(zone, startIso, instant(endIso) ? endIso : undefined)})`;
}

/** One moment in a sentence, with its zone: "Sat, Jun 12, 2027, 11:59 PM (America/New York, GMT-4)". */
export function formatZonedInstant(iso: string | Date, timeZone: string): string {
  const text = typeof iso === "string" ? iso : iso.toISOString();
  return formatEventWhen(text, text, timeZone);
}

/**
 * "Sat, Jun 12, 2027, 6:30 PM" in the zone, for rows of moments under a note naming the zone; `never` for
 * no moment or a bad one. What people did in the app (a comment, a session, a sign-up) has no event: the
 * caller passes the reader's zone (`browserTimeZone()`), and the words stay these.
 */
export function formatMoment(iso: string | Date | null | undefined, timeZone: string, never = "—"): string {
  const at = iso ? instant(iso) : null;
  if (!at) return never;
  return formatter(knownZone(timeZone), DATE_TIME).format(at);
}

/** "6:30 PM": the clock time of a moment in the zone. */
export function formatClockTime(iso: string, timeZone: string): string {
  const at = instant(iso);
  return at ? formatter(knownZone(timeZone), { hour: "numeric", minute: "2-digit" }).format(at) : "";
}

/** "2027-06-12": the calendar day of an instant in the zone. */
export function dayKeyInZone(iso: string, timeZone: string): string {
  return isoToZonedInput(iso, timeZone).slice(0, 10);
}

/** The two halves of a moment near `now`: its clock time, and its day when that is not the day of `now` in the zone. */
function recentParts(iso: string, timeZone: string, now: Date): { day: string | null; time: string } | null {
  const at = instant(iso);
  if (!at) return null;
  const zone = knownZone(timeZone);
  const key = dayKeyInZone(at.toISOString(), zone);
  return {
    day: key === dayKeyInZone(now.toISOString(), zone) ? null : formatDay(key, "weekdayShort"),
    time: formatClockTime(iso, zone),
  };
}

/**
 * A moment of the day at hand (a door's scans, a check-in list's opening): "7:42 PM" on the day of `now` in
 * the zone, "Fri, Jun 11, 7:42 PM" on another day; "" for no moment.
 */
export function formatRecentTime(iso: string, timeZone: string, now: Date = new Date()): string {
  const parts = recentParts(iso, timeZone, now);
  if (!parts) return "";
  return parts.day ? `${parts.day}, ${parts.time}` : parts.time;
}

/** The same moment inside a sentence: "at 7:42 PM", or "on Fri, Jun 11 at 7:42 PM" on another day; "" for none. */
export function recentTimePhrase(iso: string, timeZone: string, now: Date = new Date()): string {
  const parts = recentParts(iso, timeZone, now);
  if (!parts) return "";
  return parts.day ? `on ${parts.day} at ${parts.time}` : `at ${parts.time}`;
}

/** Things that happen at a time, by the calendar day they start on in the zone; days and things in time order. */
export function groupByDayInZone<T extends { startAt: string; endAt: string }>(
  items: readonly T[],
  timeZone: string,
): Array<{ key: string; items: T[] }> {
  const days = new Map<string, T[]>();
  const sorted = [...items].sort(
    (a, b) => Date.parse(a.startAt) - Date.parse(b.startAt) || Date.parse(a.endAt) - Date.parse(b.endAt),
  );
  for (const item of sorted) {
    const key = dayKeyInZone(item.startAt, timeZone);
    days.set(key, [...(days.get(key) ?? []), item]);
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, list]) => ({ key, items: list }));
}

const DAY_STYLES = {
  /** "Jun 12" */
  short: { day: "numeric", month: "short" },
  /** "Jun 12, 2027" */
  date: { day: "numeric", month: "short", year: "numeric" },
  /** "Sat, Jun 12, 2027" */
  medium: { weekday: "short", day: "numeric", month: "short", year: "numeric" },
  /** "Saturday, June 12, 2027" */
  long: { weekday: "long", day: "numeric", month: "long", year: "numeric" },
  /** "Sat, Jun 12" */
  weekdayShort: { weekday: "short", day: "numeric", month: "short" },
  /** "Saturday, June 12" */
  weekdayLong: { weekday: "long", day: "numeric", month: "long" },
  /** "Sat" */
  weekday: { weekday: "short" },
  /** "Saturday" */
  weekdayName: { weekday: "long" },
  /** "12" */
  dayOfMonth: { day: "numeric" },
  /** "Jun 2027" */
  month: { month: "short", year: "numeric" },
  /** "June 2027" */
  monthLong: { month: "long", year: "numeric" },
  /** "Jun" */
  monthName: { month: "short" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

type DayStyle = keyof typeof DAY_STYLES;

/** A day key at UTC noon, where every zone agrees on the day; null for anything that is not a day. */
function dayNoon(dayKey: string): Date | null {
  const [y, m, d] = dayKey.split("-").map(Number);
  const noon = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12));
  return Number.isNaN(noon.getTime()) ? null : noon;
}

/** A calendar day ("2027-06-12") in words, read at UTC noon: a day, so no zone can move it. */
export function formatDay(dayKey: string, style: DayStyle = "medium"): string {
  const noon = dayNoon(dayKey);
  return noon ? formatter("UTC", DAY_STYLES[style]).format(noon) : dayKey;
}

/** Days from one to another, said once: "Jun 7 – 13, 2027", "May 31 – Jun 6, 2027", "Dec 27, 2027 – Jan 2, 2028". */
export function formatDayRange(fromKey: string, toKey: string): string {
  const from = dayNoon(fromKey);
  const to = dayNoon(toKey);
  if (!from || !to) return `${fromKey} – ${toKey}`;
  const format = formatter("UTC", DAY_STYLES.date);
  return to.getTime() > from.getTime() ? format.formatRange(from, to) : format.format(from);
}

/**
 * The calendar day an instant falls on in the zone, in words ("Jun 12, 2027" in the `date` style); `never`
 * for no moment. Things people did in the app pass the reader's zone.
 */
export function formatDayOf(
  iso: string | Date | null | undefined,
  timeZone: string,
  style: DayStyle = "medium",
  never = "—",
): string {
  const at = iso ? instant(iso) : null;
  return at ? formatDay(dayKeyInZone(at.toISOString(), knownZone(timeZone)), style) : never;
}

/** "6:00 PM": an hour of any day (a calendar's hour rows), the way every clock time here is written. */
export function formatHour(hour: number): string {
  return formatter("UTC", { hour: "numeric", minute: "2-digit" }).format(new Date(Date.UTC(2000, 0, 1, hour)));
}

const relativeFormat = new Intl.RelativeTimeFormat(DATE_LOCALE, { numeric: "auto" });

const RELATIVE_STEPS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 24 * 60 * 60],
  ["month", 30 * 24 * 60 * 60],
  ["week", 7 * 24 * 60 * 60],
  ["day", 24 * 60 * 60],
  ["hour", 60 * 60],
  ["minute", 60],
];

/**
 * "3 hours ago", "yesterday", "in 6 days"; under a minute "just now". For what people did in the app (a
 * session's last use, a report); the exact moment goes beside it with `formatMoment` in the reader's zone.
 */
export function formatRelativeTime(value: string | Date, now: Date = new Date()): string {
  const at = instant(value);
  if (!at) return "at an unknown time";
  const seconds = Math.round((at.getTime() - now.getTime()) / 1000);
  if (Math.abs(seconds) < 60) return "just now";
  const [unit, size] = RELATIVE_STEPS.find(([, step]) => Math.abs(seconds) >= step) ?? ["minute", 60];
  return relativeFormat.format(Math.round(seconds / size), unit);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The time of something under its day's heading: "6:00 – 8:00 PM"; "10:30 PM – 1:00 AM (next day)" past
 * midnight; with the days when it runs longer ("Sat, Jun 12, 9:00 AM – Mon, Jun 14, 5:00 PM").
 */
export function formatTimeRange(startIso: string, endIso: string, timeZone: string): string {
  const zone = knownZone(timeZone);
  const start = instant(startIso);
  const end = instant(endIso);
  if (!start) return "";
  const time = formatter(zone, { hour: "numeric", minute: "2-digit" });
  if (!end || !(end.getTime() > start.getTime())) return time.format(start);
  const days = Math.round((Date.parse(dayKeyInZone(endIso, zone)) - Date.parse(dayKeyInZone(startIso, zone))) / DAY_MS);
  if (days === 0) return time.formatRange(start, end);
  if (days === 1) return `${time.format(start)} – ${time.format(end)} (next day)`;
  return formatter(zone, {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
  }).formatRange(start, end);
}
