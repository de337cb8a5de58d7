/** How poll options and times read: a date option shows its time in the event's zone, then its label. */
import { formatMoment } from "#shared/date-format.ts";
import type { TPoll, TPollOption } from "#shared/polls/schemas.ts";

/** "Sat, Jun 12, 2027, 6:30 PM" in the event's zone. */
export const zonedDateTime = (iso: string, timeZone: string) => formatMoment(iso, timeZone);

export function optionText(option: Pick<TPollOption, "label" | "startsAt">, timeZone: string): string {
  if (!option.startsAt) return option.label;
  const when = zonedDateTime(option.startsAt, timeZone);
  return option.label ? `${when} (${option.label})` : when;
}

export function percentText(percent: number): string {
  return `${percent.toLocaleString(undefined, { maximumFractionDigits: 1 })}%`;
}

/** When the poll closes or closed, in the event's zone ("No deadline" for a poll left open). */
export function deadlineText(poll: Pick<TPoll, "status" | "closedAt" | "closesAt" | "timeZone">): string {
  if (poll.closedAt) return `Closed ${zonedDateTime(poll.closedAt, poll.timeZone)}`;
  if (poll.closesAt)
    return `${poll.status === "open" ? "Closes" : "Closed"} ${zonedDateTime(poll.closesAt, poll.timeZone)}`;
  return "No deadline";
}
