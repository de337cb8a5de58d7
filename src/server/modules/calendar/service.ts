/**
 * Calendar integration: subscription feeds behind secret tokens, .ics files, and the interactive calendar's
 * items and moves. Owner-facing calls are scoped by the actor (someone else's event answers 404); the public
 * feed is found by its token alone, and a regenerated token stops answering at once.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import {
  CALENDAR_ITEMS_MAX,
  ZCalendarItemsQuery,
  ZCalendarMove,
  type TCalendarFeed,
  type TCalendarItem,
  type TCalendarItems,
  type TCalendarItemsQuery,
  type TCalendarMove,
  type TCalendarMoved,
} from "#shared/calendar/schemas.ts";
import { webcalUrl } from "#shared/calendar/links.ts";
import { AppError, fieldError, notFound } from "#shared/errors.ts";
import { zonedInputToIso } from "#shared/zoned-time.ts";
import type { Db } from "../../db/client.ts";
import type { ServiceContext } from "../../context.ts";
import { parseInput } from "../../parse-input.ts";
import { assertPlanAccess } from "../account/index.ts";
import {
  activitiesOfEvents,
  assertOwnsEvent,
  eventCalendarRecord,
  moveActivity,
  moveEvent,
  ownedActivitiesBetween,
  ownedEventsBetween,
  ownedEventsById,
  placeLine,
  type CalendarActivityRecord,
  type CalendarEventRecord,
} from "../events/index.ts";
import { venueAddress, type VenueAddress } from "../venues/index.ts";
import { renderCalendar, type IcsEntry } from "./ics.ts";
import { calendarFeeds } from "./tables.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The user's feed: what ended in the last year and everything ahead, at most this many events. */
const USER_FEED_PAST_DAYS = 365;
const USER_FEED_EVENTS_MAX = 500;
/** Activities in one feed or file, across its events. */
const FEED_ACTIVITIES_MAX = 5000;
/** Calendar apps are asked to fetch again after an hour (most poll less often whatever we say). */
const FEED_REFRESH_SECONDS = 60 * 60;
/** 128 random bits, base64url: 22 characters. */
const TOKEN_RE = /^[A-Za-z0-9_-]{22}$/;

type FeedRow = typeof calendarFeeds.$inferSelect;

interface CalendarOptions {
  /** The app's public address ("https://gatherly.example"), for feed addresses and links back to events. */
  baseUrl: string;
}

/** The owner's RSVP deadlines in [from, to). */
type RsvpDeadlinesBetween = (
  db: Db,
  ownerId: string,
  from: Date,
  to: Date,
) => Promise<Array<{ eventId: string; deadline: string }>>;

/** The owner's checklist lines due from `fromDay` to `toDay` (calendar days, both included), soonest first. */
type ChecklistDueBetween = (
  db: Db,
  ownerId: string,
  range: { fromDay: string; toDay: string },
  limit: number,
) => Promise<Array<{ id: string; text: string; dueDate: string; done: boolean; checklistId: string; eventId: string }>>;

/** The deadlines of other modules the calendar shows, handed in by app.ts (see CalendarDeps). */
interface CalendarSources {
  rsvpDeadlines: RsvpDeadlinesBetween;
  checklistDeadlines: ChecklistDueBetween;
}

/**
 * What the calendar's routes need from the app. The rsvp module uses this module's .ics files (and, through
 * people and tasks, reaches the checklists), so their deadlines are handed in by app.ts instead of imported:
 * no import path ever leads back to this module.
 */
export interface CalendarDeps extends CalendarOptions, CalendarSources {}

function newToken(): string {
  return randomBytes(16).toString("base64url");
}

function feedUrl(baseUrl: string, token: string): string {
  return `${baseUrl}/api/calendar/feed/${token}.ics`;
}

function feedDto(row: FeedRow, baseUrl: string): TCalendarFeed {
  const url = feedUrl(baseUrl, row.token);
  return {
    scope: row.eventId ? "event" : "user",
    eventId: row.eventId,
    url,
    webcalUrl: webcalUrl(url),
    createdAt: row.createdAt.toISOString(),
  };
}

// ---- feeds ----

const userFeedOf = (userId: string) => and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.eventId));
const eventFeedOf = (eventId: string) => eq(calendarFeeds.eventId, eventId);

