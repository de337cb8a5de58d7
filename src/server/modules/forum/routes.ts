import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZChatInput,
  ZChatMessage,
  ZChatPage,
  ZChatPatch,
  ZChatQuery,
  ZPageQuery,
  ZPost,
  ZPostInput,
  ZPostPatch,
  ZThread,
  ZThreadInput,
  ZThreadList,
  ZThreadPatch,
  ZThreadView,
} from "#shared/forum/schemas.ts";
import type { Actor } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import * as chat from "./chat.ts";
import type { ForumDeps } from "./deps.ts";
import { createChatRooms } from "./chat-stream.ts";
import * as forum from "./threads.ts";
import { ZDeleted, ZEventId, ZId } from "#shared/route-params.ts";

const tags = ["forum"];
const premium = { requires: "premium" as const };

export function registerForumRoutes(app: FastifyInstance, db: Db, deps: ForumDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (actor: Actor | null) => ({ db, actor: actor! });
  const rooms = createChatRooms(db, deps.realtime, app.log);
  // Open streams would hold the server's close until their browsers leave.
  app.addHook("preClose", async () => rooms.closeAll());

  // Forum
  r.get(
    "/api/events/:eventId/forum/threads",
    { config: premium, schema: { tags, params: ZEventId, querystring: ZPageQuery, response: { 200: ZThreadList } } },
    async (request) => forum.listThreads(ctx(request.actor), request.params.eventId, request.query),
  );
  r.post(
    "/api/events/:eventId/forum/threads",
    { config: premium, schema: { tags, params: ZEventId, body: ZThreadInput, response: { 201: ZThread } } },
    async (request, reply) =>
      reply.status(201).send(await forum.createThread(ctx(request.actor), request.params.eventId, request.body)),
  );
  r.get(
    "/api/forum/threads/:id",
    { config: premium, schema: { tags, params: ZId, querystring: ZPageQuery, response: { 200: ZThreadView } } },
    async (request) => forum.getThread(ctx(request.actor), request.params.id, request.query),
  );
  r.patch(
    "/api/forum/threads/:id",
    { config: premium, schema: { tags, params: ZId, body: ZThreadPatch, response: { 200: ZThread } } },
    async (request) => forum.updateThread(ctx(request.actor), request.params.id, request.body),
  );
  r.delete(
    "/api/forum/threads/:id",
    { config: premium, schema: { tags, params: ZId, response: { 200: ZDeleted } } },
    async (request) => {
      await forum.deleteThread(ctx(request.actor), request.params.id);
      return { deleted: true as const };
    },
  );
  r.post(
    "/api/forum/threads/:id/posts",
    { config: premium, schema: { tags, params: ZId, body: ZPostInput, response: { 201: ZPost } } },
    async (request, reply) =>
      reply.status(201).send(await forum.addPost(ctx(request.actor), request.params.id, request.body)),
  );
  r.patch(
    "/api/forum/posts/:id",
    { config: premium, schema: { tags, params: ZId, body: ZPostPatch, response: { 200: ZPost } } },
    async (request) => forum.updatePost(ctx(request.actor), request.params.id, request.body),
  );
  r.delete(
    "/api/forum/posts/:id",
    { config: premium, schema: { tags, params: ZId, response: { 200: ZDeleted } } },
    async (request) => {
      await forum.deletePost(ctx(request.actor), request.params.id);
      return { deleted: true as const };
    },
  );

  // Chat
  r.get(
    "/api/events/:eventId/chat/messages",
    { config: premium, schema: { tags, params: ZEventId, querystring: ZChatQuery, response: { 200: ZChatPage } } },
    async (request) => chat.listMessages(ctx(request.actor), request.params.eventId, request.query),
  );
  r.post(
    "/api/events/:eventId/chat/messages",
    { config: premium, schema: { tags, params: ZEventId, body: ZChatInput, response: { 201: ZChatMessage } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await chat.sendMessage(ctx(request.actor), deps.realtime, request.params.eventId, request.body)),
  );
  r.patch(
    "/api/chat/messages/:id",
    {
      config: premium,
      schema: {
        tags,
        params: ZId,
        body: ZChatPatch,
        response: { 200: z.object({ id: z.string(), hidden: z.boolean() }) },
      },
    },
    async (request) => chat.setMessageHidden(ctx(request.actor), deps.realtime, request.params.id, request.body.hidden),
  );
  r.get(
    "/api/events/:eventId/chat/stream",
    { config: premium, schema: { tags, params: ZEventId } },
    async (request, reply) => rooms.stream(ctx(request.actor), request.params.eventId, request, reply),
  );
}
