/**
 * Issue 19's findings at the edge of the authentication library, each replayed as the outside probe made
 * it: better-auth's own endpoints (its admin plugin, update-user), emailed links opened by a picture, an
 * oversized body, an account squatted before its address was proven, a copied cookie after sign-out and
 * a sign-up that tells who has an account. Every one must now fail to break in.
 */
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { accounts, sessions, users } from "#server/db/schema.ts";
import { EMAILED_LINKS, LIBRARY_ROUTES, isAllowedLibraryRoute } from "#server/modules/account/index.ts";
import { createTestApp, pathOf, TEST_BASE_URL, type TestApp } from "#tests/fixtures/test-app.ts";
import { confirmLink, DEFAULT_PASSWORD, signUp, signUpInput, uniqueEmail } from "#tests/fixtures/factories.ts";
import type { Client } from "#tests/fixtures/http-client.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function userRow(id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

async function withRole(role: "admin" | "super_admin") {
  const user = await signUp(t.client());
  await t.database.db.update(users).set({ role }).where(eq(users.id, user.id));
  return user;
}

function signIn(client: Client, email: string, password: string) {
  return client.request("POST", "/api/auth/sign-in/email", { email, password });
}

/** What the probe's page did: an `<img>` pointing at a link. Same origin, so cookies go with it. */
const AS_PICTURE = {
  accept: "image/avif,image/webp,image/*,*/*;q=0.8",
  "sec-fetch-dest": "image",
  "sec-fetch-site": "same-origin",
};

interface LibraryEndpoint {
  path: string;
  options: { method: string | string[]; metadata?: { SERVER_ONLY?: boolean } };
}

function libraryEndpoints(): Array<{ method: string; path: string }> {
  const found: Array<{ method: string; path: string }> = [];
  for (const endpoint of Object.values(t.auth.api) as unknown as LibraryEndpoint[]) {
    if (typeof endpoint?.path !== "string" || endpoint.options?.metadata?.SERVER_ONLY) continue;
    const methods = Array.isArray(endpoint.options.method) ? endpoint.options.method : [endpoint.options.method];
    for (const method of methods)
      if (method === "GET" || method === "POST") found.push({ method, path: endpoint.path });
  }
  return found;
}

describe("better-auth's own endpoints (finding 1)", () => {
  it("walks every endpoint the library serves: allow-listed with a reason, or 404 even for a super admin", async () => {
    const superAdmin = await withRole("super_admin");
    const endpoints = libraryEndpoints();
    expect(endpoints.length).toBeGreaterThan(40);
    const refused: string[] = [];
    for (const { method, path } of endpoints) {
      const concrete = path.replace(/:[^/]+/g, "some-value");
      if (isAllowedLibraryRoute(method, concrete)) {
        const listed = LIBRARY_ROUTES.find((r) => r.method === method && r.path === path);
        expect(listed?.why.length, `${method} ${path} has no reason`).toBeGreaterThan(10);
        continue;
      }
      const response = await superAdmin.client.request(
        method as "GET" | "POST",
        `/api/auth${concrete}`,
        method === "POST" ? {} : undefined,
      );
      if (method === "GET" && path in EMAILED_LINKS) {
        // Opening an emailed link only leads to its page (tested below).
        expect(response.statusCode, `${method} ${path}`).toBe(303);
        continue;
      }
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      refused.push(`${method} ${path}`);
    }
    expect(refused).toEqual(
      expect.arrayContaining([
        "POST /admin/set-role",
        "POST /admin/set-user-password",
        "POST /update-user",
        "GET /list-sessions",
      ]),
    );
    // Nothing is allow-listed that the library does not serve (a stale entry would hide a renamed route); an
    // emailed link's POST is our mount's, handed to the library's GET.
    for (const route of LIBRARY_ROUTES) {
      const method = route.path in EMAILED_LINKS ? "GET" : route.method;
      expect(
        endpoints.some((e) => e.method === method && e.path === route.path),
        `${route.method} ${route.path}`,
      ).toBe(true);
    }
  });

  it("a site admin cannot promote themselves, take over a super admin, ban, rewrite users or read session tokens", async () => {
    const admin = await withRole("admin");
    const superAdmin = await withRole("super_admin");
    const victim = await signUp(t.client());
    const calls: Array<[string, Record<string, unknown>]> = [
      ["/admin/set-role", { userId: admin.id, role: "super_admin" }],
      ["/admin/set-user-password", { userId: superAdmin.id, newPassword: "taken-over-password" }],
      ["/admin/ban-user", { userId: superAdmin.id }],
      ["/admin/update-user", { userId: victim.id, data: { email: "mallory@example.com", emailVerified: true } }],
      ["/admin/list-user-sessions", { userId: superAdmin.id }],
      [
        "/admin/create-user",
        { email: uniqueEmail("planted"), password: DEFAULT_PASSWORD, name: "Planted", role: "super_admin" },
      ],
      ["/admin/impersonate-user", { userId: superAdmin.id }],
    ];
    for (const [path, body] of calls) {
      const response = await admin.client.request("POST", `/api/auth${path}`, body);
      expect(response.statusCode, path).toBe(404);
      expect(response.body, path).not.toMatch(/"token"/);
    }
    expect((await userRow(admin.id)).role).toBe("admin");
    const superRow = await userRow(superAdmin.id);
    expect(superRow.role).toBe("super_admin");
    expect(superRow.banned).toBe(false);
    expect((await signIn(t.client(), superAdmin.email, "taken-over-password")).statusCode).toBe(401);
    expect((await signIn(t.client(), superAdmin.email, superAdmin.password)).statusCode).toBe(200);
    const victimRow = await userRow(victim.id);
    expect(victimRow.email).toBe(victim.email);
    expect(victimRow.emailVerified).toBe(false);
    expect((await admin.client.request("GET", "/api/account/me")).json().user.id).toBe(admin.id);
  });

  it("no answer of the library repeats the session token that the HttpOnly cookie holds", async () => {
    const client = t.client();
    const input = signUpInput();
    const signUpAnswer = await client.request("POST", "/api/auth/sign-up/email", { ...input, name: "x" });
    const session = await client.request("GET", "/api/auth/get-session");
    const signInAnswer = await signIn(t.client(), input.email, input.password);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, signUpAnswer.json().user.id));
    for (const answer of [signUpAnswer, session, signInAnswer]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain(row!.token);
    }
    expect(session.json().user.email).toBe(input.email);
  });
});

