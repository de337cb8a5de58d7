import type { FastifyInstance } from "fastify";
import { messagesContract } from "#shared/messages/contract.ts";
import type { ServiceContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { serveContract } from "../../serve-contract.ts";
import * as blocks from "./blocks.ts";
import { listContacts } from "./contacts.ts";
import * as conversations from "./conversations.ts";
import type { CommunityDeps, MessageContext } from "./deps.ts";
import { streamInbox } from "./live.ts";
import * as reports from "./reports.ts";

export function registerMessageRoutes(app: FastifyInstance, db: Db, deps: CommunityDeps): void {
  // Every change announces itself on the inbox streams of the people it touches.
  const live = (ctx: ServiceContext): MessageContext => ({ ...ctx, realtime: deps.realtime });

  serveContract(app, db, messagesContract, {
    contacts: async ({ ctx, query }) => ({ items: await listContacts(live(ctx), query.q) }),
    unread: ({ actor }) => conversations.unreadTotal(db, actor.userId),
    stream: async ({ ctx, request, reply }) => {
      await streamInbox(live(ctx), request, reply);
      return reply;
    },
    conversations: async ({ ctx }) => ({ items: await conversations.listConversations(live(ctx)) }),
    start: async ({ ctx, body, reply }) => {
      const { conversation, created } = await conversations.startConversation(live(ctx), body.userId);
      // An existing conversation is found again, not made: 200 rather than the declared 201.
      if (!created) reply.status(200);
      return conversation;
    },
    conversation: ({ ctx, params }) => conversations.getConversation(live(ctx), params.conversationId),
    messages: ({ ctx, params, query }) => conversations.listMessages(live(ctx), params.conversationId, query),
    send: async ({ ctx, params, body, reply }) => {
      const { message, created } = await conversations.sendMessage(live(ctx), params.conversationId, body);
      // A retried send (same client id) finds the message already sent: 200 rather than the declared 201.
      if (!created) reply.status(200);
      return message;
    },
    markRead: ({ ctx, params }) => conversations.markRead(live(ctx), params.conversationId),
    blocks: ({ ctx }) => blocks.listBlocks(live(ctx)),
    block: ({ ctx, params }) => blocks.blockUser(live(ctx), params.userId),
    unblock: ({ ctx, params }) => blocks.unblockUser(live(ctx), params.userId),
    report: ({ ctx, params, body }) => reports.reportMessage(live(ctx), params.messageId, body),
    eventReports: async ({ ctx, params }) => ({ items: await reports.listEventReports(live(ctx), params.eventId) }),
    resolveReport: ({ ctx, params }) => reports.resolveReport(live(ctx), params.reportId),
  });
}
