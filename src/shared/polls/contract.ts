/**
 * The polls feature's HTTP endpoints (src/shared/contract.ts): an event's organiser asks, its members answer
 * and (when the poll shows them) see the results, live. A poll of an event the caller does not belong to,
 * and an organiser's action by anyone else, answer 404.
 */
import { z } from "zod";
import { defineContract } from "../contract.ts";
import { ZDeleted, ZEventId } from "../route-params.ts";
import {
  POLL_EXPORT_FORMATS,
  ZPoll,
  ZPollInput,
  ZPollList,
  ZPollPatch,
  ZPollResults,
  ZResponseInput,
} from "./schemas.ts";

const ZPollId = z.object({ id: z.string().min(1).max(100) });
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
      params: ZPollId,
      response: ZPoll,
    },
    update: {
      method: "PATCH",
      path: "/api/polls/:id",
      summary: "Change a poll's settings (its questions only before the first answer)",
      access: "owner",
      params: ZPollId,
      body: ZPollPatch,
      response: ZPoll,
    },
    close: {
      method: "POST",
      path: "/api/polls/:id/close",
      summary: "Close a poll now",
      access: "owner",
      params: ZPollId,
      response: ZPoll,
    },
    remove: {
      method: "DELETE",
      path: "/api/polls/:id",
      summary: "Delete a poll with its answers",
      access: "owner",
      params: ZPollId,
      response: ZDeleted,
    },
    respond: {
      method: "PUT",
      path: "/api/polls/:id/response",
      summary: "Answer a poll that is open (again, to change my answers where the poll allows it)",
      access: "member",
      params: ZPollId,
      body: ZResponseInput,
      response: ZPoll,
    },
    results: {
      method: "GET",
      path: "/api/polls/:id/results",
      summary: "A poll's results, when they are shown to the caller",
      access: "member",
      params: ZPollId,
      response: ZPollResults,
    },
    resultsStream: {
      method: "GET",
      path: "/api/polls/:id/results/stream",
      summary: "A poll's results, live (server-sent events; one JSON answer without text/event-stream)",
      access: "member",
      params: ZPollId,
      response: "event-stream",
    },
    export: {
      method: "GET",
      path: "/api/polls/:id/export",
      summary: "Download a poll's responses as CSV or XLSX (anonymous polls without names)",
      access: "owner",
      params: ZPollId,
      query: ZExportQuery,
      response: "download",
    },
  },
  { feature: "polls-surveys" },
);
