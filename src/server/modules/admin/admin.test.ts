import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
    const calls: Array<[Parameters<typeof user.client.request>[0], string, unknown?]> = [
      ["GET", "/api/admin/users"],
      ["PATCH", `/api/admin/users/${user.id}/subscription`, { planType: "business" }],
      ["PUT", `/api/admin/users/${user.id}/role`, { role: "admin" }],
      ["GET", `/api/admin/users/${user.id}/audit-log`],
      ["POST", "/api/functions/admin-session-management", { action: "get_sessions" }],
    ];
    for (const [method, url, body] of calls) {
      expect((await user.client.request(method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await t.client().request(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    const me = await user.client.request("GET", "/api/account/subscription");
    expect(me.json().subscription.planType).toBe("free");
  });
});

describe("users", () => {
  it("lists and searches users with their subscription, paged", async () => {
    const target = await signUp(t.client(), { firstName: "Searchable", lastName: "Person" });
    const response = await admin.client.request("GET", "/api/admin/users?q=searchable");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(1);
    expect(body.users[0]).toMatchObject({ id: target.id, fullName: "Searchable Person", role: "user" });
    const page = await admin.client.request("GET", "/api/admin/users?limit=1&offset=0");
    expect(page.json().users).toHaveLength(1);
    expect(page.json().total).toBeGreaterThan(2);
    expect((await admin.client.request("GET", "/api/admin/users?limit=1000")).statusCode).toBe(400);
  });

  it("a search with LIKE wildcards matches them literally", async () => {
    const response = await admin.client.request("GET", `/api/admin/users?q=${encodeURIComponent("%")}`);
    expect(response.json().total).toBe(0);
  });
});

describe("plan, trial and lifetime changes", () => {
  it("changes a plan, takes effect at once and records who changed what", async () => {
    const user = await signUp(t.client());
    const changed = await admin.client.request("PATCH", `/api/admin/users/${user.id}/subscription`, {
      planType: "pro",
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ subscription: { planType: "pro" }, access: { pro: true } });
    const seen = await user.client.request("GET", "/api/account/subscription");
    expect(seen.json().subscription.planType).toBe("pro");

    const log = await admin.client.request("GET", `/api/admin/users/${user.id}/audit-log`);
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
    const started = await admin.client.request("PATCH", `/api/admin/users/${user.id}/subscription`, {
      trial: { action: "start", days: 14 },
    });
    expect(started.statusCode).toBe(200);
    expect(started.json().trial).toEqual({ active: true, expired: false, daysRemaining: 14 });
    expect(started.json().access.premium).toBe(true);

    const ended = await admin.client.request("PATCH", `/api/admin/users/${user.id}/subscription`, {
      trial: { action: "end" },
    });
    expect(ended.json().trial.active).toBe(false);
    expect(ended.json().access.premium).toBe(false);
    const log = (await admin.client.request("GET", `/api/admin/users/${user.id}/audit-log`)).json();
    expect(log).toHaveLength(2);
  });

  it("starts a trial of pro that ends back on free", async () => {
    const user = await signUp(t.client());
    const started = await admin.client.request("PATCH", `/api/admin/users/${user.id}/subscription`, {
      planType: "pro",
      trial: { action: "start", days: 7 },
    });
    expect(started.json()).toMatchObject({
      subscription: { planType: "pro", isTrial: true },
      access: { pro: true },
      trial: { daysRemaining: 7 },
    });
    const ended = await admin.client.request("PATCH", `/api/admin/users/${user.id}/subscription`, {
      trial: { action: "end" },
    });
    expect(ended.json()).toMatchObject({
      subscription: { planType: "free", isTrial: false },
      access: { premium: false, pro: false },
    });
  });

  it("sets lifetime", async () => {
    const user = await signUp(t.client(), { planType: "premium" });
    const response = await admin.client.request("PATCH", `/api/admin/users/${user.id}/subscription`, {
      isLifetime: true,
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
      const response = await admin.client.request("PATCH", `/api/admin/users/${user.id}/subscription`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {}).join(","), JSON.stringify(body)).toContain(field);
    }
    expect((await admin.client.request("GET", `/api/admin/users/${user.id}/audit-log`)).json()).toHaveLength(0);
    expect((await user.client.request("GET", "/api/account/subscription")).json().subscription.planType).toBe("free");
  });

  it("an unknown user answers 404", async () => {
    const response = await admin.client.request("PATCH", "/api/admin/users/nobody/subscription", { planType: "pro" });
    expect(response.statusCode).toBe(404);
  });
});

describe("roles", () => {
  it("an admin makes another user an admin; only a super admin grants super admin", async () => {
    const user = await signUp(t.client());
    const promoted = await admin.client.request("PUT", `/api/admin/users/${user.id}/role`, { role: "admin" });
    expect(promoted.statusCode).toBe(200);
    expect((await user.client.request("POST", "/api/rpc/is_admin", { user_id: user.id })).json()).toBe(true);

    const refused = await admin.client.request("PUT", `/api/admin/users/${user.id}/role`, { role: "super_admin" });
    expect(refused.statusCode).toBe(403);
    const granted = await superAdmin.client.request("PUT", `/api/admin/users/${user.id}/role`, { role: "super_admin" });
    expect(granted.statusCode).toBe(200);
    expect((await user.client.request("POST", "/api/rpc/is_super_admin_user", {})).json()).toBe(true);

    // A demoted admin's plan preview ends with the role.
    await user.client.request("PUT", "/api/account/plan-preview", { planType: "business" });
    await superAdmin.client.request("PUT", `/api/admin/users/${user.id}/role`, { role: "user" });
    const after = (await user.client.request("GET", "/api/account/subscription")).json();
    expect(after).toMatchObject({ previewPlanType: null, access: { business: false } });
  });
});

describe("admin-session-management", () => {
  it("reads a user's sessions and force-logs them out everywhere", async () => {
    const user = await signUp(t.client());
    const info = await admin.client.request("POST", "/api/functions/admin-session-management", {
      action: "get_user_session_info",
      user_id: user.id,
    });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ success: true, userId: user.id, activeSessions: 1 });

    const all = await admin.client.request("POST", "/api/functions/admin-session-management", {
      action: "get_sessions",
    });
    expect(all.json().sessions.some((s: { userId: string }) => s.userId === user.id)).toBe(true);

    const out = await admin.client.request("POST", "/api/functions/admin-session-management", {
      action: "force_logout",
      user_id: user.id,
    });
    expect(out.json()).toEqual({ success: true, revokedSessions: 1 });
    const after = await admin.client.request("POST", "/api/functions/admin-session-management", {
      action: "get_user_session_info",
      user_id: user.id,
    });
    expect(after.json().activeSessions).toBe(0);
  });

  it("answers with the spec's failure texts", async () => {
    const logout = await admin.client.request("POST", "/api/functions/admin-session-management", {
      action: "force_logout",
      user_id: "no-such-user",
    });
    expect(logout.statusCode).toBe(404);
    expect(logout.json().error.message).toBe("Failed to logout user");
    const info = await admin.client.request("POST", "/api/functions/admin-session-management", {
      action: "get_user_session_info",
      user_id: "no-such-user",
    });
    expect(info.json().error.message).toBe("Failed to get session info");
    const bad = await admin.client.request("POST", "/api/functions/admin-session-management", { action: "explode" });
    expect(bad.statusCode).toBe(400);
  });
});
