/**
 * Ticket types (what is on sale, how many, when) and the event's shop settings. Every call is the
 * event owner's: another owner's event or type answers 404.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import {
  TICKET_TYPES_PER_EVENT_MAX,
  ticketShopPath,
  UNPAID_HOLD_HOURS_DEFAULT,
  ZTicketShopInput,
  ZTicketTypeInput,
  ZTicketTypePatch,
  type TTicketShop,
  type TTicketShopInput,
  type TTicketType,
  type TTicketTypeInput,
  type TTicketTypePatch,
} from "#shared/tickets/schemas.ts";
import { AppError, fieldError, notFound } from "#shared/errors.ts";
import { isUuid } from "#shared/ids.ts";
import type { Db } from "../../db/client.ts";
import type { ServiceContext } from "../../context.ts";
import { parseInput } from "../../parse-input.ts";
import { assertPublished, eventSchedule, findOwnedEvent } from "../events/index.ts";
import { newLinkToken } from "./codes.ts";
import { ticketShops, ticketTypes, tickets } from "./tables.ts";

export type TypeRow = typeof ticketTypes.$inferSelect;
type ShopRow = typeof ticketShops.$inferSelect;

async function activityTitles(db: Db, eventId: string): Promise<Map<string, string>> {
  return new Map((await eventSchedule(db, eventId)).map((a) => [a.id, a.name]));
}

function typeDto(row: TypeRow, activityTitle: string | null): TTicketType {
  return {
    id: row.id,
    eventId: row.eventId,
    activityId: row.activityId,
    activityTitle,
    name: row.name,
    description: row.description,
    priceMinor: row.priceMinor,
    currency: row.currency,
    quantity: row.quantity,
    sold: row.sold,
    remaining: Math.max(0, row.quantity - row.sold),
    perOrderMax: row.perOrderMax,
    saleStartsAt: row.saleStartsAt?.toISOString() ?? null,
    saleEndsAt: row.saleEndsAt?.toISOString() ?? null,
    hidden: row.hidden,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The owner's type, 404 otherwise; locked for the caller's transaction when asked. */
export async function findOwnedType(db: Db, ownerId: string, typeId: string, lock = false): Promise<TypeRow> {
  if (!isUuid(typeId)) throw notFound("Ticket type not found");
  const query = db
    .select()
    .from(ticketTypes)
    .where(and(eq(ticketTypes.id, typeId), eq(ticketTypes.ownerId, ownerId)))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("Ticket type not found");
  return row;
}

function checkWindow(startsAt: Date | null, endsAt: Date | null): void {
  if (startsAt && endsAt && endsAt <= startsAt) {
    throw fieldError(
      "VALIDATION_ERROR",
      "saleEndsAt",
      "The sale must end after it starts.",
      "Must be after the sale start",
    );
  }
}

async function checkActivity(db: Db, eventId: string, activityId: string | null): Promise<string | null> {
  if (activityId === null) return null;
  const title = (await activityTitles(db, eventId)).get(activityId);
  if (title === undefined) {
    throw fieldError(
      "VALIDATION_ERROR",
      "activityId",
      "Choose one of this event's activities.",
      "Not an activity of this event",
    );
  }
  return title;
}

export async function listTicketTypes(
  ctx: ServiceContext,
  eventId: string,
  activityId?: string,
): Promise<TTicketType[]> {
  await findOwnedEvent(ctx.db, ctx.actor.userId, eventId);
  const titles = await activityTitles(ctx.db, eventId);
  const rows = await ctx.db
    .select()
    .from(ticketTypes)
    .where(and(eq(ticketTypes.eventId, eventId), activityId ? eq(ticketTypes.activityId, activityId) : undefined))
    .orderBy(asc(ticketTypes.createdAt), asc(ticketTypes.id));
  return rows.map((row) => typeDto(row, row.activityId ? (titles.get(row.activityId) ?? null) : null));
}

export async function createTicketType(
  ctx: ServiceContext,
  eventId: string,
  raw: TTicketTypeInput,
): Promise<TTicketType> {
  const input = parseInput(ZTicketTypeInput, raw);
  const event = await findOwnedEvent(ctx.db, ctx.actor.userId, eventId);
  const startsAt = input.saleStartsAt ? new Date(input.saleStartsAt) : null;
  const endsAt = input.saleEndsAt ? new Date(input.saleEndsAt) : null;
  checkWindow(startsAt, endsAt);
  const activityTitle = await checkActivity(ctx.db, eventId, input.activityId);
  const [{ n }] = (await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, eventId))) as [{ n: number }];
  if (n >= TICKET_TYPES_PER_EVENT_MAX) {
    throw new AppError("CONFLICT", `An event can have at most ${TICKET_TYPES_PER_EVENT_MAX} ticket types.`);
  }
  const [row] = await ctx.db
    .insert(ticketTypes)
    .values({
      eventId: event.id,
      ownerId: event.ownerId,
      activityId: input.activityId,
      name: input.name,
      description: input.description,
      priceMinor: input.priceMinor,
      currency: input.currency,
      quantity: input.quantity,
      perOrderMax: input.perOrderMax,
      saleStartsAt: startsAt,
      saleEndsAt: endsAt,
      hidden: input.hidden,
    })
    .returning();
  return typeDto(row!, activityTitle);
}

