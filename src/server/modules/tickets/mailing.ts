/**
 * The buyer's tickets by mail: queued inside the order's transaction (a rolled-back order mails nobody),
 * sent by a worker after COMMIT with a QR image per ticket and the PDF attached. A failed send is retried by
 * the queue; a retry may deliver the same tickets twice, which is harmless (the codes are the same).
 */
import { asc, eq } from "drizzle-orm";
import { ticketConfirmationPath } from "#shared/tickets/schemas.ts";
import { formatEventWhen, formatZonedInstant } from "#shared/date-format.ts";
import type { Db } from "../../db/client.ts";
import type { JobQueue } from "../jobs/index.ts";
import { placeLine, publicEventFacts } from "../events/index.ts";
import { nameForMail, ticketsMail } from "../mail/index.ts";
import type { TicketDeps } from "./deps.ts";
import { formatTicketCode, ticketQrPng, ticketsPdf } from "./render.ts";
import { ticketOrders, tickets, ticketTypes } from "./tables.ts";
import { shopOf } from "./types.ts";

const TICKET_MAIL_QUEUE = "tickets.mail";
/** Sharp on a phone and on paper at the PDF's QR size, and a third of the work of a 480 px image. */
const MAIL_QR_SIZE = 320;

interface TicketMailJob extends Record<string, unknown> {
  orderId: string;
}

export async function queueTicketMail(jobs: JobQueue, tx: Db, orderId: string): Promise<void> {
  await jobs.send(tx, TICKET_MAIL_QUEUE, { orderId } satisfies TicketMailJob);
}

interface OrderDocument {
  order: typeof ticketOrders.$inferSelect;
  event: {
    name: string;
    whenText: string;
    placeText: string | null;
    startAt: string;
    endAt: string;
    timeZone: string;
    locationName: string | null;
  };
  tickets: Array<{
    id: string;
    typeName: string;
    holderName: string;
    status: string;
    code: string;
    shortCode: string;
  }>;
  paymentInstructions: string;
}

/** An order with its event and tickets, as the mail, the PDF and the confirmation page show it. */
export async function orderDocument(db: Db, order: typeof ticketOrders.$inferSelect): Promise<OrderDocument | null> {
  const [facts, shop] = await Promise.all([publicEventFacts(db, order.eventId), shopOf(db, order.eventId)]);
  if (!facts) return null;
  const rows = await db
    .select({
      id: tickets.id,
      typeName: ticketTypes.name,
      holderName: tickets.holderName,
      status: tickets.status,
      code: tickets.code,
      shortCode: tickets.shortCode,
    })
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.typeId))
    .where(eq(tickets.orderId, order.id))
    .orderBy(asc(tickets.position), asc(tickets.id));
  return {
    order,
    event: {
      name: facts.name,
      whenText: formatEventWhen(facts.startAt, facts.endAt, facts.timeZone),
      placeText: placeLine(facts),
      startAt: facts.startAt,
      endAt: facts.endAt,
      timeZone: facts.timeZone,
      locationName: facts.locationName,
    },
    tickets: rows,
    paymentInstructions: shop?.paymentInstructions ?? "",
  };
}

/** The PDF of the order's valid tickets; `qrPngs` are their QR images when already drawn (by ticket id). */
export async function orderPdf(document: OrderDocument, qrPngs: Map<string, Buffer> = new Map()): Promise<Buffer> {
  return ticketsPdf({
    event: { name: document.event.name, whenText: document.event.whenText, placeText: document.event.placeText },
    orderReference: document.order.reference,
    // Names from a public form: PDF viewers turn link-like text into links too.
    buyerName: nameForMail(document.order.buyerName),
    tickets: document.tickets
      .filter((t) => t.status === "valid")
      .map((t) => ({
        holderName: nameForMail(t.holderName),
        typeName: t.typeName,
        code: t.code,
        shortCode: t.shortCode,
        ...(qrPngs.has(t.id) ? { qrPng: qrPngs.get(t.id)! } : {}),
      })),
  });
}

async function sendTicketMail(db: Db, deps: Pick<TicketDeps, "mailer" | "baseUrl">, job: TicketMailJob): Promise<void> {
  const [order] = await db.select().from(ticketOrders).where(eq(ticketOrders.id, job.orderId)).limit(1);
  if (!order || order.status === "cancelled") return;
  const document = await orderDocument(db, order);
  if (!document) return;
  const valid = document.tickets.filter((t) => t.status === "valid");
  // Each QR is drawn once, for the mail's inline image and the PDF's page alike.
  const qrPngs = new Map<string, Buffer>();
  for (const ticket of valid) qrPngs.set(ticket.id, await ticketQrPng(ticket.code, MAIL_QR_SIZE));
  const attachments = valid.map((ticket, i) => ({
    filename: `ticket-${i + 1}.png`,
    content: qrPngs.get(ticket.id)!,
    contentType: "image/png",
    cid: `ticket-${i + 1}@gatherly`,
  }));
  if (valid.length > 0) {
    attachments.push({
      filename: `tickets-${order.reference}.pdf`,
      content: await orderPdf(document, qrPngs),
      contentType: "application/pdf",
      cid: "",
    });
  }
  const url = `${deps.baseUrl}${ticketConfirmationPath(order.accessToken)}`;
  const mail = ticketsMail({
    event: { name: document.event.name, whenText: document.event.whenText, placeText: document.event.placeText },
    buyerName: order.buyerName,
    orderReference: order.reference,
    status: order.status === "paid" ? "paid" : "pending",
    paymentInstructions: document.paymentInstructions,
    heldUntil:
      order.status === "pending" && order.expiresAt
        ? formatZonedInstant(order.expiresAt, document.event.timeZone)
        : null,
    confirmationUrl: url,
    tickets: document.tickets
      .filter((t) => t.status !== "cancelled")
      .map((t) => {
        const index = valid.indexOf(t);
        return {
          holderName: t.holderName,
          typeName: t.typeName,
          code: t.status === "valid" ? formatTicketCode(t.code) : "",
          shortCode: t.status === "valid" ? formatTicketCode(t.shortCode) : "",
          qrCid: index >= 0 ? `ticket-${index + 1}@gatherly` : null,
        };
      }),
  });
  await deps.mailer.send(
    order.buyerEmail,
    { ...mail, attachments: attachments.map(({ cid, ...rest }) => (cid ? { ...rest, cid } : rest)) },
    url,
  );
}

export async function registerTicketWorkers(db: Db, deps: TicketDeps): Promise<void> {
  await deps.jobs.work<TicketMailJob>(TICKET_MAIL_QUEUE, (job) => sendTicketMail(db, deps, job));
}
