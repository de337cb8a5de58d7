/**
 * Events: an owner's gatherings. Every call is scoped by the actor: someone else's event answers 404
 * so ids cannot be probed. The database enforces the same rules as the schemas (dates, capacity, status).
 */
import { and, asc, count, desc, eq, gt, ilike, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { TEvent, TEventInput, TEventList, TEventListQuery, TEventStatus, TEventSummary } from "#shared/events/schemas.ts";
import { EVENTS_SUMMARY_LIMIT, ZEventInput, ZEventListQuery } from "#shared/events/schemas.ts";
import { EVENT_TYPE_ERRORS } from "#shared/event-types.ts";
import { VENUE_CONFLICT_MESSAGE, type TBooking } from "#shared/venues/schemas.ts";
import { AppError, notFound } from "#shared/errors.ts";
import type { Db } from "../../db/client.ts";
import type { ServiceContext } from "../../context.ts";
import { getTimezoneNames } from "../account/index.ts";
import { findEventType, listEventTypes } from "../event-types/index.ts";
import { lockOwnedVenue, venueNames } from "../venues/index.ts";
import { events } from "./tables.ts";

type EventRow = typeof events.$inferSelect;
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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Event types are few; one query gives the words for every event of a page. */
async function typesById(db: Db): Promise<Map<string, TypeRow>> {
  return new Map((await listEventTypes(db)).map((t) => [t.id, t]));
}

/** Adds the type's words and the venue's name to each row (two small queries per page). */
async function withTypes(db: Db, rows: EventRow[]): Promise<TEvent[]> {
  const types = await typesById(db);
  const venueIds = [...new Set(rows.map((r) => r.venueId).filter((id): id is string => id !== null))];
  const names = rows[0] ? await venueNames(db, rows[0].ownerId, venueIds) : new Map<string, string>();
  return rows.map((row) => {
    const type = types.get(row.eventTypeId) ?? { id: row.eventTypeId, name: row.eventTypeId, groupTerm: "Group", memberTerm: "Member" };
    return toDto(row, type, row.venueId ? names.get(row.venueId) : undefined);
  });
}

/**
 * Saves an event that holds a venue. The venue row is locked first, so of two overlapping bookings made
 * at the same moment one waits for the other and then sees it: exactly one wins. Cancelled events free
 * their venue.
 */
async function saveWithVenue(
  ctx: ServiceContext,
  input: ParsedInput,
  write: (tx: Db) => Promise<string>,
  excludeEventId?: string,
): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    if (input.venueId && input.status !== "cancelled") {
      await lockOwnedVenue(tx, ctx.actor.userId, input.venueId);
      const conditions = [
        eq(events.venueId, input.venueId),
        ne(events.status, "cancelled"),
        lt(events.startAt, new Date(input.endAt)),
        gt(events.endAt, new Date(input.startAt)),
      ];
      if (excludeEventId) conditions.push(ne(events.id, excludeEventId));
      const [clash] = await tx.select({ name: events.name }).from(events).where(and(...conditions)).limit(1);
      if (clash) {
        const message = `${VENUE_CONFLICT_MESSAGE} (${clash.name})`;
        throw new AppError("CONFLICT", message, { fields: { venueId: message } });
      }
    } else if (input.venueId) {
      await lockOwnedVenue(tx, ctx.actor.userId, input.venueId);
    }
    return write(tx);
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
    throw new AppError("VALIDATION_ERROR", EVENT_TYPE_ERRORS.notFound, { fields: { eventTypeId: EVENT_TYPE_ERRORS.notFound } });
  }
  if (!(await knownTimeZones(db)).has(input.timeZone)) {
    throw new AppError("VALIDATION_ERROR", "Choose a time zone from the list", { fields: { timeZone: "Choose a time zone from the list" } });
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

async function findOwned(db: Db, ownerId: string, eventId: string): Promise<EventRow> {
  // A malformed id cannot name anyone's event.
  if (!/^[0-9a-f-]{36}$/i.test(eventId)) throw notFound("Event not found");
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.ownerId, ownerId)))
    .limit(1);
  if (!row) throw notFound("Event not found");
  return row;
}

