/** What a service is called with: the database handle (or a transaction) and who is asking. */
import type { PlanType } from "#shared/plans.ts";
import type { TeamRole } from "#shared/team/roles.ts";
import type { Db } from "./db/client.ts";

export interface Actor {
  /**
   * Whose records the call reaches: the caller's own, or those of the business account they act for in its team
   * (then `member` says who they are).
   */
  userId: string;
  email: string;
  sessionId: string;
  /** The business accounts whose team the caller belongs to, with their role there (ADR 032). */
  teams?: Readonly<Record<string, TeamRole>>;
  /** Set when the call is made in a team: the person making it and their role in the account. */
  member?: { userId: string; email: string; role: TeamRole };
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
