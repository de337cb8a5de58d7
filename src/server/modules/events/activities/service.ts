/**
 * Activities: sessions inside an event (dinner, tour, game). Owner-scoped like events: someone else's
 * activity or event answers as if it did not exist. Every write locks the activity's event first, so an
 * activity and a change of its event's dates or capacity never pass their checks side by side.
 */
import { and, asc, count, desc, eq, gt, ilike, inArray, lt, max, or, sql, type SQL } from "drizzle-orm";
import type { TActivity, TActivityInput, TActivityList, TActivityListQuery } from "#shared/activities/schemas.ts";
import {
  ACTIVITIES_PER_EVENT_MAX,
  ACTIVITY_OUTSIDE_EVENT_MESSAGE,
  ZActivityInput,
  ZActivityListQuery,
  activitiesOutsideMessage,
} from "#shared/activities/schemas.ts";
import { AppError, fieldError, notFound } from "#shared/errors.ts";
import { isUuid } from "#shared/ids.ts";
import type { Db } from "../../../db/client.ts";
import { containsPattern } from "../../../db/like.ts";
import { eventsInReach, type ServiceContext } from "../../../context.ts";
import { listEventTypes } from "../../event-types/index.ts";
import { venueNames } from "../../venues/index.ts";
import { parseInput } from "../../../parse-input.ts";
import { activities, events } from "../tables.ts";
import { findOwnedEvent, lockOwnedEvent, type EventRow } from "../owned-event.ts";
import { assertActivityBookingFree, lockVenues } from "../venue-bookings.ts";

type ActivityRow = typeof activities.$inferSelect;
type ParsedInput = ReturnType<typeof ZActivityInput.parse>;
type EventInfo = TActivity["event"];

function toDto(row: ActivityRow, event: EventInfo, venueName: string | undefined): TActivity {
  return {
    id: row.id,
    eventId: row.eventId,
    event,
    name: row.name,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    locationName: row.locationName ?? null,
    venue: row.venueId && venueName !== undefined ? { id: row.venueId, name: venueName } : null,
    capacity: row.capacity ?? null,
    costCents: row.costCents ?? null,
    currency: row.currency,
    host: row.host,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Adds each activity's event (name, zone, dates, member word) and venue name: a few small queries per page. */
async function withEvents(db: Db, rows: ActivityRow[]): Promise<TActivity[]> {
  if (rows.length === 0) return [];
  const eventIds = [...new Set(rows.map((r) => r.eventId))];
  const eventRows = await db
    .select({
      id: events.id,
      name: events.name,
      timeZone: events.timeZone,
      startAt: events.startAt,
      endAt: events.endAt,
      eventTypeId: events.eventTypeId,
    })
    .from(events)
    .where(inArray(events.id, eventIds));
  const memberTerms = new Map((await listEventTypes(db)).map((t) => [t.id, t.memberTerm]));
  const byId = new Map<string, EventInfo>(
    eventRows.map((e) => [
      e.id,
      {
        id: e.id,
        name: e.name,
        timeZone: e.timeZone,
        startAt: e.startAt.toISOString(),
        endAt: e.endAt.toISOString(),
        memberTerm: memberTerms.get(e.eventTypeId) ?? "Guest",
      },
    ]),
  );
  const venueIds = [...new Set(rows.map((r) => r.venueId).filter((id): id is string => id !== null))];
  const names = await venueNames(db, rows[0]!.ownerId, venueIds);
  return rows.map((row) => toDto(row, byId.get(row.eventId)!, row.venueId ? names.get(row.venueId) : undefined));
}

function values(input: ParsedInput) {
  return {
    name: input.name,
    startAt: new Date(input.startAt),
    endAt: new Date(input.endAt),
    locationName: input.locationName?.trim() ? input.locationName.trim() : null,
    venueId: input.venueId,
    capacity: input.capacity,
    costCents: input.costCents,
    currency: input.currency,
    host: input.host,
    notes: input.notes.trim(),
  };
}

// Someone else's event and no event at all read the same (404, like an id in a path), so ids cannot be
// probed through a form; the field is named so the form can say where.
const eventNotFound = () => fieldError("NOT_FOUND", "eventId", "Event not found", "Choose one of your events");

/** What an activity must respect in its (locked) event: its dates and its capacity. */
function assertFitsEvent(event: EventRow, input: ParsedInput): void {
  const fields: Record<string, string> = {};
  // Each field that strays is named: only the end when a dinner runs late, both when it is on another day.
  const within = (iso: string) =>
    Date.parse(iso) >= event.startAt.getTime() && Date.parse(iso) <= event.endAt.getTime();
  if (!within(input.startAt)) fields.startAt = ACTIVITY_OUTSIDE_EVENT_MESSAGE;
  if (!within(input.endAt)) fields.endAt = ACTIVITY_OUTSIDE_EVENT_MESSAGE;
  if (input.capacity !== null && event.capacity !== null && input.capacity > event.capacity) {
    fields.capacity = `Capacity cannot be more than the event's (${event.capacity})`;
  }
  const first = Object.values(fields)[0];
  if (first) throw new AppError("VALIDATION_ERROR", first, { fields });
}

async function findOwned(db: Db, ownerId: string, activityId: string): Promise<ActivityRow> {
  if (!isUuid(activityId)) throw notFound("Activity not found");
  const [row] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.id, activityId), eq(activities.ownerId, ownerId)))
    .limit(1);
  if (!row) throw notFound("Activity not found");
  return row;
}