describe("profile pictures, names and fields (finding 3)", () => {
  it("update-user is not served: no picture URL, no name, no plan through the library", async () => {
    const user = await signUp(t.client());
    const before = await userRow(user.id);
    const response = await user.client.request("POST", "/api/auth/update-user", {
      image: `${TEST_BASE_URL}/api/auth/magic-link/verify?token=attacker`,
      name: "<img src=x onerror=alert(1)>",
      planType: "business",
    });
    expect(response.statusCode).toBe(404);
    const after = await userRow(user.id);
    expect([after.image, after.name, after.planType]).toEqual([before.image, before.name, before.planType]);
  });

  it("sign-up takes only the form's fields: a picture URL or another field is refused by name", async () => {
    const input = signUpInput();
    const response = await t.client().request("POST", "/api/auth/sign-up/email", {
      ...input,
      name: "x",
      image: "https://evil.example/pixel.png",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty("image");
    expect(await t.database.db.select().from(users).where(eq(users.email, input.email))).toHaveLength(0);
  });

  it("a magic link opened as a picture signs nobody in and leaves the link unused", async () => {
    const attacker = await signUp(t.client());
    await attacker.client.request("POST", "/api/auth/sign-in/magic-link", {
      email: attacker.email,
      callbackURL: "/auth/magic-link",
    });
    const link = await t.linkFromMail(attacker.email, "magic-link");
    const viewer = await signUp(t.client());

    const picture = await viewer.client.request("GET", pathOf(link), undefined, AS_PICTURE);
    expect(picture.statusCode).toBe(303);
    expect(picture.headers["set-cookie"]).toBeUndefined();
    expect((await viewer.client.request("GET", "/api/account/me")).json().user.id).toBe(viewer.id);
    // The link still works for the one it was mailed to.
    const own = t.client();
    expect((await confirmLink(own, link)).statusCode).toBe(200);
    expect((await own.request("GET", "/api/account/me")).json().user.id).toBe(attacker.id);
  });

  it("an address-confirmation link opened as a picture confirms nothing and signs nobody in", async () => {
    const attacker = await signUp(t.client());
    const link = await t.linkFromMail(attacker.email, "verify-email");
    const viewer = await signUp(t.client());

    const picture = await viewer.client.request("GET", pathOf(link), undefined, AS_PICTURE);
    expect(picture.statusCode).toBe(303);
    expect(picture.headers["set-cookie"]).toBeUndefined();
    expect((await viewer.client.request("GET", "/api/account/me")).json().user.id).toBe(viewer.id);
    expect((await userRow(attacker.id)).emailVerified).toBe(false);
  });

  it("every GET the library still answers changes nothing", () => {
    const gets = LIBRARY_ROUTES.filter((r) => r.method === "GET").map((r) => r.path);
    expect(gets.sort()).toEqual(["/get-session", "/reset-password/:token"]);
  });
});

describe("body size on /api/auth (finding 5)", () => {
  const big = Buffer.alloc(2 * 1024 * 1024, "a");

  it("refuses an oversized sign-in body by its Content-Length, before reading it", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      remoteAddress: t.client().ip,
      headers: {
        "content-type": "application/json",
        "content-length": String(60 * 1024 * 1024),
        origin: TEST_BASE_URL,
      },
      payload: big,
    });
    expect(response.statusCode).toBe(413);
  });

  it("stops reading a body without Content-Length once it passes the limit", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      remoteAddress: t.client().ip,
      headers: { "content-type": "application/json", origin: TEST_BASE_URL },
      payload: Readable.from([big, big]),
    });
    expect(response.statusCode).toBe(413);
    const user = await signUp(t.client());
    expect((await signIn(t.client(), user.email, user.password)).statusCode).toBe(200);
  });
});

