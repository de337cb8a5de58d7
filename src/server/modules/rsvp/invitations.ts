/**
 * Sending invitations and reminders. A send is idempotent: a guest is invited once (the conditional
 * update claims them, so two clicks or two organisers at once mail nobody twice) unless the organiser
 * asks to send again; a reminder reaches each guest at most once (see mailing.ts). Neither goes out for a
 * draft (ADR 025).
 */
import { and, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import {
  ZInvitationSend,
  ZReminderInput,
  type TInvitationSend,
  type TInvitationSendResult,
  type TReminder,
  type TReminderInput,
} from "#shared/rsvp/schemas.ts";
import { AppError, fieldError, notFound } from "#shared/errors.ts";
import { isUuid } from "#shared/ids.ts";
import { parseInput } from "../../parse-input.ts";
import { assertOwnsEvent, assertPublished, findOwnedEvent } from "../events/index.ts";
import type { RsvpContext } from "./deps.ts";
import { queueGuestMails, queueReminder } from "./mailing.ts";
import { guests, rsvpReminders } from "./tables.ts";

export async function sendInvitations(
  ctx: RsvpContext,
  eventId: string,
  raw: TInvitationSend,
): Promise<TInvitationSendResult> {
  const input = parseInput(ZInvitationSend, raw);
  const event = await findOwnedEvent(ctx.db, ctx.actor.userId, eventId);
  if (input.resend && !input.guestIds) {
    throw fieldError(
      "VALIDATION_ERROR",
      "guestIds",
      "Choose the guests to send the invitation to again.",
      "Choose at least one guest",
    );
  }
  // Guests open their invitation from the mail: a draft stays private until it is published.
  assertPublished(event, "invitations");
  return ctx.db.transaction(async (tx) => {
    let withoutEmail = 0;
    let alreadyInvited = 0;
    let candidates: string[];
    if (input.guestIds) {
      const ids = [...new Set(input.guestIds)];
      const rows = await tx
        .select({ id: guests.id, email: guests.email, invitedAt: guests.invitedAt })
        .from(guests)
        .where(and(eq(guests.eventId, eventId), eq(guests.ownerId, ctx.actor.userId), inArray(guests.id, ids)));
      // Someone else's guest, or one of another event, is not found here (ids cannot be probed).
      if (rows.length !== ids.length) throw fieldError("NOT_FOUND", "guestIds", "Guest not found");
      withoutEmail = rows.filter((r) => !r.email).length;
      alreadyInvited = input.resend ? 0 : rows.filter((r) => r.email && r.invitedAt).length;
      candidates = rows.filter((r) => r.email && (input.resend || !r.invitedAt)).map((r) => r.id);
    } else {
      const rows = await tx
        .select({ id: guests.id })
        .from(guests)
        .where(
          and(
            eq(guests.eventId, eventId),
            eq(guests.ownerId, ctx.actor.userId),
            isNotNull(guests.email),
            isNull(guests.invitedAt),
          ),
        );
      candidates = rows.map((r) => r.id);
    }
    if (candidates.length === 0) return { sent: 0, withoutEmail, alreadyInvited };
    const now = new Date();
    const claimed = await tx
      .update(guests)
      .set({ invitedAt: sql`coalesce(${guests.invitedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
      .where(and(inArray(guests.id, candidates), input.resend ? undefined : isNull(guests.invitedAt)))
      .returning({ id: guests.id });
    const ids = claimed.map((r) => r.id);
    await queueGuestMails(ctx.jobs, tx, "invitation", ids);
    return { sent: ids.length, withoutEmail, alreadyInvited: alreadyInvited + (candidates.length - ids.length) };
  });
}

type ReminderRow = typeof rsvpReminders.$inferSelect;

function reminderDto(row: ReminderRow): TReminder {
  return {
    id: row.id,
    sendAt: row.sendAt.toISOString(),
    message: row.message,
    status: row.status as TReminder["status"],
    sentCount: row.sentCount,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listReminders(ctx: RsvpContext, eventId: string): Promise<TReminder[]> {
  await assertOwnsEvent(ctx, eventId);
  const rows = await ctx.db
    .select()
    .from(rsvpReminders)
    .where(and(eq(rsvpReminders.eventId, eventId), eq(rsvpReminders.ownerId, ctx.actor.userId)))
    .orderBy(desc(rsvpReminders.sendAt), desc(rsvpReminders.createdAt))
    .limit(100);
  return rows.map(reminderDto);
}

/** A little slack for a "send at" picked a moment ago. */
const PAST_TOLERANCE_MS = 60_000;

export async function createReminder(ctx: RsvpContext, eventId: string, raw: TReminderInput): Promise<TReminder> {
  const input = parseInput(ZReminderInput, raw);
  const event = await findOwnedEvent(ctx.db, ctx.actor.userId, eventId);
  const now = new Date();
  const sendAt = input.sendAt ? new Date(input.sendAt) : now;
  if (sendAt.getTime() < now.getTime() - PAST_TOLERANCE_MS) {
    throw fieldError(
      "VALIDATION_ERROR",
      "sendAt",
      "The send time has passed: choose a later time, or send now.",
      "Choose a time in the future",
    );
  }
  // A reminder links to the guest's invitation, which a draft keeps closed; one scheduled before the event
  // went back to draft is called off when its time comes (mailing.ts).
  assertPublished(event, "reminders");
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(rsvpReminders)
      .values({ eventId, ownerId: ctx.actor.userId, sendAt, message: input.message })
      .returning();
    await queueReminder(ctx.jobs, tx, row!.id, sendAt);
    return reminderDto(row!);
  });
}

/** A scheduled reminder can be called off until it goes out. */
export async function cancelReminder(ctx: RsvpContext, reminderId: string): Promise<TReminder> {
  if (!isUuid(reminderId)) throw notFound("Reminder not found");
  const [row] = await ctx.db
    .update(rsvpReminders)
    .set({ status: "cancelled" })
    .where(
      and(
        eq(rsvpReminders.id, reminderId),
        eq(rsvpReminders.ownerId, ctx.actor.userId),
        eq(rsvpReminders.status, "scheduled"),
      ),
    )
    .returning();
  if (row) return reminderDto(row);
  const [existing] = await ctx.db
    .select({ status: rsvpReminders.status })
    .from(rsvpReminders)
    .where(and(eq(rsvpReminders.id, reminderId), eq(rsvpReminders.ownerId, ctx.actor.userId)))
    .limit(1);
  if (!existing) throw notFound("Reminder not found");
  throw new AppError(
    "CONFLICT",
    existing.status === "sent" ? "This reminder has already been sent." : "This reminder was already cancelled.",
  );
}
