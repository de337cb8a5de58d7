/**
 * One event's chat room live: 1,000 people keep the room's stream open (server-sent events) while people in
 * the room post messages one after another. Every listener must receive every message; the figure is the
 * time from starting a post to its frame arriving on a stream, over every (listener, message) pair, so it
 * covers the write, NOTIFY after commit, the room's one read per app server and the write to 1,000 sockets.
 */
import { randomUUID } from "node:crypto";
import { defineScenario } from "../scenario.ts";
import { startServer } from "../harness.ts";
import { fanoutMetrics, runStreamFanout, type FanoutListener, type FanoutSend } from "../stream-fanout.ts";
import { eventWithMembers } from "./message-fanout.ts";

const LISTENERS = Number(process.env.BENCH_FANOUT_LISTENERS) || 1_000;
const QUICK_LISTENERS = 50;
const MESSAGES = 20;
const P99_BUDGET_MS = 1_000;
const SETTLE_MS = 15_000;

export default defineScenario({
  title: `Event chat live: ${LISTENERS.toLocaleString("en")} listeners in one room, ${MESSAGES} messages posted one after another`,
  async run({ databaseUrl, quick, log }) {
    const listenerCount = quick ? QUICK_LISTENERS : LISTENERS;
    const server = await startServer(databaseUrl);
    try {
      log(`signing up ${listenerCount} people and inviting them to one event`);
      const { eventId, people } = await eventWithMembers(server, listenerCount);
      // Each message carries its key in its text, which every listener's frame repeats.
      const sends: FanoutSend[] = Array.from({ length: MESSAGES }, (_, i) => {
        const key = randomUUID();
        return {
          path: `/api/events/${eventId}/chat/messages`,
          cookie: people[i % people.length]!.cookie,
          body: { body: `Hello room ${key}` },
          key,
        };
      });
      const listeners: FanoutListener[] = people.map((person) => ({
        cookie: person.cookie,
        streamPath: `/api/events/${eventId}/chat/stream`,
        expects: sends.map((send) => send.key),
      }));
      log(`opening ${listenerCount} chat streams, then posting ${MESSAGES} messages`);
      const run = await runStreamFanout({ origin: server.url, listeners, sends, inFlight: 1, settleMs: SETTLE_MS });
      const { statuses, summary, metrics } = fanoutMetrics(run, sends.length, P99_BUDGET_MS);
      log(`posts ${statuses}; all ${run.latencies.length} deliveries arrived`);
      return { metrics, raw: { listeners: listenerCount, messages: MESSAGES, wallMs: run.wallMs, latencyMs: summary } };
    } finally {
      await server.close();
    }
  },
});