/**
 * The feed row, made on first use. Two first calls at once both insert; the unique index keeps one and the
 * other's insert does nothing, so both read back the same token.
 */
async function feedRow(db: Db, userId: string, eventId: string | null): Promise<FeedRow> {
  const where = eventId ? eventFeedOf(eventId) : userFeedOf(userId);
  const [existing] = await db.select().from(calendarFeeds).where(where).limit(1);
  if (existing) return existing;
  await db.insert(calendarFeeds).values({ userId, eventId, token: newToken() }).onConflictDoNothing();
  const [row] = await db.select().from(calendarFeeds).where(where).limit(1);
  return row!;
}

/** A new token for the feed; the old address answers 404 from now on. */
async function replaceToken(db: Db, userId: string, eventId: string | null): Promise<FeedRow> {
  const where = eventId ? eventFeedOf(eventId) : userFeedOf(userId);
  const [row] = await db
    .update(calendarFeeds)
    .set({ token: newToken(), createdAt: new Date() })
    .where(where)
    .returning();
  return row ?? feedRow(db, userId, eventId);
}

export async function userFeed(ctx: ServiceContext, options: CalendarOptions): Promise<TCalendarFeed> {
  return feedDto(await feedRow(ctx.db, ctx.actor.userId, null), options.baseUrl);
}

export async function regenerateUserFeed(ctx: ServiceContext, options: CalendarOptions): Promise<TCalendarFeed> {
  return feedDto(await replaceToken(ctx.db, ctx.actor.userId, null), options.baseUrl);
}

export async function eventFeed(
  ctx: ServiceContext,
  eventId: string,
  options: CalendarOptions,
): Promise<TCalendarFeed> {
  await assertOwnsEvent(ctx, eventId);
  return feedDto(await feedRow(ctx.db, ctx.actor.userId, eventId), options.baseUrl);
}

export async function regenerateEventFeed(
  ctx: ServiceContext,
  eventId: string,
  options: CalendarOptions,
): Promise<TCalendarFeed> {
  await assertOwnsEvent(ctx, eventId);
  return feedDto(await replaceToken(ctx.db, ctx.actor.userId, eventId), options.baseUrl);
}

// ---- calendar entries ----

/** Venue addresses by id, one read per distinct venue (an owner's calendar uses a handful). */
async function venuesById(db: Db, records: Array<{ venueId: string | null }>): Promise<Map<string, VenueAddress>> {
  const ids = [...new Set(records.map((r) => r.venueId).filter((id): id is string => id !== null))];
  const venues = new Map<string, VenueAddress>();
  for (const id of ids) {
    const venue = await venueAddress(db, id);
    if (venue) venues.set(id, venue);
  }
  return venues;
}

function where(
  record: { locationName: string | null; venueId: string | null },
  venues: Map<string, VenueAddress>,
): string | null {
  return placeLine({
    locationName: record.locationName,
    venue: record.venueId ? (venues.get(record.venueId) ?? null) : null,
  });
}

const STATUS_OF = { draft: "tentative", published: "confirmed", cancelled: "cancelled" } as const;

interface EntryLinks {
  /** Where an event's entry leads; a guest's file points at their invitation instead of the organiser's page. */
  eventUrl: (event: CalendarEventRecord) => string;
  activityUrl: (activity: CalendarActivityRecord, event: CalendarEventRecord) => string;
  /** A guest's file leaves out the organiser's notes on activities, as the public information pages do. */
  forGuest: boolean;
}

function ownerLinks(baseUrl: string): EntryLinks {
  return {
    eventUrl: (event) => `${baseUrl}/events/${event.id}`,
    activityUrl: (activity) => `${baseUrl}/activity-details/${activity.id}`,
    forGuest: false,
  };
}

/** UIDs are the record's id at the app's host: the same in every feed and file, forever. */
function uidHost(baseUrl: string): string {
  try {
    return new URL(baseUrl).hostname || "gatherly";
  } catch {
    return "gatherly";
  }
}

const eventUid = (eventId: string, baseUrl: string) => `event-${eventId}@${uidHost(baseUrl)}`;
const activityUid = (activityId: string, baseUrl: string) => `activity-${activityId}@${uidHost(baseUrl)}`;

