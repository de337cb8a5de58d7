/**
 * The inbox stream (server-sent events): the caller's inbox view on connect and after every send, read or
 * block that touches them, heard through the realtime module so a message sent on another app server
 * arrives too. Chat wants quicker updates than statistics, hence the short interval.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { sendLiveView } from "../../event-stream.ts";
import { inboxView } from "./conversations.ts";
import { inboxTopic, type MessageContext } from "./deps.ts";

const INBOX_MIN_INTERVAL_MS = 250;

export async function streamInbox(ctx: MessageContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const me = ctx.actor.userId;
  await sendLiveView({
    request,
    reply,
    realtime: ctx.realtime,
    topic: inboxTopic(me),
    event: "inbox",
    read: () => inboxView(ctx.db, me),
    minIntervalMs: INBOX_MIN_INTERVAL_MS,
  });
}
