/**
 * The authorization matrix: every route the app registers, called as a visitor, as the owner, as a
 * stranger who owns records of their own, as a member with no rights, as an admin and as each plan
 * tier. What each route promises is written in route-matrix.ts; a route that is not there fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAN_TYPES, planRank, type PlanType } from "#shared/plans.ts";
import type { EventScope } from "#shared/contract.ts";
import type { FastifyInstance } from "fastify";
import { defaultAuthFor } from "#server/plugins/auth.ts";
import { ROUTE_MATRIX, type RouteExpectation } from "./route-matrix.ts";
import { createWorld, OWNER_MARKER, send, type Method, type World } from "./world.ts";
import type { SignedUpUser } from "../fixtures/factories.ts";
import { changePlan } from "../fixtures/test-app.ts";

/** One probe per paid tier: proves the tier step of the matrix refuses and admits as declared. */
const TIER_PROBES: Record<string, RouteExpectation> = Object.fromEntries(
  PLAN_TYPES.filter((plan) => plan !== "free").map((plan) => [
    `GET /api/test/tier-${plan}`,
    { access: "user", requires: plan, call: () => ({ url: `/api/test/tier-${plan}` }) } satisfies RouteExpectation,
  ]),
);
const EXPECTED: Record<string, RouteExpectation> = { ...ROUTE_MATRIX, ...TIER_PROBES };

function addTierProbes(app: FastifyInstance) {
  for (const plan of PLAN_TYPES.filter((p) => p !== "free")) {
    app.get(`/api/test/tier-${plan}`, { config: { requires: plan } }, async () => ({ ok: true }));
  }
}

let w: World;
beforeAll(async () => {
  w = await createWorld({ extend: addTierProbes });
});
afterAll(async () => {
  await w?.close();
});

const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const registered = () => w.t.routes.filter((route) => route.method !== "HEAD");

describe("the matrix covers every route", () => {
  it("every registered route is described, and every description is a registered route", () => {
    const keys = new Set(registered().map(routeKey));
    const undescribed = [...keys].filter((key) => !(key in EXPECTED));
    const stale = Object.keys(EXPECTED).filter((key) => !keys.has(key));
    expect(
      undescribed,
      `Describe these routes in tests/security/route-matrix.ts (access, a rightful call, its status): ${undescribed.join("; ")}`,
    ).toEqual([]);
    expect(
      stale,
      `These entries of tests/security/route-matrix.ts match no route any more: ${stale.join("; ")}`,
    ).toEqual([]);
  });

  it("organiser routes name the team right a member working in the account needs (ADR 032)", () => {
    const rights = new Map(
      registered().map((route) => [routeKey(route), (route.config as { team?: string } | undefined)?.team]),
    );
    expect({
      update: rights.get("PUT /api/events/:eventId"),
      list: rights.get("GET /api/events"),
      budget: rights.get("POST /api/events/:eventId/budget/lines"),
      refund: rights.get("POST /api/orders/:orderId/cancel"),
      door: rights.get("POST /api/events/:eventId/checkin-lists"),
      invite: rights.get("POST /api/team/invitations"),
      profile: rights.get("PUT /api/profile"),
      inbox: rights.get("GET /api/conversations"),
    }).toEqual({
      update: "edit",
      list: "read",
      budget: "money",
      refund: "money",
      door: "door",
      invite: "team",
      profile: undefined,
      inbox: undefined,
    });
  });

  it("each route's declared gate is the one in the matrix", () => {
    const mismatches = registered().flatMap((route) => {
      const expected = EXPECTED[routeKey(route)];
      if (!expected) return [];
      const config = (route.config ?? {}) as { auth?: string; requires?: PlanType; requiresAsMember?: true };
      const access = config.auth ?? defaultAuthFor(route.url);
      const problems: string[] = [];
      if (access !== expected.access)
        problems.push(`${routeKey(route)} is ${access}, the matrix says ${expected.access}`);
      // A member route's tier is checked by its service against the event, not by the gate.
      const gateRequires = expected.tierFrom === "event" ? undefined : expected.requires;
      if ((config.requires ?? null) !== (gateRequires ?? null)) {
        problems.push(
          `${routeKey(route)} requires ${config.requires ?? "no plan"} at the gate, the matrix says ${gateRequires ?? "no plan"}`,
        );
      }
      if ((config.requiresAsMember === true) !== (expected.tierFrom === "caller or event")) {
        problems.push(`${routeKey(route)}: whose plan opens it differs from the matrix's tierFrom`);
      }
      if (expected.access === "public" && !expected.why)
        problems.push(`${routeKey(route)} is public: say why in the matrix`);
      return problems;
    });
    expect(mismatches).toEqual([]);
  });
});

