/**
 * The tickets feature's HTTP endpoints (src/shared/contract.ts). The organiser's side (types, the shop's
 * settings, orders, check-in lists, statistics and exports) is the pro feature "ticket-management" and
 * reaches only the caller's own events. The buyer's side (the shop, their order, its PDF and calendar file)
 * and the door scanner answer to their secret links alone, with no account and no plan (ADR 018).
 */
import { z } from "zod";
import { defineContract } from "../contract.ts";
import { ZDeleted, ZEventId, ZToken } from "../route-params.ts";
import {
  EXPORT_KINDS,
  ZCancelInput,
  ZCancelResult,
  ZCheckinList,
  ZGuestOrders,
  ZCheckinListInput,
  ZCheckinListPatch,
  ZDoorSearchQuery,
  ZDoorSearchResult,
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
} from "./schemas.ts";

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

export const ticketsContract = defineContract(
  "tickets",
  {
    overview: {
      method: "GET",
      path: "/api/tickets/overview",
      summary: "The caller's events (upcoming first) with their ticket types, sales, capacity and check-ins",
      access: "user",
      forAccount: true,
      response: ZTicketOverview,
    },

    // Ticket types
    listTypes: {
      method: "GET",
      path: "/api/events/:eventId/ticket-types",
      summary: "An event's ticket types (or one activity's)",
      access: "owner",
      params: ZEventId,
      query: ZTypeQuery,
      response: z.object({ items: z.array(ZTicketType) }),
    },
    createType: {
      method: "POST",
      path: "/api/events/:eventId/ticket-types",
      summary: "Add a ticket type to an event",
      access: "owner",
      params: ZEventId,
      body: ZTicketTypeInput,
      response: ZTicketType,
      status: 201,
    },
    updateType: {
      method: "PATCH",
      path: "/api/ticket-types/:typeId",
      summary: "Change a ticket type (its quantity never below what is sold)",
      access: "owner",
      params: ZTypeId,
      body: ZTicketTypePatch,
      response: ZTicketType,
    },
    removeType: {
      method: "DELETE",
      path: "/api/ticket-types/:typeId",
      summary: "Delete a ticket type no ticket was issued of",
      access: "owner",
      params: ZTypeId,
      response: ZDeleted,
    },

    // The shop's settings
    getShop: {
      method: "GET",
      path: "/api/events/:eventId/ticket-shop",
      summary: "An event's ticket shop settings and link",
      access: "owner",
      params: ZEventId,
      response: ZTicketShop,
    },
    updateShop: {
      method: "PATCH",
      path: "/api/events/:eventId/ticket-shop",
      summary: "Open, close or configure an event's ticket shop",
      access: "owner",
      params: ZEventId,
      body: ZTicketShopInput,
      response: ZTicketShop,
    },
    replaceShopLink: {
      method: "POST",
      path: "/api/events/:eventId/ticket-shop/token",
      summary: "Replace the shop's link (the old one stops working)",
      access: "owner",
      params: ZEventId,
      response: ZTicketShop,
    },

    // Orders and tickets
    listOrders: {
      method: "GET",
      path: "/api/events/:eventId/orders",
      summary: "An event's orders, searched, filtered and paged",
      access: "owner",
      params: ZEventId,
      query: ZOrderListQuery,
      response: ZOrderList,
    },
    issue: {
      method: "POST",
      path: "/api/events/:eventId/orders",
      summary: "Issue tickets by hand (complimentary or paid elsewhere)",
      access: "owner",
      params: ZEventId,
      body: ZIssueInput,
      response: ZOrder,
      status: 201,
    },
    issueFromGuests: {
      method: "POST",
      path: "/api/events/:eventId/orders/from-guests",
      summary: "Issue a ticket to each person coming of every confirmed guest without one",
      access: "owner",
      params: ZEventId,
      body: ZIssueFromGuestsInput,
      response: ZIssueFromGuestsResult,
    },
    confirmPayment: {
      method: "POST",
      path: "/api/orders/:orderId/confirm-payment",
      summary: "Mark an offline payment received and send the tickets",
      access: "owner",
      params: ZOrderId,
      response: ZOrder,
    },
    cancelOrder: {
      method: "POST",
      path: "/api/orders/:orderId/cancel",
      summary: "Cancel an order's tickets and give their places back",
      access: "owner",
      params: ZOrderId,
      body: ZCancelInput.optional(),
      response: ZCancelResult,
    },
    resend: {
      method: "POST",
      path: "/api/orders/:orderId/resend",
      summary: "Mail an order's tickets to the buyer again",
      access: "owner",
      params: ZOrderId,
      response: z.object({ sent: z.literal(true) }),
    },
    listTickets: {
      method: "GET",
      path: "/api/events/:eventId/tickets",
      summary: "An event's tickets (attendees), searched, filtered and paged",
      access: "owner",
      params: ZEventId,
      query: ZTicketListQuery,
      response: ZTicketList,
    },
    cancelTicket: {
      method: "POST",
      path: "/api/tickets/:ticketId/cancel",
      summary: "Cancel one ticket and give its place back",
      access: "owner",
      params: ZTicketId,
      response: ZCancelResult,
    },

    // Check-in lists and their door links
    listCheckinLists: {
      method: "GET",
      path: "/api/events/:eventId/checkin-lists",
      summary: "An event's check-in lists with their door links",
      access: "owner",
      params: ZEventId,
      response: z.object({ items: z.array(ZCheckinList) }),
    },
    createCheckinList: {
      method: "POST",
      path: "/api/events/:eventId/checkin-lists",
      summary: "Add a check-in list (with a door link) to an event",
      access: "owner",
      params: ZEventId,
      body: ZCheckinListInput,
      response: ZCheckinList,
      status: 201,
    },
    updateCheckinList: {
      method: "PATCH",
      path: "/api/checkin-lists/:listId",
      summary: "Change a check-in list",
      access: "owner",
      params: ZListId,
      body: ZCheckinListPatch,
      response: ZCheckinList,
    },
    removeCheckinList: {
      method: "DELETE",
      path: "/api/checkin-lists/:listId",
      summary: "Delete a check-in list",
      access: "owner",
      params: ZListId,
      response: ZDeleted,
    },
    newDoorLink: {
      method: "POST",
      path: "/api/checkin-lists/:listId/door-link",
      summary: "Give a check-in list a new door link (the old one stops working)",
      access: "owner",
      params: ZListId,
      response: ZCheckinList,
    },
    revokeDoorLink: {
      method: "DELETE",
      path: "/api/checkin-lists/:listId/door-link",
      summary: "Turn a check-in list's door link off",
      access: "owner",
      params: ZListId,
      response: ZCheckinList,
    },
    doorSearch: {
      method: "GET",
      path: "/api/checkin-lists/:listId/tickets",
      summary: "Door staff find tickets by name, email, order reference or short code, with their check-in here",
      access: "owner",
      params: ZListId,
      query: ZDoorSearchQuery,
      response: ZDoorSearchResult,
    },

    // Statistics and exports
    stats: {
      method: "GET",
      path: "/api/events/:eventId/ticket-stats",
      summary: "An event's ticket statistics: sold, checked in, expected, by type and by hour",
      access: "owner",
      params: ZEventId,
      response: ZTicketStats,
    },
    liveStats: {
      method: "GET",
      path: "/api/events/:eventId/ticket-stats/live",
      summary: "The statistics as server-sent events (event `stats`); asked for JSON, answers them once",
      access: "owner",
      params: ZEventId,
      response: "event-stream",
    },
    export: {
      method: "GET",
      path: "/api/events/:eventId/ticket-export",
      summary: "Download an event's orders, tickets or check-ins as CSV or XLSX",
      access: "owner",
      params: ZEventId,
      query: ZExportQuery,
      response: "download",
    },

    guestOrders: {
      method: "GET",
      path: "/api/public/invitations/:token/tickets",
      summary: "A guest's orders for the event, through their personal invitation link (no account)",
      access: "link",
      planOf: "event",
      params: ZToken,
      response: ZGuestOrders,
    },

    // Buyers: the shop and their tickets, by the shop's or the order's link
    shopView: {
      method: "GET",
      path: "/api/public/tickets/:token",
      summary: "An event's ticket shop, by its link",
      access: "link",
      feature: undefined,
      params: ZToken,
      response: ZShopView,
    },
    placeOrder: {
      method: "POST",
      path: "/api/public/tickets/:token/orders",
      summary: "Order tickets in a shop (201; a retried idempotency key answers the first order with 200)",
      access: "link",
      feature: undefined,
      params: ZToken,
      body: ZShopOrderInput,
      response: ZShopOrderResult,
      status: 201,
    },
    orderConfirmation: {
      method: "GET",
      path: "/api/public/orders/:token",
      summary: "A buyer's order and tickets, by the order's link",
      access: "link",
      feature: undefined,
      params: ZToken,
      response: ZOrderConfirmation,
    },
    orderPdf: {
      method: "GET",
      path: "/api/public/orders/:token/tickets.pdf",
      summary: "A buyer's tickets as a PDF, by the order's link",
      access: "link",
      feature: undefined,
      params: ZToken,
      response: "download",
    },
    orderCalendar: {
      method: "GET",
      path: "/api/public/orders/:token/calendar.ics",
      summary: "The event as a calendar file (.ics), by the order's link",
      access: "link",
      feature: undefined,
      params: ZToken,
      response: "download",
    },

    // The door, by a check-in list's door link
    doorView: {
      method: "GET",
      path: "/api/door/:token",
      summary: "The door scanner's list and counts, by the door link (and what signed-in door staff may do)",
      access: "link",
      feature: undefined,
      params: ZToken,
      response: ZDoorView,
    },
    scan: {
      method: "POST",
      path: "/api/door/:token/scans",
      summary:
        "Check a ticket in by its code, or by its short code for signed-in door staff (a retried nonce answers like the first try)",
      access: "link",
      feature: undefined,
      params: ZToken,
      body: ZScanInput,
      response: ZScanAnswer,
    },
    undoScan: {
      method: "POST",
      path: "/api/door/:token/scans/:scanId/undo",
      summary: "Take back a mistaken admission",
      access: "link",
      feature: undefined,
      params: ZDoorScan,
      response: z.object({ undone: z.literal(true) }),
    },
  },
  { feature: "ticket-management" },
);
