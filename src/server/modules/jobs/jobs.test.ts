import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { rowsOf, type Database } from "#server/db/client.ts";
import { createTestDatabase } from "#tests/fixtures/test-database.ts";
import { createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";
import { createJobQueue, type JobLogger, type JobQueue } from "./index.ts";

interface LogLine {
  level: "info" | "warn" | "error";
  fields: Record<string, unknown>;
  msg: string;
}

function capturingLog(lines: LogLine[]): JobLogger {
  const at = (level: LogLine["level"]) => (fields: object, msg: string) =>
    void lines.push({ level, fields: fields as Record<string, unknown>, msg });
  return { info: at("info"), warn: at("warn"), error: at("error") };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, check: () => boolean, timeoutMs = 8_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

interface Run {
  queue: string;
  n: number;
  attempt: number;
  at: number;
}

let database: Database;
let jobs: JobQueue;
const lines: LogLine[] = [];
const runs: Run[] = [];
const runsOf = (n: number) => runs.filter((r) => r.n === n);
const slowStarted = new Set<number>();

async function jobStates(queue: string): Promise<string[]> {
  const result = await database.db.execute(sql`select state from pgboss.job where name = ${queue} order by created_on`);
  return rowsOf<{ state: string }>(result).map((row) => row.state);
}

beforeAll(async () => {
  database = await createTestDatabase(process.env.DATABASE_URL, inject("dbTemplate"));
  // A short poll so deferred jobs and retries start soon after they are due; production polls every 2 s.
  jobs = createJobQueue({ database, log: capturingLog(lines), pollIntervalSeconds: 0.5 });
  await jobs.work<{ n: number }>("test.record", async (data, run) => {
    runs.push({ queue: "test.record", n: data.n, attempt: run.attempt, at: Date.now() });
  });
  await jobs.work<{ n: number }>(
    "test.flaky",
    async (data, run) => {
      runs.push({ queue: "test.flaky", n: data.n, attempt: run.attempt, at: Date.now() });
      if (run.attempt === 1) throw new Error("the mail server did not answer");
    },
    { retryDelaySeconds: 1 },
  );
  await jobs.work<{ n: number }>(
    "test.broken",
    async (data, run) => {
      runs.push({ queue: "test.broken", n: data.n, attempt: run.attempt, at: Date.now() });
      throw new Error("the address does not exist");
    },
    { retryLimit: 1, retryDelaySeconds: 1 },
  );
  await jobs.work<{ n: number }>("test.slow", async (data, run) => {
    slowStarted.add(data.n);
    await sleep(300);
    runs.push({ queue: "test.slow", n: data.n, attempt: run.attempt, at: Date.now() });
  });
  await jobs.work<{ n: number }>("test.keyed", async () => {}, { oneWaitingPerKey: true });
  await jobs.start();
});

afterAll(async () => {
  await jobs?.stop();
  await database?.close();
});

describe("sending inside the writer's transaction", () => {
  it("runs a job sent in a committed transaction once, and no worker sees it before the commit", async () => {
    await database.db.transaction(async (tx) => {
      await jobs.send(tx, "test.record", { n: 1 });
      // Longer than a poll: a worker that could see the job would have run it by now.
      await sleep(700);
      expect(runsOf(1)).toEqual([]);
    });
    await jobs.idle();
    expect(runsOf(1)).toHaveLength(1);
    expect(runsOf(1)[0]!.attempt).toBe(1);
  });

  it("never runs a job sent in a transaction that rolls back", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await jobs.send(tx, "test.record", { n: 2 });
        throw new Error("the guest list could not be saved");
      }),
    ).rejects.toThrow("the guest list could not be saved");
    await jobs.idle();
    expect(runsOf(2)).toEqual([]);
    const stored = await database.db.execute(
      sql`select id from pgboss.job where name = 'test.record' and data->>'n' = '2'`,
    );
    expect(rowsOf(stored)).toEqual([]);
  });

  it("refuses a queue nobody declared, before anything is written", async () => {
    await expect(jobs.send(database.db, "test.unknown", { n: 0 })).rejects.toThrow(/no job queue named test\.unknown/);
  });
});

