/**
 * What the API scenarios share: a real Gatherly server on a fresh database (its own PostgreSQL database when
 * DATABASE_URL is set, a PGlite folder otherwise) listening on a local port, people signed up through the
 * public API, and autocannon runs reported the same way everywhere.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../../src/server/app.ts";
import { migrateDatabase, openDatabase, type Database, type Db } from "../../src/server/db/client.ts";
import { activities, events, venues } from "../../src/server/db/schema.ts";
import { loadConfig } from "../../src/server/env.ts";
import { httpClient } from "../../tests/fixtures/http-client.ts";
import { signUp, type SignedUpUser } from "../../tests/fixtures/factories.ts";
import type { TSignUpInput } from "../../src/shared/auth/schemas.ts";
import type { Metric } from "./scenario.ts";

async function adminQuery(adminUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

const repoRoot = path.resolve(import.meta.dirname, "../..");

/** The client as `npm run build` makes it, into `outDir`; a failing build (the bundle budget) fails the scenario with its message. */
export async function buildClient(outDir: string): Promise<void> {
  const child = spawn("npx", ["vite", "build", "--outDir", outDir, "--emptyOutDir"], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) =>
    child.once("error", reject).once("close", resolve),
  );
  if (code !== 0)
    throw new Error(`the client build failed (exit code ${code}):\n${output.trim().split("\n").slice(-30).join("\n")}`);
}

export interface BenchDatabase {
  database: Database;
  db: Db;
  /** Connection string of the bench's own PostgreSQL database (undefined on PGlite). */
  url: string | undefined;
  dataDir: string;
  close(): Promise<void>;
}

/** A fresh, migrated database, dropped again by close(). */
export async function freshDatabase(adminUrl: string | undefined, poolSize = 20): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "gatherly-bench-"));
  let url: string | undefined;
  const name = `gatherly_test_bench_${randomBytes(3).toString("hex")}`;
  if (adminUrl) {
    await adminQuery(adminUrl, `create database ${pg.escapeIdentifier(name)}`);
    const parsed = new URL(adminUrl);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
  }
  const database = await openDatabase({ databaseUrl: url, dataDir, poolSize });
  await migrateDatabase(database);
  return {
    database,
    db: database.db,
    url,
    dataDir,
    async close() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (adminUrl) await adminQuery(adminUrl, `drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    },
  };
}

export interface BenchServer {
  /** http://127.0.0.1:port */
  url: string;
  database: BenchDatabase;
  /** Signs a new person up (on the free plan unless `planType` says otherwise); their session cookie is in `cookie`. */
  signUp(overrides?: Partial<TSignUpInput>): Promise<SignedUpUser & { cookie: string }>;
  close(): Promise<void>;
}

/** A local port nobody listens on right now (the kernel's pick, released again for the caller to take). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => probe.once("error", reject).listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no free local port");
  return address.port;
}

/** How many app servers `npm start` runs on PostgreSQL in the bench: BENCH_WORKERS, else one per core. */
function benchWorkers(): number {
  const wanted = Number(process.env.BENCH_WORKERS);
  return Number.isInteger(wanted) && wanted >= 1 ? wanted : os.availableParallelism();
}

/** Polls /api/health until it answers 200, or throws with the server's output. */
async function waitForHealth(url: string, output: () => string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await fetch(`${url}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await delay(100);
  }
  throw new Error(`the server did not answer at ${url}:\n${output()}`);
}

/**
 * The app as production runs it, listening on a free local port. On PostgreSQL that is `npm start`'s cluster
 * (ADR 030: the compiled server, BENCH_WORKERS app servers and a jobs process) in processes of its own; the
 * people and data a scenario needs are still made through an in-process copy of the app on the same database
 * and secret (fastify.inject), whose sessions the cluster honours. On PGlite, and with `clientDir` (pages
 * built into another folder), the one in-process app listens itself.
 */