describe("an account signed up with someone else's address (finding 6)", () => {
  it("when the address's owner confirms it, the squatter's password and sessions end", async () => {
    const squatter = await signUp(t.client(), { email: uniqueEmail("invited.guest") });
    const link = await t.linkFromMail(squatter.email, "verify-email");
    const owner = t.client();

    expect((await confirmLink(owner, link)).statusCode).toBe(200);
    expect((await owner.request("GET", "/api/account/me")).json().user).toMatchObject({
      id: squatter.id,
      emailVerified: true,
    });
    expect((await squatter.client.request("GET", "/api/account/me")).statusCode).toBe(401);
    expect((await squatter.client.request("GET", "/api/auth/get-session")).json()).toBeNull();
    expect((await signIn(t.client(), squatter.email, squatter.password)).statusCode).toBe(401);
    const credentials = await t.database.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, squatter.id), eq(accounts.providerId, "credential")));
    expect(credentials).toHaveLength(0);
  });

  it("confirming in the browser that signed up keeps the password: that person proved both", async () => {
    const user = await signUp(t.client());
    expect((await confirmLink(user.client, await t.linkFromMail(user.email, "verify-email"))).statusCode).toBe(200);
    expect((await user.client.request("GET", "/api/account/me")).statusCode).toBe(200);
    expect((await signIn(t.client(), user.email, user.password)).statusCode).toBe(200);
  });
});

describe("a copied cookie after sign-out (finding 7)", () => {
  it("the library's get-session refuses it at once, as every app route does", async () => {
    const user = await signUp(t.client());
    const copied = user.client.jar.header();
    const replay = (url: string) =>
      t.app.inject({ method: "GET", url, remoteAddress: user.client.ip, headers: { cookie: copied } });
    expect((await replay("/api/auth/get-session")).json()?.user.id).toBe(user.id);

    expect((await user.client.request("POST", "/api/auth/revoke-sessions", {})).statusCode).toBe(200);
    expect((await user.client.request("POST", "/api/auth/sign-out", {})).statusCode).toBe(200);

    expect((await replay("/api/auth/get-session")).json()).toBeNull();
    expect((await replay("/api/account/me")).statusCode).toBe(401);
  });
});

describe("sign-up and registered addresses (finding 11)", () => {
  it("answers a sign-up for a registered address like a new one, without a session, and mails the owner", async () => {
    const user = await signUp(t.client());
    const prober = t.client();
    const again = await prober.request("POST", "/api/auth/sign-up/email", {
      ...signUpInput({ email: user.email.toUpperCase() }),
      name: "x",
    });
    const fresh = await t.client().request("POST", "/api/auth/sign-up/email", { ...signUpInput(), name: "x" });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(again.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
    expect(Object.keys(again.json().user).sort()).toEqual(Object.keys(fresh.json().user).sort());
    expect(again.json().user.id).not.toBe(user.id);
    expect(await t.database.db.select().from(users).where(eq(users.email, user.email))).toHaveLength(1);
    expect((await prober.request("GET", "/api/account/me")).statusCode).toBe(401);
    expect((await t.outbox(user.email)).map((m) => m.kind)).toContain("account-exists");
    // The owner's password still works.
    expect((await signIn(t.client(), user.email, user.password)).statusCode).toBe(200);
  });
});
