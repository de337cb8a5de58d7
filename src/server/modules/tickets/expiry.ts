/**
 * Unpaid offline orders lapse after the hold time their shop gave them: a sweep on the job queue cancels
 * each one and gives its places back.
 *
 * Exactly once, also against the organiser: each order is taken in its own transaction with a row lock and
 * read again under it (still pending, still past its time). Confirming a payment locks the same row, so of
 * the two whichever comes second sees the other's result: a paid order is never expired, and a lapsed one
 * is never confirmed. Places come back only from tickets that were still live (`cancelLiveTickets`), so a
 * second sweep, or two servers sweeping at once, return nothing more.
 */
import { and, asc, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { declareSweep, startSweep, type Sweep } from "../jobs/index.ts";
import type { TicketEffects } from "./deps.ts";
import { cancelLiveTickets, ticketsTopic } from "./orders.ts";
import { ticketOrders, tickets } from "./tables.ts";

const ORDER_EXPIRY_QUEUE = "tickets.order-expiry";
/** Hold times are whole hours, so a few minutes late is within what buyers are told ("held until 14:05"). */
const SWEEP_EVERY_MS = 5 * 60 * 1000;
/** A bound per run; what is left is picked up by the next sweep. */
const SWEEP_BATCH = 200;

const lapsed = (now: Date) =>
  and(eq(ticketOrders.status, "pending"), isNotNull(ticketOrders.expiresAt), lte(ticketOrders.expiresAt, now));

/** Cancels every unpaid order past its hold time and returns its places; returns how many orders lapsed. */
export async function expireUnpaidOrders(db: Db, effects: TicketEffects, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: ticketOrders.id })
    .from(ticketOrders)
    .where(lapsed(now))
    .orderBy(asc(ticketOrders.expiresAt))
    .limit(SWEEP_BATCH);
  let expired = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [order] = await tx
        .select({ id: ticketOrders.id, eventId: ticketOrders.eventId })
        .from(ticketOrders)
        .where(and(eq(ticketOrders.id, id), lapsed(now)))
        .for("update");
      if (!order) return false;
      // Cancelled as of the moment it lapsed: that equality is how a lapsed order is told from a cancelled one.
      await tx
        .update(ticketOrders)
        .set({ status: "cancelled", cancelledAt: sql`${ticketOrders.expiresAt}` })
        .where(eq(ticketOrders.id, order.id));
      await cancelLiveTickets(tx, eq(tickets.orderId, order.id));
      await effects.realtime.publish(tx, ticketsTopic(order.eventId));
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}

const expirySweep = (db: Db, effects: TicketEffects): Sweep => ({
  queue: ORDER_EXPIRY_QUEUE,
  everyMs: SWEEP_EVERY_MS,
  run: () => expireUnpaidOrders(db, effects),
});

export async function registerOrderExpiry(db: Db, effects: TicketEffects): Promise<void> {
  await declareSweep(db, effects.jobs, expirySweep(db, effects));
}

/** The first sweep, once the queue has started (later ones queue themselves). */
export async function startOrderExpirySweeps(db: Db, effects: TicketEffects): Promise<void> {
  await startSweep(db, effects.jobs, expirySweep(db, effects));
}
