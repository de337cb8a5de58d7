/**
 * The live chat of an event: one room for its organiser and attendees. A message is announced through the
 * realtime module inside the transaction that stores it, so listeners on every app server hear of it only
 * after COMMIT (chat-stream.ts reads it once per server and fans it out). Hidden messages disappear for
 * everyone; the author or the organiser hides one, and only the organiser may bring one back.
 */
import { and, asc, desc, eq, gt, isNull, lt, max, or, sql } from "drizzle-orm";
import { forbidden, invalidField, notFound } from "#shared/errors.ts";
import type { TChatInput, TChatMessage, TChatPage, TChatQuery } from "#shared/forum/schemas.ts";
import { isUuid } from "#shared/ids.ts";
import type { ServiceContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { findMemberEvent, requireEventPlan, requireMemberEvent } from "../people/index.ts";
import type { Realtime } from "../realtime/index.ts";
import { authorNames } from "./authors.ts";
import { chatMessages } from "./tables.ts";

/** New messages of an event's room. */
export const chatTopic = (eventId: string) => `chat:${eventId}`;
/** Moderation in an event's room: a rarer topic, so a busy room never looks for hidden messages per message. */
export const chatHiddenTopic = (eventId: string) => `chat-hidden:${eventId}`;

const messageColumns = {
  id: chatMessages.id,
  eventId: chatMessages.eventId,
  authorId: chatMessages.authorId,
  body: chatMessages.body,
  createdAt: chatMessages.createdAt,
};
type MessageRow = { id: string; eventId: string; authorId: string; body: string; createdAt: Date };

function messageDto(row: MessageRow, authorName: string): TChatMessage {
  return {
    id: row.id,
    eventId: row.eventId,
    author: { id: row.authorId, name: authorName },
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

async function withAuthors(db: Db, rows: MessageRow[]): Promise<TChatMessage[]> {
  const nameOf = await authorNames(
    db,
    rows.map((r) => r.authorId),
  );
  return rows.map((r) => messageDto(r, nameOf(r.authorId)));
}

export async function listMessages(ctx: ServiceContext, eventId: string, query: TChatQuery): Promise<TChatPage> {
  const event = await requireMemberEvent(ctx.db, ctx.actor.userId, eventId, ctx.eventPlan);
  let before = undefined;
  if (query.before) {
    const [cursor] = await ctx.db
      .select({ id: chatMessages.id, createdAt: chatMessages.createdAt })
      .from(chatMessages)
      .where(and(eq(chatMessages.id, query.before), eq(chatMessages.eventId, event.id)));
    if (!cursor) throw invalidField("before", "No such message in this chat");
    before = or(
      lt(chatMessages.createdAt, cursor.createdAt),
      and(eq(chatMessages.createdAt, cursor.createdAt), lt(chatMessages.id, cursor.id)),
    );
  }
  const rows = await ctx.db
    .select(messageColumns)
    .from(chatMessages)
    .where(and(eq(chatMessages.eventId, event.id), isNull(chatMessages.hiddenAt), before))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(query.limit + 1);
  return {
    items: await withAuthors(ctx.db, rows.slice(0, query.limit).reverse()),
    hasEarlier: rows.length > query.limit,
    canModerate: event.role === "organiser",
  };
}

export async function sendMessage(
  ctx: ServiceContext,
  realtime: Realtime,
  eventId: string,
  input: TChatInput,
): Promise<TChatMessage> {
  const userId = ctx.actor.userId;
  return ctx.db.transaction(async (tx) => {
    const event = await requireMemberEvent(tx, userId, eventId, ctx.eventPlan);
    const [row] = await tx
      .insert(chatMessages)
      .values({ eventId: event.id, authorId: userId, body: input.body })
      .returning();
    await realtime.publish(tx, chatTopic(event.id));
    return (await withAuthors(tx, [row!]))[0]!;
  });
}

export async function setMessageHidden(
  ctx: ServiceContext,
  realtime: Realtime,
  messageId: string,
  hidden: boolean,
): Promise<{ id: string; hidden: boolean }> {
  const userId = ctx.actor.userId;
  const missing = () => notFound("Message not found");
  if (!isUuid(messageId)) throw missing();
  return ctx.db.transaction(async (tx) => {
    const [message] = await tx.select().from(chatMessages).where(eq(chatMessages.id, messageId)).for("update");
    if (!message) throw missing();
    const member = await findMemberEvent(tx, userId, message.eventId);
    if (!member) throw missing();
    const event = requireEventPlan(member, ctx.eventPlan);
    const organiser = event.role === "organiser";
    // A hidden message is gone for everyone but stays deletable history: only the organiser restores one.
    if (message.hiddenAt && !organiser) throw missing();
    if (!organiser && (message.authorId !== userId || !hidden))
      throw forbidden("Only the organiser or the author can hide this message.");
    if ((message.hiddenAt !== null) !== hidden) {
      await tx
        .update(chatMessages)
        .set({ hiddenAt: hidden ? sql`now()` : null })
        .where(eq(chatMessages.id, message.id));
      await realtime.publish(tx, hidden ? chatHiddenTopic(message.eventId) : chatTopic(message.eventId));
    }
    return { id: message.id, hidden };
  });
}

// The stream's reads (chat-stream.ts): one per app server per change, whatever the number of listeners.

/** Visible messages of the room stored after `since`, oldest first. */
export async function messagesAfter(db: Db, eventId: string, since: Date, limit: number): Promise<TChatMessage[]> {
  const rows = await db
    .select(messageColumns)
    .from(chatMessages)
    .where(and(eq(chatMessages.eventId, eventId), isNull(chatMessages.hiddenAt), gt(chatMessages.createdAt, since)))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
    .limit(limit);
  return withAuthors(db, rows);
}

/** Messages of the room hidden after `since`, with when. */
export async function hiddenAfter(
  db: Db,
  eventId: string,
  since: Date,
): Promise<Array<{ id: string; hiddenAt: Date }>> {
  const rows = await db
    .select({ id: chatMessages.id, hiddenAt: chatMessages.hiddenAt })
    .from(chatMessages)
    .where(and(eq(chatMessages.eventId, eventId), gt(chatMessages.hiddenAt, since)));
  return rows.map((r) => ({ id: r.id, hiddenAt: r.hiddenAt! }));
}

/** The newest message and the newest hiding of the room, where a stream's reading starts (database times). */
export async function roomHighWater(db: Db, eventId: string): Promise<{ created: Date; hidden: Date }> {
  const [row] = await db
    .select({ created: max(chatMessages.createdAt), hidden: max(chatMessages.hiddenAt) })
    .from(chatMessages)
    .where(eq(chatMessages.eventId, eventId));
  return { created: row?.created ?? new Date(0), hidden: row?.hidden ?? new Date(0) };
}
