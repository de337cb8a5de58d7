import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";
import { healthContract } from "#shared/health/contract.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.app.close();
});

describe("GET /api/health", () => {
  it("answers 200 with the database kind while the database answers", async () => {
    const response = await t.client().call(healthContract.check);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", db: process.env.DATABASE_URL ? "postgres" : "pglite" });
  });

  it("answers 503 when the database fails", async () => {
    await t.database.close();
    const response = await t.client().call(healthContract.check);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: "error",
      db: process.env.DATABASE_URL ? "postgres" : "pglite",
      database: "down",
    });
  });
});

describe("errors", () => {
  it("an unknown API path answers a 404 in the error shape", async () => {
    const response = await t.client().request("GET", "/api/does-not-exist");
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("NOT_FOUND");
  });
});
