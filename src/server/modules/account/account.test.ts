import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf } from "#tests/fixtures/http-client.ts";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";
import { accountContract as account } from "#shared/account/contract.ts";
import { race } from "#tests/fixtures/concurrency.ts";
import { signUp, signUpVerified, uniqueEmail } from "#tests/fixtures/factories.ts";
import { subscriptions, users } from "#server/db/schema.ts";
import { getOrCreateSubscription } from "./service.ts";

let t: TestApp;
const adminEmail = uniqueEmail("admin");
const superEmail = uniqueEmail("super");

beforeAll(async () => {
  t = await createTestApp({
    config: { adminEmails: [adminEmail], superAdminEmails: [superEmail] },
    extend: (app) => {
      // A route that only declares its gate, to prove the declaration alone protects it.
      app.get("/api/test/premium-only", { config: { requires: "premium" } }, async () => ({ ok: true }));
      app.get("/api/test/business-only", { config: { requires: "business" } }, async () => ({ ok: true }));
    },
  });
});
afterAll(async () => {
  await t?.close();
});

async function setPlan(userId: string, planType: string, extra: Partial<typeof subscriptions.$inferInsert> = {}) {
  await getOrCreateSubscription(t.database.db, userId);
  await t.database.db
    .update(subscriptions)
    .set({ planType, ...extra })
    .where(eq(subscriptions.userId, userId));
}

describe("subscription loading", () => {
  it("creates a free non-trial subscription on first load", async () => {
    const user = await signUp(t.client());
    const response = await user.client.call(account.subscription);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      subscription: { userId: user.id, planType: "free", isTrial: false, isLifetime: false },
      access: { premium: false, pro: false, business: false },
      trial: { active: false, expired: false, daysRemaining: 0 },
    });
  });

  it("concurrent first loads create exactly one row", async () => {
    const user = await signUp(t.client());
    const { responses, statuses } = await race(8, () => user.client.call(account.subscription));
    expect(statuses).toEqual({ 200: 8 });
    const ids = new Set(responses.map((r) => r.json().subscription.id));
    expect(ids.size).toBe(1);
    const rows = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it("concurrent service calls agree on one row too", async () => {
    const user = await signUp(t.client());
    const rows = await Promise.all(Array.from({ length: 6 }, () => getOrCreateSubscription(t.database.db, user.id)));
    expect(new Set(rows.map((r) => r.id)).size).toBe(1);
  });

  it("requires sign-in", async () => {
    const response = await t.client().call(account.subscription);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe("UNAUTHENTICATED");
  });
});

describe("plan gate", () => {
  it("a free user gets 403 PLAN_REQUIRED from a premium route; premium gets 200", async () => {
    const free = await signUp(t.client());
    const denied = await free.client.request("GET", "/api/test/premium-only");
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ error: { code: "PLAN_REQUIRED", requiredPlan: "premium" } });

    const premium = await signUp(t.client(), { planType: "premium" });
    const allowed = await premium.client.request("GET", "/api/test/premium-only");
    expect(allowed.statusCode).toBe(200);
  });

  it("a plan change applies on the next request", async () => {
    const user = await signUp(t.client());
    expect((await user.client.request("GET", "/api/test/business-only")).statusCode).toBe(403);
    await setPlan(user.id, "business");
    expect((await user.client.request("GET", "/api/test/business-only")).statusCode).toBe(200);
    await setPlan(user.id, "pro");
    const again = await user.client.request("GET", "/api/test/business-only");
    expect(again.statusCode).toBe(403);
    expect(again.json().error.requiredPlan).toBe("business");
  });

  it("an active trial opens premium; an expired one does not", async () => {
    const user = await signUp(t.client());
    await setPlan(user.id, "free", { isTrial: true, trialEndAt: new Date(Date.now() + 60_000) });
    expect((await user.client.request("GET", "/api/test/premium-only")).statusCode).toBe(200);
    await setPlan(user.id, "free", { isTrial: true, trialEndAt: new Date(Date.now() - 1) });
    expect((await user.client.request("GET", "/api/test/premium-only")).statusCode).toBe(403);
  });

  it("signed-out callers get 401 before any plan check", async () => {
    expect((await t.client().request("GET", "/api/test/premium-only")).statusCode).toBe(401);
  });

  it("the catalogue gate answers per feature tier", async () => {
    const free = await signUp(t.client());
    expect((await free.client.call(account.featureAccess, { params: { key: "events" } })).statusCode).toBe(200);
    const rsvp = await free.client.call(account.featureAccess, { params: { key: "rsvp-management" } });
    expect(rsvp.statusCode).toBe(403);
    expect(errorOf(rsvp).requiredPlan).toBe("premium");
    expect((await free.client.call(account.featureAccess, { params: { key: "no-such-feature" } })).statusCode).toBe(
      404,
    );
  });
});

