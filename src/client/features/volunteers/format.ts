/**
 * The words of the volunteer pages, the organiser's and the volunteer's alike. Free of the schema library
 * (types only), so the volunteer's phone downloads none of it.
 */
import { formatDayOf, formatTimeRange } from "#shared/date-format.ts";
import type { TAssignmentStatus } from "#shared/volunteers/schemas.ts";

/** "3 hours", "1 hour", "2.5 hours". */
export function hoursText(hours: number): string {
  const rounded = Math.round(hours * 100) / 100;
  return `${rounded.toLocaleString("en-US")} ${rounded === 1 ? "hour" : "hours"}`;
}

/** "Sat, Jun 14 · 9:00 – 11:00 AM" in the event's zone. */
export function shiftWhen(shift: { startsAt: string; endsAt: string }, timeZone: string): string {
  return `${formatDayOf(shift.startsAt, timeZone, "weekdayShort")} · ${formatTimeRange(shift.startsAt, shift.endsAt, timeZone)}`;
}

/** A shift's staffing: short of people, just right, or more than needed confirmed. */
type Staffing = "short" | "covered";

export function staffingOf(shift: { needed: number; confirmed: number }): Staffing {
  return shift.confirmed < shift.needed ? "short" : "covered";
}

/** Said in words beside the colour: "Needs 2 more" or "Fully staffed". */
export function staffingText(shift: { needed: number; confirmed: number }): string {
  const missing = shift.needed - shift.confirmed;
  return missing > 0 ? `Needs ${missing} more` : "Fully staffed";
}

/** "2 of 3 confirmed · 1 awaiting". */
export function headcountText(shift: { needed: number; confirmed: number; awaiting: number }): string {
  return `${shift.confirmed} of ${shift.needed} confirmed${shift.awaiting > 0 ? ` · ${shift.awaiting} awaiting` : ""}`;
}

export const ASSIGNMENT_LABELS: Record<TAssignmentStatus, string> = {
  awaiting: "Awaiting confirmation",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
};

/** Skills typed as "first aid, driving": trimmed, empty ones dropped. */
export function skillsFromText(text: string): string[] {
  return text
    .split(",")
    .map((skill) => skill.trim())
    .filter(Boolean);
}

/** The shape of an email address, checked by hand on the volunteer's pages (no schema library there). */
export const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
