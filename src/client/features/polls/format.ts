/** How poll options and times read: a date option shows its time in the event's zone, then its label. */
import type { TPollOption } from "#shared/polls/schemas.ts";

const formatters = new Map<string, Intl.DateTimeFormat>();

export function zonedDateTime(iso: string, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(undefined, {
      timeZone,
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(new Date(iso));
}

export function optionText(option: Pick<TPollOption, "label" | "startsAt">, timeZone: string): string {
  if (!option.startsAt) return option.label;
  const when = zonedDateTime(option.startsAt, timeZone);
  return option.label ? `${when} (${option.label})` : when;
}

export function percentText(percent: number): string {
  return `${percent.toLocaleString(undefined, { maximumFractionDigits: 1 })}%`;
}
