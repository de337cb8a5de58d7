/**
 * Scaling out (ADR 002): two app servers on one database behave as one. Sessions made on one
 * are honoured by the other and rate limits are counted across both, because both live in the database.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "#server/app.ts";
import { SIGN_IN_RATE_LIMIT } from "#server/modules/account/index.ts";
import { createTestApp, TEST_BASE_URL, type TestApp } from "#tests/fixtures/test-app.ts";
import { httpClient } from "#tests/fixtures/http-client.ts";
import { signUp, uniqueEmail } from "#tests/fixtures/factories.ts";

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
