/**
 * Announcements: the organiser posts, edits, pins and deletes; every member of the event reads and
 * marks read. Rights come from the event's membership (people module): someone outside the event, or an
 * attendee trying an organiser's action, gets the same 404 as for a post that does not exist.
 */
import { and, count, desc, eq, inArray, isNotNull, notExists, sql } from "drizzle-orm";
import type {
  TAnnouncement,
  TAnnouncementList,
  TAnnouncementPatch,
  TAnnouncementReach,
  ZAnnouncementInput,
  ZAnnouncementListQuery,
  ZAnnouncementPatch,
} from "#shared/announcements/schemas.ts";
import { notFound } from "#shared/errors.ts";
import { isUuid } from "#shared/ids.ts";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { assertPublished } from "../events/index.ts";
import {
  eventMemberUserIds,
  findMemberEvent,
  memberEvents,
  requireEventOwnerPlan,
  requireEventPlan,
  requireMemberEvent,
  type EventPlan,
  requireOrganisedEvent,
  type MemberEvent,
} from "../people/index.ts";
import { requireInvitationGuest } from "../rsvp/index.ts";
import type { AnnouncementContext } from "./deps.ts";
import { queueAnnouncementMail } from "./mailing.ts";
import { announcementDeliveries, announcementReads, announcements } from "./tables.ts";

type Row = typeof announcements.$inferSelect;
type Reader = Pick<AnnouncementContext, "db" | "actor" | "eventPlan">;

const readBy = (db: Db, userId: string) =>
  db
    .select({ one: sql`1` })
    .from(announcementReads)
    .where(and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.userId, userId)));

/** Read counts and email reach of the organiser's posts, counted among the event's current people. */
async function reachOf(db: Db, event: MemberEvent, ids: string[]): Promise<Map<string, TAnnouncementReach>> {
  const reach = new Map<string, TAnnouncementReach>();
  if (ids.length === 0) return reach;
  const people = (await eventMemberUserIds(db, event.id)).filter((id) => id !== event.ownerId);
  const [reads, mailed] = await Promise.all([
    people.length === 0
      ? []
      : db
          .select({ id: announcementReads.announcementId, n: count() })
          .from(announcementReads)
          .where(and(inArray(announcementReads.announcementId, ids), inArray(announcementReads.userId, people)))
          .groupBy(announcementReads.announcementId),
    db
      .select({ id: announcementDeliveries.announcementId, n: count() })
      .from(announcementDeliveries)
      .where(and(inArray(announcementDeliveries.announcementId, ids), isNotNull(announcementDeliveries.sentAt)))
      .groupBy(announcementDeliveries.announcementId),
  ]);
  const readCounts = new Map(reads.map((r) => [r.id, r.n]));
  const mailedCounts = new Map(mailed.map((r) => [r.id, r.n]));
  for (const id of ids)
    reach.set(id, {
      readCount: readCounts.get(id) ?? 0,
      recipients: people.length,
      emailed: mailedCounts.get(id) ?? 0,
    });
  return reach;
}

function toDto(row: Row, read: boolean, reach: TAnnouncementReach | null): TAnnouncement {
  return {
    id: row.id,
    eventId: row.eventId,
    title: row.title,
    body: row.body,
    pinned: row.pinned,
    emailCopy: row.emailCopy,
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    read,
    reach,
  };
}

/** The organiser's view of one post (after a write). */
async function organiserDto(db: Db, event: MemberEvent, row: Row): Promise<TAnnouncement> {
  return toDto(row, true, (await reachOf(db, event, [row.id])).get(row.id)!);
}

/** One page of an event's posts, pinned first then newest, with whether `readerId` read each (none: all read). */
async function pageOfPosts(
  db: Db,
  eventId: string,
  readerId: string | null,
  query: z.output<typeof ZAnnouncementListQuery>,
) {
  const inEvent = eq(announcements.eventId, eventId);
  const read = readerId ? sql<boolean>`exists (${readBy(db, readerId)})` : sql<boolean>`true`;
  const unread = readerId
    ? sql<number>`count(*) filter (where not exists (${readBy(db, readerId)}))`.mapWith(Number)
    : sql<number>`0`.mapWith(Number);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ row: announcements, read })
      .from(announcements)
      .where(inEvent)
      .orderBy(desc(announcements.pinned), desc(announcements.createdAt), desc(announcements.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count(), unread }).from(announcements).where(inEvent),
  ]);
  return { rows, total: totals?.total ?? 0, unread: totals?.unread ?? 0 };
}

