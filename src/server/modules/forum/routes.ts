import type { FastifyInstance } from "fastify";
import { forumContract } from "#shared/forum/contract.ts";
import type { Db } from "../../db/client.ts";
import { serveContract } from "../../serve-contract.ts";
import * as chat from "./chat.ts";
import type { ForumDeps } from "./deps.ts";
import { createChatRooms } from "./chat-stream.ts";
import * as forum from "./threads.ts";

export function registerForumRoutes(app: FastifyInstance, db: Db, deps: ForumDeps): void {
  const rooms = createChatRooms(db, deps.realtime, app.log);
  // Open streams would hold the server's close until their browsers leave.
  app.addHook("preClose", async () => rooms.closeAll());

  serveContract(app, db, forumContract, {
    // Forum
    threads: ({ ctx, params, query }) => forum.listThreads(ctx, params.eventId, query),
    createThread: ({ ctx, params, body }) => forum.createThread(ctx, params.eventId, body),
    thread: ({ ctx, params, query }) => forum.getThread(ctx, params.id, query),
    updateThread: ({ ctx, params, body }) => forum.updateThread(ctx, params.id, body),
    deleteThread: async ({ ctx, params }) => {
      await forum.deleteThread(ctx, params.id);
      return { deleted: true as const };
    },
    reply: ({ ctx, params, body }) => forum.addPost(ctx, params.id, body),
    updatePost: ({ ctx, params, body }) => forum.updatePost(ctx, params.id, body),
    deletePost: async ({ ctx, params }) => {
      await forum.deletePost(ctx, params.id);
      return { deleted: true as const };
    },

    // Chat
    chatMessages: ({ ctx, params, query }) => chat.listMessages(ctx, params.eventId, query),
    sendChatMessage: ({ ctx, params, body }) => chat.sendMessage(ctx, deps.realtime, params.eventId, body),
    hideChatMessage: ({ ctx, params, body }) => chat.setMessageHidden(ctx, deps.realtime, params.id, body.hidden),
    chatStream: async ({ ctx, params, request, reply }) => {
      await rooms.stream(ctx, params.eventId, request, reply);
      return reply;
    },
  });
}
