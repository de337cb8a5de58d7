/**
 * A ticket sale rush (issue 8): a pro organiser opens the shop with 1,000 free tickets of one type, and
 * 10,000 buyers try to order one each, 100 at a time, each with their own idempotency key and address.
 * Exactly 1,000 must get their tickets and every other attempt must hear "sold out": a run that sells one
 * ticket too many or too few fails loudly instead of reporting a speed. The sale also queues one mail per
 * order (QR images and a PDF), sent by the same process while the rush goes on, as in production.
 */
import { Worker } from "node:worker_threads";
import { setTimeout as delay } from "node:timers/promises";
import { count, eq } from "drizzle-orm";
import { mailOutbox } from "../../../src/server/db/schema.ts";
import type { TShopOrderResult, TTicketShop, TTicketStats, TTicketType } from "../../../src/shared/tickets/schemas.ts";
import { eventInput } from "../../../tests/fixtures/factories.ts";
import { defineScenario, type Metric } from "../scenario.ts";
import { expectJson, percentile, roundMs, startServer, type BenchServer } from "../harness.ts";

const TICKETS = 1_000;
const ATTEMPTS = 10_000;
const IN_FLIGHT = 100;
// Issue 22 raised it from 500.
const MIN_ATTEMPTS_PER_SECOND = 1_000;
/** A smaller rush first, on another event, so the measured one does not time the JIT compiler and the pool's first connections. */
const WARM_UP = { tickets: 50, attempts: 500 };
const MAIL_WAIT_MS = 60_000;

export interface LoadRequest {
  method: "POST" | "GET";
  path: string;
  body?: unknown;
  /** The buyer's own address, as the proxy in front of the app reports it (the server trusts it). */
  forwardedFor?: string;
}

export interface LoadAnswer {
  status: number;
  body: string;
  /** From sending the request to the last byte of the answer. */
  ms: number;
  /** When the answer was complete, from the start of the run. */
  doneAtMs: number;
}

export interface LaneRun {
  /** The answers, lane by lane, in each lane's order. */
  lanes: LoadAnswer[][];
  wallMs: number;
}

// Plain JavaScript for the worker thread (it cannot load TypeScript): one kept-alive connection per lane,
// each lane sending its requests one after another, every lane at once.
const LANE_WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const http = require("node:http");
const { origin, lanes } = workerData;
const target = new URL(origin);
const agent = new http.Agent({ keepAlive: true, maxSockets: lanes.length });
function send(request, started) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    const headers = { origin };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (request.forwardedFor) headers["x-forwarded-for"] = request.forwardedFor;
    const finish = (status, text) => {
      const now = performance.now();
      resolve({ status, body: text, ms: now - t0, doneAtMs: now - started });
    };
    const outgoing = http.request({ host: target.hostname, port: target.port, method: request.method, path: request.path, agent, headers }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => finish(response.statusCode, Buffer.concat(chunks).toString("utf8")));
      response.on("error", (error) => finish(0, String(error)));
    });
    outgoing.on("error", (error) => finish(0, String(error)));
    outgoing.end(body);
  });
}
(async () => {
  const started = performance.now();
  const answers = await Promise.all(lanes.map(async (lane) => {
    const out = [];
    for (const request of lane) out.push(await send(request, started));
    return out;
  }));
  parentPort.postMessage({ lanes: answers, wallMs: performance.now() - started });
  agent.destroy();
})();
`;

/**
 * Sends every lane's requests to the server from a worker thread (on the server's own event loop the load
 * would take turns with the requests it measures). Lanes run side by side; within a lane a request waits
 * for the answer before it, so a lane can depend on its own earlier answers (a scanner scanning a ticket again).
 */
export async function runLanes(origin: string, lanes: LoadRequest[][]): Promise<LaneRun> {
  const worker = new Worker(LANE_WORKER, { eval: true, workerData: { origin, lanes } });
  try {
    return await new Promise<LaneRun>((resolve, reject) => {
      worker.once("message", (result: LaneRun) => resolve(result));
      worker.once("error", reject);
      worker.once("exit", (code) =>
        reject(new Error(`the load worker stopped (exit code ${code}) before it answered`)),
      );
    });
  } finally {
    await worker.terminate();
  }
}

/** How many answers had each status, e.g. "201: 1000, 409: 9000". */
export function statusBreakdown(answers: readonly LoadAnswer[]): string {
  const counts = new Map<number, number>();
  for (const answer of answers) counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}: ${n}`)
    .join(", ");
}

