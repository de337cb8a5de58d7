/**
 * The chat's server-sent events. The generic live view (event-stream.ts) re-reads its whole view per
 * listener; a busy room with a thousand listeners would then read the database a thousand times per
 * message. Here each app server keeps one reader per room: on every publish of the room's topic it reads the
 * messages stored since the last read ONCE and writes them to all of this server's listeners of that event.
 *
 * A message's time is its transaction's start, and transactions commit out of order: a message can become
 * visible with a time just before one already sent. So each read looks back OVERLAP_MS before the newest
 * time seen and skips the ids it already sent. A message whose transaction ran longer than that is missed
 * live, and appears when the client next loads the page (every reconnect does).
 */
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import { CHAT_PAGE_DEFAULT, CHAT_STREAM_EVENTS } from "#shared/forum/schemas.ts";
import type { ServiceContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { requireMemberEvent } from "../people/index.ts";
import type { Realtime } from "../realtime/index.ts";
import { KEEPALIVE_MS, openEventStream, wantsEventStream } from "../../event-stream.ts";
import { chatHiddenTopic, chatTopic, hiddenAfter, listMessages, messagesAfter, roomHighWater } from "./chat.ts";

const OVERLAP_MS = 10_000;
/** A listener this far behind (bytes queued) is dropped: its browser reconnects and reloads the page. */
const SLOW_LISTENER_BYTES = 1_000_000;
const READ_BATCH = 500;

interface Listener {
  write(chunk: string): void;
}

interface Room {
  listeners: Set<Listener>;
  /** Resolves once the room knows where its reading starts. */
  ready: Promise<void>;
  created: Date;
  hidden: Date;
  /** What was sent, by id (message) or id@time (hiding), with its time, pruned behind the look-back. */
  sentMessages: Map<string, number>;
  sentHidings: Map<string, number>;
  dirtyMessages: boolean;
  dirtyHidden: boolean;
  running: boolean;
  unsubscribe: () => void;
}

interface ChatRooms {
  stream(ctx: ServiceContext, eventId: string, request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Ends every open stream (shutdown: the server would otherwise wait for them). */
  closeAll(): void;
  /** Rooms with listeners on this server (tests). */
  readonly size: number;
}

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

function prune(sent: Map<string, number>, horizon: number): void {
  for (const [key, at] of sent) if (at < horizon) sent.delete(key);
}

export function createChatRooms(db: Db, realtime: Realtime, log: FastifyBaseLogger): ChatRooms {
  const rooms = new Map<string, Room>();
  const open = new Set<() => void>();

  const broadcast = (room: Room, chunk: string) => {
    for (const listener of room.listeners) listener.write(chunk);
  };

  async function readMessages(eventId: string, room: Room): Promise<boolean> {
    const rows = await messagesAfter(db, eventId, new Date(room.created.getTime() - OVERLAP_MS), READ_BATCH);
    for (const message of rows) {
      const at = Date.parse(message.createdAt);
      if (at > room.created.getTime()) room.created = new Date(at);
      if (room.sentMessages.has(message.id)) continue;
      room.sentMessages.set(message.id, at);
      broadcast(room, frame(CHAT_STREAM_EVENTS.message, message));
    }
    prune(room.sentMessages, room.created.getTime() - OVERLAP_MS);
    return rows.length === READ_BATCH;
  }

  async function readHidings(eventId: string, room: Room): Promise<void> {
    const rows = await hiddenAfter(db, eventId, new Date(room.hidden.getTime() - OVERLAP_MS));
    for (const { id, hiddenAt } of rows) {
      const at = hiddenAt.getTime();
      if (at > room.hidden.getTime()) room.hidden = hiddenAt;
      const key = `${id}@${at}`;
      if (room.sentHidings.has(key)) continue;
      room.sentHidings.set(key, at);
      broadcast(room, frame(CHAT_STREAM_EVENTS.hidden, { id }));
    }
    prune(room.sentHidings, room.hidden.getTime() - OVERLAP_MS);
  }

  /** One read at a time per room; publishes during a read mark it dirty and it reads again after. */
  async function pump(eventId: string, room: Room): Promise<void> {
    if (room.running) return;
    room.running = true;
    try {
      await room.ready;
      while ((room.dirtyMessages || room.dirtyHidden) && room.listeners.size > 0) {
        const messages = room.dirtyMessages;
        const hidden = room.dirtyHidden;
        room.dirtyMessages = false;
        room.dirtyHidden = false;
        if (messages && (await readMessages(eventId, room))) room.dirtyMessages = true;
        if (hidden) await readHidings(eventId, room);
      }
    } catch (error) {
      log.warn({ err: error, eventId }, "chat messages could not be read");
    } finally {
      room.running = false;
    }
  }

  function join(eventId: string, listener: Listener): { room: Room; leave: () => void } {
    let room = rooms.get(eventId);
    if (!room) {
      const created: Room = {
        listeners: new Set(),
        ready: Promise.resolve(),
        created: new Date(0),
        hidden: new Date(0),
        sentMessages: new Map(),
        sentHidings: new Map(),
        dirtyMessages: false,
        dirtyHidden: false,
        running: false,
        unsubscribe: () => {},
      };
      // Subscribe before reading where to start, so nothing committed in between is missed: a publish
      // heard meanwhile only marks the room dirty, and the look-back covers it.
      const offMessages = realtime.subscribe(chatTopic(eventId), () => {
        created.dirtyMessages = true;
        void pump(eventId, created);
      });
      const offHidden = realtime.subscribe(chatHiddenTopic(eventId), () => {
        created.dirtyHidden = true;
        void pump(eventId, created);
      });
      created.unsubscribe = () => {
        offMessages();
        offHidden();
      };
      created.ready = (async () => {
        try {
          await start();
        } catch (error) {
          // A later listener tries afresh rather than joining a room that never started.
          created.unsubscribe();
          if (rooms.get(eventId) === created) rooms.delete(eventId);
          throw error;
        }
      })();
      async function start() {
        const high = await roomHighWater(db, eventId);
        created.created = high.created;
        created.hidden = high.hidden;
        // What is already there was loaded by the clients with the page: remember it as sent.
        for (const m of await messagesAfter(db, eventId, new Date(high.created.getTime() - OVERLAP_MS), READ_BATCH)) {
          created.sentMessages.set(m.id, Date.parse(m.createdAt));
        }
        for (const h of await hiddenAfter(db, eventId, new Date(high.hidden.getTime() - OVERLAP_MS))) {
          created.sentHidings.set(`${h.id}@${h.hiddenAt.getTime()}`, h.hiddenAt.getTime());
        }
      }
      rooms.set(eventId, created);
      room = created;
    }
    const joined = room;
    joined.listeners.add(listener);
    return {
      room: joined,
      leave() {
        joined.listeners.delete(listener);
        if (joined.listeners.size === 0 && rooms.get(eventId) === joined) {
          joined.unsubscribe();
          rooms.delete(eventId);
        }
      },
    };
  }

  return {
    get size() {
      return rooms.size;
    },
    closeAll() {
      for (const close of [...open]) close();
    },
    async stream(ctx, eventId, request, reply) {
      const event = await requireMemberEvent(ctx.db, ctx.actor.userId, eventId, ctx.eventPlan);
      if (!wantsEventStream(request)) {
        // A script or a probe gets the newest page once.
        await reply
          .header("cache-control", "no-store")
          .send(await listMessages(ctx, event.id, { limit: CHAT_PAGE_DEFAULT }));
        return;
      }
      const out = openEventStream(reply);
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        open.delete(close);
        leave();
        clearInterval(keepalive);
        out.end();
      };
      const listener: Listener = {
        write(chunk) {
          if (closed) return;
          if (out.writableLength > SLOW_LISTENER_BYTES) return close();
          out.write(chunk);
        },
      };
      const { room, leave } = join(event.id, listener);
      open.add(close);
      const keepalive = setInterval(() => listener.write(": keep-alive\n\n"), KEEPALIVE_MS);
      request.raw.on("close", close);
      try {
        await room.ready;
      } catch (error) {
        request.log.warn({ err: error, eventId }, "the chat stream could not start");
        return close();
      }
      // Told only now, the client loads the newest page after the room started reading: no gap between them.
      listener.write(`retry: 3000\n${frame(CHAT_STREAM_EVENTS.ready, {})}`);
    },
  };
}
