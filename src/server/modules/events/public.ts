/**
 * Facts about events for other modules that show them outside the events pages: the public
 * information page (no actor: the caller has checked its share token) and the organiser's lists of
 * things that belong to events (scoped by owner here, in one query for a whole page of rows).
 */
import { and, eq, ilike, inArray, sql } from "drizzle-orm";
import type { TEventStatus } from "#shared/events/schemas.ts";
import { formatEventWhen } from "#shared/date-format.ts";
import type { Db } from "../../db/client.ts";
import type { PageMeta } from "../../page-meta.ts";
import { containsPattern } from "../../db/like.ts";
import { ownersByIds } from "../account/index.ts";
import { listEventTypes } from "../event-types/index.ts";
import { venueAddress, type VenueAddress } from "../venues/index.ts";
import { coverUrls } from "./covers.ts";
import { events } from "./tables.ts";

export interface EventBrief {
  id: string;
  name: string;
  startAt: string;
  endAt: string;
  timeZone: string;
  status: TEventStatus;
  eventType: { id: string; name: string; groupTerm: string; memberTerm: string };
}

export interface PublicEventFacts extends Omit<EventBrief, "id"> {
  locationName: string | null;
  description: string;
  /** Null when the event holds no venue (or the venue was deleted). */
  venue: VenueAddress | null;
  /** The same-origin path of the large cover image, when the event has one (served without a session). */
  coverUrl: string | null;
  /** The organiser's name, as a guest's invitation names its host ("" when the account is gone). */
  hostName: string;
}

type Row = typeof events.$inferSelect;

async function briefs(db: Db, rows: Row[]): Promise<Map<string, EventBrief>> {
  if (rows.length === 0) return new Map();
  const types = new Map((await listEventTypes(db)).map((t) => [t.id, t]));
  return new Map(
    rows.map((row) => {
      const type = types.get(row.eventTypeId);
      return [
        row.id,
        {
          id: row.id,
          name: row.name,
          startAt: row.startAt.toISOString(),
          endAt: row.endAt.toISOString(),
          timeZone: row.timeZone,
          status: row.status as TEventStatus,
          eventType: {
            id: row.eventTypeId,
            name: type?.name ?? row.eventTypeId,
            groupTerm: type?.groupTerm ?? "Group",
            memberTerm: type?.memberTerm ?? "Guest",
          },
        },
      ];
    }),
  );
}

/** The owner's events among `ids`; someone else's ids are simply absent from the map. */
export async function ownedEventBriefs(db: Db, ownerId: string, ids: string[]): Promise<Map<string, EventBrief>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.ownerId, ownerId), inArray(events.id, ids)));
  return briefs(db, rows);
}

/** Ids of the owner's events whose name contains `text` (for searches that also match the event's name). */
export async function ownedEventIdsNamed(db: Db, ownerId: string, text: string, limit = 500): Promise<string[]> {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.ownerId, ownerId), ilike(events.name, containsPattern(text))))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function publicEventFacts(db: Db, eventId: string): Promise<PublicEventFacts | null> {
  const [row] = await db.select().from(events).where(eq(events.id, eventId)).limit(1);
  if (!row) return null;
  const [briefById, owners] = await Promise.all([briefs(db, [row]), ownersByIds(db, [row.ownerId])]);
  const { id: _id, ...brief } = briefById.get(row.id)!;
  return {
    ...brief,
    locationName: row.locationName ?? null,
    description: row.description,
    venue: row.venueId ? await venueAddress(db, row.venueId) : null,
    coverUrl: coverUrls(row.coverImage ?? null).coverUrl,
    hostName: owners.get(row.ownerId)?.name.trim() ?? "",
  };
}

/** Where the event happens, on one line ("Town Hall, Main Street 1, Leiden, Netherlands"), or null. */
export function placeLine(facts: Pick<PublicEventFacts, "locationName" | "venue">): string | null {
  const location = facts.locationName?.trim() || null;
  if (!facts.venue) return location;
  const { name, address, city, country } = facts.venue;
  const parts = [name, location !== name ? location : null, address, city, country]
    .map((p) => p?.trim())
    .filter(Boolean);
  return parts.join(", ");
}

/** What answering an invitation needs to know about its event (no actor: the caller checked a link's token). */
export interface EventAnswerFacts {
  id: string;
  ownerId: string;
  capacity: number | null;
  status: string;
  startAt: Date;
  endAt: Date;
  timeZone: string;
}

export async function eventAnswerFacts(db: Db, eventId: string): Promise<EventAnswerFacts | null> {
  const [row] = await db
    .select({
      id: events.id,
      ownerId: events.ownerId,
      capacity: events.capacity,
      status: events.status,
      startAt: events.startAt,
      endAt: events.endAt,
      timeZone: events.timeZone,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  return row ?? null;
}

/** The owner's event ids for pages that pick an event: those not over yet, soonest first, then past ones, latest first. */
export async function ownedEventIdsUpcomingFirst(db: Db, ownerId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.ownerId, ownerId))
    .orderBy(
      sql`(${events.endAt} < now())`,
      sql`case when ${events.endAt} >= now() then ${events.startAt} end asc`,
      sql`${events.startAt} desc`,
    )
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * A guest page's link preview (invitation, open RSVP, ticket shop): the event, when and where, its cover.
 * Never anything about the person whose link it is: the preview is seen by whoever the link is shown to.
 */
export async function eventLinkPreview(db: Db, eventId: string | null, lead: string): Promise<PageMeta | null> {
  const facts = eventId ? await publicEventFacts(db, eventId) : null;
  if (!facts) return null;
  const when = formatEventWhen(facts.startAt, facts.endAt, facts.timeZone);
  const description = [lead, when, placeLine(facts)].filter(Boolean).join(" · ");
  return {
    title: facts.status === "cancelled" ? `Cancelled: ${facts.name}` : facts.name,
    description,
    image: facts.coverUrl,
    noindex: true,
  };
}
