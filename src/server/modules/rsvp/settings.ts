/**
 * How an event takes answers (capacity, deadline, meals, the open link), and when answers are closed.
 * The settings row is made on first need, and its row lock is the one place every change of the
 * yes-headcount queues up, so capacity holds whatever the concurrency.
 */
import { eq, sql } from "drizzle-orm";
import { formatZonedInstant } from "#shared/date-format.ts";
import {
  publicRsvpPath,
  ZRsvpSettingsInput,
  type TRsvpSettings,
  type TRsvpSettingsInput,
} from "#shared/rsvp/schemas.ts";
import type { Db } from "../../db/client.ts";
import type { ServiceContext } from "../../context.ts";
import { parseInput } from "../../parse-input.ts";
import { assertOwnsEvent, findOwnedEvent, type EventRow } from "../events/index.ts";
import { newLinkToken } from "./guests.ts";
import { promoteWaitlist } from "./answers.ts";
import type { RsvpContext } from "./deps.ts";
import { queueGuestMail } from "./mailing.ts";
import { rsvpSettings } from "./tables.ts";

export type SettingsRow = typeof rsvpSettings.$inferSelect;

function settingsDto(row: SettingsRow): TRsvpSettings {
  return {
    eventId: row.eventId,
    capacity: row.capacity,
    deadline: row.deadline?.toISOString() ?? null,
    mealOptions: row.mealOptions,
    askDietary: row.askDietary,
    message: row.message,
    publicEnabled: row.publicEnabled,
    publicPath: row.publicEnabled && row.publicToken ? publicRsvpPath(row.publicToken) : null,
  };
}

/**
 * The event's settings row, made when missing (a new event starts with the event's own capacity); with
 * `lock`, held until the caller's transaction ends.
 */
export async function settingsFor(
  db: Db,
  event: Pick<EventRow, "id" | "ownerId" | "capacity">,
  lock = false,
): Promise<SettingsRow> {
  const read = async () => {
    const query = db.select().from(rsvpSettings).where(eq(rsvpSettings.eventId, event.id)).limit(1);
    const [row] = lock ? await query.for("update") : await query;
    return row;
  };
  // Reads (the counts, polled while a page is open; every guest's page) find the row: only the first
  // need of an event writes it.
  const existing = await read();
  if (existing) return existing;
  await db
    .insert(rsvpSettings)
    .values({ eventId: event.id, ownerId: event.ownerId, capacity: event.capacity ?? null })
    .onConflictDoNothing({ target: rsvpSettings.eventId });
  return (await read())!;
}

export async function getSettings(ctx: ServiceContext, eventId: string): Promise<TRsvpSettings> {
  const event = await findOwnedEvent(ctx.db, ctx.actor.userId, eventId);
  return settingsDto(await settingsFor(ctx.db, event));
}

export async function updateSettings(
  ctx: RsvpContext,
  eventId: string,
  raw: TRsvpSettingsInput,
): Promise<TRsvpSettings> {
  const patch = parseInput(ZRsvpSettingsInput, raw);
  await assertOwnsEvent(ctx, eventId);
  return ctx.db.transaction(async (tx) => {
    const event = await findOwnedEvent(tx, ctx.actor.userId, eventId);
    const current = await settingsFor(tx, event, true);
    const [row] = await tx
      .update(rsvpSettings)
      .set({
        ...(patch.capacity !== undefined ? { capacity: patch.capacity } : {}),
        ...(patch.deadline !== undefined
          ? { deadline: patch.deadline === null ? null : new Date(patch.deadline) }
          : {}),
        ...(patch.mealOptions !== undefined ? { mealOptions: patch.mealOptions } : {}),
        ...(patch.askDietary !== undefined ? { askDietary: patch.askDietary } : {}),
        ...(patch.message !== undefined ? { message: patch.message } : {}),
        ...(patch.publicEnabled !== undefined ? { publicEnabled: patch.publicEnabled } : {}),
        // Turning the open link on for the first time makes its secret.
        ...(patch.publicEnabled && !current.publicToken ? { publicToken: newLinkToken() } : {}),
        updatedAt: new Date(),
      })
      .where(eq(rsvpSettings.eventId, eventId))
      .returning();
    // More places (or none as a limit any more): the waitlist moves up.
    if (patch.capacity !== undefined) {
      for (const lucky of await promoteWaitlist(tx, row!))
        await queueGuestMail(ctx.jobs, tx, "waitlist-place", lucky.id);
    }
    return settingsDto(row!);
  });
}

/** A new open link (and the link switched on): the old one stops working at once. */
export async function regeneratePublicLink(ctx: ServiceContext, eventId: string): Promise<TRsvpSettings> {
  const event = await findOwnedEvent(ctx.db, ctx.actor.userId, eventId);
  await settingsFor(ctx.db, event);
  const [row] = await ctx.db
    .update(rsvpSettings)
    .set({ publicToken: newLinkToken(), publicEnabled: true, updatedAt: new Date() })
    .where(eq(rsvpSettings.eventId, eventId))
    .returning();
  return settingsDto(row!);
}

/** The settings behind an open link that is switched on, or null. */
export async function settingsByPublicToken(db: Db, token: string): Promise<SettingsRow | null> {
  const [row] = await db
    .select()
    .from(rsvpSettings)
    .where(sql`${rsvpSettings.publicToken} = ${token} and ${rsvpSettings.publicEnabled}`)
    .limit(1);
  return row ?? null;
}

/** Why answers are closed, in words, or null while they are open. */
export function closedReason(
  event: { status: string; endAt: Date | string; timeZone: string },
  settings: { deadline: Date | null },
  now = new Date(),
): string | null {
  if (event.status === "cancelled") return "This event has been cancelled, so answers are closed.";
  if (new Date(event.endAt).getTime() <= now.getTime())
    return "This event has already taken place, so answers are closed.";
  if (settings.deadline && settings.deadline.getTime() <= now.getTime()) {
    return `Answers closed on ${formatZonedInstant(settings.deadline, event.timeZone)}.`;
  }
  return null;
}

export function formatDeadline(deadline: Date | null, timeZone: string): string | null {
  return deadline ? formatZonedInstant(deadline, timeZone) : null;
}

/** The owner's events whose RSVP deadline falls in [from, to): deadlines on the interactive calendar. */
export async function rsvpDeadlinesBetween(
  db: Db,
  ownerId: string,
  from: Date,
  to: Date,
): Promise<{ eventId: string; deadline: string }[]> {
  const rows = await db
    .select({ eventId: rsvpSettings.eventId, deadline: rsvpSettings.deadline })
    .from(rsvpSettings)
    .where(
      sql`${rsvpSettings.ownerId} = ${ownerId} and ${rsvpSettings.deadline} >= ${from.toISOString()}::timestamptz and ${rsvpSettings.deadline} < ${to.toISOString()}::timestamptz`,
    )
    .orderBy(rsvpSettings.deadline)
    .limit(500);
  return rows.map((r) => ({ eventId: r.eventId, deadline: r.deadline!.toISOString() }));
}
