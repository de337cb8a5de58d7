/**
 * Who answers a poll: a signed-in member of its event, or a guest through their personal invitation link
 * without an account. One person keeps one response whichever way they answer: a guest whose address is
 * a verified account's answers as that account, and a guest without one answers as their place on the guest
 * list. Answers given by link before the account existed still count as the person's own, and their next
 * submit replaces them with the account's.
 */
import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { ownersByIds, users } from "../account/index.ts";
import { guests } from "../rsvp/index.ts";
import { pollResponses } from "./tables.ts";

export interface Respondent {
  /** The person's account, when they have one: new answers are stored under it. */
  userId: string | null;
  /** Their places on the event's guest list (by verified address, or the link's own guest). */
  guestIds: string[];
}

/** A response's owner, as stored. */
interface ResponseOwner {
  userId: string | null;
  guestId: string | null;
}

/** The signed-in user inside the event `eventId`. */
export async function memberRespondent(db: Db, userId: string, eventId: string): Promise<Respondent> {
  const places = await db
    .select({ id: guests.id })
    .from(guests)
    .innerJoin(users, and(eq(users.email, guests.email), eq(users.emailVerified, true)))
    .where(and(eq(users.id, userId), eq(guests.eventId, eventId)));
  return { userId, guestIds: places.map((place) => place.id) };
}

/** The guest behind a personal link: as their account when a verified account has the guest list's address. */
export async function linkRespondent(
  db: Db,
  guest: { guestId: string; eventId: string; email: string | null },
): Promise<Respondent> {
  if (guest.email) {
    const [account] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, guest.email), eq(users.emailVerified, true)))
      .limit(1);
    if (account) return memberRespondent(db, account.id, guest.eventId);
  }
  return { userId: null, guestIds: [guest.guestId] };
}

/** The respondent's own responses (a condition on poll_responses). */
export function ownResponses(respondent: Respondent): SQL {
  return (
    or(
      respondent.userId ? eq(pollResponses.userId, respondent.userId) : undefined,
      respondent.guestIds.length > 0 ? inArray(pollResponses.guestId, respondent.guestIds) : undefined,
    ) ?? sql`false`
  );
}

/** Whom a new response belongs to: the account, else the guest place. */
export function responseOwner(respondent: Respondent): ResponseOwner {
  return respondent.userId
    ? { userId: respondent.userId, guestId: null }
    : { userId: null, guestId: respondent.guestIds[0]! };
}

/** The names of responses' owners, for the organiser: the account's name, or the guest list's. */
export async function respondentNames(db: Db, owners: ResponseOwner[]): Promise<(owner: ResponseOwner) => string> {
  const userIds = [...new Set(owners.flatMap((o) => (o.userId ? [o.userId] : [])))];
  const guestIds = [...new Set(owners.flatMap((o) => (o.guestId ? [o.guestId] : [])))];
  // One after the other: `db` may be a transaction, whose single connection cannot run two queries at once.
  const accounts = await ownersByIds(db, userIds);
  const places = guestIds.length
    ? await db.select({ id: guests.id, name: guests.name }).from(guests).where(inArray(guests.id, guestIds))
    : [];
  const guestNames = new Map(places.map((place) => [place.id, place.name]));
  return (owner) =>
    (owner.userId ? accounts.get(owner.userId)?.name : owner.guestId ? guestNames.get(owner.guestId) : undefined) ?? "";
}