export async function startServer(
  adminUrl: string | undefined,
  options: {
    clientDir?: string;
    poolSize?: number;
    /** Believe X-Forwarded-For (load from many addresses). */ trustProxy?: boolean;
  } = {},
): Promise<BenchServer> {
  const database = await freshDatabase(adminUrl, options.poolSize);
  // The port is chosen before the app is built so that BASE_URL is the address a browser uses: the
  // same-origin guard and better-auth then accept the pages' own requests (Lighthouse drives a browser).
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // The bench's own database, not the admin one DATABASE_URL names.
    DATABASE_URL: database.url ?? "",
    DATA_DIR: database.dataDir,
    LOG_LEVEL: "silent",
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    BASE_URL: url,
    // Production with PostgreSQL refuses to start without a shared secret; a throwaway one fits a throwaway server.
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    WORKERS: String(benchWorkers()),
    ...(options.trustProxy ? { TRUST_PROXY: "true" } : {}),
  };
  const config = loadConfig(env);
  const cluster = database.url !== undefined && options.clientDir === undefined;
  const { app } = await buildApp({
    config,
    database: database.database,
    logger: false,
    serveClient: options.clientDir !== undefined,
    ...(options.clientDir ? { clientDir: options.clientDir } : {}),
    // Beside a cluster this copy only prepares data: the cluster's jobs process runs the jobs.
    runJobs: !cluster,
  });
  let stopCluster = async () => {};
  if (cluster) {
    await new Promise<void>((resolve, reject) =>
      spawn(process.execPath, ["scripts/build-server.mjs"], { cwd: repoRoot, stdio: "inherit" })
        .once("error", reject)
        .once("close", (code) => (code === 0 ? resolve() : reject(new Error(`the server build failed (${code})`)))),
    );
    // BENCH_PROFILE=<folder>: every process of the server writes a CPU profile there when it stops (the cluster
    // hands its flags to the processes it starts), to open in Chrome's DevTools.
    const profile = process.env.BENCH_PROFILE
      ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`]
      : [];
    const child = spawn(process.execPath, [...profile, "--enable-source-maps", "dist-server/main.js"], {
      cwd: repoRoot,
      env: { ...env, LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    await app.ready();
    try {
      await waitForHealth(url, () => output);
    } catch (error) {
      child.kill("SIGKILL");
      throw error;
    }
    stopCluster = async () => {
      child.kill("SIGTERM");
      await exited;
    };
  } else {
    await app.listen({ host: "127.0.0.1", port });
  }
  return {
    url,
    database,
    async signUp(overrides = {}) {
      const person = await signUp(httpClient(app, config.baseUrl), overrides);
      return { ...person, cookie: person.client.jar.header() };
    },
    async close() {
      await stopCluster();
      await app.close();
      // autocannon drops the requests still open when its run ends; their handlers go on for a few
      // milliseconds more and must find the database still there.
      await delay(500);
      await database.close();
    },
  };
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers other than 2xx, and connection errors or time-outs: a run with either is not a measurement. */
  non2xx: number;
  errors: number;
}

/** Seconds of each measured autocannon run: 20, or 3 for a BENCH_QUICK smoke run. */
export function loadSeconds(quick: boolean): number {
  return quick ? 3 : 20;
}

/**
 * autocannon against one URL; throws when anything but 2xx came back, so a broken run never reads as fast.
 * `warmUpSeconds` runs the same load first and throws its figures away: the first seconds of a fresh
 * process measure the JIT compiler and the pool opening connections, not the route.
 */
export async function load(
  url: string,
  options: { connections: number; durationSeconds: number; headers?: Record<string, string>; warmUpSeconds?: number },
): Promise<LoadResult & { raw: autocannon.Result }> {
  if (options.warmUpSeconds) await load(url, { ...options, durationSeconds: options.warmUpSeconds, warmUpSeconds: 0 });
  const raw = await autocannon({
    url,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: options.headers ?? {},
    // The load comes from a worker thread: on the server's own event loop it would take turns with the
    // requests it measures, and the figures would be half the client's.
    workers: 1,
  });
  const result = {
    requestsPerSecond: Math.round(raw.requests.average),
    p50Ms: raw.latency.p50,
    p99Ms: raw.latency.p99,
    requests: raw.requests.total,
    non2xx: raw.non2xx,
    errors: raw.errors + raw.timeouts,
    raw,
  };
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${url}: ${result.non2xx} answers other than 2xx and ${result.errors} errors in ${result.requests} requests`,
    );
  }
  return result;
}

/** Requests per second, median and 99th percentile of one run, named `<label> ...`, with their budgets. */
export function loadMetrics(
  label: string,
  result: LoadResult,
  budgets: { minRequestsPerSecond?: number; maxP99Ms?: number } = {},
  note?: string,
): Metric[] {
  return [
    {
      name: `${label} req/s`,
      value: result.requestsPerSecond,
      unit: "req/s",
      ...(budgets.minRequestsPerSecond !== undefined ? { budget: { min: budgets.minRequestsPerSecond } } : {}),
      ...(note ? { note } : {}),
    },
    { name: `${label} p50`, value: result.p50Ms, unit: "ms" },
    {
      name: `${label} p99`,
      value: result.p99Ms,
      unit: "ms",
      ...(budgets.maxP99Ms !== undefined ? { budget: { max: budgets.maxP99Ms } } : {}),
    },
  ];
}

