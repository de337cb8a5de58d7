import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "gatherly-client-"));
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Gatherly</title><div id=root></div>");
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets", "app.js"), "console.log('app')");
  writeFileSync(path.join(dir, "assets", "app.js.map"), '{"version":3,"sources":["secret-source.tsx"]}');
  t = await createTestApp({ clientDir: dir });
});
afterAll(async () => {
  await t?.close();
});

describe("serving the client", () => {
  it("answers every page path with the app shell, so the client router decides", async () => {
    for (const url of ["/", "/dashboard", "/auth/magic-link?error=INVALID_TOKEN", "/no/such/page"]) {
      const response = await t.client().request("GET", url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"], url).toContain("text/html");
      expect(response.body).toContain("<div id=root>");
    }
  });

  it("serves built assets and keeps API 404s as JSON", async () => {
    const asset = await t.client().request("GET", "/assets/app.js");
    expect(asset.statusCode).toBe(200);
    const api = await t.client().request("GET", "/api/nope");
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe("NOT_FOUND");
  });

  it("never serves a source map, even one left beside the built files", async () => {
    const response = await t.client().request("GET", "/assets/app.js.map");
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("secret-source");
  });

  it("answers a built file that is not there with 404, not the app shell", async () => {
    const response = await t.client().request("GET", "/assets/index-gone1234.js");
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).not.toContain("text/html");
  });

  it("lets browsers keep hashed assets for good, compressed, but always asks again for the shell", async () => {
    const asset = await t.client().request("GET", "/assets/app.js", undefined, { "accept-encoding": "br, gzip" });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["content-encoding"]).toBe("br");
    expect(asset.headers.vary).toContain("accept-encoding");
    const gzip = await t.client().request("GET", "/assets/app.js", undefined, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await t.client().request("GET", "/assets/app.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe("console.log('app')");
    const shell = await t.client().request("GET", "/dashboard");
    expect(String(shell.headers["cache-control"] ?? "")).not.toContain("immutable");
  });

  it("sends the security headers of spec section 9", async () => {
    const response = await t.client().request("GET", "/");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(String(response.headers["permissions-policy"])).toContain("camera=()");
  });
});
