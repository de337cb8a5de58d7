import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  POLL_EXPORT_FORMATS,
  ZPoll,
  ZPollInput,
  ZPollList,
  ZPollPatch,
  ZPollResults,
  ZResponseInput,
} from "#shared/polls/schemas.ts";
import type { Actor } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { sendTableExport } from "../../table-export.ts";
import type { PollDeps } from "./deps.ts";
import * as polls from "./polls.ts";
import { submitResponse } from "./responses.ts";
import { exportResponses, pollResults, streamPollResults } from "./results.ts";
import { ZDeleted, ZEventId } from "#shared/route-params.ts";

const ZPollId = z.object({ id: z.string().min(1).max(100) });
const ZExportQuery = z.strictObject({
  format: z.enum(POLL_EXPORT_FORMATS, { error: "Format must be csv or xlsx" }).default("csv"),
});
const tags = ["polls"];
const premium = { requires: "premium" as const };

export function registerPollRoutes(app: FastifyInstance, db: Db, deps: PollDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (actor: Actor | null) => ({ db, actor: actor!, realtime: deps.realtime });

  r.get(
    "/api/events/:eventId/polls",
    { config: premium, schema: { tags, params: ZEventId, response: { 200: ZPollList } } },
    async (request) => ({
      items: await polls.listPolls(ctx(request.actor), request.params.eventId),
    }),
  );
  r.post(
    "/api/events/:eventId/polls",
    { config: premium, schema: { tags, params: ZEventId, body: ZPollInput, response: { 201: ZPoll } } },
    async (request, reply) =>
      reply.status(201).send(await polls.createPoll(ctx(request.actor), request.params.eventId, request.body)),
  );
  r.get(
    "/api/polls/:id",
    { config: premium, schema: { tags, params: ZPollId, response: { 200: ZPoll } } },
    async (request) => polls.getPoll(ctx(request.actor), request.params.id),
  );
  r.patch(
    "/api/polls/:id",
    { config: premium, schema: { tags, params: ZPollId, body: ZPollPatch, response: { 200: ZPoll } } },
    async (request) => polls.updatePoll(ctx(request.actor), request.params.id, request.body),
  );
  r.post(
    "/api/polls/:id/close",
    { config: premium, schema: { tags, params: ZPollId, response: { 200: ZPoll } } },
    async (request) => polls.closePoll(ctx(request.actor), request.params.id),
  );
  r.delete(
    "/api/polls/:id",
    { config: premium, schema: { tags, params: ZPollId, response: { 200: ZDeleted } } },
    async (request) => {
      await polls.deletePoll(ctx(request.actor), request.params.id);
      return { deleted: true as const };
    },
  );
  r.put(
    "/api/polls/:id/response",
    { config: premium, schema: { tags, params: ZPollId, body: ZResponseInput, response: { 200: ZPoll } } },
    async (request) => submitResponse(ctx(request.actor), request.params.id, request.body),
  );
  r.get(
    "/api/polls/:id/results",
    { config: premium, schema: { tags, params: ZPollId, response: { 200: ZPollResults } } },
    async (request) => pollResults(ctx(request.actor), request.params.id),
  );
  r.get(
    "/api/polls/:id/results/stream",
    { config: premium, schema: { tags, params: ZPollId } },
    async (request, reply) => streamPollResults(ctx(request.actor), request.params.id, request, reply),
  );
  r.get(
    "/api/polls/:id/export",
    { config: premium, schema: { tags, params: ZPollId, querystring: ZExportQuery } },
    async (request, reply) =>
      sendTableExport(reply, await exportResponses(ctx(request.actor), request.params.id, request.query.format)),
  );
}
