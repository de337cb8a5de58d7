/**
 * Bad input on every route of the matrix: fields nobody may set (owner, role, plan, ...), prototype
 * poisoning, unknown query parameters, and random hostile values in paths, queries and bodies. A
 * route refuses with a 4xx that names the field, writes nothing, and never answers 500 or shows its
 * insides.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTE_MATRIX, type Call, type RouteExpectation } from "./route-matrix.ts";
import { createWorld, send, type Method, type World } from "./world.ts";
import type { Client } from "../fixtures/http-client.ts";

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(async () => {
  await w?.close();
});

/** Fields a caller might try to set on a record: owner, rights, plan, price, state, identity, timestamps. */
const PRIVILEGED_FIELDS = [
  "ownerId",
  "owner_id",
  "userId",
  "role",
  "isAdmin",
  "planType",
  "priceCents",
  "status",
  "id",
  "createdAt",
  "shareToken",
];

/** The top-level keys an object schema accepts (through optional, default, refine, pipe and union). */
function acceptedKeys(schema: unknown): Set<string> {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def) return new Set();
  if (def.type === "object") return new Set(Object.keys(def.shape as object));
  if (def.type === "union") return new Set((def.options as unknown[]).flatMap((o) => [...acceptedKeys(o)]));
  const inner = def.innerType ?? def.in ?? def.schema;
  return inner ? acceptedKeys(inner) : new Set();
}

const routeOf = (key: string) => w.t.routes.find((r) => `${r.method} ${r.url}` === key);
/**
 * Who makes a route's calls. Sign-in routes get a visitor of their own: a sign-in that succeeds replaces the
 * caller's session, and the owner's cookie jar must keep the owner (later routes act as them).
 */
const personFor = (expected: RouteExpectation, key = ""): Client =>
  key.startsWith("POST /api/auth/") ? w.t.client() : expected.access === "admin" ? w.admin.client : w.owner.client;

/** How many records the owner has of each kind: a refused call must leave these alone. */
async function ownerCounts(): Promise<string> {
  const totals = await Promise.all(
    ["/api/events?limit=1", "/api/venues?limit=1", "/api/activities?limit=1", "/api/info-pages?limit=1"].map(
      async (url) => (await w.owner.client.request("GET", url)).json().total as number,
    ),
  );
  return totals.join(",");
}

// better-auth's own routes parse their own bodies (its fields are tested in tests/security/sessions.test.ts).
const jsonBodyRoutes = Object.entries(ROUTE_MATRIX).filter(
  ([key]) => !key.startsWith("POST /api/auth/") && !key.includes(" /api/docs"),
);

