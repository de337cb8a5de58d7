/**
 * The unsubscribe link in an announcement mail: its token names one delivery, and so one guest's address
 * and event. Reading the link changes nothing (mail scanners open links); only the page's button, a POST,
 * unsubscribes, and doing it twice is the same as once.
 */
import { and, eq } from "drizzle-orm";
import type { TUnsubscribeView } from "#shared/announcements/schemas.ts";
import { notFound } from "#shared/errors.ts";
import type { Db } from "../../db/client.ts";
import { publicEventFacts } from "../events/index.ts";
import { guests } from "../rsvp/index.ts";
import { announcementDeliveries, announcements, announcementUnsubscribes } from "./tables.ts";

async function findRecipient(db: Db, token: string): Promise<{ eventId: string; eventName: string; email: string }> {
  const [row] = await db
    .select({ eventId: announcements.eventId, email: guests.email })
    .from(announcementDeliveries)
    .innerJoin(announcements, eq(announcements.id, announcementDeliveries.announcementId))
    .innerJoin(guests, eq(guests.id, announcementDeliveries.guestId))
    .where(eq(announcementDeliveries.token, token))
    .limit(1);
  const facts = row?.email ? await publicEventFacts(db, row.eventId) : null;
  if (!row?.email || !facts) throw notFound("This unsubscribe link is not valid");
  return { eventId: row.eventId, eventName: facts.name, email: row.email };
}

export async function unsubscribeView(db: Db, token: string): Promise<TUnsubscribeView> {
  const recipient = await findRecipient(db, token);
  const [row] = await db
    .select({ email: announcementUnsubscribes.email })
    .from(announcementUnsubscribes)
    .where(
      and(eq(announcementUnsubscribes.eventId, recipient.eventId), eq(announcementUnsubscribes.email, recipient.email)),
    )
    .limit(1);
  return { eventName: recipient.eventName, unsubscribed: row !== undefined };
}

export async function unsubscribe(db: Db, token: string): Promise<TUnsubscribeView> {
  const recipient = await findRecipient(db, token);
  await db
    .insert(announcementUnsubscribes)
    .values({ eventId: recipient.eventId, email: recipient.email })
    .onConflictDoNothing();
  return { eventName: recipient.eventName, unsubscribed: true };
}
