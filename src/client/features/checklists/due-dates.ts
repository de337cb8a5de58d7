/**
 * Due dates are calendar days ("2027-05-12"), compared with the reader's own today: "due today" means
 * the day on the organiser's wall calendar, wherever the event happens.
 */
import type { TChecklistItem } from "#shared/checklists/schemas.ts";
import { daysBetween } from "#client/lib/calendar-day.ts";
import { formatDay as formatCalendarDay } from "#shared/date-format.ts";

export { localToday } from "#client/lib/calendar-day.ts";

/** Whole days from `today` to `day` (negative when past). */
export function daysUntil(day: string, today: string): number {
  return daysBetween(today, day);
}

/** "Sat, Jun 12, 2027", or "Jun 12" when short. */
export function formatDay(day: string, short = false): string {
  return formatCalendarDay(day, short ? "short" : "medium");
}

type DueState = "none" | "done" | "overdue" | "today" | "soon" | "later";

export function dueState(item: Pick<TChecklistItem, "dueDate" | "done">, today: string): DueState {
  if (item.done) return "done";
  if (!item.dueDate) return "none";
  const days = daysUntil(item.dueDate, today);
  if (days < 0) return "overdue";
  if (days === 0) return "today";
  return days <= 7 ? "soon" : "later";
}

/** The due date in words, so the state never rests on colour: "Overdue by 3 days (was due Wed, Jun 9, 2027)". */
export function dueWords(item: Pick<TChecklistItem, "dueDate" | "done">, today: string): string | null {
  if (!item.dueDate) return null;
  const date = formatDay(item.dueDate);
  if (item.done) return `Due ${date}`;
  const days = daysUntil(item.dueDate, today);
  if (days < 0) return `Overdue by ${-days === 1 ? "1 day" : `${-days} days`} (was due ${date})`;
  if (days === 0) return `Due today (${date})`;
  if (days === 1) return `Due tomorrow (${date})`;
  if (days <= 7) return `Due in ${days} days (${date})`;
  return `Due ${date}`;
}

export function progressOf(items: ReadonlyArray<Pick<TChecklistItem, "dueDate" | "done">>, today: string) {
  const done = items.filter((i) => i.done).length;
  const overdue = items.filter((i) => dueState(i, today) === "overdue").length;
  return { done, total: items.length, overdue, words: `${done} of ${items.length} done` };
}
