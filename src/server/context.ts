/** What a service is called with: the database handle (or a transaction) and who is asking. */
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
}
