/**
 * `npm start` on PostgreSQL as a cluster (ADR 030): two app servers on one port and one process for the
 * background jobs. Each request here opens its own connection, which the cluster hands to the app servers
 * in turn, so every check spans both: a session works on both and, once ended, fails on both within a
 * second; sign-in attempts are counted across both; a change made through one reaches live views held open
 * on both; and the jobs run. PostgreSQL only: PGlite runs one process.
 */
import http from "node:http";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { SIGN_IN_RATE_LIMIT } from "#server/modules/account/index.ts";
import { eventInput, signUpInput } from "#tests/fixtures/factories.ts";
import { readEventStream } from "#tests/fixtures/event-stream.ts";
import { startServer, type ServerProcess } from "#tests/fixtures/server-process.ts";
import { cloneTemplateDatabase } from "#tests/fixtures/test-database.ts";

const databaseUrl = process.env.DATABASE_URL;
/** What the primary prints once every process of the cluster is up. */
const RUNNING_LINE = "2 app servers and one for background jobs";
let clone: Awaited<ReturnType<typeof cloneTemplateDatabase>> | undefined;
let server: (ServerProcess & { health: Response }) | undefined;

beforeAll(async () => {
  if (!databaseUrl) return;
  clone = await cloneTemplateDatabase(databaseUrl, inject("dbTemplate"));
  server = await startServer({
    DATABASE_URL: clone.url,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "gatherly-cluster-")),
    WORKERS: "2",
    LOG_LEVEL: "info",
  });
  // The first app server answers health before the second listens; every check below needs both.
  const allUp = Date.now() + 60_000;
  while (!server.output().includes(RUNNING_LINE) && Date.now() < allUp) await delay(50);
}, 90_000);
afterAll(async () => {
  server?.child.kill("SIGTERM");
  if (server) expect((await server.exited).code, server.output()).toBe(0);
  await clone?.drop();
}, 30_000);

interface Answer {
  status: number;
  body: string;
  cookies: string[];
}

/** One request on a connection of its own (no keep-alive), so consecutive requests reach different servers. */
function request(method: string, url: string, options: { cookie?: string; body?: unknown } = {}): Promise<Answer> {
  const target = new URL(url, server!.baseUrl);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      target,
      {
        method,
        agent: false,
        headers: {
          origin: server!.baseUrl,
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(payload ? { "content-type": "application/json" } : {}),
        },
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body, cookies: response.headers["set-cookie"] ?? [] }),
        );
      },
    );
    outgoing.on("error", reject);
    outgoing.end(payload);
  });
}

function cookieHeader(cookies: string[]): string {
  return cookies.map((cookie) => cookie.split(";")[0]).join("; ");
}

async function signUp(planType: "free" | "pro" = "free"): Promise<string> {
  const answer = await request("POST", "/api/auth/sign-up/email", { body: signUpInput({ planType }) });
  expect(answer.status, answer.body).toBe(200);
  return cookieHeader(answer.cookies);
}

describe.skipIf(!databaseUrl)("npm start with two app servers and a jobs process", () => {
  it("says so when it starts", () => {
    expect(server!.output()).toContain(RUNNING_LINE);
  });

  it("counts sign-in attempts across both app servers", async () => {
    const email = signUpInput().email;
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_RATE_LIMIT.max; i++) {
      const answer = await request("POST", "/api/auth/sign-in/email", { body: { email, password: "wrong-1234" } });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array<number>(SIGN_IN_RATE_LIMIT.max).fill(401), 429]);
  });

  it("honours a session on both app servers, and refuses it on both within a second of signing out", async () => {
    const cookie = await signUp();
    for (let i = 0; i < 6; i++) expect((await request("GET", "/api/account/me", { cookie })).status).toBe(200);
    expect((await request("POST", "/api/auth/sign-out", { cookie, body: {} })).status).toBe(200);
    const signedOutAt = Date.now();
    // Six refusals in a row: both servers have dropped what they kept.
    let refusedInARow = 0;
    while (refusedInARow < 6 && Date.now() - signedOutAt < 3000) {
      const status = (await request("GET", "/api/account/me", { cookie })).status;
      refusedInARow = status === 401 ? refusedInARow + 1 : 0;
    }
    expect(refusedInARow).toBe(6);
    expect(Date.now() - signedOutAt).toBeLessThan(1000);
  });

  it("tells live views held open on both app servers of a change made through either", async () => {
    const cookie = await signUp("pro");
    const created = await request("POST", "/api/events", { cookie, body: eventInput() });
    expect(created.status, created.body).toBe(201);
    const eventId = (JSON.parse(created.body) as { id: string }).id;
    const liveUrl = `${server!.baseUrl}/api/events/${eventId}/planning/live`;
    // Each stream holds a connection of its own, and the cluster hands new connections to the servers in turn.
    const streams = await Promise.all(Array.from({ length: 4 }, () => readEventStream(liveUrl, cookie)));
    try {
      for (const stream of streams) await stream.next("changed");
      const task = await request("POST", `/api/events/${eventId}/tasks`, { cookie, body: { title: "Book the hall" } });
      expect(task.status, task.body).toBe(201);
      await Promise.all(streams.map((stream) => stream.next("changed")));
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it("runs the background jobs in the jobs process, each once", async () => {
    const client = new pg.Client({ connectionString: clone!.url });
    await client.connect();
    try {
      // Every sweep's first run is queued by each app server at start; one waiting job per sweep is kept, and
      // the jobs process runs it.
      const deadline = Date.now() + 15_000;
      let completed = 0;
      while (Date.now() < deadline) {
        const { rows } = await client.query<{ n: number }>(
          `select count(*)::int as n from pgboss.job where name = 'request-limits.prune' and state = 'completed'`,
        );
        completed = rows[0]!.n;
        if (completed > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(completed).toBe(1);
    } finally {
      await client.end();
    }
  });
});
