/**
 * Accounts: profiles, roles and subscriptions (spec sections 3, 4, 6 and 7).
 * Every call names its actor; a user reads only themselves unless they are an admin, and
 * someone else's id answers 404 so ids cannot be probed.
 */
import { and, asc, count, eq, ilike, inArray, or, sql } from "drizzle-orm";
import {
  accessLevels,
  hasPlanAccess,
  isTrialActive,
  isTrialExpired,
  PLAN_TYPES,
  trialDaysRemaining,
  type PlanType,
  type SignupPlanType,
} from "#shared/plans.ts";
import type {
  TAdminUserRow,
  TSubscription,
  TSubscriptionStatus,
  TUserDataBatch,
  TUserProfile,
} from "#shared/account/schemas.ts";
import { displayName } from "#shared/auth/schemas.ts";
import { AppError, notFound } from "#shared/errors.ts";
import { rowsOf, type Db } from "../../db/client.ts";
import type { ServiceContext } from "../../context.ts";
import { subscriptions, users } from "./tables.ts";

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export const ROLES = ["user", "admin", "super_admin"] as const;
export type Role = (typeof ROLES)[number];

export function isAdminRole(role: string | null | undefined): boolean {
  return role === "admin" || role === "super_admin";
}
export function isSuperAdminRole(role: string | null | undefined): boolean {
  return role === "super_admin";
}

function asPlan(value: string): PlanType {
  return (PLAN_TYPES as readonly string[]).includes(value) ? (value as PlanType) : "free";
}