export async function getActivity(ctx: ServiceContext, activityId: string): Promise<TActivity> {
  const [activity] = await withEvents(ctx.db, [await findOwned(ctx.db, ctx.actor.userId, activityId)]);
  return activity!;
}

/** Works inside a caller's transaction too (templates add their activities with the event they create). */
export async function createActivity(ctx: ServiceContext, raw: TActivityInput): Promise<TActivity> {
  const input = parseInput(ZActivityInput, raw);
  const ownerId = ctx.actor.userId;
  const id = await ctx.db.transaction(async (tx) => {
    const event = await lockOwnedEvent(tx, ownerId, input.eventId);
    if (!event) throw eventNotFound();
    await lockVenues(tx, ownerId, [input.venueId]);
    assertFitsEvent(event, input);
    const [held] = await tx.select({ n: count() }).from(activities).where(eq(activities.eventId, event.id));
    if (Number(held?.n ?? 0) >= ACTIVITIES_PER_EVENT_MAX) {
      const message = `An event can hold at most ${ACTIVITIES_PER_EVENT_MAX} activities`;
      throw fieldError("VALIDATION_ERROR", "eventId", message);
    }
    const [row] = await tx
      .insert(activities)
      .values({ ...values(input), eventId: event.id, ownerId })
      .returning();
    await assertActivityBookingFree(tx, event, row!);
    return row!.id;
  });
  return getActivity(ctx, id);
}

/** Moving an activity to another of the owner's events is allowed; both events are locked, in id order. */
export async function updateActivity(ctx: ServiceContext, activityId: string, raw: TActivityInput): Promise<TActivity> {
  const input = parseInput(ZActivityInput, raw);
  const ownerId = ctx.actor.userId;
  const current = await findOwned(ctx.db, ownerId, activityId);
  await ctx.db.transaction(async (tx) => {
    let target: EventRow | null = null;
    for (const eventId of [...new Set([current.eventId, input.eventId])].sort()) {
      const locked = await lockOwnedEvent(tx, ownerId, eventId);
      if (eventId === input.eventId) target = locked;
    }
    if (!target) throw eventNotFound();
    await lockVenues(tx, ownerId, [input.venueId]);
    assertFitsEvent(target, input);
    const [row] = await tx
      .update(activities)
      .set({ ...values(input), eventId: target.id, updatedAt: new Date() })
      .where(and(eq(activities.id, activityId), eq(activities.ownerId, ownerId)))
      .returning();
    if (!row) throw notFound("Activity not found");
    await assertActivityBookingFree(tx, target, row);
  });
  return getActivity(ctx, activityId);
}