export type Owner = Awaited<ReturnType<BenchServer["signUp"]>>;

/** An event with one free type of `quantity` tickets and its shop open: the shop's token and the type. */
async function openSale(
  owner: Owner,
  name: string,
  quantity: number,
): Promise<{ eventId: string; shopToken: string; typeId: string }> {
  const { id: eventId } = expectJson<{ id: string }>(
    await owner.client.request("POST", "/api/events", eventInput({ name, status: "published" })),
    201,
    "creating the event",
  );
  const type = expectJson<TTicketType>(
    await owner.client.request("POST", `/api/events/${eventId}/ticket-types`, {
      name: "General admission",
      priceMinor: 0,
      quantity,
      perOrderMax: 1,
    }),
    201,
    "creating the ticket type",
  );
  const shop = expectJson<TTicketShop>(
    await owner.client.request("PATCH", `/api/events/${eventId}/ticket-shop`, { enabled: true }),
    200,
    "opening the shop",
  );
  return { eventId, shopToken: shop.path!.split("/").pop()!, typeId: type.id };
}

/** `attempts` orders of one ticket each, dealt over IN_FLIGHT lanes. */
function rushLanes(prefix: string, shopToken: string, typeId: string, attempts: number): LoadRequest[][] {
  const lanes: LoadRequest[][] = Array.from({ length: IN_FLIGHT }, () => []);
  for (let i = 0; i < attempts; i++) {
    lanes[i % IN_FLIGHT]!.push({
      method: "POST",
      path: `/api/public/tickets/${shopToken}/orders`,
      // Every buyer on their own connection to the internet, as in a real sale (orders are limited per address).
      forwardedFor: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      body: {
        idempotencyKey: `${prefix}-order-${i}`,
        buyerName: `Buyer ${i}`,
        buyerEmail: `${prefix}.buyer${i}@example.com`,
        items: [{ typeId, quantity: 1 }],
      },
    });
  }
  return lanes;
}

/** Throws unless exactly `tickets` orders were placed (201) and every other attempt was told "sold out" (409 SOLD_OUT). */
function checkRush(answers: readonly LoadAnswer[], tickets: number): void {
  const placed = answers.filter((a) => a.status === 201);
  const soldOut = answers.filter(
    (a) => a.status === 409 && (JSON.parse(a.body) as { error?: { code?: string } }).error?.code === "SOLD_OUT",
  );
  if (placed.length !== tickets || soldOut.length !== answers.length - tickets) {
    const odd = answers.find((a) => a.status !== 201 && !(a.status === 409 && a.body.includes("SOLD_OUT")));
    throw new Error(
      `the rush sold ${placed.length} of ${tickets} tickets, ${soldOut.length} attempts heard SOLD_OUT (expected ${answers.length - tickets}); ` +
        `answers ${statusBreakdown(answers)}${odd ? `; e.g. ${odd.status} ${odd.body.slice(0, 300)}` : ""}`,
    );
  }
  const references = new Set(placed.map((a) => (JSON.parse(a.body) as TShopOrderResult).reference));
  if (references.size !== tickets)
    throw new Error(`${tickets} orders were answered but only ${references.size} distinct references`);
}

/** Waits (up to MAIL_WAIT_MS) for `expected` ticket mails in the outbox; the seconds it took, or null. */
async function mailsDrained(server: BenchServer, expected: number): Promise<{ seconds: number | null; sent: number }> {
  const t0 = performance.now();
  for (;;) {
    const [row] = await server.database.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, "tickets"));
    const sent = row?.n ?? 0;
    if (sent >= expected) return { seconds: (performance.now() - t0) / 1000, sent };
    if (performance.now() - t0 > MAIL_WAIT_MS) return { seconds: null, sent };
    await delay(250);
  }
}

