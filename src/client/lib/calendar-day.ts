/**
 * Calendar days as keys ("2027-06-12"): due dates, journey targets, timeline cells. A key is a day on a
 * wall calendar, not an instant, so it is read as a local midnight only to count and step through days.
 */
import { addDays, differenceInCalendarDays, format, parseISO } from "date-fns";

/** Today on this device's calendar. */
export function localToday(now = new Date()): string {
  return format(now, "yyyy-MM-dd");
}

export function shiftDay(day: string, days: number): string {
  return format(addDays(parseISO(day), days), "yyyy-MM-dd");
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(parseISO(to), parseISO(from));
}
