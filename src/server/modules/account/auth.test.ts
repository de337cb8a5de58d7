import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, pathOf, type TestApp } from "#tests/fixtures/test-app.ts";
import {
  confirmLink,
  DEFAULT_PASSWORD,
  signUp,
  signUpInput,
  signUpVerified,
  uniqueEmail,
} from "#tests/fixtures/factories.ts";
import { like } from "drizzle-orm";
import { sessions, subscriptions, users, verifications } from "#server/db/schema.ts";
import { accountContract as account } from "#shared/account/contract.ts";
import { SIGN_IN_RATE_LIMIT } from "./auth.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function countUsers(email: string) {
  return (await t.database.db.select().from(users).where(eq(users.email, email))).length;
}

describe("sign-up", () => {
  it("creates the account with its metadata, signs the user in and sends a confirmation mail", async () => {
    const client = t.client();
    const email = uniqueEmail("grace");
    const response = await client.request("POST", "/api/auth/sign-up/email", {
      ...signUpInput({ email: `  ${email}  `, firstName: " Grace ", lastName: "Hopper", wantsAffiliate: true }),
      name: "ignored",
    });
    expect(response.statusCode).toBe(200);
    const me = await client.call(account.me);
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({
      email,
      fullName: "Grace Hopper",
      firstName: "Grace",
      lastName: "Hopper",
      planType: "free",
      wantsAffiliate: true,
      emailVerified: false,
    });
    const mails = await t.outbox(email);
    expect(mails.map((m) => m.kind)).toContain("verify-email");
    const mail = mails.find((m) => m.kind === "verify-email")!;
    expect(mail.subject).toContain("Gatherly");
    expect(mail.html).toContain("Gatherly");
    expect(mail.text).toContain("/api/auth/verify-email?token=");
  });

  it("creates no subscription row for free and a non-trial row for premium and pro", async () => {
    const free = await signUp(t.client(), { planType: "free" });
    const premium = await signUp(t.client(), { planType: "premium" });
    const pro = await signUp(t.client(), { planType: "pro" });
    const rowsFor = (id: string) => t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, id));
    expect(await rowsFor(free.id)).toHaveLength(0);
    const [premiumRow] = await rowsFor(premium.id);
    expect(premiumRow).toMatchObject({ planType: "premium", isTrial: false, isLifetime: false });
    const [proRow] = await rowsFor(pro.id);
    expect(proRow).toMatchObject({ planType: "pro", isTrial: false, isLifetime: false });
  });

  it.each([
    ["missing first name", { firstName: undefined }, "firstName"],
    ["malformed email", { email: "not-an-email" }, "email"],
    ["short password", { password: "short" }, "password"],
    ["unknown plan", { planType: "business" }, "planType"],
  ])("refuses %s with the field named and creates nothing", async (_label, change, field) => {
    const input = { ...signUpInput(), ...change } as Record<string, unknown>;
    const response = await t.client().request("POST", "/api/auth/sign-up/email", input);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
    if (typeof input.email === "string") expect(await countUsers(input.email.trim())).toBe(0);
  });

  // A second sign-up for a registered address: tests/security/probe-auth-library.test.ts (finding 11).
});

describe("email confirmation", () => {
  it("confirms the address and returns to /dashboard", async () => {
    const user = await signUp(t.client());
    const link = await t.linkFromMail(user.email, "verify-email");
    // Opening the link leads to its page and changes nothing; the page confirms with a POST.
    const opened = await user.client.request("GET", pathOf(link), undefined, BROWSER);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toMatch(/^\/auth\/callback\?token=[^&]+&callbackURL=%2Fdashboard$/);
    expect((await user.client.call(account.me)).json().user.emailVerified).toBe(false);
    const confirmed = await confirmLink(user.client, link);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: true, redirectTo: "/dashboard" });
    const me = await user.client.call(account.me);
    expect(me.json().user.emailVerified).toBe(true);
  });
});

