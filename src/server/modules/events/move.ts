/**
 * Rescheduling by drag (the interactive calendar): a new start, the same length. An event takes its whole
 * programme along, because its activities must stay within its dates; the venue rule is checked again for
 * the event and every activity, under the same locks and in the same order as an edit (venue-bookings.ts).
 */
import { and, eq, sql } from "drizzle-orm";
import type { TActivity } from "#shared/activities/schemas.ts";
import type { TEvent } from "#shared/events/schemas.ts";
import { fieldError, notFound } from "#shared/errors.ts";
import type { ServiceContext } from "../../context.ts";
import { getActivity, updateActivity } from "./activities/service.ts";
import { lockOwnedEvent } from "./owned-event.ts";
import { getEvent } from "./service.ts";
import { activities, events } from "./tables.ts";
import { activityVenueIds, assertEventBookingsFree, lockVenues } from "./venue-bookings.ts";

function instant(iso: string): Date {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    throw fieldError("VALIDATION_ERROR", "startAt", "Start must be a date and time");
  }
  return date;
}

/** The event and its activities, shifted together by the distance between its old and new start. */
export async function moveEvent(ctx: ServiceContext, eventId: string, startAt: string): Promise<TEvent> {
  const start = instant(startAt);
  const ownerId = ctx.actor.userId;
  await ctx.db.transaction(async (tx) => {
    const event = await lockOwnedEvent(tx, ownerId, eventId);
    if (!event) throw notFound("Event not found");
    const shiftMs = start.getTime() - event.startAt.getTime();
    if (shiftMs === 0) return;
    await lockVenues(tx, ownerId, [event.venueId, ...(await activityVenueIds(tx, eventId))]);
    const now = new Date();
    await tx
      .update(events)
      .set({ startAt: start, endAt: new Date(event.endAt.getTime() + shiftMs), updatedAt: now })
      .where(and(eq(events.id, eventId), eq(events.ownerId, ownerId)));
    // One statement for the whole programme; make_interval keeps the arithmetic exact to the millisecond.
    const shift = sql`make_interval(secs => ${shiftMs / 1000}::double precision)`;
    await tx
      .update(activities)
      .set({
        startAt: sql`${activities.startAt} + ${shift}`,
        endAt: sql`${activities.endAt} + ${shift}`,
        updatedAt: now,
      })
      .where(eq(activities.eventId, eventId));
    await assertEventBookingsFree(tx, eventId);
  });
  return getEvent(ctx, eventId);
}

/** An activity at a new start within its event; the edit's own checks (event dates, venue) decide. */
export async function moveActivity(ctx: ServiceContext, activityId: string, startAt: string): Promise<TActivity> {
  const start = instant(startAt);
  const current = await getActivity(ctx, activityId);
  const lengthMs = Date.parse(current.endAt) - Date.parse(current.startAt);
  return updateActivity(ctx, activityId, {
    eventId: current.eventId,
    name: current.name,
    startAt: start.toISOString(),
    endAt: new Date(start.getTime() + lengthMs).toISOString(),
    locationName: current.locationName,
    venueId: current.venue?.id ?? null,
    capacity: current.capacity,
    costCents: current.costCents,
    currency: current.currency,
    host: current.host,
    notes: current.notes,
  });
}
