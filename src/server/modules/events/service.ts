/**
 * Events: an owner's gatherings. Every call is scoped by the actor: someone else's event answers 404
 * so ids cannot be probed. The database enforces the same rules as the schemas (dates, capacity, status).
 */
import { and, asc, count, desc, eq, gt, ilike, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type {
  TEvent,
  TEventInput,
  TEventList,
  TEventListQuery,
  TEventStatus,
  TEventSummary,
} from "#shared/events/schemas.ts";
import { EVENTS_SUMMARY_LIMIT, ZEventInput, ZEventListQuery } from "#shared/events/schemas.ts";
import { EVENT_TYPE_ERRORS } from "#shared/event-types.ts";
import type { TBooking } from "#shared/venues/schemas.ts";
import { fieldError, notFound } from "#shared/errors.ts";
import { isUuid } from "#shared/ids.ts";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import { parseInput } from "../../parse-input.ts";
import { eventsInReach, type ServiceContext } from "../../context.ts";
import { getTimezoneNames } from "../account/index.ts";
import { eventTypes, findEventType, listEventTypes } from "../event-types/index.ts";
import { venueNames, venues } from "../venues/index.ts";
import { assertActivitiesFit } from "./activities/service.ts";
import { findOwnedEvent, lockOwnedEvent, type EventRow } from "./owned-event.ts";
import { activityBookings, activityVenueIds, assertEventBookingsFree, lockVenues } from "./venue-bookings.ts";
import { copyCover, coverUrls, removeCover, storeCover } from "./covers.ts";
import { events } from "./tables.ts";

type TypeRow = { id: string; name: string; groupTerm: string; memberTerm: string };

function toDto(row: EventRow, type: TypeRow, venueName: string | undefined): TEvent {
  return {
    id: row.id,
    name: row.name,
    eventType: { id: type.id, name: type.name, groupTerm: type.groupTerm, memberTerm: type.memberTerm },
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    timeZone: row.timeZone,
    locationName: row.locationName ?? null,
    venue: row.venueId && venueName !== undefined ? { id: row.venueId, name: venueName } : null,
    description: row.description,
    capacity: row.capacity ?? null,
    status: row.status as TEventStatus,
    ...coverUrls(row.coverImage),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Event types are few; one query gives the words for every event of a page. */
/** The words of a type that no longer exists: its id, and the plain terms. */
function unknownType(id: string): TypeRow {
  return { id, name: id, groupTerm: "Group", memberTerm: "Member" };
}

async function typesById(db: Db): Promise<Map<string, TypeRow>> {
  return new Map((await listEventTypes(db)).map((t) => [t.id, t]));
}

/** Adds the type's words and the venue's name to each row (two small queries per page). */
async function withTypes(db: Db, rows: EventRow[]): Promise<TEvent[]> {
  const types = await typesById(db);
  const venueIds = [...new Set(rows.map((r) => r.venueId).filter((id): id is string => id !== null))];
  const names = rows[0] ? await venueNames(db, rows[0].ownerId, venueIds) : new Map<string, string>();
  return rows.map((row) => {
    const type = types.get(row.eventTypeId) ?? unknownType(row.eventTypeId);
    return toDto(row, type, row.venueId ? names.get(row.venueId) : undefined);
  });
}

/**
 * Writes an event and checks its venue bookings in one transaction (venue-bookings.ts has the rule and
 * the lock order). An existing event is locked first and its activities' venues are checked again with
 * it: restoring a cancelled event or moving it to another venue must not double-book its programme.
 */
async function saveWithVenue(
  ctx: ServiceContext,
  input: ParsedInput,
  write: (tx: Db) => Promise<string>,
  existingEventId?: string,
): Promise<string> {
  const ownerId = ctx.actor.userId;
  return ctx.db.transaction(async (tx) => {
    let activityVenues: string[] = [];
    if (existingEventId) {
      if (!(await lockOwnedEvent(tx, ownerId, existingEventId))) throw notFound("Event not found");
      await assertActivitiesFit(tx, existingEventId, {
        startAt: new Date(input.startAt),
        endAt: new Date(input.endAt),
        capacity: input.capacity,
      });
      activityVenues = await activityVenueIds(tx, existingEventId);
    }
    await lockVenues(tx, ownerId, [input.venueId, ...activityVenues]);
    const eventId = await write(tx);
    await assertEventBookingsFree(tx, eventId);
    return eventId;
  });
}

let zoneCache: Set<string> | null = null;
/** The database's zone names, read once per process (they change only with a server upgrade). */
async function knownTimeZones(db: Db): Promise<Set<string>> {
  zoneCache ??= new Set(await getTimezoneNames(db));
  return zoneCache;
}

type ParsedInput = ReturnType<typeof ZEventInput.parse>;

/** The checks a schema cannot make: the type and the time zone must exist. */
async function validate(db: Db, input: ParsedInput): Promise<void> {
  if (!(await findEventType(db, input.eventTypeId))) {
    throw fieldError("VALIDATION_ERROR", "eventTypeId", EVENT_TYPE_ERRORS.notFound);
  }
  if (!(await knownTimeZones(db)).has(input.timeZone)) {
    throw fieldError("VALIDATION_ERROR", "timeZone", "Choose a time zone from the list");
  }
}

function values(input: ParsedInput) {
  return {
    name: input.name,
    eventTypeId: input.eventTypeId,
    startAt: new Date(input.startAt),
    endAt: new Date(input.endAt),
    timeZone: input.timeZone,
    locationName: input.locationName?.trim() ? input.locationName.trim() : null,
    venueId: input.venueId,
    description: input.description,
    capacity: input.capacity,
    status: input.status,
  };
}

export async function getEvent(ctx: ServiceContext, eventId: string): Promise<TEvent> {
  const [event] = await withTypes(ctx.db, [await findOwnedEvent(ctx.db, ctx.actor.userId, eventId)]);
  return event!;
}

export async function createEvent(ctx: ServiceContext, raw: TEventInput): Promise<TEvent> {
  const input = parseInput(ZEventInput, raw);
  await validate(ctx.db, input);
  const id = await saveWithVenue(ctx, input, async (tx) => {
    const [row] = await tx
      .insert(events)
      .values({ ...values(input), ownerId: ctx.actor.userId })
      .returning({ id: events.id });
    return row!.id;
  });
  return getEvent(ctx, id);
}

export async function updateEvent(ctx: ServiceContext, eventId: string, raw: TEventInput): Promise<TEvent> {
  const input = parseInput(ZEventInput, raw);
  await findOwnedEvent(ctx.db, ctx.actor.userId, eventId);
  await validate(ctx.db, input);
  await saveWithVenue(
    ctx,
    input,
    async (tx) => {
      await tx
        .update(events)
        .set({ ...values(input), updatedAt: new Date() })
        .where(and(eq(events.id, eventId), eq(events.ownerId, ctx.actor.userId)));
      return eventId;
    },
    eventId,
  );
  return getEvent(ctx, eventId);
}

export async function setEventStatus(ctx: ServiceContext, eventId: string, status: TEventStatus): Promise<TEvent> {
  const current = await findOwnedEvent(ctx.db, ctx.actor.userId, eventId);
  // Leaving "cancelled" takes the venue back for the event and its activities, so their bookings are checked again.
  const input = parseInput(ZEventInput, {
    name: current.name,
    eventTypeId: current.eventTypeId,
    startAt: current.startAt.toISOString(),
    endAt: current.endAt.toISOString(),
    timeZone: current.timeZone,
    venueId: current.venueId,
    capacity: current.capacity,
    status,
  });
  await saveWithVenue(
    ctx,
    input,
    async (tx) => {
      await tx
        .update(events)
        .set({ status, updatedAt: new Date() })
        .where(and(eq(events.id, eventId), eq(events.ownerId, ctx.actor.userId)));
      return eventId;
    },
    eventId,
  );
  return getEvent(ctx, eventId);
}

/** A draft copy, so a recurring gathering starts from last year's details. */
export async function duplicateEvent(ctx: ServiceContext, eventId: string, dataDir: string): Promise<TEvent> {
  const event = await findOwnedEvent(ctx.db, ctx.actor.userId, eventId);
  const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = event;
  const coverImage = await copyCover(dataDir, event.coverImage);
  const [row] = await ctx.db
    .insert(events)
    // The copy does not hold the venue: the original has it at those times.
    .values({ ...copy, name: `${event.name} (copy)`.slice(0, 200), status: "draft", venueId: null, coverImage })
    .returning();
  return getEvent(ctx, row!.id);
}

export async function deleteEvent(ctx: ServiceContext, eventId: string, dataDir: string): Promise<void> {
  const event = await findOwnedEvent(ctx.db, ctx.actor.userId, eventId);
  await ctx.db.delete(events).where(and(eq(events.id, eventId), eq(events.ownerId, ctx.actor.userId)));
  await removeCover(dataDir, event.coverImage);
}

/**
 * Sets (an uploaded image's temporary path) or removes (null) the event's cover. The row is locked while
 * it is repointed, so of two uploads at once each removes exactly the files the other replaced; old files
 * go only after the row points away from them.
 */
export async function setEventCover(
  ctx: ServiceContext,
  eventId: string,
  dataDir: string,
  file: string | null,
): Promise<TEvent> {
  await findOwnedEvent(ctx.db, ctx.actor.userId, eventId);
  const key = file ? await storeCover(dataDir, file) : null;
  const owned = and(eq(events.id, eventId), eq(events.ownerId, ctx.actor.userId));
  const previous = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select({ coverImage: events.coverImage }).from(events).where(owned).for("update");
    if (!row) return undefined;
    await tx.update(events).set({ coverImage: key, updatedAt: new Date() }).where(owned);
    return row.coverImage;
  });
  if (previous === undefined) {
    // Deleted while the image was processed.
    await removeCover(dataDir, key);
    throw notFound("Event not found");
  }
  await removeCover(dataDir, previous);
  return getEvent(ctx, eventId);
}

export async function listEvents(ctx: ServiceContext, rawQuery: TEventListQuery): Promise<TEventList> {
  const query = parseInput(ZEventListQuery, rawQuery);
  const conditions: SQL[] = [eq(events.ownerId, ctx.actor.userId)];
  const reach = eventsInReach(ctx.actor, events.id);
  if (reach) conditions.push(reach);
  if (query.q) {
    const pattern = containsPattern(query.q);
    // The search box promises name, place or description.
    conditions.push(
      or(ilike(events.name, pattern), ilike(events.locationName, pattern), ilike(events.description, pattern))!,
    );
  }
  if (query.status) conditions.push(eq(events.status, query.status));
  if (query.eventTypeId) conditions.push(eq(events.eventTypeId, query.eventTypeId));
  const where = and(...conditions);
  const order = {
    start_asc: [asc(events.startAt), asc(events.id)],
    start_desc: [desc(events.startAt), desc(events.id)],
    name_asc: [asc(sql`lower(${events.name})`), asc(events.id)],
    created_desc: [desc(events.createdAt), desc(events.id)],
  }[query.sort];
  // One round trip for the page, its types' words, its venues' names and the total (a window count), since
  // every organiser page asks for this list (issue 22).
  const rows = await ctx.db
    .select({
      event: events,
      type: {
        id: eventTypes.id,
        name: eventTypes.name,
        groupTerm: eventTypes.groupTerm,
        memberTerm: eventTypes.memberTerm,
      },
      venueName: venues.name,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(events)
    .leftJoin(eventTypes, eq(eventTypes.id, events.eventTypeId))
    .leftJoin(venues, and(eq(venues.id, events.venueId), eq(venues.ownerId, events.ownerId)))
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset);
  // A page past the end has no row to carry the total.
  const total = rows[0]?.total ?? (query.offset > 0 ? await countEvents(ctx.db, where) : 0);
  return {
    events: rows.map(({ event, type, venueName }) =>
      toDto(event, type ?? unknownType(event.eventTypeId), venueName ?? undefined),
    ),
    total,
  };
}

async function countEvents(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(events).where(where);
  return Number(row?.n ?? 0);
}

/** The events summary: newest start date first, at most 20. */
export async function eventsSummary(ctx: ServiceContext): Promise<TEventSummary[]> {
  const rows = await ctx.db
    .select({
      id: events.id,
      name: events.name,
      startAt: events.startAt,
      endAt: events.endAt,
      locationName: events.locationName,
      ownerId: events.ownerId,
    })
    .from(events)
    .where(and(eq(events.ownerId, ctx.actor.userId), eventsInReach(ctx.actor, events.id)))
    .orderBy(desc(events.startAt), desc(events.id))
    .limit(EVENTS_SUMMARY_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    startDate: r.startAt.toISOString(),
    endDate: r.endAt.toISOString(),
    locationName: r.locationName ?? null,
    userId: r.ownerId,
  }));
}

