/**
 * What buyers see without an account: the event's shop (/tickets/{token}), their order through the shop,
 * and their tickets again from the emailed link (/ticket-confirmation?order={token}). A shop is open while
 * the organiser has it on, the event is neither over nor cancelled, and the organiser's plan includes tickets.
 */
import { and, eq, sql } from "drizzle-orm";
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
import { preparedPer } from "../../db/prepared.ts";
import { parseInput } from "../../parse-input.ts";
import { accessOfSubscription, subscriptions } from "../account/index.ts";
import { eventCalendarFile, icsFilename } from "../calendar/index.ts";
import { events, eventSchedule, placeLine, publicEventFacts } from "../events/index.ts";
import type { PublicTicketContext } from "./deps.ts";
import { orderDocument, orderPdf } from "./mailing.ts";
import { heldUntil, placeOrder, saleClosedReason } from "./orders.ts";
import { enforcePublicWriteLimits, type PublicWriteLimits } from "../request-limits/index.ts";
import { formatTicketCode, ticketQrSvg } from "./render.ts";
import { ticketOrders, ticketShops, ticketTypes } from "./tables.ts";
import { shopTakesPayment, type TypeRow } from "./types.ts";

const SHOP_LINK_INVALID =
  "This ticket link is not valid. It may have been replaced: ask the organiser for the current one.";
const ORDER_LINK_INVALID =
  "This link to your tickets is not valid. Use the link in your most recent email about this order.";

type ShopRow = typeof ticketShops.$inferSelect;

/** What selling through a shop link needs to know, read in one statement (shopFacts). */
interface ShopFacts {
  shop: ShopRow;
  event: { status: string; endAt: Date };
  /** Whether the organiser's plan includes tickets now. */
  ownerSells: boolean;
  /** Every type of the event, hidden ones too. */
  types: TypeRow[];
  /** The order an idempotency key already names in this event, if any. */
  placedOrderId: string | null;
}

/** Prepared once per database handle: a sale rush runs it for every attempt. */
const shopFactsStatement = preparedPer((db) =>
  db
    .select({
      shop: ticketShops,
      eventStatus: events.status,
      eventEndAt: events.endAt,
      ownerSubscription: subscriptions,
      type: ticketTypes,
      placedOrderId: ticketOrders.id,
    })
    .from(ticketShops)
    .innerJoin(events, eq(events.id, ticketShops.eventId))
    .leftJoin(subscriptions, eq(subscriptions.userId, ticketShops.ownerId))
    .leftJoin(ticketTypes, eq(ticketTypes.eventId, ticketShops.eventId))
    .leftJoin(
      ticketOrders,
      and(eq(ticketOrders.eventId, ticketShops.eventId), eq(ticketOrders.idempotencyKey, sql.placeholder("key"))),
    )
    .where(eq(ticketShops.token, sql.placeholder("token")))
    .prepare("ticket_shop_facts"),
);

/**
 * The shop, its event, the owner's plan, the event's types and the order `idempotencyKey` names, in one
 * round trip (a prepared statement). A shop that is off, or whose event is gone, is not found.
 */
async function shopFacts(db: Db, token: string, idempotencyKey = "", now = new Date()): Promise<ShopFacts> {
  const rows = await shopFactsStatement(db).execute({ token, key: idempotencyKey });
  const first = rows[0];
  if (!first || !first.shop.enabled) throw notFound(SHOP_LINK_INVALID);
  return {
    shop: first.shop,
    event: { status: first.eventStatus, endAt: first.eventEndAt },
    ownerSells: accessOfSubscription(first.ownerSubscription, now).pro,
    types: rows.flatMap((row) => (row.type ? [row.type] : [])),
    placedOrderId: first.placedOrderId,
  };
}

/** Why the whole shop sells nothing now, or null. */
function shopClosedReason(facts: ShopFacts, now: Date): string | null {
  if (facts.event.status === "cancelled") return "This event was cancelled.";
  // Moved back to draft after the shop opened: a draft is private, so it sells nothing (ADR 025).
  if (facts.event.status === "draft") return "Ticket sales for this event have not opened yet.";
  if (facts.event.endAt <= now) return "This event is over.";
  if (!facts.ownerSells) return "Ticket sales for this event are closed.";
  return null;
}

export async function shopView(ctx: Pick<PublicTicketContext, "db" | "now">, token: string): Promise<TShopView> {
  const now = ctx.now ?? new Date();
  const known = await shopFacts(ctx.db, token, "", now);
  const { shop } = known;
  const facts = await publicEventFacts(ctx.db, shop.eventId);
  if (!facts) throw notFound(SHOP_LINK_INVALID);
  const types = known.types
    .filter((t) => !t.hidden)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
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
    closedReason: shopClosedReason(known, now),
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
  const facts = await shopFacts(ctx.db, token, input.idempotencyKey, now);
  const { shop } = facts;
  const closed = shopClosedReason(facts, now);
  if (closed) throw new AppError("SALE_CLOSED", closed);
  refuseWhenSoldOut(facts, input);
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
      // Read with the shop above: a plain read, as inside the transaction (the conditional update guards).
      knownTypes: facts.types,
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
 * In a rush most attempts come after the last ticket went: the types read with the shop answer those without
 * opening a transaction. Only a refusal is decided here (the order's conditional update stays the one guard
 * against overselling), and never for a retry of an order that was placed: that still gets its order back.
 */
function refuseWhenSoldOut(facts: ShopFacts, input: ReturnType<typeof ZShopOrderInput.parse>): void {
  if (facts.placedOrderId) return;
  const wanted = new Set(input.items.map((item) => item.typeId));
  const soldOut = facts.types.find((type) => wanted.has(type.id) && type.quantity - type.sold === 0);
  if (!soldOut) return;
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
