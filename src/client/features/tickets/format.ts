/**
 * The ticket manager's words and small conversions, kept apart from the components so they can be tested:
 * sale and check-in windows in the event's zone, sold counts and shares, the statistics' hours, and the
 * sentences of result toasts.
 */
import { countText } from "#shared/words.ts";
import { DATE_LOCALE, formatMoment } from "#shared/date-format.ts";
import type { TIssueFromGuestsResult } from "./api.ts";

/**
 * A window of time with either end open: "From Jun 1, 2027, 9:00 AM", "Until …", "… – …", or `always`
 * when it has no ends (a type on sale as long as the shop is open, a list that admits at any time).
 */
export function windowText(from: string | null, until: string | null, timeZone: string, always: string): string {
  if (from && until) return `${formatMoment(from, timeZone)} – ${formatMoment(until, timeZone)}`;
  if (from) return `From ${formatMoment(from, timeZone)}`;
  if (until) return `Until ${formatMoment(until, timeZone)}`;
  return always;
}

/** Whole percent of `part` in `whole`, 0 to 100 (a bar never overflows, an empty whole is 0). */
export function percent(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((part / whole) * 100)));
}

/** "12 of 100 sold" for a type's counter; "Sold out" when none are left. */
export function soldText(sold: number, quantity: number): string {
  if (quantity > 0 && sold >= quantity) return `Sold out (${sold.toLocaleString()})`;
  return `${sold.toLocaleString()} of ${quantity.toLocaleString()} sold`;
}

const hourFormat = new Intl.DateTimeFormat(DATE_LOCALE, {
  timeZone: "UTC",
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
});

/**
 * An hour of the statistics ("2026-06-12T19:00", already in the event's zone) in words: "Fri, Jun 12, 7 PM".
 * It is a wall-clock time, so it is read as UTC and shown as UTC: no zone may move it again.
 */
export function hourText(hour: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2})/.exec(hour);
  if (!match) return hour;
  const [, y, m, d, h] = match;
  return hourFormat.format(new Date(Date.UTC(Number(y), Number(m) - 1, Number(d), Number(h))));
}

/** What "Issue from guest list" did. */
export function issueFromGuestsText(result: TIssueFromGuestsResult): string {
  const parts = [`${countText(result.tickets, "ticket")} issued in ${countText(result.orders, "order")}.`];
  if (result.skipped > 0) {
    parts.push(`${countText(result.skipped, "guest")} skipped (no email address, or a ticket already).`);
  }
  return parts.join(" ");
}

/** Whole numbers typed into a quantity box: empty or not a number counts as none. */
export function quantityValue(text: string): number {
  const value = Number(text.trim());
  return Number.isInteger(value) && value > 0 ? value : 0;
}