async function entriesFor(
  db: Db,
  events: CalendarEventRecord[],
  activities: CalendarActivityRecord[],
  baseUrl: string,
  links: EntryLinks,
): Promise<IcsEntry[]> {
  const venues = await venuesById(db, [...events, ...activities]);
  const byId = new Map(events.map((e) => [e.id, e]));
  const entries: IcsEntry[] = events.map((event) => ({
    uid: eventUid(event.id, baseUrl),
    summary: event.name,
    description: event.description.trim(),
    location: where(event, venues),
    url: links.eventUrl(event),
    startAt: event.startAt,
    endAt: event.endAt,
    timeZone: event.timeZone,
    status: STATUS_OF[event.status],
    createdAt: event.createdAt,
    updatedAt: event.updatedAt,
  }));
  for (const activity of activities) {
    const event = byId.get(activity.eventId);
    if (!event) continue;
    const details = [
      links.forGuest ? "" : activity.notes.trim(),
      activity.host.trim() ? `Host: ${activity.host.trim()}` : "",
      `Part of ${event.name}`,
    ];
    entries.push({
      uid: activityUid(activity.id, baseUrl),
      summary: activity.name,
      description: details.filter(Boolean).join("\n\n"),
      // An activity with no place of its own happens at its event's.
      location: where(activity, venues) ?? where(event, venues),
      url: links.activityUrl(activity, event),
      startAt: activity.startAt,
      endAt: activity.endAt,
      timeZone: event.timeZone,
      status: STATUS_OF[event.status],
      createdAt: activity.createdAt,
      updatedAt: activity.updatedAt,
    });
  }
  return entries;
}

interface CalendarFile {
  text: string;
  /** The newest change in it, for Last-Modified. */
  lastModified: Date;
  /** A digest of the text, for ETag: calendar apps that send If-None-Match get 304 when nothing changed. */
  etag: string;
}

function fileOf(text: string, entries: IcsEntry[]): CalendarFile {
  const newest = entries.reduce((latest, e) => Math.max(latest, e.updatedAt.getTime()), 0);
  return {
    text,
    lastModified: new Date(newest || Date.now()),
    etag: `"${createHash("sha256").update(text).digest("base64url").slice(0, 27)}"`,
  };
}

async function oneEventFile(
  db: Db,
  event: CalendarEventRecord,
  baseUrl: string,
  links: EntryLinks,
): Promise<CalendarFile> {
  const activities = await activitiesOfEvents(db, [event.id], FEED_ACTIVITIES_MAX);
  const entries = await entriesFor(db, [event], activities, baseUrl, links);
  const text = renderCalendar({
    name: event.name,
    entries,
    timeZone: event.timeZone,
    refreshSeconds: FEED_REFRESH_SECONDS,
  });
  return fileOf(text, entries);
}

async function userFile(db: Db, userId: string, baseUrl: string, now: Date): Promise<CalendarFile> {
  // "Everything ahead" within reason: a century is further than anyone plans a gathering.
  const range = {
    from: new Date(now.getTime() - USER_FEED_PAST_DAYS * DAY_MS),
    to: new Date(now.getTime() + 100 * 365 * DAY_MS),
  };
  const events = await ownedEventsBetween(db, userId, range, USER_FEED_EVENTS_MAX);
  const activities = await activitiesOfEvents(
    db,
    events.map((e) => e.id),
    FEED_ACTIVITIES_MAX,
  );
  const entries = await entriesFor(db, events, activities, baseUrl, ownerLinks(baseUrl));
  const text = renderCalendar({
    name: "Gatherly events",
    description: "Your events and their activities from Gatherly",
    entries,
    refreshSeconds: FEED_REFRESH_SECONDS,
  });
  return fileOf(text, entries);
}

/**
 * One event (and its activities) as an .ics file, for a guest's "add to calendar" (the RSVP module calls this
 * after checking the guest's token). With `eventUrl` the file is a guest's: every entry links to that page
 * (their invitation) instead of the organiser's, and activities carry no organiser's notes. Null when the
 * event does not exist.
 */
export async function eventCalendarFile(
  db: Db,
  eventId: string,
  options: CalendarOptions & { eventUrl?: string },
): Promise<string | null> {
  const event = await eventCalendarRecord(db, eventId);
  if (!event) return null;
  const links: EntryLinks = options.eventUrl
    ? { eventUrl: () => options.eventUrl!, activityUrl: () => options.eventUrl!, forGuest: true }
    : ownerLinks(options.baseUrl);
  return (await oneEventFile(db, event, options.baseUrl, links)).text;
}

