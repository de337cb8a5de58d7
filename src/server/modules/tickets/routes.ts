import type { FastifyInstance } from "fastify";
import { guestOrders } from "./guest-orders.ts";
import { ticketsContract } from "#shared/tickets/contract.ts";
import type { ServiceContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { serveContract } from "../../serve-contract.ts";
import { sendTableExport } from "../../table-export.ts";
import type { PublicTicketContext, TicketContext, TicketDeps } from "./deps.ts";
import { listTickets } from "./attendees.ts";
import * as checkin from "./checkin.ts";
import * as orders from "./orders.ts";
import * as shop from "./public.ts";
import { streamTicketStats } from "./live.ts";
import * as stats from "./stats.ts";
import * as types from "./types.ts";

export function registerTicketRoutes(app: FastifyInstance, db: Db, deps: TicketDeps): void {
  // Writes queue mails and publish to the live statistics, so every call carries the job queue and realtime.
  const withEffects = (ctx: ServiceContext): TicketContext => ({ ...ctx, jobs: deps.jobs, realtime: deps.realtime });
  const publicCtx: PublicTicketContext = { db, jobs: deps.jobs, realtime: deps.realtime };

  serveContract(app, db, ticketsContract, {
    overview: ({ ctx }) => stats.ticketOverview(withEffects(ctx)),

    // Ticket types
    listTypes: async ({ ctx, params, query }) => ({
      items: await types.listTicketTypes(withEffects(ctx), params.eventId, query.activityId),
    }),
    createType: ({ ctx, params, body }) => types.createTicketType(withEffects(ctx), params.eventId, body),
    updateType: ({ ctx, params, body }) => types.updateTicketType(withEffects(ctx), params.typeId, body),
    removeType: async ({ ctx, params }) => {
      await types.deleteTicketType(withEffects(ctx), params.typeId);
      return { deleted: true as const };
    },

    // The shop's settings
    getShop: ({ ctx, params }) => types.getTicketShop(withEffects(ctx), params.eventId),
    updateShop: ({ ctx, params, body }) => types.updateTicketShop(withEffects(ctx), params.eventId, body),
    replaceShopLink: ({ ctx, params }) => types.updateTicketShop(withEffects(ctx), params.eventId, {}, true),

    // Orders and tickets
    listOrders: ({ ctx, params, query }) => orders.listOrders(withEffects(ctx), params.eventId, query),
    issue: ({ ctx, params, body }) => orders.issueTickets(withEffects(ctx), params.eventId, body),
    issueFromGuests: ({ ctx, params, body }) => orders.issueFromGuests(withEffects(ctx), params.eventId, body),
    confirmPayment: ({ ctx, params }) => orders.confirmPayment(withEffects(ctx), params.orderId),
    cancelOrder: ({ ctx, params, body }) => orders.cancelOrder(withEffects(ctx), params.orderId, body ?? {}),
    resend: async ({ ctx, params }) => {
      await orders.resendTickets(withEffects(ctx), params.orderId);
      return { sent: true as const };
    },
    listTickets: ({ ctx, params, query }) => listTickets(withEffects(ctx), params.eventId, query),
    cancelTicket: ({ ctx, params }) => orders.cancelTicket(withEffects(ctx), params.ticketId),

    // Check-in lists and their door links
    listCheckinLists: async ({ ctx, params }) => ({
      items: await checkin.listCheckinLists(withEffects(ctx), params.eventId),
    }),
    createCheckinList: ({ ctx, params, body }) => checkin.createCheckinList(withEffects(ctx), params.eventId, body),
    updateCheckinList: ({ ctx, params, body }) => checkin.updateCheckinList(withEffects(ctx), params.listId, body),
    removeCheckinList: async ({ ctx, params }) => {
      await checkin.deleteCheckinList(withEffects(ctx), params.listId);
      return { deleted: true as const };
    },
    newDoorLink: ({ ctx, params }) => checkin.setDoorLink(withEffects(ctx), params.listId, false),
    revokeDoorLink: ({ ctx, params }) => checkin.setDoorLink(withEffects(ctx), params.listId, true),
    doorSearch: ({ ctx, params, query }) => checkin.searchAtDoor(withEffects(ctx), params.listId, query),

    // Statistics and exports
    stats: ({ ctx, params }) => stats.ticketStats(withEffects(ctx), params.eventId),
    // A request that does not accept text/event-stream gets the statistics once as JSON (src/server/event-stream.ts).
    liveStats: async ({ ctx, params, request, reply }) => {
      await streamTicketStats(withEffects(ctx), deps.realtime, params.eventId, request, reply);
      return reply;
    },
    export: async ({ ctx, params, query, reply }) =>
      sendTableExport(reply, await stats.exportTickets(withEffects(ctx), params.eventId, query.kind, query.format)),

    // Buyers: the shop and their tickets
    guestOrders: ({ db, eventPlan, params }) => guestOrders(db, params.token, eventPlan),
    shopView: ({ params, reply }) => {
      reply.header("cache-control", "no-store");
      return shop.shopView(publicCtx, params.token);
    },
    placeOrder: async ({ params, body, request, reply }) => {
      const { created, ...result } = await shop.placeShopOrder(publicCtx, params.token, body, request.ip);
      // A retried idempotency key is answered with the first order, as 200: nothing new was created.
      reply.status(created ? 201 : 200);
      return result;
    },
    orderConfirmation: ({ params, reply }) => {
      reply.header("cache-control", "no-store");
      return shop.orderConfirmation(db, params.token);
    },
    orderPdf: async ({ params, reply }) => {
      const file = await shop.orderPdfFile(db, params.token);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${file.filename}"`)
        .header("cache-control", "no-store")
        .send(file.content);
    },
    orderCalendar: async ({ params, reply }) => {
      const file = await shop.orderCalendar(db, params.token, deps.baseUrl);
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="${file.filename}"`)
        .header("cache-control", "no-store")
        .send(file.text);
    },

    // The door
    doorView: async ({ params, reply, signedIn }) => {
      reply.header("cache-control", "no-store");
      return checkin.doorView(publicCtx, params.token, await signedIn("door"));
    },
    scan: async ({ params, body, signedIn }) =>
      checkin.scanTicket(publicCtx, params.token, body, await signedIn("door")),
    undoScan: async ({ params }) => {
      await checkin.undoScan(publicCtx, params.token, params.scanId);
      return { undone: true as const };
    },
  });
}
