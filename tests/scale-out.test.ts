/**
 * Scaling out (ADR 002): two app servers on one database behave as one. Sessions made on one
 * are honoured by the other and rate limits are counted across both, because both live in the database.
 * Each server keeps the sessions it has verified for a moment (ADR 029): a session ended or a user banned
 * through one server, or in the database directly, stops working on the other within a second.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { sessions, users } from "#server/db/schema.ts";
import type { FastifyInstance } from "fastify";
import { buildApp } from "#server/app.ts";
import { SIGN_IN_RATE_LIMIT } from "#server/modules/account/index.ts";
import { createTestApp, TEST_BASE_URL, type TestApp } from "#tests/fixtures/test-app.ts";
import { httpClient } from "#tests/fixtures/http-client.ts";
import { eventInput, signUp, signUpVerified, uniqueEmail } from "#tests/fixtures/factories.ts";
import { changePlan } from "#tests/fixtures/test-app.ts";
import { eventsContract } from "#shared/events/contract.ts";
import { teamContract } from "#shared/team/contract.ts";

let first: TestApp;
let second: FastifyInstance;

beforeAll(async () => {
  first = await createTestApp();
  ({ app: second } = await buildApp({
    config: first.config,
    database: first.database,
    logger: false,
    serveClient: false,
  }));
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

describe("two app servers on one database", () => {
  it("a session made on one server is honoured by the other", async () => {
    const user = await signUp(first.client());
    const onSecond = httpClient(second, TEST_BASE_URL, user.client.ip);
    const response = await second.inject({
      method: "GET",
      url: "/api/account/me",
      headers: { cookie: user.client.jar.header() },
      remoteAddress: onSecond.ip,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(user.email);
  });

  it("counts sign-in attempts from one address across both servers", async () => {
    const ip = "10.200.0.7";
    const a = first.client(ip);
    const b = httpClient(second, TEST_BASE_URL, ip);
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_RATE_LIMIT.max; i++) {
      const client = i % 2 === 0 ? a : b;
      const response = await client.request("POST", "/api/auth/sign-in/email", {
        email: uniqueEmail(),
        password: "whatever-123",
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, SIGN_IN_RATE_LIMIT.max).every((s) => s === 401)).toBe(true);
    expect(statuses[SIGN_IN_RATE_LIMIT.max]).toBe(429);
  });
});

describe("a session ended on one server", () => {
  /** The status of /api/account/me on the second server with these cookies. */
  async function meOnSecond(cookie: string): Promise<number> {
    const response = await second.inject({ method: "GET", url: "/api/account/me", headers: { cookie } });
    return response.statusCode;
  }

  /** How long until the second server refuses the cookies, asking every 20 ms for up to 2 s. */
  async function msUntilRefusedOnSecond(cookie: string): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < 2000) {
      if ((await meOnSecond(cookie)) === 401) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return Number.POSITIVE_INFINITY;
  }

  it("is refused on the other within a second, although the other had just verified it", async () => {
    const user = await signUp(first.client());
    const cookie = user.client.jar.header();
    // Verified twice on the second server: the second answer is the kept one.
    expect(await meOnSecond(cookie)).toBe(200);
    expect(await meOnSecond(cookie)).toBe(200);
    expect((await user.client.request("POST", "/api/auth/sign-out", {})).statusCode).toBe(200);
    expect(await msUntilRefusedOnSecond(cookie)).toBeLessThan(1000);
  });

  it("is refused on both when its row goes or its user is banned, whoever changed the database", async () => {
    const deleted = await signUp(first.client());
    const banned = await signUp(first.client());
    for (const user of [deleted, banned]) expect(await meOnSecond(user.client.jar.header())).toBe(200);
    await first.database.db.delete(sessions).where(eq(sessions.userId, deleted.id));
    await first.database.db.update(users).set({ banned: true }).where(eq(users.id, banned.id));
    expect(await msUntilRefusedOnSecond(deleted.client.jar.header())).toBeLessThan(1000);
    expect(await msUntilRefusedOnSecond(banned.client.jar.header())).toBeLessThan(1000);
    expect((await banned.client.request("GET", "/api/account/me")).statusCode).toBe(401);
  });

  it("a cookie whose signature is not the secret's is refused, however real its token", async () => {
    const user = await signUp(first.client());
    const [row] = await first.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const forged = `better-auth.session_token=${encodeURIComponent(`${row!.token}.${"A".repeat(43)}=`)}`;
    expect(await meOnSecond(forged)).toBe(401);
  });
});

describe("a team member removed on one server (ADR 032)", () => {
  it("reaches the account's event on the other no more within a second, although the other had just let them", async () => {
    const owner = await signUpVerified(first, { planType: "pro" });
    await changePlan(first, owner.id, "business");
    const event = await owner.client.call(eventsContract.create, { body: eventInput() });
    const eventId = (event.json() as { id: string }).id;
    const email = uniqueEmail("team");
    await owner.client.call(teamContract.invite, { body: { email, role: "editor" } });
    const member = await signUpVerified(first, { email, planType: "free" });
    await first.jobs.idle();
    const token = (await first.linkFromMail(email, "team-invitation")).split("/").pop()!;
    expect((await member.client.call(teamContract.accept, { params: { token } })).statusCode).toBe(200);
    expect((await member.client.call(teamContract.workIn, { body: { accountId: owner.id } })).statusCode).toBe(200);
    const eventOnSecond = async () =>
      (
        await second.inject({
          method: "GET",
          url: `/api/events/${eventId}`,
          headers: { cookie: member.client.jar.header() },
        })
      ).statusCode;
    expect(await eventOnSecond()).toBe(200);
    expect(await eventOnSecond()).toBe(200);
    expect((await owner.client.call(teamContract.removeMember, { params: { userId: member.id } })).statusCode).toBe(
      200,
    );
    const started = Date.now();
    let status = await eventOnSecond();
    while (status === 200 && Date.now() - started < 2000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = await eventOnSecond();
    }
    expect(status).toBe(404);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
