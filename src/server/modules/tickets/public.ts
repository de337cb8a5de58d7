/**
 * What buyers see without an account: the event's shop (/tickets/{token}), their order through the shop,
 * and their tickets again from the emailed link (/ticket-confirmation?order={token}). A shop is open while
 * the organiser has it on, the event is neither over nor cancelled, and the organiser's plan includes tickets.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  ticketConfirmationPath,
  ZShopOrderInput,
  type TOrderConfirmation,
  type TOrderStatus,
  type TShopOrderInput,
  type TShopOrderResult,
  type TShopView,
  type TTicketStatus,
} from "#shared/tickets/schemas.ts";
import { pathOf } from "#shared/contract.ts";
import { AppError, fieldError, notFound } from "#shared/errors.ts";
import { ticketsContract } from "#shared/tickets/contract.ts";
import type { Db } from "../../db/client.ts";
import { parseInput } from "../../parse-input.ts";
import { assertPlanAccess } from "../account/index.ts";
import { eventCalendarFile, icsFilename } from "../calendar/index.ts";
import { eventSchedule, placeLine, publicEventFacts, type PublicEventFacts } from "../events/index.ts";
import type { PublicTicketContext } from "./deps.ts";
import { orderDocument, orderPdf } from "./mailing.ts";
import { heldUntil, placeOrder, saleClosedReason } from "./orders.ts";
import { enforcePublicWriteLimits, type PublicWriteLimits } from "../request-limits/index.ts";
import { formatTicketCode, ticketQrSvg } from "./render.ts";
import { ticketOrders, ticketShops, ticketTypes } from "./tables.ts";
import { shopTakesPayment } from "./types.ts";

const SHOP_LINK_INVALID =
  "This ticket link is not valid. It may have been replaced: ask the organiser for the current one.";
const ORDER_LINK_INVALID =
  "This link to your tickets is not valid. Use the link in your most recent email about this order.";

type ShopRow = typeof ticketShops.$inferSelect;

async function openShop(db: Db, token: string): Promise<{ shop: ShopRow; facts: PublicEventFacts }> {
  const [shop] = await db.select().from(ticketShops).where(eq(ticketShops.token, token)).limit(1);
  if (!shop || !shop.enabled) throw notFound(SHOP_LINK_INVALID);
  const facts = await publicEventFacts(db, shop.eventId);
  if (!facts) throw notFound(SHOP_LINK_INVALID);
  return { shop, facts };
}

/** Why the whole shop sells nothing now, or null. */
async function shopClosedReason(db: Db, shop: ShopRow, facts: PublicEventFacts, now: Date): Promise<string | null> {
  if (facts.status === "cancelled") return "This event was cancelled.";
  // Moved back to draft after the shop opened: a draft is private, so it sells nothing (ADR 025).
  if (facts.status === "draft") return "Ticket sales for this event have not opened yet.";
  if (new Date(facts.endAt) <= now) return "This event is over.";
  try {
    await assertPlanAccess({ db, actor: { userId: shop.ownerId, email: "", sessionId: "" }, now }, "pro");
  } catch {
    return "Ticket sales for this event are closed.";
  }
  return null;
}

export async function shopView(ctx: Pick<PublicTicketContext, "db" | "now">, token: string): Promise<TShopView> {
  const now = ctx.now ?? new Date();
  const { shop, facts } = await openShop(ctx.db, token);
  const types = await ctx.db
    .select()
    .from(ticketTypes)
    .where(and(eq(ticketTypes.eventId, shop.eventId), eq(ticketTypes.hidden, false)))
    .orderBy(asc(ticketTypes.createdAt), asc(ticketTypes.id));
  const titles = new Map<string, string>();
  if (types.some((t) => t.activityId)) {
    for (const activity of await eventSchedule(ctx.db, shop.eventId)) titles.set(activity.id, activity.name);
  }
  return {
    event: {
      name: facts.name,
      startAt: facts.startAt,
      endAt: facts.endAt,
      timeZone: facts.timeZone,
      locationName: placeLine(facts),
      description: facts.description,
      status: facts.status,
      coverUrl: facts.coverUrl,
    },
    types: types.map((t) => {
      const remaining = Math.max(0, t.quantity - t.sold);
      const paymentUnavailable = t.priceMinor > 0 && !shopTakesPayment(shop);
      return {
        id: t.id,
        name: t.name,
        description: t.description,
        activityTitle: t.activityId ? (titles.get(t.activityId) ?? null) : null,
        priceMinor: t.priceMinor,
        currency: t.currency,
        remaining,
        perOrderMax: t.perOrderMax,
        unavailableReason:
          saleClosedReason(t, now) ?? (remaining === 0 ? "Sold out" : paymentUnavailable ? "Not sold online" : null),
        paymentUnavailable,
      };
    }),
    offlinePayment: shop.offlinePayment,
    paymentInstructions: shop.offlinePayment ? shop.paymentInstructions : "",
    closedReason: await shopClosedReason(ctx.db, shop, facts, now),
  };
}

