/**
 * The polls feature's HTTP endpoints (src/shared/contract.ts): an event's organiser asks, its members answer
 * and (when the poll shows them) see the results, live; a guest does the same through their personal
 * invitation link, without an account. A poll of an event the caller does not belong to (or not the link's),
 * and an organiser's action by anyone else, answer 404. Inside the event, the host's plan is what counts.
 */
import { z } from "zod";
import { defineContract } from "../contract.ts";
import { ZDeleted, ZEventId, ZToken } from "../route-params.ts";
import {
  POLL_EXPORT_FORMATS,
  ZGuestPoll,
  ZGuestPollList,
  ZPoll,
  ZPollInput,
  ZPollList,
  ZPollPatch,
  ZPollResults,
  ZResponseInput,
} from "./schemas.ts";

const ZPollId = z.object({ id: z.string().min(1).max(100) });
const ZGuestPollParams = ZToken.extend({ pollId: z.string().min(1).max(100) });
const ZExportQuery = z.strictObject({
  format: z.enum(POLL_EXPORT_FORMATS, { error: "Format must be csv or xlsx" }).default("csv"),
});

export const pollsContract = defineContract(
  "polls",
  {
    list: {
      method: "GET",
      path: "/api/events/:eventId/polls",
      summary: "An event's polls, with whether I answered each",
      access: "member",
      params: ZEventId,
      response: ZPollList,
    },
    create: {
      method: "POST",
      path: "/api/events/:eventId/polls",
      summary: "Ask an event's members a poll, with all its questions",
      access: "owner",
      params: ZEventId,
      body: ZPollInput,
      response: ZPoll,
      status: 201,
    },
    get: {
      method: "GET",
      path: "/api/polls/:id",
      summary: "A poll with its questions and my answers",
      access: "member",
      eventScope: { record: "poll" },
      params: ZPollId,
      response: ZPoll,
    },
    update: {
      method: "PATCH",
      path: "/api/polls/:id",
      summary: "Change a poll's settings (its questions only before the first answer)",
      access: "owner",
      eventScope: { record: "poll" },
      params: ZPollId,
      body: ZPollPatch,
      response: ZPoll,
    },
    close: {
      method: "POST",
      path: "/api/polls/:id/close",
      summary: "Close a poll now",
      access: "owner",
      eventScope: { record: "poll" },
      params: ZPollId,
      response: ZPoll,
    },
    remove: {
      method: "DELETE",
      path: "/api/polls/:id",
      summary: "Delete a poll with its answers",
      access: "owner",
      eventScope: { record: "poll" },
      params: ZPollId,
      response: ZDeleted,
    },
    respond: {
      method: "PUT",
      path: "/api/polls/:id/response",
      summary: "Answer a poll that is open (again, to change my answers where the poll allows it)",
      access: "member",
      eventScope: { record: "poll" },
      params: ZPollId,
      body: ZResponseInput,
      response: ZPoll,
    },
    results: {
      method: "GET",
      path: "/api/polls/:id/results",
      summary: "A poll's results, when they are shown to the caller",
      access: "member",
      eventScope: { record: "poll" },
      params: ZPollId,
      response: ZPollResults,
    },
    resultsStream: {
      method: "GET",
      path: "/api/polls/:id/results/stream",
      summary: "A poll's results, live (server-sent events; one JSON answer without text/event-stream)",
      access: "member",
      eventScope: { record: "poll" },
      params: ZPollId,
      response: "event-stream",
    },
    export: {
      method: "GET",
      path: "/api/polls/:id/export",
      summary: "Download a poll's responses as CSV or XLSX (anonymous polls without names)",
      access: "owner",
      eventScope: { record: "poll" },
      params: ZPollId,
      query: ZExportQuery,
      response: "download",
    },

    // A guest's personal invitation link: the token is the key, and the host's plan opens the feature.
    guestList: {
      method: "GET",
      path: "/api/public/invitations/:token/polls",
      summary: "The event's polls for a guest through their personal invitation link (no account), with their answers",
      access: "link",
      planOf: "event",
      params: ZToken,
      response: ZGuestPollList,
    },
    guestRespond: {
      method: "PUT",
      path: "/api/public/invitations/:token/polls/:pollId/response",
      summary: "A guest answers a poll through their personal invitation link (again, to change the answers)",
      access: "link",
      planOf: "event",
      params: ZGuestPollParams,
      body: ZResponseInput,
      response: ZGuestPoll,
    },
  },
  { feature: "polls-surveys" },
);