/**
 * The tier a person has access to now, as the server sees it: the owner and the stranger are on
 * business (world.ts); the member and the admin start on free, and a trial started by an earlier
 * route's call counts as premium.
 */
async function planOf(person: SignedUpUser): Promise<PlanType> {
  const access = (await person.client.request("GET", "/api/account/subscription")).json().access as Record<
    "premium" | "pro" | "business",
    boolean
  >;
  return access.business ? "business" : access.pro ? "pro" : access.premium ? "premium" : "free";
}

function expectRefusal(response: { statusCode: number; body: string }, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(JSON.parse(response.body)).toMatchObject({ error: { code } });
}

/** The owner's records a call names: another person's id in a path or body must not reach them. */
function namesOwnersRecords(call: unknown): boolean {
  const text = JSON.stringify(call);
  return [...w.readers.keys()].some((id) => text.includes(id));
}

describe.each(Object.entries(EXPECTED))("%s", (key, expected) => {
  const method = key.split(" ")[0] as Method;
  const ok = expected.ok ?? 200;

  if (expected.access === "public") {
    it(`answers a visitor with ${ok}`, async () => {
      const response = await send(w.t.client(), method, await expected.call(w));
      expect(response.statusCode, response.body).toBe(ok);
    });
    return;
  }

  it("refuses a visitor with 401 before reading the request", async () => {
    const call = await expected.call(w);
    const before = await w.snapshot(call);
    expectRefusal(await send(w.t.client(), method, call), 401, "UNAUTHENTICATED");
    // A body the route would refuse is never looked at: the visitor learns only that they must sign in.
    if (call.body !== undefined && !call.upload) {
      expectRefusal(await w.t.client().request(method, call.url, { unexpected: "field" }), 401, "UNAUTHENTICATED");
    }
    expect(await w.snapshot(call)).toBe(before);
  });

  if (expected.access === "admin") {
    it("refuses members and organisers with 403, and lets an admin in", async () => {
      const call = await expected.call(w);
      const before = await w.snapshot(call);
      for (const person of [w.owner, w.member, w.onPlan.business]) {
        expectRefusal(await send(person.client, method, call), 403, "FORBIDDEN");
      }
      expect(await w.snapshot(call)).toBe(before);
      const response = await send(w.admin.client, method, call);
      expect(response.statusCode, response.body).toBe(ok);
    });
    return;
  }

  const foreignTo = (call: unknown) => namesOwnersRecords(call);
  // On a member route the gate asks for no plan: a stranger on any plan meets the event's 404 first.
  const gateRequires = expected.tierFrom === "event" ? undefined : expected.requires;
  const belowPlan = (plan: PlanType) => gateRequires !== undefined && planRank(plan) < planRank(gateRequires);

  if (expected.requires && expected.tierFrom) {
    const required = expected.requires;
    const guestGets = expected.guestGets ?? ok;
    it(`a free guest of the owner's event gets ${guestGets} on the owner's plan, and 403 PLAN_REQUIRED once it lacks ${required}`, async () => {
      const [onPaidPlan, onFreePlan] = [await expected.call(w), await expected.call(w)];
      const response = await send(w.guest.client, method, onPaidPlan);
      expect(response.statusCode, response.body).toBe(guestGets);
      await changePlan(w.t, w.owner.id, "free");
      try {
        const refused = await send(w.guest.client, method, onFreePlan);
        expectRefusal(refused, 403, "PLAN_REQUIRED");
        expect(refused.json().error.requiredPlan).toBe(required);
      } finally {
        await changePlan(w.t, w.owner.id, "business");
      }
    });
  }

  if (gateRequires) {
    const required = gateRequires;
    it(`refuses plans below ${required} with 403 PLAN_REQUIRED before anything else`, async () => {
      const call = await expected.call(w);
      const before = await w.snapshot(call);
      for (const plan of PLAN_TYPES) {
        const response = await send(w.onPlan[plan].client, method, call);
        if (belowPlan(plan)) {
          expectRefusal(response, 403, "PLAN_REQUIRED");
          expect(response.json().error.requiredPlan).toBe(required);
        } else {
          // Admitted by the plan; someone else's records are still not theirs.
          expect(response.statusCode, `${plan}: ${response.body}`).toBe(foreignTo(call) ? 404 : ok);
        }
      }
      expect(await w.snapshot(call)).toBe(before);
    });
  }

  it(`the owner gets ${ok}; a stranger, a member and an admin never reach the owner's records`, async () => {
    const call = await expected.call(w);
    const foreign = foreignTo(call);
    const before = await w.snapshot(call);
    for (const [who, person] of [
      ["a stranger", w.stranger],
      ["a member", w.member],
      ["an admin", w.admin],
    ] as const) {
      const plan = await planOf(person);
      const response = await send(person.client, method, call);
      const answer = `${who} got ${response.statusCode}: ${response.body}`;
      if (belowPlan(plan)) {
        expectRefusal(response, 403, "PLAN_REQUIRED");
        continue;
      }
      if (person === w.admin && expected.adminActsForAnyone) {
        expect(response.statusCode, answer).toBe(ok);
        continue;
      }
      const own = plan === "free" ? ok : (expected.paidGets ?? ok);
      expect(response.statusCode, answer).toBe(foreign ? 404 : own);
      if (foreign) expect(response.json().error.code, answer).toBe("NOT_FOUND");
      expect(response.body, `${who}'s answer holds the owner's data`).not.toContain(OWNER_MARKER);
    }
    expect(await w.snapshot(call), "a refused call changed the owner's records").toBe(before);
    const response = await send(w.owner.client, method, call);
    expect(response.statusCode, response.body).toBe(expected.paidGets ?? ok);
    await expected.restore?.(w, call);
  });

  /** The right a team member needs for this route when working in the owner's account (ADR 032), if any. */
  const teamConfig = () =>
    registered().find((route) => routeKey(route) === key)?.config as
      { team?: string; eventScope?: EventScope } | undefined;
  const teamRight = () => teamConfig()?.team;

  it("a viewer on the owner's team reads what the owner reads and changes nothing; a removed member reaches nothing", async () => {
    const right = teamRight();
    const call = await expected.call(w);
    const before = await w.snapshot(call);
    if (right) {
      const response = await send(w.team.viewer.client, method, call);
      if (right === "read") expect(response.statusCode, response.body).toBe(expected.paidGets ?? ok);
      else expectRefusal(response, 403, "FORBIDDEN");
    }
    if (foreignTo(call)) {
      // Their cookie still names the owner's account: they work in their own (free) account instead.
      const response = await send(w.team.removed.client, method, call);
      const answer = `the removed member got ${response.statusCode}: ${response.body}`;
      expect(response.statusCode === 404 || response.json().error?.code === "PLAN_REQUIRED", answer).toBe(true);
      expect(response.body, answer).not.toContain(OWNER_MARKER);
    }
    expect(await w.snapshot(call), "a team member's refused call changed the owner's records").toBe(before);
  });

  it("an admin limited to another of the owner's events reaches nothing of this one (ADR 033)", async () => {
    const config = teamConfig();
    if (!config?.team) return;
    const call = await expected.call(w);
    const before = await w.snapshot(call);
    const response = await send(w.team.limited.client, method, call);
    const answer = `the limited admin got ${response.statusCode}: ${response.body}`;
    const scope = config.eventScope;
    if (scope === "all-events" || (scope === "account" && method !== "GET")) {
      expectRefusal(response, 403, "FORBIDDEN");
    } else if (scope === "account") {
      expect(response.statusCode, answer).toBe(expected.paidGets ?? ok);
    } else if (scope === "events") {
      expect(response.statusCode, answer).toBe(expected.paidGets ?? ok);
      expect(response.body, answer).not.toContain(OWNER_MARKER);
    } else {
      expect(response.statusCode, answer).toBe(404);
      expect(response.body, answer).not.toContain(OWNER_MARKER);
    }
    expect(await w.snapshot(call), "a limited member's refused call changed the owner's records").toBe(before);
  });
});
