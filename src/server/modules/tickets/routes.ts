import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  EXPORT_KINDS,
  ZCancelInput,
  ZCancelResult,
  ZCheckinList,
  ZCheckinListInput,
  ZCheckinListPatch,
  ZDoorView,
  ZIssueFromGuestsInput,
  ZIssueFromGuestsResult,
  ZIssueInput,
  ZOrder,
  ZOrderConfirmation,
  ZOrderList,
  ZOrderListQuery,
  ZScanAnswer,
  ZScanInput,
  ZShopOrderInput,
  ZShopOrderResult,
  ZShopView,
  ZTicketList,
  ZTicketListQuery,
  ZTicketOverview,
  ZTicketShop,
  ZTicketShopInput,
  ZTicketStats,
  ZTicketType,
  ZTicketTypeInput,
  ZTicketTypePatch,
} from "#shared/tickets/schemas.ts";
import type { Db } from "../../db/client.ts";
import type { Actor } from "../../context.ts";
import { sendTableExport } from "../../table-export.ts";
import type { TicketDeps } from "./deps.ts";
import { listTickets } from "./attendees.ts";
import * as checkin from "./checkin.ts";
import * as orders from "./orders.ts";
import * as shop from "./public.ts";
import { streamTicketStats } from "./live.ts";
import * as stats from "./stats.ts";
import * as types from "./types.ts";
import { ZDeleted, ZEventId, ZToken } from "#shared/route-params.ts";

const ZTypeId = z.object({ typeId: z.string().min(1).max(100) });
const ZOrderId = z.object({ orderId: z.string().min(1).max(100) });
const ZTicketId = z.object({ ticketId: z.string().min(1).max(100) });
const ZListId = z.object({ listId: z.string().min(1).max(100) });
const ZDoorScan = z.object({ token: z.string().min(1).max(100), scanId: z.string().min(1).max(100) });
const ZTypeQuery = z.object({ activityId: z.uuid("Activity id must be an id").optional() }).strict();
const ZExportQuery = z
  .object({
    kind: z.enum(EXPORT_KINDS, { error: "Kind must be orders, tickets or checkins" }).default("orders"),
    format: z.enum(["csv", "xlsx"], { error: "Format must be csv or xlsx" }).default("csv"),
  })
  .strict();
const tags = ["tickets"];
const pro = { requires: "pro" as const };
const open = { auth: "public" as const };

