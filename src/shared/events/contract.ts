/**
 * The events feature's HTTP endpoints (src/shared/contract.ts). Every event belongs to its owner; someone
 * else's event answers 404. The booking calendar is served here too: it reads events and their activities
 * together, which only the events module can do (venues is below events in the module graph).
 */
import { z } from "zod";
import { defineContract } from "../contract.ts";
import { ZDeleted, ZEventId } from "../route-params.ts";
import { ZBooking, ZBookingQuery } from "../venues/schemas.ts";
import { ZEvent, ZEventInput, ZEventList, ZEventListQuery, ZEventStatusChange, ZEventSummary } from "./schemas.ts";

/** A cover's stored name; the server checks its form (COVER_FILE_RE) and answers 404 for anything else. */
const ZCoverName = z.object({ name: z.string() });

export const eventsContract = defineContract(
  "events",
  {
    list: {
      method: "GET",
      path: "/api/events",
      summary: "My events, searched, filtered, sorted and paged",
      access: "user",
      eventScope: "events",
      forAccount: true,
      query: ZEventListQuery,
      response: ZEventList,
    },
    summary: {
      method: "GET",
      path: "/api/events/summary",
      summary: "My events in short, newest start first (at most 20), for the dashboard",
      access: "user",
      eventScope: "events",
      forAccount: true,
      response: z.array(ZEventSummary),
    },
    bookings: {
      method: "GET",
      path: "/api/bookings",
      summary: "Which of my events and activities hold which of my venues between two instants",
      access: "user",
      eventScope: "all-events",
      forAccount: true,
      // The booking calendar is the venues feature's ("see when each one is booked").
      feature: "venues",
      query: ZBookingQuery,
      response: z.array(ZBooking),
    },
    create: {
      method: "POST",
      path: "/api/events",
      summary: "Create an event (its venue must be free then)",
      access: "user",
      eventScope: "account",
      forAccount: true,
      body: ZEventInput,
      response: ZEvent,
      status: 201,
    },
    get: {
      method: "GET",
      path: "/api/events/:eventId",
      summary: "One event",
      access: "owner",
      params: ZEventId,
      response: ZEvent,
    },
    update: {
      method: "PUT",
      path: "/api/events/:eventId",
      summary: "Edit an event (its activities must still fit its dates, capacity and venue)",
      access: "owner",
      params: ZEventId,
      body: ZEventInput,
      response: ZEvent,
    },
    setStatus: {
      method: "PATCH",
      path: "/api/events/:eventId/status",
      summary: "Publish, cancel or restore an event",
      access: "owner",
      params: ZEventId,
      body: ZEventStatusChange,
      response: ZEvent,
    },
    duplicate: {
      method: "POST",
      path: "/api/events/:eventId/duplicate",
      summary: "A draft copy of an event (without its venue), with a copy of its cover",
      access: "owner",
      params: ZEventId,
      response: ZEvent,
      status: 201,
    },
    remove: {
      method: "DELETE",
      path: "/api/events/:eventId",
      summary: "Delete an event, everything in it and its cover",
      access: "owner",
      params: ZEventId,
      response: ZDeleted,
    },
    setCover: {
      method: "PUT",
      path: "/api/events/:eventId/cover",
      summary: "Upload an event's cover image (cropped to 16:9, with a thumbnail)",
      access: "owner",
      params: ZEventId,
      upload: { field: "cover" },
      response: ZEvent,
    },
    removeCover: {
      method: "DELETE",
      path: "/api/events/:eventId/cover",
      summary: "Remove an event's cover image",
      access: "owner",
      params: ZEventId,
      response: ZEvent,
    },
    cover: {
      method: "GET",
      path: "/api/event-covers/:name",
      summary: "A cover image file (covers appear on the event's shared pages; their names are unguessable)",
      access: "public",
      params: ZCoverName,
      response: "download",
    },
  },
  { feature: "events" },
);
