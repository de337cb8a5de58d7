/**
 * Issue 19, finding 2: an address listed in ADMIN_EMAILS or SUPER_ADMIN_EMAILS gave its role at sign-up,
 * before anyone had shown they own it, so whoever typed it first (in any letter case) was an admin.
 * The role now follows the owner's proof of the address, whichever way it comes (the confirmation link,
 * a magic link, a confirmed change of address), and start-up promotes only verified accounts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "#server/db/schema.ts";
import { applyConfiguredRoles } from "#server/modules/account/index.ts";
import { createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";
import { signUp, signUpVerified, uniqueEmail, verifyEmail, type SignedUpUser } from "#tests/fixtures/factories.ts";

type ListedRole = "admin" | "super_admin";

const mixedCase = (email: string) => [...email].map((c, i) => (i % 2 === 0 ? c.toUpperCase() : c)).join("");
const spellings = {
  "as listed": (email: string) => email,
  "in capitals": (email: string) => email.toUpperCase(),
  "in mixed case": mixedCase,
};

/** One address per role and spelling, since an address makes one account. */
const signUps = (["admin", "super_admin"] as const).flatMap((role) =>
  Object.entries(spellings).map(([spelling, spell]) => {
    const email = uniqueEmail(role === "admin" ? "boss" : "chief");
    return { role, spelling, email, typed: spell(email) };
  }),
);
/** Written in capitals in the configuration itself (config built by hand, not through the environment parser). */
const listedInCapitals = uniqueEmail("caps");
/** Listed, for the accounts that change their address to it or prove it another way. */
const laterAdmin = uniqueEmail("later");
const magicLinkAdmin = uniqueEmail("magic");
const unprovenChange = uniqueEmail("unproven");
const pendingAtStartUp = uniqueEmail("pending");

const listed = (role: ListedRole) => signUps.filter((s) => s.role === role).map((s) => s.email);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      adminEmails: [
        ...listed("admin"),
        listedInCapitals.toUpperCase(),
        laterAdmin,
        magicLinkAdmin,
        unprovenChange,
        pendingAtStartUp,
      ],
      superAdminEmails: listed("super_admin"),
    },
  });
});
afterAll(async () => {
  await t?.close();
});

async function stored(userId: string) {
  const [row] = await t.database.db
    .select({ email: users.email, role: users.role, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

async function adminApi(user: SignedUpUser): Promise<number> {
  return (await user.client.request("GET", "/api/admin/users?limit=1")).statusCode;
}

/** better-auth's own write when an emailed link proves an address outside the confirmation mail. */
async function libraryUpdate(userId: string, data: { email?: string; emailVerified: boolean }) {
  const context = await t.auth.$context;
  await context.internalAdapter.updateUser(userId, data);
}

describe("a listed address at sign-up", () => {
  it.each(signUps)(
    "$role, typed $spelling: nothing until the owner confirms it, then the role",
    async ({ role, typed }) => {
      const squatter = await signUp(t.client(), { email: typed });
      expect(await stored(squatter.id)).toMatchObject({ role: "user", emailVerified: false });
      expect(await adminApi(squatter)).toBe(403);

      await verifyEmail(t, squatter);
      expect(await stored(squatter.id)).toMatchObject({ role, emailVerified: true });
      expect(await adminApi(squatter)).toBe(200);
    },
  );

  it("matches a list written in capitals", async () => {
    const user = await signUp(t.client(), { email: listedInCapitals });
    expect(await stored(user.id)).toMatchObject({ role: "user" });
    await verifyEmail(t, user);
    expect(await stored(user.id)).toMatchObject({ role: "admin" });
  });

  it("a magic link that proves the address gives the role too", async () => {
    const user = await signUp(t.client(), { email: magicLinkAdmin });
    expect(await adminApi(user)).toBe(403);
    // What better-auth's magic-link endpoint writes for an address that was not yet verified.
    await libraryUpdate(user.id, { emailVerified: true });
    expect(await stored(user.id)).toMatchObject({ role: "admin", emailVerified: true });
  });
});

describe("a change of address to a listed one", () => {
  it("gives the role only once the new address is confirmed", async () => {
    const user = await signUpVerified(t);
    const change = await user.client.request("POST", "/api/auth/change-email", {
      newEmail: laterAdmin,
      callbackURL: "/settings",
    });
    expect(change.statusCode).toBe(200);
    expect(await stored(user.id)).toMatchObject({ email: user.email, role: "user" });
    expect(await adminApi(user)).toBe(403);

    await verifyEmail(t, { ...user, email: laterAdmin });
    expect(await stored(user.id)).toMatchObject({ email: laterAdmin, emailVerified: true, role: "admin" });
    expect(await adminApi(user)).toBe(200);
  });

  it("gains nothing while the new address is unproven, at start-up neither", async () => {
    const user = await signUpVerified(t);
    // better-auth's change without confirmation: the new address lands unverified.
    await libraryUpdate(user.id, { email: unprovenChange, emailVerified: false });
    await applyConfiguredRoles(t.database.db, t.config);
    expect(await stored(user.id)).toMatchObject({ email: unprovenChange, role: "user" });
    expect(await adminApi(user)).toBe(403);

    await libraryUpdate(user.id, { emailVerified: true });
    expect(await stored(user.id)).toMatchObject({ role: "admin" });
  });
});

describe("start-up (applyConfiguredRoles)", () => {
  it("leaves unverified listed accounts alone and promotes verified ones, whatever the letter case", async () => {
    const pending = await signUp(t.client(), { email: pendingAtStartUp });
    // Verified before the operator listed them; the lists are passed as typed, in capitals.
    const admin = await signUpVerified(t);
    const superAdmin = await signUpVerified(t);
    expect(await stored(admin.id)).toMatchObject({ role: "user" });

    await applyConfiguredRoles(t.database.db, {
      adminEmails: [...t.config.adminEmails, admin.email.toUpperCase()],
      superAdminEmails: [mixedCase(superAdmin.email)],
    });
    expect(await stored(pending.id)).toMatchObject({ role: "user", emailVerified: false });
    expect(await adminApi(pending)).toBe(403);
    expect(await stored(admin.id)).toMatchObject({ role: "admin" });
    expect(await stored(superAdmin.id)).toMatchObject({ role: "super_admin" });
  });
});
