import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";
import { signUp, signUpVerified, uniqueEmail } from "#tests/fixtures/factories.ts";
import { securityContract as security } from "#shared/security/contract.ts";

let t: TestApp;
const adminEmail = uniqueEmail("admin");
beforeAll(async () => {
  t = await createTestApp({ config: { adminEmails: [adminEmail] } });
});
afterAll(async () => {
  await t?.close();
});

const report = {
  blockedURI: "https://evil.example/x.js",
  violatedDirective: "script-src-elem",
  originalPolicy: "default-src 'self'",
  disposition: "enforce",
  documentURI: "http://localhost:3000/dashboard",
  lineNumber: 1,
  columnNumber: 2,
  sourceFile: "http://localhost:3000/assets/app.js",
  timestamp: new Date().toISOString(),
};

describe("POST /api/csp-violation", () => {
  it("stores the client's report and the browser's own report format", async () => {
    expect((await t.client().call(security.reportCspViolation, { body: report })).statusCode).toBe(204);
    // The browser's own media type: sent as raw bytes, not through the contract's JSON call.
    const browser = await t.app.inject({
      method: "POST",
      url: security.reportCspViolation.path,
      headers: { "content-type": "application/csp-report" },
      payload: JSON.stringify({
        "csp-report": {
          "document-uri": "http://localhost:3000/",
          "violated-directive": "img-src",
          "blocked-uri": "https://x.example/a.png",
        },
      }),
    });
    expect(browser.statusCode).toBe(204);
    const admin = await signUpVerified(t, { email: adminEmail });
    const list = (await admin.client.call(security.cspReports)).json() as Array<{
      violatedDirective: string;
    }>;
    expect(list.map((r) => r.violatedDirective).sort()).toEqual(["img-src", "script-src-elem"]);
  });

  it("refuses malformed reports and unknown fields", async () => {
    expect((await t.client().call(security.reportCspViolation, { body: { violatedDirective: "" } })).statusCode).toBe(
      400,
    );
    expect((await t.client().call(security.reportCspViolation, { body: { ...report, extra: "x" } })).statusCode).toBe(
      400,
    );
    const notJson = await t.app.inject({
      method: "POST",
      url: security.reportCspViolation.path,
      headers: { "content-type": "application/csp-report" },
      payload: "{not json",
    });
    expect(notJson.statusCode).toBe(400);
  });

  it("keeps one of the two copies a browser files of one violation", async () => {
    const client = t.client();
    const fromPage = { ...report, blockedURI: "https://twice.example/a.js" };
    expect((await client.call(security.reportCspViolation, { body: fromPage })).statusCode).toBe(204);
    expect((await client.call(security.reportCspViolation, { body: fromPage })).statusCode).toBe(204);
    const { cspReports } = await import("#server/db/schema.ts");
    const { eq } = await import("drizzle-orm");
    const rows = await t.database.db
      .select()
      .from(cspReports)
      .where(eq(cspReports.blockedUri, "https://twice.example/a.js"));
    expect(rows).toHaveLength(1);
  });

  it("limits reports per address", async () => {
    const client = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push(
        (
          await client.call(security.reportCspViolation, {
            body: { ...report, blockedURI: `https://x.example/${i}.js` },
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 30).every((s) => s === 204)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe("check_security_violations_realtime", () => {
  it("is for admins, and reports script violations as high and sign-in floods", async () => {
    const user = await signUp(t.client());
    expect((await user.client.call(security.realtimeCheck, { body: {} })).statusCode).toBe(403);

    const attacker = t.client();
    for (let i = 0; i < 11; i++) {
      await attacker.request("POST", "/api/auth/sign-in/email", { email: uniqueEmail(), password: "guess-123456" });
    }
    const admin = await signUp(t.client(), { email: uniqueEmail("admin") });
    const { users } = await import("#server/db/schema.ts");
    const { eq } = await import("drizzle-orm");
    await t.database.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id));
    const status = await admin.client.call(security.realtimeCheck, { body: {} });
    expect(status.statusCode).toBe(200);
    const body = status.json() as {
      status: string;
      violations: Array<{ severity: string; type: string; count: number }>;
    };
    expect(body.status).toBe("warning");
    expect(body.violations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ severity: "high", type: "content policy violation (script-src-elem)" }),
        expect.objectContaining({ severity: "medium", type: "content policy violation (img-src)", count: 1 }),
        expect.objectContaining({ severity: "high", type: "repeated failed sign-in", count: 1 }),
      ]),
    );
  });
});