/** Pinned first, then newest first; each with whether the caller read it, and the reach for the organiser. */
export async function listAnnouncements(
  ctx: Reader,
  eventId: string,
  query: z.output<typeof ZAnnouncementListQuery>,
): Promise<TAnnouncementList> {
  const { db } = ctx;
  const userId = ctx.actor.userId;
  const event = await requireMemberEvent(db, userId, eventId, ctx.eventPlan);
  const organiser = event.role === "organiser";
  const { rows, total, unread } = await pageOfPosts(db, event.id, userId, query);
  const reach = organiser
    ? await reachOf(
        db,
        event,
        rows.map((r) => r.row.id),
      )
    : null;
  return {
    // The organiser's own posts count as read by them.
    items: rows.map((r) => toDto(r.row, organiser || r.read, reach?.get(r.row.id) ?? null)),
    total,
    unread: organiser ? 0 : unread,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * The news a guest reads through their personal invitation link, without an account, when the host's plan
 * includes announcements. Nothing is marked read: the link is not a person's account.
 */
export async function guestAnnouncements(
  db: Db,
  token: string,
  plan: EventPlan,
  query: z.output<typeof ZAnnouncementListQuery>,
): Promise<TAnnouncementList> {
  const guest = await requireInvitationGuest(db, token);
  await requireEventOwnerPlan(db, guest.eventId, plan);
  const { rows, total } = await pageOfPosts(db, guest.eventId, null, query);
  return {
    items: rows.map((r) => toDto(r.row, true, null)),
    total,
    unread: 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function createAnnouncement(
  ctx: AnnouncementContext,
  eventId: string,
  input: z.output<typeof ZAnnouncementInput>,
): Promise<TAnnouncement> {
  return ctx.db.transaction(async (tx) => {
    const event = await requireOrganisedEvent(tx, ctx.actor.userId, eventId);
    // A draft's news waits on its page while the organiser prepares; mailing it would reach guests with an
    // event that is still private (ADR 025).
    if (input.emailCopy) assertPublished(event, "announcementEmail");
    const [row] = await tx
      .insert(announcements)
      .values({
        eventId: event.id,
        ownerId: ctx.actor.userId,
        title: input.title,
        body: input.body,
        pinned: input.pinned,
        emailCopy: input.emailCopy,
        tags: input.tags,
      })
      .returning();
    if (input.emailCopy) await queueAnnouncementMail(tx, ctx.jobs, row!.id, event.id);
    return organiserDto(tx, event, row!);
  });
}

/** The post and its event, if the caller may see it (as a member) or change it (as its organiser). */
async function findPost(
  db: Db,
  userId: string,
  id: string,
  as: "member" | "organiser",
  plan: EventPlan = undefined,
): Promise<{ row: Row; event: MemberEvent }> {
  if (!isUuid(id)) throw notFound("Announcement not found");
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id)).limit(1);
  if (!row) throw notFound("Announcement not found");
  const event = await findMemberEvent(db, userId, row.eventId);
  if (!event || (as === "organiser" && event.role !== "organiser")) throw notFound("Announcement not found");
  return { row, event: requireEventPlan(event, plan) };
}

export async function updateAnnouncement(
  ctx: Reader,
  id: string,
  patch: z.output<typeof ZAnnouncementPatch>,
): Promise<TAnnouncement> {
  return ctx.db.transaction(async (tx) => {
    const { row, event } = await findPost(tx, ctx.actor.userId, id, "organiser");
    const changes: Partial<TAnnouncementPatch> = Object.fromEntries(
      Object.entries(patch).filter(([, v]) => v !== undefined),
    );
    if (Object.keys(changes).length === 0) return organiserDto(tx, event, row);
    const [updated] = await tx
      .update(announcements)
      // Pinning is not editing: only a change of the words shows the post as edited.
      .set({
        ...changes,
        ...(changes.title !== undefined || changes.body !== undefined || changes.tags !== undefined
          ? { updatedAt: new Date() }
          : {}),
      })
      .where(eq(announcements.id, row.id))
      .returning();
    return organiserDto(tx, event, updated!);
  });
}

export async function deleteAnnouncement(ctx: Reader, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { row } = await findPost(tx, ctx.actor.userId, id, "organiser");
    // Reads and deliveries go with it (foreign keys cascade); a queued mail job then finds nothing to send.
    await tx.delete(announcements).where(eq(announcements.id, row.id));
  });
}

/** Idempotent: reading twice keeps the first time. */
export async function markRead(ctx: Reader, id: string): Promise<void> {
  const { row } = await findPost(ctx.db, ctx.actor.userId, id, "member", ctx.eventPlan);
  await ctx.db
    .insert(announcementReads)
    .values({ announcementId: row.id, userId: ctx.actor.userId })
    .onConflictDoNothing();
}

/** Posts the caller has not read, in one event or in every event they attend (their own posts never count). */
export async function unreadCount(ctx: Reader, eventId: string | undefined): Promise<number> {
  const { db } = ctx;
  const userId = ctx.actor.userId;
  const events = eventId
    ? [await requireMemberEvent(db, userId, eventId, ctx.eventPlan)]
    : await memberEvents(db, userId, ctx.eventPlan);
  const attended = events.filter((e) => e.role === "attendee").map((e) => e.id);
  if (attended.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(announcements)
    .where(and(inArray(announcements.eventId, attended), notExists(readBy(db, userId))));
  return row?.n ?? 0;
}
