/**
 * The forum's and the event chat's HTTP endpoints (src/shared/contract.ts): threads with replies, and one
 * live chat room per event, for the event's organiser and its verified guests. The author edits their own
 * words; the organiser pins, locks and hides. Anything of an event the caller does not belong to answers 404.
 *
 * Forum and chat have no card of their own in the catalogue. They belong to "announcements": like it, they
 * are the Communication category's way of talking to (and with) everyone of an event, where
 * "directory-profiles" is about who the people are. Both are premium, as the forum and chat are today.
 */
import { z } from "zod";
import { defineContract } from "../contract.ts";
import { ZDeleted, ZEventId, ZId } from "../route-params.ts";
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
} from "./schemas.ts";

export const forumContract = defineContract(
  "forum",
  {
    threads: {
      method: "GET",
      path: "/api/events/:eventId/forum/threads",
      summary: "An event's forum threads, pinned first then latest activity, a page at a time",
      access: "member",
      params: ZEventId,
      query: ZPageQuery,
      response: ZThreadList,
    },
    createThread: {
      method: "POST",
      path: "/api/events/:eventId/forum/threads",
      summary: "Start a thread in an event's forum",
      access: "member",
      params: ZEventId,
      body: ZThreadInput,
      response: ZThread,
      status: 201,
    },
    thread: {
      method: "GET",
      path: "/api/forum/threads/:id",
      summary: "A thread with a page of its replies",
      access: "member",
      eventScope: { record: "forumThread" },
      params: ZId,
      query: ZPageQuery,
      response: ZThreadView,
    },
    updateThread: {
      method: "PATCH",
      path: "/api/forum/threads/:id",
      summary: "Edit a thread (its author), or pin, lock or hide it (the organiser)",
      access: "member",
      eventScope: { record: "forumThread" },
      params: ZId,
      body: ZThreadPatch,
      response: ZThread,
    },
    deleteThread: {
      method: "DELETE",
      path: "/api/forum/threads/:id",
      summary: "Delete a thread and its replies (its author or the organiser)",
      access: "member",
      eventScope: { record: "forumThread" },
      params: ZId,
      response: ZDeleted,
    },
    reply: {
      method: "POST",
      path: "/api/forum/threads/:id/posts",
      summary: "Reply to a thread that is not locked",
      access: "member",
      eventScope: { record: "forumThread" },
      params: ZId,
      body: ZPostInput,
      response: ZPost,
      status: 201,
    },
    updatePost: {
      method: "PATCH",
      path: "/api/forum/posts/:id",
      summary: "Edit a reply (its author), or hide it (the organiser)",
      access: "member",
      eventScope: { record: "forumPost" },
      params: ZId,
      body: ZPostPatch,
      response: ZPost,
    },
    deletePost: {
      method: "DELETE",
      path: "/api/forum/posts/:id",
      summary: "Delete a reply (its author or the organiser)",
      access: "member",
      eventScope: { record: "forumPost" },
      params: ZId,
      response: ZDeleted,
    },
    chatMessages: {
      method: "GET",
      path: "/api/events/:eventId/chat/messages",
      summary: "A page of an event's chat, newest last (earlier ones before a message)",
      access: "member",
      params: ZEventId,
      query: ZChatQuery,
      response: ZChatPage,
    },
    sendChatMessage: {
      method: "POST",
      path: "/api/events/:eventId/chat/messages",
      summary: "Say something in an event's chat",
      access: "member",
      params: ZEventId,
      body: ZChatInput,
      response: ZChatMessage,
      status: 201,
    },
    hideChatMessage: {
      method: "PATCH",
      path: "/api/chat/messages/:id",
      summary: "Hide a chat message (its author or the organiser) or show it again (the organiser)",
      access: "member",
      eventScope: { record: "chatMessage" },
      params: ZId,
      body: ZChatPatch,
      response: z.object({ id: z.string(), hidden: z.boolean() }),
    },
    chatStream: {
      method: "GET",
      path: "/api/events/:eventId/chat/stream",
      summary: "An event's chat, live (server-sent events; the newest page once without text/event-stream)",
      access: "member",
      params: ZEventId,
      response: "event-stream",
    },
  },
  { feature: "announcements" },
);
