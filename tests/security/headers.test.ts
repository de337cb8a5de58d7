/**
 * Security headers (ADR 006) on every kind of response, not only the app's page:
 * a policy missing from an error or an image would let that response be framed or sniffed.
 */
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HELD_SUBMIT_SCRIPT } from "#shared/held-submit.ts";
import { createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";
import { httpClient } from "#tests/fixtures/http-client.ts";
import { signUp } from "#tests/fixtures/factories.ts";

let t: TestApp;
let https: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), "gatherly-headers-"));
  writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><title>Gatherly</title><div id=root></div>");
  mkdirSync(path.join(clientDir, "assets"));
  writeFileSync(
    path.join(clientDir, "assets", "logo.png"),
    await sharp({ create: { width: 8, height: 8, channels: 3, background: "#6d28d9" } })
      .png()
      .toBuffer(),
  );
  t = await createTestApp({ clientDir });
  https = await createTestApp({ clientDir, config: { baseUrl: "https://gatherly.example.org" } });
});
afterAll(async () => {
  await t?.close();
  await https?.close();
});

/** Directive name -> its sources. */
function policy(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header, "Content-Security-Policy").toBe("string");
  return new Map(
    String(header)
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

function expectSecurityHeaders(label: string, response: LightMyRequestResponse) {
  const csp = policy(response.headers["content-security-policy"]);
  // Scripts fall back to default-src when script-src is absent; either way no inline code and no eval.
  const scripts = csp.get("script-src") ?? csp.get("default-src");
  expect(scripts, `${label}: script-src`).toBeDefined();
  expect(scripts, `${label}: script-src`).not.toContain("'unsafe-inline'");
  expect(scripts, `${label}: script-src`).not.toContain("'unsafe-eval'");
  expect(scripts, `${label}: script-src`).not.toContain("*");
  expect(csp.get("frame-ancestors"), `${label}: frame-ancestors`).toEqual(["'none'"]);
  expect(csp.get("object-src"), `${label}: object-src`).toEqual(["'none'"]);
  expect(response.headers["x-content-type-options"], label).toBe("nosniff");
  expect(response.headers["x-frame-options"], label).toBe("DENY");
  // No referrer policy was asked for; this one keeps paths (and the tokens in share links)
  // from other sites while our own requests keep their Origin.
  expect(response.headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  const permissions = String(response.headers["permissions-policy"]);
  for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()", "fullscreen=(self)"]) {
    expect(permissions, `${label}: Permissions-Policy`).toContain(feature);
  }
}

/** One of each kind of response the app sends, with the status and type that make it that kind. */
async function responsesOf(app: TestApp): Promise<Array<[string, LightMyRequestResponse]>> {
  // Each app is called from its own origin (the https one is not TEST_BASE_URL).
  const client = () => httpClient(app.app, new URL(app.config.baseUrl).origin);
  const user = await signUp(client());
  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#f59e0b" } })
    .png()
    .toBuffer();
  const avatar = await user.client.upload("POST", "/api/account/avatar", "avatar", { bytes: png });
  expect(avatar.statusCode, avatar.body).toBe(200);
  const visitor = client();
  const kinds: Array<[string, LightMyRequestResponse, number, string]> = [
    ["the app's page", await visitor.request("GET", "/"), 200, "text/html"],
    ["a deep page path", await visitor.request("GET", "/dashboard"), 200, "text/html"],
    ["a built asset (image)", await visitor.request("GET", "/assets/logo.png"), 200, "image/png"],
    ["an uploaded image", await visitor.request("GET", avatar.json().avatarUrl as string), 200, "image/webp"],
    ["200 JSON", await visitor.request("GET", "/api/health"), 200, "application/json"],
    ["200 JSON for a signed-in user", await user.client.request("GET", "/api/account/me"), 200, "application/json"],
    ["404 JSON", await visitor.request("GET", "/api/no-such-route"), 404, "application/json"],
    ["401 JSON", await visitor.request("GET", "/api/account/me"), 401, "application/json"],
    ["400 JSON", await user.client.request("POST", "/api/events", { name: "" }), 400, "application/json"],
    [
      "403 JSON (a request from another site)",
      await visitor.request("POST", "/api/contact", {}, { origin: "https://evil.example" }),
      403,
      "application/json",
    ],
    [
      "better-auth's own answer",
      await visitor.request("POST", "/api/auth/sign-in/email", { email: user.email, password: "not-the-password" }),
      401,
      "application/json",
    ],
  ];
  return kinds.map(([label, response, status, type]) => {
    expect(response.statusCode, label).toBe(status);
    expect(String(response.headers["content-type"]), label).toContain(type);
    return [label, response];
  });
}

describe("security headers", () => {
  it("are on every kind of response: pages, images, JSON answers and errors", async () => {
    for (const [label, response] of await responsesOf(t)) expectSecurityHeaders(label, response);
  });

  it("include Strict-Transport-Security for at least a year when the site is served over https", async () => {
    for (const [label, response] of await responsesOf(https)) {
      expectSecurityHeaders(label, response);
      const hsts = String(response.headers["strict-transport-security"]);
      const maxAge = Number(hsts.match(/max-age=(\d+)/)?.[1] ?? 0);
      expect(maxAge, `${label}: ${hsts}`).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
    }
  });

  it("allow one inline script, by its hash: the one that holds a prerendered form's early submit", async () => {
    const scripts = policy((await t.client().request("GET", "/")).headers["content-security-policy"]).get("script-src");
    const hash = createHash("sha256").update(HELD_SUBMIT_SCRIPT).digest("base64");
    expect(scripts?.filter((source) => /^'(sha256|sha384|sha512|nonce)-/.test(source))).toEqual([`'sha256-${hash}'`]);
  });

  it("report violations to the app's own endpoint", async () => {
    const csp = policy((await t.client().request("GET", "/")).headers["content-security-policy"]);
    expect(csp.get("report-uri")).toEqual(["/api/csp-violation"]);
  });
});
