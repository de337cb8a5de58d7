import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("API documentation", () => {
  it("publishes an OpenAPI document generated from the route schemas", async () => {
    const response = await t.client().request("GET", "/api/docs/json");
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/health", "/api/account/me", "/api/rpc/get_user_data_batch", "/api/admin/users"]),
    );
    const body = doc.paths["/api/rpc/get_user_data_batch"].post.requestBody.content["application/json"].schema;
    expect(body.required).toContain("user_id_param");
    // An endpoint's other answers are documented with its success: what a load balancer sees when the database is down.
    const health = doc.paths["/api/health"].get.responses;
    expect(Object.keys(health)).toEqual(expect.arrayContaining(["200", "503"]));
    expect(health["503"].content["application/json"].schema.properties.database).toMatchObject({ enum: ["down"] });
  });

  it("serves the interactive docs page", async () => {
    const response = await t.client().request("GET", "/api/docs/");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
  });
});
