/**
 * Working in a business account's team (ADR 032). A team member chooses the account on the account switcher,
 * which sets the `gatherly_account` cookie; every organiser call (contract `actsForAccount`) is then made as the
 * account: the services' own checks, written for "the caller's records", reach the account's records and no
 * one else's. The member's teams come with their session (kept with it and dropped at once when a team changes,
 * migration 0017), so this costs no query, except the account's plan for a call made in another's account.
 */
import { eq, sql, type SQL } from "drizzle-orm";
import { forbidden } from "#shared/errors.ts";
import { roleAllows, roleRefusal, type TeamRight, type TeamSeat } from "#shared/team/roles.ts";
import type { Db } from "../../db/client.ts";
import type { Actor } from "../../context.ts";
import type { TWorkingIn } from "#shared/account/schemas.ts";
import {
  accessOfSubscription,
  assertPlanAccess,
  cookieValue,
  getOrCreateSubscription,
  users,
} from "../account/index.ts";
import { teamMembers } from "./tables.ts";

/** The cookie that names the account a team member works in; no cookie (or a stale one) means their own. */
export const ACTING_COOKIE = "gatherly_account";

/** The user's teams as `{ accountId: seat }`, for the session check's one query (account/session-check.ts). */
export function teamsOfUser(userId: SQL): SQL<Record<string, TeamSeat> | null> {
  return sql<Record<string, TeamSeat> | null>`(select json_object_agg(${teamMembers.accountId}, json_build_object(
    'role', ${teamMembers.role}, 'events', ${teamMembers.eventIds})) from ${teamMembers} where ${teamMembers.userId} = ${userId})`;
}

/** The account the cookie names (not yet checked against the caller's teams), else the caller's own. */
export function namedAccountOf(cookieHeader: string | undefined, ownId: string): string {
  return (cookieHeader ? cookieValue(cookieHeader, ACTING_COOKIE) : null) ?? ownId;
}

/** The account the caller works in: the one the cookie names when they are on its team, else their own. */
function accountOf(actor: Actor, cookieHeader: string | undefined): string {
  const named = namedAccountOf(cookieHeader, actor.userId);
  return named !== actor.userId && actor.teams?.[named] ? named : actor.userId;
}

/** The caller's seat in an account: their team's, or owner of their own account while it has no team row. */
function seatIn(actor: Actor, accountId: string): TeamSeat | null {
  return actor.teams?.[accountId] ?? (accountId === actor.userId ? { role: "owner", events: null } : null);
}

/**
 * The actor of an organiser call: the caller, or the account they work in, with who they are. Refuses with 403
 * when their role lacks the call's right, and when the account they work in no longer has the business plan.
 */
export async function actorInAccount(
  db: Db,
  actor: Actor,
  cookieHeader: string | undefined,
  right: TeamRight,
): Promise<Actor> {
  const accountId = accountOf(actor, cookieHeader);
  const seat = seatIn(actor, accountId) ?? { role: "viewer", events: [] };
  const { role } = seat;
  if (!roleAllows(role, right)) throw forbidden(roleRefusal(role, right));
  const ownOutsideTeam = accountId === actor.userId && !actor.teams?.[accountId];
  if (ownOutsideTeam) return actor;
  if (accountId !== actor.userId) {
    await assertPlanAccess({ db, actor: { userId: accountId, email: "", sessionId: "" } }, "business");
  }
  const reach = seat.events ? { events: seat.events } : {};
  return { ...actor, userId: accountId, member: { userId: actor.userId, email: actor.email, role, ...reach } };
}

/** The account the person works in when it is not their own, with its plan and their role (for /me). */
export async function workingInOf(db: Db, person: Actor, cookieHeader: string | undefined): Promise<TWorkingIn | null> {
  const accountId = accountOf(person, cookieHeader);
  const seat = seatIn(person, accountId);
  if (accountId === person.userId || !seat) return null;
  const [account, subscription] = await Promise.all([
    db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, accountId)),
    getOrCreateSubscription(db, accountId),
  ]);
  return {
    accountId,
    name: account[0]?.name || account[0]?.email || "",
    role: seat.role,
    someEvents: seat.events !== null,
    access: accessOfSubscription(subscription),
  };
}
