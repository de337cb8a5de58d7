/**
 * The private messages' HTTP endpoints (src/shared/contract.ts): one-to-one conversations between people who
 * share an event, blocks, and reports of a message to the organiser of an event both people belong to. A
 * conversation or message the caller is not part of answers 404.
 */
import { z } from "zod";
import { defineContract } from "../contract.ts";
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
} from "./schemas.ts";

/** Path ids are only bounded here (the service answers 404 for a malformed one), named in the messages. */
const id = (label: string) => z.string().min(1, `${label} is required`).max(100, `${label} is too long`);
const ZConversationId = z.object({ conversationId: id("Conversation") });
const ZUserId = z.object({ userId: id("Person") });
const ZMessageId = z.object({ messageId: id("Message") });
const ZEventId = z.object({ eventId: id("Event") });
const ZReportId = z.object({ reportId: id("Report") });

export const messagesContract = defineContract(
  "messages",
  {
    contacts: {
      method: "GET",
      path: "/api/messages/contacts",
      summary: "The people I may message (who share an event with me), by name",
      access: "user",
      query: ZContactQuery,
      response: ZContactList,
    },
    unread: {
      method: "GET",
      path: "/api/messages/unread",
      summary: "How many messages I have not read, over all my conversations",
      access: "user",
      response: ZUnread,
    },
    stream: {
      method: "GET",
      path: "/api/messages/stream",
      summary: "My inbox, live (server-sent events; one JSON answer without text/event-stream)",
      access: "user",
      response: "event-stream",
    },
    conversations: {
      method: "GET",
      path: "/api/conversations",
      summary: "My conversations, latest first, with their unread counts",
      access: "user",
      response: ZConversationList,
    },
    start: {
      method: "POST",
      path: "/api/conversations",
      summary: "Open the conversation with someone I share an event with (201 when new, 200 when it exists)",
      access: "user",
      body: ZStartConversationInput,
      response: ZConversation,
      status: 201,
    },
    conversation: {
      method: "GET",
      path: "/api/conversations/:conversationId",
      summary: "One of my conversations, with whether a block stops it",
      access: "user",
      params: ZConversationId,
      response: ZConversationDetail,
    },
    messages: {
      method: "GET",
      path: "/api/conversations/:conversationId/messages",
      summary: "A conversation's messages, newest page first (older ones before a time)",
      access: "user",
      params: ZConversationId,
      query: ZMessagePageQuery,
      response: ZMessagePage,
    },
    send: {
      method: "POST",
      path: "/api/conversations/:conversationId/messages",
      summary: "Send a message (201; the same client id again answers 200 with the message sent before)",
      access: "user",
      params: ZConversationId,
      body: ZSendMessageInput,
      response: ZMessage,
      status: 201,
    },
    markRead: {
      method: "POST",
      path: "/api/conversations/:conversationId/read",
      summary: "Mark a conversation read; answers my unread total",
      access: "user",
      params: ZConversationId,
      response: ZUnread,
    },
    blocks: {
      method: "GET",
      path: "/api/blocks",
      summary: "The people I blocked",
      access: "user",
      response: ZBlockList,
    },
    block: {
      method: "POST",
      path: "/api/users/:userId/block",
      summary: "Block someone: neither of us can message the other",
      access: "user",
      params: ZUserId,
      response: ZBlockState,
    },
    unblock: {
      method: "DELETE",
      path: "/api/users/:userId/block",
      summary: "Unblock someone",
      access: "user",
      params: ZUserId,
      response: ZBlockState,
    },
    report: {
      method: "POST",
      path: "/api/messages/:messageId/report",
      summary: "Report a message of one of my conversations to the organiser of an event we share",
      access: "user",
      params: ZMessageId,
      body: ZReportInput,
      response: ZReportCreated,
      status: 201,
    },
    eventReports: {
      method: "GET",
      path: "/api/events/:eventId/message-reports",
      summary: "The messages reported to an event's organiser",
      access: "owner",
      params: ZEventId,
      response: ZMessageReportList,
    },
    resolveReport: {
      method: "POST",
      path: "/api/message-reports/:reportId/resolve",
      summary: "Mark a report dealt with",
      access: "owner",
      eventScope: { record: "messageReport" },
      params: ZReportId,
      response: ZMessageReport,
    },
  },
  // People who share an event whose host's plan includes private messages may write to each other.
  { feature: "private-messages", planOf: "event" },
);