describe("server procedures", () => {
  it("is_admin and check_user_admin_fast tell the truth about the caller", async () => {
    const plain = await signUp(t.client());
    const admin = await signUpVerified(t, { email: adminEmail });
    const isAdmin = (u: typeof plain) => u.client.call(account.isAdmin, { body: { user_id: u.id } });
    expect((await isAdmin(plain)).json()).toBe(false);
    expect((await isAdmin(admin)).json()).toBe(true);
    const check = await admin.client.call(account.checkUserAdmin, { body: { user_id_param: admin.id } });
    expect(check.json()).toEqual({ isAdmin: true, isSuperAdmin: false });
  });

  it("a user asking about someone else gets 404; an admin may ask", async () => {
    const alice = await signUp(t.client());
    const bob = await signUp(t.client());
    for (const endpoint of [account.userSubscription, account.checkUserAdmin, account.userDataBatch]) {
      const response = await alice.client.call(endpoint, { body: { user_id_param: bob.id } });
      expect(response.statusCode, endpoint.path).toBe(404);
    }
    expect((await alice.client.call(account.isAdmin, { body: { user_id: bob.id } })).statusCode).toBe(404);
    const admin = await signUp(t.client(), { email: uniqueEmail("admin2") });
    await t.database.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id));
    const batch = await admin.client.call(account.userDataBatch, { body: { user_id_param: bob.id } });
    expect(batch.statusCode).toBe(200);
    expect(batch.json().user.email).toBe(bob.email);
  });

  it("get_user_data_batch returns the profile, roles and subscription", async () => {
    const user = await signUp(t.client(), { planType: "pro", firstName: "Katherine", lastName: "Johnson" });
    const response = await user.client.call(account.userDataBatch, { body: { user_id_param: user.id } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { id: user.id, fullName: "Katherine Johnson", displayName: "Katherine Johnson", planType: "pro" },
      roles: { isAdmin: false, isSuperAdmin: false },
      subscription: {
        subscription: { planType: "pro", isTrial: false },
        access: { premium: true, pro: true, business: false },
      },
    });
  });

  it("rejects missing and unknown fields with the field named", async () => {
    const user = await signUp(t.client());
    const missing = await user.client.call(account.userDataBatch, { body: {} });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).code).toBe("VALIDATION_ERROR");
    expect(errorOf(missing).fields).toHaveProperty("user_id_param");
    const unknown = await user.client.call(account.isAdmin, { body: { user_id: user.id, extra: 1 } });
    expect(unknown.statusCode).toBe(400);
  });

  it("is_super_admin_user is false for visitors and plain users, true for super admins", async () => {
    const visitor = await t.client().call(account.isSuperAdminUser, { body: {} });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toBe(false);
    const plain = await signUp(t.client());
    expect((await plain.client.call(account.isSuperAdminUser, { body: {} })).json()).toBe(false);
    const sup = await signUpVerified(t, { email: superEmail });
    expect((await sup.client.call(account.isSuperAdminUser, { body: {} })).json()).toBe(true);
  });

  it("get_timezone_names lists the database's zones", async () => {
    const response = await t.client().call(account.timezoneNames, { body: {} });
    expect(response.statusCode).toBe(200);
    const names = response.json() as string[];
    expect(names).toContain("Europe/London");
    expect(names).toContain("America/New_York");
    expect(names.length).toBeGreaterThan(300);
  });
});

describe("sessions", () => {
  it("lists the user's sessions and revokes another device's session", async () => {
    const user = await signUp(t.client());
    const laptop = t.client();
    expect(
      (await laptop.request("POST", "/api/auth/sign-in/email", { email: user.email, password: user.password }))
        .statusCode,
    ).toBe(200);
    const list = await user.client.call(account.sessions);
    expect(list.statusCode).toBe(200);
    const sessions = list.json() as Array<{ id: string; current: boolean }>;
    expect(sessions).toHaveLength(2);
    const other = sessions.find((s) => !s.current)!;
    expect((await user.client.call(account.revokeSession, { params: { sessionId: other.id } })).statusCode).toBe(200);
    expect(((await user.client.call(account.sessions)).json() as unknown[]).length).toBe(1);
  });

  it("cannot revoke someone else's session (404)", async () => {
    const alice = await signUp(t.client());
    const bob = await signUp(t.client());
    const bobs = (await bob.client.call(account.sessions)).json() as Array<{ id: string }>;
    const response = await alice.client.call(account.revokeSession, { params: { sessionId: bobs[0]!.id } });
    expect(response.statusCode).toBe(404);
    expect((await bob.client.call(account.me)).statusCode).toBe(200);
  });
});