export default defineScenario({
  title: `A ticket sale rush: ${ATTEMPTS.toLocaleString("en")} orders for ${TICKETS.toLocaleString("en")} tickets, ${IN_FLIGHT} in flight`,
  async run({ databaseUrl, quick, log }) {
    const tickets = quick ? TICKETS / 5 : TICKETS;
    const attempts = quick ? ATTEMPTS / 5 : ATTEMPTS;
    const server = await startServer(databaseUrl, { trustProxy: true });
    try {
      const owner = await server.signUp({ planType: "pro" });

      log(`warm-up: ${WARM_UP.attempts} orders for ${WARM_UP.tickets} tickets of another event`);
      const warm = await openSale(owner, "Warm-up gig", WARM_UP.tickets);
      checkRush(
        (await runLanes(server.url, rushLanes("warm", warm.shopToken, warm.typeId, WARM_UP.attempts))).lanes.flat(),
        WARM_UP.tickets,
      );
      // The warm-up's mails go out before the rush, so the rush's figures carry only its own.
      const warmMails = await mailsDrained(server, WARM_UP.tickets);
      if (warmMails.seconds === null)
        throw new Error(
          `only ${warmMails.sent} of the warm-up's ${WARM_UP.tickets} mails were sent in ${MAIL_WAIT_MS / 1000} s`,
        );

      const sale = await openSale(owner, "Summer festival", tickets);
      log(`rush: ${attempts} orders of one ticket for ${tickets} tickets, ${IN_FLIGHT} in flight`);
      const run = await runLanes(server.url, rushLanes("rush", sale.shopToken, sale.typeId, attempts));
      const answers = run.lanes.flat();
      checkRush(answers, tickets);
      const stats = expectJson<TTicketStats>(
        await owner.client.request("GET", `/api/events/${sale.eventId}/ticket-stats`),
        200,
        "the ticket statistics",
      );
      if (stats.sold !== tickets || stats.byType[0]?.sold !== tickets) {
        throw new Error(`the statistics say ${stats.sold} sold (${stats.byType[0]?.sold} of the type), not ${tickets}`);
      }
      log(`answers ${statusBreakdown(answers)}; the statistics say ${stats.sold} sold`);

      const placed = answers.filter((a) => a.status === 201);
      const soldOutAtMs = Math.max(...placed.map((a) => a.doneAtMs));
      const mails = await mailsDrained(server, WARM_UP.tickets + tickets);
      const all = answers.map((a) => a.ms);
      const metrics: Metric[] = [
        {
          name: "order attempts/s",
          value: Math.round(attempts / (run.wallMs / 1000)),
          unit: "orders/s",
          budget: { min: MIN_ATTEMPTS_PER_SECOND },
          note: `${attempts} attempts in ${(run.wallMs / 1000).toFixed(1)} s`,
        },
        {
          name: "successful orders/s",
          value: Math.round(tickets / (soldOutAtMs / 1000)),
          unit: "orders/s",
          note: `sold out ${(soldOutAtMs / 1000).toFixed(1)} s into the rush`,
        },
        { name: "order p50 (every attempt)", value: roundMs(percentile(all, 0.5)), unit: "ms" },
        { name: "order p99 (every attempt)", value: roundMs(percentile(all, 0.99)), unit: "ms" },
        {
          name: "order p50 (placed orders)",
          value: roundMs(
            percentile(
              placed.map((a) => a.ms),
              0.5,
            ),
          ),
          unit: "ms",
        },
        {
          name: "order p99 (placed orders)",
          value: roundMs(
            percentile(
              placed.map((a) => a.ms),
              0.99,
            ),
          ),
          unit: "ms",
        },
        mails.seconds === null
          ? {
              name: "ticket mails sent",
              value: mails.sent - WARM_UP.tickets,
              unit: "mails",
              note: `of ${tickets}, ${MAIL_WAIT_MS / 1000} s after the rush`,
            }
          : { name: "all ticket mails sent", value: roundMs(mails.seconds), unit: "s after the rush" },
      ];
      return {
        metrics,
        raw: {
          tickets,
          attempts,
          inFlight: IN_FLIGHT,
          wallMs: run.wallMs,
          soldOutAtMs,
          statuses: statusBreakdown(answers),
          mails,
          latencyMs: {
            p50: roundMs(percentile(all, 0.5)),
            p90: roundMs(percentile(all, 0.9)),
            p99: roundMs(percentile(all, 0.99)),
            max: roundMs(Math.max(...all)),
          },
        },
      };
    } finally {
      await server.close();
    }
  },
});
