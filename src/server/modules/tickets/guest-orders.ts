/**
 * A guest's tickets in their guest hub: the orders of the invited event that were issued to them from the
 * guest list or bought with their address, each with the buyer's own link to its tickets.
 */
import { and, count, desc, eq, ne, or, sql } from "drizzle-orm";
import { ticketConfirmationPath, type TGuestOrders, type TOrderStatus } from "#shared/tickets/schemas.ts";
import type { PlanType } from "#shared/plans.ts";
import type { Db } from "../../db/client.ts";
import { requireEventOwnerPlan } from "../people/index.ts";
import { requireInvitationGuest } from "../rsvp/index.ts";
import { ticketOrders, tickets } from "./tables.ts";

export async function guestOrders(db: Db, token: string, plan: PlanType | undefined): Promise<TGuestOrders> {
  const guest = await requireInvitationGuest(db, token);
  await requireEventOwnerPlan(db, guest.eventId, plan);
  const theirs = guest.email
    ? or(eq(ticketOrders.guestId, guest.guestId), sql`lower(${ticketOrders.buyerEmail}) = lower(${guest.email})`)
    : eq(ticketOrders.guestId, guest.guestId);
  const rows = await db
    .select({
      reference: ticketOrders.reference,
      status: ticketOrders.status,
      accessToken: ticketOrders.accessToken,
      createdAt: ticketOrders.createdAt,
      ticketCount: count(tickets.id),
    })
    .from(ticketOrders)
    .leftJoin(tickets, eq(tickets.orderId, ticketOrders.id))
    .where(and(eq(ticketOrders.eventId, guest.eventId), ne(ticketOrders.status, "cancelled"), theirs))
    .groupBy(ticketOrders.id)
    .orderBy(desc(ticketOrders.createdAt));
  return {
    items: rows.map((row) => ({
      reference: row.reference,
      status: row.status as TOrderStatus,
      ticketCount: row.ticketCount,
      createdAt: row.createdAt.toISOString(),
      confirmationPath: ticketConfirmationPath(row.accessToken),
    })),
  };
}