const HOUR = 3_600_000;
const SEED_START = Date.UTC(2027, 0, 1);
const SEED_CHUNK = 1000;
const SEED_TYPES = ["family-type-1", "club-type-1", "school-type-1", "friends-type-1"];
const SEED_NAMES = ["Reunion", "Gala", "Picnic", "Summit", "Barbecue"];
const SEED_CITIES = ["Leeds", "Utrecht", "Lyon", "Austin"];

/** Inserts in chunks: one statement per row would time the seeding, one for 50,000 rows exceeds the parameter limit. */
async function inChunks<T>(count: number, insert: (from: number, to: number) => Promise<T[]>): Promise<T[]> {
  const all: T[] = [];
  for (let from = 0; from < count; from += SEED_CHUNK)
    all.push(...(await insert(from, Math.min(count, from + SEED_CHUNK))));
  return all;
}

/** An owner's venues, written straight to the database (the API would time itself, not the lists). */
export async function seedVenues(db: Db, ownerId: string, count: number): Promise<string[]> {
  return inChunks(count, async (from, to) => {
    const rows = Array.from({ length: to - from }, (_, j) => ({
      ownerId,
      name: `Venue ${from + j}`,
      city: SEED_CITIES[(from + j) % SEED_CITIES.length]!,
      capacity: 50 + ((from + j) % 20) * 25,
    }));
    return (await db.insert(venues).values(rows).returning({ id: venues.id })).map((v) => v.id);
  });
}

/**
 * An owner's events, written straight to the database, in start order. Three days apart and six hours
 * long, so no two of them hold a venue at the same time (venues are used in turn); a third published.
 */
export async function seedEvents(
  db: Db,
  ownerId: string,
  count: number,
  venueIds: readonly string[] = [],
): Promise<Array<{ id: string; startAt: Date }>> {
  return inChunks(count, async (from, to) => {
    const rows = Array.from({ length: to - from }, (_, j) => {
      const i = from + j;
      const startAt = new Date(SEED_START + i * 72 * HOUR);
      return {
        ownerId,
        name: `${SEED_NAMES[i % SEED_NAMES.length]} ${i}`,
        eventTypeId: SEED_TYPES[i % SEED_TYPES.length]!,
        startAt,
        endAt: new Date(startAt.getTime() + 6 * HOUR),
        timeZone: "Europe/London",
        locationName: `Hall ${i % 50}`,
        venueId: venueIds.length > 0 ? venueIds[i % venueIds.length]! : null,
        description: "A gathering",
        status: i % 3 === 0 ? "published" : "draft",
      };
    });
    return db.insert(events).values(rows).returning({ id: events.id, startAt: events.startAt });
  });
}

/** One activity an hour into each given event, in turn, until `count` are made. */
export async function seedActivities(
  db: Db,
  ownerId: string,
  count: number,
  forEvents: ReadonlyArray<{ id: string; startAt: Date }>,
): Promise<void> {
  await inChunks(count, async (from, to) => {
    const rows = Array.from({ length: to - from }, (_, j) => {
      const event = forEvents[(from + j) % forEvents.length]!;
      return {
        eventId: event.id,
        ownerId,
        name: `Session ${from + j}`,
        startAt: new Date(event.startAt.getTime() + HOUR),
        endAt: new Date(event.startAt.getTime() + 2 * HOUR),
        host: "Host",
      };
    });
    await db.insert(activities).values(rows);
    return [];
  });
}

/** Fresh planner statistics after seeding, so plans are the ones a live database would choose. */
export async function analyze(db: Db): Promise<void> {
  await db.execute(sql`analyze`);
}

/**
 * Times GET `path` as one person paging through a list: sequential requests over one kept-alive
 * connection with their session, after three warm-up requests. Throws on any answer but 200.
 */
export async function timeSequentialGets(
  baseUrl: string,
  cookie: string,
  path: string,
  runs: number,
): Promise<{ median: number; p95: number }> {
  const get = async () => {
    const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${body}`);
  };
  for (let i = 0; i < 3; i++) await get();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await get();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const at = (fraction: number) => samples[Math.min(samples.length - 1, Math.floor(samples.length * fraction))]!;
  return { median: at(0.5), p95: at(0.95) };
}

/** Milliseconds to two decimals, for the report. */
export const roundMs = (ms: number) => Math.round(ms * 100) / 100;

/** The figure below which `fraction` of the samples lie (nearest rank). */
export function percentile(samples: readonly number[], fraction: number): number {
  if (samples.length === 0) throw new Error("a percentile of no samples");
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * fraction) - 1))]!;
}

/** The answer's JSON when its status is `status`; otherwise throws with what came back, naming `what` was asked. */
export function expectJson<T>(response: { statusCode: number; body: string }, status: number, what: string): T {
  if (response.statusCode !== status) throw new Error(`${what} answered ${response.statusCode}: ${response.body}`);
  return JSON.parse(response.body) as T;
}
