import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountContract as account } from "#shared/account/contract.ts";
import { adminContract as adminApi } from "#shared/admin/contract.ts";
import type { EndpointDefinition } from "#shared/contract.ts";
import { errorOf, type TestCallInput } from "#tests/fixtures/http-client.ts";
import { createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";
import { signUp, signUpVerified, uniqueEmail, type SignedUpUser } from "#tests/fixtures/factories.ts";

let t: TestApp;
let admin: SignedUpUser;
let superAdmin: SignedUpUser;
const adminEmail = uniqueEmail("admin");
const superEmail = uniqueEmail("super");

beforeAll(async () => {
  t = await createTestApp({ config: { adminEmails: [adminEmail], superAdminEmails: [superEmail] } });
  admin = await signUpVerified(t, { email: adminEmail, firstName: "Ada", lastName: "Admin" });
  superAdmin = await signUpVerified(t, { email: superEmail });
});
afterAll(async () => {
  await t?.close();
});

describe("admin routes are for admins only", () => {
  it("a plain user gets 403 and a visitor 401 on every admin route", async () => {
    const user = await signUp(t.client());
    const params = { userId: user.id };
    const calls: Array<[EndpointDefinition, TestCallInput]> = [
      [adminApi.listUsers, {}],
      [adminApi.changeSubscription, { params, body: { planType: "business" } }],
      [adminApi.changeRole, { params, body: { role: "admin" } }],
      [adminApi.auditLog, { params }],
      [adminApi.manageSessions, { body: { action: "get_sessions" } }],
    ];
    for (const [endpoint, input] of calls) {
      const name = `${endpoint.method} ${endpoint.path}`;
      expect((await user.client.call(endpoint, input)).statusCode, name).toBe(403);
      expect((await t.client().call(endpoint, input)).statusCode, name).toBe(401);
    }
    const me = await user.client.call(account.subscription);
    expect(me.json().subscription.planType).toBe("free");
  });
});

describe("users", () => {
  it("lists and searches users with their subscription, paged", async () => {
    const target = await signUp(t.client(), { firstName: "Searchable", lastName: "Person" });
    const response = await admin.client.call(adminApi.listUsers, { query: { q: "searchable" } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(1);
    expect(body.users[0]).toMatchObject({ id: target.id, fullName: "Searchable Person", role: "user" });
    const page = await admin.client.call(adminApi.listUsers, { query: { limit: 1, offset: 0 } });
    expect(page.json().users).toHaveLength(1);
    expect(page.json().total).toBeGreaterThan(2);
    expect((await admin.client.call(adminApi.listUsers, { query: { limit: 1000 } })).statusCode).toBe(400);
  });

  it("a search with LIKE wildcards matches them literally", async () => {
    const response = await admin.client.call(adminApi.listUsers, { query: { q: "%" } });
    expect(response.json().total).toBe(0);
  });
});

describe("plan, trial and lifetime changes", () => {
  it("changes a plan, takes effect at once and records who changed what", async () => {
    const user = await signUp(t.client());
    const changed = await admin.client.call(adminApi.changeSubscription, {
      params: { userId: user.id },
      body: { planType: "pro" },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ subscription: { planType: "pro" }, access: { pro: true } });
    const seen = await user.client.call(account.subscription);
    expect(seen.json().subscription.planType).toBe("pro");

    const log = await admin.client.call(adminApi.auditLog, { params: { userId: user.id } });
    expect(log.statusCode).toBe(200);
    expect(log.json()[0]).toMatchObject({
      actorUserId: admin.id,
      targetUserId: user.id,
      action: "subscription.change",
      before: { planType: "free" },
      after: { planType: "pro" },
    });
  });

  it("starts and ends a trial", async () => {
    const user = await signUp(t.client());
    const started = await admin.client.call(adminApi.changeSubscription, {
      params: { userId: user.id },
      body: { trial: { action: "start", days: 14 } },
    });
    expect(started.statusCode).toBe(200);
    expect(started.json().trial).toEqual({ active: true, expired: false, daysRemaining: 14 });
    expect(started.json().access.premium).toBe(true);

    const ended = await admin.client.call(adminApi.changeSubscription, {
      params: { userId: user.id },
      body: { trial: { action: "end" } },
    });
    expect(ended.json().trial.active).toBe(false);
    expect(ended.json().access.premium).toBe(false);
    const log = (await admin.client.call(adminApi.auditLog, { params: { userId: user.id } })).json();
    expect(log).toHaveLength(2);
  });

  it("starts a trial of pro that ends back on free", async () => {
    const user = await signUp(t.client());
    const started = await admin.client.call(adminApi.changeSubscription, {
      params: { userId: user.id },
      body: { planType: "pro", trial: { action: "start", days: 7 } },
    });
    expect(started.json()).toMatchObject({
      subscription: { planType: "pro", isTrial: true },
      access: { pro: true },
      trial: { daysRemaining: 7 },
    });
    const ended = await admin.client.call(adminApi.changeSubscription, {
      params: { userId: user.id },
      body: { trial: { action: "end" } },
    });
    expect(ended.json()).toMatchObject({
      subscription: { planType: "free", isTrial: false },
      access: { premium: false, pro: false },
    });
  });

  it("sets lifetime", async () => {
    const user = await signUp(t.client(), { planType: "premium" });
    const response = await admin.client.call(adminApi.changeSubscription, {
      params: { userId: user.id },
      body: { isLifetime: true },
    });
    expect(response.json().subscription).toMatchObject({ planType: "premium", isLifetime: true });
  });

  it("refuses bad input with the field named and changes nothing", async () => {
    const user = await signUp(t.client());
    const cases = [
      [{ planType: "platinum" }, "planType"],
      [{}, "planType"],
      [{ trial: { action: "start", days: 0 } }, "trial.days"],
      [{ planType: "pro", surprise: true }, "surprise"],
    ] as const;
    for (const [body, field] of cases) {
      const response = await admin.client.call(adminApi.changeSubscription, { params: { userId: user.id }, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(errorOf(response).fields ?? {}).join(","), JSON.stringify(body)).toContain(field);
    }
    expect((await admin.client.call(adminApi.auditLog, { params: { userId: user.id } })).json()).toHaveLength(0);
    expect((await user.client.call(account.subscription)).json().subscription.planType).toBe("free");
  });

  it("an unknown user answers 404", async () => {
    const response = await admin.client.call(adminApi.changeSubscription, {
      params: { userId: "nobody" },
      body: { planType: "pro" },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("roles", () => {
  it("an admin makes another user an admin; only a super admin grants super admin", async () => {
    const user = await signUp(t.client());
    const promoted = await admin.client.call(adminApi.changeRole, {
      params: { userId: user.id },
      body: { role: "admin" },
    });
    expect(promoted.statusCode).toBe(200);
    expect((await user.client.call(account.isAdmin, { body: { user_id: user.id } })).json()).toBe(true);

    const refused = await admin.client.call(adminApi.changeRole, {
      params: { userId: user.id },
      body: { role: "super_admin" },
    });
    expect(refused.statusCode).toBe(403);
    const granted = await superAdmin.client.call(adminApi.changeRole, {
      params: { userId: user.id },
      body: { role: "super_admin" },
    });
    expect(granted.statusCode).toBe(200);
    expect((await user.client.call(account.isSuperAdminUser, { body: {} })).json()).toBe(true);

    // A demoted admin's plan preview ends with the role.
    await user.client.call(account.setPlanPreview, { body: { planType: "business" } });
    await superAdmin.client.call(adminApi.changeRole, { params: { userId: user.id }, body: { role: "user" } });
    const after = (await user.client.call(account.subscription)).json();
    expect(after).toMatchObject({ previewPlanType: null, access: { business: false } });
  });
});

describe("admin-session-management", () => {
  it("reads a user's sessions and force-logs them out everywhere", async () => {
    const user = await signUp(t.client());
    const info = await admin.client.call(adminApi.manageSessions, {
      body: { action: "get_user_session_info", user_id: user.id },
    });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ success: true, userId: user.id, activeSessions: 1 });

    const all = (await admin.client.call(adminApi.manageSessions, { body: { action: "get_sessions" } })).json();
    expect("sessions" in all && all.sessions.some((s) => s.userId === user.id)).toBe(true);

    const out = await admin.client.call(adminApi.manageSessions, {
      body: { action: "force_logout", user_id: user.id },
    });
    expect(out.json()).toEqual({ success: true, revokedSessions: 1 });
    const after = await admin.client.call(adminApi.manageSessions, {
      body: { action: "get_user_session_info", user_id: user.id },
    });
    expect(after.json()).toMatchObject({ activeSessions: 0 });
  });

  it("answers with the spec's failure texts", async () => {
    const logout = await admin.client.call(adminApi.manageSessions, {
      body: { action: "force_logout", user_id: "no-such-user" },
    });
    expect(logout.statusCode).toBe(404);
    expect(errorOf(logout).message).toBe("Failed to logout user");
    const info = await admin.client.call(adminApi.manageSessions, {
      body: { action: "get_user_session_info", user_id: "no-such-user" },
    });
    expect(errorOf(info).message).toBe("Failed to get session info");
    const bad = await admin.client.call(adminApi.manageSessions, { body: { action: "explode" } });
    expect(bad.statusCode).toBe(400);
  });
});