/** The owner's download of one event. */
export async function ownerEventFile(
  ctx: ServiceContext,
  eventId: string,
  options: CalendarOptions,
): Promise<CalendarFile & { filename: string }> {
  const [event] = await ownedEventsById(ctx.db, ctx.actor.userId, [eventId]);
  if (!event) throw notFound("Event not found");
  const file = await oneEventFile(ctx.db, event, options.baseUrl, ownerLinks(options.baseUrl));
  return { ...file, filename: icsFilename(event.name) };
}

/** "class-of-2006-reunion.ics": ASCII only, so every browser and mail client keeps the name. */
export function icsFilename(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `${slug || "event"}.ics`;
}

/**
 * The file behind a feed token, or null for a token that names nothing (never was, or was regenerated).
 * A feed works while its owner's plan includes calendar integration: after a downgrade it stops answering,
 * like a wrong token, and answers again on an upgrade.
 */
export async function feedFile(
  db: Db,
  rawToken: string,
  options: CalendarOptions,
  now = new Date(),
): Promise<CalendarFile | null> {
  const token = rawToken.replace(/\.ics$/i, "");
  if (!TOKEN_RE.test(token)) return null;
  const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.token, token)).limit(1);
  if (!feed) return null;
  try {
    await assertPlanAccess({ db, actor: { userId: feed.userId, email: "", sessionId: "" }, now }, "premium");
  } catch (error) {
    if (error instanceof AppError && error.code === "PLAN_REQUIRED") return null;
    throw error;
  }
  if (!feed.eventId) return userFile(db, feed.userId, options.baseUrl, now);
  const event = await eventCalendarRecord(db, feed.eventId);
  if (!event || event.ownerId !== feed.userId) return null;
  return oneEventFile(db, event, options.baseUrl, ownerLinks(options.baseUrl));
}

// ---- the interactive calendar ----

function eventItem(event: CalendarEventRecord, location: string | null): TCalendarItem {
  return {
    kind: "event",
    id: event.id,
    eventId: event.id,
    eventName: event.name,
    title: event.name,
    startAt: event.startAt.toISOString(),
    endAt: event.endAt.toISOString(),
    day: null,
    timeZone: event.timeZone,
    location,
    status: event.status,
    done: null,
    movable: true,
  };
}

function activityItem(
  activity: CalendarActivityRecord,
  event: CalendarEventRecord,
  location: string | null,
): TCalendarItem {
  return {
    kind: "activity",
    id: activity.id,
    eventId: event.id,
    eventName: event.name,
    title: activity.name,
    startAt: activity.startAt.toISOString(),
    endAt: activity.endAt.toISOString(),
    day: null,
    timeZone: event.timeZone,
    location,
    status: event.status,
    done: null,
    movable: true,
  };
}

/** "2027-06-01" of an instant in UTC, shifted by whole days. */
const utcDay = (instant: Date, days = 0) => new Date(instant.getTime() + days * DAY_MS).toISOString().slice(0, 10);
const nextDay = (day: string) => utcDay(new Date(`${day}T00:00:00Z`), 1);

const byStart = (a: TCalendarItem, b: TCalendarItem) =>
  Date.parse(a.startAt) - Date.parse(b.startAt) ||
  Date.parse(a.endAt) - Date.parse(b.endAt) ||
  a.id.localeCompare(b.id);

/** Events and activities as calendar items; `parents` finds each activity's event (default: among `events`). */
async function itemsOf(
  db: Db,
  events: CalendarEventRecord[],
  activities: CalendarActivityRecord[],
  parents: Map<string, CalendarEventRecord> = new Map(events.map((e) => [e.id, e])),
): Promise<TCalendarItem[]> {
  const venues = await venuesById(db, [...events, ...activities, ...parents.values()]);
  return [
    ...events.map((event) => eventItem(event, where(event, venues))),
    ...activities.flatMap((activity) => {
      const event = parents.get(activity.eventId);
      return event ? [activityItem(activity, event, where(activity, venues) ?? where(event, venues))] : [];
    }),
  ];
}

/**
 * Everything of the owner's in [from, to): events, activities, checklist items due then and RSVP deadlines.
 * A due day is a calendar day, not an instant, so days a little either side of the range are included and
 * the viewer places them by `day`.
 */
