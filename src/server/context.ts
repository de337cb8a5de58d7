/** What a service is called with: the database handle (or a transaction) and who is asking. */
import type { PlanType } from "#shared/plans.ts";
import type { Db } from "./db/client.ts";

export interface Actor {
  userId: string;
  email: string;
  sessionId: string;
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