describe("password sign-in and sign-out", () => {
  it("signs in with the right password (email trimmed) and out again", async () => {
    const user = await signUp(t.client());
    const client = t.client();
    const signIn = await client.request("POST", "/api/auth/sign-in/email", {
      email: `  ${user.email.toUpperCase()} `,
      password: DEFAULT_PASSWORD,
    });
    expect(signIn.statusCode).toBe(200);
    expect((await client.call(account.me)).statusCode).toBe(200);
    const signOut = await client.request("POST", "/api/auth/sign-out", {});
    expect(signOut.statusCode).toBe(200);
    expect((await client.call(account.me)).statusCode).toBe(401);
  });

  it("refuses a wrong password with 401 and no session", async () => {
    const user = await signUp(t.client());
    const client = t.client();
    const response = await client.request("POST", "/api/auth/sign-in/email", {
      email: user.email,
      password: "wrong-password-123",
    });
    expect(response.statusCode).toBe(401);
    expect((await client.call(account.me)).statusCode).toBe(401);
  });

  it("refuses a missing password and a malformed email with the field named", async () => {
    const missing = await t.client().request("POST", "/api/auth/sign-in/email", { email: uniqueEmail() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty("password");
    const malformed = await t.client().request("POST", "/api/auth/sign-in/email", { email: "nope", password: "x" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toHaveProperty("email");
  });

  it("limits password attempts per client address", async () => {
    const client = t.client();
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_RATE_LIMIT.max; i++) {
      const r = await client.request("POST", "/api/auth/sign-in/email", {
        email: uniqueEmail(),
        password: "whatever-123",
      });
      statuses.push(r.statusCode);
    }
    expect(statuses.slice(0, SIGN_IN_RATE_LIMIT.max).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not affected.
    const other = await t
      .client()
      .request("POST", "/api/auth/sign-in/email", { email: uniqueEmail(), password: "whatever-123" });
    expect(other.statusCode).toBe(401);
  });
});

const BROWSER = { accept: "text/html,application/xhtml+xml" };

describe("magic link", () => {
  it("signs in once through the emailed link, which returns to /auth/magic-link", async () => {
    const user = await signUp(t.client());
    const client = t.client();
    const send = await client.request("POST", "/api/auth/sign-in/magic-link", {
      email: ` ${user.email} `,
      callbackURL: "/auth/magic-link",
    });
    expect(send.statusCode).toBe(200);
    const link = await t.linkFromMail(user.email, "magic-link");
    // Opening the link leads to its page, which signs in with a POST.
    const opened = await client.request("GET", pathOf(link), undefined, BROWSER);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toMatch(/^\/auth\/magic-link\?token=/);
    expect((await client.call(account.me)).statusCode).toBe(401);
    const first = await confirmLink(client, link);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: true, redirectTo: "/auth/magic-link" });
    const me = await client.call(account.me);
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(user.email);

    // Used once: the page is told with a 401 and shows why.
    const stranger = t.client();
    const reused = await confirmLink(stranger, link);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe("INVALID_TOKEN");
    expect((await stranger.call(account.me)).statusCode).toBe(401);
  });

  it("refuses an expired link", async () => {
    const user = await signUp(t.client());
    const client = t.client();
    await client.request("POST", "/api/auth/sign-in/magic-link", {
      email: user.email,
      callbackURL: "/auth/magic-link",
    });
    const link = await t.linkFromMail(user.email, "magic-link");
    // Age every magic-link token past its 5 minutes.
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, "magic-link%"));
    const response = await confirmLink(client, link);
    expect(response.statusCode).toBe(401);
    expect((await client.call(account.me)).statusCode).toBe(401);
  });

  it("an address without an account gets a sign-up invitation, and no account is created", async () => {
    const email = uniqueEmail("stranger");
    const client = t.client();
    const send = await client.request("POST", "/api/auth/sign-in/magic-link", {
      email,
      callbackURL: "/auth/magic-link",
    });
    expect(send.statusCode).toBe(200);
    const mails = await t.outbox(email);
    expect(mails.map((m) => m.kind)).toEqual(["magic-link-no-account"]);
    expect(mails[0]!.text).toContain("/signup");
    expect(await countUsers(email)).toBe(0);
  });

  it("refuses a malformed email", async () => {
    const response = await t.client().request("POST", "/api/auth/sign-in/magic-link", { email: "x@" });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty("email");
  });

  it("never writes the magic-link token to the request log", async () => {
    const lines: string[] = [];
    const logged = await createTestApp({ logStream: { write: (line: string) => lines.push(line) } });
    try {
      const user = await signUp(logged.client());
      const client = logged.client();
      await client.request("POST", "/api/auth/sign-in/magic-link", {
        email: user.email,
        callbackURL: "/auth/magic-link",
      });
      const link = await logged.linkFromMail(user.email, "magic-link");
      const token = new URL(link).searchParams.get("token")!;
      await client.request("GET", pathOf(link), undefined, BROWSER);
      const log = lines.join("\n");
      expect(log).toContain("/api/auth/magic-link/verify");
      expect(log).not.toContain(token);
    } finally {
      await logged.close();
    }
  });
});