export async function calendarItems(
  ctx: ServiceContext,
  raw: TCalendarItemsQuery,
  { rsvpDeadlines, checklistDeadlines }: CalendarSources,
): Promise<TCalendarItems> {
  const query = parseInput(ZCalendarItemsQuery, raw);
  const range = { from: new Date(query.from), to: new Date(query.to) };
  const ownerId = ctx.actor.userId;
  const limit = CALENDAR_ITEMS_MAX + 1;
  const events = await ownedEventsBetween(ctx.db, ownerId, range, limit);
  const activities = await ownedActivitiesBetween(ctx.db, ownerId, range, limit);
  const tasks = await checklistDeadlines(
    ctx.db,
    ownerId,
    { fromDay: utcDay(range.from, -1), toDay: utcDay(range.to, 1) },
    limit,
  );
  const deadlines = await rsvpDeadlines(ctx.db, ownerId, range.from, range.to);

  // Activities, tasks and deadlines name their event, which may start before the range (or sit past the cut).
  const known = new Map(events.map((e) => [e.id, e]));
  const missing = [
    ...new Set([...activities, ...tasks, ...deadlines].map((r) => r.eventId).filter((id) => !known.has(id))),
  ];
  const parents = new Map([
    ...known,
    ...(await ownedEventsById(ctx.db, ownerId, missing)).map((e) => [e.id, e] as const),
  ]);

  const items = await itemsOf(ctx.db, events, activities, parents);
  for (const task of tasks) {
    const event = parents.get(task.eventId);
    if (!event) continue;
    items.push({
      kind: "task",
      id: task.id,
      eventId: event.id,
      eventName: event.name,
      title: task.text,
      startAt: zonedInputToIso(`${task.dueDate}T00:00`, event.timeZone),
      endAt: zonedInputToIso(`${nextDay(task.dueDate)}T00:00`, event.timeZone),
      day: task.dueDate,
      timeZone: event.timeZone,
      location: null,
      status: event.status,
      done: task.done,
      movable: false,
    });
  }
  for (const deadline of deadlines) {
    const event = parents.get(deadline.eventId);
    if (!event) continue;
    items.push({
      kind: "rsvp",
      id: event.id,
      eventId: event.id,
      eventName: event.name,
      title: `RSVP deadline: ${event.name}`,
      startAt: new Date(deadline.deadline).toISOString(),
      endAt: new Date(deadline.deadline).toISOString(),
      day: null,
      timeZone: event.timeZone,
      location: null,
      status: event.status,
      done: null,
      movable: false,
    });
  }
  const truncated =
    [events, activities, tasks].some((list) => list.length > CALENDAR_ITEMS_MAX) || items.length > CALENDAR_ITEMS_MAX;
  return { items: items.sort(byStart).slice(0, CALENDAR_ITEMS_MAX), truncated };
}

/** Someone else's id in the body answers like no id at all, naming the field (architecture: 404 in a body). */
function notFoundInBody(error: unknown): unknown {
  if (error instanceof AppError && error.code === "NOT_FOUND" && !error.fields) {
    return fieldError("NOT_FOUND", "id", error.message);
  }
  return error;
}

/** A new start, the same length; an event's activities move with it. Answers the moved items as the calendar shows them. */
export async function moveItem(ctx: ServiceContext, raw: TCalendarMove): Promise<TCalendarMoved> {
  const input = parseInput(ZCalendarMove, raw);
  try {
    if (input.kind === "event") {
      await moveEvent(ctx, input.id, input.startAt);
      const [event] = await ownedEventsById(ctx.db, ctx.actor.userId, [input.id]);
      if (!event) throw notFound("Event not found");
      const activities = await activitiesOfEvents(ctx.db, [event.id], FEED_ACTIVITIES_MAX);
      return { items: (await itemsOf(ctx.db, [event], activities)).sort(byStart) };
    }
    const moved = await moveActivity(ctx, input.id, input.startAt);
    const [event] = await ownedEventsById(ctx.db, ctx.actor.userId, [moved.eventId]);
    if (!event) throw notFound("Activity not found");
    const activity = (await activitiesOfEvents(ctx.db, [event.id])).find((a) => a.id === moved.id);
    if (!activity) throw notFound("Activity not found");
    return { items: await itemsOf(ctx.db, [], [activity], new Map([[event.id, event]])) };
  } catch (error) {
    throw notFoundInBody(error);
  }
}
