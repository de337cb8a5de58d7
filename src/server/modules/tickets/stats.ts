/**
 * Ticket numbers: one event's statistics (also streamed live), the owner's overview, and the exports of
 * orders, tickets and check-ins.
 */
import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import {
  ORDER_STATUS_LABELS,
  TICKET_STATUS_LABELS,
  type TExportKind,
  type TOrderStatus,
  type TTicketOverview,
  type TTicketStats,
  type TTicketStatus,
} from "#shared/tickets/schemas.ts";
import { formatMoney } from "#shared/money.ts";
import type { Db } from "../../db/client.ts";
import type { ServiceContext } from "../../context.ts";
import { rowsOf } from "../../db/client.ts";
import { tableExport, type ExportCell, type ExportFormat, type TableExport } from "../../table-export.ts";
import { findOwnedEvent, ownedEventBriefs, ownedEventIdsUpcomingFirst } from "../events/index.ts";
import { formatTicketCode } from "./render.ts";
import { checkinLists, ticketOrders, tickets, ticketScans, ticketShops, ticketTypes } from "./tables.ts";

const OVERVIEW_EVENTS_MAX = 200;

/** Tickets with a standing admission on any list. */
const checkedInTicket = sql`exists (select 1 from ${ticketScans} where ${ticketScans.ticketId} = ${tickets.id} and ${ticketScans.result} = 'admitted' and ${ticketScans.undoneAt} is null)`;

export async function eventTicketStats(db: Db, eventId: string, timeZone: string): Promise<TTicketStats> {
  const [types, ticketRows, revenue, hours] = await Promise.all([
    db
      .select()
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, eventId))
      .orderBy(asc(ticketTypes.createdAt), asc(ticketTypes.id)),
    db
      .select({
        typeId: tickets.typeId,
        status: tickets.status,
        fromShop: sql<boolean>`${ticketOrders.source} = 'shop'`,
        checkedIn: sql<boolean>`${checkedInTicket}`,
        n: sql<number>`count(*)::int`,
      })
      .from(tickets)
      .innerJoin(ticketOrders, eq(ticketOrders.id, tickets.orderId))
      .where(eq(tickets.eventId, eventId))
      .groupBy(tickets.typeId, tickets.status, sql`${ticketOrders.source} = 'shop'`, sql`${checkedInTicket}`),
    db
      .select({
        currency: ticketOrders.currency,
        status: ticketOrders.status,
        total: sql<number>`coalesce(sum(${ticketOrders.totalMinor}), 0)::int`,
      })
      .from(ticketOrders)
      .where(
        and(
          eq(ticketOrders.eventId, eventId),
          gt(ticketOrders.totalMinor, 0),
          inArray(ticketOrders.status, ["paid", "pending"]),
        ),
      )
      .groupBy(ticketOrders.currency, ticketOrders.status),
    db.execute(sql`
      with sold as (
        select to_char(date_trunc('hour', ${tickets.createdAt} at time zone ${timeZone}), 'YYYY-MM-DD"T"HH24:00') as hour, count(*)::int as n
        from ${tickets} where ${tickets.eventId} = ${eventId} and ${tickets.status} <> 'cancelled' group by 1
      ), admitted as (
        select to_char(date_trunc('hour', ${ticketScans.scannedAt} at time zone ${timeZone}), 'YYYY-MM-DD"T"HH24:00') as hour, count(*)::int as n
        from ${ticketScans} where ${ticketScans.eventId} = ${eventId} and ${ticketScans.result} = 'admitted' and ${ticketScans.undoneAt} is null group by 1
      )
      select coalesce(sold.hour, admitted.hour) as hour, coalesce(sold.n, 0) as sold, coalesce(admitted.n, 0) as checked_in
      from sold full outer join admitted on sold.hour = admitted.hour order by 1`),
  ]);
  const perType = new Map(types.map((t) => [t.id, { sold: 0, checkedIn: 0 }]));
  let sold = 0;
  let issued = 0;
  let pending = 0;
  let checkedIn = 0;
  let valid = 0;
  for (const row of ticketRows) {
    if (row.status === "cancelled") continue;
    const entry = perType.get(row.typeId);
    sold += row.n;
    if (entry) entry.sold += row.n;
    if (!row.fromShop) issued += row.n;
    if (row.status === "pending") pending += row.n;
    if (row.status === "valid") {
      valid += row.n;
      if (row.checkedIn) {
        checkedIn += row.n;
        if (entry) entry.checkedIn += row.n;
      }
    }
  }
  const currencies = new Map<string, { paidMinor: number; pendingMinor: number }>();
  for (const row of revenue) {
    const entry = currencies.get(row.currency) ?? { paidMinor: 0, pendingMinor: 0 };
    if (row.status === "paid") entry.paidMinor += row.total;
    else entry.pendingMinor += row.total;
    currencies.set(row.currency, entry);
  }
  return {
    sold,
    issued,
    pending,
    checkedIn,
    expected: valid - checkedIn,
    capacity: types.reduce((sum, t) => sum + t.quantity, 0),
    revenue: [...currencies].map(([currency, v]) => ({ currency, ...v })),
    byType: types.map((t) => ({ typeId: t.id, name: t.name, quantity: t.quantity, ...perType.get(t.id)! })),
    byHour: rowsOf<{ hour: string; sold: number; checked_in: number }>(hours).map((r) => ({
      hour: r.hour,
      sold: Number(r.sold),
      checkedIn: Number(r.checked_in),
    })),
    timeZone,
  };
}

