/**
 * Sessions and forged requests: how often a password may be guessed, that a session ended anywhere
 * is refused everywhere at once (better-auth's own get-session included), and that a page on
 * another site cannot make a signed-in browser change anything.
 *
 * Magic-link reuse and expiry, the address behind X-Forwarded-For with TRUST_PROXY unset or `true`,
 * and the cookie flags are covered in src/server/modules/account/auth.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import type { AppConfig } from "#server/env.ts";
import { contactMessages, events, rateLimits, sessions, users, venues } from "#server/db/schema.ts";
import { SIGN_IN_RATE_LIMIT } from "#server/modules/account/index.ts";
import { createTestApp, TEST_BASE_URL, type TestApp } from "#tests/fixtures/test-app.ts";
import type { Client } from "#tests/fixtures/http-client.ts";
import {
  eventInput,
  signUp,
  signUpInput,
  signUpVerified,
  uniqueEmail,
  type SignedUpUser,
} from "#tests/fixtures/factories.ts";

let t: TestApp;
let admin: SignedUpUser;
const adminEmail = uniqueEmail("admin");

beforeAll(async () => {
  t = await createTestApp({ config: { adminEmails: [adminEmail] } });
  admin = await signUpVerified(t, { email: adminEmail });
});
afterAll(async () => {
  await t?.close();
});

const reunion = eventInput;

const hall = { name: "Riverside Hall", address: "1 Quay Street", city: "Leiden", country: "Netherlands" };

function signIn(client: Client, email: string, password: string) {
  return client.request("POST", "/api/auth/sign-in/email", { email, password });
}

describe("sign-in rate limit", () => {
  it("allows three attempts per 10 s, so the fourth within 10 s is refused", () => {
    expect(SIGN_IN_RATE_LIMIT).toEqual({ window: 10, max: 3 });
  });

  it("refuses the fourth attempt from one address, even with the right password, until 10 s have passed", async () => {
    const user = await signUp(t.client());
    const guesser = t.client();
    for (let i = 0; i < 3; i++) {
      expect((await signIn(guesser, user.email, `wrong-guess-${i}`)).statusCode).toBe(401);
    }
    const fourth = await signIn(guesser, user.email, user.password);
    expect(fourth.statusCode).toBe(429);
    expect((await guesser.request("GET", "/api/account/me")).statusCode).toBe(401);
    // The owner, from their own address, is not locked out by someone else's guessing.
    expect((await signIn(t.client(), user.email, user.password)).statusCode).toBe(200);

    // Ten seconds later (the stored window moved back rather than waited for), the address may try again.
    const moved = await t.database.db
      .update(rateLimits)
      .set({ lastRequest: Date.now() - SIGN_IN_RATE_LIMIT.window * 1000 - 1 })
      .where(eq(rateLimits.key, `${guesser.ip}|/sign-in/email`))
      .returning({ key: rateLimits.key });
    expect(moved).toHaveLength(1);
    expect((await signIn(guesser, user.email, user.password)).statusCode).toBe(200);
  });

  // Behind a proxy that appends the real client address, the part the client wrote itself varies freely.
  const proxySetups: Array<[string, AppConfig["trustProxy"]]> = [
    ["TRUST_PROXY=1 (one hop)", 1],
    ["TRUST_PROXY=<the proxy's address>", ["10.0.0.2"]],
  ];
  it.each(proxySetups)("%s: a spoofed X-Forwarded-For entry does not reset the count", async (_label, trustProxy) => {
    const proxied = await createTestApp({ config: { trustProxy } });
    try {
      const attempt = (spoofed: string, realClient: string) =>
        proxied.app.inject({
          method: "POST",
          url: "/api/auth/sign-in/email",
          remoteAddress: "10.0.0.2",
          headers: {
            origin: TEST_BASE_URL,
            "content-type": "application/json",
            "x-forwarded-for": `${spoofed}, ${realClient}`,
          },
          payload: JSON.stringify({ email: uniqueEmail(), password: "whatever-123" }),
        });
      const statuses: number[] = [];
      for (let i = 1; i <= 4; i++) statuses.push((await attempt(`198.51.100.${i}`, "203.0.113.7")).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      // The proxy's own address is not what is counted: another real client behind it may still try.
      expect((await attempt("198.51.100.9", "203.0.113.8")).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});

describe("an ended session is refused at once", () => {
  /** A person signed in on their phone (their sign-up) and on a laptop. */
  async function phoneAndLaptop() {
    const user = await signUp(t.client());
    const laptop = t.client();
    expect((await signIn(laptop, user.email, user.password)).statusCode).toBe(200);
    return { user, phone: user.client, laptop };
  }

  type Setup = Awaited<ReturnType<typeof phoneAndLaptop>>;
  const endings: Array<[string, (s: Setup) => Promise<LightMyRequestResponse>]> = [
    ["signing out on the laptop", ({ laptop }) => laptop.request("POST", "/api/auth/sign-out", {})],
    [
      "changing the password on the phone, signing out other devices (as the settings page does)",
      ({ phone, user }) =>
        phone.request("POST", "/api/auth/change-password", {
          currentPassword: user.password,
          newPassword: "a-different-password-456",
          revokeOtherSessions: true,
        }),
    ],
    [
      "an admin's force logout",
      ({ user }) =>
        admin.client.request("POST", "/api/functions/admin-session-management", {
          action: "force_logout",
          user_id: user.id,
        }),
    ],
    [
      "revoking the laptop's session from the phone",
      async ({ phone }) => {
        const list = (await phone.request("GET", "/api/account/sessions")).json() as Array<{
          id: string;
          current: boolean;
        }>;
        const laptopSession = list.find((s) => !s.current)!;
        return phone.request("DELETE", `/api/account/sessions/${laptopSession.id}`);
      },
    ],
  ];

  it.each(endings)("after %s, the laptop's old cookies are refused on every guarded route", async (_label, end) => {
    const setup = await phoneAndLaptop();
    const { laptop, user } = setup;
    // Everything the laptop's browser holds: a copy taken now is what a thief (or the laptop itself) would
    // replay. No signed session cache is among it (it would answer for 60 s after the session ended).
    const oldCookies = laptop.jar.header();
    expect(oldCookies).toContain("gatherly.session_token=");
    expect(oldCookies).not.toContain("gatherly.session_data=");
    const replay = (method: "GET" | "POST", url: string, body?: unknown) =>
      t.app.inject({
        method,
        url,
        remoteAddress: laptop.ip,
        headers: { origin: TEST_BASE_URL, cookie: oldCookies, ...(body ? { "content-type": "application/json" } : {}) },
        ...(body ? { payload: JSON.stringify(body) } : {}),
      });
    expect((await replay("GET", "/api/account/me")).statusCode).toBe(200);

    expect((await end(setup)).statusCode).toBe(200);

    expect((await replay("GET", "/api/account/me")).statusCode).toBe(401);
    expect((await replay("GET", "/api/account/sessions")).statusCode).toBe(401);
    expect((await replay("GET", "/api/auth/get-session")).json()).toBeNull();
    const write = await replay("POST", "/api/events", reunion({ name: "Written with an ended session" }));
    expect(write.statusCode).toBe(401);
    expect(await t.database.db.select().from(events).where(eq(events.ownerId, user.id))).toHaveLength(0);
  });

  it("the device that ended other sessions stays signed in", async () => {
    const { phone, user } = await phoneAndLaptop();
    await phone.request("POST", "/api/auth/change-password", {
      currentPassword: user.password,
      newPassword: "a-different-password-456",
      revokeOtherSessions: true,
    });
    expect((await phone.request("GET", "/api/account/me")).statusCode).toBe(200);
    const list = (await phone.request("GET", "/api/account/sessions")).json() as unknown[];
    expect(list).toHaveLength(1);
  });
});