export async function deleteActivity(ctx: ServiceContext, activityId: string): Promise<void> {
  await findOwned(ctx.db, ctx.actor.userId, activityId);
  await ctx.db.delete(activities).where(and(eq(activities.id, activityId), eq(activities.ownerId, ctx.actor.userId)));
}

export async function listActivities(ctx: ServiceContext, rawQuery: TActivityListQuery): Promise<TActivityList> {
  const query = parseInput(ZActivityListQuery, rawQuery);
  // A malformed event id names no event of anyone's.
  if (query.eventId && !isUuid(query.eventId)) return { activities: [], total: 0 };
  const conditions: SQL[] = [eq(activities.ownerId, ctx.actor.userId)];
  const reach = eventsInReach(ctx.actor, activities.eventId);
  if (reach) conditions.push(reach);
  if (query.eventId) conditions.push(eq(activities.eventId, query.eventId));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(
        ilike(activities.name, pattern),
        ilike(activities.host, pattern),
        ilike(activities.locationName, pattern),
        ilike(activities.notes, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const order = {
    start_asc: [asc(activities.startAt), asc(activities.id)],
    start_desc: [desc(activities.startAt), desc(activities.id)],
    name_asc: [asc(sql`lower(${activities.name})`), asc(activities.id)],
  }[query.sort];
  const rows = await ctx.db
    .select()
    .from(activities)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await ctx.db.select({ n: count() }).from(activities).where(where);
  return { activities: await withEvents(ctx.db, rows), total: Number(total?.n ?? 0) };
}

/**
 * Every activity of one event, ordered by start. No rights check: callers check them (the owner's
 * schedule page through ownedSchedule, a public information page through its share token).
 */
export async function eventSchedule(db: Db, eventId: string): Promise<TActivity[]> {
  if (!isUuid(eventId)) return [];
  const rows = await db
    .select()
    .from(activities)
    .where(eq(activities.eventId, eventId))
    .orderBy(asc(activities.startAt), asc(activities.endAt), asc(activities.id))
    .limit(ACTIVITIES_PER_EVENT_MAX);
  return withEvents(db, rows);
}

/** The schedule of one of the actor's events; someone else's event answers 404. */
export async function ownedSchedule(ctx: ServiceContext, eventId: string): Promise<TActivity[]> {
  await findOwnedEvent(ctx.db, ctx.actor.userId, eventId);
  return eventSchedule(ctx.db, eventId);
}

/**
 * For a change of an event's dates or capacity (its row locked by the caller): its activities must
 * still fit. Refused with the count, under the fields that would strand them.
 */
export async function assertActivitiesFit(
  tx: Db,
  eventId: string,
  next: { startAt: Date; endAt: Date; capacity: number | null },
): Promise<void> {
  const [outside] = await tx
    .select({ n: count() })
    .from(activities)
    .where(
      and(eq(activities.eventId, eventId), or(lt(activities.startAt, next.startAt), gt(activities.endAt, next.endAt))),
    );
  const stranded = Number(outside?.n ?? 0);
  if (stranded > 0) {
    const message = activitiesOutsideMessage(stranded);
    throw new AppError("VALIDATION_ERROR", message, { fields: { startAt: message, endAt: message } });
  }
  if (next.capacity === null) return;
  const [largest] = await tx
    .select({ n: max(activities.capacity) })
    .from(activities)
    .where(eq(activities.eventId, eventId));
  const most = largest?.n ?? null;
  if (most !== null && most > next.capacity) {
    const message = `An activity of this event holds ${most}: capacity cannot be lower`;
    throw fieldError("VALIDATION_ERROR", "capacity", message);
  }
}