export async function ticketStats(ctx: ServiceContext, eventId: string): Promise<TTicketStats> {
  const event = await findOwnedEvent(ctx.db, ctx.actor.userId, eventId);
  return eventTicketStats(ctx.db, event.id, event.timeZone);
}

export async function ticketOverview(ctx: ServiceContext): Promise<TTicketOverview> {
  const ids = await ownedEventIdsUpcomingFirst(ctx.db, ctx.actor.userId, OVERVIEW_EVENTS_MAX);
  if (ids.length === 0) return { events: [] };
  const [briefs, typeRows, admitted, shops] = await Promise.all([
    ownedEventBriefs(ctx.db, ctx.actor.userId, ids),
    ctx.db
      .select({
        eventId: ticketTypes.eventId,
        types: sql<number>`count(*)::int`,
        sold: sql<number>`coalesce(sum(${ticketTypes.sold}), 0)::int`,
        capacity: sql<number>`coalesce(sum(${ticketTypes.quantity}), 0)::int`,
      })
      .from(ticketTypes)
      .where(inArray(ticketTypes.eventId, ids))
      .groupBy(ticketTypes.eventId),
    ctx.db
      .select({ eventId: ticketScans.eventId, n: sql<number>`count(distinct ${ticketScans.ticketId})::int` })
      .from(ticketScans)
      .where(and(inArray(ticketScans.eventId, ids), eq(ticketScans.result, "admitted"), isNull(ticketScans.undoneAt)))
      .groupBy(ticketScans.eventId),
    ctx.db
      .select({ eventId: ticketShops.eventId, enabled: ticketShops.enabled })
      .from(ticketShops)
      .where(inArray(ticketShops.eventId, ids)),
  ]);
  const typesBy = new Map(typeRows.map((r) => [r.eventId, r]));
  const admittedBy = new Map(admitted.map((r) => [r.eventId, r.n]));
  const shopBy = new Map(shops.map((r) => [r.eventId, r.enabled]));
  return {
    events: ids.flatMap((id) => {
      const brief = briefs.get(id);
      if (!brief) return [];
      const t = typesBy.get(id);
      return [
        {
          eventId: id,
          name: brief.name,
          startAt: brief.startAt,
          timeZone: brief.timeZone,
          status: brief.status,
          types: t?.types ?? 0,
          sold: t?.sold ?? 0,
          capacity: t?.capacity ?? 0,
          checkedIn: admittedBy.get(id) ?? 0,
          shopEnabled: shopBy.get(id) ?? false,
        },
      ];
    }),
  };
}

const EXPORT_PAGE = 1000;

/** Rows of one table of the event, a page at a time in id order (keyset). */
async function* pages<T extends { id: string }>(read: (after: string | null) => Promise<T[]>): AsyncGenerator<T[]> {
  let after: string | null = null;
  for (;;) {
    const rows = await read(after);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < EXPORT_PAGE) return;
    after = rows[rows.length - 1]!.id;
  }
}

const iso = (d: Date | null) => d?.toISOString() ?? "";