describe("timing and retries", () => {
  it("starts a job with startAfter no earlier than asked", async () => {
    const startAfter = new Date(Date.now() + 1_500);
    await jobs.send(database.db, "test.record", { n: 3 }, { startAfter });
    // idle() does not wait for deferred jobs: a reminder due next week must not hold a test up.
    await jobs.idle();
    expect(runsOf(3)).toEqual([]);
    await waitFor("the deferred job", () => runsOf(3).length === 1);
    expect(runsOf(3)[0]!.at).toBeGreaterThanOrEqual(startAfter.getTime());
  });

  it("retries a handler that throws, logs the failure, and the retry succeeds", async () => {
    await jobs.send(database.db, "test.flaky", { n: 4 });
    await jobs.idle();
    expect(runsOf(4).map((r) => r.attempt)).toEqual([1, 2]);
    // Backoff: the retry waits at least the configured delay.
    expect(runsOf(4)[1]!.at - runsOf(4)[0]!.at).toBeGreaterThanOrEqual(900);
    const warning = lines.find((l) => l.fields.queue === "test.flaky");
    expect(warning?.level).toBe("warn");
    expect(warning?.fields).toMatchObject({ attempt: 1, attempts: 5 });
    expect((warning?.fields.err as Error).message).toBe("the mail server did not answer");
    expect(await jobStates("test.flaky")).toEqual(["completed"]);
  });

  it("gives up after the last attempt with an error in the log, and the process goes on", async () => {
    await jobs.send(database.db, "test.broken", { n: 5 });
    await jobs.idle();
    expect(runsOf(5).map((r) => r.attempt)).toEqual([1, 2]);
    expect(await jobStates("test.broken")).toEqual(["failed"]);
    const logged = lines.filter((l) => l.fields.queue === "test.broken").map((l) => [l.level, l.fields.attempt]);
    expect(logged).toEqual([
      ["warn", 1],
      ["error", 2],
    ]);
    // The queue still works after a job failed for good.
    await jobs.send(database.db, "test.record", { n: 6 });
    await jobs.idle();
    expect(runsOf(6)).toHaveLength(1);
  });

  it("idle() waits for a handler that is still running", async () => {
    await jobs.send(database.db, "test.slow", { n: 7 });
    await waitFor("the slow job to start", () => slowStarted.has(7));
    expect(runsOf(7)).toEqual([]);
    await jobs.idle();
    expect(runsOf(7)).toHaveLength(1);
  });

  it("keeps one waiting job per key on a queue declared so", async () => {
    const later = new Date(Date.now() + 60_000);
    await jobs.send(database.db, "test.keyed", { n: 8 }, { startAfter: later, singletonKey: "event-1" });
    await jobs.send(database.db, "test.keyed", { n: 9 }, { startAfter: later, singletonKey: "event-1" });
    await jobs.send(database.db, "test.keyed", { n: 10 }, { startAfter: later, singletonKey: "event-2" });
    expect(await jobStates("test.keyed")).toEqual(["created", "created"]);
    await expect(jobs.send(database.db, "test.keyed", { n: 11 })).rejects.toThrow(/needs a singletonKey/);
    await expect(jobs.send(database.db, "test.record", { n: 12 }, { singletonKey: "x" })).rejects.toThrow(
      /oneWaitingPerKey/,
    );
  });
});

describe("several app servers on one database", () => {
  it("hands each job to exactly one of them", async () => {
    const seen: string[] = [];
    const servers = [1, 2].map(() => createJobQueue({ database, log: capturingLog([]), pollIntervalSeconds: 0.5 }));
    for (const server of servers) {
      await server.work("test.shared", async (_data, run) => {
        seen.push(run.id);
        await sleep(5);
      });
      await server.start();
    }
    await database.db.transaction(async (tx) => {
      for (let n = 0; n < 30; n++) await jobs.send(tx, "test.record", { n: 1000 + n });
      for (let n = 0; n < 30; n++) await servers[0]!.send(tx, "test.shared", { n });
    });
    await Promise.all(servers.map((server) => server.idle()));
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
    await Promise.all(servers.map((server) => server.stop()));
  });
});

describe("stopping", () => {
  it("waits for a running handler to finish before it resolves", async () => {
    const server = createJobQueue({ database, log: capturingLog([]), pollIntervalSeconds: 0.5 });
    let started = false;
    let finished = false;
    await server.work("test.stop", async () => {
      started = true;
      await sleep(500);
      finished = true;
    });
    await server.start();
    await server.send(database.db, "test.stop", {});
    await waitFor("the handler to start", () => started);
    await server.stop();
    expect(finished).toBe(true);
    expect(await jobStates("test.stop")).toEqual(["completed"]);
    // Stopping twice is harmless (Fastify's close and a test's afterAll may both ask).
    await server.stop();
  });

  it("hands back a run that outlasts the stop timeout, aborting its signal, so it is retried later", async () => {
    const stopLog: LogLine[] = [];
    const server = createJobQueue({ database, log: capturingLog(stopLog), pollIntervalSeconds: 0.5 });
    let started = false;
    let aborted = false;
    await server.work("test.stuck", async (_data, run) => {
      started = true;
      await new Promise<void>((resolve) => run.signal.addEventListener("abort", () => resolve()));
      aborted = true;
    });
    await server.start();
    await server.send(database.db, "test.stuck", {});
    await waitFor("the handler to start", () => started);
    const stopping = Date.now();
    await server.stop({ timeoutMs: 300 });
    expect(Date.now() - stopping).toBeLessThan(3_000);
    expect(aborted).toBe(true);
    expect(await jobStates("test.stuck")).toEqual(["retry"]);
    expect(stopLog.some((l) => l.level === "warn" && /still running at shutdown/.test(l.msg))).toBe(true);
  });
});

describe("in the app", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("starts with the app, takes a worker declared after the start, and t.jobs.idle() waits for it", async () => {
    const seen: number[] = [];
    await t.jobs.work<{ n: number }>("test.in-app", async (data) => {
      await sleep(50);
      seen.push(data.n);
    });
    await t.database.db.transaction(async (tx) => {
      await t.jobs.send(tx, "test.in-app", { n: 42 });
    });
    await t.jobs.idle();
    expect(seen).toEqual([42]);
  });
});
