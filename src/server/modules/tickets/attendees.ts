/** The organiser's list of tickets (who holds one, of which type, checked in or not). */
import { and, asc, desc, eq, ilike, or, sql } from "drizzle-orm";
import { ZTicketListQuery, type TTicketList, type TTicketStatus } from "#shared/tickets/schemas.ts";
import type { ServiceContext } from "../../context.ts";
import { containsPattern } from "../../db/like.ts";
import { parseInput } from "../../parse-input.ts";
import { findOwnedEvent } from "../events/index.ts";
import { normaliseShortCode } from "./codes.ts";
import { formatTicketCode } from "./render.ts";
import { ticketOrders, tickets, ticketScans, ticketTypes } from "./tables.ts";

const firstAdmission = sql<Date | null>`(select min(${ticketScans.scannedAt}) from ${ticketScans} where ${ticketScans.ticketId} = ${tickets.id} and ${ticketScans.result} = 'admitted' and ${ticketScans.undoneAt} is null)`;

export async function listTickets(ctx: ServiceContext, eventId: string, rawQuery: unknown): Promise<TTicketList> {
  const query = parseInput(ZTicketListQuery, rawQuery);
  await findOwnedEvent(ctx.db, ctx.actor.userId, eventId);
  const text = query.q ? containsPattern(query.q) : null;
  const shortCode = query.q ? normaliseShortCode(query.q) : null;
  const where = and(
    eq(tickets.eventId, eventId),
    query.typeId ? eq(tickets.typeId, query.typeId) : undefined,
    text
      ? or(
          ilike(tickets.holderName, text),
          ilike(tickets.holderEmail, text),
          ilike(ticketOrders.reference, text),
          ilike(ticketOrders.buyerName, text),
          shortCode ? eq(tickets.shortCode, shortCode) : undefined,
        )
      : undefined,
    query.checkedIn === "all"
      ? undefined
      : query.checkedIn === "yes"
        ? sql`${firstAdmission} is not null`
        : sql`${firstAdmission} is null`,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: tickets.id,
        orderId: tickets.orderId,
        orderReference: ticketOrders.reference,
        typeId: tickets.typeId,
        typeName: ticketTypes.name,
        holderName: tickets.holderName,
        holderEmail: tickets.holderEmail,
        status: tickets.status,
        shortCode: tickets.shortCode,
        checkedInAt: firstAdmission,
        createdAt: tickets.createdAt,
      })
      .from(tickets)
      .innerJoin(ticketOrders, eq(ticketOrders.id, tickets.orderId))
      .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.typeId))
      .where(where)
      .orderBy(desc(tickets.createdAt), asc(tickets.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tickets)
      .innerJoin(ticketOrders, eq(ticketOrders.id, tickets.orderId))
      .where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      status: row.status as TTicketStatus,
      shortCode: formatTicketCode(row.shortCode),
      checkedInAt: row.checkedInAt ? new Date(row.checkedInAt).toISOString() : null,
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