export async function updateTicketType(
  ctx: ServiceContext,
  typeId: string,
  raw: TTicketTypePatch,
): Promise<TTicketType> {
  const patch = parseInput(ZTicketTypePatch, raw);
  return ctx.db.transaction(async (tx) => {
    // Locked: an order running now raises `sold`, and the new quantity is checked against it.
    const current = await findOwnedType(tx, ctx.actor.userId, typeId, true);
    const quantity = patch.quantity ?? current.quantity;
    if (quantity < current.sold) {
      const message = `${current.sold} tickets of this type are already sold: the quantity cannot be lower.`;
      throw fieldError("VALIDATION_ERROR", "quantity", message);
    }
    const startsAt =
      patch.saleStartsAt === undefined
        ? current.saleStartsAt
        : patch.saleStartsAt
          ? new Date(patch.saleStartsAt)
          : null;
    const endsAt =
      patch.saleEndsAt === undefined ? current.saleEndsAt : patch.saleEndsAt ? new Date(patch.saleEndsAt) : null;
    checkWindow(startsAt, endsAt);
    const activityId = patch.activityId === undefined ? current.activityId : patch.activityId;
    const activityTitle = await checkActivity(tx, current.eventId, activityId);
    if (patch.currency !== undefined && patch.currency !== current.currency && current.sold > 0) {
      const message = "Tickets of this type are sold: its currency cannot change.";
      throw fieldError("VALIDATION_ERROR", "currency", message);
    }
    const [row] = await tx
      .update(ticketTypes)
      .set({
        name: patch.name ?? current.name,
        description: patch.description ?? current.description,
        activityId,
        priceMinor: patch.priceMinor ?? current.priceMinor,
        currency: patch.currency ?? current.currency,
        quantity,
        perOrderMax: patch.perOrderMax ?? current.perOrderMax,
        saleStartsAt: startsAt,
        saleEndsAt: endsAt,
        hidden: patch.hidden ?? current.hidden,
      })
      .where(eq(ticketTypes.id, current.id))
      .returning();
    return typeDto(row!, activityTitle);
  });
}

export async function deleteTicketType(ctx: ServiceContext, typeId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const current = await findOwnedType(tx, ctx.actor.userId, typeId, true);
    const [issued] = await tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.typeId, current.id)).limit(1);
    if (issued) {
      throw new AppError(
        "CONFLICT",
        "Tickets of this type exist, so it cannot be deleted. Hide it instead to stop selling it.",
      );
    }
    await tx.delete(ticketTypes).where(eq(ticketTypes.id, current.id));
  });
}

/**
 * Whether the shop can take money for priced tickets: offline payment today (a card provider comes with
 * the payments issue). Without it, buyers get the free types only.
 */
export const shopTakesPayment = (shop: { offlinePayment: boolean }): boolean => shop.offlinePayment;

/**
 * The priced types on show that buyers cannot get while the shop takes no payment (by name, oldest first):
 * the organiser is told before opening the shop, and the shop marks them.
 */
async function unpayableTypes(db: Db, eventId: string, row: ShopRow | undefined): Promise<string[]> {
  if (shopTakesPayment({ offlinePayment: row?.offlinePayment ?? false })) return [];
  const rows = await db
    .select({ name: ticketTypes.name })
    .from(ticketTypes)
    .where(and(eq(ticketTypes.eventId, eventId), eq(ticketTypes.hidden, false), sql`${ticketTypes.priceMinor} > 0`))
    .orderBy(asc(ticketTypes.createdAt), asc(ticketTypes.id));
  return rows.map((type) => type.name);
}

async function shopDto(db: Db, eventId: string, row: ShopRow | undefined): Promise<TTicketShop> {
  return {
    enabled: row?.enabled ?? false,
    path: row ? ticketShopPath(row.token) : null,
    offlinePayment: row?.offlinePayment ?? false,
    paymentInstructions: row?.paymentInstructions ?? "",
    unpaidHoldHours: row?.unpaidHoldHours ?? UNPAID_HOLD_HOURS_DEFAULT,
    unpayableTypes: await unpayableTypes(db, eventId, row),
  };
}

export async function shopOf(db: Db, eventId: string): Promise<ShopRow | undefined> {
  const [row] = await db.select().from(ticketShops).where(eq(ticketShops.eventId, eventId)).limit(1);
  return row;
}

export async function getTicketShop(ctx: ServiceContext, eventId: string): Promise<TTicketShop> {
  await findOwnedEvent(ctx.db, ctx.actor.userId, eventId);
  return shopDto(ctx.db, eventId, await shopOf(ctx.db, eventId));
}

export async function updateTicketShop(
  ctx: ServiceContext,
  eventId: string,
  raw: TTicketShopInput,
  newToken = false,
): Promise<TTicketShop> {
  const input = parseInput(ZTicketShopInput, raw);
  const event = await findOwnedEvent(ctx.db, ctx.actor.userId, eventId);
  // Anyone with the link could buy: a draft stays private until it is published.
  if (input.enabled) assertPublished(event, "shop");
  const changes = {
    ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
    ...(input.offlinePayment !== undefined ? { offlinePayment: input.offlinePayment } : {}),
    ...(input.paymentInstructions !== undefined ? { paymentInstructions: input.paymentInstructions } : {}),
    ...(input.unpaidHoldHours !== undefined ? { unpaidHoldHours: input.unpaidHoldHours } : {}),
    ...(newToken ? { token: newLinkToken() } : {}),
    updatedAt: new Date(),
  };
  const [row] = await ctx.db
    .insert(ticketShops)
    .values({ eventId: event.id, ownerId: event.ownerId, token: newLinkToken(), ...changes })
    .onConflictDoUpdate({ target: ticketShops.eventId, set: changes })
    .returning();
  return shopDto(ctx.db, event.id, row);
}
