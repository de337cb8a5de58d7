/**
 * The live statistics stream (server-sent events): fresh numbers on connect and after every change of the
 * event's tickets (an order, a cancellation, a scan, an undo), at most once a second however busy the door
 * is. Changes arrive through the realtime module, so a scan on another app server updates this stream too.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { TTicketStats } from "#shared/tickets/schemas.ts";
import type { ServiceContext } from "../../context.ts";
import { findOwnedEvent } from "../events/index.ts";
import type { Realtime } from "../realtime/index.ts";
import { ticketsTopic } from "./orders.ts";
import { eventTicketStats } from "./stats.ts";

const MIN_INTERVAL_MS = 1000;
/** A comment line now and then keeps proxies from closing a quiet stream. */
const KEEPALIVE_MS = 25_000;

export async function streamTicketStats(ctx: ServiceContext, realtime: Realtime, eventId: string, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const event = await findOwnedEvent(ctx.db, ctx.actor.userId, eventId);
  const first = await eventTicketStats(ctx.db, event.id, event.timeZone);
  // EventSource asks for a stream; anything else (a script, a health probe) gets today's numbers once.
  if (!String(request.headers.accept ?? "").includes("text/event-stream")) {
    await reply.header("cache-control", "no-store").send(first);
    return;
  }
  reply.hijack();
  const out = reply.raw;
  out.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store",
    connection: "keep-alive",
    "x-accel-buffering": "no",
  });
  const write = (stats: TTicketStats) => out.write(`event: stats\ndata: ${JSON.stringify(stats)}\n\n`);
  write(first);

  let closed = false;
  let lastSent = Date.now();
  let pending: NodeJS.Timeout | null = null;
  let running = false;
  const refresh = async () => {
    pending = null;
    if (closed || running) return;
    running = true;
    try {
      const stats = await eventTicketStats(ctx.db, event.id, event.timeZone);
      lastSent = Date.now();
      if (!closed) write(stats);
    } catch (error) {
      request.log.warn({ err: error }, "live ticket statistics could not be read");
    } finally {
      running = false;
    }
  };
  const unsubscribe = realtime.subscribe(ticketsTopic(event.id), () => {
    if (pending || closed) return;
    pending = setTimeout(() => void refresh(), Math.max(0, lastSent + MIN_INTERVAL_MS - Date.now()));
  });
  const keepalive = setInterval(() => out.write(": keep-alive\n\n"), KEEPALIVE_MS);
  request.raw.on("close", () => {
    closed = true;
    unsubscribe();
    clearInterval(keepalive);
    if (pending) clearTimeout(pending);
  });
}