describe("requests from another site", () => {
  /**
   * One state-changing route: `send` makes the request with the given extra headers, `done` says whether
   * its change happened. Each row is prepared afresh so a refused and an accepted request can be compared.
   */
  interface Forgeable {
    send(headers: Record<string, string>): Promise<LightMyRequestResponse>;
    done(): Promise<boolean>;
  }

  /** The browser's own headers: `Origin` and `Sec-Fetch-Site` cannot be set by a page's script. */
  const forgeries: Array<[string, Record<string, string>]> = [
    ["a foreign Origin", { origin: "https://evil.example", "sec-fetch-site": "cross-site" }],
    ["a foreign Origin (a browser without Sec-Fetch-Site)", { origin: "https://evil.example" }],
    ["no Origin, Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site" }],
    ["Origin null from a sandboxed frame on another site", { origin: "null", "sec-fetch-site": "cross-site" }],
    [
      "another origin on the same site (a sibling port)",
      { origin: "http://localhost:3001", "sec-fetch-site": "same-site" },
    ],
    ["no Origin, Sec-Fetch-Site same-site", { "sec-fetch-site": "same-site" }],
    [
      "the Vite dev server's port (trusted only as BASE_URL, which npm run dev sets)",
      { origin: "http://localhost:5173", "sec-fetch-site": "same-site" },
    ],
  ];

  /** A request from this person's browser with exactly these headers (the test client always adds our Origin). */
  function raw(
    client: Client,
    method: "POST" | "PUT" | "DELETE",
    url: string,
    body: unknown,
    headers: Record<string, string>,
  ) {
    return t.app.inject({
      method,
      url,
      remoteAddress: client.ip,
      headers: {
        ...(client.jar.size > 0 ? { cookie: client.jar.header() } : {}),
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
  }

  const routes: Array<[string, () => Promise<Forgeable>]> = [
    [
      "POST /api/auth/sign-in/email",
      async () => {
        const account = await signUp(t.client());
        const browser = t.client();
        const count = async () =>
          (await t.database.db.select().from(sessions).where(eq(sessions.userId, account.id))).length;
        const before = await count();
        return {
          send: (headers) =>
            raw(
              browser,
              "POST",
              "/api/auth/sign-in/email",
              { email: account.email, password: account.password },
              headers,
            ),
          done: async () => (await count()) > before,
        };
      },
    ],
    [
      "POST /api/auth/sign-up/email",
      async () => {
        const input = signUpInput();
        return {
          send: (headers) => raw(t.client(), "POST", "/api/auth/sign-up/email", { ...input, name: "x" }, headers),
          done: async () => (await t.database.db.select().from(users).where(eq(users.email, input.email))).length > 0,
        };
      },
    ],
    [
      "POST /api/events",
      async () => {
        const owner = await signUp(t.client());
        return {
          send: (headers) => raw(owner.client, "POST", "/api/events", reunion(), headers),
          done: async () => (await t.database.db.select().from(events).where(eq(events.ownerId, owner.id))).length > 0,
        };
      },
    ],
    [
      "PUT /api/events/:id",
      async () => {
        const owner = await signUp(t.client());
        const created = await owner.client.request("POST", "/api/events", reunion());
        expect(created.statusCode).toBe(201);
        const id = created.json().id as string;
        return {
          send: (headers) => raw(owner.client, "PUT", `/api/events/${id}`, reunion({ name: "Renamed" }), headers),
          done: async () => (await t.database.db.select().from(events).where(eq(events.id, id)))[0]!.name === "Renamed",
        };
      },
    ],
    [
      "DELETE /api/venues/:id",
      async () => {
        const owner = await signUp(t.client());
        const created = await owner.client.request("POST", "/api/venues", hall);
        expect(created.statusCode).toBe(201);
        const id = created.json().id as string;
        return {
          send: (headers) => raw(owner.client, "DELETE", `/api/venues/${id}`, undefined, headers),
          done: async () => (await t.database.db.select().from(venues).where(eq(venues.id, id))).length === 0,
        };
      },
    ],
    [
      "POST /api/contact",
      async () => {
        const email = uniqueEmail("contact");
        const visitor = t.client();
        const message = { name: "Grace Hopper", email, subject: "Hello", message: "Can Gatherly handle 300 guests?" };
        return {
          send: (headers) => raw(visitor, "POST", "/api/contact", message, headers),
          done: async () =>
            (await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email))).length > 0,
        };
      },
    ],
  ];

  it.each(routes)(
    "%s: refused with FORBIDDEN_ORIGIN from another site, nothing written; works from ours",
    async (_route, prepare) => {
      const route = await prepare();
      for (const [label, headers] of forgeries) {
        const response = await route.send(headers);
        expect(response.statusCode, label).toBe(403);
        expect(response.json(), label).toEqual({ error: { code: "FORBIDDEN_ORIGIN", message: expect.any(String) } });
        expect(response.headers["set-cookie"], label).toBeUndefined();
        expect(await route.done(), label).toBe(false);
      }
      const ours = await route.send({ origin: TEST_BASE_URL, "sec-fetch-site": "same-origin" });
      expect(ours.statusCode, ours.body).toBeLessThan(300);
      expect(await route.done()).toBe(true);
    },
  );

  const allowed: Array<[string, Record<string, string>]> = [
    ["our own Origin without Sec-Fetch-Site", { origin: TEST_BASE_URL }],
    [
      "Origin null from our own page (a form under Referrer-Policy no-referrer)",
      { origin: "null", "sec-fetch-site": "same-origin" },
    ],
    ["no Origin and no Sec-Fetch-Site (curl, a script, another server)", {}],
    ["no Origin, Sec-Fetch-Site none (typed by the user)", { "sec-fetch-site": "none" }],
  ];
  it.each(allowed)("lets through %s", async (_label, headers) => {
    const owner = await signUp(t.client());
    const response = await raw(owner.client, "POST", "/api/events", reunion(), headers);
    expect(response.statusCode, response.body).toBe(201);
  });

  it("reads still work with a foreign Origin (a cross-site GET changes nothing)", async () => {
    const owner = await signUp(t.client());
    const event = (await owner.client.request("POST", "/api/events", reunion())).json() as { id: string };
    const read = await owner.client.request("GET", `/api/events/${event.id}`, undefined, {
      origin: "https://evil.example",
      "sec-fetch-site": "cross-site",
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().id).toBe(event.id);
  });

  it("a signed-out request from another site is refused as forged, not as signed out", async () => {
    const response = await t.client().request("POST", "/api/events", reunion(), { origin: "https://evil.example" });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe("FORBIDDEN_ORIGIN");
  });

  it("content-policy reports are accepted from our pages and refused from another site", async () => {
    const report = JSON.stringify({
      "csp-report": {
        "document-uri": `${TEST_BASE_URL}/dashboard`,
        "violated-directive": "img-src",
        "effective-directive": "img-src",
        "original-policy": "default-src 'self'",
        "blocked-uri": "https://forged-origin-check.example/pixel.png",
        disposition: "enforce",
      },
    });
    const send = (headers: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: "/api/csp-violation",
        remoteAddress: t.client().ip,
        headers: { "content-type": "application/csp-report", ...headers },
        payload: report,
      });
    // What Chromium sends for a report from our own page, whatever the page's referrer policy.
    expect((await send({ origin: TEST_BASE_URL, "sec-fetch-site": "same-origin" })).statusCode).toBe(204);
    expect((await send({ origin: "https://evil.example", "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
  });

  it.each([
    ["NODE_ENV unset (development)", "development"],
    ["production", "production"],
  ] as const)(
    "%s: the Vite dev server's origin is not trusted unless it is BASE_URL (npm run dev)",
    async (_label, env) => {
      const send = (app: TestApp["app"]) =>
        app.inject({
          method: "POST",
          url: "/api/contact",
          headers: { origin: "http://localhost:5173", "content-type": "application/json" },
          payload: JSON.stringify({
            name: "Dev",
            email: uniqueEmail(),
            subject: "Hi",
            message: "From the dev server origin.",
          }),
        });
      const installed = await createTestApp({ config: { env } });
      const dev = await createTestApp({ config: { env, baseUrl: "http://localhost:5173" } });
      try {
        const refused = await send(installed.app);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().error.code).toBe("FORBIDDEN_ORIGIN");
        expect((await send(dev.app)).statusCode).toBe(201);
      } finally {
        await installed.close();
        await dev.close();
      }
    },
  );
});