export function registerTicketRoutes(app: FastifyInstance, db: Db, deps: TicketDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (actor: Actor | null) => ({ db, actor: actor!, jobs: deps.jobs, realtime: deps.realtime });
  const publicCtx = { db, jobs: deps.jobs, realtime: deps.realtime };

  r.get(
    "/api/tickets/overview",
    { config: pro, schema: { tags, response: { 200: ZTicketOverview } } },
    async (request) => stats.ticketOverview(ctx(request.actor)),
  );

  // Ticket types
  r.get(
    "/api/events/:eventId/ticket-types",
    {
      config: pro,
      schema: {
        tags,
        params: ZEventId,
        querystring: ZTypeQuery,
        response: { 200: z.object({ items: z.array(ZTicketType) }) },
      },
    },
    async (request) => ({
      items: await types.listTicketTypes(ctx(request.actor), request.params.eventId, request.query.activityId),
    }),
  );
  r.post(
    "/api/events/:eventId/ticket-types",
    { config: pro, schema: { tags, params: ZEventId, body: ZTicketTypeInput, response: { 201: ZTicketType } } },
    async (request, reply) =>
      reply.status(201).send(await types.createTicketType(ctx(request.actor), request.params.eventId, request.body)),
  );
  r.patch(
    "/api/ticket-types/:typeId",
    { config: pro, schema: { tags, params: ZTypeId, body: ZTicketTypePatch, response: { 200: ZTicketType } } },
    async (request) => types.updateTicketType(ctx(request.actor), request.params.typeId, request.body),
  );
  r.delete(
    "/api/ticket-types/:typeId",
    { config: pro, schema: { tags, params: ZTypeId, response: { 200: ZDeleted } } },
    async (request) => {
      await types.deleteTicketType(ctx(request.actor), request.params.typeId);
      return { deleted: true as const };
    },
  );

  // The shop's settings
  r.get(
    "/api/events/:eventId/ticket-shop",
    { config: pro, schema: { tags, params: ZEventId, response: { 200: ZTicketShop } } },
    async (request) => types.getTicketShop(ctx(request.actor), request.params.eventId),
  );
  r.patch(
    "/api/events/:eventId/ticket-shop",
    { config: pro, schema: { tags, params: ZEventId, body: ZTicketShopInput, response: { 200: ZTicketShop } } },
    async (request) => types.updateTicketShop(ctx(request.actor), request.params.eventId, request.body),
  );
  r.post(
    "/api/events/:eventId/ticket-shop/token",
    { config: pro, schema: { tags, params: ZEventId, response: { 200: ZTicketShop } } },
    async (request) => types.updateTicketShop(ctx(request.actor), request.params.eventId, {}, true),
  );

  // Orders and tickets
  r.get(
    "/api/events/:eventId/orders",
    { config: pro, schema: { tags, params: ZEventId, querystring: ZOrderListQuery, response: { 200: ZOrderList } } },
    async (request) => orders.listOrders(ctx(request.actor), request.params.eventId, request.query),
  );
  r.post(
    "/api/events/:eventId/orders",
    { config: pro, schema: { tags, params: ZEventId, body: ZIssueInput, response: { 201: ZOrder } } },
    async (request, reply) =>
      reply.status(201).send(await orders.issueTickets(ctx(request.actor), request.params.eventId, request.body)),
  );
  r.post(
    "/api/events/:eventId/orders/from-guests",
    {
      config: pro,
      schema: { tags, params: ZEventId, body: ZIssueFromGuestsInput, response: { 200: ZIssueFromGuestsResult } },
    },
    async (request) => orders.issueFromGuests(ctx(request.actor), request.params.eventId, request.body),
  );
  r.post(
    "/api/orders/:orderId/confirm-payment",
    { config: pro, schema: { tags, params: ZOrderId, response: { 200: ZOrder } } },
    async (request) => orders.confirmPayment(ctx(request.actor), request.params.orderId),
  );
  r.post(
    "/api/orders/:orderId/cancel",
    {
      config: pro,
      schema: { tags, params: ZOrderId, body: ZCancelInput.optional(), response: { 200: ZCancelResult } },
    },
    async (request) => orders.cancelOrder(ctx(request.actor), request.params.orderId, request.body ?? {}),
  );
  r.post(
    "/api/orders/:orderId/resend",
    { config: pro, schema: { tags, params: ZOrderId, response: { 200: z.object({ sent: z.literal(true) }) } } },
    async (request) => {
      await orders.resendTickets(ctx(request.actor), request.params.orderId);
      return { sent: true as const };
    },
  );
  r.get(
    "/api/events/:eventId/tickets",
    { config: pro, schema: { tags, params: ZEventId, querystring: ZTicketListQuery, response: { 200: ZTicketList } } },
    async (request) => listTickets(ctx(request.actor), request.params.eventId, request.query),
  );
  r.post(
    "/api/tickets/:ticketId/cancel",
    { config: pro, schema: { tags, params: ZTicketId, response: { 200: ZCancelResult } } },
    async (request) => orders.cancelTicket(ctx(request.actor), request.params.ticketId),
  );

  // Check-in lists and their door links
  r.get(
    "/api/events/:eventId/checkin-lists",
    { config: pro, schema: { tags, params: ZEventId, response: { 200: z.object({ items: z.array(ZCheckinList) }) } } },
    async (request) => ({ items: await checkin.listCheckinLists(ctx(request.actor), request.params.eventId) }),
  );
  r.post(
    "/api/events/:eventId/checkin-lists",
    { config: pro, schema: { tags, params: ZEventId, body: ZCheckinListInput, response: { 201: ZCheckinList } } },
    async (request, reply) =>
      reply.status(201).send(await checkin.createCheckinList(ctx(request.actor), request.params.eventId, request.body)),
  );
  r.patch(
    "/api/checkin-lists/:listId",
    { config: pro, schema: { tags, params: ZListId, body: ZCheckinListPatch, response: { 200: ZCheckinList } } },
    async (request) => checkin.updateCheckinList(ctx(request.actor), request.params.listId, request.body),
  );
  r.delete(
    "/api/checkin-lists/:listId",
    { config: pro, schema: { tags, params: ZListId, response: { 200: ZDeleted } } },
    async (request) => {
      await checkin.deleteCheckinList(ctx(request.actor), request.params.listId);
      return { deleted: true as const };
    },
  );
  r.post(
    "/api/checkin-lists/:listId/door-link",
    { config: pro, schema: { tags, params: ZListId, response: { 200: ZCheckinList } } },
    async (request) => checkin.setDoorLink(ctx(request.actor), request.params.listId, false),
  );
  r.delete(
    "/api/checkin-lists/:listId/door-link",
    { config: pro, schema: { tags, params: ZListId, response: { 200: ZCheckinList } } },
    async (request) => checkin.setDoorLink(ctx(request.actor), request.params.listId, true),
  );

  // Statistics and exports
  r.get(
    "/api/events/:eventId/ticket-stats",
    { config: pro, schema: { tags, params: ZEventId, response: { 200: ZTicketStats } } },
    async (request) => stats.ticketStats(ctx(request.actor), request.params.eventId),
  );
  r.get(
    "/api/events/:eventId/ticket-stats/live",
    { config: pro, schema: { tags, params: ZEventId } },
    async (request, reply) =>
      streamTicketStats(ctx(request.actor), deps.realtime, request.params.eventId, request, reply),
  );
  r.get(
    "/api/events/:eventId/ticket-export",
    { config: pro, schema: { tags, params: ZEventId, querystring: ZExportQuery } },
    async (request, reply) =>
      sendTableExport(
        reply,
        await stats.exportTickets(ctx(request.actor), request.params.eventId, request.query.kind, request.query.format),
      ),
  );

  // Buyers: the shop and their tickets
  r.get(
    "/api/public/tickets/:token",
    { config: open, schema: { tags, params: ZToken, response: { 200: ZShopView } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return shop.shopView(publicCtx, request.params.token);
    },
  );
  r.post(
    "/api/public/tickets/:token/orders",
    {
      config: open,
      schema: {
        tags,
        params: ZToken,
        body: ZShopOrderInput,
        response: { 200: ZShopOrderResult, 201: ZShopOrderResult },
      },
    },
    async (request, reply) => {
      const { created, ...result } = await shop.placeShopOrder(
        publicCtx,
        request.params.token,
        request.body,
        request.ip,
      );
      return reply.status(created ? 201 : 200).send(result);
    },
  );
  r.get(
    "/api/public/orders/:token",
    { config: open, schema: { tags, params: ZToken, response: { 200: ZOrderConfirmation } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return shop.orderConfirmation(db, request.params.token);
    },
  );
  r.get(
    "/api/public/orders/:token/tickets.pdf",
    { config: open, schema: { tags, params: ZToken } },
    async (request, reply) => {
      const file = await shop.orderPdfFile(db, request.params.token);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${file.filename}"`)
        .header("cache-control", "no-store")
        .send(file.content);
    },
  );
  r.get(
    "/api/public/orders/:token/calendar.ics",
    { config: open, schema: { tags, params: ZToken } },
    async (request, reply) => {
      const file = await shop.orderCalendar(db, request.params.token, deps.baseUrl);
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="${file.filename}"`)
        .header("cache-control", "no-store")
        .send(file.text);
    },
  );

  // The door
  r.get(
    "/api/door/:token",
    { config: open, schema: { tags, params: ZToken, response: { 200: ZDoorView } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return checkin.doorView(publicCtx, request.params.token);
    },
  );
  r.post(
    "/api/door/:token/scans",
    { config: open, schema: { tags, params: ZToken, body: ZScanInput, response: { 200: ZScanAnswer } } },
    async (request) => checkin.scanTicket(publicCtx, request.params.token, request.body),
  );
  r.post(
    "/api/door/:token/scans/:scanId/undo",
    { config: open, schema: { tags, params: ZDoorScan, response: { 200: z.object({ undone: z.literal(true) }) } } },
    async (request) => {
      await checkin.undoScan(publicCtx, request.params.token, request.params.scanId);
      return { undone: true as const };
    },
  );
}