const TEN_MINUTES = 10 * 60;
/**
 * Shop orders mail the tickets to any address and hold places. Per address: 10 orders in 10 minutes is
 * more than one person buys for a group. Per shop link: every order that is counted takes a place, so the
 * shop's own capacity already bounds what a crowd of addresses can mail or hold (and unpaid places come
 * back after the hold time); the link's limit is only a ceiling that a real sale opening (a thousand
 * orders in its first minute) stays far below.
 */
const PUBLIC_ORDER_LIMITS: PublicWriteLimits = {
  scope: "ticket-order",
  perAddress: { max: 10, windowSeconds: TEN_MINUTES },
  perLink: { max: 5_000, windowSeconds: TEN_MINUTES },
  addressMessage: "Too many orders were placed from your connection. Please try again in {minutes}.",
  linkMessage: "This ticket shop is very busy right now. Please try again in {minutes}.",
};

export async function placeShopOrder(
  ctx: PublicTicketContext,
  token: string,
  raw: TShopOrderInput,
  clientAddress: string,
): Promise<TShopOrderResult & { created: boolean }> {
  const input = parseInput(ZShopOrderInput, raw);
  const now = ctx.now ?? new Date();
  const { shop, facts } = await openShop(ctx.db, token);
  const closed = await shopClosedReason(ctx.db, shop, facts, now);
  if (closed) throw new AppError("SALE_CLOSED", closed);
  await refuseWhenSoldOut(ctx.db, shop.eventId, input);
  // Counted only for an order that could take places and mail tickets: in a rush most attempts hear "sold
  // out" above, which holds and mails nothing, and must not use up the shop's count.
  await enforcePublicWriteLimits(ctx.db, PUBLIC_ORDER_LIMITS, { address: clientAddress, link: token });
  const { order, created } = await ctx.db.transaction((tx) =>
    placeOrder(tx, ctx, {
      event: { id: shop.eventId, ownerId: shop.ownerId },
      buyerName: input.buyerName,
      buyerEmail: input.buyerEmail,
      items: input.items,
      idempotencyKey: input.idempotencyKey,
      source: "shop",
      payment: input.payment,
      paidByOrganiser: false,
      shopRules: { offlinePayment: shop.offlinePayment, unpaidHoldHours: shop.unpaidHoldHours, now },
      sendEmail: true,
    }),
  );
  return {
    status: order.status as TOrderStatus,
    reference: order.reference,
    confirmationPath: ticketConfirmationPath(order.accessToken),
    heldUntil: heldUntil(order),
    created,
  };
}

/**
 * In a rush most attempts come after the last ticket went: a plain read answers those without opening a
 * transaction. Only a refusal is decided here (the order's conditional update stays the one guard against
 * overselling), and never for a retry of an order that was placed: that still gets its order back.
 */
