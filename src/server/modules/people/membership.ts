/**
 * Who belongs to an event: its owner (the organiser) and every signed-in person whose verified email is on
 * its guest list (the attendees). The guest list stays the one source of truth: inviting someone lets them
 * in, removing the guest takes them out, and signing up with the invited address claims the place. An
 * unverified address claims nothing, or anyone could sign up as a guest and read the event's people.
 *
 * Everything of people and communication (directory, announcements, messages, polls) asks here, so an
 * event a person does not belong to answers 404 the same way everywhere.
 */
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { notFound } from "#shared/errors.ts";
import { isUuid } from "#shared/ids.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../account/index.ts";
import { eventTypes } from "../event-types/index.ts";
import { events } from "../events/index.ts";
import { guests } from "../rsvp/index.ts";

export type EventRole = "organiser" | "attendee";

export interface MemberEvent {
  id: string;
  name: string;
  startAt: Date;
  endAt: Date;
  timeZone: string;
  status: string;
  ownerId: string;
  role: EventRole;
  /** The event type's words for its groups and people ("Class Year", "Classmate"). */
  groupTerm: string;
  memberTerm: string;
}

/** The caller's verified address, or null: only a verified address claims guest places. */
const verifiedEmail = (userId: string) =>
  sql`(select ${users.email} from ${users} where ${users.id} = ${userId} and ${users.emailVerified})`;

/** Events where `userId` is a guest by verified email (a sub-select, for `inArray`). */
const attendedEventIds = (db: Db, userId: string) =>
  db
    .select({ id: guests.eventId })
    .from(guests)
    .where(eq(guests.email, verifiedEmail(userId)));

const memberEventColumns = {
  id: events.id,
  name: events.name,
  startAt: events.startAt,
  endAt: events.endAt,
  timeZone: events.timeZone,
  status: events.status,
  ownerId: events.ownerId,
  groupTerm: eventTypes.groupTerm,
  memberTerm: eventTypes.memberTerm,
};

const withRole =
  (userId: string) =>
  (row: Omit<MemberEvent, "role">): MemberEvent => ({
    ...row,
    role: row.ownerId === userId ? "organiser" : "attendee",
  });

/** Every event the user belongs to, soonest first, with their role in it. */
export async function memberEvents(db: Db, userId: string): Promise<MemberEvent[]> {
  const rows = await db
    .select(memberEventColumns)
    .from(events)
    .innerJoin(eventTypes, eq(eventTypes.id, events.eventTypeId))
    .where(or(eq(events.ownerId, userId), inArray(events.id, attendedEventIds(db, userId))))
    .orderBy(asc(events.startAt), asc(events.id));
  return rows.map(withRole(userId));
}

/** The event if the user belongs to it, else null (the caller decides how to refuse). */
export async function findMemberEvent(db: Db, userId: string, eventId: string): Promise<MemberEvent | null> {
  if (!isUuid(eventId)) return null;
  const [row] = await db
    .select(memberEventColumns)
    .from(events)
    .innerJoin(eventTypes, eq(eventTypes.id, events.eventTypeId))
    .where(
      and(eq(events.id, eventId), or(eq(events.ownerId, userId), inArray(events.id, attendedEventIds(db, userId)))),
    )
    .limit(1);
  return row ? withRole(userId)(row) : null;
}

/** The event the user belongs to; anyone else's event, and no event at all, answer the same 404. */
export async function requireMemberEvent(db: Db, userId: string, eventId: string): Promise<MemberEvent> {
  const event = await findMemberEvent(db, userId, eventId);
  if (!event) throw notFound("Event not found");
  return event;
}

/** The event if the user organises it (owner); attendees and strangers get the same 404. */
export async function requireOrganisedEvent(db: Db, userId: string, eventId: string): Promise<MemberEvent> {
  const event = await findMemberEvent(db, userId, eventId);
  if (!event || event.role !== "organiser") throw notFound("Event not found");
  return event;
}

/** The events both users belong to (empty: they may not message each other). */
export async function sharedEventIds(db: Db, userA: string, userB: string): Promise<string[]> {
  if (userA === userB) return [];
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        or(eq(events.ownerId, userA), inArray(events.id, attendedEventIds(db, userA))),
        or(eq(events.ownerId, userB), inArray(events.id, attendedEventIds(db, userB))),
      ),
    );
  return rows.map((r) => r.id);
}

/** The signed-in people of an event: its owner and every user whose verified address is on its guest list. */
export async function eventMemberUserIds(db: Db, eventId: string): Promise<string[]> {
  // One after the other: `db` may be a transaction, whose single connection cannot run two queries at once.
  const owner = await db.select({ id: events.ownerId }).from(events).where(eq(events.id, eventId));
  const attendees = await db
    .select({ id: users.id })
    .from(guests)
    .innerJoin(users, and(eq(users.email, guests.email), eq(users.emailVerified, true)))
    .where(eq(guests.eventId, eventId));
  return [...new Set([...owner, ...attendees].map((r) => r.id))];
}