/** The booking calendar: which of the owner's events and activities hold which venue between two instants. */
export async function bookings(
  ctx: ServiceContext,
  range: { from: string; to: string; venueId?: string | undefined },
): Promise<TBooking[]> {
  // Someone else's venue, a malformed id and no venue at all read the same: not found.
  if (
    range.venueId &&
    (!isUuid(range.venueId) || (await venueNames(ctx.db, ctx.actor.userId, [range.venueId])).size === 0)
  ) {
    throw notFound("Venue not found");
  }
  const from = new Date(range.from);
  const to = new Date(range.to);
  const conditions: SQL[] = [
    eq(events.ownerId, ctx.actor.userId),
    ne(events.status, "cancelled"),
    lt(events.startAt, to),
    gt(events.endAt, from),
    sql`${events.venueId} is not null`,
  ];
  if (range.venueId) conditions.push(eq(events.venueId, range.venueId));
  const rows = await ctx.db
    .select()
    .from(events)
    .where(and(...conditions))
    .orderBy(asc(events.startAt))
    .limit(1000);
  const held = await activityBookings(ctx.db, ctx.actor.userId, { from, to, venueId: range.venueId });
  const names = await venueNames(ctx.db, ctx.actor.userId, [
    ...new Set([...rows.map((r) => r.venueId!), ...held.map((a) => a.venueId)]),
  ]);
  const all: Array<Omit<TBooking, "venueName" | "startAt" | "endAt"> & { startAt: Date; endAt: Date }> = [
    ...rows.map((row) => ({
      kind: "event" as const,
      id: row.id,
      name: row.name,
      venueId: row.venueId!,
      startAt: row.startAt,
      endAt: row.endAt,
    })),
    ...held.map((a) => ({ kind: "activity" as const, ...a })),
  ];
  return all
    .sort((a, b) => a.startAt.getTime() - b.startAt.getTime())
    .map(({ startAt, endAt, ...booking }) => ({
      ...booking,
      venueName: names.get(booking.venueId) ?? "",
      startAt: startAt.toISOString(),
      endAt: endAt.toISOString(),
    }));
}
