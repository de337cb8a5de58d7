/**
 * Realtime fan-out (server-sent events over Postgres LISTEN/NOTIFY, ADR 018): a writer publishes a
 * topic inside its transaction, so listeners hear of it only after COMMIT and never of a rolled-back change;
 * every app server listening on the database hears it, so several servers agree without a broker.
 * Payloads are topic names only (NOTIFY carries under 8000 bytes): listeners read what they need.
 */
import pg from "pg";
import { sql, type SQL } from "drizzle-orm";
import type { Database, Db } from "../../db/client.ts";

/** The one channel every app server listens on (its name is also written out in the LISTEN below). */
const CHANNEL = "gatherly_realtime";
const RECONNECT_MS = 1000;
const TOPIC_MAX = 200;

interface RealtimeLogger {
  warn(obj: object, msg: string): void;
}

export interface Realtime {
  /** Announces `topic` as part of the caller's transaction (`tx`), or at once outside one. */
  publish(tx: Db, topic: string): Promise<void>;
  /** Calls `listener` for every publish of `topic` on any app server; returns the unsubscribe. */
  subscribe(topic: string, listener: () => void): () => void;
  /** Calls `listener` with every topic that starts with `prefix` (a few fixed prefixes, not one per user). */
  subscribePrefix(prefix: string, listener: (topic: string) => void): () => void;
  /**
   * Whether this server is listening now. While it is not, announcements are being missed: a cache kept fresh
   * by them (the session check's) must not be trusted.
   */
  isListening(): boolean;
  /** Calls `listener` each time listening (re)starts, after which anything missed in between is unknown. */
  onListening(listener: () => void): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Announces `topic` as part of `tx` (heard after COMMIT, never after a rollback), or at once outside a
 * transaction. Needs no listener state, so a service can announce without being handed the Realtime.
 */
export async function announce(tx: Db, topic: string): Promise<void> {
  await tx.execute(sql`select ${announcementOf(topic)}`);
}

/**
 * The announcement of `topic` as an expression, for a write that announces from its own statement (a
 * scalar subquery over its `returning`, say) instead of paying a round trip for it. Same rules as `announce`.
 */
export function announcementOf(topic: string): SQL {
  return sql`pg_notify(${CHANNEL}, ${topic.slice(0, TOPIC_MAX)})`;
}

export function createRealtime(database: Database, log: RealtimeLogger): Realtime {
  const listeners = new Map<string, Set<() => void>>();
  const prefixListeners = new Set<{ prefix: string; listener: (topic: string) => void }>();
  const listeningListeners = new Set<() => void>();
  let listening = false;
  let stopped = false;

  function setListening(value: boolean): void {
    listening = value;
    if (!value) return;
    for (const listener of listeningListeners) {
      try {
        listener();
      } catch (error) {
        log.warn({ err: error }, "realtime listener failed");
      }
    }
  }
  let stopListening: (() => Promise<void>) | null = null;

  function deliver(topic: string): void {
    for (const listener of listeners.get(topic) ?? []) {
      try {
        listener();
      } catch (error) {
        log.warn({ err: error, topic }, "realtime listener failed");
      }
    }
    for (const { prefix, listener } of prefixListeners) {
      if (!topic.startsWith(prefix)) continue;
      try {
        listener(topic);
      } catch (error) {
        log.warn({ err: error, topic }, "realtime listener failed");
      }
    }
  }

  async function listenPglite(): Promise<void> {
    const pglite = database.pglite!;
    const unlisten = await pglite.listen(CHANNEL, (payload) => deliver(payload));
    setListening(true);
    stopListening = async () => {
      setListening(false);
      // The database may already be closed (shutdown order, a test closing it): nothing is listening then.
      if (pglite.closed) return;
      await unlisten().catch((error: unknown) => log.warn({ err: error }, "realtime could not stop listening"));
    };
  }

  /** One dedicated connection per app server (a pooled one cannot hold LISTEN), reopened when it drops. */
  async function listenPostgres(): Promise<void> {
    let client: pg.Client | null = null;
    let timer: NodeJS.Timeout | null = null;
    const connect = async () => {
      if (stopped) return;
      const next = new pg.Client({ connectionString: database.connectionString });
      const retry = () => {
        if (stopped || client !== next) return;
        setListening(false);
        client = null;
        next.end().catch(() => {});
        timer = setTimeout(() => void connect(), RECONNECT_MS);
      };
      next.on("error", (error) => {
        log.warn({ err: error }, "realtime connection lost; reconnecting");
        retry();
      });
      next.on("end", retry);
      next.on("notification", (message) => {
        if (message.channel === CHANNEL && message.payload) deliver(message.payload);
      });
      client = next;
      try {
        await next.connect();
        await next.query("listen gatherly_realtime");
        if (client === next) setListening(true);
      } catch (error) {
        log.warn({ err: error }, "realtime could not listen; retrying");
        retry();
      }
    };
    await connect();
    stopListening = async () => {
      setListening(false);
      if (timer) clearTimeout(timer);
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    };
  }

  return {
    publish: announce,
    subscribe(topic, listener) {
      let set = listeners.get(topic);
      if (!set) listeners.set(topic, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(topic);
      };
    },
    subscribePrefix(prefix, listener) {
      const entry = { prefix, listener };
      prefixListeners.add(entry);
      return () => {
        prefixListeners.delete(entry);
      };
    },
    isListening: () => listening,
    onListening(listener) {
      listeningListeners.add(listener);
      return () => {
        listeningListeners.delete(listener);
      };
    },
    async start() {
      stopped = false;
      if (database.kind === "pglite") await listenPglite();
      else await listenPostgres();
    },
    async stop() {
      stopped = true;
      await stopListening?.();
      stopListening = null;
      listeners.clear();
    },
  };
}
