/**
 * Calendar arithmetic and time formatting for bookings. Bookings are instants; they are shown in the
 * browser's own time zone (with the zone named), so plain local Date arithmetic is what we want here.
 */

import { DATE_LOCALE, describeTimeZone } from "#shared/date-format.ts";
import { browserTimeZone } from "#shared/zoned-time.ts";

/** The viewer's zone with its offset over the days shown: "Europe/Paris (GMT+2)", "(GMT+1 to GMT+2)". */
export function describeBrowserZone(from: Date, until: Date): string {
  return describeTimeZone(browserTimeZone(), from.toISOString(), until.toISOString());
}

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** Calendar days, not 24-hour steps, so daylight-saving changes do not shift midnight. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** Weeks start on Monday. */
export function startOfWeek(date: Date): Date {
  const day = startOfDay(date);
  return addDays(day, -((day.getDay() + 6) % 7));
}

export function startOfMonth(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), 1);
}

export function addMonths(date: Date, months: number): Date {
  return new Date(date.getFullYear(), date.getMonth() + months, 1);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "2025-06-14" for the local day: the calendar's URL and React keys. */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Reads a dayKey back; anything else gives null. */
export function parseDayKey(value: string | null): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? "");
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) || dayKey(date) !== value ? null : date;
}

export function daysBetween(from: Date, to: Date): Date[] {
  const days: Date[] = [];
  for (let day = startOfDay(from); day < to; day = addDays(day, 1)) days.push(day);
  return days;
}

interface Timed {
  startAt: string;
  endAt: string;
}

/** The bookings that touch the local day, soonest first. A booking over several days shows on each. */
export function onDay<T extends Timed>(items: T[], day: Date): T[] {
  const dayStart = day.getTime();
  const dayEnd = addDays(day, 1).getTime();
  return items
    .filter((item) => {
      const start = Date.parse(item.startAt);
      const end = Math.max(Date.parse(item.endAt), start);
      // An instant-long booking at midnight still belongs to the day it starts.
      return start < dayEnd && (end > dayStart || start === dayStart);
    })
    .sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt));
}

const timeFormat = new Intl.DateTimeFormat(DATE_LOCALE, { hour: "numeric", minute: "2-digit" });
const dayAndTimeFormat = new Intl.DateTimeFormat(DATE_LOCALE, {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
});

/** The times of a booking as seen on one day: "18:30 – 23:00", or with dates when it runs past that day. */
export function bookingTimeOnDay(item: Timed, day: Date): string {
  const start = new Date(item.startAt);
  const end = new Date(item.endAt);
  const dayStart = day.getTime();
  const dayEnd = addDays(day, 1).getTime();
  const startsToday = start.getTime() >= dayStart;
  const endsToday = end.getTime() <= dayEnd;
  if (startsToday && endsToday) return timeFormat.formatRange(start, end);
  if (startsToday) return `From ${timeFormat.format(start)}`;
  if (endsToday) return `Until ${timeFormat.format(end)}`;
  return "All day";
}

/** "Sat, 14 Jun, 18:30 – 23:00" in the browser's zone. */
export function bookingRange(item: Timed): string {
  const start = new Date(item.startAt);
  const end = new Date(item.endAt);
  if (Number.isNaN(start.getTime())) return "Date to be confirmed";
  if (Number.isNaN(end.getTime()) || end <= start) return dayAndTimeFormat.format(start);
  return dayAndTimeFormat.formatRange(start, end);
}

const weekdayFormat = new Intl.DateTimeFormat(DATE_LOCALE, { weekday: "short" });
const weekdayLongFormat = new Intl.DateTimeFormat(DATE_LOCALE, { weekday: "long", day: "numeric", month: "long" });
const dayNumberFormat = new Intl.DateTimeFormat(DATE_LOCALE, { day: "numeric", month: "short" });
const monthFormat = new Intl.DateTimeFormat(DATE_LOCALE, { month: "long", year: "numeric" });
const rangeFormat = new Intl.DateTimeFormat(DATE_LOCALE, { day: "numeric", month: "short", year: "numeric" });

export const formatWeekday = (day: Date) => weekdayFormat.format(day);
export const formatLongDay = (day: Date) => weekdayLongFormat.format(day);
export const formatShortDay = (day: Date) => dayNumberFormat.format(day);
export const formatMonth = (day: Date) => monthFormat.format(day);
/** "9 – 15 Jun 2025" for the days from `first` to `last`, both shown. */
export const formatDayRange = (first: Date, last: Date) => rangeFormat.formatRange(first, last);