function exportSource(
  db: Db,
  eventId: string,
  kind: TExportKind,
): { headers: string[]; rows: () => AsyncGenerator<ExportCell[][]> } {
  switch (kind) {
    case "orders":
      return {
        headers: [
          "Reference",
          "Buyer",
          "Email",
          "Status",
          "Source",
          "Payment",
          "Total",
          "Currency",
          "Ordered at",
          "Paid at",
          "Cancelled at",
        ],
        rows: async function* () {
          for await (const page of pages((after) =>
            db
              .select()
              .from(ticketOrders)
              .where(and(eq(ticketOrders.eventId, eventId), after ? gt(ticketOrders.id, after) : undefined))
              .orderBy(asc(ticketOrders.id))
              .limit(EXPORT_PAGE),
          )) {
            yield page.map((o) => [
              o.reference,
              o.buyerName,
              o.buyerEmail,
              ORDER_STATUS_LABELS[o.status as TOrderStatus],
              o.source,
              o.payment,
              o.totalMinor === 0 ? "Free" : formatMoney(o.totalMinor, o.currency, "en"),
              o.currency,
              iso(o.createdAt),
              iso(o.paidAt),
              iso(o.cancelledAt),
            ]);
          }
        },
      };
    case "tickets":
      return {
        headers: [
          "Ticket id",
          "Short code",
          "Order",
          "Type",
          "Holder",
          "Holder email",
          "Status",
          "Checked in at",
          "Issued at",
        ],
        rows: async function* () {
          for await (const page of pages((after) =>
            db
              .select({
                id: tickets.id,
                shortCode: tickets.shortCode,
                reference: ticketOrders.reference,
                type: ticketTypes.name,
                holder: tickets.holderName,
                email: tickets.holderEmail,
                status: tickets.status,
                checkedInAt: sql<
                  string | null
                >`(select min(${ticketScans.scannedAt}) from ${ticketScans} where ${ticketScans.ticketId} = ${tickets.id} and ${ticketScans.result} = 'admitted' and ${ticketScans.undoneAt} is null)`,
                createdAt: tickets.createdAt,
              })
              .from(tickets)
              .innerJoin(ticketOrders, eq(ticketOrders.id, tickets.orderId))
              .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.typeId))
              .where(and(eq(tickets.eventId, eventId), after ? gt(tickets.id, after) : undefined))
              .orderBy(asc(tickets.id))
              .limit(EXPORT_PAGE),
          )) {
            yield page.map((t) => [
              t.id,
              formatTicketCode(t.shortCode),
              t.reference,
              t.type,
              t.holder,
              t.email,
              TICKET_STATUS_LABELS[t.status as TTicketStatus],
              t.checkedInAt ? new Date(t.checkedInAt).toISOString() : "",
              iso(t.createdAt),
            ]);
          }
        },
      };
    case "checkins":
      return {
        headers: [
          "Scanned at",
          "List",
          "Result",
          "Conflict",
          "Holder",
          "Type",
          "Order",
          "Staff",
          "Device",
          "Undone at",
        ],
        rows: async function* () {
          for await (const page of pages((after) =>
            db
              .select({
                id: ticketScans.id,
                scannedAt: ticketScans.scannedAt,
                list: checkinLists.name,
                result: ticketScans.result,
                conflict: ticketScans.conflict,
                answer: ticketScans.answer,
                staff: ticketScans.staff,
                device: ticketScans.device,
                undoneAt: ticketScans.undoneAt,
              })
              .from(ticketScans)
              .innerJoin(checkinLists, eq(checkinLists.id, ticketScans.listId))
              .where(and(eq(ticketScans.eventId, eventId), after ? gt(ticketScans.id, after) : undefined))
              .orderBy(asc(ticketScans.id))
              .limit(EXPORT_PAGE),
          )) {
            yield page.map((s) => [
              iso(s.scannedAt),
              s.list,
              s.result,
              s.conflict ? "yes" : "",
              s.answer.ticket?.holderName ?? "",
              s.answer.ticket?.typeName ?? "",
              s.answer.ticket?.reference ?? "",
              s.staff,
              s.device,
              iso(s.undoneAt),
            ]);
          }
        },
      };
  }
}

export async function exportTickets(
  ctx: ServiceContext,
  eventId: string,
  kind: TExportKind,
  format: ExportFormat,
): Promise<TableExport> {
  const event = await findOwnedEvent(ctx.db, ctx.actor.userId, eventId);
  return tableExport({ name: event.name, kind, ...exportSource(ctx.db, event.id, kind) }, format);
}

/**
 * Money in per event and currency: the totals of paid orders (not refunded) of the given events, for read
 * models over many events (the business dashboard). The caller passes ids it already owns.
 */
export async function paidTakingsOf(
  db: Db,
  eventIds: string[],
): Promise<Array<{ eventId: string; currency: string; paidMinor: number; orders: number }>> {
  if (eventIds.length === 0) return [];
  const rows = await db
    .select({
      eventId: ticketOrders.eventId,
      currency: ticketOrders.currency,
      paidMinor: sql<number>`coalesce(sum(${ticketOrders.totalMinor}), 0)::bigint`,
      orders: sql<number>`count(*)::int`,
    })
    .from(ticketOrders)
    .where(
      and(inArray(ticketOrders.eventId, eventIds), eq(ticketOrders.status, "paid"), eq(ticketOrders.refunded, false)),
    )
    .groupBy(ticketOrders.eventId, ticketOrders.currency);
  return rows.map((row) => ({ ...row, paidMinor: Number(row.paidMinor), orders: Number(row.orders) }));
}
