/**
 * Admin use cases: find users, change a plan, trial, lifetime flag or role (each change recorded in
 * the audit log in the same transaction), and the admin-session-management function.
 * The route gate lets only admins in; these functions check again so no caller can skip it.
 */
import { and, desc, eq } from "drizzle-orm";
import type { TAdminSessionAction, TAdminSubscriptionChange, TSessionInfo } from "#shared/account/schemas.ts";
import { AppError, forbidden } from "#shared/errors.ts";
import type { ServiceContext } from "../../context.ts";
import {
  findUserForAdmin,
  getRoles,
  listUsers,
  setRole,
  subscriptionStatus,
  toSubscriptionDto,
  updateSubscription,
  getOrCreateSubscription,
  listActiveSessions,
  listAllActiveSessions,
  revokeAllSessions,
  type Role,
  type SubscriptionPatch,
} from "../account/index.ts";

import { adminAuditLog } from "./tables.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const ADMIN_SESSIONS_LIMIT = 500;

export async function assertAdmin(ctx: ServiceContext): Promise<void> {
  if (!(await getRoles(ctx.db, ctx.actor.userId)).isAdmin) throw forbidden("Administrators only.");
}

export async function searchUsers(
  ctx: ServiceContext,
  query: { q?: string | undefined; limit: number; offset: number },
) {
  await assertAdmin(ctx);
  return listUsers(ctx.db, query);
}

function patchFor(change: TAdminSubscriptionChange, now: Date): SubscriptionPatch {
  const patch: SubscriptionPatch = {};
  if (change.planType !== undefined) patch.planType = change.planType;
  if (change.isLifetime !== undefined) patch.isLifetime = change.isLifetime;
  if (change.trial?.action === "start") {
    patch.isTrial = true;
    patch.trialStartAt = now;
    patch.trialEndAt = new Date(now.getTime() + change.trial.days * DAY_MS);
  } else if (change.trial?.action === "end") {
    // A trial is a time-limited plan: ending it keeps its dates (history) and returns the user to free
    // (unless the same change gives a plan).
    patch.isTrial = false;
    patch.trialEndAt = now;
    patch.planType = change.planType ?? "free";
  }
  return patch;
}

export async function changeSubscription(ctx: ServiceContext, targetUserId: string, change: TAdminSubscriptionChange) {
  await assertAdmin(ctx);
  const now = ctx.now ?? new Date();
  return ctx.db.transaction(async (tx) => {
    await findUserForAdmin(tx, targetUserId);
    const before = toSubscriptionDto(await getOrCreateSubscription(tx, targetUserId));
    const after = await updateSubscription(tx, targetUserId, patchFor(change, now));
    await tx.insert(adminAuditLog).values({
      actorUserId: ctx.actor.userId,
      targetUserId,
      action: "subscription.change",
      before,
      after: toSubscriptionDto(after),
    });
    return subscriptionStatus(after, now);
  });
}

export async function changeRole(ctx: ServiceContext, targetUserId: string, role: Role) {
  await assertAdmin(ctx);
  const actorRoles = await getRoles(ctx.db, ctx.actor.userId);
  return ctx.db.transaction(async (tx) => {
    const target = await findUserForAdmin(tx, targetUserId);
    // Only a super admin may create or remove a super admin.
    if ((role === "super_admin" || target.role === "super_admin") && !actorRoles.isSuperAdmin) {
      throw forbidden("Only a super admin can grant or remove the super admin role.");
    }
    const updated = await setRole(tx, targetUserId, role);
    // A plan preview is an admin tool: someone who is no longer an admin goes back to their real plan.
    if (role === "user") await updateSubscription(tx, targetUserId, { previewPlanType: null });
    await tx.insert(adminAuditLog).values({
      actorUserId: ctx.actor.userId,
      targetUserId,
      action: "role.change",
      before: { role: target.role },
      after: { role: updated.role },
    });
    return { id: updated.id, role: updated.role };
  });
}

export async function auditLogFor(ctx: ServiceContext, targetUserId: string, limit = 100) {
  await assertAdmin(ctx);
  await findUserForAdmin(ctx.db, targetUserId);
  const rows = await ctx.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetUserId, targetUserId)))
    .orderBy(desc(adminAuditLog.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    actorUserId: row.actorUserId,
    targetUserId: row.targetUserId,
    action: row.action,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  }));
}

const SESSION_FAILURES = {
  force_logout: "Failed to logout user",
  get_user_session_info: "Failed to get session info",
  get_sessions: "Failed to get sessions",
} as const;

type AdminSessionResult =
  | { success: true; revokedSessions: number }
  | { success: true; userId: string; activeSessions: number; sessions: TSessionInfo[] }
  | { success: true; sessions: TSessionInfo[] };

/** admin-session-management, with the product's failure texts (SESSION_FAILURES above). */
export async function manageSessions(ctx: ServiceContext, request: TAdminSessionAction): Promise<AdminSessionResult> {
  await assertAdmin(ctx);
  const failure = SESSION_FAILURES[request.action];
  try {
    switch (request.action) {
      case "force_logout": {
        await findUserForAdmin(ctx.db, request.user_id);
        const revoked = await revokeAllSessions(ctx.db, request.user_id);
        await ctx.db.insert(adminAuditLog).values({
          actorUserId: ctx.actor.userId,
          targetUserId: request.user_id,
          action: "session.force_logout",
          before: { activeSessions: revoked },
          after: { activeSessions: 0 },
        });
        return { success: true, revokedSessions: revoked };
      }
      case "get_user_session_info": {
        await findUserForAdmin(ctx.db, request.user_id);
        const sessions = await listActiveSessions(ctx.db, request.user_id);
        return { success: true, userId: request.user_id, activeSessions: sessions.length, sessions };
      }
      case "get_sessions":
        return { success: true, sessions: await listAllActiveSessions(ctx.db, ADMIN_SESSIONS_LIMIT) };
    }
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") throw new AppError("NOT_FOUND", failure);
    throw new AppError("INTERNAL", failure);
  }
}
