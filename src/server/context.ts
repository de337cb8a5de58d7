/** What a service is called with: the database handle (or a transaction) and who is asking. */
import { sql, type SQL } from "drizzle-orm";
import type { PlanType } from "#shared/plans.ts";
import type { TeamRole, TeamSeat } from "#shared/team/roles.ts";
import type { Db } from "./db/client.ts";

export interface Actor {
  /**
   * Whose records the call reaches: the caller's own, or those of the business account they act for in its team
   * (then `member` says who they are).
   */
  userId: string;
  email: string;
  sessionId: string;
  /** The business accounts whose team the caller belongs to, with their role and reach there (ADR 032, 033). */
  teams?: Readonly<Record<string, TeamSeat>>;
  /**
   * Set when the call is made in a team: the person making it, their role in the account, and the events they
   * may reach when they are limited to some (ADR 033; lists narrow to them with `eventsInReach`).
   */
  member?: { userId: string; email: string; role: TeamRole; events?: readonly string[] };
}

export interface ServiceContext {
  db: Db;
  actor: Actor;
  now?: Date;
  /**
   * The tier the event's owner must have for this call, when the endpoint's plan is paid by the event
   * (contract `planOf`). A service that finds the caller's event checks it there (people/membership.ts).
   */
  eventPlan?: PlanType;
}

/** A list's condition keeping a member limited to some events to theirs; undefined for everyone else. */
export function eventsInReach(actor: Actor, eventId: SQL | { getSQL(): SQL }): SQL | undefined {
  const reach = actor.member?.events;
  if (!reach) return undefined;
  if (reach.length === 0) return sql`false`;
  return sql`${eventId} in (${sql.join(
    reach.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}
