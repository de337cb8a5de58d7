import type { ServiceContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import type { JobQueue } from "../jobs/index.ts";
import type { Mailer } from "../mail/index.ts";
import type { Realtime } from "../realtime/index.ts";

/** What the tickets module needs from the app besides the database. */
export interface TicketDeps {
  jobs: JobQueue;
  mailer: Mailer;
  realtime: Realtime;
  /** The app's public address, for the links in mails. */
  baseUrl: string;
}

/** Whatever a write needs after its rows: the queue for mails and the realtime topic for live statistics. */
export interface TicketEffects {
  jobs: JobQueue;
  realtime: Realtime;
}

/** An organiser's call. */
export type TicketContext = ServiceContext & TicketEffects;
/** A buyer's or door staff's call through a link: no actor. */
export type PublicTicketContext = { db: Db; now?: Date } & TicketEffects;
