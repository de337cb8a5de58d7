import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";
import { mailContract } from "#shared/mail/contract.ts";
import { signUp } from "#tests/fixtures/factories.ts";
import { localMailboxAllowed } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const local = { mailMode: "outbox" as const, env: "development" as const, baseUrl: "http://localhost:3000" };
const fromHere = { socketAddress: "127.0.0.1", forwarded: false };

describe("local mailbox", () => {
  it("lists the outbox, magic links included, to a request from this machine", async () => {
    const user = await signUp(t.client());
    await t
      .client()
      .request("POST", "/api/auth/sign-in/magic-link", { email: user.email, callbackURL: "/auth/magic-link" });
    const response = await t.client("127.0.0.1").call(mailContract.mailbox);
    expect(response.statusCode).toBe(200);
    const mails = response.json() as Array<{ to: string; kind: string; text: string }>;
    const magic = mails.find((m) => m.to === user.email && m.kind === "magic-link");
    expect(magic?.text).toContain("/api/auth/magic-link/verify?token=");
    expect(mails.some((m) => m.to === user.email && m.kind === "verify-email")).toBe(true);
  });

  it("answers 404 to anyone else", async () => {
    expect((await t.client("10.1.2.3").call(mailContract.mailbox)).statusCode).toBe(404);
    const proxied = await t.client("127.0.0.1").call(mailContract.mailbox, {}, { "x-forwarded-for": "203.0.113.9" });
    expect(proxied.statusCode).toBe(404);
  });

  it("exists only without SMTP, outside production, for a BASE_URL on this machine", () => {
    expect(localMailboxAllowed(local, fromHere)).toBe(true);
    expect(localMailboxAllowed(local, { socketAddress: "::1", forwarded: false })).toBe(true);
    expect(localMailboxAllowed({ ...local, mailMode: "smtp" }, fromHere)).toBe(false);
    expect(localMailboxAllowed({ ...local, env: "production" }, fromHere)).toBe(false);
    expect(localMailboxAllowed({ ...local, baseUrl: "https://gatherly.example.org" }, fromHere)).toBe(false);
    expect(localMailboxAllowed(local, { socketAddress: "192.168.1.20", forwarded: false })).toBe(false);
  });
});
