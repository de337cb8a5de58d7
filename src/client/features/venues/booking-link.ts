/** Where a booking leads: its event's (or activity's) details page. */
import type { TBooking } from "#shared/venues/schemas.ts";

export function bookingPath(booking: Pick<TBooking, "kind" | "id">): string {
  return booking.kind === "activity" ? `/activity-details/${booking.id}` : `/event-details/${booking.id}`;
}