describe("password reset", () => {
  it("mails a link to /reset-password whose token sets a new password", async () => {
    const user = await signUp(t.client());
    const client = t.client();
    const ask = await client.request("POST", "/api/auth/request-password-reset", {
      email: user.email,
      redirectTo: "/reset-password",
    });
    expect(ask.statusCode).toBe(200);
    const link = await t.linkFromMail(user.email, "reset-password");
    const opened = await client.request("GET", pathOf(link), undefined, BROWSER);
    expect(opened.statusCode).toBe(302);
    const location = new URL(opened.headers.location as string, "http://localhost:3000");
    expect(location.pathname).toBe("/reset-password");
    const token = location.searchParams.get("token");
    expect(token).toBeTruthy();

    const reset = await client.request("POST", "/api/auth/reset-password", {
      token,
      newPassword: "a-brand-new-password",
    });
    expect(reset.statusCode).toBe(200);
    const oldPassword = await t
      .client()
      .request("POST", "/api/auth/sign-in/email", { email: user.email, password: DEFAULT_PASSWORD });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await t
      .client()
      .request("POST", "/api/auth/sign-in/email", { email: user.email, password: "a-brand-new-password" });
    expect(newPassword.statusCode).toBe(200);
  });
});

describe("global sign-out", () => {
  it("ends every session of the account, on every device", async () => {
    const user = await signUp(t.client());
    const laptop = t.client();
    await laptop.request("POST", "/api/auth/sign-in/email", { email: user.email, password: user.password });
    expect(((await user.client.call(account.sessions)).json() as unknown[]).length).toBe(2);
    expect((await user.client.request("POST", "/api/auth/revoke-sessions", {})).statusCode).toBe(200);
    expect((await user.client.request("POST", "/api/auth/sign-out", {})).statusCode).toBe(200);
    const remaining = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(remaining).toHaveLength(0);
  });
});

describe("session cookies", () => {
  it("are HttpOnly and SameSite=Lax, and Secure when the site is served over https", async () => {
    const response = await t.client().request("POST", "/api/auth/sign-up/email", { ...signUpInput(), name: "x" });
    const cookies = [response.headers["set-cookie"]].flat().filter(Boolean) as string[];
    const session = cookies.find((c) => c.startsWith("gatherly.session_token="))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Secure/i);

    const https = await createTestApp({ config: { baseUrl: "https://gatherly.example.org" } });
    try {
      const secure = await https.app.inject({
        method: "POST",
        url: "/api/auth/sign-up/email",
        headers: { origin: "https://gatherly.example.org", "content-type": "application/json" },
        payload: JSON.stringify({ ...signUpInput(), name: "x" }),
      });
      const secureCookies = [secure.headers["set-cookie"]].flat().filter(Boolean) as string[];
      expect(secureCookies.find((c) => c.includes("session_token="))).toMatch(/; Secure/i);
    } finally {
      await https.close();
    }
  });
});

describe("client address for rate limits", () => {
  const attempt = (app: TestApp, forwardedFor: string) =>
    app.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      remoteAddress: "10.99.0.1",
      headers: {
        origin: "http://localhost:3000",
        "content-type": "application/json",
        "x-forwarded-for": forwardedFor,
        "x-gatherly-client-ip": forwardedFor,
      },
      payload: JSON.stringify({ email: uniqueEmail(), password: "whatever-123" }),
    });

  it("ignores X-Forwarded-For (and our own header) from clients when TRUST_PROXY is unset", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await attempt(t, `203.0.113.${i + 1}`)).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });

  it("believes the proxy's X-Forwarded-For when TRUST_PROXY is set", async () => {
    const proxied = await createTestApp({ config: { trustProxy: true } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await attempt(proxied, `198.51.100.${i + 1}`)).statusCode);
      expect(statuses.every((s) => s === 401)).toBe(true);
    } finally {
      await proxied.close();
    }
  });
});

describe("roles from the environment", () => {
  it("are applied at start-up to verified accounts (tests/security/probe-admin-emails.test.ts has the rest)", async () => {
    const later = await signUpVerified(t);
    const { applyConfiguredRoles } = await import("./service.ts");
    await applyConfiguredRoles(t.database.db, { adminEmails: [later.email], superAdminEmails: [] });
    const [row] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, later.id));
    expect(row!.role).toBe("admin");
    // A listed super admin is never demoted by also being listed as admin.
    await applyConfiguredRoles(t.database.db, { adminEmails: [later.email], superAdminEmails: [later.email] });
    await applyConfiguredRoles(t.database.db, { adminEmails: [later.email], superAdminEmails: [] });
    const [after] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, later.id));
    expect(after!.role).toBe("super_admin");
  });
});