export function toSubscriptionDto(row: SubscriptionRow): TSubscription {
  return {
    id: row.id,
    userId: row.userId,
    planType: asPlan(row.planType),
    isTrial: row.isTrial,
    trialStartAt: row.trialStartAt?.toISOString() ?? null,
    trialEndAt: row.trialEndAt?.toISOString() ?? null,
    isLifetime: row.isLifetime,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function subscriptionStatus(row: SubscriptionRow, now: Date = new Date()): TSubscriptionStatus {
  const sub = { planType: asPlan(row.planType), isTrial: row.isTrial, trialEndAt: row.trialEndAt };
  return {
    subscription: toSubscriptionDto(row),
    access: accessLevels(sub, now),
    trial: {
      active: isTrialActive(sub, now),
      expired: isTrialExpired(sub, now),
      daysRemaining: trialDaysRemaining(sub, now),
    },
  };
}

export function toUserProfile(row: UserRow): TUserProfile {
  return {
    id: row.id,
    email: row.email,
    fullName: row.name,
    firstName: row.firstName,
    lastName: row.lastName,
    displayName: displayName(row),
    avatarUrl: row.image ?? null,
    emailVerified: row.emailVerified,
    planType: asPlan(row.planType),
    wantsAffiliate: row.wantsAffiliate,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The user's subscription, created as free non-trial on first load. The unique user_id plus
 * ON CONFLICT DO NOTHING makes simultaneous first loads agree on one row.
 */
export async function getOrCreateSubscription(db: Db, userId: string): Promise<SubscriptionRow> {
  const [existing] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  if (existing) return existing;
  await db
    .insert(subscriptions)
    .values({ userId, planType: "free", isTrial: false, isLifetime: false })
    .onConflictDoNothing({ target: subscriptions.userId });
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  if (!row) throw new AppError("INTERNAL", "Could not load the subscription");
  return row;
}

/** Plan chosen at sign-up: free creates nothing; premium and pro store a non-trial, non-lifetime row. */
export async function applySignupPlan(db: Db, userId: string, plan: SignupPlanType): Promise<void> {
  if (plan === "free") return;
  await db
    .insert(subscriptions)
    .values({ userId, planType: plan, isTrial: false, isLifetime: false })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: { planType: plan, isTrial: false, isLifetime: false, updatedAt: new Date() },
    });
}

export async function userExists(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return row !== undefined;
}

async function findUser(db: Db, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function getRoles(db: Db, userId: string): Promise<{ isAdmin: boolean; isSuperAdmin: boolean }> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
  return { isAdmin: isAdminRole(row?.role), isSuperAdmin: isSuperAdminRole(row?.role) };
}

/** A user may look at themselves; an admin at anyone; anyone else's id answers 404. */
async function assertCanRead(ctx: ServiceContext, targetUserId: string): Promise<void> {
  if (targetUserId === ctx.actor.userId) return;
  const { isAdmin } = await getRoles(ctx.db, ctx.actor.userId);
  if (!isAdmin) throw notFound("User not found");
}

export async function isAdmin(ctx: ServiceContext, targetUserId: string): Promise<boolean> {
  await assertCanRead(ctx, targetUserId);
  return (await getRoles(ctx.db, targetUserId)).isAdmin;
}

export async function checkUserAdmin(
  ctx: ServiceContext,
  targetUserId: string,
): Promise<{ isAdmin: boolean; isSuperAdmin: boolean }> {
  await assertCanRead(ctx, targetUserId);
  if (!(await findUser(ctx.db, targetUserId))) throw notFound("User not found");
  return getRoles(ctx.db, targetUserId);
}

export async function getSubscriptionStatus(ctx: ServiceContext, targetUserId: string): Promise<TSubscriptionStatus> {
  await assertCanRead(ctx, targetUserId);
  if (!(await findUser(ctx.db, targetUserId))) throw notFound("User not found");
  return subscriptionStatus(await getOrCreateSubscription(ctx.db, targetUserId), ctx.now);
}

export async function getUserDataBatch(ctx: ServiceContext, targetUserId: string): Promise<TUserDataBatch> {
  await assertCanRead(ctx, targetUserId);
  const user = await findUser(ctx.db, targetUserId);
  if (!user) throw notFound("User not found");
  const sub = await getOrCreateSubscription(ctx.db, targetUserId);
  return {
    user: toUserProfile(user),
    roles: { isAdmin: isAdminRole(user.role), isSuperAdmin: isSuperAdminRole(user.role) },
    subscription: subscriptionStatus(sub, ctx.now),
  };
}

/** The plan gate: refuses with PLAN_REQUIRED unless the actor's current subscription opens `required`. */
export async function assertPlanAccess(ctx: ServiceContext, required: PlanType): Promise<void> {
  if (required === "free") return;
  const sub = await getOrCreateSubscription(ctx.db, ctx.actor.userId);
  const ok = hasPlanAccess(
    { planType: asPlan(sub.planType), isTrial: sub.isTrial, trialEndAt: sub.trialEndAt },
    required,
    ctx.now,
  );
  if (!ok) {
    throw new AppError("PLAN_REQUIRED", `This feature needs the ${required} plan or higher.`, {
      requiredPlan: required,
    });
  }
}

export async function getTimezoneNames(db: Db): Promise<string[]> {
  const result = await db.execute(sql`select name from pg_timezone_names order by name`);
  return rowsOf<{ name: string }>(result).map((r) => r.name);
}

/** Roles from ADMIN_EMAILS / SUPER_ADMIN_EMAILS; applied at sign-up and again at every start-up. */
export function roleForEmail(email: string, lists: { adminEmails: string[]; superAdminEmails: string[] }): Role | null {
  const normalised = email.trim().toLowerCase();
  if (lists.superAdminEmails.includes(normalised)) return "super_admin";
  if (lists.adminEmails.includes(normalised)) return "admin";
  return null;
}

export async function applyConfiguredRoles(
  db: Db,
  lists: { adminEmails: string[]; superAdminEmails: string[] },
): Promise<void> {
  if (lists.superAdminEmails.length > 0) {
    await db.update(users).set({ role: "super_admin", updatedAt: new Date() }).where(inArray(users.email, lists.superAdminEmails));
  }
  const adminsOnly = lists.adminEmails.filter((e) => !lists.superAdminEmails.includes(e));
  if (adminsOnly.length > 0) {
    // Never demote a super admin who is also listed as admin.
    await db
      .update(users)
      .set({ role: "admin", updatedAt: new Date() })
      .where(and(inArray(users.email, adminsOnly), eq(users.role, "user")));
  }
}

// ---- admin use cases (called by the admin module, which checks the actor is an admin) ----

export async function findUserForAdmin(db: Db, userId: string): Promise<UserRow> {
  const user = await findUser(db, userId);
  if (!user) throw notFound("User not found");
  return user;
}

export async function listUsers(
  db: Db,
  query: { q?: string | undefined; limit: number; offset: number },
): Promise<{ users: TAdminUserRow[]; total: number }> {
  const text = query.q?.trim();
  const where = text
    ? or(ilike(users.email, `%${escapeLike(text)}%`), ilike(users.name, `%${escapeLike(text)}%`))
    : undefined;
  const rows = await db
    .select({ user: users, subscription: subscriptions })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(where)
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(query.limit)
    .offset(query.offset);
  const [totalRow] = await db.select({ n: count() }).from(users).where(where);
  return {
    total: Number(totalRow?.n ?? 0),
    users: rows.map(({ user, subscription }) => ({
      id: user.id,
      email: user.email,
      fullName: user.name,
      role: user.role,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt.toISOString(),
      subscription: subscription ? toSubscriptionDto(subscription) : null,
    })),
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface SubscriptionPatch {
  planType?: PlanType;
  isTrial?: boolean;
  trialStartAt?: Date | null;
  trialEndAt?: Date | null;
  isLifetime?: boolean;
}

export async function updateSubscription(db: Db, userId: string, patch: SubscriptionPatch): Promise<SubscriptionRow> {
  await getOrCreateSubscription(db, userId);
  const [row] = await db
    .update(subscriptions)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(subscriptions.userId, userId))
    .returning();
  if (!row) throw notFound("User not found");
  return row;
}

export async function setRole(db: Db, userId: string, role: Role): Promise<UserRow> {
  const [row] = await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  if (!row) throw notFound("User not found");
  return row;
}
