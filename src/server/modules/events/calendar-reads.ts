/**
 * Events and activities as calendars show them (the calendar module's feeds, files and interactive
 * calendar). Raw rows with Dates, in one query each; the owner's scope is part of every owner-facing read,
 * and eventCalendarRecord (no owner) is for callers that have checked a token or the owner themselves.
 */
import { and, asc, eq, gt, inArray, lt } from "drizzle-orm";
import type { TEventStatus } from "#shared/events/schemas.ts";
import { ACTIVITIES_PER_EVENT_MAX } from "#shared/activities/schemas.ts";
import { isUuid } from "#shared/ids.ts";
import type { Db } from "../../db/client.ts";
import { activities, events } from "./tables.ts";

export interface CalendarEventRecord {
  id: string;
  ownerId: string;
  name: string;
  description: string;
  startAt: Date;
  endAt: Date;
  timeZone: string;
  status: TEventStatus;
  locationName: string | null;
  venueId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface CalendarActivityRecord {
  id: string;
  eventId: string;
  name: string;
  startAt: Date;
  endAt: Date;
  locationName: string | null;
  venueId: string | null;
  host: string;
  notes: string;
  createdAt: Date;
  updatedAt: Date;
}

const eventColumns = {
  id: events.id,
  ownerId: events.ownerId,
  name: events.name,
  description: events.description,
  startAt: events.startAt,
  endAt: events.endAt,
  timeZone: events.timeZone,
  status: events.status,
  locationName: events.locationName,
  venueId: events.venueId,
  createdAt: events.createdAt,
  updatedAt: events.updatedAt,
};

const activityColumns = {
  id: activities.id,
  eventId: activities.eventId,
  name: activities.name,
  startAt: activities.startAt,
  endAt: activities.endAt,
  locationName: activities.locationName,
  venueId: activities.venueId,
  host: activities.host,
  notes: activities.notes,
  createdAt: activities.createdAt,
  updatedAt: activities.updatedAt,
};

const asEvent = (row: Omit<CalendarEventRecord, "status"> & { status: string }): CalendarEventRecord => ({
  ...row,
  status: row.status as TEventStatus,
});

/** One event, whoever owns it; null when there is none. */
export async function eventCalendarRecord(db: Db, eventId: string): Promise<CalendarEventRecord | null> {
  if (!isUuid(eventId)) return null;
  const [row] = await db.select(eventColumns).from(events).where(eq(events.id, eventId)).limit(1);
  return row ? asEvent(row) : null;
}

/** The owner's events that overlap [from, to), soonest first; `limit` + 1 rows tell the caller there are more. */
export async function ownedEventsBetween(
  db: Db,
  ownerId: string,
  range: { from: Date; to: Date },
  limit: number,
): Promise<CalendarEventRecord[]> {
  const rows = await db
    .select(eventColumns)
    .from(events)
    .where(and(eq(events.ownerId, ownerId), lt(events.startAt, range.to), gt(events.endAt, range.from)))
    .orderBy(asc(events.startAt), asc(events.id))
    .limit(limit);
  return rows.map(asEvent);
}

/** The owner's activities that overlap [from, to), soonest first. */
export async function ownedActivitiesBetween(
  db: Db,
  ownerId: string,
  range: { from: Date; to: Date },
  limit: number,
): Promise<CalendarActivityRecord[]> {
  return db
    .select(activityColumns)
    .from(activities)
    .where(and(eq(activities.ownerId, ownerId), lt(activities.startAt, range.to), gt(activities.endAt, range.from)))
    .orderBy(asc(activities.startAt), asc(activities.id))
    .limit(limit);
}

/** The activities of the given events, soonest first, at most `limit` (an event holds at most ACTIVITIES_PER_EVENT_MAX). */
export async function activitiesOfEvents(
  db: Db,
  eventIds: string[],
  limit = ACTIVITIES_PER_EVENT_MAX,
): Promise<CalendarActivityRecord[]> {
  const valid = eventIds.filter(isUuid);
  if (valid.length === 0) return [];
  return db
    .select(activityColumns)
    .from(activities)
    .where(inArray(activities.eventId, valid))
    .orderBy(asc(activities.startAt), asc(activities.id))
    .limit(limit);
}

/** The owner's events among `ids` (someone else's ids are absent). */
export async function ownedEventsById(db: Db, ownerId: string, ids: string[]): Promise<CalendarEventRecord[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  const rows = await db
    .select(eventColumns)
    .from(events)
    .where(and(eq(events.ownerId, ownerId), inArray(events.id, valid)));
  return rows.map(asEvent);
}
