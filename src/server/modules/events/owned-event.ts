/**
 * The owner's event, looked up by the events module's own files and, for a rights check, by other modules:
 * someone else's event and no event at all answer the same 404, so ids cannot be probed.
 */
import { and, eq } from "drizzle-orm";
import { AppError, notFound } from "#shared/errors.ts";
import { PUBLISH_FIRST, type PublishFirstAction } from "#shared/events/publish-first.ts";
import { isUuid } from "#shared/ids.ts";
import type { Db } from "../../db/client.ts";
import type { ServiceContext } from "../../context.ts";
import { events } from "./tables.ts";

export type EventRow = typeof events.$inferSelect;

const owned = (ownerId: string, eventId: string) => and(eq(events.id, eventId), eq(events.ownerId, ownerId));

export async function findOwnedEvent(db: Db, ownerId: string, eventId: string): Promise<EventRow> {
  // A malformed id cannot name anyone's event.
  if (!isUuid(eventId)) throw notFound("Event not found");
  const [row] = await db.select().from(events).where(owned(ownerId, eventId)).limit(1);
  if (!row) throw notFound("Event not found");
  return row;
}

/**
 * Draft means private (ADR 025): invitations, reminders, the ticket shop and the door wait until the event
 * is published. A draft answers 409 EVENT_NOT_PUBLISHED, with the words the organiser's page shows.
 */
export function assertPublished(event: Pick<EventRow, "status">, action: PublishFirstAction): void {
  if (event.status === "draft") throw new AppError("EVENT_NOT_PUBLISHED", PUBLISH_FIRST[action]);
}

/** For modules that only need to know the actor may work on the event (one small query, no details). */
export async function assertOwnsEvent(ctx: ServiceContext, eventId: string): Promise<void> {
  await findOwnedEvent(ctx.db, ctx.actor.userId, eventId);
}

/**
 * The owner's event, locked for the rest of the transaction: its activities and dates change one writer
 * at a time, and so does what other modules hang on the event (the tasks board takes it through index.ts
 * rather than locking the table itself). Null when it is not the owner's (the caller decides how to say so
 * without revealing it).
 */
export async function lockOwnedEvent(tx: Db, ownerId: string, eventId: string): Promise<EventRow | null> {
  if (!isUuid(eventId)) return null;
  const [row] = await tx.select().from(events).where(owned(ownerId, eventId)).for("update");
  return row ?? null;
}
