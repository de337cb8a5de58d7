/**
 * Accounts: profiles, roles and subscriptions.
 * Every call names its actor; a user reads only themselves unless they are an admin, and
 * someone else's id answers 404 so ids cannot be probed.
 */
import { and, asc, count, eq, ilike, inArray, isNull, ne, or, sql } from "drizzle-orm";
import {
  accessLevels,
  hasPlanAccess,
  type AccessLevels,
  isTrialActive,
  isTrialExpired,
  PLAN_TYPES,
  TRIAL_DAYS,
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
import { displayName, fullName } from "#shared/auth/schemas.ts";
import { DEFAULT_EVENT_TYPE_ID, EVENT_TYPE_ERRORS } from "#shared/event-types.ts";
import { AppError, fieldError, forbidden, notFound } from "#shared/errors.ts";
import { findEventType } from "../event-types/index.ts";
import { removeAvatarFile, storeAvatar } from "./avatars.ts";
import { rowsOf, type Db } from "../../db/client.ts";
import { preparedPer } from "../../db/prepared.ts";
import { containsPattern } from "../../db/like.ts";
import type { ServiceContext } from "../../context.ts";
import { subscriptions, users } from "./tables.ts";

type SubscriptionRow = typeof subscriptions.$inferSelect;
type UserRow = typeof users.$inferSelect;

export const ROLES = ["user", "admin", "super_admin"] as const;
export type Role = (typeof ROLES)[number];

function isAdminRole(role: string | null | undefined): boolean {
  return role === "admin" || role === "super_admin";
}
function isSuperAdminRole(role: string | null | undefined): boolean {
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

/**
 * What the access rules read. An admin previewing a tier (plan testing pages) is treated as a plain,
 * non-trial subscriber of that tier; the preview is only ever set on an admin's own row.
 */
function accessSubject(row: SubscriptionRow): { planType: PlanType; isTrial: boolean; trialEndAt: Date | null } {
  if (row.previewPlanType) return { planType: asPlan(row.previewPlanType), isTrial: false, trialEndAt: null };
  return { planType: asPlan(row.planType), isTrial: row.isTrial, trialEndAt: row.trialEndAt };
}

/** What a subscription row opens now; no row is the free plan (a host who never chose one). */
export function accessOfSubscription(row: SubscriptionRow | null, now: Date = new Date()): AccessLevels {
  return row ? accessLevels(accessSubject(row), now) : { premium: false, pro: false, business: false };
}

export function subscriptionStatus(row: SubscriptionRow, now: Date = new Date()): TSubscriptionStatus {
  const sub = accessSubject(row);
  return {
    subscription: toSubscriptionDto(row),
    access: accessLevels(sub, now),
    previewPlanType: row.previewPlanType ? asPlan(row.previewPlanType) : null,
    trial: {
      active: isTrialActive(sub, now),
      expired: isTrialExpired(sub, now),
      daysRemaining: trialDaysRemaining(sub, now),
    },
  };
}

function toUserProfile(row: UserRow): TUserProfile {
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

const userWithSubscription = preparedPer((db) =>
  db
    .select({ user: users, subscription: subscriptions })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.id, sql.placeholder("userId")))
    .limit(1)
    .prepare("user_with_subscription"),
);

export async function getUserDataBatch(ctx: ServiceContext, targetUserId: string): Promise<TUserDataBatch> {
  await assertCanRead(ctx, targetUserId);
  // One prepared read for both (every signed-in page load asks); a user without a subscription row gets one.
  const [row] = await userWithSubscription(ctx.db).execute({ userId: targetUserId });
  if (!row) throw notFound("User not found");
  const { user } = row;
  const sub = row.subscription ?? (await getOrCreateSubscription(ctx.db, targetUserId));
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
  const ok = hasPlanAccess(accessSubject(sub), required, ctx.now);
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

interface ConfiguredRoleLists {
  adminEmails: string[];
  superAdminEmails: string[];
}

const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Both lists in lower case, an address on both only among the super admins (the higher role wins). */
function normalisedLists(lists: ConfiguredRoleLists): { superAdmins: string[]; admins: string[] } {
  const superAdmins = lists.superAdminEmails.map(normaliseEmail);
  const admins = lists.adminEmails.map(normaliseEmail).filter((email) => !superAdmins.includes(email));
  return { superAdmins, admins };
}

/** The role ADMIN_EMAILS / SUPER_ADMIN_EMAILS give an address, whatever its letter case. */
function roleForEmail(email: string, lists: ConfiguredRoleLists): Role | null {
  const normalised = normaliseEmail(email);
  const { superAdmins, admins } = normalisedLists(lists);
  if (superAdmins.includes(normalised)) return "super_admin";
  if (admins.includes(normalised)) return "admin";
  return null;
}

/**
 * Raises listed accounts to their configured role, at start-up. Only verified addresses count, since
 * anyone can type a listed address at sign-up: the role follows the owner's proof. Roles are only
 * raised, never lowered, so a super admin also listed as admin stays super admin.
 */
export async function applyConfiguredRoles(db: Db, lists: ConfiguredRoleLists): Promise<void> {
  await raiseListedRoles(db, lists);
}

/**
 * The same for one account each time better-auth writes it, so the role arrives with whichever step
 * proves the address (the confirmation link, a magic link, a confirmed change of address). Accounts
 * that are unverified or not listed cost no query.
 */
export async function grantConfiguredRole(
  db: Db,
  user: { id: string; email: string; emailVerified: boolean },
  lists: ConfiguredRoleLists,
): Promise<void> {
  if (!user.emailVerified || roleForEmail(user.email, lists) === null) return;
  await raiseListedRoles(db, lists, user.id);
}

async function raiseListedRoles(db: Db, lists: ConfiguredRoleLists, userId?: string): Promise<void> {
  const { superAdmins, admins } = normalisedLists(lists);
  // Stored addresses are lower case when better-auth writes them; lower() keeps any older row matching too.
  const verifiedAmong = (emails: string[]) =>
    and(
      inArray(sql`lower(${users.email})`, emails),
      eq(users.emailVerified, true),
      userId === undefined ? undefined : eq(users.id, userId),
    );
  if (superAdmins.length > 0) {
    await db
      .update(users)
      .set({ role: "super_admin", updatedAt: new Date() })
      .where(and(verifiedAmong(superAdmins), ne(users.role, "super_admin")));
  }
  if (admins.length > 0) {
    await db
      .update(users)
      .set({ role: "admin", updatedAt: new Date() })
      .where(and(verifiedAmong(admins), eq(users.role, "user")));
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
    ? or(ilike(users.email, containsPattern(text)), ilike(users.name, containsPattern(text)))
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

/** Who owns a record, as the admin lists show it. */
export async function ownersByIds(
  db: Db,
  ids: string[],
): Promise<Map<string, { id: string; name: string; email: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The ids of the people whose name or email contains `text` (at most `limit`), for admin searches by owner. */
export async function userIdsMatching(db: Db, text: string, limit = 200): Promise<string[]> {
  const pattern = containsPattern(text);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(or(ilike(users.email, pattern), ilike(users.name, pattern)))
    .limit(limit);
  return rows.map((row) => row.id);
}

export interface SubscriptionPatch {
  previewPlanType?: PlanType | null;
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

// ---- self-service: trial, profile, preferred event type, plan preview ----

/**
 * /pricing: a free user may start one 14-day trial of premium or pro. Anyone who has had a trial, or
 * pays for a plan, gets 409. The conditional update makes two simultaneous clicks start one trial.
 */
export async function startTrial(ctx: ServiceContext, planType: "premium" | "pro"): Promise<TSubscriptionStatus> {
  const now = ctx.now ?? new Date();
  await getOrCreateSubscription(ctx.db, ctx.actor.userId);
  const [row] = await ctx.db
    .update(subscriptions)
    .set({
      planType,
      isTrial: true,
      trialStartAt: now,
      trialEndAt: new Date(now.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000),
      updatedAt: now,
    })
    .where(
      and(
        eq(subscriptions.userId, ctx.actor.userId),
        eq(subscriptions.planType, "free"),
        eq(subscriptions.isLifetime, false),
        isNull(subscriptions.trialStartAt),
      ),
    )
    .returning();
  if (!row) {
    throw new AppError("CONFLICT", "You have already used your free trial, or your plan already includes it.");
  }
  return subscriptionStatus(row, now);
}

export async function updateProfile(
  ctx: ServiceContext,
  input: { firstName: string; lastName: string },
): Promise<TUserProfile> {
  const [row] = await ctx.db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      name: fullName(input.firstName, input.lastName),
      updatedAt: new Date(),
    })
    .where(eq(users.id, ctx.actor.userId))
    .returning();
  if (!row) throw notFound("User not found");
  return toUserProfile(row);
}

/** Replaces (or with null removes) the avatar; the previous image file is deleted once the row points elsewhere. */
/** `file` is the uploaded image's temporary path; null removes the avatar. */
export async function changeAvatar(ctx: ServiceContext, dataDir: string, file: string | null): Promise<TUserProfile> {
  const url = file ? await storeAvatar(dataDir, ctx.actor.userId, file) : null;
  const { previous, profile } = await setAvatar(ctx, url);
  if (previous && previous !== url) await removeAvatarFile(dataDir, previous);
  return profile;
}

async function setAvatar(
  ctx: ServiceContext,
  imageUrl: string | null,
): Promise<{ previous: string | null; profile: TUserProfile }> {
  const [before] = await ctx.db.select({ image: users.image }).from(users).where(eq(users.id, ctx.actor.userId));
  const [row] = await ctx.db
    .update(users)
    .set({ image: imageUrl, updatedAt: new Date() })
    .where(eq(users.id, ctx.actor.userId))
    .returning();
  if (!row) throw notFound("User not found");
  return { previous: before?.image ?? null, profile: toUserProfile(row) };
}

export async function getPreferredEventType(ctx: ServiceContext): Promise<{ eventTypeId: string; explicit: boolean }> {
  const [row] = await ctx.db
    .select({ id: users.preferredEventTypeId })
    .from(users)
    .where(eq(users.id, ctx.actor.userId));
  return row?.id ? { eventTypeId: row.id, explicit: true } : { eventTypeId: DEFAULT_EVENT_TYPE_ID, explicit: false };
}

/** Section 5: the choice must exist ('Selected event type not found.'); the id format is checked by the schema. */
export async function setPreferredEventType(
  ctx: ServiceContext,
  eventTypeId: string,
): Promise<{ eventTypeId: string; name: string; explicit: true }> {
  const type = await findEventType(ctx.db, eventTypeId);
  if (!type) {
    throw fieldError("NOT_FOUND", "eventTypeId", EVENT_TYPE_ERRORS.notFound);
  }
  await ctx.db
    .update(users)
    .set({ preferredEventTypeId: type.id, updatedAt: new Date() })
    .where(eq(users.id, ctx.actor.userId));
  return { eventTypeId: type.id, name: type.name, explicit: true };
}

/** Plan testing pages: an admin views the product as a tier, on their own account only; null ends it. */
export async function setPlanPreview(ctx: ServiceContext, planType: PlanType | null): Promise<TSubscriptionStatus> {
  if (!(await getRoles(ctx.db, ctx.actor.userId)).isAdmin) throw forbidden("Administrators only.");
  await getOrCreateSubscription(ctx.db, ctx.actor.userId);
  const [row] = await ctx.db
    .update(subscriptions)
    .set({ previewPlanType: planType, updatedAt: new Date() })
    .where(eq(subscriptions.userId, ctx.actor.userId))
    .returning();
  if (!row) throw notFound("User not found");
  return subscriptionStatus(row, ctx.now);
}
