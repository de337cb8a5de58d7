/**
 * Orders: one place that takes tickets off the shelf, for the shop's buyers, the organiser's hand and the
 * guest list alike; confirming an offline payment; cancelling.
 *
 * Concurrency (ADR 018): the order row goes in first under the (event, idempotency key) unique index, so a
 * retry waits for the first attempt and returns its order; each type's places are taken with one conditional
 * update (`sold + n <= quantity`), so concurrent orders never pass the quantity; cancelling changes only
 * tickets that are still live, and only those give their places back, so a place comes back exactly once.
 */
import { and, asc, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import {
  ORDER_TICKETS_MAX,
  ZCancelInput,
  ZIssueFromGuestsInput,
  ZIssueInput,
  ZOrderListQuery,
  type TIssueFromGuestsInput,
  type TIssueInput,
  type TOrder,
  type TOrderList,
  type TOrderSource,
  type TOrderStatus,
  type TPaymentMethod,
} from "#shared/tickets/schemas.ts";
import { AppError, fieldError, notFound } from "#shared/errors.ts";
import { isUuid } from "#shared/ids.ts";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import { parseInput } from "../../parse-input.ts";
import { findOwnedEvent } from "../events/index.ts";
import { confirmedGuestsForTickets } from "../rsvp/index.ts";
import { newLinkToken, newOrderReference, newShortCode, newTicketCode } from "./codes.ts";
import type { TicketContext, TicketEffects } from "./deps.ts";
import { queueTicketMail } from "./mailing.ts";
import { ticketOrders, tickets, ticketTypes } from "./tables.ts";
import { findOwnedType, shopTakesPayment, type TypeRow } from "./types.ts";

type OrderRow = typeof ticketOrders.$inferSelect;

export const ticketsTopic = (eventId: string) => `tickets:${eventId}`;

const HOUR_MS = 60 * 60 * 1000;

interface OrderItem {
  typeId: string;
  quantity: number;
  holders: Array<{ name: string; email: string }>;
}

interface OrderRequest {
  event: { id: string; ownerId: string };
  buyerName: string;
  buyerEmail: string;
  items: OrderItem[];
  idempotencyKey: string;
  source: TOrderSource;
  /** What the buyer chose; a free order is always `free`. */
  payment: TPaymentMethod;
  /** The organiser's own orders count as paid (complimentary or paid elsewhere). */
  paidByOrganiser: boolean;
  /**
   * The shop's rules: visible types in their sale window, within each type's per-order limit; an unpaid
   * offline order holds its places for the shop's hold time.
   */
  shopRules: { offlinePayment: boolean; unpaidHoldHours: number; now: Date } | null;
  guestId?: string | null;
  /** The event's types when the caller has just read them (the shop); otherwise they are read here. */
  knownTypes?: TypeRow[];
  sendEmail: boolean;
}

interface PlacedOrder {
  order: OrderRow;
  /** False when the idempotency key named an earlier order, which is returned unchanged. */
  created: boolean;
}

function itemError(
  index: number,
  field: string,
  message: string,
  code: "VALIDATION_ERROR" | "SOLD_OUT" | "SALE_CLOSED" = "VALIDATION_ERROR",
): AppError {
  return fieldError(code, `items.${index}.${field}`, message);
}

/** Why the shop does not sell this type now, or null. */
export function saleClosedReason(
  type: Pick<TypeRow, "saleStartsAt" | "saleEndsAt" | "hidden">,
  now: Date,
): string | null {
  if (type.hidden) return "Not on sale";
  if (type.saleStartsAt && now < type.saleStartsAt) return "Not on sale yet";
  if (type.saleEndsAt && now >= type.saleEndsAt) return "Sale ended";
  return null;
}

/** Lines of the same type merged, in type-id order (so concurrent orders lock the types in one order). */
function mergedItems(items: OrderItem[]): Array<OrderItem & { index: number }> {
  const byType = new Map<string, OrderItem & { index: number }>();
  items.forEach((item, index) => {
    const seen = byType.get(item.typeId);
    if (seen) {
      seen.quantity += item.quantity;
      seen.holders = [...seen.holders, ...item.holders];
    } else byType.set(item.typeId, { ...item, holders: [...item.holders], index });
  });
  return [...byType.values()].sort((a, b) => (a.typeId < b.typeId ? -1 : 1));
}

/** What an order costs, or why it cannot be placed as asked (thrown once the order's key is claimed). */
type Priced = { total: number; currency: string | null } | AppError;

function priceOrder(
  items: Array<OrderItem & { index: number }>,
  types: Map<string, TypeRow>,
  request: OrderRequest,
): Priced {
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  if (count > ORDER_TICKETS_MAX) {
    return fieldError(
      "VALIDATION_ERROR",
      "items",
      `One order can hold at most ${ORDER_TICKETS_MAX} tickets.`,
      "Too many tickets",
    );
  }
  let currency: string | null = null;
  let total = 0;
  for (const item of items) {
    const type = types.get(item.typeId);
    const rules = request.shopRules;
    if (!type || (rules && type.hidden)) return itemError(item.index, "typeId", "This ticket type is not on sale.");
    if (rules) {
      const closed = saleClosedReason(type, rules.now);
      if (closed) return itemError(item.index, "typeId", `${type.name}: ${closed.toLowerCase()}.`, "SALE_CLOSED");
      if (item.quantity > type.perOrderMax) {
        return itemError(item.index, "quantity", `At most ${type.perOrderMax} tickets of “${type.name}” per order.`);
      }
    }
    if (item.holders.length > item.quantity) return itemError(item.index, "holders", "More names than tickets.");
    if (type.priceMinor > 0) {
      if (currency && currency !== type.currency) {
        return itemError(item.index, "typeId", "One order pays in one currency: buy these tickets in separate orders.");
      }
      currency = type.currency;
      total += type.priceMinor * item.quantity;
    }
  }
  if (total > 0 && request.shopRules) {
    if (request.payment === "free") {
      return fieldError("VALIDATION_ERROR", "payment", "Choose how to pay for these tickets.", "Choose how to pay");
    }
    if (!shopTakesPayment(request.shopRules)) {
      return fieldError(
        "VALIDATION_ERROR",
        "payment",
        "Paid tickets cannot be bought online for this event yet.",
        "Not offered",
      );
    }
  }
  return { total, currency };
}

/**
 * Places an order inside `tx` (the caller's transaction); the whole order or nothing. The order is priced
 * first, so its row goes in once with its final status (claiming the idempotency key); a refusal is thrown
 * only after the claim, so a retry of a placed order still gets that order back.
 */
export async function placeOrder(tx: Db, effects: TicketEffects, request: OrderRequest): Promise<PlacedOrder> {
  const items = mergedItems(request.items);
  const typeIds = items.map((item) => item.typeId);
  const typeRows =
    request.knownTypes?.filter((type) => type.eventId === request.event.id) ??
    (await tx
      .select()
      .from(ticketTypes)
      .where(and(eq(ticketTypes.eventId, request.event.id), inArray(ticketTypes.id, typeIds))));
  const priced = priceOrder(items, new Map(typeRows.map((row) => [row.id, row])), request);
  const free = !(priced instanceof AppError) && priced.total === 0;
  const paid = free || request.paidByOrganiser;
  const now = new Date();
  const [claimed] = await tx
    .insert(ticketOrders)
    .values({
      eventId: request.event.id,
      ownerId: request.event.ownerId,
      reference: newOrderReference(),
      buyerName: request.buyerName,
      buyerEmail: request.buyerEmail,
      status: paid ? "paid" : "pending",
      source: request.source,
      payment: free ? "free" : request.payment,
      totalMinor: priced instanceof AppError ? 0 : priced.total,
      currency: (priced instanceof AppError ? null : priced.currency) ?? "USD",
      paidAt: paid ? now : null,
      // Only a buyer's unpaid order lapses; the organiser's own orders are paid when placed.
      expiresAt:
        !paid && request.shopRules ? new Date(now.getTime() + request.shopRules.unpaidHoldHours * HOUR_MS) : null,
      idempotencyKey: request.idempotencyKey,
      accessToken: newLinkToken(),
      guestId: request.guestId ?? null,
    })
    .onConflictDoNothing({ target: [ticketOrders.eventId, ticketOrders.idempotencyKey] })
    .returning();
  if (!claimed) {
    const [earlier] = await tx
      .select()
      .from(ticketOrders)
      .where(and(eq(ticketOrders.eventId, request.event.id), eq(ticketOrders.idempotencyKey, request.idempotencyKey)))
      .limit(1);
    return { order: earlier!, created: false };
  }
  if (priced instanceof AppError) throw priced;

  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  const shortCodes = newShortCodes(count);
  const ticketRows = items.flatMap((item) =>
    Array.from({ length: item.quantity }, (_, i) => {
      const holder = item.holders[i];
      return {
        orderId: claimed.id,
        eventId: request.event.id,
        typeId: item.typeId,
        holderName: holder?.name || request.buyerName,
        holderEmail: holder?.email || (holder?.name ? "" : request.buyerEmail),
        code: newTicketCode(),
        status: paid ? "valid" : "pending",
      };
    }),
  );
  await insertTickets(
    tx,
    ticketRows.map((row, position) => ({ ...row, position, shortCode: shortCodes[position]! })),
  );
  if (request.sendEmail) await queueTicketMail(effects.jobs, tx, claimed.id);
  await effects.realtime.publish(tx, ticketsTopic(request.event.id));
  // The places are taken last: the type's row stays locked from its update to the commit, and in a rush every
  // order of the type queues for that lock, so nothing else of the order may happen while holding it. Places
  // that are not there throw, and the order, its tickets, its mail and its announcement roll back with it.
  for (const item of items) {
    const [taken] = await tx
      .update(ticketTypes)
      .set({ sold: sql`${ticketTypes.sold} + ${item.quantity}` })
      .where(
        and(eq(ticketTypes.id, item.typeId), sql`${ticketTypes.sold} + ${item.quantity} <= ${ticketTypes.quantity}`),
      )
      .returning({ sold: ticketTypes.sold });
    if (!taken) {
      const [current] = await tx
        .select({ name: ticketTypes.name, sold: ticketTypes.sold, quantity: ticketTypes.quantity })
        .from(ticketTypes)
        .where(eq(ticketTypes.id, item.typeId));
      const left = Math.max(0, (current?.quantity ?? 0) - (current?.sold ?? 0));
      const name = current?.name ?? "";
      const message =
        left === 0
          ? `“${name}” is sold out.`
          : `Only ${left} ${left === 1 ? "ticket" : "tickets"} of “${name}” ${left === 1 ? "is" : "are"} left.`;
      throw itemError(item.index, "quantity", message, "SOLD_OUT");
    }
  }
  return { order: claimed, created: true };
}

/** `count` short codes, none twice. */
function newShortCodes(count: number): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(newShortCode());
  return [...codes];
}