export async function getEvent(ctx: ServiceContext, eventId: string): Promise<TEvent> {
  const [event] = await withTypes(ctx.db, [await findOwned(ctx.db, ctx.actor.userId, eventId)]);
  return event!;
}

export async function createEvent(ctx: ServiceContext, raw: TEventInput): Promise<TEvent> {
  const input = ZEventInput.parse(raw);
  await validate(ctx.db, input);
  const id = await saveWithVenue(ctx, input, async (tx) => {
    const [row] = await tx.insert(events).values({ ...values(input), ownerId: ctx.actor.userId }).returning({ id: events.id });
    return row!.id;
  });
  return getEvent(ctx, id);
}

export async function updateEvent(ctx: ServiceContext, eventId: string, raw: TEventInput): Promise<TEvent> {
  const input = ZEventInput.parse(raw);
  await findOwned(ctx.db, ctx.actor.userId, eventId);
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
  const current = await findOwned(ctx.db, ctx.actor.userId, eventId);
  // Leaving "cancelled" takes the venue back, so the booking is checked again.
  const input = ZEventInput.parse({
    name: current.name,
    eventTypeId: current.eventTypeId,
    startAt: current.startAt.toISOString(),
    endAt: current.endAt.toISOString(),
    timeZone: current.timeZone,
    venueId: current.venueId,
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
export async function duplicateEvent(ctx: ServiceContext, eventId: string): Promise<TEvent> {
  const event = await findOwned(ctx.db, ctx.actor.userId, eventId);
  const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = event;
  const [row] = await ctx.db
    .insert(events)
    // The copy does not hold the venue: the original has it at those times.
    .values({ ...copy, name: `${event.name} (copy)`.slice(0, 200), status: "draft", venueId: null })
    .returning();
  return getEvent(ctx, row!.id);
}

export async function deleteEvent(ctx: ServiceContext, eventId: string): Promise<void> {
  await findOwned(ctx.db, ctx.actor.userId, eventId);
  await ctx.db.delete(events).where(and(eq(events.id, eventId), eq(events.ownerId, ctx.actor.userId)));
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function listEvents(ctx: ServiceContext, rawQuery: TEventListQuery): Promise<TEventList> {
  const query = ZEventListQuery.parse(rawQuery);
  const conditions: SQL[] = [eq(events.ownerId, ctx.actor.userId)];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    // The search box promises name, place or description.
    conditions.push(or(ilike(events.name, pattern), ilike(events.locationName, pattern), ilike(events.description, pattern))!);
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
  const rows = await ctx.db.select().from(events).where(where).orderBy(...order).limit(query.limit).offset(query.offset);
  const [total] = await ctx.db.select({ n: count() }).from(events).where(where);
  return { events: await withTypes(ctx.db, rows), total: Number(total?.n ?? 0) };
}

/** The events summary of spec section 7: newest start date first, at most 20. */
export async function eventsSummary(ctx: ServiceContext): Promise<TEventSummary[]> {
  const rows = await ctx.db
    .select({ id: events.id, name: events.name, startAt: events.startAt, endAt: events.endAt, locationName: events.locationName, ownerId: events.ownerId })
    .from(events)
    .where(eq(events.ownerId, ctx.actor.userId))
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

/** The booking calendar: which of the owner's events hold which venue between two instants. */
export async function bookings(ctx: ServiceContext, range: { from: string; to: string; venueId?: string | undefined }): Promise<TBooking[]> {
  const conditions: SQL[] = [
    eq(events.ownerId, ctx.actor.userId),
    ne(events.status, "cancelled"),
    lt(events.startAt, new Date(range.to)),
    gt(events.endAt, new Date(range.from)),
    sql`${events.venueId} is not null`,
  ];
  if (range.venueId) conditions.push(eq(events.venueId, range.venueId));
  const rows = await ctx.db.select().from(events).where(and(...conditions)).orderBy(asc(events.startAt)).limit(1000);
  const names = await venueNames(ctx.db, ctx.actor.userId, [...new Set(rows.map((r) => r.venueId!))]);
  return rows.map((row) => ({
    venueId: row.venueId!,
    venueName: names.get(row.venueId!) ?? "",
    kind: "event" as const,
    id: row.id,
    name: row.name,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
  }));
}
