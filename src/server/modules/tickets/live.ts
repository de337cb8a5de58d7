/**
 * The live statistics stream (server-sent events): fresh numbers on connect and after every change of the
 * event's tickets (an order, a cancellation, a scan, an undo), at most once a second however busy the door
 * is. Changes arrive through the realtime module, so a scan on another app server updates this stream too.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ServiceContext } from "../../context.ts";
import { sendLiveView } from "../../event-stream.ts";
import { findOwnedEvent } from "../events/index.ts";
import type { Realtime } from "../realtime/index.ts";
import { ticketsTopic } from "./orders.ts";
import { eventTicketStats } from "./stats.ts";

export async function streamTicketStats(
  ctx: ServiceContext,
  realtime: Realtime,
  eventId: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const event = await findOwnedEvent(ctx.db, ctx.actor.userId, eventId);
  await sendLiveView({
    request,
    reply,
    realtime,
    topic: ticketsTopic(event.id),
    event: "stats",
    read: () => eventTicketStats(ctx.db, event.id, event.timeZone),
  });
}