/** Draws of short codes before giving up: each clash is one chance in a trillion for a big event. */
const SHORT_CODE_DRAWS = 5;

/**
 * Inserts an order's tickets. A short code already taken in the event (by an earlier ticket, or by an order
 * committing at this moment: the unique index makes this statement wait for it) skips its row, which is
 * drawn a new code and inserted again, so two tickets of one event never share one.
 */
async function insertTickets(tx: Db, rows: Array<typeof tickets.$inferInsert>): Promise<void> {
  let pending = rows;
  for (let draw = 1; pending.length > 0; draw++) {
    if (draw > SHORT_CODE_DRAWS) throw new Error("No free short code found for the tickets of this order.");
    const inserted = await tx
      .insert(tickets)
      .values(pending)
      .onConflictDoNothing({ target: [tickets.eventId, tickets.shortCode] })
      .returning({ shortCode: tickets.shortCode });
    const done = new Set(inserted.map((row) => row.shortCode));
    const again = pending.filter((row) => !done.has(row.shortCode));
    const fresh = newShortCodes(again.length + done.size).filter((code) => !done.has(code));
    pending = again.map((row, index) => ({ ...row, shortCode: fresh[index]! }));
  }
}

async function ticketCounts(db: Db, orderIds: string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: tickets.orderId, n: sql<number>`count(*)::int` })
    .from(tickets)
    .where(and(inArray(tickets.orderId, orderIds), sql`${tickets.status} <> 'cancelled'`))
    .groupBy(tickets.orderId);
  return new Map(rows.map((row) => [row.orderId, row.n]));
}

