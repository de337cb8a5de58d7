/**
 * The database goes away (failover, restart, network split) and comes back. Meanwhile every request
 * answers a plain 503 that gives nothing internal away, health says the database is down, nothing
 * hangs and the process survives; afterwards the same requests work again without a restart.
 * PostgreSQL only: the embedded database cannot be unplugged.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";
import { signUp, type SignedUpUser } from "#tests/fixtures/factories.ts";
import type { Client } from "#tests/fixtures/http-client.ts";
import { PG_CONNECT_TIMEOUT_MS } from "#server/db/client.ts";
import { hostAndPort, startTcpProxy, type TcpProxy } from "#tests/fixtures/tcp-proxy.ts";

const databaseUrl = process.env.DATABASE_URL;

let proxy: TcpProxy;
let t: TestApp;
let owner: SignedUpUser;
let visitor: Client;

beforeAll(async () => {
  if (!databaseUrl) return;
  proxy = await startTcpProxy(hostAndPort(databaseUrl));
  t = await createTestApp({ config: { databaseUrl: proxy.urlThrough(databaseUrl) } });
  owner = await signUp(t.client());
  visitor = t.client();
});
afterAll(async () => {
  // The test database is dropped through the proxy too.
  await proxy?.restore();
  await t?.close();
  await proxy?.close();
});

const venue = { name: "Harbour Hall", city: "Rotterdam", capacity: 90 };

/** The ordinary requests of a signed-in organiser and of an anonymous visitor. */
function everyday(): Array<[string, () => Promise<LightMyRequestResponse>]> {
  return [
    ["signed-in GET /api/events", () => owner.client.request("GET", "/api/events")],
    ["signed-in POST /api/venues", () => owner.client.request("POST", "/api/venues", venue)],
    ["signed-in GET /api/account/me", () => owner.client.request("GET", "/api/account/me")],
    ["anonymous GET /api/event-types", () => visitor.request("GET", "/api/event-types")],
    [
      "anonymous sign-in",
      () => visitor.request("POST", "/api/auth/sign-in/email", { email: owner.email, password: owner.password }),
    ],
  ];
}

/** Nothing in a body may tell an outsider what runs behind the app or where. */
function expectNothingInternal(body: string): void {
  const port = String(hostAndPort(databaseUrl!).port);
  for (const leak of [
    /select|insert|from "/i,
    /postgres/i,
    /127\.0\.0\.1|localhost/i,
    new RegExp(`:${port}\\b|:${proxy.port}\\b`),
    /ECONN/,
    /\bat .+\(|\.ts:\d+/,
    /stack/i,
  ]) {
    expect(body).not.toMatch(leak);
  }
}

describe.skipIf(!databaseUrl)("when the database is unreachable", () => {
  it("answers a generic 503 to every ordinary request within seconds, and health says the database is down", async () => {
    await proxy.cut();

    for (const [label, send] of everyday()) {
      const started = Date.now();
      const response = await send();
      expect(Date.now() - started, `${label} took too long`).toBeLessThan(5_000);
      expect(response.statusCode, `${label}: ${response.body}`).toBe(503);
      expect(response.json(), label).toEqual({ error: { code: "SERVICE_UNAVAILABLE", message: expect.any(String) } });
      expectNothingInternal(response.body);
    }

    const health = await visitor.request("GET", "/api/health");
    expect(health.statusCode).toBe(503);
    // Exactly this: which part is down, and no detail of why or where.
    expect(health.json()).toEqual({ status: "error", db: "postgres", database: "down" });
  });

  it("answers 503 within seconds when the database host goes silent (connections hang instead of being refused)", async () => {
    await proxy.silence();
    const started = Date.now();
    const responses = await Promise.all(everyday().map(([, send]) => send()));
    // Each request waits at most for one connection attempt to time out, not for as long as TCP would.
    expect(Date.now() - started).toBeLessThan(PG_CONNECT_TIMEOUT_MS + 2_000);
    for (const [index, response] of responses.entries()) {
      expect(response.statusCode, `${everyday()[index]![0]}: ${response.body}`).toBe(503);
      expect(response.json().error.code).toBe("SERVICE_UNAVAILABLE");
      expectNothingInternal(response.body);
    }
  });

  it("survives a connection dropped in the middle of a transaction, and rolls the transaction back", async () => {
    await proxy.restore();
    const name = `Lost venue ${Date.now()}`;
    const attempt = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into venues (owner_id, name) values (${owner.id}, ${name})`);
      // The connection goes while this transaction holds it (checked out of the pool, mid-work).
      await proxy.cut();
      await tx.execute(sql`select 1`);
    });
    await expect(attempt).rejects.toThrow();

    await proxy.restore();
    // The process is still here, the pool gives out working connections again, and nothing was committed.
    const rows = await t.database.db.execute(sql`select count(*)::int as n from venues where name = ${name}`);
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
  });

  it("answers 503 when the connection drops in the middle of a sign-in (after its rate-limit check)", async () => {
    await proxy.restore();
    proxy.cutOnQuery('"users"');
    const response = await t
      .client()
      .request("POST", "/api/auth/sign-in/email", { email: owner.email, password: owner.password });
    expect(response.statusCode, response.body).toBe(503);
    expect(response.json()).toEqual({ error: { code: "SERVICE_UNAVAILABLE", message: expect.any(String) } });
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("answers 503 when the connection drops in the middle of using a template, and keeps no part of it", async () => {
    await proxy.restore();
    // The event and its activities are written by then; the checklist is next.
    proxy.cutOnQuery('"checklists"');
    const response = await owner.client.request("POST", "/api/templates/family/use", {
      startDate: "2027-05-14",
      timeZone: "Europe/Berlin",
    });
    expect(response.statusCode, response.body).toBe(503);
    expect(response.json()).toEqual({ error: { code: "SERVICE_UNAVAILABLE", message: expect.any(String) } });
    expectNothingInternal(response.body);

    await proxy.restore();
    const counts = await t.database.db.execute(sql`
      select (select count(*) from events where owner_id = ${owner.id})::int as events,
             (select count(*) from activities where owner_id = ${owner.id})::int as activities,
             (select count(*) from checklists where owner_id = ${owner.id})::int as checklists`);
    expect((counts as unknown as { rows: unknown[] }).rows[0]).toEqual({ events: 0, activities: 0, checklists: 0 });
  });

  it("serves the same requests again once the database is back, without a restart", async () => {
    await proxy.restore();
    const expected = [200, 201, 200, 200, 200];
    const statuses: number[] = [];
    for (const [, send] of everyday()) statuses.push((await send()).statusCode);
    expect(statuses).toEqual(expected);

    const health = await visitor.request("GET", "/api/health");
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok", db: "postgres" });

    const venues = await owner.client.request("GET", "/api/venues");
    expect(venues.json().venues.map((v: { name: string }) => v.name)).toEqual(["Harbour Hall"]);
  });
});
