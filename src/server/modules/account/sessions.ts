/** A user's sessions: listed and revoked by the user (account settings) and by admins. */
import { and, desc, eq, gt, gte, like, ne } from "drizzle-orm";
import type { TSessionInfo } from "#shared/account/schemas.ts";
import type { Db } from "../../db/client.ts";
import { accounts, rateLimits, sessions } from "./tables.ts";
import { forgetSessionsOf } from "./session-check.ts";

function toSessionInfo(row: typeof sessions.$inferSelect, currentSessionId?: string): TSessionInfo {
  return {
    id: row.id,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    ipAddress: row.ipAddress ?? null,
    userAgent: row.userAgent ?? null,
    current: row.id === currentSessionId,
  };
}

export async function listActiveSessions(db: Db, userId: string, currentSessionId?: string): Promise<TSessionInfo[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt));
  return rows.map((r) => toSessionInfo(r, currentSessionId));
}

/** Revokes one of the user's own sessions; someone else's session id answers false (404 upstream). */
export async function revokeOwnSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  forgetSessionsOf(userId);
  return deleted.length > 0;
}

export async function revokeOtherSessions(db: Db, userId: string, keepSessionId: string): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  forgetSessionsOf(userId);
  return deleted.length;
}

export async function revokeAllSessions(db: Db, userId: string): Promise<number> {
  const deleted = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  forgetSessionsOf(userId);
  return deleted.length;
}

/**
 * An address proven by someone who does not hold the account's own session is its owner, not (always) who
 * signed up with it: the password chosen before the proof and every session end. The owner is signed in by
 * the confirmation and can choose a password with "Forgot password". better-auth's magic-link sign-in does
 * the same for an unconfirmed account.
 */
export async function revokeUnprovenAccess(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(accounts).where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
  forgetSessionsOf(userId);
}

export async function listAllActiveSessions(db: Db, limit: number): Promise<TSessionInfo[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(gt(sessions.expiresAt, new Date()))
    .orderBy(desc(sessions.updatedAt))
    .limit(limit);
  return rows.map((r) => toSessionInfo(r));
}

/** Client addresses that hit an auth endpoint's rate limit since `since` (security monitoring). */
export async function rateLimitedClients(
  db: Db,
  path: string,
  max: number,
  since: Date,
): Promise<Array<{ key: string; count: number; lastRequest: number }>> {
  return db
    .select({ key: rateLimits.key, count: rateLimits.count, lastRequest: rateLimits.lastRequest })
    .from(rateLimits)
    .where(
      and(like(rateLimits.key, `%|${path}`), gte(rateLimits.count, max), gt(rateLimits.lastRequest, since.getTime())),
    );
}