describe("fields nobody may set", () => {
  it.each(jsonBodyRoutes)("%s refuses them with 400 naming each, and writes nothing", async (key, expected) => {
    const route = routeOf(key);
    const call = await expected.call(w);
    if (!route?.schema?.body || call.upload || typeof call.body !== "object" || call.body === null) return;
    const accepted = acceptedKeys(route.schema.body);
    const extras = PRIVILEGED_FIELDS.filter((field) => !accepted.has(field));
    const before = `${await w.snapshot(call)}\n${await ownerCounts()}`;
    const hostile = {
      ...(call.body as object),
      ...Object.fromEntries(extras.map((field) => [field, field === "isAdmin" ? true : w.stranger.id])),
    };
    const response = await personFor(expected, key).request(key.split(" ")[0] as Method, call.url, hostile);
    expect(response.statusCode, response.body).toBe(400);
    const error = response.json().error as { code: string; fields: Record<string, string> };
    expect(error.code).toBe("VALIDATION_ERROR");
    const named = Object.keys(error.fields).join(", ");
    for (const field of extras) expect(named, `${field} is not named`).toContain(field);
    expect(`${await w.snapshot(call)}\n${await ownerCounts()}`).toBe(before);
  });

  it("a sign-up cannot make itself an admin, a business customer or a confirmed address", async () => {
    const client = w.t.client();
    const response = await client.request("POST", "/api/auth/sign-up/email", {
      name: "Mallory Mass",
      firstName: "Mallory",
      lastName: "Mass",
      email: `mallory.${Date.now()}@example.com`,
      password: "correct-horse-battery",
      planType: "business",
      role: "admin",
      isAdmin: true,
      emailVerified: true,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect((await client.request("GET", "/api/account/me")).statusCode).toBe(401);

    const allowedPlan = await client.request("POST", "/api/auth/sign-up/email", {
      name: "Mallory Mass",
      firstName: "Mallory",
      lastName: "Mass",
      email: `mallory.${Date.now()}.2@example.com`,
      password: "correct-horse-battery",
      planType: "free",
      role: "admin",
      emailVerified: true,
    });
    if (allowedPlan.statusCode === 200) {
      const me = (await client.request("POST", "/api/rpc/is_admin", { user_id: allowedPlan.json().user.id })).json();
      expect(me).toBe(false);
      expect(allowedPlan.json().user.emailVerified).toBe(false);
    } else {
      expect(allowedPlan.statusCode).toBeLessThan(500);
    }
  });
});

describe("text the database cannot hold", () => {
  it("a NUL character in a body field, a query or a path is refused with 400 naming where", async () => {
    const cases = [
      ["POST", "/api/venues", { name: "Hall\u0000", city: "Leiden" }, "name"],
      ["POST", "/api/checklists", { eventId: w.ids.event, title: "a\u0000b" }, "title"],
      ["GET", "/api/events?q=%00", undefined, "query.q"],
      ["GET", "/api/events/%00", undefined, "eventId"],
    ] as const;
    const before = await ownerCounts();
    for (const [method, url, body, field] of cases) {
      const response = await w.owner.client.request(method, url, body);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(response.json().error.fields).toEqual({ [field]: "Text cannot contain a NUL character" });
    }
    expect(await ownerCounts()).toBe(before);
  });
});

describe("prototype poisoning", () => {
  const poisons = [
    ["__proto__", '{"__proto__":{"isAdmin":true}}'],
    ["constructor", '{"constructor":{"prototype":{"isAdmin":true}}}'],
  ] as const;
  it.each(jsonBodyRoutes)("%s refuses __proto__ and constructor payloads with 400", async (key, expected) => {
    const call = await expected.call(w);
    if (call.upload || typeof call.body !== "object" || call.body === null) return;
    const before = await w.snapshot(call);
    for (const [name, poison] of poisons) {
      const payload = `${poison.slice(0, -1)},${JSON.stringify(call.body).slice(1)}`;
      const response = await w.t.app.inject({
        method: key.split(" ")[0] as Method,
        url: call.url,
        headers: {
          "content-type": "application/json",
          origin: w.t.config.baseUrl,
          cookie: personFor(expected, key).jar.header(),
        },
        payload,
      });
      expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
    }
    expect(await w.snapshot(call)).toBe(before);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});

describe("unknown query parameters", () => {
  const queryRoutes = Object.entries(ROUTE_MATRIX).filter(([key]) => key.startsWith("GET "));
  it.each(queryRoutes)("%s refuses one with 400 naming it", async (key, expected) => {
    const route = routeOf(key);
    if (!route?.schema?.querystring) return;
    const call = await expected.call(w);
    const url = `${call.url}${call.url.includes("?") ? "&" : "?"}ownerId=${w.stranger.id}`;
    const response = await personFor(expected, key).request("GET", url);
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().error.fields).join(",")).toContain("ownerId");
  });
});

// --- Random hostile values -------------------------------------------------------------------------

const hostileText = fc.oneof(
  fc.constantFrom(
    "'",
    '"',
    "';--",
    "' OR '1'='1",
    "\u0000",
    "a\u0000b",
    "%00",
    "%",
    "_",
    "\\",
    "../../../../etc/passwd",
    "<script>alert(1)</script>",
    "😀👨‍👩‍👧‍👦",
    "\uD800",
    "Ω≈ç√∫",
    "NaN",
    "Infinity",
    "-1",
    "1e309",
    "0x1F",
    " ",
    "",
    "null",
    "true",
    "2027-02-30T25:61:00Z",
    "x".repeat(100_000),
  ),
  fc.string({ unit: "binary", maxLength: 300 }),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, 2 ** 63, 0.5),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 2, arbitrary: hostileNumber },
  fc.constant(null),
  fc.boolean(),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
);

