/**
 * Live delivery measured from outside the server: a worker thread holds many server-sent-events streams
 * open, sends messages, and times how long each expected message takes to show up on each stream. Each send
 * carries a unique key that the streamed data repeats (a private message's client id, a chat message's
 * text), so arrival is matched by the key appearing in a frame. Send and arrival times come from one clock,
 * and the load never shares the server's event loop. Used by the message and chat fan-out scenarios.
 */
import { Worker } from "node:worker_threads";
import { percentile, roundMs } from "./harness.ts";
import type { Metric } from "./scenario.ts";

export interface FanoutListener {
  cookie: string;
  streamPath: string;
  /** Keys of the sends this stream must deliver. */
  expects: string[];
}

export interface FanoutSend {
  path: string;
  cookie: string;
  /** JSON body; it must carry `key` somewhere the stream will repeat it. */
  body: unknown;
  key: string;
}

interface FanoutOptions {
  origin: string;
  listeners: FanoutListener[];
  sends: FanoutSend[];
  /** Sends at the same time (1 sends one after the other). */
  inFlight: number;
  /** How long to wait for missing deliveries after the last send answered. */
  settleMs: number;
}

interface FanoutResult {
  /** Per listener and expected key: ms from starting the send to the frame holding the key; null if it never came. */
  latencies: Array<number | null>;
  sendStatuses: Record<number, number>;
  wallMs: number;
}

// Plain JavaScript: a worker thread cannot load TypeScript.
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const http = require("node:http");
const { origin, listeners, sends, inFlight, settleMs } = workerData;
const target = new URL(origin);
const streamAgent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
const sendAgent = new http.Agent({ keepAlive: true, maxSockets: inFlight });
const sentAt = new Map();
const expected = listeners.reduce((n, l) => n + l.expects.length, 0);
const arrivals = listeners.map((l) => new Map(l.expects.map((key) => [key, null])));
const requests = [];
let delivered = 0;
let onAllDelivered = () => {};

function openStream(listener, index) {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: target.hostname, port: target.port, path: listener.streamPath, agent: streamAgent,
      headers: { accept: "text/event-stream", cookie: listener.cookie } }, (response) => {
      if (response.statusCode !== 200) return reject(new Error("stream " + index + " answered " + response.statusCode));
      let buffer = "";
      let opened = false;
      const waiting = arrivals[index];
      response.setEncoding("utf8");
      response.on("data", (chunk) => {
        const now = performance.now();
        if (!opened) { opened = true; resolve(); }
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf("\\n\\n")) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          for (const [key, at] of waiting) {
            if (at !== null || !sentAt.has(key) || !frame.includes(key)) continue;
            waiting.set(key, now - sentAt.get(key));
            if (++delivered === expected) onAllDelivered();
          }
        }
      });
    });
    requests.push(request);
    request.on("error", reject);
  });
}

function send(message) {
  return new Promise((resolve) => {
    const body = JSON.stringify(message.body);
    sentAt.set(message.key, performance.now());
    const request = http.request({ host: target.hostname, port: target.port, method: "POST", agent: sendAgent, path: message.path,
      headers: { origin, cookie: message.cookie, "content-type": "application/json" } }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode));
    });
    request.on("error", () => resolve(0));
    request.end(body);
  });
}

(async () => {
  await Promise.all(listeners.map(openStream));
  const started = performance.now();
  const statuses = {};
  let next = 0;
  await Promise.all(Array.from({ length: inFlight }, async () => {
    while (next < sends.length) {
      const status = await send(sends[next++]);
      statuses[status] = (statuses[status] || 0) + 1;
    }
  }));
  await new Promise((resolve) => {
    onAllDelivered = resolve;
    if (delivered === expected) resolve();
    setTimeout(resolve, settleMs);
  });
  const latencies = arrivals.flatMap((waiting) => [...waiting.values()]);
  parentPort.postMessage({ latencies, sendStatuses: statuses, wallMs: performance.now() - started });
  for (const request of requests) request.destroy();
  streamAgent.destroy();
  sendAgent.destroy();
})().catch((error) => { throw error; });
`;

export async function runStreamFanout(options: FanoutOptions): Promise<FanoutResult> {
  const worker = new Worker(WORKER, { eval: true, workerData: options });
  try {
    return await new Promise<FanoutResult>((resolve, reject) => {
      worker.once("message", (result: FanoutResult) => resolve(result));
      worker.once("error", reject);
      worker.once("exit", (code) =>
        reject(new Error(`the fan-out worker stopped (exit code ${code}) before it answered`)),
      );
    });
  } finally {
    await worker.terminate();
  }
}

/** The figures of a fan-out run, or an error when a send failed or a delivery never came. */
export function fanoutMetrics(
  run: FanoutResult,
  sends: number,
  budgetP99Ms: number,
): { statuses: string; summary: Record<string, number>; metrics: Metric[] } {
  const arrived = run.latencies.filter((ms): ms is number => ms !== null);
  const statuses = Object.entries(run.sendStatuses)
    .map(([status, n]) => `${status}: ${n}`)
    .join(", ");
  if (run.sendStatuses[201] !== sends || arrived.length !== run.latencies.length) {
    throw new Error(
      `${run.sendStatuses[201] ?? 0} of ${sends} sends succeeded (${statuses}); ${arrived.length} of ${run.latencies.length} deliveries arrived`,
    );
  }
  const summary = {
    p50: roundMs(percentile(arrived, 0.5)),
    p90: roundMs(percentile(arrived, 0.9)),
    p99: roundMs(percentile(arrived, 0.99)),
    max: roundMs(Math.max(...arrived)),
  };
  return {
    statuses,
    summary,
    metrics: [
      { name: "delivery p50", value: summary.p50, unit: "ms" },
      { name: "delivery p99", value: summary.p99, unit: "ms", budget: { max: budgetP99Ms } },
      { name: "delivery max", value: summary.max, unit: "ms" },
      {
        name: "deliveries/s",
        value: Math.round(arrived.length / (run.wallMs / 1000)),
        unit: "deliveries/s",
        note: `${sends} sent, ${arrived.length} delivered in ${(run.wallMs / 1000).toFixed(1)} s`,
      },
    ],
  };
}
