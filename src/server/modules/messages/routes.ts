import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZBlockList,
  ZBlockState,
  ZContactList,
  ZContactQuery,
  ZConversation,
  ZConversationDetail,
  ZConversationList,
  ZMessage,
  ZMessagePage,
  ZMessagePageQuery,
  ZMessageReport,
  ZMessageReportList,
  ZReportCreated,
  ZReportInput,
  ZSendMessageInput,
  ZStartConversationInput,
  ZUnread,
} from "#shared/messages/schemas.ts";
import type { Actor } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import * as blocks from "./blocks.ts";
import { listContacts } from "./contacts.ts";
import * as conversations from "./conversations.ts";
import type { CommunityDeps, MessageContext } from "./deps.ts";
import { streamInbox } from "./live.ts";
import * as reports from "./reports.ts";

const id = (label: string) => z.string().min(1, `${label} is required`).max(100, `${label} is too long`);
const ZConversationId = z.object({ conversationId: id("Conversation") });
const ZUserId = z.object({ userId: id("Person") });
const ZMessageId = z.object({ messageId: id("Message") });
const ZEventId = z.object({ eventId: id("Event") });
const ZReportId = z.object({ reportId: id("Report") });
const tags = ["messages"];
const premium = { requires: "premium" as const };

export function registerMessageRoutes(app: FastifyInstance, db: Db, deps: CommunityDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (actor: Actor | null): MessageContext => ({ db, actor: actor!, realtime: deps.realtime });

  r.get(
    "/api/messages/contacts",
    { config: premium, schema: { tags, querystring: ZContactQuery, response: { 200: ZContactList } } },
    async (request) => ({
      items: await listContacts(ctx(request.actor), request.query.q),
    }),
  );
  r.get("/api/messages/unread", { config: premium, schema: { tags, response: { 200: ZUnread } } }, async (request) =>
    conversations.unreadTotal(db, request.actor!.userId),
  );
  r.get("/api/messages/stream", { config: premium, schema: { tags } }, async (request, reply) =>
    streamInbox(ctx(request.actor), request, reply),
  );

  r.get(
    "/api/conversations",
    { config: premium, schema: { tags, response: { 200: ZConversationList } } },
    async (request) => ({
      items: await conversations.listConversations(ctx(request.actor)),
    }),
  );
  r.post(
    "/api/conversations",
    {
      config: premium,
      schema: { tags, body: ZStartConversationInput, response: { 200: ZConversation, 201: ZConversation } },
    },
    async (request, reply) => {
      const { conversation, created } = await conversations.startConversation(ctx(request.actor), request.body.userId);
      return reply.status(created ? 201 : 200).send(conversation);
    },
  );
  r.get(
    "/api/conversations/:conversationId",
    { config: premium, schema: { tags, params: ZConversationId, response: { 200: ZConversationDetail } } },
    async (request) => conversations.getConversation(ctx(request.actor), request.params.conversationId),
  );
  r.get(
    "/api/conversations/:conversationId/messages",
    {
      config: premium,
      schema: { tags, params: ZConversationId, querystring: ZMessagePageQuery, response: { 200: ZMessagePage } },
    },
    async (request) => conversations.listMessages(ctx(request.actor), request.params.conversationId, request.query),
  );
  r.post(
    "/api/conversations/:conversationId/messages",
    {
      config: premium,
      schema: { tags, params: ZConversationId, body: ZSendMessageInput, response: { 200: ZMessage, 201: ZMessage } },
    },
    async (request, reply) => {
      const { message, created } = await conversations.sendMessage(
        ctx(request.actor),
        request.params.conversationId,
        request.body,
      );
      return reply.status(created ? 201 : 200).send(message);
    },
  );
  r.post(
    "/api/conversations/:conversationId/read",
    { config: premium, schema: { tags, params: ZConversationId, response: { 200: ZUnread } } },
    async (request) => conversations.markRead(ctx(request.actor), request.params.conversationId),
  );

  r.get("/api/blocks", { config: premium, schema: { tags, response: { 200: ZBlockList } } }, async (request) =>
    blocks.listBlocks(ctx(request.actor)),
  );
  r.post(
    "/api/users/:userId/block",
    { config: premium, schema: { tags, params: ZUserId, response: { 200: ZBlockState } } },
    async (request) => blocks.blockUser(ctx(request.actor), request.params.userId),
  );
  r.delete(
    "/api/users/:userId/block",
    { config: premium, schema: { tags, params: ZUserId, response: { 200: ZBlockState } } },
    async (request) => blocks.unblockUser(ctx(request.actor), request.params.userId),
  );

  r.post(
    "/api/messages/:messageId/report",
    { config: premium, schema: { tags, params: ZMessageId, body: ZReportInput, response: { 201: ZReportCreated } } },
    async (request, reply) =>
      reply.status(201).send(await reports.reportMessage(ctx(request.actor), request.params.messageId, request.body)),
  );
  r.get(
    "/api/events/:eventId/message-reports",
    { config: premium, schema: { tags, params: ZEventId, response: { 200: ZMessageReportList } } },
    async (request) => ({ items: await reports.listEventReports(ctx(request.actor), request.params.eventId) }),
  );
  r.post(
    "/api/message-reports/:reportId/resolve",
    { config: premium, schema: { tags, params: ZReportId, response: { 200: ZMessageReport } } },
    async (request) => reports.resolveReport(ctx(request.actor), request.params.reportId),
  );
}
