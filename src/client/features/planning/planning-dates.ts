/**
 * Calendar-day arithmetic for the planning pages. Days are keys ("2027-06-12") in the event's zone; they
 * are read as local midnights only to count and step with date-fns, never shown as instants.
 */
import { daysBetween } from "#client/lib/calendar-day.ts";
import { formatDay } from "#shared/date-format.ts";

export { daysBetween, shiftDay } from "#client/lib/calendar-day.ts";

/** "Sat, Jun 12, 2027", or "Jun 12" when short. */
export function dayWords(day: string, short = false): string {
  return formatDay(day, short ? "short" : "medium");
}

/** "today", "tomorrow", "in 12 days", "3 days ago". */
export function relativeDay(day: string, today: string): string {
  const days = daysBetween(today, day);
  if (days === 0) return "today";
  if (days === 1) return "tomorrow";
  if (days === -1) return "yesterday";
  return days > 0 ? `in ${days} days` : `${-days} days ago`;
}
