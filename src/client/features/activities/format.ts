/**
 * Activity times are shown in their event's time zone, whatever the viewer's own zone is: a 7 pm dinner
 * in Lisbon is "7:00 PM" on every screen, with the zone named beside it.
 */
import { pluralTerm } from "#shared/words.ts";
import { formatMoney } from "#shared/money.ts";
import type { TActivity } from "#shared/activities/schemas.ts";

export function costText(activity: Pick<TActivity, "costCents" | "currency">): string {
  return activity.costCents === null || activity.costCents === 0
    ? "Free"
    : formatMoney(activity.costCents, activity.currency);
}

/** "Up to 40 Classmates", in the event type's words. */
export function capacityText(capacity: number | null, memberTerm: string): string | null {
  if (capacity === null) return null;
  return `Up to ${capacity.toLocaleString()} ${capacity === 1 ? memberTerm : pluralTerm(memberTerm)}`;
}

/** Where it happens: the venue, the place, or both. */
export function placeText(activity: Pick<TActivity, "venue" | "locationName">): string | null {
  return [activity.venue?.name, activity.locationName].filter(Boolean).join(" · ") || null;
}

/** The event to start with: the one asked for, else the next to come, else the latest. */
export function preferredEvent<T extends { id: string; startAt: string; endAt: string; status: string }>(
  events: T[],
  wanted: string,
): T | undefined {
  const asked = events.find((event) => event.id === wanted);
  if (asked) return asked;
  const now = Date.now();
  const upcoming = events.filter((event) => Date.parse(event.endAt) >= now && event.status !== "cancelled");
  return upcoming.sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt))[0] ?? events[0];
}
