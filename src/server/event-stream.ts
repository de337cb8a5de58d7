/**
 * A live view as server-sent events: what `read` returns, sent on connect and again after every publish of
 * `topic` (on any app server, through the realtime module), at most once per `minIntervalMs` however busy
 * the topic is. A request that does not accept `text/event-stream` (a script, a health probe) gets the
 * view once as JSON. Used by the ticket statistics, the message inbox and poll results.
 */
import type { ServerResponse } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Realtime } from "./modules/realtime/index.ts";

/** A comment line now and then keeps proxies from closing a quiet stream. */
export const KEEPALIVE_MS = 25_000;

/** Whether the client asked for a stream; a script or a probe asks for one answer. */
export function wantsEventStream(request: FastifyRequest): boolean {
  return String(request.headers.accept ?? "").includes("text/event-stream");
}

/** Takes the response over from Fastify and starts an unbuffered event stream on it. */
export function openEventStream(reply: FastifyReply): ServerResponse {
  reply.hijack();
  const out = reply.raw;
  out.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store",
    connection: "keep-alive",
    // Proxies such as nginx would otherwise hold events back in their buffer.
    "x-accel-buffering": "no",
  });
  return out;
}

interface LiveViewOptions<T> {
  request: FastifyRequest;
  reply: FastifyReply;
  realtime: Realtime;
  topic: string;
  /** The SSE event name the client listens for. */
  event: string;
  read: () => Promise<T>;
  minIntervalMs?: number;
}

export async function sendLiveView<T>({
  request,
  reply,
  realtime,
  topic,
  event,
  read,
  minIntervalMs = 1000,
}: LiveViewOptions<T>): Promise<void> {
  const first = await read();
  if (!wantsEventStream(request)) {
    await reply.header("cache-control", "no-store").send(first);
    return;
  }
  const out = openEventStream(reply);
  const write = (view: T) => out.write(`event: ${event}\ndata: ${JSON.stringify(view)}\n\n`);
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
      const view = await read();
      lastSent = Date.now();
      if (!closed) write(view);
    } catch (error) {
      request.log.warn({ err: error, topic }, "a live view could not be read");
    } finally {
      running = false;
    }
  };
  const unsubscribe = realtime.subscribe(topic, () => {
    if (pending || closed) return;
    pending = setTimeout(() => void refresh(), Math.max(0, lastSent + minIntervalMs - Date.now()));
  });
  const keepalive = setInterval(() => out.write(": keep-alive\n\n"), KEEPALIVE_MS);
  request.raw.on("close", () => {
    closed = true;
    unsubscribe();
    clearInterval(keepalive);
    if (pending) clearTimeout(pending);
  });
}
