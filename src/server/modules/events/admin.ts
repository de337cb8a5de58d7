/**
 * Events and activities across every owner, for the admin pages. Not scoped by actor: the admin module
 * checks the caller is an administrator before it calls any of these.
 */
import { and, count, desc, eq, gt, ilike, inArray, ne, or, type SQL } from "drizzle-orm";
import type { TAdminActivity, TAdminEvent } from "#shared/admin/schemas.ts";
import type { TEventStatus } from "#shared/events/schemas.ts";
import { isUuid } from "#shared/ids.ts";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import { listEventTypes } from "../event-types/index.ts";
import { venueNamesById, type AdminListInput } from "../venues/index.ts";
import { activities, events } from "./tables.ts";

type AdminEventRecord = Omit<TAdminEvent, "owner">;
type AdminActivityRecord = Omit<TAdminActivity, "owner">;
type Owned<T> = { record: T; ownerId: string };

type EventRow = typeof events.$inferSelect;
type ActivityRow = typeof activities.$inferSelect;

function place(locationName: string | null, venueName: string | undefined): string | null {
  return [venueName, locationName].filter(Boolean).join(" · ") || null;
}

async function eventRecords(db: Db, rows: EventRow[]): Promise<Array<Owned<AdminEventRecord>>> {
  if (rows.length === 0) return [];
  const types = new Map((await listEventTypes(db)).map((type) => [type.id, type.name]));
  const venueNames = await venueNamesById(db, [...new Set(rows.flatMap((row) => (row.venueId ? [row.venueId] : [])))]);
  const counts = await db
    .select({ eventId: activities.eventId, n: count() })
    .from(activities)
    .where(
      inArray(
        activities.eventId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(activities.eventId);
  const activityCounts = new Map(counts.map((c) => [c.eventId, Number(c.n)]));
  return rows.map((row) => ({
    ownerId: row.ownerId,
    record: {
      id: row.id,
      name: row.name,
      status: row.status as TEventStatus,
      eventTypeName: types.get(row.eventTypeId) ?? row.eventTypeId,
      startAt: row.startAt.toISOString(),
      endAt: row.endAt.toISOString(),
      timeZone: row.timeZone,
      place: place(row.locationName, row.venueId ? venueNames.get(row.venueId) : undefined),
      capacity: row.capacity ?? null,
      description: row.description,
      activityCount: activityCounts.get(row.id) ?? 0,
      createdAt: row.createdAt.toISOString(),
    },
  }));
}

/** Name or place contains the text, or the owner is one of those the text matched. */
function searchOf(input: AdminListInput, table: typeof events | typeof activities) {
  if (!input.q) return undefined;
  const pattern = containsPattern(input.q);
  const matches: SQL[] = [ilike(table.name, pattern), ilike(table.locationName, pattern)];
  if (input.ownerIds.length > 0) matches.push(inArray(table.ownerId, input.ownerIds));
  return or(...matches);
}

export async function adminListEvents(
  db: Db,
  input: AdminListInput,
): Promise<{ records: Array<Owned<AdminEventRecord>>; total: number }> {
  const where = searchOf(input, events);
  const rows = await db
    .select()
    .from(events)
    .where(where)
    .orderBy(desc(events.createdAt), desc(events.id))
    .limit(input.limit)
    .offset(input.offset);
  const [total] = await db.select({ n: count() }).from(events).where(where);
  return { records: await eventRecords(db, rows), total: Number(total?.n ?? 0) };
}

export async function adminFindEvent(db: Db, eventId: string): Promise<Owned<AdminEventRecord> | null> {
  if (!isUuid(eventId)) return null;
  const rows = await db.select().from(events).where(eq(events.id, eventId)).limit(1);
  return (await eventRecords(db, rows))[0] ?? null;
}

/**
 * Deletes the event with everything under it (activities, checklists, info pages go by cascade) and
 * returns what it was, plus its cover's key so the caller can remove the files after the commit.
 */
export async function adminDeleteEvent(
  tx: Db,
  eventId: string,
): Promise<(Owned<AdminEventRecord> & { coverImage: string | null }) | null> {
  const found = await adminFindEvent(tx, eventId);
  if (!found) return null;
  const [row] = await tx.delete(events).where(eq(events.id, eventId)).returning({ coverImage: events.coverImage });
  return row ? { ...found, coverImage: row.coverImage } : null;
}

async function activityRecords(db: Db, rows: ActivityRow[]): Promise<Array<Owned<AdminActivityRecord>>> {
  if (rows.length === 0) return [];
  const parents = await db
    .select({ id: events.id, name: events.name, timeZone: events.timeZone })
    .from(events)
    .where(inArray(events.id, [...new Set(rows.map((row) => row.eventId))]));
  const byId = new Map(parents.map((parent) => [parent.id, parent]));
  const venueNames = await venueNamesById(db, [...new Set(rows.flatMap((row) => (row.venueId ? [row.venueId] : [])))]);
  return rows.map((row) => {
    const parent = byId.get(row.eventId);
    return {
      ownerId: row.ownerId,
      record: {
        id: row.id,
        name: row.name,
        event: { id: row.eventId, name: parent?.name ?? "" },
        startAt: row.startAt.toISOString(),
        endAt: row.endAt.toISOString(),
        timeZone: parent?.timeZone ?? "UTC",
        place: place(row.locationName, row.venueId ? venueNames.get(row.venueId) : undefined),
        capacity: row.capacity ?? null,
        costCents: row.costCents ?? null,
        currency: row.currency,
        host: row.host,
        notes: row.notes,
        createdAt: row.createdAt.toISOString(),
      },
    };
  });
}

export async function adminListActivities(
  db: Db,
  input: AdminListInput,
): Promise<{ records: Array<Owned<AdminActivityRecord>>; total: number }> {
  const where = searchOf(input, activities);
  const rows = await db
    .select()
    .from(activities)
    .where(where)
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(input.limit)
    .offset(input.offset);
  const [total] = await db.select({ n: count() }).from(activities).where(where);
  return { records: await activityRecords(db, rows), total: Number(total?.n ?? 0) };
}

export async function adminFindActivity(db: Db, activityId: string): Promise<Owned<AdminActivityRecord> | null> {
  if (!isUuid(activityId)) return null;
  const rows = await db.select().from(activities).where(eq(activities.id, activityId)).limit(1);
  return (await activityRecords(db, rows))[0] ?? null;
}

export async function adminDeleteActivity(tx: Db, activityId: string): Promise<Owned<AdminActivityRecord> | null> {
  const found = await adminFindActivity(tx, activityId);
  if (!found) return null;
  await tx.delete(activities).where(eq(activities.id, activityId));
  return found;
}

/** How many events and activities of live events hold each venue from `now` on. */
export async function upcomingBookingCounts(db: Db, venueIds: string[], now: Date): Promise<Map<string, number>> {
  const result = new Map<string, number>();
  if (venueIds.length === 0) return result;
  const eventCounts = await db
    .select({ venueId: events.venueId, n: count() })
    .from(events)
    .where(and(inArray(events.venueId, venueIds), ne(events.status, "cancelled"), gt(events.endAt, now)))
    .groupBy(events.venueId);
  const activityCounts = await db
    .select({ venueId: activities.venueId, n: count() })
    .from(activities)
    .innerJoin(events, eq(events.id, activities.eventId))
    .where(and(inArray(activities.venueId, venueIds), ne(events.status, "cancelled"), gt(activities.endAt, now)))
    .groupBy(activities.venueId);
  for (const { venueId, n } of [...eventCounts, ...activityCounts]) {
    if (venueId) result.set(venueId, (result.get(venueId) ?? 0) + Number(n));
  }
  return result;
}