/** Internals that must never reach a caller: stack frames, source paths, database messages. */
const LEAKS =
  /\n\s+at |node_modules|\.ts:\d+|\/src\/|syntax error|relation "|violates|pglite|postgres|drizzle|ZodError|TypeError|RangeError/i;

type Mutation =
  | { where: "param"; index: number; value: string }
  | { where: "query"; key: string; value: string }
  | { where: "body"; key: string | null; value: unknown };

/** A path segment as a hostile client could send it: lone surrogates go out as invalid UTF-8 bytes. */
function encodeSegment(value: string): string {
  return value
    .split(/([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/)
    .map((part) => (/^[\uD800-\uDFFF]$/.test(part) ? "%ED%A0%80" : encodeURIComponent(part)))
    .join("");
}

function mutate(pattern: string, call: Call, mutation: Mutation): Call {
  if (mutation.where === "param") {
    const names = pattern.split("/");
    const parts = call.url.split("?")[0]!.split("/");
    const slots = names.flatMap((name, i) => (name.startsWith(":") || name === "*" ? [i] : []));
    if (slots.length === 0) return call;
    parts[slots[mutation.index % slots.length]!] = encodeSegment(mutation.value);
    const query = call.url.includes("?") ? `?${call.url.split("?")[1]}` : "";
    return { ...call, url: `${parts.join("/")}${query}` };
  }
  if (mutation.where === "query") {
    const url = new URL(call.url, "http://x");
    url.searchParams.set(mutation.key, mutation.value);
    return { ...call, url: `${url.pathname}${url.search}` };
  }
  if (call.upload) return call;
  if (mutation.key === null) return { ...call, body: mutation.value };
  return {
    ...call,
    body: { ...(typeof call.body === "object" && call.body !== null ? call.body : {}), [mutation.key]: mutation.value },
  };
}

/**
 * Runs per route and the seed: fixed by default, so a CI run is repeatable; FUZZ_RUNS=200 FUZZ_SEED=random
 * digs deeper (a failure prints its seed and counterexample to replay).
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = process.env.FUZZ_SEED === "random" ? Date.now() : Number(process.env.FUZZ_SEED ?? 20261123);
const fuzzRoutes = Object.entries(ROUTE_MATRIX).filter(([key]) => !key.includes(" /api/docs"));

describe("random hostile values", () => {
  it.each(fuzzRoutes)("%s never answers 500 or shows its insides", async (key, expected) => {
    const [method, pattern] = key.split(" ") as [Method, string];
    const route = routeOf(key);
    const call = await expected.call(w);
    const queryKeys = [...acceptedKeys(route?.schema?.querystring), "q"];
    const bodyKeys = [...acceptedKeys(route?.schema?.body)];
    const mutation: fc.Arbitrary<Mutation> = fc.oneof(
      fc.record({ where: fc.constant("param" as const), index: fc.nat(3), value: hostileText }),
      fc.record({ where: fc.constant("query" as const), key: fc.constantFrom(...queryKeys), value: hostileText }),
      fc.record({
        where: fc.constant("body" as const),
        key: bodyKeys.length > 0 ? fc.constantFrom(...bodyKeys) : fc.constant(null),
        value: hostileValue,
      }),
      fc.record({ where: fc.constant("body" as const), key: fc.constant(null), value: hostileValue }),
    );
    const client = personFor(expected, key);
    await fc.assert(
      fc.asyncProperty(mutation, async (m) => {
        const hostile = mutate(pattern, call, m);
        const response = await send(client, method, hostile);
        expect(
          response.statusCode,
          `${method} ${hostile.url} ${JSON.stringify(hostile.body)?.slice(0, 300)} -> ${response.body.slice(0, 500)}`,
        ).toBeLessThan(500);
        if (response.statusCode >= 400 && String(response.headers["content-type"] ?? "").includes("json")) {
          expect(response.body, "the answer shows the server's insides").not.toMatch(LEAKS);
        }
      }),
      { numRuns: RUNS_PER_ROUTE, seed: SEED },
    );
  });
});
