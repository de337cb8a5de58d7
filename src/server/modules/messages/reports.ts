/**
 * Reports of a message to the organiser of an event both people share. The reporter names the event, so
 * only that event's organiser reads the reported message; a person reports a message once.
 */
import { and, desc, eq, isNull, type SQL } from "drizzle-orm";
import { AppError, fieldError, notFound } from "#shared/errors.ts";
import { isUuid } from "#shared/ids.ts";
import type { TMessageReport } from "#shared/messages/schemas.ts";
import { findMemberEvent, requireOrganisedEvent, sharedEventIds } from "../people/index.ts";
import type { MessageContext } from "./deps.ts";
import { peopleByIds, personOrGone } from "./people.ts";
import { conversations, directMessages, messageReports } from "./tables.ts";

const messageNotFound = () => notFound("Message not found");
const eventNotFound = () => fieldError("NOT_FOUND", "eventId", "Event not found", "Choose an event you both belong to");

export async function reportMessage(
  ctx: MessageContext,
  messageId: string,
  input: { eventId: string; reason: string },
): Promise<{ id: string; messageId: string; eventId: string }> {
  const me = ctx.actor.userId;
  if (!isUuid(messageId)) throw messageNotFound();
  const [message] = await ctx.db
    .select({
      id: directMessages.id,
      senderId: directMessages.senderId,
      userA: conversations.userA,
      userB: conversations.userB,
    })
    .from(directMessages)
    .innerJoin(conversations, eq(conversations.id, directMessages.conversationId))
    .where(eq(directMessages.id, messageId));
  // Only the other person's message in one's own conversation can be reported.
  if (!message || message.senderId === me || (message.userA !== me && message.userB !== me)) throw messageNotFound();
  if (
    !isUuid(input.eventId) ||
    !(await sharedEventIds(ctx.db, me, message.senderId, undefined)).includes(input.eventId)
  )
    throw eventNotFound();
  const [report] = await ctx.db
    .insert(messageReports)
    .values({ messageId: message.id, reporterId: me, eventId: input.eventId, reason: input.reason })
    .onConflictDoNothing()
    .returning({ id: messageReports.id });
  if (!report) throw new AppError("CONFLICT", "You already reported this message.");
  return { id: report.id, messageId: message.id, eventId: input.eventId };
}

/** The reports of the organiser's event, open ones first, each with the message as it was sent. */
export async function listEventReports(ctx: MessageContext, eventId: string): Promise<TMessageReport[]> {
  const event = await requireOrganisedEvent(ctx.db, ctx.actor.userId, eventId);
  return readReports(ctx, eq(messageReports.eventId, event.id));
}

async function readReports(ctx: MessageContext, where: SQL): Promise<TMessageReport[]> {
  const rows = await ctx.db
    .select({
      id: messageReports.id,
      eventId: messageReports.eventId,
      messageId: messageReports.messageId,
      body: directMessages.body,
      sentAt: directMessages.createdAt,
      senderId: directMessages.senderId,
      reporterId: messageReports.reporterId,
      reason: messageReports.reason,
      createdAt: messageReports.createdAt,
      resolvedAt: messageReports.resolvedAt,
    })
    .from(messageReports)
    .innerJoin(directMessages, eq(directMessages.id, messageReports.messageId))
    .where(where)
    .orderBy(desc(isNull(messageReports.resolvedAt)), desc(messageReports.createdAt))
    .limit(500);
  const people = await peopleByIds(
    ctx.db,
    rows.flatMap((r) => [r.senderId, r.reporterId]),
  );
  return rows.map((r) => ({
    id: r.id,
    eventId: r.eventId,
    messageId: r.messageId,
    body: r.body,
    sentAt: r.sentAt.toISOString(),
    sender: personOrGone(people, r.senderId),
    reporter: personOrGone(people, r.reporterId),
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
  }));
}

/** Marks a report of the organiser's event handled (again: no change). */
export async function resolveReport(ctx: MessageContext, reportId: string): Promise<TMessageReport> {
  if (!isUuid(reportId)) throw notFound("Report not found");
  const [report] = await ctx.db
    .select({ eventId: messageReports.eventId })
    .from(messageReports)
    .where(eq(messageReports.id, reportId));
  if (!report) throw notFound("Report not found");
  // Another organiser's report answers like no report at all.
  const event = await findMemberEvent(ctx.db, ctx.actor.userId, report.eventId);
  if (event?.role !== "organiser") throw notFound("Report not found");
  await ctx.db
    .update(messageReports)
    .set({ resolvedAt: new Date() })
    .where(and(eq(messageReports.id, reportId), isNull(messageReports.resolvedAt)));
  const [resolved] = await readReports(ctx, eq(messageReports.id, reportId));
  return resolved!;
}