/** When an unpaid order lapses, while it is still waiting for its payment. */
export function heldUntil(order: Pick<OrderRow, "status" | "expiresAt">): string | null {
  return order.status === "pending" && order.expiresAt ? order.expiresAt.toISOString() : null;
}

function orderDto(row: OrderRow, ticketCount: number): TOrder {
  return {
    id: row.id,
    eventId: row.eventId,
    reference: row.reference,
    buyerName: row.buyerName,
    buyerEmail: row.buyerEmail,
    status: row.status as TOrderStatus,
    source: row.source as TOrderSource,
    payment: row.payment as TPaymentMethod,
    totalMinor: row.totalMinor,
    currency: row.currency,
    tickets: ticketCount,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

async function orderDtoOf(db: Db, row: OrderRow): Promise<TOrder> {
  return orderDto(row, (await ticketCounts(db, [row.id])).get(row.id) ?? 0);
}

async function findOwnedOrder(db: Db, ownerId: string, orderId: string, lock = false): Promise<OrderRow> {
  if (!isUuid(orderId)) throw notFound("Order not found");
  const query = db
    .select()
    .from(ticketOrders)
    .where(and(eq(ticketOrders.id, orderId), eq(ticketOrders.ownerId, ownerId)))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("Order not found");
  return row;
}

/** The organiser issues tickets by hand: complimentary, or paid some other way. */
export async function issueTickets(ctx: TicketContext, eventId: string, raw: TIssueInput): Promise<TOrder> {
  const input = parseInput(ZIssueInput, raw);
  const event = await findOwnedEvent(ctx.db, ctx.actor.userId, eventId);
  const { order } = await ctx.db.transaction((tx) =>
    placeOrder(tx, ctx, {
      event,
      buyerName: input.buyerName,
      buyerEmail: input.buyerEmail,
      items: input.items,
      idempotencyKey: input.idempotencyKey ?? newLinkToken(),
      source: "organiser",
      payment: "offline",
      paidByOrganiser: true,
      shopRules: null,
      sendEmail: input.sendEmail,
    }),
  );
  return orderDtoOf(ctx.db, order);
}

/**
 * One order per confirmed guest with an address who has no live order yet, with a ticket of the chosen type
 * for each person coming. All or nothing: when the type has too few places left, nobody gets a ticket.
 */
export async function issueFromGuests(
  ctx: TicketContext,
  eventId: string,
  raw: TIssueFromGuestsInput,
): Promise<{ orders: number; tickets: number; skipped: number }> {
  const input = parseInput(ZIssueFromGuestsInput, raw);
  const event = await findOwnedEvent(ctx.db, ctx.actor.userId, eventId);
  const type = await findOwnedType(ctx.db, ctx.actor.userId, input.typeId);
  if (type.eventId !== event.id) {
    throw fieldError("VALIDATION_ERROR", "typeId", "Choose a ticket type of this event.", "Not a type of this event");
  }
  const candidates = await confirmedGuestsForTickets(ctx.db, event.id, input.guestIds);
  return ctx.db.transaction(async (tx) => {
    const issued = new Set(
      candidates.length === 0
        ? []
        : (
            await tx
              .select({ guestId: ticketOrders.guestId })
              .from(ticketOrders)
              .where(
                and(
                  eq(ticketOrders.eventId, event.id),
                  inArray(
                    ticketOrders.guestId,
                    candidates.map((guest) => guest.id),
                  ),
                  sql`${ticketOrders.status} <> 'cancelled'`,
                ),
              )
          ).map((row) => row.guestId),
    );
    let orders = 0;
    let count = 0;
    let skipped = 0;
    for (const guest of candidates) {
      if (!guest.email || issued.has(guest.id)) {
        skipped++;
        continue;
      }
      const quantity = Math.min(guest.names.length, ORDER_TICKETS_MAX);
      await placeOrder(tx, ctx, {
        event,
        buyerName: guest.name,
        buyerEmail: guest.email,
        items: [
          { typeId: type.id, quantity, holders: guest.names.slice(0, quantity).map((name) => ({ name, email: "" })) },
        ],
        idempotencyKey: `guest-list:${guest.id}:${newLinkToken()}`,
        source: "guest-list",
        payment: "offline",
        paidByOrganiser: true,
        shopRules: null,
        guestId: guest.id,
        sendEmail: input.sendEmail,
      });
      orders++;
      count += quantity;
    }
    return { orders, tickets: count, skipped };
  });
}

export async function listOrders(ctx: TicketContext, eventId: string, rawQuery: unknown): Promise<TOrderList> {
  const query = parseInput(ZOrderListQuery, rawQuery);
  await findOwnedEvent(ctx.db, ctx.actor.userId, eventId);
  const text = query.q ? containsPattern(query.q) : null;
  const where = and(
    eq(ticketOrders.eventId, eventId),
    query.status === "all" ? undefined : eq(ticketOrders.status, query.status),
    text
      ? or(
          ilike(ticketOrders.buyerName, text),
          ilike(ticketOrders.buyerEmail, text),
          ilike(ticketOrders.reference, text),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(ticketOrders)
      .where(where)
      .orderBy(desc(ticketOrders.createdAt), asc(ticketOrders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ticketOrders)
      .where(where),
  ]);
  const counts = await ticketCounts(
    ctx.db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => orderDto(row, counts.get(row.id) ?? 0)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Tickets that were live become cancelled; their places go back to their types. Returns how many changed. */
export async function cancelLiveTickets(tx: Db, condition: ReturnType<typeof and>): Promise<number> {
  const changed = await tx
    .update(tickets)
    .set({ status: "cancelled", cancelledAt: new Date() })
    .where(and(condition, inArray(tickets.status, ["valid", "pending"])))
    .returning({ typeId: tickets.typeId });
  const perType = new Map<string, number>();
  for (const row of changed) perType.set(row.typeId, (perType.get(row.typeId) ?? 0) + 1);
  for (const [typeId, n] of [...perType].sort(([a], [b]) => (a < b ? -1 : 1))) {
    await tx
      .update(ticketTypes)
      .set({ sold: sql`${ticketTypes.sold} - ${n}` })
      .where(eq(ticketTypes.id, typeId));
  }
  return changed.length;
}

export async function cancelOrder(ctx: TicketContext, orderId: string, raw: unknown): Promise<{ cancelled: number }> {
  const input = parseInput(ZCancelInput, raw ?? {});
  return ctx.db.transaction(async (tx) => {
    const order = await findOwnedOrder(tx, ctx.actor.userId, orderId, true);
    if (order.status !== "cancelled") {
      await tx
        .update(ticketOrders)
        .set({ status: "cancelled", cancelledAt: new Date(), refunded: input.refund })
        .where(eq(ticketOrders.id, order.id));
    }
    const cancelled = await cancelLiveTickets(tx, eq(tickets.orderId, order.id));
    if (cancelled > 0 || order.status !== "cancelled") await ctx.realtime.publish(tx, ticketsTopic(order.eventId));
    return { cancelled };
  });
}

export async function cancelTicket(ctx: TicketContext, ticketId: string): Promise<{ cancelled: number }> {
  if (!isUuid(ticketId)) throw notFound("Ticket not found");
  return ctx.db.transaction(async (tx) => {
    const [ticket] = await tx
      .select({ id: tickets.id, orderId: tickets.orderId, eventId: tickets.eventId })
      .from(tickets)
      .innerJoin(ticketOrders, eq(ticketOrders.id, tickets.orderId))
      .where(and(eq(tickets.id, ticketId), eq(ticketOrders.ownerId, ctx.actor.userId)))
      .limit(1);
    if (!ticket) throw notFound("Ticket not found");
    const cancelled = await cancelLiveTickets(tx, eq(tickets.id, ticket.id));
    if (cancelled > 0) {
      // The order's last live ticket gone: the order is cancelled too.
      const [live] = await tx
        .select({ id: tickets.id })
        .from(tickets)
        .where(and(eq(tickets.orderId, ticket.orderId), inArray(tickets.status, ["valid", "pending"])))
        .limit(1);
      if (!live) {
        await tx
          .update(ticketOrders)
          .set({ status: "cancelled", cancelledAt: new Date() })
          .where(and(eq(ticketOrders.id, ticket.orderId), sql`${ticketOrders.status} <> 'cancelled'`));
      }
      await ctx.realtime.publish(tx, ticketsTopic(ticket.eventId));
    }
    return { cancelled };
  });
}

function cancelledOrderMessage(order: OrderRow): string {
  // The expiry sweep cancels an order as of the moment it lapsed.
  const lapsed = order.expiresAt !== null && order.cancelledAt?.getTime() === order.expiresAt.getTime();
  return lapsed
    ? "This order was not paid in time, so it was cancelled and its places went back on sale. If the payment has arrived, issue the tickets by hand."
    : "This order is cancelled.";
}

/**
 * The offline payment arrived: the order is paid, its tickets admit, and the buyer gets them. An order
 * past its hold time that the sweep has not reached yet can still be confirmed: the money came.
 */
export async function confirmPayment(ctx: TicketContext, orderId: string): Promise<TOrder> {
  const order = await ctx.db.transaction(async (tx) => {
    // The row lock orders this against the expiry sweep: whichever comes first wins, the other sees its result.
    const current = await findOwnedOrder(tx, ctx.actor.userId, orderId, true);
    if (current.status === "cancelled") throw new AppError("CONFLICT", cancelledOrderMessage(current));
    if (current.status === "paid") return current;
    const [paid] = await tx
      .update(ticketOrders)
      .set({ status: "paid", paidAt: new Date(), expiresAt: null })
      .where(eq(ticketOrders.id, current.id))
      .returning();
    await tx
      .update(tickets)
      .set({ status: "valid" })
      .where(and(eq(tickets.orderId, current.id), eq(tickets.status, "pending")));
    await queueTicketMail(ctx.jobs, tx, current.id);
    await ctx.realtime.publish(tx, ticketsTopic(current.eventId));
    return paid!;
  });
  return orderDtoOf(ctx.db, order);
}

export async function resendTickets(ctx: TicketContext, orderId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const order = await findOwnedOrder(tx, ctx.actor.userId, orderId);
    if (order.status === "cancelled")
      throw new AppError("CONFLICT", "This order is cancelled: there are no tickets to send.");
    await queueTicketMail(ctx.jobs, tx, order.id);
  });
}