async function refuseWhenSoldOut(
  db: Db,
  eventId: string,
  input: ReturnType<typeof ZShopOrderInput.parse>,
): Promise<void> {
  const wanted = new Map<string, number>();
  for (const item of input.items) wanted.set(item.typeId, (wanted.get(item.typeId) ?? 0) + item.quantity);
  const rows = await db
    .select({
      id: ticketTypes.id,
      name: ticketTypes.name,
      left: sql<number>`${ticketTypes.quantity} - ${ticketTypes.sold}`,
    })
    .from(ticketTypes)
    .where(and(eq(ticketTypes.eventId, eventId), inArray(ticketTypes.id, [...wanted.keys()])));
  const soldOut = rows.find((row) => row.left === 0);
  if (!soldOut) return;
  const [placed] = await db
    .select({ id: ticketOrders.id })
    .from(ticketOrders)
    .where(and(eq(ticketOrders.eventId, eventId), eq(ticketOrders.idempotencyKey, input.idempotencyKey)))
    .limit(1);
  if (placed) return;
  const index = input.items.findIndex((item) => item.typeId === soldOut.id);
  const message = `“${soldOut.name}” is sold out.`;
  throw fieldError("SOLD_OUT", `items.${index}.quantity`, message);
}

async function orderByToken(db: Db, token: string) {
  const [order] = await db.select().from(ticketOrders).where(eq(ticketOrders.accessToken, token)).limit(1);
  if (!order) throw notFound(ORDER_LINK_INVALID);
  return order;
}

export async function orderConfirmation(db: Db, token: string): Promise<TOrderConfirmation> {
  const order = await orderByToken(db, token);
  const document = await orderDocument(db, order);
  if (!document) throw notFound(ORDER_LINK_INVALID);
  return {
    event: {
      name: document.event.name,
      startAt: document.event.startAt,
      endAt: document.event.endAt,
      timeZone: document.event.timeZone,
      locationName: document.event.locationName,
      // The full address only when it says more than the location's name (a venue's street and city).
      placeLine: document.event.placeText === document.event.locationName ? null : document.event.placeText,
    },
    order: {
      reference: order.reference,
      buyerName: order.buyerName,
      status: order.status as TOrderStatus,
      totalMinor: order.totalMinor,
      currency: order.currency,
      createdAt: order.createdAt.toISOString(),
      heldUntil: heldUntil(order),
    },
    paymentInstructions: order.status === "pending" ? document.paymentInstructions : "",
    tickets: await Promise.all(
      document.tickets.map(async (t) => {
        const admits = t.status === "valid";
        return {
          id: t.id,
          typeName: t.typeName,
          holderName: t.holderName,
          status: t.status as TTicketStatus,
          code: admits ? formatTicketCode(t.code) : null,
          shortCode: admits ? formatTicketCode(t.shortCode) : null,
          qrSvg: admits ? await ticketQrSvg(t.code) : null,
        };
      }),
    ),
    pdfPath: pathOf(ticketsContract.orderPdf, { token }),
    calendarPath: order.status === "cancelled" ? null : pathOf(ticketsContract.orderCalendar, { token }),
  };
}

export async function orderPdfFile(db: Db, token: string): Promise<{ filename: string; content: Buffer }> {
  const order = await orderByToken(db, token);
  const document = await orderDocument(db, order);
  if (!document) throw notFound(ORDER_LINK_INVALID);
  if (!document.tickets.some((t) => t.status === "valid")) {
    throw new AppError(
      "CONFLICT",
      order.status === "pending"
        ? "Your tickets are ready once the payment is confirmed."
        : "This order has no valid tickets.",
    );
  }
  return { filename: `tickets-${order.reference}.pdf`, content: await orderPdf(document) };
}

export async function orderCalendar(
  db: Db,
  token: string,
  baseUrl: string,
): Promise<{ filename: string; text: string }> {
  const order = await orderByToken(db, token);
  const facts = await publicEventFacts(db, order.eventId);
  const text = await eventCalendarFile(db, order.eventId, {
    baseUrl,
    eventUrl: `${baseUrl}${ticketConfirmationPath(token)}`,
  });
  if (!facts || text === null) throw notFound(ORDER_LINK_INVALID);
  return { filename: icsFilename(facts.name), text };
}

/** The event a shop link belongs to, for link previews. */
export async function eventIdByShopToken(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ eventId: ticketShops.eventId, enabled: ticketShops.enabled })
    .from(ticketShops)
    .where(eq(ticketShops.token, token))
    .limit(1);
  return row?.enabled ? row.eventId : null;
}
