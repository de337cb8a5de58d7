/**
 * One booking rule for events and activities. A venue cannot hold two overlapping bookings, where a
 * booking is a non-cancelled event with a venue, or an activity with a venue inside a non-cancelled
 * event. An event's own programme is the exception: an event never clashes with its own activities,
 * and activities held at their event's own venue (rooms of the event's place) never clash with each other.
 *
 * The order inside a transaction is always: lock the event row(s), lock the venues (in id order, so two
 * writers never wait on each other in a circle), write, then check. The check reads the written rows,
 * and a concurrent booking of the same venue waits on the lock and then sees them: exactly one wins.
 */
import { and, asc, eq, gt, isNotNull, lt, ne, type SQL } from "drizzle-orm";
import { VENUE_CONFLICT_MESSAGE } from "#shared/venues/schemas.ts";
import { AppError, fieldError, notFound } from "#shared/errors.ts";
import type { Db } from "../../db/client.ts";
import { lockOwnedVenue } from "../venues/index.ts";
import type { EventRow } from "./owned-event.ts";
import { activities, events } from "./tables.ts";

/** A slot someone holds on a venue: an event itself (activityId null) or one of its activities. */
interface Claim {
  venueId: string;
  startAt: Date;
  endAt: Date;
  eventId: string;
  activityId: string | null;
  /** The venue of the claim's event, which its activities may share. */
  eventVenueId: string | null;
}

/** Locks the owner's venues in id order; an unknown or someone else's venue is a field error. */
export async function lockVenues(tx: Db, ownerId: string, venueIds: Array<string | null | undefined>): Promise<void> {
  const ids = [...new Set(venueIds.filter((id): id is string => !!id))].sort();
  for (const id of ids) await lockOwnedVenue(tx, ownerId, id);
}

/** The venues an event's activities hold, to lock them before the event's bookings are checked again. */
export async function activityVenueIds(tx: Db, eventId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ venueId: activities.venueId })
    .from(activities)
    .where(and(eq(activities.eventId, eventId), isNotNull(activities.venueId)));
  return rows.map((r) => r.venueId!);
}

/** The name of a booking that overlaps the claim, or null when the venue is free then. */
async function findClash(tx: Db, claim: Claim): Promise<string | null> {
  const [event] = await tx
    .select({ name: events.name })
    .from(events)
    .where(
      and(
        eq(events.venueId, claim.venueId),
        ne(events.status, "cancelled"),
        lt(events.startAt, claim.endAt),
        gt(events.endAt, claim.startAt),
        ne(events.id, claim.eventId),
      ),
    )
    .orderBy(asc(events.startAt))
    .limit(1);
  if (event) return event.name;

  const conditions: SQL[] = [
    eq(activities.venueId, claim.venueId),
    ne(events.status, "cancelled"),
    lt(activities.startAt, claim.endAt),
    gt(activities.endAt, claim.startAt),
  ];
  if (claim.activityId) conditions.push(ne(activities.id, claim.activityId));
  // Same-event activities clash only when they share a venue that is not the event's own.
  const sameEventFree = claim.activityId === null || claim.eventVenueId === claim.venueId;
  if (sameEventFree) conditions.push(ne(activities.eventId, claim.eventId));
  const [activity] = await tx
    .select({ name: activities.name })
    .from(activities)
    .innerJoin(events, eq(events.id, activities.eventId))
    .where(and(...conditions))
    .orderBy(asc(activities.startAt))
    .limit(1);
  return activity?.name ?? null;
}

function conflict(name: string): AppError {
  const message = `${VENUE_CONFLICT_MESSAGE} (${name})`;
  return fieldError("CONFLICT", "venueId", message);
}

/** Every booking of an event (itself and its activities), as written in this transaction, must be free. */
export async function assertEventBookingsFree(tx: Db, eventId: string): Promise<void> {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).limit(1);
  if (!event) throw notFound("Event not found");
  // A cancelled event holds nothing, and neither do its activities.
  if (event.status === "cancelled") return;
  const claims: Claim[] = [];
  if (event.venueId) {
    claims.push({
      venueId: event.venueId,
      startAt: event.startAt,
      endAt: event.endAt,
      eventId,
      activityId: null,
      eventVenueId: event.venueId,
    });
  }
  const held = await tx
    .select({ id: activities.id, venueId: activities.venueId, startAt: activities.startAt, endAt: activities.endAt })
    .from(activities)
    .where(and(eq(activities.eventId, eventId), isNotNull(activities.venueId)))
    .orderBy(asc(activities.startAt));
  for (const a of held) {
    claims.push({
      venueId: a.venueId!,
      startAt: a.startAt,
      endAt: a.endAt,
      eventId,
      activityId: a.id,
      eventVenueId: event.venueId,
    });
  }
  for (const claim of claims) {
    const clash = await findClash(tx, claim);
    if (clash !== null) throw conflict(clash);
  }
}

/** One activity's booking, as written in this transaction, must be free (its event is locked by the caller). */
export async function assertActivityBookingFree(
  tx: Db,
  event: EventRow,
  activity: { id: string; venueId: string | null; startAt: Date; endAt: Date },
): Promise<void> {
  if (!activity.venueId || event.status === "cancelled") return;
  const clash = await findClash(tx, {
    venueId: activity.venueId,
    startAt: activity.startAt,
    endAt: activity.endAt,
    eventId: event.id,
    activityId: activity.id,
    eventVenueId: event.venueId,
  });
  if (clash !== null) throw conflict(clash);
}

/** The owner's activities that hold a venue between two instants (cancelled events' excluded), for the booking calendar. */
export async function activityBookings(
  db: Db,
  ownerId: string,
  range: { from: Date; to: Date; venueId?: string | undefined },
): Promise<Array<{ id: string; name: string; venueId: string; startAt: Date; endAt: Date }>> {
  const conditions: SQL[] = [
    eq(activities.ownerId, ownerId),
    ne(events.status, "cancelled"),
    lt(activities.startAt, range.to),
    gt(activities.endAt, range.from),
    isNotNull(activities.venueId),
  ];
  if (range.venueId) conditions.push(eq(activities.venueId, range.venueId));
  const rows = await db
    .select({
      id: activities.id,
      name: activities.name,
      venueId: activities.venueId,
      startAt: activities.startAt,
      endAt: activities.endAt,
    })
    .from(activities)
    .innerJoin(events, eq(events.id, activities.eventId))
    .where(and(...conditions))
    .orderBy(asc(activities.startAt))
    .limit(1000);
  return rows.map((r) => ({ ...r, venueId: r.venueId! }));
}
