/**
 * Times shown in an event's own time zone, whatever the viewer's zone is: the day an instant falls on there,
 * a programme grouped by those days, day headings, moments and time ranges. Shared by the activity schedule,
 * the public information pages, the demo events, the checklists' due days and the RSVP and ticket managers.
 */
import { isoToZonedInput, isValidTimeZone } from "#shared/zoned-time.ts";

const timeFormats = new Map<string, Intl.DateTimeFormat>();
const dayTimeFormats = new Map<string, Intl.DateTimeFormat>();
const momentFormats = new Map<string, Intl.DateTimeFormat>();

function cached(map: Map<string, Intl.DateTimeFormat>, timeZone: string, options: Intl.DateTimeFormatOptions) {
  let format = map.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, { ...options, timeZone });
    map.set(timeZone, format);
  }
  return format;
}

/** "Jun 3, 2027, 6:30 PM" in the zone (the page says which zone); `never` for no moment or a bad one. */
export function formatMoment(iso: string | null, timeZone: string, never = "—"): string {
  if (!iso) return never;
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return never;
  const zone = isValidTimeZone(timeZone) ? timeZone : "UTC";
  return cached(momentFormats, zone, {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(instant);
}

/** "2027-06-12": the calendar day of an instant in the zone. */
export function dayKeyInZone(iso: string, timeZone: string): string {
  return isoToZonedInput(iso, timeZone).slice(0, 10);
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

const dayKeyFormats = new Map<string, Intl.DateTimeFormat>();

/** A day key ("2027-06-12") in words, read at UTC noon: a calendar day, so no zone can move it. */
export function formatDayKey(dayKey: string, options: Intl.DateTimeFormatOptions): string {
  const id = JSON.stringify(options);
  let format = dayKeyFormats.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, { ...options, timeZone: "UTC" });
    dayKeyFormats.set(id, format);
  }
  const [y, m, d] = dayKey.split("-").map(Number);
  return format.format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12)));
}

/** "Saturday, June 12, 2027" for a day key. */
export function formatDayHeading(dayKey: string): string {
  return formatDayKey(dayKey, { weekday: "long", day: "numeric", month: "long", year: "numeric" });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * "6:00 – 8:00 PM"; "10:30 PM – 1:00 AM (next day)" past midnight; with the days when it runs longer
 * ("Sat, Jun 12, 9:00 AM – Mon, Jun 14, 5:00 PM").
 */
export function formatTimeRange(startIso: string, endIso: string, timeZone: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  const time = cached(timeFormats, timeZone, { hour: "numeric", minute: "2-digit" });
  if (!(end.getTime() > start.getTime())) return time.format(start);
  const days = Math.round(
    (Date.parse(dayKeyInZone(endIso, timeZone)) - Date.parse(dayKeyInZone(startIso, timeZone))) / DAY_MS,
  );
  if (days === 0) return time.formatRange(start, end);
  if (days === 1) return `${time.format(start)} – ${time.format(end)} (next day)`;
  const dayTime = cached(dayTimeFormats, timeZone, {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
  });
  return dayTime.formatRange(start, end);
}
